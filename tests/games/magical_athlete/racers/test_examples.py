"""The worked-example racers of the interface: Banana, Centaur, Alchemist (MA-R-BANANA-01, MA-R-CENTAUR-01,
MA-R-CENTAUR-02, MA-R-ALCHEMIST-01, MA-R-ALCHEMIST-02)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_banana_trips_a_passer_after_its_move() -> None:   # MA-R-BANANA-01
    race = scenario({"red": "CENTAUR", "blue": "BANANA"}, spaces={"blue": 4}, dice=[5])
    race.turn("red")
    assert race.space("red") == 5 and race.tripped("red")
    assert race.space("blue") == 2                        # and Centaur's hoofwhack (MA-R-CENTAUR-01)


def test_banana_on_the_start_space_is_not_passed() -> None:   # MA-R-BANANA-01, DS-MA-09
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, dice=[5])
    race.turn("red")
    assert race.space("red") == 5 and not race.tripped("red")


def test_centaur_whack_floors_at_the_start() -> None:   # MA-R-CENTAUR-02, DS-MA-13
    race = scenario({"red": "CENTAUR", "blue": "ALCHEMIST", "green": "ALCHEMIST"}, spaces={"blue": 1, "green": 3},
                    dice=[4])
    race.turn("red")
    assert race.space("blue") == 0 and race.space("green") == 1
    assert race.powers_used() == ["MA-R-CENTAUR-01", "MA-R-CENTAUR-01"]


def test_alchemist_moves_4_on_a_low_roll_when_asked() -> None:   # MA-R-ALCHEMIST-01
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, dice=[2], answers=[True])
    race.turn("red")
    assert race.space("red") == 4
    assert race.asked[0].kind == "yes" and race.asked[0].rule == "MA-R-ALCHEMIST-01"


def test_alchemist_declines_and_is_not_asked_on_a_high_roll() -> None:   # MA-R-ALCHEMIST-01
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, dice=[1], answers=[False])
    race.turn("red")
    assert race.space("red") == 1
    race.dice(5).turn("red")
    assert race.space("red") == 6 and len(race.asked) == 1
