"""Mago Magino's options, declared once (games/core/options.py): the shorter variant (MM-09), the player with
the longest nose (MM-10, GAP-MM-05), the named policies for the rulebook's open points (AMB-MM-01 arrow,
AMB-MM-09 house, AMB-MM-14 frog memory, AMB-MM-06 frog hops), a folder of the owner's own transcriptions
(GAP-MM-01..GAP-MM-03) and the centre wheel's largest number (AMB-01: the aimed arrow's rows)."""
from __future__ import annotations

from games.core.faces import WHEEL_MAX
from games.core.options import CHOICE, NUMBER, SEAT, TEXT, Option

VARIANTS = ("standard", "short")
ARROW_POLICIES = ("spin", "aim")
HOUSE_POLICIES = ("safe", "ordinary")
MEMORY_POLICIES = ("strict", "assisted")
FROG_WAYS = ("either", "forward")

OPTIONS: tuple[Option, ...] = (
    Option("variant", CHOICE, "standard", "three crystals home win, or two in the shorter game", "MM-09",
           choices=VARIANTS, lobby="v", title="Crystals to win",
           labels=(("standard", "three"), ("short", "two (shorter game)"))),
    Option("oldest", SEAT, None, "colour of the player with the longest nose: plays first", "MM-10",
           labels=(("seat", "longest nose: plays first"),)),
    Option("arrow", CHOICE, "spin", "the witch arrow is spun at random, or aimed by the player who rolled it",
           "AMB-MM-01", choices=ARROW_POLICIES, lobby="a", title="Witch arrow",
           labels=(("spin", "spun at random"), ("aim", "aimed by the player"))),
    Option("house", CHOICE, "safe", "children in the wizard's house cannot be bewitched, or only when the "
           "wizard is there", "AMB-MM-09", choices=HOUSE_POLICIES, title="The house",
           labels=(("safe", "always safe"), ("ordinary", "safe only with the wizard"))),
    Option("memory", CHOICE, "strict", "nobody is shown whose frog is whose, or each player may peek at their "
           "own frogs", "AMB-MM-14", choices=MEMORY_POLICIES, lobby="f", title="Frogs",
           labels=(("strict", "remember them"), ("assisted", "peek at your own"))),
    Option("frog_way", CHOICE, "either", "a frog hops either way outside the forest, or only board-clockwise",
           "AMB-MM-06", choices=FROG_WAYS, title="Frog hops",
           labels=(("either", "either way"), ("forward", "clockwise only"))),
    Option("content", TEXT, None, "a folder of your own transcriptions (board.yaml, arrow.yaml, die.yaml) "
           "instead of the stand-ins", "GAP-MM-01"),
    Option("wheel_max", NUMBER, WHEEL_MAX, "the central wheel's largest number: an aimed arrow's positions come "
           "in rows of that many (set from the seated controllers' wheels)", "AMB-01", low=1, cli=False),
)
