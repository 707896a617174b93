"""Movement, catching and Bonus cubes: PX-17..PX-27, AMB-04, AMB-05, AMB-09, DS-PX-03..DS-PX-06, GAP-05."""
from __future__ import annotations

import pytest

from games.core.errors import IllegalInput
from games.core.evolve import evolve
from games.core.faces import WHEEL_MAX
from games.pixoid import GAME
from games.pixoid.board import build_board, DEFAULT_ASSEMBLY
from tests.games.pixoid.conftest import moves, pix, scenario

P4 = ["red", "blue", "green", "yellow"]  # red is Pixoid (oldest by default)


def test_px18_px20_pixoid_moves_first_then_bugs_together_ds_px(game):
    """PX-18, PX-20."""
    s = scenario(P4, {"red": (5, 5), "blue": (0, 11), "green": (11, 11), "yellow": (11, 0)})
    s2, events = game.apply(s, moves(red=("up", 2), blue=("up", 3), green=("left", 4), yellow=("down", 1)))
    assert s2.positions == {"red": pix(5, 3), "blue": pix(0, 8), "green": pix(7, 11), "yellow": pix(11, 1)}
    order = [e["piece"] for e in events if e["type"] == "move"]
    assert order[0] == "red"  # PX-20: Pixoid first
    assert events[0]["type"] == "reveal" and set(events[0]["programs"]) == set(P4)  # PX-17: all at once


def test_px19_ds_px05_wall_truncates_the_move(game):
    """PX-19, DS-PX-05."""
    # The outer border is a wall (AMB-08): distance 5 with the border 2 Pix away moves 2 and stops.
    s = scenario(P4, {"red": (9, 5), "blue": (0, 11), "green": (0, 10), "yellow": (0, 9)})
    s2, _ = game.apply(s, moves(red=("right", 5), blue=("up", 1), green=("up", 1), yellow=("up", 1)))
    assert s2.positions["red"] == pix(11, 5)


def test_px19_interior_wall_truncates_on_the_stand_in_board(game):
    """PX-19."""
    board = build_board(None, DEFAULT_ASSEMBLY)
    # find a Pix whose rightward ray is exactly 2 long because of an interior wall
    start = next(p for p in range(144) if len(board.ray(p, "right")) == 2 and board.xy(p)[0] < 9)
    x, y = board.xy(start)
    s = scenario(P4, {"red": (x, y)}, tiles=None)
    others = {}
    for piece in ("blue", "green", "yellow"):
        far = next(p for p in range(144) if p != start and abs(board.xy(p)[1] - y) > 3
                   and p not in others.values())
        others[piece] = far
    s = evolve(s, positions={"red": start, **others})
    prog = {"red": ("right", 5)}
    for piece, p in others.items():
        prog[piece] = (board.exits[p][0], 1)
    s2, _ = game.apply(s, moves(**prog))
    assert s2.positions["red"] == board.ray(start, "right")[-1]
    assert board.xy(s2.positions["red"]) == (x + 2, y)


def test_ds_px03_catch_cuts_the_path_amb05(game):
    """DS-PX-03, AMB-05."""
    s = scenario(P4, {"red": (0, 0), "blue": (2, 0), "green": (0, 11), "yellow": (11, 11)},
                 bonus=[(1, 0), (3, 0)])
    s2, events = game.apply(s, moves(red=("right", 4), blue=("down", 1), green=("up", 1), yellow=("up", 1)))
    assert s2.rounds[-1].caught and s2.rounds[-1].bonus == 1  # took (1,0), not (3,0)
    assert s2.rounds[-1].reserve_taken == 0  # PX-21: no reserve cube this turn
    caught = next(e for e in events if e["type"] == "caught")
    assert caught["pix"] == pix(2, 0) and caught["during"] == "pixoid"
    bug_moves = [e for e in events if e["type"] == "move" and e["piece"] != "red"]
    assert bug_moves == []  # the Bugs do not move


