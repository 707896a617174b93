"""Outspeed setup, validated (OS-01, OS-02, OS-04, CON-01, CON-02, CON-14, AMB-01, AMB-14, GAP-06).

- ``players``: 3 to 6 controller colours in seat order (OS-01, OS-08); seat order breaks ties inside a zone
  group (OS-15, AMB-14) and orders simultaneous Bonus draws (AMB-28);
- ``deck``: ``standard`` (12 shuffled Track tiles over one random Finish Line, OS-03) or ``first-game``
  (tiles 1 to 13 in order, OS-04);
- ``tiles``: a user's transcription of the printed tiles instead of the stand-in (GAP-06);
- ``declare``: ``simultaneous`` — Ships sharing a zone declare together (AMB-14 default); ``sequential`` —
  one at a time in seat order, each yes/no shown as given (the paper game's reading);
- ``wheel_max``: the centre wheel's largest number, an extra cap on X (AMB-01, OS-55).

The options a user can set are declared once in ``games/outspeed/options.py``.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Mapping

from games.core.config import refuse_unknown, seat_colours, whole_number
from games.core.dice import load_dice
from games.core.errors import ConfigError
from games.core.faces import WHEEL_MAX
from games.outspeed.options import DECKS, DECLARE_POLICIES, OPTIONS
from games.outspeed.setup import Setup, load_setup
from games.outspeed.tiles import Tile, load_tiles

PLAYER_COUNTS = frozenset({3, 4, 5, 6})
"""OS-01."""


def side_for(players: int) -> str:
    """The tile side for a player count (OS-02)."""
    return "3-4" if players <= 4 else "5-6"


@dataclass(frozen=True)
class OutspeedConfig:
    players: tuple[str, ...]
    deck: str = "standard"
    tiles: str | None = None
    declare: str = "simultaneous"
    wheel_max: int = WHEEL_MAX
    track_tiles: int = 12
    """Track tiles before the Finish Line (OS-12: 12; fewer for a practice race)."""

    @cached_property
    def tile_set(self) -> dict[int, Tile]:
        """The 16 tiles (the stand-in or the user's file; content errors surface at setup)."""
        return load_tiles(self.tiles)

    @cached_property
    def dice(self) -> dict[str, tuple[Any, ...]]:
        """The console's dice faces (CON-12, GAP-08)."""
        return load_dice()

    @cached_property
    def numbers(self) -> Setup:
        """The setup numbers (content/setup.yaml: Fuel, the token mix, markers, start zone)."""
        return load_setup()

    @cached_property
    def seat_index(self) -> dict[str, int]:
        return {p: i for i, p in enumerate(self.players)}


def make_config(options: Mapping[str, Any]) -> OutspeedConfig:
    """A validated configuration from plain options (command line, journal header, lobby)."""
    refuse_unknown(options, {"players"} | {o.name for o in OPTIONS}, "Outspeed")
    players = seat_colours(options, PLAYER_COUNTS, "Outspeed is for 3 to 6 players", "OS-01")
    deck = options.get("deck") or "standard"
    if deck not in DECKS:
        raise ConfigError(f"unknown Outspeed deck {deck!r} (standard or first-game)", "OS-04")
    declare = options.get("declare") or "simultaneous"
    if declare not in DECLARE_POLICIES:
        raise ConfigError(f"unknown declaration policy {declare!r} (simultaneous or sequential)", "AMB-14")
    wheel_max = options.get("wheel_max", WHEEL_MAX)
    wheel_max = whole_number(WHEEL_MAX if wheel_max is None else wheel_max, "wheel_max")
    tiles = options.get("tiles")
    track = options.get("track_tiles")
    track = whole_number(12 if track is None else track, "track_tiles", "OS-12")
    if not 1 <= track <= 12:
        raise ConfigError(f"an Outspeed track has 1 to 12 Track tiles before the Finish Line, not {track}", "OS-12")
    return OutspeedConfig(players, deck, str(tiles) if tiles else None, declare, wheel_max, track)
