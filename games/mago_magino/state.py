"""Mago Magino's whole game state: one JSON-serialisable record (a dataclass with slots, games/core/evolve.py)
that ``apply`` copies with changes; the prompts are memoised outside it (games/core/memo.py).

Pieces: a child is ``<colour>_a`` or ``<colour>_b`` (MM-04, AMB-MM-19); a frog is known by its neutral number
(MM-34); the wizard is one space index (MM-05). Who each frog is (``frog_owner``) is the one hidden fact of
the game (MM-34, CON-05): no view shows it, the owner's included, until the frog is freed."""
from __future__ import annotations

from dataclasses import dataclass

from games.mago_magino.config import MagoConfig

AIM = "aim"                 # the current player aims the witch arrow (AMB-MM-01 "aim")
MOVE = "move"               # which piece (MM-13, MM-14)
WAY = "way"                 # which way, when the piece has two (MM-16)
LOAD_BEFORE = "load_before"  # load a lying crystal before moving (MM-50)
STOP = "stop"               # stop on the house or the hideout and forfeit the rest (MM-21, MM-40)
LOAD_AFTER = "load_after"   # load on the hideout or pick up a lying crystal (MM-25, MM-49)
AGAIN = "again"             # roll again after freeing (MM-47)
OVER = "over"


@dataclass(slots=True)
class Pending:
    """The move being made: which piece (a child's id, ``wizard`` or ``frog``), the frog's number, the way,
    where it stands now, the points left and the spaces entered so far. Never changed once made (a slotted
    dataclass, not ``frozen=True``, as the states: games/core/evolve.py)."""

    piece: str
    frog: int
    way: str
    at: int
    left: int
    path: tuple[int, ...] = ()


@dataclass(slots=True)
class MagoState:
    config: MagoConfig
    rng: int
    step: int
    turn: int                       # turns begun so far (1-based once play starts)
    current: str                    # whose turn it is (MM-10)
    phase: str
    face: str | int                 # the die's last result (MM-11)
    points: int                     # spaces the current result moves (1 after the witch arrow, MM-12)
    arrow: int                      # index into the board's arrow positions (MM-03)
    children: dict[str, int]        # child -> space, for pieces child side up
    carrying: tuple[str, ...]       # children carrying a crystal (MM-26)
    frogs: dict[int, int]           # frog number -> space (public: frogs look alike, MM-34)
    frog_owner: dict[int, str]      # frog number -> the child under it (hidden, MM-34)
    wizard: int
    stock: int                      # crystals on the hideout (MM-06, MM-52)
    lying: dict[int, int]           # space -> crystals lying there (MM-33)
    home: dict[str, int]            # seat -> crystals delivered (MM-28)
    pending: Pending | None
    freed: int                      # children freed since this roll (MM-47)
    winners: tuple[str, ...]
    counts: dict[str, int]          # statistics: arrow turns, children bewitched, freed, rolls again
