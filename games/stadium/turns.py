"""Turn order around the table (ST-25, ST-26): clockwise from a seat, neighbours, pairs in seat order.

Seats are controller colours in clockwise order; "left" is the next seat clockwise.
"""
from __future__ import annotations

from typing import Collection, Sequence


def clockwise(seats: Sequence[str], start: str, skip: Collection[str] = ()) -> tuple[str, ...]:
    """ST-25: every seat from ``start`` clockwise (``start`` first), leaving out those in ``skip``."""
    i = seats.index(start)
    return tuple(s for s in (*seats[i:], *seats[:i]) if s not in skip)


def left_of(seats: Sequence[str], seat: str) -> str:
    """The seat to ``seat``'s left (the next one clockwise)."""
    return seats[(seats.index(seat) + 1) % len(seats)]


def opponent_left_of(seats: Sequence[str], teams: dict[str, str], seat: str) -> str:
    """The first seat of the other team to ``seat``'s left (with alternating seats, the left neighbour;
    ST-02, ST-06, ST-21)."""
    for s in clockwise(seats, seat)[1:]:
        if teams[s] != teams[seat]:
            return s
    raise ValueError(f"no opponent of {seat} at the table")


def pairs(seats: Sequence[str], first: str) -> tuple[tuple[str, str], ...]:
    """ST-26: successive pairs in seat order from the first player (first two, next two, last two)."""
    order = clockwise(seats, first)
    return tuple((order[i], order[i + 1]) for i in range(0, len(order) - 1, 2))
