"""Magician (MA-R-MAGICIAN-01, MA-R-MAGICIAN-02; MA-41, DS-MA-31, MA-R-SCOOCHER-05)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_magician_01_rerolls_up_to_two_times() -> None:
    race = scenario({"red": "MAGICIAN", "blue": "BANANA"}, dice=[1, 2, 5, 6], answers=[True, True])
    race.turn("red")
    assert race.space("red") == 5                     # the third roll; no third reroll is offered
    assert [q.rule for q in race.asked] == ["MA-R-MAGICIAN-01"] * 2
    assert [e["roll"] for e in race.events if e["type"] == "reroll"] == [2, 5]


def test_ma_r_magician_02_must_use_the_last_roll_even_if_worse() -> None:
    race = scenario({"red": "MAGICIAN", "blue": "BANANA"}, dice=[6, 1], answers=[True, False])
    race.turn("red")
    assert race.space("red") == 1


def test_ma_r_magician_01_two_rerolls_each_turn() -> None:
    race = scenario({"red": "MAGICIAN", "blue": "BANANA"}, spaces={"blue": 20}, dice=[1, 1, 1, 1, 1, 4],
                    answers=[True, True, True, True])
    race.turn("red")
    assert race.space("red") == 1
    race.turn("red")
    assert race.space("red") == 5 and len(race.asked) == 4


def test_ds_ma_31_dicemonger_adds_one_reroll_and_moves_only_for_its_own() -> None:   # MA-R-SCOOCHER-03
    race = scenario({"red": "MAGICIAN", "blue": "DICEMONGER", "green": "SCOOCHER"}, spaces={"green": 20},
                    dice=[1, 1, 1, 3], answers=lambda q: True)
    race.turn("red")
    assert race.space("red") == 3                     # three rerolls: 2 Magician + 1 Dicemonger
    assert len([e for e in race.events if e["type"] == "reroll"]) == 3
    assert race.space("blue") == 1                    # Dicemonger moves 1 for the reroll it gave
    assert race.space("green") == 24                  # Scoocher: 3 rerolls and Dicemonger's move
    assert race.powers_used().count("MA-R-MAGICIAN-01") == 2


def test_ma_r_scoocher_05_scooches_on_each_magician_reroll_after_the_main_move() -> None:
    race = scenario({"red": "MAGICIAN", "blue": "SCOOCHER"}, spaces={"blue": 20}, dice=[2, 3, 4],
                    answers=[True, True])
    race.turn("red")
    assert race.space("red") == 4 and race.space("blue") == 22
    moves = [e["colour"] for e in race.events if e["type"] == "move"]
    assert moves == ["red", "blue", "blue"]           # the scooches come after the main move (AMB-MA-09)
