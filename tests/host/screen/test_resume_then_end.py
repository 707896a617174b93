"""Resume, then "End the game" (issue 19 point 3 and the empty lobby): ``eightbit resume JOURNAL --controllers …``
through the real command path onto the real console loop, with emulated boards running the real firmware.
Ending the game from the pause menu hands the resumed session's controllers to the lobby exactly as ``play``
does: the lobby keeps the table's seats (the same controllers and the bot), no port-lock error is shown, R
finds nothing busy, and the boards' LOCK presses still reach the lobby. A ``play`` table ended the same way
keeps its seats too."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from host.cli import main
from host.screen.intents import DISCOVERED, Intent
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session
from tests.host.emulated import running_boards
from tests.host.screen.table_driver import ticks
from tests.support import wait_for as wait

COLOURS = ["red", "blue"]


@pytest.fixture
def boards():
    """Two booted boards (each has said hello once, so the command's own search does not race their boot)."""
    from hal.hub import probe
    for started in running_boards(COLOURS):
        assert all(wait(lambda b=b: probe(b.path, 0.5).hello is not None, 30) for b in started.values())
        yield started


def write_journal(path: Any, boards: dict[str, Any]) -> None:
    """A Pixoid game of red and blue (controllers) and green (a bot) that stopped before its first step."""
    from hal.simulated import SimulatedController
    plans = {c: SeatPlan(c, CONTROLLER, None, boards[c].uid) for c in COLOURS}
    plans["green"] = SeatPlan("green", BOT, "heuristic")
    stand_ins = {c: SimulatedController(c, uid=boards[c].uid) for c in COLOURS}
    session = start_session("pixoid", {"players": list(plans), "variant": "standard"}, 5, plans, stand_ins, path)
    session.close()


def seats(lobby: Any) -> list[tuple[str, str]]:
    return [(s.colour, s.kind) for s in lobby.seats]


def end_the_game(app: Any) -> None:
    """Open the pause menu and choose "End the game", as the table does."""
    app.dispatch(Intent("back"))
    app.dispatch(Intent("letter", "q"))
    ticks(app, 0.3, until=lambda: app.scene is not None and app.scene.name == "lobby")


def busy_lines(lobby: Any) -> list[str]:
    return [p for p in lobby.problems + [lobby.notice] if "lock port" in p or "Errno" in p]


def tap(app: Any, board: Any) -> None:
    board.press_lock()
    ticks(app, 0.25)
    board.release_lock()
    ticks(app, 0.25)


def test_resume_then_end_the_game_keeps_every_controller(boards, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    journal = tmp_path / "game.jsonl"
    write_journal(journal, boards)
    apps: list[Any] = []

    def console(args: Any, session: Any = None) -> int:
        """The real run_console's App and run(), stopped after its first frame so the test drives the loop."""
        from host.screen.app import App
        app = App(args, size=(1280, 720))
        app.sounds.enabled = False
        app.on_frame = lambda: setattr(app, "running", False)
        app.run(session)
        app.on_frame = None
        apps.append(app)
        return 0

    monkeypatch.setattr("host.screen.app.run_console", console)
    monkeypatch.setattr("host.screen.display.window_or_headless", lambda verb, game: True)
    paths = [boards[c].path for c in COLOURS]
    assert main(["resume", str(journal), "--no-usb", "--controllers", *paths]) == 0
    app = apps[0]
    try:
        assert app.controls is not None and app.scene.name != "lobby"
        held = {c: app.controls.session.controllers[c] for c in COLOURS}
        end_the_game(app)
        lobby = app.scene
        assert lobby.name == "lobby"
        assert seats(lobby) == [("red", CONTROLLER), ("blue", CONTROLLER), ("green", BOT)]
        assert {s.colour: s.controller for s in lobby.seats if s.kind == CONTROLLER} == held
        assert not busy_lines(lobby) and not lobby.discovering
        lobby.handle(Intent("letter", "r"))                    # R looks again: nothing is busy
        assert ticks(app, 10.0, until=lambda: not lobby.discovering)
        assert not busy_lines(lobby), busy_lines(lobby)
        assert seats(lobby) == [("red", CONTROLLER), ("blue", CONTROLLER), ("green", BOT)]
        for colour in COLOURS:                                 # the boards still drive the lobby
            tap(app, boards[colour])
        assert ticks(app, 3.0, until=lambda: app.controls is not None)
        session = app.controls.session
        assert {c: session.controllers[c] for c in COLOURS} == held          # the same boards play again
    finally:
        app.close()


def test_play_then_end_the_game_keeps_the_seats(tmp_path, monkeypatch):
    """The lobby after End keeps the table: the same controller, bot and keyboard seats, ready to confirm."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from hal.simulated import SimulatedController
    from host.screen.app import App
    from tests.host.screen.conftest import play_args
    app = App(play_args("--no-usb", "--seed", "3"), size=(1280, 720))
    app.sounds.enabled = False
    try:
        red = SimulatedController("red")
        app.to_lobby()
        lobby = app.scene
        app.post_event(pygame.event.Event(DISCOVERED, controllers={"red": red}, problems=[]))
        ticks(app, 0.2)
        lobby.join("red")
        lobby.handle(Intent("letter", "b"))
        lobby.handle(Intent("letter", "k"))
        table = seats(lobby)
        assert table == [("red", CONTROLLER), ("blue", BOT), ("green", "keyboard")]
        lobby.start()
        assert app.controls is not None
        end_the_game(app)
        assert app.scene.name == "lobby"
        assert seats(app.scene) == table
        assert app.scene.seats[0].controller is red and not app.scene.seats[0].ready
    finally:
        app.close()
