"""The race rules of the engine (MA-18..MA-43, MA-56..MA-62, MA-66, MA-68, MA-72, MA-73, MA-75; AMB-MA-05,
AMB-MA-06, AMB-MA-10, AMB-MA-12, AMB-MA-20, AMB-MA-36, AMB-MA-37; DS-MA-09..DS-MA-16, DS-MA-51, DS-MA-52,
DS-MA-55), played on forced dice with tests/games/magical_athlete/scenario.py."""
from __future__ import annotations

from games.magical_athlete.engine import Track
from games.magical_athlete.powers import Fact
from tests.games.magical_athlete.scenario import scenario

WILD = Track("wild", 30, (8, 15, 23), {})


def test_the_main_move_is_the_roll_ma_19():   # MA-19
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, dice=[4])
    race.turn("red")
    assert race.space("red") == 4 and [e["type"] for e in race.events if e["type"] in ("roll", "main_move")] == \
        ["roll", "main_move"]


def test_main_move_powers_leave_other_moves_alone_ma_20():   # MA-20, MA-R-GUNK-01
    race = scenario({"red": "CENTAUR", "blue": "ALCHEMIST", "green": "GUNK"}, spaces={"blue": 3}, dice=[6])
    race.turn("red")
    assert race.space("red") == 5 and race.space("blue") == 1                     # the whack is 2, not 2 - 1


def test_turns_go_clockwise_and_skip_players_with_no_racer_ma_21_75():   # MA-21, MA-75
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA", "green": "BANANA"}, dice=[3, 3, 3, 3])
    race.next()
    assert race.race.seat == "red"
    race.next()
    assert race.race.seat == "blue"
    race.tok("green").place = 1                                                   # green has finished
    race.next()
    assert race.race.seat == "red"


def test_two_finishers_end_the_race_and_drop_what_is_pending_ma_22():   # MA-22, MA-23, AMB-MA-05, DS-MA-16
    race = scenario({"red": "ALCHEMIST", "blue": "ALCHEMIST", "green": "BANANA", "yellow": "ALCHEMIST"},
                    spaces={"red": 28, "blue": 26, "green": 29}, dice=[3, 6])
    race.turn("red")
    assert race.place("red") == 1 and not race.over
    assert race.tok("red") not in race.race.leaders()                             # a finisher is never in the lead
    race.turn("blue")                                                             # goes by Banana while crossing
    assert race.place("blue") == 2 and race.over and not race.tripped("blue")
    assert race.events[-1]["type"] == "race_over"


def test_a_crossing_move_passes_when_the_policy_says_so_amb_ma_05():   # AMB-MA-05
    race = scenario({"red": "CENTAUR", "blue": "ALCHEMIST", "green": "ALCHEMIST"}, spaces={"red": 26, "blue": 28},
                    dice=[6], policy={"crossing_passes": True})
    race.turn("red")
    assert race.place("red") == 1 and race.space("blue") == 28                   # a finished Centaur has no power


def test_an_optional_power_asks_yes_or_no_ma_24():   # MA-24
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, dice=[1], answers=[False])
    race.turn("red")
    assert [q.kind for q in race.asked] == ["yes"] and race.space("red") == 1


def test_order_spaces_then_current_player_then_clockwise_ma_25():   # MA-25, AMB-MA-06
    race = scenario({"red": "ALCHEMIST", "blue": "BABAYAGA", "green": "BANANA"}, spaces={"blue": 5},
                    features={5: ("rock", 0)}, dice=[5])
    race.race.seat = "green"
    assert [t.colour for t in race.race.order()] == ["green", "red", "blue"]
    race.turn("red")
    trips = [e for e in race.events if e["type"] == "trip"]
    assert trips[0]["rule"] == "MA-59" and len(trips) == 1                        # the rock first; then tripped already


def test_a_named_moment_happens_once_per_turn_ma_26():   # MA-26, MA-R-DICEMONGER-01, DS-MA-56
    race = scenario({"red": "ALCHEMIST", "blue": "DICEMONGER"}, dice=[3, 4], answers=[True])
    race.turn("red")
    assert len(race.asked) == 1 and race.space("red") == 4


