"""Rocket Scientist (MA-R-ROCKETSCIENTIST-01; DS-MA-48 in test_lackey.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_rocketscientist_01_doubles_and_trips_after_moving() -> None:
    race = scenario({"red": "ROCKETSCIENTIST", "blue": "BANANA"}, spaces={"blue": 5}, dice=[4], answers=[True])
    race.turn("red")
    assert race.space("red") == 8 and race.tripped("red")
    trips = [e for e in race.events if e["type"] == "trip"]
    assert trips[0]["rule"] == "MA-R-BANANA-01"       # the move finished first (it passed Banana), then its trip
    race.dice(6).turn("red")
    assert race.space("red") == 8 and not race.tripped("red")    # recovers: no main move


def test_ma_r_rocketscientist_01_declined_moves_the_roll() -> None:
    race = scenario({"red": "ROCKETSCIENTIST", "blue": "BANANA"}, dice=[4], answers=[False])
    race.turn("red")
    assert race.space("red") == 4 and not race.tripped("red")


def test_ma_r_rocketscientist_01_modifiers_apply_to_the_doubled_roll_amb_ma_08() -> None:
    race = scenario({"red": "ROCKETSCIENTIST", "blue": "GUNK"}, dice=[3], answers=[True])
    race.turn("red")
    assert race.space("red") == 5 and race.tripped("red")
