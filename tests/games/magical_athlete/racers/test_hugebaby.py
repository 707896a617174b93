"""Huge Baby (MA-R-HUGEBABY-01, MA-R-HUGEBABY-02; AMB-MA-23, DS-MA-25, DS-MA-26, EX-MA-08; EX-MA-11 in
test_scoocher.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_hugebaby_01_a_racer_ending_on_her_space_is_put_behind_her() -> None:
    race = scenario({"red": "ALCHEMIST", "blue": "HUGEBABY"}, spaces={"red": 3, "blue": 9}, dice=[6])
    race.turn("red")
    assert race.space("red") == 8 and race.space("blue") == 9
    put = next(e for e in race.events if e["type"] == "power" and e["rule"] == "MA-R-HUGEBABY-02")
    assert put["colour"] == "blue"


def test_ma_r_hugebaby_01_passing_through_is_fine() -> None:
    race = scenario({"red": "ALCHEMIST", "blue": "HUGEBABY"}, spaces={"blue": 3}, dice=[5])
    race.turn("red")
    assert race.space("red") == 5


def test_ds_ma_25_ma_r_hugebaby_02_put_behind_is_a_stop_romantic_and_star() -> None:   # MA-61
    race = scenario({"red": "ALCHEMIST", "blue": "HUGEBABY", "green": "BANANA", "yellow": "ROMANTIC"},
                    spaces={"red": 3, "blue": 9, "green": 8, "yellow": 20}, features={8: ("star", 0)}, dice=[6])
    race.turn("red")                                  # 3 + 6 = 9: put on 8 beside Banana
    assert race.space("red") == 8 and race.race.points["red"] == 1
    assert race.space("yellow") == 22
    assert not [e for e in race.events if e["type"] == "move" and e["end"] == 9]


def test_ds_ma_26_on_the_start_others_share_her_space() -> None:
    race = scenario({"red": "ALCHEMIST", "blue": "HUGEBABY", "green": "CENTAUR"}, spaces={"red": 1}, dice=[3])
    race.turn("green")                                # Centaur passes red on 1: -2, floored on the Start
    assert race.space("red") == 0 and race.space("blue") == 0


def test_amb_ma_23_huge_baby_stopping_on_racers_puts_them_all_back() -> None:   # MA-R-HUGEBABY-01
    race = scenario({"red": "HUGEBABY", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 4, "green": 4},
                    dice=[4])
    race.turn("red")
    assert (race.space("red"), race.space("blue"), race.space("green")) == (4, 3, 3)
    assert [e["end"] for e in race.events if e["type"] == "put"] == [3, 3]


def test_ex_ma_08_party_animal_pulls_huge_baby_everyone_there_put_back() -> None:   # MA-R-PARTYANIMAL-01-02-03
    race = scenario({"red": "PARTYANIMAL", "blue": "HUGEBABY", "green": "ALCHEMIST"},
                    spaces={"red": 10, "blue": 9, "green": 10}, dice=[2])
    race.turn("red")
    assert race.space("blue") == 10                   # Huge Baby stays on the space she was pulled onto
    puts = {e["colour"]: e["end"] for e in race.events if e["type"] == "put"}
    assert puts == {"red": 9, "green": 9}             # Party Animal and the other racer put one space back
    assert race.space("red") == 9 + 2 + 1             # then its main move: roll 2, +1 for green on its space
