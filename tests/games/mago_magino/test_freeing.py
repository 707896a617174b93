"""The wizard and freeing frogs (MM-39..MM-48, AMB-MM-11, AMB-MM-12, AMB-MM-15, AMB-MM-17) and the scenarios
DS-MM-25..DS-MM-29."""
from __future__ import annotations

from games.mago_magino.state import AGAIN, MOVE
from tests.games.mago_magino.helpers import P4, at, events_of, move, play, position, prompt_of, where


def test_ds_mm_25_mm_44_mm_47_a_frog_hopping_into_the_house_is_freed_and_earns_a_roll_again():
    state = position(points=3, frogs={1: ("P12", "blue_a")}, wizard="P5")
    after, events = play(state, move("frog", "right", 1))
    freed = events_of(events, "freed")[0]
    assert freed == {"type": "freed", "frog": 1, "child": "blue_a", "seat": "blue", "space": "H", "how": "house",
                     "rule": "MM-44"}
    assert where(after, "blue_a") == "H" and not after.frogs and after.phase == AGAIN and after.current == "red"


def test_ds_mm_26_mm_45_mm_48_amb_mm_12_a_frog_hopping_onto_the_wizard_is_freed_where_it_stands():
    state = position(points=2, frogs={1: ("P4", "red_b")}, wizard="P5")
    after, events = play(state, move("frog", "right", 1))
    assert events_of(events, "freed")[0]["rule"] == "MM-45" and where(after, "red_b") == "P5"
    again, _ = play(after, {"answer": "no"})
    assert again.current == "blue"


def test_ds_mm_27_mm_46_amb_mm_11_the_wizard_frees_every_frog_where_he_arrives():
    state = position(P4, points=2, current="yellow", frogs={1: ("P7", "red_a"), 2: ("P7", "yellow_b")}, wizard="P5")
    after, events = play(state, move("wizard", "right"))
    assert [e["child"] for e in events_of(events, "freed")] == ["red_a", "yellow_b"]
    assert all(e["rule"] == "MM-46" for e in events_of(events, "freed"))
    assert where(after, "red_a") == where(after, "yellow_b") == "P7" and after.phase == AGAIN


def test_ds_mm_28_amb_mm_17_the_wizard_passing_over_a_frog_frees_nothing():
    state = position(points=3, frogs={1: ("P6", "blue_a")}, wizard="P5")
    after, events = play(state, move("wizard", "right"))
    assert after.frogs == {1: at("P6")} and not events_of(events, "freed") and after.phase == MOVE


def test_ds_mm_29_amb_mm_11_roll_again_chains_and_declining_ends_the_turn():
    state = position(points=2, frogs={1: ("P12", "blue_a"), 2: ("P12", "blue_b")}, wizard="P5")
    first, _ = play(state, move("frog", "right", 1))
    rolled, events = play(first, {"answer": "yes"})
    assert events_of(events, "roll_again")[0]["rule"] == "MM-47" and rolled.current == "red"
    assert events_of(events, "roll") and rolled.counts["rolls_again"] == 1
    declined, events = play(first, {"answer": "no"})
    assert declined.current == "blue" and events_of(events, "turn")[0]["seat"] == "blue"


def test_mm_39_mm_41_anyone_may_move_the_wizard_who_belongs_to_nobody():
    # MM-41
    for seat in ("red", "blue"):
        state = position(points=2, current=seat, wizard="P3")
        assert "wizard" in prompt_of(state).field("piece").options
        after, _ = play(state, move("wizard", "left"))
        assert after.wizard == at("P1")


def test_mm_43_the_wizard_stays_on_the_house_and_the_long_way():
    from games.mago_magino.moves import WIZARD, ways_for
    for space in range(5, 17):
        for points in (1, 2, 3, 4):
            assert ways_for(WIZARD, space, points, False, 17), (space, points)          # AMB-MM-05
    assert ways_for(WIZARD, 0, 4, False, 17) == ("left",)


def test_mm_40_the_wizard_may_stop_at_his_house_only_when_asked():
    state = position(points=3, wizard="P12")
    after, _ = play(state, move("wizard", "right"))
    assert after.wizard == 0                                                  # the forest beyond: he must stop
    state = position(points=1, wizard="P12")
    after, events = play(state, move("wizard", "right"))
    assert after.wizard == 0 and not events_of(events, "stop")


def test_amb_mm_15_a_frog_never_stays_a_frog_in_the_house():
    state = position(points=2, frogs={1: ("P12", "blue_a")}, wizard="H")
    after, _ = play(state, move("frog", "right", 1))
    assert not after.frogs and where(after, "blue_a") == "H"
