"""The witch arrow and bewitching (MM-12, MM-30..MM-38, MM-42, AMB-MM-01, AMB-MM-09, AMB-MM-10, AMB-MM-13,
AMB-MM-16) and the scenarios DS-MM-19..DS-MM-24, on the stand-in board with the arrow aimed (the policy
``aim`` makes the target a test's choice; the spun arrow is tested apart)."""
from __future__ import annotations

import pytest

from games.core.errors import IllegalInput
from games.core.evolve import evolve
from games.mago_magino.board import load_board
from games.mago_magino.state import AIM, MOVE
from tests.games.mago_magino.helpers import RULES, P4, aim, at, events_of, first_answer, move, play, position, prompt_of, \
    where


def test_ds_mm_19_mm_42_children_with_the_wizard_are_not_bewitched():
    state = position(P4, children={"red_a": "P5", "blue_a": "P5"}, wizard="P5", arrow="aim")
    after, events = aim(state, "P5")
    assert after.children["red_a"] == after.children["blue_a"] == at("P5") and not after.frogs
    assert events_of(events, "safe")[0]["rule"] == "MM-42" and not events_of(events, "bewitch")


def test_ds_mm_20_mm_31_amb_mm_13_any_forest_position_bewitches_the_whole_forest():
    state = position(P4, children={"red_a": "F1", "blue_b": "F3", "green_a": "C"}, arrow="aim")
    after, events = aim(state, "F2")
    bewitched = events_of(events, "bewitch")[0]
    assert bewitched["forest"] and bewitched["rule"] == "MM-31"
    assert {f["was"] for f in bewitched["frogs"]} == {"red_a", "blue_b"}
    assert where(after, "green_a") == "C"


def test_ds_mm_21_mm_30_mm_32_mm_33_mm_36_a_carrier_drops_its_crystal_frogs_are_unaffected():
    state = position(P4, children={"green_a": "P7"}, carrying=("green_a",), frogs={1: ("P7", "blue_a")},
                     arrow="aim")
    after, events = aim(state, "P7")
    assert "green_a" not in after.children and after.frogs == {1: at("P7"), 2: at("P7")}
    assert after.frog_owner == {1: "blue_a", 2: "green_a"}                           # MM-36: frog 1 as it was
    assert after.lying == {at("P7"): 1} and after.carrying == ()                      # MM-33
    assert events_of(events, "bewitch")[0]["dropped"] == ["P7"]


def test_ds_mm_22_mm_49_mm_51_anyone_picks_up_the_dropped_crystal():
    # MM-51
    state = position(P4, points=2, children={"red_a": "P5"}, lying={"P7": 1})
    asked, _ = play(state, move("child_a", "right"))
    loaded, events = play(asked, {"answer": "yes"})
    assert loaded.carrying == ("red_a",) and not loaded.lying
    assert events_of(events, "load")[0]["rule"] == "MM-49"


def test_ds_mm_23_mm_37_moving_onto_the_arrows_space_later_does_nothing():
    # MM-37
    state = position(points=2, children={"red_a": "P4"})
    state = evolve(state, arrow=at("P6"))
    after, events = play(state, move("child_a", "right"))
    assert where(after, "red_a") == "P6" and not events_of(events, "bewitch")


def test_mm_37_the_move_after_the_arrow_in_the_same_turn_is_safe_too():
    # MM-37
    state = position(points=1, children={"red_a": "P5"}, arrow="aim")
    turned, _ = aim(state, "P6")
    assert turned.phase == MOVE and turned.points == 1
    after, events = play(turned, move("child_a", "right"))
    assert where(after, "red_a") == "P6" and not events_of(events, "bewitch")


def test_ds_mm_24_amb_mm_09_the_house_is_safe_unless_the_policy_makes_it_ordinary():
    safe = position(children={}, wizard="P3", arrow="aim")
    after, events = aim(safe, "H")
    assert not after.frogs and events_of(events, "safe")[0]["why"] == "house"
    ordinary = position(children={}, wizard="P3", arrow="aim", house="ordinary")
    after, events = aim(ordinary, "H")
    assert len(after.frogs) == 4 and events_of(events, "bewitch")
    guarded = position(children={}, wizard="H", arrow="aim", house="ordinary")
    after, _ = aim(guarded, "H")
    assert not after.frogs                                                             # MM-42 in the house


def test_amb_mm_10_the_hideout_is_an_ordinary_space_and_a_dropped_crystal_rejoins_its_stock():
    state = position(children={"red_a": "C"}, carrying=("red_a",), arrow="aim")
    before = state.stock
    after, _ = aim(state, "C")
    assert after.frogs and after.stock == before + 1 and not after.lying


def test_mm_12_amb_mm_01_the_spun_arrow_lands_anywhere_the_aimed_one_anywhere_else():
    state = position(arrow="aim")
    asked = evolve(state, phase=AIM, points=1, face="witch", arrow=at("P6"))
    f = prompt_of(asked).field("position")
    assert at("P6") not in f.options and len(f.options) == 16
    with pytest.raises(IllegalInput, match="points there already"):
        RULES.apply(asked, {"red": {"position": at("P6")}})
    spun: set[str] = set()
    state = position(points=2, children={"red_a": "P5"})
    for _ in range(120):
        if not RULES.prompts(state):
            break
        state, events = RULES.apply(state, {state.current: first_answer(state)})
        spun.update(e["space"] for e in events_of(events, "arrow"))
    assert len(spun) >= 5 and all(e in load_board().names for e in spun)


def test_mm_03_gap_mm_02_the_arrow_is_fixed_in_the_board_and_starts_on_p6():
    # MM-03
    board = load_board()
    assert len(board.arrow) == 17 and board.names[board.arrow[board.arrow_start]] == "P6"
    assert RULES.observe(RULES.setup({"players": P4}, 3), None)["arrow"] in board.names


def test_mm_34_mm_35_mm_38_frogs_look_alike_anyone_moves_them_and_they_never_load():
    # MM-35
    state = position(P4, points=2, frogs={1: ("P6", "green_a"), 2: ("P9", "red_a")}, lying={"P7": 1})
    view = RULES.observe(state, "green")
    assert view["frogs"] == [{"frog": 1, "at": "P6"}, {"frog": 2, "at": "P9"}]         # no owner, no colour
    after, _ = play(state, move("frog", "right", 1))                                   # red moves green's frog
    assert after.frogs[1] == at("P7") and after.lying == {at("P7"): 1} and after.phase == MOVE
