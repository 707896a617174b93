"""Leaptoad (MA-R-LEAPTOAD-01; AMB-MA-35; DS-MA-28 in test_scoocher.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_leaptoad_01_occupied_spaces_are_not_counted() -> None:
    race = scenario({"red": "LEAPTOAD", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 2, "green": 4},
                    dice=[3])
    race.turn("red")
    assert race.space("red") == 5 and race.tripped("red")    # skipped, but passed: Banana trips it


def test_ma_r_leaptoad_01_backward_moves_skip_too_and_the_start_is_a_space() -> None:
    race = scenario({"red": "LEAPTOAD", "blue": "BANANA", "green": "BANANA"}, spaces={"red": 3, "blue": 2})
    race.do(lambda r: r.move(r.token("red"), -2))
    assert race.space("red") == 0                     # 2 skipped, 1, then the Start (green is there: floor)
    race = scenario({"red": "LEAPTOAD", "blue": "BANANA", "green": "BANANA"}, spaces={"red": 4, "blue": 3})
    race.do(lambda r: r.move(r.token("red"), -2))
    assert race.space("red") == 1


def test_ma_r_leaptoad_01_skips_huge_babys_space() -> None:   # AMB-MA-23, MA-R-HUGEBABY-01
    race = scenario({"red": "LEAPTOAD", "blue": "HUGEBABY"}, spaces={"blue": 2}, dice=[2])
    race.turn("red")
    assert race.space("red") == 3


def test_ma_r_leaptoad_01_with_every_space_taken_it_crosses() -> None:
    race = scenario({"red": "LEAPTOAD", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"red": 27, "blue": 28,
                                                                                         "green": 29}, dice=[1])
    race.turn("red")
    assert race.place("red") == 1
