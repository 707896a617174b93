"""Mago Magino's setup (MM-01, MM-09, MM-10, CON-01, CON-02, GAP-MM-04, GAP-MM-05) and its named policies.

2 to 5 players, each with the two children of one controller colour (GAP-MM-04: the console's colours stand
in for the pieces'); the player with the longest nose begins (a setup choice, the first seat by default).
Policies (defaults first): ``arrow`` spin/aim (AMB-MM-01), ``house`` safe/ordinary (AMB-MM-09), ``memory``
strict/assisted (AMB-MM-14), ``frog_way`` either/forward (AMB-MM-06). ``content``: a folder whose board.yaml,
arrow.yaml and die.yaml replace the shipped stand-ins (GAP-MM-01..GAP-MM-03).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Mapping

from games.core.config import oldest_of, refuse_unknown, seat_colours, whole_number
from games.core.errors import ConfigError
from games.core.faces import WHEEL_MAX
from games.mago_magino.board import Board, load_board
from games.mago_magino.options import ARROW_POLICIES, FROG_WAYS, HOUSE_POLICIES, MEMORY_POLICIES, OPTIONS, VARIANTS
from games.mago_magino.tables import Tables, tables_for

TARGETS = {"standard": 3, "short": 2}
"""Crystals home that win (MM-07, MM-09)."""


@dataclass(frozen=True)
class MagoConfig:
    players: tuple[str, ...]
    oldest: str
    variant: str = "standard"
    arrow: str = "spin"
    house: str = "safe"
    memory: str = "strict"
    frog_way: str = "either"
    content: str | None = None
    wheel_max: int = WHEEL_MAX

    @cached_property
    def board(self) -> Board:
        """The board, arrow and die in play (content errors surface here)."""
        return load_board(self.content)

    @cached_property
    def tables(self) -> Tables:
        """The move tables of this board and frog policy (games/mago_magino/tables.py)."""
        return tables_for(self.board.names, self.frog_way == "forward", self.players)

    @property
    def target(self) -> int:
        return TARGETS[self.variant]


def _choice(options: Mapping[str, Any], name: str, choices: tuple[str, ...], rule: str) -> str:
    value = options.get(name) or choices[0]
    if value not in choices:
        raise ConfigError(f"unknown {name} policy {value!r} ({' or '.join(choices)})", rule)
    return str(value)


def make_config(options: Mapping[str, Any]) -> MagoConfig:
    """A validated configuration from plain options (command line, journal header, lobby)."""
    refuse_unknown(options, {"players"} | {o.name for o in OPTIONS}, "Mago Magino")
    players = seat_colours(options, (2, 3, 4, 5), "Mago Magino is for 2 to 5 players", "MM-01")
    oldest = oldest_of(options, players, "MM-10")
    variant = options.get("variant") or "standard"
    if variant not in VARIANTS:
        raise ConfigError(f"unknown Mago Magino variant {variant!r} (standard or short)", "MM-09")
    content = options.get("content")
    if content is not None and (not isinstance(content, str) or not content):
        raise ConfigError("content must name a folder", "GAP-MM-01")
    return MagoConfig(players, oldest, variant, _choice(options, "arrow", ARROW_POLICIES, "AMB-MM-01"),
                      _choice(options, "house", HOUSE_POLICIES, "AMB-MM-09"),
                      _choice(options, "memory", MEMORY_POLICIES, "AMB-MM-14"),
                      _choice(options, "frog_way", FROG_WAYS, "AMB-MM-06"), content,
                      whole_number(options.get("wheel_max", WHEEL_MAX), "wheel_max"))
