"""Stadium's whole game state: one JSON-serialisable record (a dataclass with slots: no
cache can be set on it); ``Stadium.apply`` derives the next one
through a draft (games/stadium/flow.py, games/core/evolve.py). It holds no cache: the prompts and the table
lent to the current trial are memoised outside it (games/core/memo.py).

Public (ST-32, ST-33): every slot's type, the tiles revealed so far, Energy, Scores, medals, the First
Player token, the current trial's state. Hidden (``Stadium.hidden``): the identities of the face-down
tiles (``deck``) and of the tiles that left the game (``unused``, ST-04 default), and the RNG.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.stadium.config import StadiumConfig
from games.stadium.trial import Award


@dataclass(frozen=True)
class TrialRecord:
    """How one trial of the track went (ST-20: its medals; AMB-45: whether its step cap ended it)."""

    slot: int
    id: str
    kind: str
    awards: tuple[Award, ...] = ()
    forced: bool = False
    steps: int = 0


@dataclass(frozen=True)
class Flip:
    """ST-06: what the First Player token showed when the oldest player flipped it, and who went first."""

    oldest: str
    shows: str
    first: str


@dataclass(slots=True)
class StadiumState:
    config: StadiumConfig
    rng: int
    deck: tuple[str, ...]
    """The trial id in each slot, face down until revealed (hidden, ST-32)."""
    unused: tuple[str, ...]
    """The tiles that left the game unseen (hidden, ST-04)."""
    kinds: tuple[str, ...]
    """Every slot's type (public, ST-32)."""
    slot: int
    """The current slot, 0-based (= len(kinds) once the game is over)."""
    current: str | None
    """The revealed current trial's id; it also tags ``trial_state`` in the JSON (None: the game is over)."""
    energy: dict[str, int]
    scores: dict[str, int]
    medals: dict[str, dict[str, int]]
    first: str
    flip: Flip
    trial_state: Any
    trial_steps: int
    trial_awards: tuple[Award, ...]
    """Medals awarded or lost so far in the current trial."""
    records: tuple[TrialRecord, ...]
    finals_energy: dict[str, int] | None
    """Every seat's Energy when the first Final tile was revealed (for the simulation summary)."""
    step: int

    @property
    def over(self) -> bool:
        return self.current is None
