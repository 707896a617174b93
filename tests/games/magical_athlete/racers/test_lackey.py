"""Lackey (MA-R-LACKEY-01; EX-MA-05, DS-MA-29, DS-MA-48): another racer's 6 moves Lackey 2 before it moves."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_lackey_01_moves_2_before_the_six_moves() -> None:
    race = scenario({"red": "BANANA", "blue": "LACKEY"}, dice=[6])
    race.turn("red")
    assert race.space("blue") == 2 and race.space("red") == 6
    moves = [e["colour"] for e in race.events if e["type"] == "move"]
    assert moves == ["blue", "red"]                         # before they move


def test_ma_r_lackey_01_other_rolls_and_its_own_six_do_nothing() -> None:
    race = scenario({"red": "BANANA", "blue": "LACKEY"}, dice=[5])
    race.turn("red")
    assert race.space("blue") == 0
    race.dice(6).turn("blue")
    assert race.space("blue") == 6                          # its own 6: just the main move


def test_ex_ma_05_gunk_reduces_the_move_not_the_roll() -> None:   # MA-R-GUNK-02
    race = scenario({"red": "BANANA", "blue": "LACKEY", "green": "GUNK"}, dice=[6])
    race.turn("red")
    assert race.space("red") == 5 and race.space("blue") == 2


def test_ds_ma_29_lackey_moves_on_sisyphus_six_which_does_not_move() -> None:   # MA-R-SISYPHUS-02
    race = scenario({"red": "SISYPHUS", "blue": "LACKEY"}, spaces={"red": 7}, points={"red": 4}, dice=[6])
    race.turn("red")
    assert race.space("blue") == 2
    assert race.space("red") == 0 and race.race.points["red"] == 3


def test_ds_ma_48_rocket_scientist_doubles_a_six_lackey_first() -> None:   # MA-R-ROCKETSCIENTIST-01
    race = scenario({"red": "ROCKETSCIENTIST", "blue": "LACKEY"}, dice=[6], answers=[True])
    race.turn("red")
    assert race.space("blue") == 2 and race.space("red") == 12 and race.tripped("red")


def test_ma_r_lackey_01_a_rerolled_six_never_happened_ma_41() -> None:   # MA-R-MAGICIAN-01
    race = scenario({"red": "MAGICIAN", "blue": "LACKEY"}, dice=[6, 3], answers=[True, False])
    race.turn("red")
    assert race.space("blue") == 0 and race.space("red") == 3


def test_ma_r_lackey_01_the_owners_other_racer_is_another_racer_ma_73() -> None:   # MA-68
    race = scenario({"red": ("red", "BANANA"), "purple": ("red", "LACKEY"), "blue": "ALCHEMIST"}, dice=[6],
                    variant="3p_double")
    race.turn("red")
    assert race.space("purple") == 2 and race.space("red") == 6