def test_px21_catch_policy_complete_collects_beyond_the_bug(game):
    """PX-21."""
    s = scenario(P4, {"red": (0, 0), "blue": (2, 0), "green": (0, 11), "yellow": (11, 11)},
                 bonus=[(1, 0), (3, 0)], catch="complete")
    s2, _ = game.apply(s, moves(red=("right", 4), blue=("down", 1), green=("up", 1), yellow=("up", 1)))
    assert s2.rounds[-1].caught and s2.rounds[-1].bonus == 2


def test_amb05_bug_guards_the_cube_it_stands_on_and_switch(game):
    """AMB-05."""
    base = dict(positions={"red": (0, 0), "blue": (2, 0), "green": (0, 11), "yellow": (11, 11)}, bonus=[(2, 0)])
    prog = moves(red=("right", 3), blue=("down", 1), green=("up", 1), yellow=("up", 1))
    guarded, _ = game.apply(scenario(P4, **base), prog)
    assert guarded.rounds[-1].bonus == 0
    taken, _ = game.apply(scenario(P4, bug_guards_bonus=False, **base), prog)
    assert taken.rounds[-1].bonus == 1 and taken.rounds[-1].caught


def test_ds_px04_swap_is_a_catch_during_pixoids_move_amb04(game):
    """DS-PX-04, AMB-04."""
    s = scenario(P4, {"red": (0, 5), "blue": (2, 5), "green": (0, 11), "yellow": (11, 11)})
    s2, events = game.apply(s, moves(red=("right", 3), blue=("left", 3), green=("up", 1), yellow=("up", 1)))
    caught = next(e for e in events if e["type"] == "caught")
    assert caught["pix"] == pix(2, 5) and caught["during"] == "pixoid"


def test_px22_bug_entering_pixoids_new_pix_catches(game):
    """PX-22."""
    s = scenario(P4, {"red": (5, 5), "blue": (5, 0), "green": (0, 11), "yellow": (11, 11)})
    s2, events = game.apply(s, moves(red=("up", 2), blue=("down", 8), green=("up", 1), yellow=("up", 1)))
    caught = next(e for e in events if e["type"] == "caught")
    assert caught["during"] == "bugs" and caught["by"] == ("blue",) and caught["pix"] == pix(5, 3)


def test_amb04_bug_crossing_pixoids_old_pix_means_nothing(game):
    """AMB-04."""
    s = scenario(P4, {"red": (5, 5), "blue": (5, 8), "green": (0, 11), "yellow": (11, 11)})
    s2, events = game.apply(s, moves(red=("right", 3), blue=("up", 5), green=("up", 1), yellow=("up", 1)))
    assert not any(e["type"] == "caught" for e in events)
    assert s2.reserve_taken == 1


def test_px23_amb09_bugs_pass_through_and_stack(game):
    """PX-23, AMB-09."""
    s = scenario(P4, {"red": (11, 0), "blue": (0, 5), "green": (3, 5), "yellow": (5, 0)})
    s2, events = game.apply(s, moves(red=("down", 1), blue=("right", 5), green=("right", 2), yellow=("down", 5)))
    assert s2.positions["blue"] == s2.positions["green"] == s2.positions["yellow"] == pix(5, 5)
    assert not any(e["type"] == "caught" for e in events)


def test_amb09_several_catchers_make_one_catch(game):
    """AMB-09."""
    s = scenario(P4, {"red": (5, 5), "blue": (5, 0), "green": (0, 3), "yellow": (11, 11)})
    s2, events = game.apply(s, moves(red=("up", 2), blue=("down", 9), green=("right", 9), yellow=("up", 1)))
    catches = [e for e in events if e["type"] == "caught"]
    assert len(catches) == 1 and set(catches[0]["by"]) == {"blue", "green"}
    assert s2.rounds[-1].points["blue"] == s2.rounds[-1].points["yellow"] == 12


