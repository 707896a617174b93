"""Third Wheel (MA-R-THIRDWHEEL-01, MA-R-THIRDWHEEL-02; DS-MA-42, DS-MA-52)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_thirdwheel_01_02_warps_to_a_pair_then_makes_its_main_move() -> None:
    race = scenario({"red": "THIRDWHEEL", "blue": "BANANA", "green": "ALCHEMIST", "yellow": "ALCHEMIST"},
                    spaces={"blue": 7, "green": 7, "yellow": 3}, dice=[2], answers=["green"])
    race.turn("red")
    assert race.space("red") == 9
    q = race.asked[0]
    assert q.rule == "MA-R-THIRDWHEEL-01" and set(q.options) == {"blue", "green"} and q.optional
    warp = next(e for e in race.events if e["type"] == "warp")
    assert (warp["start"], warp["end"]) == (0, 7)


def test_ma_r_thirdwheel_01_declined_or_no_pair_means_no_warp() -> None:
    race = scenario({"red": "THIRDWHEEL", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 7, "green": 7},
                    dice=[2], answers=[None])
    race.turn("red")
    assert race.space("red") == 2
    race = scenario({"red": "THIRDWHEEL", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 7, "green": 8},
                    dice=[2])
    race.turn("red")
    assert race.asked == [] and race.space("red") == 2


def test_ma_r_thirdwheel_01_its_own_space_is_not_a_target() -> None:
    race = scenario({"red": "THIRDWHEEL", "blue": "BANANA"}, spaces={"red": 4, "blue": 4}, dice=[2])
    race.turn("red")
    assert race.asked == [] and race.space("red") == 6


def test_ds_ma_42_three_there_no_romantic_baba_yaga_trips_it_still_moves() -> None:   # MA-R-BABAYAGA-01
    race = scenario({"red": "THIRDWHEEL", "blue": "BABAYAGA", "green": "ALCHEMIST", "yellow": "ROMANTIC"},
                    spaces={"blue": 7, "green": 7, "yellow": 20}, dice=[2], answers=["blue"])
    race.turn("red")
    assert race.space("yellow") == 20                 # 3 racers on 7: not exactly one other
    assert race.tripped("red") and race.space("red") == 9    # tripped by Baba Yaga, main move still made


def test_ds_ma_52_a_warp_onto_a_star_pays_a_chip() -> None:   # MA-61
    race = scenario({"red": "THIRDWHEEL", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 7, "green": 7},
                    features={7: ("star", 0)}, dice=[2], answers=["blue"])
    race.turn("red")
    assert race.race.points["red"] == 1
