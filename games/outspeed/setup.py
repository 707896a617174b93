"""Outspeed's setup numbers as content (``content/setup.yaml``), validated on load: the starting Fuel (OS-07),
the 32-token Bonus mix (OS-05), the Forcefield markers (OS-06), the Progression boards (OS-09), the start zone
(OS-10, AMB-26, GAP-07) and the number of turns (OS-12)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from games.core.content import load_yaml, need, packaged
from games.core.errors import ContentError
from games.outspeed.bonus import TOKENS

TOKEN_TOTAL = 32
"""OS-05: the Bonus supply holds 32 tokens."""
MAX_TURNS = 13
"""OS-12: 12 Track tiles and one Finish Line tile."""


@dataclass(frozen=True, slots=True)
class Setup:
    fuel: int
    """Fuel per player at the start (OS-07)."""
    tokens: tuple[tuple[str, int], ...]
    """(token, copies) in TOKENS order (OS-05)."""
    markers: int
    """Forcefield markers (OS-06)."""
    board_zones: int
    """Zones per Progression board (OS-09)."""
    boards: int
    """Boards in play end to end (OS-09)."""
    spare: int
    """Spare boards beside the track (OS-56)."""
    start_zone: int
    """Start zone counted from the rear of the starting track (OS-10, AMB-26)."""
    turns: int
    """Turns of a game (OS-12)."""

    def pile(self) -> tuple[str, ...]:
        """Every Bonus token once, unshuffled, in TOKENS order (shuffle it with the game's Rng)."""
        return tuple(t for t, n in self.tokens for _ in range(n))

    @property
    def zones(self) -> int:
        """Zones of the starting track (14, OS-09)."""
        return self.board_zones * self.boards


def _whole(data: Any, key: str, file: str, field: str, low: int, high: int | None = None) -> int:
    value = need(data, key, int, file, field)
    if value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"{low} or more"
        raise ContentError(file, field, f"must be {span}, not {value}")
    return value


@lru_cache(maxsize=4)
def load_setup(path: str | None = None) -> Setup:
    """The setup numbers (the packaged ``content/setup.yaml`` by default)."""
    file, data = load_yaml(Path(path) if path else packaged("games.outspeed", "setup.yaml"))
    if not isinstance(data, dict):
        raise ContentError(file, "(file)", "must be a mapping of the setup numbers")
    mix = need(data, "tokens", dict, file, "tokens")
    for name in mix:
        if name not in TOKENS:
            raise ContentError(file, f"tokens.{name}", f"is not a Bonus token ({', '.join(TOKENS)})")
    tokens = tuple((t, _whole(mix, t, file, f"tokens.{t}", 1)) for t in TOKENS)
    if sum(n for _, n in tokens) != TOKEN_TOTAL:
        raise ContentError(file, "tokens", f"must add up to {TOKEN_TOTAL} tokens (OS-05), not {sum(n for _, n in tokens)}")
    boards = need(data, "boards", dict, file, "boards")
    zones = _whole(boards, "zones", file, "boards.zones", 1)
    in_play = _whole(boards, "in_play", file, "boards.in_play", 1)
    spare = _whole(boards, "spare", file, "boards.spare", 0)
    return Setup(fuel=_whole(data, "fuel", file, "fuel", 1), tokens=tokens,
                 markers=_whole(data, "markers", file, "markers", 0), board_zones=zones, boards=in_play,
                 spare=spare, start_zone=_whole(data, "start_zone", file, "start_zone", 1, zones * in_play),
                 turns=_whole(data, "turns", file, "turns", 1, MAX_TURNS))
