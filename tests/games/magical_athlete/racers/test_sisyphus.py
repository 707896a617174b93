"""Sisyphus (MA-R-SISYPHUS-01..04; EX-MA-13, DS-MA-30, DS-MA-36, DS-MA-37; DS-MA-29 in test_lackey.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_sisyphus_01_four_points_before_the_race() -> None:
    race = scenario({"red": "SISYPHUS", "blue": "BANANA"}).before_race()
    assert race.race.points == {"red": 4, "blue": 0} and race.race.gained["red"] == 4


def test_ma_r_sisyphus_02_a_six_warps_to_the_start_and_costs_a_point() -> None:
    race = scenario({"red": "SISYPHUS", "blue": "BANANA"}, spaces={"red": 9}, points={"red": 4}, dice=[6])
    race.turn("red")
    assert race.space("red") == 0 and race.race.points["red"] == 3
    warp = next(e for e in race.events if e["type"] == "warp")
    assert (warp["start"], warp["end"], warp["rule"]) == (9, 0, "MA-R-SISYPHUS-02")
    assert "main_move" not in race.types()                # instead of moving
    race.dice(5).turn("red")
    assert race.space("red") == 5                         # other rolls move as usual


def test_ex_ma_13_ma_r_sisyphus_03_every_further_six_costs_earlier_points() -> None:
    race = scenario({"red": "SISYPHUS", "blue": "BANANA"}, spaces={"blue": 20}, points={"red": 6})
    for _ in range(5):
        race.tok("red").space = 9
        race.dice(6).turn("red")
        assert race.space("red") == 0
    assert race.race.points["red"] == 1                   # 6 - 5: the fifth six took a point of an earlier race
    rules = [e["rule"] for e in race.events if e["type"] == "points"]
    assert rules == ["MA-R-SISYPHUS-02"] * 4 + ["MA-R-SISYPHUS-03"]


def test_ds_ma_30_with_no_points_a_six_still_sends_it_back() -> None:   # MA-R-SISYPHUS-03
    race = scenario({"red": "SISYPHUS", "blue": "BANANA"}, spaces={"red": 12}, dice=[6])
    race.turn("red")
    assert race.space("red") == 0 and race.race.points["red"] == 0
    assert not [e for e in race.events if e["type"] == "points"]


def test_ma_r_sisyphus_04_warped_by_another_power_it_still_makes_its_main_move() -> None:   # AMB-MA-32
    # MA-R-SISYPHUS-04
    race = scenario({"red": "HYPNOTIST", "blue": "SISYPHUS"}, spaces={"red": 10, "blue": 3}, dice=[2, 4],
                    answers=["blue"])
    race.turn("red")
    assert race.space("blue") == 10 and race.space("red") == 12
    race.turn("blue")
    assert race.space("blue") == 14


def test_ds_ma_36_copycat_never_gets_sisyphus_chips() -> None:   # MA-R-COPYCAT-04
    race = scenario({"red": "SISYPHUS", "blue": "COPYCAT"}, spaces={"red": 5}).before_race()
    assert race.race.points == {"red": 4, "blue": 0}


def test_ds_ma_37_egg_that_draws_sisyphus_takes_its_four_points() -> None:   # MA-R-EGG-02
    race = scenario({"red": "EGG", "blue": "BANANA"}, deck=["SISYPHUS", "HARE", "GUNK"], answers=[0]).before_race()
    assert race.tok("red").borrowed == "SISYPHUS" and race.race.points["red"] == 4