def test_powers_stop_when_a_racer_finishes_ma_27():   # MA-27
    race = scenario({"red": "ALCHEMIST", "blue": "GUNK"}, spaces={"blue": 29}, dice=[2, 5])
    race.turn("blue")
    assert race.place("blue") == 1
    race.turn("red")
    assert race.space("red") == 5                                                 # no -1 from a finished Gunk


def test_a_loop_is_run_once_and_ended_ma_28():   # MA-28, AMB-MA-12
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, features={5: ("arrow", 2), 7: ("arrow", -2)}, dice=[5])
    race.turn("red")
    assert "loop_stopped" in race.types() and race.space("red") in (5, 7)
    assert race.types()[-1] == "turn" or not race.over


def test_terms_ma_30_31_32_33():   # MA-30, MA-31, MA-32, MA-33
    race = scenario({"red": "BANANA", "blue": "BANANA", "green": "BANANA"}, spaces={"red": 4, "blue": 4, "green": 1})
    r = race.race
    assert [t.colour for t in r.leaders()] == ["red", "blue"] and [t.colour for t in r.last()] == ["green"]
    assert r.alone(race.tok("green")) and not r.alone(race.tok("red"))
    race.tok("green").place = 1
    assert [t.colour for t in r.last()] == ["red", "blue"]


def test_a_move_0_triggers_nothing_ma_34():   # MA-34, DS-MA-11
    race = scenario({"red": "ALCHEMIST", "blue": "GUNK", "green": "BANANA"}, spaces={"green": 0}, dice=[1],
                    answers=[False])
    race.turn("red")
    assert race.space("red") == 0 and "move" not in race.types()


def test_passing_needs_starting_behind_ds_ma_09():   # MA-35, DS-MA-09
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, spaces={"red": 3, "blue": 3}, dice=[4])
    race.turn("red")
    assert not race.tripped("red")


def test_a_warp_passes_nobody_ds_ma_12():   # MA-35, MA-40, DS-MA-12, MA-R-FLIPFLOP-02
    race = scenario({"red": "FLIPFLOP", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 4, "green": 8},
                    answers=["green"])
    race.turn("red")
    assert race.space("red") == 8 and race.space("green") == 0 and not race.tripped("red")


def test_sharing_a_space_needs_stopping_there_ma_36():   # MA-36, MA-R-BABAYAGA-01
    race = scenario({"red": "ALCHEMIST", "blue": "BABAYAGA"}, spaces={"blue": 3}, dice=[5])
    race.turn("red")
    assert not race.tripped("red")
    race = scenario({"red": "ALCHEMIST", "blue": "BABAYAGA"}, spaces={"blue": 3}, dice=[3])
    race.turn("red")
    assert race.tripped("red")


def test_the_start_is_a_space_ma_37():   # MA-37, MA-R-CENTAUR-02, AMB-MA-37, DS-MA-13
    race = scenario({"red": "CENTAUR", "blue": "ALCHEMIST", "green": "BABAYAGA"}, spaces={"red": 0, "blue": 1},
                    dice=[3])
    race.turn("red")
    assert race.space("blue") == 0 and race.tripped("blue")                       # stopped on the Start, on Baba Yaga


def test_race_start_placement_is_not_a_stop_ds_ma_14():   # MA-17, AMB-MA-36, DS-MA-14
    race = scenario({"red": "ALCHEMIST", "blue": "BABAYAGA"})
    race.before_race()
    assert not race.tripped("red")


def test_a_warp_is_a_stop_ma_38():   # MA-38, MA-40, MA-R-BABAYAGA-03, EX-MA-09
    race = scenario({"red": "HYPNOTIST", "blue": "BABAYAGA"}, spaces={"red": 6, "blue": 2}, dice=[3],
                    answers=["blue"])
    race.turn("red")
    assert race.tripped("red") and race.space("blue") == 6 and race.space("red") == 9


