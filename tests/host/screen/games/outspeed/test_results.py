"""Outspeed's results (OS-70..OS-73): the headline (winner, shared victory, last Ship standing, nobody left
— play again?), the Ships in finishing order with zone, Fuel and tokens or why they went out, the
tie-break that decided the leading zone; drawn on the generic results screen at every size without
clipping or overlap, for hand-made ends and for real bot games."""
from __future__ import annotations

import copy

from host.screen import draw
from host.screen.games.outspeed.results import draw_details, headline, shows_scores, standing, tie_break
from host.screen.scenes.results import ResultsScene
from tests.host.screen.games.outspeed import views
from tests.host.screen.games.outspeed.helpers import outspeed_session
from tests.host.screen.test_layout import problems


def over(zones_fuel_tokens: dict, winners: list[str], out: dict | None = None) -> dict:
    v = copy.deepcopy(views.OVER)
    for c, (zone, fuel, tokens) in zones_fuel_tokens.items():
        v["ships"][c].update(zone=zone, fuel=fuel, tokens=tokens, out=None)
    for c, why in (out or {}).items():
        v["ships"][c].update(zone=None, fuel=0, out={"turn": 9, "why": why})
    v["winners"] = winners
    return v


# OS-70: the furthest Ship wins
def test_os70_the_furthest_ship_wins():
    v = over({"red": (24, 1, 0), "blue": (22, 9, 3), "green": (20, 5, 1)}, ["red"])
    assert headline(v) == "Winner: Red"
    assert standing(v) == ["red", "blue", "green"] and tie_break(v) is None


# OS-71: tied on the leading zone: most Fuel, then most tokens, else shared
def test_os71_the_tie_breaks_are_named():
    v = over({"red": (22, 3, 0), "blue": (22, 5, 0), "green": (20, 9, 0)}, ["blue"])
    assert "most Fuel" in tie_break(v) and standing(v)[0] == "blue"
    v = over({"red": (22, 3, 2), "blue": (22, 3, 1), "green": (20, 9, 0)}, ["red"])
    assert "most Bonus tokens" in tie_break(v)
    v = over({"red": (22, 3, 1), "blue": (22, 3, 1), "green": (20, 9, 0)}, ["red", "blue"])
    assert "shared" in tie_break(v).lower() and headline(v) == "Shared victory: Red and Blue"


# OS-72: the last Ship standing wins at once
def test_os72_last_ship_standing():
    v = over({"red": (12, 4, 0)}, ["red"], {"blue": "fuel", "green": "track"})
    assert headline(v) == "Last Ship standing: Red"
    assert standing(v)[0] == "red"


# OS-73: nobody left — no winner, and the table is offered a new game at once
def test_os73_nobody_left_play_again():
    assert headline(views.NOBODY) == "Nobody is left: no winner. Play again?"
    assert not shows_scores(views.NOBODY)


def test_results_screens_at_every_size(sized):
    app, size = sized
    found: list[str] = []
    ends = {"winner": views.OVER, "nobody": views.NOBODY,
            "tie": over({"red": (22, 3, 0), "blue": (22, 5, 0), "green": (20, 9, 0)}, ["blue"])}
    session = outspeed_session(6, 4)
    while not session.over:
        session.poll()
    ends["6 players"] = session.game.observe(session.state, None)
    for name, v in ends.items():
        app.switch(ResultsScene(app, v, None))
        app.present()
        assert headline(v) in draw.text_log
        found += problems(f"results {name}", size)
    assert not found, "\n".join(found[:30])


def test_draw_details_lists_every_ship(app):
    import pygame
    draw.set_view((1280, 720))
    draw.clear_log()
    draw_details(pygame.Surface((1280, 720)), (520, 160), views.OVER)
    text = " ".join(draw.text_log)
    assert "zone 22" in text and "3 Fuel" in text and "fell off the rear of the track" not in text
    assert "off the track, turn 10" in text


def test_a_ship_with_one_token_reads_1_token(app):
    """Issue 19 point 6 wording (seen on the 6-player results at 4K): "1 tokens" reads "1 token"."""
    import pygame
    draw.set_view((1280, 720))
    draw.clear_log()
    v = over({"red": (22, 3, 1), "blue": (20, 5, 2), "green": (20, 9, 0)}, ["red"])
    draw_details(pygame.Surface((1280, 720)), (520, 160), v)
    text = " ".join(draw.text_log)
    assert "1 token" in text and "1 tokens" not in text and "2 tokens" in text and "0 tokens" in text
