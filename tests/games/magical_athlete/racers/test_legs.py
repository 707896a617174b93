"""Legs (MA-R-LEGS-01, MA-R-LEGS-02; AMB-MA-30): a jog of 5 instead of rolling, modified like a main move."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_legs_01_jogs_5_without_rolling() -> None:
    race = scenario({"red": "LEGS", "blue": "BANANA"}, dice=[3], answers=[True])
    race.turn("red")
    assert race.space("red") == 5
    assert race.race.forced == [3]                          # the die was never rolled
    assert [q.rule for q in race.asked] == ["MA-R-LEGS-01"]
    assert "roll" not in race.types()


def test_ma_r_legs_01_declined_rolls_as_usual() -> None:
    race = scenario({"red": "LEGS", "blue": "BANANA"}, dice=[3], answers=[False])
    race.turn("red")
    assert race.space("red") == 3 and race.race.forced == []


def test_ma_r_legs_02_the_jog_is_a_main_move_gunk_and_coach_apply() -> None:
    race = scenario({"red": "LEGS", "blue": "GUNK"}, answers=[True])
    race.turn("red")
    assert race.space("red") == 4                           # 5 - 1 (MA-R-GUNK-01)
    race = scenario({"red": "LEGS", "blue": "COACH"}, answers=[True])
    race.turn("red")
    assert race.space("red") == 6                           # 5 + 1 on Coach's space (MA-R-COACH-01)


def test_ma_r_legs_01_no_roll_so_no_roll_powers_amb_ma_30() -> None:
    race = scenario({"red": "LEGS", "blue": "LACKEY", "green": "INCHWORM", "yellow": "SKIPPER"}, answers=[True])
    race.turn("red")
    assert race.space("red") == 5
    assert race.space("blue") == 0 and race.space("green") == 0 and race.race.jump is None


def test_ma_r_legs_01_not_asked_on_a_recovery_turn() -> None:
    race = scenario({"red": "LEGS", "blue": "BANANA"}, tripped=["red"], answers=[])
    race.turn("red")
    assert race.space("red") == 0 and race.asked == [] and not race.tripped("red")


def test_ma_r_legs_01_the_jog_is_its_power_for_scoocher_after_the_move() -> None:
    race = scenario({"red": "LEGS", "blue": "SCOOCHER"}, answers=[True])
    race.turn("red")
    assert race.space("red") == 5 and race.space("blue") == 1
    moves = [e["colour"] for e in race.events if e["type"] == "move"]
    assert moves == ["red", "blue"]                         # Scoocher moves after Legs's main move
