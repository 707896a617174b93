"""Helpers for exact Pixoid scenarios on the open test board (no interior walls, 12x12 Pix)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from games.core.evolve import evolve
from games.pixoid.rules import Pixoid
from games.pixoid.state import PROGRAM, PixoidState

OPEN_TILES = str(Path(__file__).parent / "data" / "open_tiles.yaml")
W = 12


def pix(x: int, y: int) -> int:
    return y * W + x


@pytest.fixture
def game() -> Pixoid:
    return Pixoid()


def scenario(players: list[str], positions: dict[str, tuple[int, int]], bonus: list[tuple[int, int]] = (),
             reserve_taken: int = 0, bonus_taken: int = 0, tiles: str | None = OPEN_TILES,
             **options: Any) -> PixoidState:
    """A state in the programming phase with pieces and Bonus cubes exactly where the test says."""
    opts = {"players": players, **options}
    if tiles:
        opts["tiles"] = tiles
    state = Pixoid().setup(opts)
    return evolve(state, phase=PROGRAM, to_place=(), positions={p: pix(*xy) for p, xy in positions.items()},
                  bonus=tuple(pix(*xy) for xy in bonus), reserve_taken=reserve_taken, bonus_taken=bonus_taken)


def moves(**programs: tuple[str, int]) -> dict[str, dict[str, Any]]:
    return {p: {"direction": d, "distance": n} for p, (d, n) in programs.items()}
