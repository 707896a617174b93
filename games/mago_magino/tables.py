"""Mago Magino's move tables, worked out once per configuration from games/mago_magino/moves.py (MM-15..MM-24,
MM-27, MM-40, MM-43, AMB-MM-06, AMB-MM-08): which ways each piece has from each space with each result, and
where every walk ends. ``apply`` reads them instead of walking the loop space by space (the rules stay in
moves.py; tests/games/mago_magino/test_tables.py checks every entry against it).

A walk is the move of a child or the wizard from a space, one way, with the points left: it ends where the
points run out, where a carrier comes home (AMB-MM-08), or where a stop is the only way on (MM-21, MM-40); or
it halts on a stop where the piece could go on, to ask "stop here?" first (MM-21, MM-40, AMB-MM-20).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.mago_magino.moves import CHILD, HOUSE, WAYS, WIZARD, frog_ways, is_stop, reaches, step_to, ways_for

MAX_POINTS = 6
"""The largest number a die face may show (games/mago_magino/board.py)."""


@dataclass(frozen=True, slots=True)
class Walk:
    """Where a walk ends (``at``), the points still left there (forfeit, or to go on after "stop here?"),
    whether it halts to ask "stop here?" (``ask_stop``) and the spaces entered (indices and names)."""

    at: int
    left: int
    ask_stop: bool
    path: tuple[int, ...]
    names: tuple[str, ...]


def _walk(kind: str, carrying: bool, way: str, at: int, left: int, size: int, names: tuple[str, ...]) -> Walk:
    """One walk space by space, as the rules take it (MM-20, MM-21, MM-40, AMB-MM-08)."""
    path: list[int] = []
    ask = False
    while left > 0:
        to = step_to(at, way, size)
        at, left = to, left - 1
        path.append(to)
        if kind == CHILD and carrying and to == HOUSE:
            break                                                    # AMB-MM-08: delivers
        if left > 0 and is_stop(kind, to):
            ask = reaches(kind, to, way, left, carrying, size)       # may go on: ask first; else stop here
            break
    return Walk(at, left, ask, tuple(path), tuple(names[i] for i in path))


class Tables:
    """The tables of one board and frog policy (see the module docstring); indices are space numbers."""

    __slots__ = ("size", "names", "child_ways", "wizard_ways", "frog_ways", "walks", "step", "children_of",
                 "next_seat")

    def __init__(self, names: tuple[str, ...], forward_frogs: bool, players: tuple[str, ...]) -> None:
        size = self.size = len(names)
        self.names = names
        spaces = range(size)
        points = range(MAX_POINTS + 1)
        self.child_ways: tuple[tuple[tuple[tuple[str, ...], ...], ...], ...] = tuple(
            tuple(tuple(ways_for(CHILD, at, n, carrying, size) for at in spaces) for n in points)
            for carrying in (False, True))
        """``child_ways[carrying][points][space]``: a child's ways (MM-15, MM-18, MM-20, MM-27)."""
        self.wizard_ways = tuple(tuple(ways_for(WIZARD, at, n, False, size) for at in spaces) for n in points)
        """``wizard_ways[points][space]`` (MM-43)."""
        self.frog_ways = tuple(frog_ways(at, size, forward_frogs) for at in spaces)
        """``frog_ways[space]``: a frog's hops (MM-22, AMB-MM-06)."""
        self.step = {way: tuple(step_to(at, way, size) for at in spaces) for way in WAYS}
        """``step[way][space]``: the next space that way (MM-23)."""
        self.walks = {(kind, carrying, way, at, n): _walk(kind, carrying, way, at, n, size, names)
                      for kind, carrying in ((CHILD, False), (CHILD, True), (WIZARD, False))
                      for way in WAYS for at in spaces for n in points}
        """``walks[kind, carrying, way, space, points]``: where a walk ends (:class:`Walk`)."""
        self.children_of = {seat: {"A": f"{seat}_a", "B": f"{seat}_b"} for seat in players}
        """A seat's children by the piece names its prompt uses (MM-04)."""
        self.next_seat = {seat: players[(i + 1) % len(players)] for i, seat in enumerate(players)}
        """The next seat clockwise (MM-10)."""


@lru_cache(maxsize=64)
def tables_for(names: tuple[str, ...], forward_frogs: bool, players: tuple[str, ...]) -> Tables:
    """The tables of a board, frog policy and seating, worked out once (every game of a simulation shares them)."""
    return Tables(names, forward_frogs, players)
