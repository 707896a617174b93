"""The faces a controller can show (CON-03, GAP-01, GAP-02, AMB-01, AMB-02).

Games ask for faces, never for raw wheel positions; the face tables that map positions to faces are
data in ``hardware/``. This module only names the face vocabulary the rules speak in.
"""
from __future__ import annotations

from typing import Sequence

from games.core.errors import ConfigError

DIRECTIONS: tuple[str, ...] = ("up", "right", "down", "left")
"""Left-wheel arrows, clockwise from up (CON-03)."""

COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple", "orange")
"""The six controller colours; five are named by the rulebook, orange is our sixth (GAP-02)."""

SYMBOLS: tuple[str, ...] = ("red_light", "yellow_triangle", "green_circle", "blue_crescent")
"""Right-wheel symbols by default (AMB-02)."""

WHEEL_MAX = 30
"""Largest number on the default central wheel (AMB-01)."""

COLOUR_LETTERS: dict[str, str] = {c: c[0].upper() for c in COLOURS}
"""One letter per colour so a colour-blind player can tell seats apart."""


TURNED: dict[tuple[str, int], str] = {(d, q): DIRECTIONS[(i + q) % 4] for i, d in enumerate(DIRECTIONS)
                                      for q in range(4)}
"""(direction, quarter turns clockwise) -> direction, for hot loops."""


def turn(direction: str, quarter_turns: int) -> str:
    """The direction rotated clockwise by ``quarter_turns`` (0..3) quarter turns."""
    return TURNED[direction, quarter_turns]


def check_colours(players: Sequence[str]) -> None:
    """CON-02: every player holds a controller of one of the colours, no two the same."""
    for p in players:
        if p not in COLOURS:
            raise ConfigError(f"{p!r} is not a controller colour ({', '.join(COLOURS)})", "CON-02")
    if len(set(players)) != len(players):
        raise ConfigError("two players cannot share a colour", "CON-02")
