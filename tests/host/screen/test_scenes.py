"""Every scene renders headless over many seeded states (docs/architecture.md §5): all-bot Pixoid games with
3 and 4 players, standard and short (PX-01, PX-36, PX-38, PX-42), drawn after every update and every
animation beat; lobby, controller test, results, pause and help overlays."""
from __future__ import annotations

import pygame
import pytest

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.intents import Intent
from host.screen.overlays import HelpOverlay, PauseOverlay, load_help
from host.screen.scenes.controller_test import ControllerTestScene
from host.screen.scenes.lobby import LobbyScene, playable
from host.screen.games.pixoid.scene import PixoidScene
from host.screen.scenes.results import ResultsScene
from tests.host.screen.conftest import bot_session


def drive_to_results(app, session, draw_every: int = 1, max_ticks: int = 20000) -> PixoidScene:
    scene = PixoidScene(app, session)
    app.switch(scene)
    now = 1000.0
    for tick in range(max_ticks):
        app.scene.update(now)
        if tick % draw_every == 0 or app.scene is not scene:
            app.present()
        if app.scene is not scene:
            return scene
        now += 10.0
    raise AssertionError("the game did not reach the results screen")


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("variant", ["standard", "short"])
@pytest.mark.parametrize("seed", [1, 2, 7])
def test_pixoid_game_renders_to_results(app, players, variant, seed):
    """PX-01, PX-36, PX-38, PX-42: a whole bot game is drawn beat by beat and ends on the results."""
    session = bot_session(players, seed, variant)
    scene = drive_to_results(app, session, draw_every=1 if seed == 1 else 3)
    assert session.over
    assert isinstance(app.scene, ResultsScene)
    assert {"place", "reveal", "move", "round_end", "game_end"} <= set(scene.log)
    app.present()
    text = " ".join(draw.text_log)
    assert "RESULTS" in text
    for colour in session.state.config.players:
        assert f"{colour.capitalize()} ({colour[0].upper()})" in text     # colour AND letter


def test_final_model_matches_view(app):
    """After each animation the drawn model equals the TV view (timeline patches are complete)."""
    session = bot_session(4, 11)
    scene = PixoidScene(app, session)
    app.switch(scene)
    now = 0.0
    for _ in range(3000):
        if session.over:
            break
        scene.update(now)
        if not scene.beats:
            view = session.game.observe(session.state, None)
            assert scene.model["positions"] == view["positions"]
            assert sorted(scene.model["bonus"]) == sorted(view["bonus"])
            assert scene.model["reserve_taken"] == view["reserve_taken"]
        now += 10.0


def test_lobby_renders_and_builds_seats(app):
    lobby = LobbyScene(app)
    app.switch(lobby)
    app.present()
    assert len(lobby.seats) == 4 and all(s.kind == "bot" for s in lobby.seats)
    for intent in [Intent("digit", 3), Intent("letter", "k"), Intent("direction", "down"), Intent("direction", "right"),
                   Intent("letter", "v"), Intent("letter", "o"), Intent("delete"), Intent("letter", "b"),
                   Intent("digit", 5)]:
        lobby.handle(intent)
        app.present()
    assert lobby.settings["variant"] == "short"
    assert 3 <= len(lobby.seats) <= 4
    games = playable()
    lobby.handle(Intent("letter", "g"))          # G: the next game with a console screen
    assert lobby.game == games[(games.index("pixoid") + 1) % len(games)]
    assert len({s.colour for s in lobby.seats}) == len(lobby.seats)
    text = " ".join(draw.text_log)
    assert "Seat 1:" in text and "(" in text


def test_lobby_without_controllers_says_so(app):
    app.args.sim = False
    lobby = LobbyScene(app)
    app.switch(lobby)
    lobby.on_discovered({}, [])
    app.present()
    text = " ".join(draw.text_log)
    assert "No controller was found" in text and "simulated players" in text
    lobby.handle(Intent("letter", "s"))
    assert len(lobby.seats) == 4


def test_lobby_start_opens_the_game(app, tmp_path):
    app.args.journal = str(tmp_path / "game.jsonl")
    lobby = LobbyScene(app)
    app.switch(lobby)
    lobby.handle(Intent("digit", 3))
    lobby.handle(Intent("letter", "k"))   # 3 players: a keyboard seat needs the extra Bug on the keyboard too
    lobby.handle(Intent("delete"))
    lobby.handle(Intent("letter", "k"))
    lobby.handle(Intent("confirm"))
    assert isinstance(app.scene, PixoidScene)
    assert (tmp_path / "game.jsonl").exists()
    app.scene.update(0.0)
    app.present()
    assert any("PIXOID" in t for t in draw.text_log)      # the lead role in its seat row


