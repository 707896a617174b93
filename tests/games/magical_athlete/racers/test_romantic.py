"""Romantic (MA-R-ROMANTIC-01, MA-R-ROMANTIC-02; DS-MA-40, DS-MA-41; EX-MA-01 in test_scoocher.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_romantic_01_a_stop_beside_exactly_one_racer_moves_romantic_2() -> None:
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA", "green": "ROMANTIC"}, spaces={"blue": 4, "green": 10},
                    dice=[4])
    race.turn("red")
    assert race.space("green") == 12


def test_ma_r_romantic_01_three_on_the_space_or_a_lone_stop_do_nothing() -> None:
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA", "green": "BANANA", "yellow": "ROMANTIC"},
                    spaces={"blue": 4, "green": 4, "yellow": 10}, dice=[4, 3])
    race.turn("red")
    assert race.space("yellow") == 10
    race.turn("blue")                                 # alone on 7
    assert race.space("yellow") == 10


def test_ma_r_romantic_01_works_while_tripped_and_on_its_own_stop() -> None:
    race = scenario({"red": "ROMANTIC", "blue": "BANANA"}, spaces={"blue": 3}, tripped=["red"])
    race.do(lambda r: r.move(r.token("red"), 3))      # Romantic itself stops beside Banana
    assert race.space("red") == 5 and race.tripped("red")


def test_ds_ma_40_ma_r_romantic_02_two_arriving_together_trigger_it_twice() -> None:   # MA-R-SUCKERFISH-01
    race = scenario({"red": "ALCHEMIST", "blue": "SUCKERFISH", "green": "ROMANTIC"}, spaces={"green": 10},
                    dice=[4], answers=[True])
    race.turn("red")
    assert race.space("red") == 4 and race.space("blue") == 4
    assert race.space("green") == 14


def test_ds_ma_41_mouth_chomps_and_the_same_stop_still_moves_romantic() -> None:   # MA-R-MOUTH-01, AMB-MA-34
    race = scenario({"red": "MOUTH", "blue": "BANANA", "green": "ROMANTIC"}, spaces={"blue": 4, "green": 10},
                    dice=[4])
    race.turn("red")
    assert race.out("blue") and race.space("green") == 12
    race = scenario({"red": "MOUTH", "blue": "ROMANTIC"}, spaces={"blue": 4}, dice=[4])
    race.turn("red")
    assert race.out("blue") and race.space("blue") == 4   # a chomped Romantic does not move


def test_ds_ma_43_a_hypnotist_warp_makes_a_pair_romantic_moves_scoocher_scooches() -> None:   # MA-R-HYPNOTIST-01
    race = scenario({"red": "HYPNOTIST", "blue": "BANANA", "green": "ROMANTIC", "yellow": "SCOOCHER"},
                    spaces={"red": 6, "blue": 2, "green": 12, "yellow": 20}, dice=[1], answers=["blue"])
    race.turn("red")
    assert race.space("blue") == 6 and race.space("green") == 14
    assert race.powers_used()[:3] == ["MA-R-HYPNOTIST-01", "MA-R-ROMANTIC-01", "MA-R-SCOOCHER-01"]
    assert race.space("yellow") == 22                 # one for the Hypnotist, one for the Romantic (MA-25 order)
