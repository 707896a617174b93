"""Mago Magino on the table screen (host/screen/games/mago_magino/): a whole bot game drawn at 720p, 1080p and 4K
under the layout check (text inside the screen, not cut, no overlap, readable sizes); a person with a
controller told what to do; the witch arrow spinning to its space (MM-12); every event the TV shows with a
sound (issue 22 item 6); frogs drawn alike so two games that differ only in who is under a frog draw the very
same pixels (MM-34, DS-MM-30); the results screen's crystals."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from games.core.bots import decision_rng
from games.core.codec import encode
from games.core.evolve import evolve
from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games.mago_magino import draw_details, headline
from host.screen.games.mago_magino.scene import MagoScene
from host.screen.games.mago_magino.timeline import SOUNDS, beats
from host.screen.intents import Intent
from host.screen.sound import SONGS
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session
from tests.host.screen.conftest import press
from tests.host.screen.test_layout import problems

SEATS = ["red", "blue", "green", "yellow", "purple"]


def session_of(players: int, seed: int, humans: dict | None = None, **options):
    humans = humans or {}
    colours = SEATS[:players]
    plans = {c: SeatPlan(c, CONTROLLER, None, humans[c].uid) if c in humans else SeatPlan(c, BOT, "heuristic")
             for c in colours}
    return start_session("mago_magino", {"players": colours, **options}, seed, plans, humans, None)


def play_drawn(app, size, session, ticks: int, every: int, where: str) -> list[str]:
    scene = MagoScene(app, session)
    app.switch(scene)
    found: list[str] = []
    now = 1000.0
    for tick in range(ticks):
        if app.scene is not scene:
            break
        scene.update(now)
        if tick % every == 0:
            app.present()
            found += problems(f"{where} tick {tick}", size)
        now += 0.2
    return found


@pytest.mark.slow
def test_mm_01_a_bot_game_at_two_and_five_players_at_every_size(sized):
    app, size = sized
    found = play_drawn(app, size, session_of(2, 3, variant="short"), 900, 9, "2p")
    found += play_drawn(app, size, session_of(5, 4, arrow="aim"), 500, 11, "5p aim")
    assert not found, "\n".join(found[:20])


def test_mm_12_mm_14_a_person_is_told_to_move_and_the_arrow_spins_to_its_space(app):
    app.window = pygame.display.set_mode((1920, 1080))
    app._layout()
    app.sounds.enabled = False
    red = SimulatedController("red")
    session = session_of(3, 6, {"red": red})
    scene = MagoScene(app, session)
    app.switch(scene)
    now, found, spins, told = 1000.0, [], 0, 0
    bot = session.game.make_bot("heuristic")
    for tick in range(1500):
        scene.update(now)
        if scene.beats and scene.beats[0].kind == "arrow":
            spins += 1
            assert scene.model["spin"] is not None and scene.moment() == "The witch arrow turns!"
        if not scene.beats and "red" in session.status()["waiting_for"]:
            app.present()
            found += problems(f"red asked tick {tick}", (1920, 1080))
            assert any(line.startswith(("To move", "Turn")) for _, lines in scene.table.drawn_todo for line in lines) \
                or scene.table.drawn_todo, scene.table.drawn_todo
            told += 1
            prompt = session.prompts()["red"]
            values = bot.act(session.game.observe(session.state, "red"), prompt, decision_rng(6, session.step, "red"))
            for wheel, face in encode(prompt, values).items():
                red.set_face(face, wheel)
            press(red)
            scene.handle(Intent("wake"))
        now += 0.1
    assert told >= 3 and spins > 0 and not found, found[:10]


def test_every_event_the_tv_shows_has_a_sound():
    assert set(SOUNDS.values()) <= set(SONGS)
    events: list[dict[str, Any]] = [{"type": "turn", "seat": "red", "turn": 2}, {"type": "roll", "face": "witch", "by": "red"},
              {"type": "arrow", "space": "P7", "forest": False, "how": "spin"},
              {"type": "bewitch", "space": "P7", "frogs": [{"frog": 1, "was": "blue_a", "at": "P7"}], "dropped": []},
              {"type": "move", "piece": "frog", "frog": 1, "path": ["P8"]},
              {"type": "freed", "frog": 1, "child": "blue_a", "space": "P8", "how": "wizard"},
              {"type": "roll_again", "seat": "red"}, {"type": "load", "piece": "red_a", "space": "C", "from": "hideout"},
              {"type": "deliver", "piece": "red_a", "seat": "red", "crystals": 1},
              {"type": "safe", "space": "H", "children": ["red_a"], "why": "house"},
              {"type": "no_move", "seat": "red", "points": 3}, {"type": "stop", "piece": "red_a", "space": "C"},
              {"type": "game_end", "winners": ["red"]}]
    model = {"arrow": "P6"}
    shown = beats(events, model, {}, 3)
    assert {b.kind for b in shown} == {e["type"] for e in events} and all(b.sound in SONGS for b in shown)


def test_mm_34_ds_mm_30_frogs_are_drawn_alike_whoever_is_under_them(app, monkeypatch):
    """Twin tables that differ only in who is under two frogs draw identical frames, text and pixels."""
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    monkeypatch.setattr(app, "now", lambda: 1000.0)             # the same moment of every pulse
    frames = []
    for owners in ({1: "red_a", 2: "blue_b"}, {1: "blue_b", 2: "red_a"}):
        session = session_of(2, 8)
        base = session.state
        kids = {c: 0 for c in ("red_b", "blue_a")}
        session.state = evolve(base, children=kids, frogs={1: 9, 2: 12}, frog_owner=owners)
        scene = MagoScene(app, session)
        app.switch(scene)
        scene.update(1000.0)
        app.present()
        frames.append((list(draw.text_log), pygame.image.tobytes(app.window, "RGB")))
        assert not any("red_a" in t or "Red A" in t or "Blue B" in t for t in draw.text_log)
    assert frames[0][0] == frames[1][0] and frames[0][1] == frames[1][1]


def test_mm_07_mm_28_the_results_name_the_winner_and_draw_the_crystals(app):
    view = {"winners": ["blue"], "target": 3, "players": ["red", "blue"], "crystals": {"red": 1, "blue": 3}}
    assert headline(view) == "Blue brought 3 crystals home and wins!"
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    surface = pygame.Surface((1280, 720))
    draw.clear_log()
    draw_details(surface, (40, 200), view)
    assert "1 of 3" in draw.text_log and "3 of 3" in draw.text_log


def test_mm_09_a_whole_bot_game_ends_on_the_results_screen(app):
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    app.sounds.enabled = False
    app.anim_speed = 20.0
    session = session_of(2, 2, variant="short")
    scene = MagoScene(app, session)
    app.switch(scene)
    now = 1000.0
    for _ in range(20000):
        if app.scene is not scene:
            break
        scene.update(now)
        now += 0.25
    assert session.over and app.scene is not scene
    app.present()
    assert not problems("results", (1280, 720))
    winner = session.game.result(session.state)["winners"][0]
    assert f"{winner.capitalize()} brought 2 crystals home and wins!" in draw.text_log
