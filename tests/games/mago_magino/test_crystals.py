"""Crystals: loading, carrying, delivering and picking up (MM-25..MM-29, MM-49..MM-53, AMB-MM-07, AMB-MM-08)
and the scenarios DS-MM-13..DS-MM-18."""
from __future__ import annotations

from games.mago_magino.state import LOAD_AFTER, LOAD_BEFORE, MOVE, OVER
from tests.games.mago_magino.helpers import P2, at, events_of, legal_ways, move, play, position, where


def test_mm_25_mm_26_a_child_on_the_hideout_may_load_one_crystal():
    state = position(points=4)
    asked, _ = play(state, move("child_a", "right"))
    assert asked.phase == LOAD_AFTER
    loaded, events = play(asked, {"answer": "yes"})
    assert loaded.carrying == ("red_a",) and loaded.stock == 14
    assert events_of(events, "load")[0] == {"type": "load", "piece": "red_a", "space": "C", "from": "hideout",
                                           "left": 14, "rule": "MM-25"}
    declined, _ = play(asked, {"answer": "no"})
    assert declined.carrying == () and declined.stock == 15


def test_ds_mm_14_mm_26_a_carrier_cannot_take_a_second_crystal():
    state = position(points=2, children={"red_a": "P5"}, carrying=("red_a",), lying={"P7": 1})
    after, _ = play(state, move("child_a", "right"))
    assert where(after, "red_a") == "P7" and after.phase == MOVE and after.lying == {at("P7"): 1}


def test_mm_27_ds_mm_15_mm_50_loading_before_moving_closes_the_forest():
    state = position(points=4, children={"red_a": "P12"}, lying={"P12": 1})
    asked, _ = play(state, move("child_a", "right"))
    assert asked.phase == LOAD_BEFORE                                   # laden, the way ends at the house
    laden, events = play(asked, {"answer": "yes"})
    assert where(laden, "red_a") == "H" and events_of(events, "deliver") and events_of(events, "stop")
    unladen, _ = play(asked, {"answer": "no"})
    assert unladen.phase == "stop" and where(unladen, "red_a") == "H"          # unladen it may go on into the forest
    state = position(points=3, children={"red_a": "C"}, lying={})
    assert state.stock == 15 and legal_ways(state, "way_a") == ("right",)   # the forest is behind it either way
    state = position(points=2, children={"red_a": "P12"}, lying={"P12": 1})
    assert set(legal_ways(state, "way_a")) == {"right", "left"}
    asked, _ = play(state, move("child_a", "left"))
    assert asked.phase == LOAD_BEFORE
    loaded, events = play(asked, {"answer": "yes"})
    assert loaded.carrying == ("red_a",) and where(loaded, "red_a") == "P10"
    assert events_of(events, "load")[0]["rule"] == "MM-50"
    into_forest = position(points=2, children={"red_a": "H"}, lying={})
    assert set(legal_ways(into_forest, "way_a")) == {"right", "left"}


def test_mm_27_with_a_crystal_the_forest_is_refused():
    state = position(points=2, children={"red_a": "P12"}, carrying=("red_a",))
    after, events = play(state, move("child_a", "right"))
    assert where(after, "red_a") == "H" and events_of(events, "deliver")      # stops and delivers instead


def test_ds_mm_13_mm_28_mm_29_amb_mm_08_the_carrier_delivers_at_the_house_and_sets_off_again():
    state = position(points=4, children={"red_a": "P10"}, carrying=("red_a",))
    after, events = play(state, move("child_a", "right"))
    assert events_of(events, "stop")[0]["forfeit"] == 1
    assert events_of(events, "deliver")[0] == {"type": "deliver", "piece": "red_a", "seat": "red", "crystals": 1,
                                              "rule": "MM-28"}
    assert after.home["red"] == 1 and where(after, "red_a") == "H" and after.carrying == ()
    assert after.config.board.names[after.children["red_a"]] == "H"           # MM-29: from the house again


def test_ds_mm_16_amb_mm_07_passing_over_lying_crystals_picks_up_nothing():
    state = position(points=3, children={"red_a": "P5"}, lying={"P6": 2})
    after, events = play(state, move("child_a", "right"))
    assert where(after, "red_a") == "P8" and not events_of(events, "load") and after.lying == {at("P6"): 2}


def test_ds_mm_17_mm_52_an_empty_hideout_gives_nothing():
    state = position(points=4, stock=0, lying={"P3": 15})
    after, _ = play(state, move("child_a", "right"))
    assert where(after, "red_a") == "C" and after.phase != LOAD_AFTER


def test_mm_51_anyones_lost_crystal_is_anyones_to_take():
    # MM-51
    state = position(P2, points=2, current="blue", children={"blue_a": "P5"}, lying={"P7": 1})
    asked, _ = play(state, move("child_a", "right"))
    loaded, _ = play(asked, {"answer": "yes"})
    assert loaded.carrying == ("blue_a",)


def test_mm_53_no_crystal_ever_lies_in_the_forest():
    """A child in the forest never carries one, so bewitching there drops nothing (MM-27, MM-33)."""
    from games.mago_magino import GAME
    from games.core.bots import RandomBot
    from games.core.runner import play_out

    seen: list[dict] = []
    state = GAME.setup({"players": P2}, 5)
    final, _ = play_out(GAME, state, {"red": RandomBot(), "blue": RandomBot()}, 5,
                        on_step=lambda step, inputs, events, s: seen.append(dict(s.lying)))
    assert final.phase == OVER and all(not (set(lying) & {1, 2, 3}) for lying in seen)
