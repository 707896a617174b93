"""Mastermind (MA-R-MASTERMIND-01..03; public, must predict, itself allowed: AMB-MA-19; DS-MA-23, EX-MA-12;
DS-MA-24 in test_mouth.py)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ma_r_mastermind_01_predicts_on_its_first_turn_only() -> None:
    race = scenario({"red": "MASTERMIND", "blue": "BANANA"}, dice=[2, 2], answers=["blue"])
    race.turn("red").turn("red")
    assert len(race.asked) == 1
    q = race.asked[0]
    assert q.rule == "MA-R-MASTERMIND-01" and not q.optional and set(q.options) == {"red", "blue"}
    assert any(e["type"] == "prediction" and e["winner"] == "blue" for e in race.events)


def test_ds_ma_23_ma_r_mastermind_02_right_prediction_ends_the_race_mastermind_second() -> None:
    race = scenario({"red": "MASTERMIND", "blue": "ALCHEMIST", "green": "BANANA"}, spaces={"blue": 27, "green": 25},
                    dice=[1, 4], answers=["blue"])
    race.turn("red")
    race.turn("blue")
    assert race.over and race.place("blue") == 1 and race.place("red") == 2 and race.space("red") == 1
    assert [t.colour for t in race.race.finishers] == ["blue", "red"]


def test_ma_r_mastermind_02_a_wrong_prediction_changes_nothing() -> None:
    race = scenario({"red": "MASTERMIND", "blue": "ALCHEMIST", "green": "BANANA"}, spaces={"blue": 27},
                    dice=[1, 4], answers=["green"])
    race.turn("red")
    race.turn("blue")
    assert not race.over and race.place("blue") == 1 and race.place("red") == 0


def test_ex_ma_12_ma_r_mastermind_03_predicting_itself_takes_both_places() -> None:
    # MA-R-MASTERMIND-03
    race = scenario({"red": "MASTERMIND", "blue": "BANANA"}, spaces={"red": 26}, dice=[5], answers=["red"])
    race.turn("red")
    assert race.over and [t.colour for t in race.race.finishers] == ["red", "red"]


def test_amb_ma_19_sealed_predictions_stay_private_until_the_first_crossing() -> None:   # MA-R-MASTERMIND-01
    from games.magical_athlete import GAME
    from games.magical_athlete.rules import question_prompt

    race = scenario({"red": "MASTERMIND", "blue": "ALCHEMIST", "green": "BANANA"}, spaces={"blue": 27},
                    dice=[1, 4], answers=["blue"], policy={"sealed_predictions": True})
    race.turn("red")
    q = race.asked[0]
    assert q.secret and question_prompt(q).secret
    private = [e for e in race.events if e["type"] in ("decision", "prediction")]
    assert private and all(e.get("to") == "red" for e in private)
    race.turn("blue")
    shown = [e for e in race.events if e["type"] == "prediction" and "to" not in e]
    assert [e["winner"] for e in shown] == ["blue"] and race.place("red") == 2
    lines = GAME.narrate(race.events, {"race": {"tokens": [{"colour": "red", "racer": "MASTERMIND"},
                                                           {"colour": "blue", "racer": "ALCHEMIST"}]}})
    assert "Red's Mastermind had predicted Blue's Alchemist to win." in lines
    assert GAME.configure({"players": ["red", "blue", "green"], "sealed_predictions": True}).policy[
        "sealed_predictions"] is True


def test_amb_ma_19_predictions_are_public_by_default() -> None:   # MA-R-MASTERMIND-01
    race = scenario({"red": "MASTERMIND", "blue": "BANANA"}, dice=[2], answers=["blue"])
    race.turn("red")
    assert not race.asked[0].secret
    assert all("to" not in e for e in race.events)


def test_amb_ma_19_a_sealed_genius_roll_is_shown_at_the_roll() -> None:   # MA-R-GENIUS-01, MA-R-GENIUS-02
    race = scenario({"red": "GENIUS", "blue": "BANANA"}, dice=[3], answers=[3], policy={"sealed_predictions": True})
    race.turn("red")
    assert race.asked[0].secret and race.race.extra == [race.tok("red").index]
    decision = next(e for e in race.events if e["type"] == "decision")
    shown = next(e for e in race.events if e["type"] == "prediction")
    assert decision["to"] == "red" and "to" not in shown and shown["roll"] == 3
