"""Party Animal (MA-R-PARTYANIMAL-01..03; DS-MA-44, AMB-MA-29; EX-MA-08 in test_hugebaby.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ds_ma_44_ma_r_partyanimal_01_02_everyone_moves_1_toward_it_then_plus_one_each() -> None:
    race = scenario({"red": "PARTYANIMAL", "blue": "BANANA", "green": "ALCHEMIST", "yellow": "ALCHEMIST"},
                    spaces={"red": 10, "blue": 9, "green": 11, "yellow": 14}, dice=[3])
    race.turn("red")
    assert (race.space("blue"), race.space("green"), race.space("yellow")) == (10, 10, 13)
    assert race.space("red") == 10 + 3 + 2
    mm = next(e for e in race.events if e["type"] == "main_move")
    assert [m[2] for m in mm["modifiers"]] == ["MA-R-PARTYANIMAL-02"] * 2


def test_ma_r_partyanimal_01_the_pull_is_simultaneous_arrivals_together() -> None:   # MA-43, MA-R-ROMANTIC-01
    race = scenario({"red": "PARTYANIMAL", "blue": "ALCHEMIST", "green": "ALCHEMIST", "yellow": "ROMANTIC"},
                    spaces={"red": 10, "blue": 6, "green": 8, "yellow": 20}, dice=[1])
    race.turn("red")                                  # blue 6 -> 7, green 8 -> 9, yellow 20 -> 19: all alone
    assert race.space("yellow") == 19
    race = scenario({"red": "PARTYANIMAL", "blue": "ALCHEMIST", "green": "ALCHEMIST", "yellow": "ROMANTIC"},
                    spaces={"red": 10, "blue": 9, "green": 11, "yellow": 20}, dice=[1])
    race.turn("red")                                  # both arrive on 10 with Party Animal: three, no Romantic
    assert race.space("yellow") == 19


def test_ma_r_partyanimal_01_not_on_a_recovery_turn() -> None:   # AMB-MA-10
    race = scenario({"red": "PARTYANIMAL", "blue": "BANANA"}, spaces={"red": 10, "blue": 5}, tripped=["red"])
    race.turn("red")
    assert race.space("blue") == 5


def test_ma_r_partyanimal_03_huge_baby_pulled_puts_everyone_there_back() -> None:   # EX-MA-08
    # MA-R-PARTYANIMAL-03
    race = scenario({"red": "PARTYANIMAL", "blue": "HUGEBABY"}, spaces={"red": 10, "blue": 11}, dice=[4])
    race.turn("red")
    assert race.space("blue") == 10 and race.space("red") == 9 + 4
