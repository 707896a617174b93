"""Moving (MM-11, MM-13..MM-24, AMB-MM-02..AMB-MM-06, AMB-MM-19, AMB-MM-20) and the derived scenarios
DS-MM-01..DS-MM-12 on the stand-in board."""
from __future__ import annotations

import pytest

from games.core.errors import IllegalInput
from games.mago_magino.state import LOAD_AFTER, STOP
from tests.games.mago_magino.helpers import RULES, P4, events_of, first_answer, legal_ways, move, play, position, prompt_of, \
    where


def test_ds_mm_01_mm_17_mm_24_from_the_house_through_the_forest_to_the_hideout():
    # MM-17
    """A 4 from the house board-clockwise enters F1, F2, F3 and C: every space entered costs a point."""
    state = position(points=4)
    after, events = play(state, move("child_a", "right"))
    assert events_of(events, "move")[0]["path"] == ["F1", "F2", "F3", "C"]
    assert after.phase == LOAD_AFTER and where(after, "red_a") == "C"          # MM-25: it may load


def test_ds_mm_02_mm_21_a_child_may_stop_on_the_hideout_and_forfeit():
    state = position(points=4, children={"red_a": "F2"})
    asked, events = play(state, move("child_a", "right"))
    assert asked.phase == STOP and where(asked, "red_a") == "C"
    assert events_of(events, "move")[0]["path"] == ["F3", "C"]                    # shown as far as the stop
    stopped, events = play(asked, {"answer": "yes"})
    assert events_of(events, "stop")[0]["forfeit"] == 2 and stopped.phase == LOAD_AFTER
    gone_on, events = play(asked, {"answer": "no"})
    assert where(gone_on, "red_a") == "P2" and events_of(events, "move")[0]["path"] == ["P1", "P2"]


def test_ds_mm_03_mm_18_mm_27_a_carrier_on_the_hideout_goes_the_long_way_only():
    """Board-counter-clockwise is refused twice over (the forest's way, the crystal): the only way is board-
    clockwise, so the way is not even asked and the child goes on to P3."""
    state = position(points=3, children={"red_a": "C"}, carrying=("red_a",))
    assert legal_ways(state, "way_a") == ("right",)
    after, events = RULES.apply(state, {"red": {"piece": "A"}})
    assert where(after, "red_a") == "P3" and events_of(events, "move")[0]["way"] == "right"


def test_mm_16_the_way_is_asked_when_the_piece_has_two_and_refused_with_its_reason():
    state = position(points=3, children={"red_a": "P5"})
    asked, events = RULES.apply(state, {"red": {"piece": "A"}})
    assert asked.phase == "way" and not events and prompt_of(asked).field("way").options == ("right", "left")
    with pytest.raises(IllegalInput) as refused:
        RULES.apply(asked, {"red": {"way": "up"}})
    assert refused.value.rule == "MM-16" and "LEFT wheel" in refused.value.message
    wizard = position(points=3, wizard="P2")                  # towards the hideout is refused (MM-43)
    asked, _ = RULES.apply(wizard, {"red": {"piece": "wizard"}})
    assert asked.phase != "way" and asked.wizard == 9


def test_ds_mm_04_amb_mm_20_through_the_house_into_the_forest_or_stop_there():
    state = position(points=4, children={"red_a": "P11"})
    asked, _ = play(state, move("child_a", "right"))
    assert asked.phase == STOP and where(asked, "red_a") == "H"
    on, _ = play(asked, {"answer": "no"})
    assert where(on, "red_a") == "F2"
    stopped, events = play(asked, {"answer": "yes"})
    assert where(stopped, "red_a") == "H" and events_of(events, "stop")[0]["forfeit"] == 2


def test_ds_mm_05_mm_43_the_wizard_never_enters_the_forest():
    state = position(points=3)
    assert legal_ways(state, "way_wizard") == ("left",)
    after, _ = play(state, move("wizard", "left"))
    assert after.wizard == 14                                                   # P10


def test_ds_mm_06_mm_20_the_wizard_never_enters_the_hideout():
    state = position(points=3, wizard="P2")
    assert legal_ways(state, "way_wizard") == ("right",)
    after, _ = play(state, move("wizard", "right"))
    assert after.wizard == 9                                                    # P5


def test_ds_mm_07_mm_40_the_wizard_stops_at_his_house_forfeiting_the_rest():
    state = position(points=4, wizard="P11")
    after, events = play(state, move("wizard", "right"))
    assert after.wizard == 0 and events_of(events, "stop")[0] == {
        "type": "stop", "piece": "wizard", "space": "H", "forfeit": 2, "rule": "MM-40"}


def test_ds_mm_08_mm_40_no_forfeit_for_the_wizard_elsewhere():
    state = position(points=2, wizard="P10")
    after, events = play(state, move("wizard", "right"))
    assert after.wizard == 16 and not events_of(events, "stop")


def test_ds_mm_09_mm_22_a_frog_moves_one_whatever_the_die():
    state = position(points=3, frogs={1: ("P5", "blue_a")})
    after, events = play(state, move("frog", "right", 1))
    assert after.frogs[1] == 10 and events_of(events, "move")[0]["path"] == ["P6"]


def test_ds_mm_10_mm_18_a_frog_in_the_forest_hops_board_clockwise():
    state = position(points=2, frogs={1: ("F3", "blue_a")})
    assert legal_ways(state, "way_f1") == ("right",)
    after, _ = play(state, move("frog", "right", 1))
    assert after.frogs[1] == 4


