"""Magical Athlete's first table screen (host/screen/games/magical_athlete/): a bot game drawn at 720p, 1080p
and 4K under the layout check (the draft line with its numbers, the track with the tokens, the ticker), and
the results screen's headline."""
from __future__ import annotations

from host.screen.games.magical_athlete import headline, shows_scores
from host.screen.games.magical_athlete.scene import AthleteScene
from host.seats import BOT, SeatPlan
from host.table import start_session
from tests.host.screen.test_layout import problems

SEATS = ["red", "blue", "green", "yellow"]


def session_of(players: int, seed: int):
    colours = SEATS[:players]
    plans = {c: SeatPlan(c, BOT, "heuristic") for c in colours}
    return start_session("magical_athlete", {"players": colours}, seed, plans, {}, None)


def test_a_bot_game_is_drawn_readably_at_every_size(sized):   # MA-10, MA-15, MA-56
    app, size = sized
    scene = AthleteScene(app, session_of(3, 2))
    app.switch(scene)
    found: list[str] = []
    now = 1000.0
    for tick in range(160):
        if app.scene is not scene:
            break
        scene.update(now)
        if tick % 16 == 0:
            app.present()
            found += problems(f"3p tick {tick}", size)
        now += 0.25
    assert not found, "\n".join(found[:20])


def test_the_results_headline():   # MA-54, MA-55
    assert headline({"winners": ["red"]}) == "Red wins the four races!"
    assert headline({"winners": ["red", "blue"]}).startswith("A shared win") and shows_scores({})
