"""The play-by-play says who did what to whom (issue 21: events narrated in words), and the race as text."""
from __future__ import annotations

from games.core.rng import Rng
from games.magical_athlete import GAME
from games.magical_athlete.narrate import narrate, picture
from tests.games.magical_athlete.scenario import scenario


def test_a_power_is_narrated_with_its_racer_and_victim():   # MA-R-BANANA-01, MA-R-GUNK-01
    race = scenario({"red": "CENTAUR", "blue": "BANANA", "green": "GUNK"}, spaces={"blue": 4}, dice=[6])
    race.turn("red")
    view = {"race": {"tokens": [{"colour": t.colour, "racer": t.name} for t in race.race.tokens]}}
    lines = narrate(race.events, view)
    assert "Red's Centaur trips (Blue's Banana)." in lines
    assert "Red's Centaur's main move: 6 -1 (Green's Gunk) = 5." in lines


def test_a_whole_game_reads_in_words():   # MA-53
    state = GAME.setup({"players": ["red", "blue", "green"]}, 4)
    lines: list[str] = []
    while GAME.prompts(state):
        inputs = {c: GAME.make_bot("random").act(None, p, Rng(len(lines))) for c, p in GAME.prompts(state).items()}
        state, events = GAME.apply(state, inputs)
        lines += narrate(events, GAME.observe(state, None))
        if GAME.observe(state, None)["race"]:
            assert "finish at" in (picture(GAME.observe(state, None)) or "")
    assert lines[-1].startswith("Game over. Winner:")
    assert all(isinstance(line, str) and line for line in lines)
