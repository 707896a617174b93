"""The move tables (games/mago_magino/tables.py) agree with the move rules of games/mago_magino/moves.py for
every space, result and way on the stand-in board and a smaller user board: the ways of a child, the wizard
and a frog (MM-15, MM-18, MM-20, MM-22, MM-27, MM-43, AMB-MM-06), and where each legal walk ends — the points
used in full, a carrier home (AMB-MM-08), a stop that is the only way on, or a stop where "stop here?" is
asked first (MM-21, MM-40, AMB-MM-20)."""
from __future__ import annotations

import pytest

from games.mago_magino.board import load_board
from games.mago_magino.moves import CHILD, HOUSE, WAYS, WIZARD, frog_ways, is_stop, may_step, reaches, step_to, \
    ways_for
from games.mago_magino.tables import MAX_POINTS, Walk, tables_for

SMALL = tuple(load_board().names[:5]) + ("W1", "W2", "W3", "W4")
BOARDS = [load_board().names, SMALL]
PIECES = ((CHILD, False), (CHILD, True), (WIZARD, False))


@pytest.mark.parametrize("names", BOARDS, ids=len)
@pytest.mark.parametrize("forward", [False, True], ids=["either", "forward"])
def test_mm_20_mm_22_amb_mm_06_the_tables_give_each_piece_the_ways_of_the_move_rules(names, forward):
    size = len(names)
    tables = tables_for(names, forward, ("red", "blue"))
    for at in range(size):
        assert tables.frog_ways[at] == frog_ways(at, size, forward)
        for way in WAYS:
            assert tables.step[way][at] == step_to(at, way, size)
        for points in range(MAX_POINTS + 1):
            assert tables.wizard_ways[points][at] == ways_for(WIZARD, at, points, False, size)
            for carrying in (False, True):
                assert tables.child_ways[carrying][points][at] == ways_for(CHILD, at, points, carrying, size)
    assert tables.next_seat == {"red": "blue", "blue": "red"}
    assert tables.children_of["blue"] == {"A": "blue_a", "B": "blue_b"}


def check_walk(walk: Walk, kind: str, carrying: bool, way: str, at: int, points: int, names: tuple[str, ...]) -> None:
    size = len(names)
    assert len(walk.path) + walk.left == points and walk.names == tuple(names[i] for i in walk.path)
    here = at
    for i, to in enumerate(walk.path):
        assert to == step_to(here, way, size) and may_step(kind, here, to, way, carrying)
        here = to
        left = points - i - 1
        home = kind == CHILD and carrying and to == HOUSE
        halts = home or (left > 0 and is_stop(kind, to))
        assert halts == (i == len(walk.path) - 1 and (walk.left > 0 or home or walk.ask_stop)), (i, walk)
    assert walk.at == here
    if walk.ask_stop:                                         # MM-21, MM-40: it could go on, so it asks
        assert walk.left > 0 and is_stop(kind, here) and reaches(kind, here, way, walk.left, carrying, size)
    elif walk.left:                                           # a carrier home, or a stop that is the only way on
        assert (kind == CHILD and carrying and here == HOUSE) or not reaches(kind, here, way, walk.left, carrying, size)


@pytest.mark.parametrize("names", BOARDS, ids=len)
def test_mm_21_mm_40_amb_mm_08_every_legal_walk_ends_where_the_rules_end_it(names):
    size = len(names)
    tables = tables_for(names, False, ("red", "blue"))
    checked = 0
    for kind, carrying in PIECES:
        for at in range(size):
            for points in range(1, MAX_POINTS + 1):
                for way in ways_for(kind, at, points, carrying, size):
                    check_walk(tables.walks[kind, carrying, way, at, points], kind, carrying, way, at, points, names)
                    checked += 1
    assert checked > 3 * size