def test_px24_px25_only_pixoid_collects_and_only_once(game):
    """PX-24, PX-25."""
    s = scenario(P4, {"red": (0, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)},
                 bonus=[(2, 5), (0, 2)])
    s2, events = game.apply(s, moves(red=("right", 3), blue=("down", 3), green=("up", 1), yellow=("up", 1)))
    assert s2.bonus_taken == 1 and s2.bonus == (pix(0, 2),)  # PX-26: the Bug left (0,2) in place
    s3, events = game.apply(s2, moves(red=("left", 3), blue=("right", 1), green=("up", 1), yellow=("up", 1)))
    assert s3.bonus_taken == 1  # PX-25: nothing new on (2,5)


def test_px26_px27_bug_ends_on_a_cube_and_cubes_never_block(game):
    """PX-26, PX-27."""
    s = scenario(P4, {"red": (11, 0), "blue": (0, 5), "green": (0, 11), "yellow": (11, 11)},
                 bonus=[(2, 5), (4, 5)])
    s2, _ = game.apply(s, moves(red=("down", 1), blue=("right", 4), green=("up", 1), yellow=("up", 1)))
    assert s2.positions["blue"] == pix(4, 5)  # passed one cube, ended on another
    assert set(s2.bonus) == {pix(2, 5), pix(4, 5)}


def test_px09_px28_px30_reserve_cube_and_new_turn(game):
    """PX-09, PX-28, PX-30."""
    s = scenario(P4, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)})
    s2, events = game.apply(s, moves(red=("up", 1), blue=("right", 1), green=("up", 1), yellow=("up", 1)))
    assert s2.reserve_taken == 1 and s2.reserve == 11 and s2.turn == 2
    assert [e["type"] for e in events][-2:] == ["reserve", "turn"]
    assert set(game.prompts(s2)) == set(P4)  # PX-30: a new Secret Programming phase


def test_px12_distance_zero_is_refused_with_the_rule_ds_px06(game):
    """PX-12, DS-PX-06."""
    s = scenario(P4, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)})
    with pytest.raises(IllegalInput) as exc:
        game.apply(s, moves(red=("up", 0), blue=("right", 1), green=("up", 1), yellow=("up", 1)))
    assert exc.value.rule == "PX-12" and "every piece must move" in str(exc.value)
    assert exc.value.controller == "red"


def test_px13_wall_direction_refused_bug_direction_accepted_ds_px06(game):
    """PX-13, DS-PX-06."""
    s = scenario(P4, {"red": (5, 5), "blue": (5, 4), "green": (0, 11), "yellow": (11, 11)})
    with pytest.raises(IllegalInput) as exc:  # green at (0,11): left is the border
        game.apply(s, moves(red=("right", 1), blue=("right", 1), green=("left", 1), yellow=("up", 1)))
    assert exc.value.rule == "PX-13" and exc.value.controller == "green" and "wall" in str(exc.value)
    before = game.to_json(s)
    assert game.to_json(s) == before  # state untouched
    # a Bug right next to Pixoid does not make the direction illegal (he is caught)
    s2, events = game.apply(s, moves(red=("up", 1), blue=("right", 1), green=("up", 1), yellow=("up", 1)))
    assert any(e["type"] == "caught" for e in events)


def test_amb08_border_is_a_wall_in_the_prompt(game):
    """AMB-08."""
    s = scenario(P4, {"red": (0, 0), "blue": (5, 5), "green": (0, 11), "yellow": (11, 11)})
    prompts = game.prompts(s)
    assert prompts["red"].field("direction").options == ("right", "down")
    assert prompts["yellow"].field("direction").options == ("up", "left")


def test_amb01_wheel_maximum_is_a_cap(game):
    """AMB-01."""
    s = scenario(P4, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)}, max_distance=9)
    with pytest.raises(IllegalInput) as exc:
        game.apply(s, moves(red=("up", 10), blue=("right", 1), green=("up", 1), yellow=("up", 1)))
    assert exc.value.rule == "PX-12"


