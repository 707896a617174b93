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
        """A copy with ``changes`` applied (faster than ``dataclasses.replace``); drops the prompt cache."""
        return _evolve(self, changes)

    @property
    def reserve(self) -> int:
        """Neutral cubes left in the reserve (PX-05)."""
        return 12 - self.reserve_taken


_FIELDS = tuple(n for n in PixoidState.__dataclass_fields__ if not n.startswith("_"))


def _make_evolve() -> Any:
    # One straight-line constructor call instead of a loop over fields: evolve runs on every apply.
    args = ", ".join(f"c['{n}'] if '{n}' in c else s.{n}" for n in _FIELDS)
    namespace: dict[str, Any] = {"PixoidState": PixoidState}
    exec(f"def _evolve(s, c):\n    return PixoidState({args})", namespace)
    return namespace["_evolve"]


_evolve = _make_evolve()
