"""Twin (MA-R-TWIN-01, MA-R-TWIN-02; DS-MA-38, AMB-MA-18)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_ds_ma_38_no_earlier_winner_no_question_no_power() -> None:   # MA-R-TWIN-01
    race = scenario({"red": "TWIN", "blue": "BANANA"}).before_race()
    assert race.asked == [] and race.tok("red").borrowed is None


def test_ma_r_twin_01_races_with_an_earlier_winners_power() -> None:
    race = scenario({"red": "TWIN", "blue": "ALCHEMIST"}, winners=["HARE", "GUNK"], answers=[1], dice=[4])
    race.before_race()
    q = race.asked[0]
    assert q.kind == "choice" and q.options == ("HARE", "GUNK") and q.optional
    assert race.tok("red").borrowed == "GUNK" and race.tok("red").name == "TWIN"
    race.turn("blue")
    assert race.space("blue") == 3                    # Gunk's -1 on the other racer


def test_ma_r_twin_01_declining_keeps_no_power() -> None:
    race = scenario({"red": "TWIN", "blue": "ALCHEMIST"}, winners=["HARE"], answers=[None]).before_race()
    assert race.tok("red").borrowed is None


def test_ma_r_twin_02_a_borrowed_before_race_power_still_happens() -> None:   # MA-R-SISYPHUS-01
    race = scenario({"red": "TWIN", "blue": "ALCHEMIST"}, winners=["SISYPHUS"], answers=[0]).before_race()
    assert race.tok("red").borrowed == "SISYPHUS" and race.race.points["red"] == 4


def test_ma_r_twin_01_an_earlier_twin_winner_is_not_offered() -> None:   # AMB-MA-18
    race = scenario({"red": "TWIN", "blue": "ALCHEMIST"}, winners=["TWIN"]).before_race()
    assert race.asked == []


def test_ds_ma_36_copycat_never_gets_twins_pick() -> None:   # MA-R-COPYCAT-04
    race = scenario({"red": "TWIN", "blue": "COPYCAT"}, spaces={"red": 3}, winners=["HARE"], answers=[0])
    race.before_race()
    assert [q.colour for q in race.asked] == ["red"] and race.tok("blue").borrowed is None
