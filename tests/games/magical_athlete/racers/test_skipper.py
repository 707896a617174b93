"""Skipper (MA-R-SKIPPER-01, MA-R-SKIPPER-02; EX-MA-07, DS-MA-32, DS-MA-33, DS-MA-34, DS-MA-49)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def seats_of(race, turns: int) -> list[str]:
    out = []
    for _ in range(turns):
        race.next()
        out.append(race.race.seat)
    return out


def test_ds_ma_34_ma_r_skipper_01_a_one_gives_the_skipper_the_next_turn() -> None:
    race = scenario({"red": "SKIPPER", "blue": "BANANA", "green": "BANANA", "yellow": "BANANA"}, first="green",
                    dice=[1, 3, 3, 3, 3])
    assert seats_of(race, 5) == ["green", "red", "blue", "green", "yellow"]


def test_ma_r_skipper_02_the_skipper_rolling_a_one_goes_again() -> None:
    race = scenario({"red": "SKIPPER", "blue": "BANANA", "green": "BANANA"}, dice=[1, 1, 2, 2])
    assert seats_of(race, 4) == ["red", "red", "red", "blue"]
    assert race.powers_used().count("MA-R-SKIPPER-02") == 2


def test_ex_ma_07_inchworm_cancels_the_one_then_the_skipper_goes() -> None:   # MA-R-INCHWORM-02
    race = scenario({"red": "INCHWORM", "blue": "SKIPPER", "green": "BANANA", "yellow": "BANANA"}, first="green",
                    dice=[1, 4, 4])
    race.next()
    assert race.race.seat == "green" and race.space("green") == 0 and race.space("red") == 1
    assert seats_of(race, 2) == ["blue", "green"]


def test_ds_ma_32_a_rerolled_one_never_happened() -> None:   # MA-41, MA-R-DICEMONGER-02
    race = scenario({"red": "BANANA", "blue": "DICEMONGER", "green": "SKIPPER", "yellow": "INCHWORM"},
                    dice=[1, 4], answers=[True])
    race.turn("red")
    assert race.space("red") == 4 and race.race.jump is None and race.space("yellow") == 0
    assert race.space("blue") == 1


def test_ds_ma_33_genius_extra_turn_comes_before_the_skippers() -> None:   # MA-R-GENIUS-02, AMB-MA-19
    race = scenario({"red": "GENIUS", "blue": "BANANA", "green": "SKIPPER", "yellow": "BANANA"},
                    dice=[1, 2, 2, 2], answers=[1, None])
    assert seats_of(race, 4) == ["red", "red", "green", "yellow"]


def test_ds_ma_49_a_duel_roll_of_one_is_no_main_move_roll() -> None:   # MA-R-DUELIST-03
    race = scenario({"red": "DUELIST", "blue": "BANANA", "green": "SKIPPER"}, spaces={"red": 5, "blue": 5},
                    dice=[1, 6], answers=["blue"])
    race.do(lambda r: r.quiet())
    assert race.space("blue") == 7 and race.race.jump is None


def test_ma_r_skipper_01_the_jump_is_the_skippers_turn_alone_amb_ma_20() -> None:   # MA-72
    race = scenario({"red": ("red", "SKIPPER"), "purple": ("red", "BANANA"), "blue": "ALCHEMIST",
                     "green": "BANANA"}, first="blue", dice=[1, 3, 3], answers=[False], variant="3p_double")
    race.next()                                       # blue's Alchemist rolls 1 (declines the 4)
    race.next()
    assert race.race.seat == "red" and race.space("red") == 3 and race.space("purple") == 0
    assert not [q for q in race.asked if q.rule == "MA-72"]   # no choice of racer: the Skipper alone
    race.next()
    assert race.race.seat == "blue"                   # then on from the Skipper's left


def test_ma_r_skipper_01_two_ones_in_one_turn_give_one_jump() -> None:
    race = scenario({"red": "SKIPPER", "blue": ("blue", "BANANA"), "purple": ("blue", "BANANA"),
                     "green": "BANANA"}, first="blue", dice=[1, 1, 2, 2, 2], answers=["blue", "blue"],
                    variant="3p_double")
    race.next()                                       # blue's two racers roll 1 and 1
    assert race.race.extra == [race.tok("red").index]
    assert seats_of(race, 2) == ["red", "blue"]       # one Skipper turn, then on from its left
