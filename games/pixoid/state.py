"""Pixoid's whole game state: one JSON-serialisable record (a dataclass with slots: no
cache can be set on it); ``apply`` derives the next one with
games.core.evolve.evolve (it holds no cache: the prompts are memoised outside, games/core/memo.py)."""
from __future__ import annotations

from dataclasses import dataclass, field

from games.pixoid.config import PixoidConfig

PLACE = "place"
PROGRAM = "program"
OVER = "over"


@dataclass(frozen=True)
class RoundRecord:
    """How one round ended (PX-31, PX-32)."""

    pixoid: str
    caught: bool
    reserve_taken: int
    bonus: int
    turns: int
    catchers: tuple[str, ...] = ()
    points: dict[str, int] = field(default_factory=dict)


@dataclass(slots=True)
class PixoidState:
    config: PixoidConfig
    round: int                      # 0-based
    pixoid: str
    phase: str                      # place | program | over
    turn: int                       # 1-based turn within the round
    positions: dict[str, int]       # piece -> Pix index, for placed pieces
    to_place: tuple[str, ...]       # seats still to choose a Starting Pix, in order (PX-08)
    bonus: tuple[int, ...]          # Pix that still hold a Bonus cube (PX-04, PX-25)
    reserve_taken: int              # neutral cubes taken from the reserve this round (PX-28)
    bonus_taken: int                # Bonus cubes Pixoid collected this round (PX-24)
    extra_holder: str | None        # who drives the extra 3-player Bug (PX-43, PX-46)
    scores: dict[str, int]          # victory points (PX-33)
    rounds: tuple[RoundRecord, ...]
    winners: tuple[str, ...]
    step: int                       # applied input sets so far

    @property
    def reserve(self) -> int:
        """Neutral cubes left in the reserve (PX-05)."""
        return 12 - self.reserve_taken
