"""Outspeed's options, declared once (games/core/options.py): the first-game deck (OS-04, CON-14), a user's own
tile transcription (GAP-06), the declaration protocol within a zone (AMB-14) and the centre wheel's largest
number, an extra cap on X (AMB-01, OS-55); a shorter track for a practice race (OS-12, fewer Track tiles)."""
from __future__ import annotations

from games.core.faces import WHEEL_MAX
from games.core.options import CHOICE, FILE, NUMBER, Option

DECKS = ("standard", "first-game")
DECLARE_POLICIES = ("simultaneous", "sequential")

OPTIONS: tuple[Option, ...] = (
    Option("deck", CHOICE, "standard", "tile deck: 12 shuffled Track tiles and a random Finish Line, or the "
           "first-game deck (tiles 1 to 13 in order)", "OS-04", choices=DECKS, lobby="v", title="Deck",
           labels=(("standard", "standard (shuffled)"), ("first-game", "first game (tiles 1-13)"))),
    Option("tiles", FILE, None, "your own transcription of the Track tiles (YAML) instead of the stand-in "
           "tiles", "GAP-06"),
    Option("declare", CHOICE, "simultaneous", "Ships sharing a zone declare their Bonus together, or one at "
           "a time in seat order, each answer shown as it is given", "AMB-14", choices=DECLARE_POLICIES,
           lobby="f", title="Same-zone Bonus calls",
           labels=(("simultaneous", "together"), ("sequential", "one at a time"))),
    Option("track_tiles", NUMBER, 12, "how many Track tiles come before the Finish Line: 12 in the rules, fewer "
           "for a short practice race", "OS-12", low=1, high=12),
    Option("wheel_max", NUMBER, WHEEL_MAX, "the central wheel's largest number, an extra cap on X (set from "
           "the seated controllers' wheels)", "AMB-01", low=1, cli=False),
)