def test_px14_px11_only_left_and_centre_wheels_are_read_con04(game):
    """PX-14, PX-11, CON-04."""
    s = scenario(P4, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)})
    prompt = game.prompts(s)["red"]
    assert [f.wheel for f in prompt.fields] == ["left", "centre"]  # PX-11, PX-12; PX-14: no right wheel
    inputs = moves(red=("up", 1), blue=("right", 1), green=("up", 1), yellow=("up", 1))
    inputs["red"]["symbol"] = "not-a-symbol"  # CON-04: other wheels are ignored, never validated
    game.apply(s, inputs)


def test_px15_amb12_con11_talk_policy_is_shown(game):
    """PX-15, AMB-12, CON-11."""
    s = scenario(P4, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)})
    assert "Bugs must stay silent" in game.observe(s, None)["talk"]
    assert "PX-15" in game.observe(s, "blue")["talk"]


def test_px16_amb03_seat_frame_turns_arrows(game):
    """PX-16, AMB-03."""
    # blue sits at the left edge: its "up" (away from its edge) is screen right
    s = scenario(P4, {"red": (11, 0), "blue": (0, 5), "green": (0, 11), "yellow": (11, 11)}, frame="seat")
    s2, events = game.apply(s, moves(red=("down", 1), blue=("up", 3), green=("down", 1), yellow=("up", 1)))
    # red at the bottom edge: down is screen down; green at the top edge: its down is screen up;
    # yellow at the right edge: its up is screen left
    assert s2.positions["blue"] == pix(3, 5)
    assert s2.positions["red"] == pix(11, 1)
    assert s2.positions["green"] == pix(0, 10)
    assert s2.positions["yellow"] == pix(10, 11)
    reveal = events[0]["programs"]
    assert reveal["blue"]["direction"] == "up" and reveal["blue"]["absolute"] == "right"


def test_px16_screen_frame_is_the_default(game):
    """PX-16."""
    s = scenario(P4, {"red": (11, 0), "blue": (0, 5), "green": (0, 11), "yellow": (11, 11)})
    s2, _ = game.apply(s, moves(red=("down", 1), blue=("up", 3), green=("up", 1), yellow=("up", 1)))
    assert s2.positions["blue"] == pix(0, 2)


def test_every_bad_program_leaves_state_untouched(game):
    s = scenario(P4, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)})
    before = game.to_json(s)
    for bad in ({"red": {"direction": "up"}}, {}, {"red": "up 3"}, {"purple": {"direction": "up", "distance": 1}}):
        inputs = moves(red=("up", 1), blue=("right", 1), green=("up", 1), yellow=("up", 1))
        inputs.update(bad)
        if not bad:
            inputs.pop("yellow")
        with pytest.raises(IllegalInput):
            game.apply(s, inputs)
        assert game.to_json(s) == before


def test_gap05_distance_runs_from_1_to_the_central_wheels_largest_number(game):
    """GAP-05: the rulebook prints no largest distance; it is the central wheel's largest number (AMB-01)."""
    where = {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)}
    distance = game.prompts(scenario(P4, where))["red"].fields[1]
    assert (distance.name, distance.low, distance.high) == ("distance", 1, WHEEL_MAX)
    assert GAME.wheel_option == "max_distance"  # the host sets it from the seated controllers' wheels
    narrow = game.prompts(scenario(P4, where, max_distance=11))["red"].fields[1]
    assert (narrow.low, narrow.high) == (1, 11)
    with pytest.raises(IllegalInput) as exc:
        game.apply(scenario(P4, where, max_distance=11),
                   moves(red=("up", 12), blue=("right", 1), green=("up", 1), yellow=("up", 1)))
    assert exc.value.rule == "PX-12"
