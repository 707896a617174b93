"""Pixoid's whole game state: one plain, JSON-serialisable record changed only by ``apply``."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
    _prompts: Any = field(default=None, compare=False, repr=False)

    def evolve(self, **changes: Any) -> "PixoidState":
        """A copy with ``changes`` applied and no prompt cache. Every field is spelt out (the constructor
        refuses a missing one): this runs on every apply, and a plain call is about twice as fast as
        ``dataclasses.replace``."""
        get = changes.get
        return PixoidState(get("config", self.config), get("round", self.round), get("pixoid", self.pixoid),
                           get("phase", self.phase), get("turn", self.turn), get("positions", self.positions),
                           get("to_place", self.to_place), get("bonus", self.bonus),
                           get("reserve_taken", self.reserve_taken), get("bonus_taken", self.bonus_taken),
                           get("extra_holder", self.extra_holder), get("scores", self.scores),
                           get("rounds", self.rounds), get("winners", self.winners), get("step", self.step))

    @property
    def reserve(self) -> int:
        """Neutral cubes left in the reserve (PX-05)."""
        return 12 - self.reserve_taken