def test_ds_mm_11_amb_mm_02_the_witch_results_move_is_one_space_and_mandatory():
    state = position(points=1)
    prompt = prompt_of(state)
    assert prompt.rule == "MM-14" and prompt.field("piece").options       # a move is asked, not offered
    after, events = play(state, move("child_a", "left"))
    assert where(after, "red_a") == "P12" and len(events_of(events, "move")[0]["path"]) == 1


def test_ds_mm_12_mm_14_a_player_whose_children_are_frogs_moves_the_wizard_or_a_frog():
    state = position(points=2, frogs={1: ("P3", "red_a"), 2: ("P8", "red_b")})
    piece = prompt_of(state).field("piece")
    assert piece.options == ("wizard", "frog")
    with pytest.raises(IllegalInput, match="Child A is a frog now"):
        play(state, move("child_a"))


def test_mm_13_mm_15_one_piece_moves_exactly_the_number_rolled():
    for points in (2, 3, 4):
        state = position(points=points, children={"red_a": "P2"})
        after, _ = play(state, move("child_a", "right"))
        assert where(after, "red_a") == f"P{2 + points}" and where(after, "red_b") == "H"


def test_mm_14_amb_mm_03_own_children_the_wizard_or_any_frog_never_another_players_child():
    state = position(P4, points=2, frogs={1: ("P4", "green_a")})
    field = prompt_of(state).field("piece")
    assert field.options == ("A", "B", "wizard", "frog")
    assert set(legal_ways(state, "frog")) == {1}
    after, _ = play(state, move("child_b", "left"))                  # red's own child B
    assert where(after, "red_b") == "P11" and where(after, "blue_a") == "H"


def test_mm_16_amb_mm_04_a_move_keeps_one_way_and_the_arrows_up_and_down_are_refused():
    state = position(points=3, children={"red_a": "P5"})
    assert set(legal_ways(state, "way_a")) == {"right", "left"}
    after, events = play(state, move("child_a", "left"))
    assert events_of(events, "move")[0]["path"] == ["P4", "P3", "P2"]
    with pytest.raises(IllegalInput, match="LEFT wheel"):
        play(state, {"piece": "A", "way_a": "up"})


def test_mm_19_any_number_of_pieces_share_a_space_and_nothing_blocks():
    # MM-19
    state = position(P4, points=2, children={"red_a": "P3", "blue_a": "P3", "green_a": "P3"}, wizard="P3",
                     frogs={1: ("P3", "yellow_a")})
    after, _ = play(state, move("child_a", "left"))
    assert where(after, "red_a") == "P1"
    state = position(P4, points=2, children={"red_a": "P1", "blue_a": "P2", "green_a": "P2"})
    after, _ = play(state, move("child_a", "right"))
    assert where(after, "red_a") == "P3"                                        # passed over the others


def test_mm_20_amb_mm_05_points_cannot_be_forfeited_outside_the_house_and_hideout():
    """A child on F2 with a 2 board-counter-clockwise could not go at all; board-clockwise it must use both."""
    state = position(points=2, children={"red_a": "F2"})
    assert legal_ways(state, "way_a") == ("right",)
    after, _ = play(state, move("child_a", "right"))
    assert where(after, "red_a") == "C"


def test_amb_mm_05_a_result_nobody_can_use_passes_the_turn():
    """On the stand-in board the wizard always has a move, so the pass is checked on a position only a test
    can make: carriers stuck in the forest and the wizard among them (AMB-MM-05)."""
    from games.mago_magino.rules import MagoMagino, Work, move_options
    state = position(points=4, children={"red_a": "F1", "red_b": "F1"}, carrying=("red_a", "red_b"), wizard="P2")
    mine, frogs, wizard = move_options(state)
    assert wizard == ("right",) and mine["a"] == "stuck" and not frogs
    w = Work(state)
    w.wizard = 2
    assert MagoMagino()._ask_move(w) is False
    assert events_of(w.events, "no_move")[0] == {"type": "no_move", "seat": "red", "points": 4, "rule": "AMB-MM-05"}


def test_mm_21_amb_mm_20_a_child_may_pass_through_the_hideout_without_stopping():
    state = position(points=3, children={"red_a": "F3"})
    asked, _ = play(state, move("child_a", "right"))
    on, events = play(asked, {"answer": "no"})
    assert where(on, "red_a") == "P2" and not events_of(events, "load")


def test_amb_mm_06_a_frog_hops_either_way_outside_the_forest_or_forward_only_by_policy():
    either = position(points=2, frogs={1: ("P1", "blue_a")})
    assert set(legal_ways(either, "way_f1")) == {"right", "left"}
    on_c = position(points=2, frogs={1: ("C", "blue_a")})
    assert legal_ways(on_c, "way_f1") == ("right",)                              # not back into the forest
    forward = position(points=2, frogs={1: ("P1", "blue_a")}, frog_way="forward")
    assert legal_ways(forward, "way_f1") == ("right",)


def test_amb_mm_19_both_children_on_one_space_either_may_be_chosen():
    state = position(points=2, children={"red_a": "P4", "red_b": "P4"}, carrying=("red_b",))
    assert {"A", "B"} <= set(prompt_of(state).field("piece").options)
    after, _ = play(state, move("child_b", "right"))
    assert where(after, "red_b") == "P6" and after.carrying == ("red_b",) and where(after, "red_a") == "P4"


def test_mm_11_the_die_rolls_the_witch_arrow_2_3_and_4_gap_mm_03():
    from games.mago_magino.board import load_board
    assert load_board().faces == ("witch", 2, 3, 4)
    seen: set[object] = set()
    state = position(points=2, children={"red_a": "P5"})
    for _ in range(40):
        if not RULES.prompts(state):
            break
        state, events = play(state, first_answer(state))
        seen.update(e["face"] for e in events_of(events, "roll"))
    assert seen == {"witch", 2, 3, 4}