def test_a_trip_skips_the_next_main_move_ds_ma_10():   # MA-39, AMB-MA-10, DS-MA-10, MA-R-HECKLER-01
    race = scenario({"red": "ALCHEMIST", "blue": "HECKLER"}, tripped=["red"], spaces={"red": 4}, dice=[6])
    race.turn("red")
    assert race.space("red") == 4 and not race.tripped("red") and "roll" not in race.types()
    assert race.space("blue") == 2                                                # within 1 of its start: Heckler +2
    race.turn("red")
    assert race.space("red") == 10


def test_a_rerolled_die_never_happened_ds_ma_32():   # MA-41, MA-42, AMB-MA-09, DS-MA-32, MA-R-DICEMONGER-02
    race = scenario({"red": "ALCHEMIST", "blue": "INCHWORM", "green": "DICEMONGER"}, dice=[1, 4], answers=[True])
    race.turn("red")
    assert race.space("red") == 4 and race.space("blue") == 0                     # Inchworm saw no 1
    assert race.space("green") == 1                                               # Dicemonger: another racer rerolled


def test_arrivals_at_the_same_moment_trigger_stops_ma_43():   # MA-43, AMB-MA-25, MA-R-FLIPFLOP-01
    race = scenario({"red": "FLIPFLOP", "blue": "ALCHEMIST", "green": "BABAYAGA"}, spaces={"blue": 5, "green": 5},
                    answers=["blue"])
    race.turn("red")
    assert race.space("red") == 5 and race.tripped("red") and race.space("blue") == 0


def test_arrow_rock_star_ma_58_59_60():   # MA-58, MA-59, MA-60, DS-MA-51
    race = scenario({"red": "ALCHEMIST", "blue": "GUNK"}, features={4: ("arrow", 3), 7: ("rock", 0)}, dice=[5])
    race.turn("red")
    assert race.space("red") == 7 and race.tripped("red")                         # 5 - 1 = 4, then the arrow's 3
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, features={4: ("star", 0)}, dice=[4])
    race.turn("red")
    assert race.race.points["red"] == 1 and race.race.gained["red"] == 1


def test_special_spaces_work_for_warps_ds_ma_52():   # MA-61, DS-MA-52
    race = scenario({"red": "HYPNOTIST", "blue": "ALCHEMIST"}, spaces={"red": 4}, features={4: ("star", 0)},
                    dice=[3], answers=["blue"])
    race.turn("red")
    assert race.race.points["blue"] == 1


def test_own_second_racer_counts_as_another_ds_ma_55():   # MA-68, MA-73, DS-MA-55
    race = scenario({"red": ("red", "GUNK"), "pink": ("red", "ALCHEMIST"), "blue": "BANANA"}, dice=[5],
                    variant="double")
    race.turn("pink")
    assert race.space("pink") == 4


def test_a_player_moves_both_racers_in_the_chosen_order_ma_72():   # MA-72, AMB-MA-20
    race = scenario({"red": ("red", "ALCHEMIST"), "pink": ("red", "BANANA"), "blue": "BANANA"}, dice=[3, 5],
                    answers=["pink"], variant="double")
    race.next()
    assert race.space("pink") == 3 and race.space("red") == 5
    assert race.asked[0].rule == "MA-72" and race.asked[0].kind == "target"


def test_two_player_first_turn_one_racer_ds_ma_54():   # MA-66, AMB-MA-20, DS-MA-54
    race = scenario({"red": ("red", "ALCHEMIST"), "pink": ("red", "BANANA"), "blue": ("blue", "BANANA"),
                     "green": ("blue", "BANANA")}, dice=[3, 4, 5], answers=["pink"], variant="2p")
    race.next()
    assert race.space("pink") == 3 and race.space("red") == 0                     # only the picked racer acts
    race.answer("green")
    race.next()
    assert race.space("green") == 4 and race.space("blue") == 0


def test_a_fact_reaches_every_racer_ma_25():   # MA-25
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA", "green": "CENTAUR"}, spaces={"blue": 2})
    race.resolve(Fact("pass", race.tok("green"), other=race.tok("blue")))
    assert race.space("blue") == 0                                                # Centaur's whack on a resolved pass