def test_lobby_sets_arrow_frame_and_maze_px02_px16(app, tmp_path):
    """PX-02, PX-16: the lobby chooses the board assembly and how arrows are read."""
    app.args.journal = str(tmp_path / "game.jsonl")
    lobby = LobbyScene(app)
    app.switch(lobby)
    lobby.handle(Intent("letter", "f"))
    lobby.handle(Intent("letter", "m"))
    app.present()
    assert lobby.settings["frame"] == "seat" and lobby.settings["board"] != "1A 2A 3A 4A"
    assert "from each player's own edge" in " ".join(draw.text_log)
    lobby.handle(Intent("confirm"))
    config = app.scene.session.state.config
    assert config.frame == "seat" and " ".join(f"{t}{s}" for t, s in config.assembly) == lobby.settings["board"]


def test_controller_test_scene_shows_live_faces(app):
    red, blue = SimulatedController("red"), SimulatedController("blue")
    scene = ControllerTestScene(app, {"red": red, "blue": blue})
    app.switch(scene)
    for direction, number in [("up", 5), ("left", 17), ("down", 30), ("right", 0)]:
        red.set_faces(direction=direction, number=number, symbol="blue_crescent")
        blue.press_lock()
        app.present()
        text = " ".join(draw.text_log)
        assert str(number) in text and f"left: {direction}" in text and "LOCK PRESSED" in text
        blue.release_lock()
    scene.handle(Intent("letter", "i"))
    assert red.led_history[-1].value == "identify"
    scene.handle(Intent("letter", "l"))
    scene.handle(Intent("next"))
    scene.handle(Intent("letter", "l"))
    app.present()
    scene.exit()


def test_controller_test_practice_mode(app):
    scene = ControllerTestScene(app, {})
    app.switch(scene)
    scene.handle(Intent("direction", "left"))
    scene.handle(Intent("digit", 2))
    scene.handle(Intent("digit", 4))
    app.present()
    assert "24" in draw.text_log and "practice" in " ".join(draw.text_log)


def test_results_and_overlays_render(app):
    session = bot_session(3, 4, "short")
    drive_to_results(app, session, draw_every=50)
    for page in range(len(load_help("pixoid")["pages"])):
        help_overlay = HelpOverlay("pixoid")
        help_overlay.page = page
        app.overlays = [help_overlay]
        app.present()
        assert load_help("pixoid")["pages"][page]["heading"] in " ".join(draw.text_log)
    app.overlays = [PauseOverlay()]
    app.present()
    assert "PAUSED" in draw.text_log


def test_help_text_is_data():
    pages = load_help("pixoid")["pages"]
    assert len(pages) >= 5
    text = " ".join(" ".join(p["lines"]) for p in pages)
    assert "silent" in text and "12" in text and "Short game" in text


def test_auto_pause_names_the_disconnected_seat(app):
    red = SimulatedController("red")
    session = bot_session(4, 5, humans={"red": red})
    scene = PixoidScene(app, session)
    app.switch(scene)
    red.unplug()
    scene.update(0.0)
    assert any(isinstance(o, PauseOverlay) and o.auto for o in app.overlays)
    app.present()
    assert "Red (R)" in " ".join(draw.text_log)
    red.plug()
    scene.next_poll = 0.0
    scene.update(1.0)
    app.dispatch(Intent("wake"))
    assert not any(isinstance(o, PauseOverlay) and not o.closed for o in app.overlays)


def test_window_scaling_and_fullscreen(app):
    """The frame is drawn at the window's real resolution: coordinates and fonts scale with the window,
    letterboxed 16:9 on a square window; F11 twice comes back to a window and remembers the choice."""
    from host import settings
    app.window = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app._layout()
    app.to_lobby()
    app.present()
    assert draw.scale() == 1.5 and draw.box(pygame.Rect(0, 0, 1280, 720)).size == (1920, 1080)
    big = max(b.cap for b in draw.text_boxes)
    app.window = pygame.display.set_mode((1000, 1000), pygame.RESIZABLE)
    app._layout()
    app.present()
    frame = draw.box(pygame.Rect(0, 0, 1280, 720))
    assert frame.width == 1000 and frame.height == 562 and frame.top == 219      # letterboxed 16:9
    assert max(b.cap for b in draw.text_boxes) < big                           # text rendered smaller
    app.dispatch(Intent("fullscreen"))
    app.present()
    assert app.fullscreen and not settings.windowed()
    app.dispatch(Intent("fullscreen"))
    app.present()
    assert not app.fullscreen and settings.windowed()
