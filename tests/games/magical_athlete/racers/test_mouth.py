"""M.O.U.T.H. (MA-R-MOUTH-01, MA-R-MOUTH-02; EX-MA-14, DS-MA-14, DS-MA-24; DS-MA-41 in test_romantic.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_mouth_01_stopping_with_exactly_one_other_eliminates_it() -> None:
    race = scenario({"red": "MOUTH", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 3}, dice=[3])
    race.turn("red")
    assert race.out("blue") and not race.out("green") and race.race.eliminated[0].colour == "blue"


def test_ma_r_mouth_01_two_others_or_someone_stopping_on_it_eliminate_nobody() -> None:
    race = scenario({"red": "MOUTH", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 3, "green": 3},
                    dice=[3, 3])
    race.turn("red")
    assert not race.out("blue") and not race.out("green")
    race = scenario({"red": "ALCHEMIST", "blue": "MOUTH"}, spaces={"blue": 3}, dice=[3])
    race.turn("red")
    assert not race.out("red")


def test_ma_r_mouth_01_a_warp_is_a_stop_too() -> None:   # MA-38, MA-R-HYPNOTIST-01
    race = scenario({"red": "HYPNOTIST", "blue": "MOUTH", "green": "ALCHEMIST"}, spaces={"red": 6, "blue": 2},
                    dice=[1], answers=["blue"])
    race.turn("red")
    assert race.out("red")                            # M.O.U.T.H. warped onto the Hypnotist, alone there


def test_ds_ma_14_nothing_happens_at_the_race_start() -> None:   # AMB-MA-36, MA-R-BABAYAGA-01
    race = scenario({"red": "MOUTH", "blue": "BANANA", "green": "BABAYAGA"}, dice=[2]).before_race()
    assert not race.out("blue") and not race.tripped("blue") and not race.tripped("red")


def test_ds_ma_24_an_eliminated_mastermind_cannot_end_the_race() -> None:   # MA-27, MA-R-MASTERMIND-02
    race = scenario({"red": "MASTERMIND", "blue": "MOUTH", "green": "ALCHEMIST"}, spaces={"red": 5, "blue": 4,
                                                                                          "green": 28},
                    dice=[3, 4], answers=["green"])
    race.turn("red")                                  # predicts green, moves 5 -> 8
    race.turn("blue")                                 # M.O.U.T.H. 4 -> 8: chomps Mastermind
    assert race.out("red")
    race.do(lambda r: r.move(r.token("green"), 2))    # the predicted racer crosses first
    assert race.place("green") == 1 and not race.over and race.place("red") == 0


def test_ex_ma_14_ma_r_mouth_02_chomping_everyone_leaves_no_second_place() -> None:   # MA-45
    race = scenario({"red": "MOUTH", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"red": 20, "blue": 23,
                                                                                       "green": 25}, dice=[3, 2, 5])
    race.turn("red")
    race.turn("red")
    assert race.out("blue") and race.out("green") and not race.over
    race.turn("red")
    assert race.over and race.place("red") == 1
    end = race.events[-1]
    assert (end["type"], end["first"], end["second"]) == ("race_over", "red", None)
