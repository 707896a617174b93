"""Which moves the rules allow on the loop (MM-15..MM-24, MM-27, MM-40, MM-43, AMB-MM-04..AMB-MM-06,
AMB-MM-08, AMB-MM-20): pure functions of a space, a way, the points and what the piece is.

Ways: ``right`` is board-clockwise (H → F1 → F2 → F3 → C → P1 …), ``left`` the other way (the left wheel's →
and ←, MM-16). One move keeps its way from start to end (AMB-MM-04). Every space entered costs a point
(MM-24). Nothing blocks a piece (MM-19). In the forest only board-clockwise (MM-18), never with a crystal
(MM-27), never the wizard, who does not enter the hideout either (MM-43). Points are used in full (MM-20)
except that a child may stop on arriving at the house or the hideout and the wizard at the house (MM-21,
MM-40); a carrier that reaches the house stops there and delivers (AMB-MM-08). A frog hops one space
(MM-22), either way outside the forest or, with the policy ``forward``, board-clockwise only (AMB-MM-06).
"""
from __future__ import annotations

from functools import lru_cache

RIGHT, LEFT = "right", "left"
WAYS = (RIGHT, LEFT)
CHILD, WIZARD, FROG = "child", "wizard", "frog"
HOUSE = 0
HIDEOUT = 4
FOREST = frozenset((1, 2, 3))


def step_to(at: int, way: str, size: int) -> int:
    return (at + 1) % size if way == RIGHT else (at - 1) % size


def may_step(kind: str, at: int, to: int, way: str, carrying: bool) -> bool:
    """Whether one step from ``at`` to ``to`` is allowed for a piece of ``kind``."""
    if way == LEFT and (at in FOREST or to in FOREST):
        return False                                    # MM-18: the forest board-clockwise only
    if to in FOREST:
        return kind != WIZARD and not carrying          # MM-43, MM-27
    if to == HIDEOUT:
        return kind != WIZARD                           # MM-43
    return True


@lru_cache(maxsize=65536)
def reaches(kind: str, at: int, way: str, points: int, carrying: bool, size: int) -> bool:
    """Whether a child or the wizard on ``at`` can use ``points`` going ``way``: in full, or stopping where
    the rules let it (MM-20, MM-21, MM-40, AMB-MM-08)."""
    for _ in range(points):
        to = step_to(at, way, size)
        if not may_step(kind, at, to, way, carrying):
            return False
        at = to
        if to == HOUSE and (carrying or kind == WIZARD):
            return True                                 # delivers / may stop (AMB-MM-08, MM-40)
        if to == HIDEOUT and kind == CHILD:
            return True                                 # may stop and forfeit (MM-21)
        if to == HOUSE:
            return True                                 # a child may stop at the house (MM-21)
    return True


@lru_cache(maxsize=65536)
def ways_for(kind: str, at: int, points: int, carrying: bool, size: int) -> tuple[str, ...]:
    """The ways a child or the wizard on ``at`` can move ``points``."""
    return tuple(w for w in WAYS if reaches(kind, at, w, points, carrying, size))


@lru_cache(maxsize=4096)
def frog_ways(at: int, size: int, forward_only: bool) -> tuple[str, ...]:
    """The ways a frog on ``at`` can hop one space (MM-22, MM-18, AMB-MM-06)."""
    return tuple(w for w in WAYS if not (forward_only and w == LEFT)
                 and may_step(FROG, at, step_to(at, w, size), w, False))


def is_stop(kind: str, space: int) -> bool:
    """Where a moving piece may stop and forfeit the rest (MM-21, MM-40, AMB-MM-20)."""
    return space == HOUSE or (space == HIDEOUT and kind == CHILD)
