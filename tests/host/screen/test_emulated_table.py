"""The real firmware at the table (docs/architecture.md §11): two emulated boards (the firmware on the MicroPython unix
port behind pseudo-terminals, through SerialController) join the lobby by pressing LOCK — each board's LED
goes from its boot blink to its seat colour —, the first sets the variant with its wheels, both press LOCK
and the game starts; a board unplugged while the game waits for it pauses the game with the controllers'
menu, and plugged back in (it boots again) the game goes on by itself without a wheel turn."""
from __future__ import annotations

import pygame
import pytest

from hal.controller import LedState
from hal.serial_controller import SerialController
from host.screen.intents import DISCOVERED
from host.screen.overlays import PauseOverlay
from tests.host.emulated import running_boards
from tests.host.screen.table_driver import ticks

COLOURS = ["red", "blue"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A console without --sim: only the controllers that join sit at the table (bots only when asked)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from host.screen.app import App
    from tests.host.screen.conftest import play_args
    a = App(play_args("--no-usb", "--seed", "3", "--journal", str(tmp_path / "g.jsonl")), size=(1280, 720))
    yield a
    a.close()


@pytest.fixture
def boards():
    yield from running_boards(COLOURS)


def tap(app, board) -> None:
    board.press_lock()
    ticks(app, 0.25)
    board.release_lock()
    ticks(app, 0.25)


def test_emulated_boards_join_choose_start_and_survive_an_unplug(app, boards):
    controllers = {c: SerialController(b.path) for c, b in boards.items()}
    try:
        assert all(c.wait_connected(15) for c in controllers.values())
        app.to_lobby()
        lobby = app.scene
        app.post_event(pygame.event.Event(DISCOVERED, controllers=dict(controllers), problems=[]))
        ticks(app, 0.3)
        assert lobby.waiting() == COLOURS and not lobby.seats
        for colour in COLOURS:
            tap(app, boards[colour])
        assert [(s.colour, s.kind) for s in lobby.seats] == [("red", "controller"), ("blue", "controller")]
        assert all(controllers[c].led == LedState.COLOUR for c in COLOURS)
        assert ticks(app, 3.0, until=lambda: boards["red"].led is not None and boards["red"].led[0] > 0
                     and boards["red"].led[0] >= max(boards["red"].led[1:]))      # the board shows red
        rows = [r[0] for r in lobby.menu()]
        left = [0]

        def step_left(step: int) -> None:
            left[0] = (left[0] + step) % 4
            boards["red"].set_wheel("left", left[0])
            assert ticks(app, 2.0, until=lambda r=lobby.row: lobby.row != r)

        while rows[lobby.row] != "variant":                  # red's LEFT wheel picks the line...
            step_left(1)
        boards["red"].set_wheel("centre", 1)                 # ...its CENTRE wheel changes it
        assert ticks(app, 2.0, until=lambda: lobby.settings["variant"] == "short")
        while rows[lobby.row] != "players":
            step_left(-1)
        boards["red"].set_wheel("centre", 2)                 # 2 players -> 3: a bot makes up the count
        assert ticks(app, 2.0, until=lambda: len(lobby.seats) == 3)
        for colour in COLOURS:
            tap(app, boards[colour])
        assert ticks(app, 3.0, until=lambda: app.controls is not None)
        session = app.controls.session
        assert len(session.plans) == 3 and session.state.config.variant == "short"   # a bot made up the count
        first = next(iter(session.prompts()))
        assert first in COLOURS
        boards[first].close()                                # unplugged while the game waits for it
        assert ticks(app, 5.0, until=lambda: any(isinstance(o, PauseOverlay) and o.auto and not o.closed
                                                 for o in app.overlays))
        boards[first].reopen()
        assert ticks(app, 15.0, until=lambda: not any(isinstance(o, PauseOverlay) and not o.closed
                                                      for o in app.overlays))
        assert session.status()["paused"] == [] and not session._muted
    finally:
        for c in controllers.values():
            c.close()
