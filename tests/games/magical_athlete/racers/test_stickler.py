"""Stickler (MA-R-STICKLER-01, MA-R-STICKLER-02; EX-MA-04, DS-MA-22, AMB-MA-27)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ds_ma_22_ma_r_stickler_01_only_the_exact_amount_crosses() -> None:
    race = scenario({"red": "BANANA", "blue": "STICKLER", "green": "BANANA"}, spaces={"red": 27}, dice=[5, 3])
    race.turn("red")
    assert race.space("red") == 27 and race.place("red") == 0
    assert "blocked" in race.types()
    race.turn("red")
    assert race.place("red") == 1


def test_ma_r_stickler_01_stickler_itself_may_overshoot() -> None:
    race = scenario({"red": "STICKLER", "blue": "BANANA"}, spaces={"red": 27}, dice=[6])
    race.turn("red")
    assert race.place("red") == 1


def test_ma_r_stickler_01_covers_power_moves_and_counts_as_its_power_amb_ma_27() -> None:
    race = scenario({"red": "ALCHEMIST", "blue": "STICKLER", "green": "SCOOCHER", "yellow": "BANANA"},
                    spaces={"green": 29, "yellow": 3}, dice=[4])
    race.turn("red")                                  # Banana's trip: Scoocher's 1 from 29 is exact
    assert race.place("green") == 1
    race = scenario({"red": "ALCHEMIST", "blue": "STICKLER", "green": "ROMANTIC", "yellow": "BANANA"},
                    spaces={"green": 29, "yellow": 4}, dice=[4])
    race.turn("red")                                  # Romantic's 2 from 29 overshoots: a move 0
    assert race.space("green") == 29 and race.place("green") == 0
    assert "MA-R-STICKLER-01" in race.powers_used()


def test_ex_ma_04_ma_r_stickler_02_a_duelist_winning_on_the_last_space_does_not_cross() -> None:
    race = scenario({"red": "DUELIST", "blue": "BANANA", "green": "STICKLER"}, spaces={"red": 29, "blue": 29},
                    dice=[5, 2], answers=["blue"])
    race.do(lambda r: r.quiet())
    assert race.space("red") == 29 and race.place("red") == 0


def test_ma_r_stickler_01_leaptoad_counts_only_free_spaces() -> None:   # MA-R-LEAPTOAD-01
    race = scenario({"red": "LEAPTOAD", "blue": "STICKLER", "green": "BANANA"}, spaces={"red": 26, "green": 28},
                    dice=[4, 3])
    race.turn("red")                                  # free: 27, 29, then the line = 3
    assert race.space("red") == 26
    race.turn("red")
    assert race.place("red") == 1


def test_ma_r_stickler_01_a_rider_crosses_only_on_the_exact_amount() -> None:   # MA-R-SUCKERFISH-03
    race = scenario({"red": "STICKLER", "blue": "SUCKERFISH", "green": "BANANA"}, spaces={"red": 27, "blue": 27},
                    dice=[5], answers=[True])
    race.turn("red")
    assert race.place("red") == 1 and race.place("blue") == 0 and race.space("blue") == 27
