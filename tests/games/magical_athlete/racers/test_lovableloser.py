"""Lovable Loser (MA-R-LOVABLELOSER-01; DS-MA-45, AMB-MA-10): 1 point before its main move when alone in last."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ds_ma_45_alone_in_last_place_takes_a_point() -> None:   # MA-R-LOVABLELOSER-01
    race = scenario({"red": "LOVABLELOSER", "blue": "BANANA"}, spaces={"red": 2, "blue": 5}, dice=[1])
    race.turn("red")
    assert race.race.points["red"] == 1 and race.race.gained["red"] == 1
    assert race.space("red") == 3                               # before the main move, then it moves


def test_ds_ma_45_sharing_last_place_or_not_last_takes_nothing() -> None:   # MA-R-LOVABLELOSER-01
    race = scenario({"red": "LOVABLELOSER", "blue": "BANANA"}, spaces={"red": 2, "blue": 2}, dice=[1])
    race.turn("red")
    assert race.race.points["red"] == 0
    race = scenario({"red": "LOVABLELOSER", "blue": "BANANA"}, spaces={"red": 6, "blue": 2}, dice=[1])
    race.turn("red")
    assert race.race.points["red"] == 0


def test_ma_r_lovableloser_01_before_the_main_move_only_so_not_on_a_recovery_turn() -> None:   # AMB-MA-10
    race = scenario({"red": "LOVABLELOSER", "blue": "BANANA"}, spaces={"blue": 5}, tripped=["red"])
    race.turn("red")
    assert race.race.points["red"] == 0
    race = scenario({"red": "LOVABLELOSER", "blue": "BANANA"}, spaces={"blue": 5}, tripped=["red"],
                    policy={"recovery_powers": True})
    race.turn("red")
    assert race.race.points["red"] == 1 and race.space("red") == 0


def test_ma_r_lovableloser_01_once_per_turn_ma_26() -> None:
    race = scenario({"red": "LOVABLELOSER", "blue": "BANANA"}, spaces={"blue": 9}, dice=[1, 1])
    race.turn("red").turn("red")
    assert race.race.points["red"] == 2 and len([e for e in race.events if e["type"] == "points"]) == 2
