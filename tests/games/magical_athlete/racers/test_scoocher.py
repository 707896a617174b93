"""Scoocher (MA-R-SCOOCHER-01..05, what counts as a power: AMB-MA-11; EX-MA-01, EX-MA-10, EX-MA-11, DS-MA-11,
DS-MA-16, DS-MA-27, DS-MA-28, DS-MA-53)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_scoocher_01_moves_1_when_another_racers_power_happens() -> None:
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA", "green": "SCOOCHER"}, spaces={"blue": 2, "green": 10},
                    dice=[4])
    race.turn("red")
    assert race.tripped("red") and race.space("green") == 11


def test_ma_r_scoocher_01_not_for_its_own_moves_nor_track_spaces_nor_unused_powers() -> None:
    race = scenario({"red": "SCOOCHER", "blue": "ALCHEMIST"}, features={3: ("arrow", 2)}, dice=[3, 1],
                    answers=[False])
    race.turn("red")
    assert race.space("red") == 5                     # the arrow is a track space, not a power
    race.turn("blue")                                 # Alchemist declines its power: nothing happened
    assert race.space("red") == 5 and race.space("blue") == 1


def test_ds_ma_11_ma_r_scoocher_02_a_gunked_move_0_still_scooches() -> None:
    # MA-R-SCOOCHER-02
    race = scenario({"red": "ALCHEMIST", "blue": "GUNK", "green": "SCOOCHER"}, spaces={"green": 10}, dice=[1],
                    answers=[False])
    race.turn("red")
    assert race.space("red") == 0                     # 1 - 1 = move 0: no move
    assert not [e for e in race.events if e["type"] == "move" and e["colour"] == "red"]
    assert race.space("green") == 11                  # one scooch for Gunk's -1


def test_ma_r_scoocher_02_one_scooch_per_minus_one() -> None:
    # MA-R-SCOOCHER-02
    race = scenario({"red": "BANANA", "blue": "GUNK", "green": "SCOOCHER"}, spaces={"green": 10}, dice=[5, 5])
    race.turn("red").turn("blue")                     # Gunk's own main move has no -1
    assert race.space("green") == 12                  # red's move -1, and Scoocher's own (5 - 1 = 4)


def test_ma_r_scoocher_03_one_scooch_per_dicemonger_reroll() -> None:
    race = scenario({"red": "BANANA", "blue": "DICEMONGER", "green": "SCOOCHER"}, spaces={"green": 10},
                    dice=[2, 5], answers=[True])
    race.turn("red")
    assert race.space("red") == 5 and race.space("blue") == 1
    assert race.space("green") == 12                  # the reroll, and Dicemonger's move of 1


def test_ds_ma_28_ex_ma_10_ma_r_scoocher_04_leaptoad_skips_two_spaces_two_scooches() -> None:   # MA-R-LEAPTOAD-01
    # MA-R-SCOOCHER-04
    race = scenario({"red": "LEAPTOAD", "blue": "ALCHEMIST", "green": "ALCHEMIST", "yellow": "SCOOCHER"},
                    spaces={"red": 10, "blue": 11, "green": 12, "yellow": 20}, dice=[3])
    race.turn("red")
    assert race.space("red") == 15 and race.space("yellow") == 22


def test_ma_r_scoocher_05_each_magician_reroll_even_unused() -> None:
    race = scenario({"red": "MAGICIAN", "blue": "SCOOCHER"}, spaces={"blue": 20}, dice=[5, 2, 3],
                    answers=[True, True])
    race.turn("red")
    assert race.space("red") == 3 and race.space("blue") == 22


def test_ds_ma_27_centaur_passes_two_two_whacks_two_scooches() -> None:
    race = scenario({"red": "CENTAUR", "blue": "BANANA", "green": "ALCHEMIST", "yellow": "SCOOCHER"},
                    spaces={"blue": 2, "green": 3, "yellow": 20}, dice=[5])
    race.turn("red")
    assert race.space("blue") == 0 and race.space("green") == 1
    assert race.space("yellow") == 23                 # two hoofwhacks and Banana's trip


def test_ex_ma_01_the_romantics_turn() -> None:   # MA-R-ROMANTIC-01, MA-R-BANANA-01, MA-39
    race = scenario({"red": "ROMANTIC", "blue": "SCOOCHER", "green": "BANANA"}, spaces={"blue": 3, "green": 4},
                    dice=[5])
    race.turn("red")
    assert race.tripped("red") and not race.tripped("blue")
    assert race.space("red") == 7                     # 5, then 2 for Scoocher and Banana sharing space 4
    assert race.space("blue") == 5 and race.space("green") == 4
    race.dice(6).turn("red")
    assert race.space("red") == 7 and not race.tripped("red")    # the trip: no main move, recovered


def test_ds_ma_16_the_race_ends_before_the_second_finishers_triggers() -> None:   # MA-22
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA", "green": "SCOOCHER", "yellow": "ALCHEMIST"},
                    spaces={"red": 26, "blue": 28, "green": 10, "yellow": 29}, dice=[6, 1], answers=[False])
    race.do(lambda r: r.move(r.token("yellow"), 1))  # yellow crosses first
    race.turn("red")
    assert race.over and race.place("red") == 2
    assert race.space("green") == 10 and "trip" not in race.types()


def test_ex_ma_11_scoocher_and_huge_baby_loop_once() -> None:   # MA-28, MA-R-HUGEBABY-01
    race = scenario({"red": "ALCHEMIST", "blue": "HUGEBABY", "green": "SCOOCHER"}, spaces={"blue": 10, "green": 9})
    race.do(lambda r: r.power(r.token("red"), "MA-R-ALCHEMIST-01", "a power happens"))
    assert race.space("green") == 9                   # onto her 10, put behind her on 9: Huge Baby's power ...
    assert race.powers_used() == ["MA-R-ALCHEMIST-01", "MA-R-SCOOCHER-01", "MA-R-HUGEBABY-02"]
    assert race.types()[-1] == "loop_stopped"         # ... would scooch it again from the same position: ended


def test_ds_ma_53_two_scoochers_trigger_each_other_until_it_stops() -> None:   # MA-R-COPYCAT-01, AMB-MA-12
    race = scenario({"red": "ALCHEMIST", "blue": "SCOOCHER", "green": "COPYCAT"}, spaces={"blue": 10, "green": 3},
                    dice=[1], answers=[False])
    race.do(lambda r: r.power(r.token("red"), "MA-R-ALCHEMIST-01", "test power"))
    assert race.place("blue") == 1                    # they answer each other: Scoocher scooches to the line ...
    assert race.space("green") == 23                  # ... and the Copycat (copying it while it leads) 20 times
    assert "loop_stopped" not in race.types()         # the position kept changing: not a loop (AMB-MA-12)
