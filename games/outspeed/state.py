"""Outspeed's whole game state: one JSON-serialisable record (a dataclass with slots: no
cache can be set on it); ``Outspeed.apply`` derives the next one
through a draft (games/outspeed/flow.py, games/core/evolve.py). It holds no cache: the prompts are memoised
outside it (games/core/memo.py). Per-seat data in tuples indexed like ``config.players`` (docs/architecture.md
§10).

Public: the turn, the current tile and its side, how many tiles are left, the track and its Forcefield
markers, every Ship's zone and Fuel, how many tokens each seat holds (OS-11), the declarations as given, the
tokens once revealed (OS-18), the routes once revealed (OS-41). Hidden (``Outspeed.hidden``): the tiles still
in the deck (OS-03), the draw pile and the discards, every hand, the tokens committed before the joint reveal
and the two tokens a gainer is looking at (OS-48), and the RNG.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.outspeed.config import OutspeedConfig
from games.outspeed.track import Track

DECLARE = "declare"
PROGRAM = "program"
X = "x"
KEEP = "keep"
OVER = "over"
PHASES = (DECLARE, PROGRAM, X, KEEP, OVER)


@dataclass(frozen=True, slots=True)
class Out:
    """When and why a Ship left the race (OS-58, OS-59, OS-61, OS-57): ``why`` is ``fuel`` (Fuel at 0 or a
    cost above it), ``track`` (moved back past the rear zone) or ``board`` (on a removed board)."""

    turn: int
    why: str


@dataclass(slots=True)
class OutspeedState:
    config: OutspeedConfig
    rng: int
    phase: str
    turn: int
    """1..13 (OS-12)."""
    current: int | None
    """The current (visible) tile's number; None once the game is over."""
    deck: tuple[int, ...]
    """The tiles under the current one, top first (hidden, OS-03)."""
    side: str
    """The side the remaining tiles show (OS-02; "3-4" after the flip, OS-63)."""
    tile_side: str
    """The side the current tile shows (a flip during Resolution leaves it, AMB-27)."""
    flipped: bool
    track: Track
    zones: tuple[int | None, ...]
    """Each seat's zone; None once eliminated (OS-59)."""
    fuel: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    """Each seat's tokens, sorted (hidden; their number is public, OS-11)."""
    out: tuple[Out | None, ...]
    pile: tuple[str, ...]
    """The face-down draw pile, top first (hidden, OS-05)."""
    discard: tuple[str, ...]
    """Played and eliminated players' tokens (hidden; reshuffled when the pile runs out, OS-50, AMB-19)."""
    order: tuple[tuple[int, tuple[str, ...]], ...]
    """This turn's declaration groups: (zone, seats), front-most first (OS-14, OS-15)."""
    group: int
    """The index in ``order`` of the group declaring now."""
    declared: tuple[str | None, ...]
    """"yes" / "no" as given this turn (public, CON-08)."""
    committed: tuple[str | None, ...]
    """The token behind each "yes" until the joint reveal (hidden, OS-14)."""
    revealed: tuple[str | None, ...]
    """The tokens played this turn, after the joint reveal (OS-18)."""
    routes: tuple[str | None, ...]
    """The routes programmed this turn, after the reveal (OS-41)."""
    xs: tuple[int | None, ...]
    """X dialled this turn by the seats resolving the wheel-with-X route (OS-55)."""
    gainers: tuple[tuple[str, int], ...]
    """Seats still to draw Bonus tokens and their stars left; the first is drawing now (OS-48, AMB-28)."""
    drawn: tuple[str, ...]
    """The tokens the first gainer is looking at (hidden, OS-48)."""
    winners: tuple[str, ...]
    no_winner: bool
    """True when every Ship was eliminated (OS-73)."""
    plays: tuple[int, ...]
    """Tokens played so far by kind, in ``config.tokens`` order (for ``simulate``)."""
    choices: tuple[tuple[int, int, int, int], ...]
    """Per turn programmed: (tile, red, yellow, green) choosers (for ``simulate``)."""
    step: int

    def active(self) -> tuple[str, ...]:
        """The seats still racing (OS-62), in seat order."""
        return tuple(p for p, o in zip(self.config.players, self.out) if o is None)
