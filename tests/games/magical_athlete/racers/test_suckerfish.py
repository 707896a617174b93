"""Suckerfish (MA-R-SUCKERFISH-01..03; AMB-MA-28, AMB-MA-31, DS-MA-15, DS-MA-39; DS-MA-40 in test_romantic.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_suckerfish_01_rides_along_when_asked() -> None:
    race = scenario({"red": "ALCHEMIST", "blue": "SUCKERFISH"}, spaces={"red": 3, "blue": 3}, dice=[5],
                    answers=[True])
    race.turn("red")
    assert race.space("blue") == 8
    assert race.asked[0].rule == "MA-R-SUCKERFISH-01" and race.asked[0].seat == "blue"
    race = scenario({"red": "ALCHEMIST", "blue": "SUCKERFISH"}, spaces={"red": 3, "blue": 3}, dice=[5],
                    answers=[False])
    race.turn("red")
    assert race.space("blue") == 3


def test_ma_r_suckerfish_01_backward_moves_yes_warps_no() -> None:   # MA-R-CENTAUR-01, MA-R-HYPNOTIST-01
    race = scenario({"red": "CENTAUR", "blue": "ALCHEMIST", "green": "SUCKERFISH"},
                    spaces={"blue": 5, "green": 5}, dice=[6], answers=lambda q: True)
    race.turn("red")                                  # Centaur passes both: each whacked -2 (green rides the first)
    assert race.space("blue") == 3 and race.space("green") in (1, 3)
    race = scenario({"red": "HYPNOTIST", "blue": "ALCHEMIST", "green": "SUCKERFISH"},
                    spaces={"red": 9, "blue": 5, "green": 5}, dice=[1], answers=["blue"])
    race.turn("red")
    assert race.space("blue") == 9 and race.space("green") == 5
    assert not [q for q in race.asked if q.rule == "MA-R-SUCKERFISH-01"]


def test_ds_ma_39_ma_r_suckerfish_02_it_passes_whom_its_racer_passes() -> None:   # MA-R-BANANA-01
    # MA-R-SUCKERFISH-02
    race = scenario({"red": "ALCHEMIST", "blue": "SUCKERFISH", "green": "BANANA"}, spaces={"green": 2}, dice=[4],
                    answers=[True])
    race.turn("red")
    assert race.tripped("red") and race.tripped("blue")


def test_ds_ma_15_ma_r_suckerfish_03_riding_across_the_line_takes_second() -> None:   # MA-22
    race = scenario({"red": "ALCHEMIST", "blue": "SUCKERFISH", "green": "BANANA", "yellow": "ROMANTIC"},
                    spaces={"red": 27, "blue": 27, "yellow": 10}, dice=[5], answers=[True])
    race.turn("red")
    assert race.over and race.place("red") == 1 and race.place("blue") == 2


def test_ma_r_suckerfish_01_riding_is_its_power_for_scoocher() -> None:   # AMB-MA-11
    race = scenario({"red": "ALCHEMIST", "blue": "SUCKERFISH", "green": "SCOOCHER"}, spaces={"green": 20},
                    dice=[4], answers=[True])
    race.turn("red")
    assert race.space("green") == 21 and "MA-R-SUCKERFISH-01" in race.powers_used()


def test_ma_r_suckerfish_01_the_question_says_which_way_the_racer_moves() -> None:   # MA-R-CENTAUR-01
    race = scenario({"red": "CENTAUR", "blue": "ALCHEMIST", "green": "SUCKERFISH"},
                    spaces={"blue": 5, "green": 5}, dice=[6], answers=[False, False])
    race.turn("red")
    assert [q.text for q in race.asked] == ["Suckerfish: ride along with blue (back 2)?"]


def test_ma_r_suckerfish_01_the_heuristic_bot_rides_forward_only() -> None:
    from games.core.prompt import Prompt
    from games.core.rng import Rng
    from games.magical_athlete.bots import HeuristicBot
    from games.magical_athlete.rules import yes_no_field

    prompt = Prompt("green", "green", (yes_no_field("answer", "MA-R-SUCKERFISH-01", "ride?"),), False,
                    "MA-R-SUCKERFISH-01", "ride?")
    for text, said in (("ride along with blue (forward 4)?", "yes"), ("ride along with blue (back 2)?", "no")):
        view = {"pending": {"colour": "green", "rule": "MA-R-SUCKERFISH-01", "text": text, "kind": "yes"}}
        assert HeuristicBot().act(view, prompt, Rng(1)) == {"answer": said}
