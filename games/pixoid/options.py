"""Pixoid's options, declared once (games/core/options.py): the Short Game (PX-38..PX-41, CON-14), the direction frame
(AMB-03), the catch policies (AMB-05), the board assembly and tiles (PX-02, GAP-03), the oldest player
(CON-10) and the wheel's largest number (AMB-01)."""
from __future__ import annotations

from games.core.faces import WHEEL_MAX
from games.pixoid.board import DEFAULT_ASSEMBLY, all_assemblies, format_assembly
from games.core.options import CHOICE, FILE, FLAG, NUMBER, SEAT, TEXT, Option

OPTIONS: tuple[Option, ...] = (
    Option("variant", CHOICE, "standard", "game variant: standard, or the Short Game (one round)", "PX-38",
           choices=("standard", "short"), lobby="v", title="Variant",
           labels=(("standard", "standard"), ("short", "Short Game"))),
    Option("oldest", SEAT, None, "colour of the oldest player: the first Pixoid", "CON-10",
           labels=(("seat", "oldest: first Pixoid"),)),
    Option("frame", CHOICE, "screen", "how arrows are read: as on the screen, or from each player's own edge",
           "AMB-03", choices=("screen", "seat"), lobby="f", title="Arrows",
           labels=(("screen", "as on the screen"), ("seat", "from each player's own edge"))),
    Option("catch", CHOICE, "stop", "a catch stops Pixoid where he meets the Bug, or he completes his move",
           "AMB-05", choices=("stop", "complete")),
    Option("bug_guards_bonus", FLAG, True, "a Bonus cube under a Bug is not taken when Pixoid runs into it",
           "AMB-05"),
    Option("board", TEXT, format_assembly(DEFAULT_ASSEMBLY), "Circuit Board tile and side per quadrant "
           "clockwise from top-left, e.g. '1A 2B 3A 4B'", "PX-02", lobby="m", shuffle=True, title="Maze",
           choices=tuple(format_assembly(a) for a in all_assemblies())),
    Option("tiles", FILE, None, "your own Circuit Board file (YAML) instead of the stand-in tiles", "GAP-03"),
    Option("max_distance", NUMBER, WHEEL_MAX, "the central wheel's largest number, an extra cap on distances "
           "(set from the seated controllers' wheels)", "AMB-01", low=1, cli=False),
)
