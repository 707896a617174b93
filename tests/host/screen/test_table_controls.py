"""The table's controls during a game (docs/architecture.md §8, §11), driven only by controllers:

- secrecy: the TV's draw log never holds a refusal's reason or a seat's private view ("you locked in …"),
  except inside that seat's own peek (hold LOCK 2 s: a full-screen curtain "only Red looks", then the view
  while the button is held, gone on release);
- hold LOCK 3 s with nothing to peek → the pause menu, operated by wheels and LOCK; the session reads no
  game input meanwhile;
- a vanished controller pauses the game with a menu (wait / a bot takes the seat / end); plugging it back
  in goes on by itself without any wheel turn; choosing "a bot takes Red's seat" from another controller
  seats a bot and the game plays to its end.
"""
from __future__ import annotations

import time

import pytest

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.overlays import PauseOverlay, PeekOverlay
from host.seats import BOT
from tests.host.screen.conftest import bot_session, play_args
from tests.host.screen.table_driver import Players, press, ticks, turn


@pytest.fixture
def manual_app(tmp_path, monkeypatch):
    """The app on a :class:`~host.screen.clock.ManualClock`: a whole game's beats and pauses pass as the loop
    ticks, never waiting for the wall clock (the real loop, scenes and session all the same)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from host.screen.app import App
    from host.screen.clock import ManualClock
    a = App(play_args("--sim", "--seed", "3", "--windowed"), clock=ManualClock())
    yield a
    a.close()


def start(app, seed: int = 3):
    red, blue = SimulatedController("red"), SimulatedController("blue")
    session = bot_session(4, seed, "short", humans={"red": red, "blue": blue})
    app.start_game(session, {}, seed)
    return session, red, blue


def top(app):
    live = [o for o in app.overlays if not o.closed]
    return live[-1] if live else None


def test_refusals_and_private_views_reach_the_tv_only_in_that_seats_peek(app):
    """CON-05, docs/architecture.md §8."""
    session, red, blue = start(app)
    frames: list[tuple[str, object]] = []
    app.on_frame = lambda: frames.append((" ".join(draw.text_log), top(app)))
    players = Players({"blue": blue})
    refused = None
    end = time.monotonic() + 30
    while time.monotonic() < end and refused is None:      # red dials a Starting Pix that does not exist
        ticks(app, 0.05)
        players.act(session)
        if "red" in session.prompts() and session.state.phase == "place":
            red.set_faces(number=30)
            press(red)
            ticks(app, 0.2)
            refused = session.private_note("red")
    assert refused, "red was never asked to place"
    assert app.controls.channels.peek_lines("red")[0] == f"Refused: {refused}"
    both, red_only = Players({"red": red, "blue": blue}), Players({"red": red})
    until_program = time.monotonic() + 30
    while time.monotonic() < until_program and not (session.locked_in("red")
                                                     and "blue" in session.status()["waiting_for"]):
        ticks(app, 0.05)
        (both if session.state.phase == "place" else red_only).act(session)      # blue thinks on
    locked = app.controls.channels.peek_lines("red")
    assert locked and locked[0].startswith("You locked in:")
    ticks(app, 0.6)                                          # a moment later (two quick presses: the pause)
    red.press_lock()                                         # hold: the peek
    assert ticks(app, 2.6, until=lambda: isinstance(top(app), PeekOverlay))
    peek = top(app)
    app.present()
    assert "Only Red (R) looks" in " ".join(draw.text_log) and "You locked in" not in " ".join(draw.text_log)
    assert ticks(app, 1.5, until=lambda: peek.showing_view())
    app.present()
    assert locked[0] in " ".join(draw.text_log)
    red.release_lock()
    assert ticks(app, 0.5, until=lambda: peek.closed)
    app.present()
    private = [refused, "You locked in", "Refused:"]
    for text, overlay in frames:
        if isinstance(overlay, PeekOverlay) and overlay.seat == "red":
            continue
        assert not any(p in text for p in private), text


def test_hold_lock_three_seconds_opens_the_pause_menu_for_the_controllers(app):
    session, red, blue = start(app, seed=5)
    ticks(app, 0.3)
    holder = next(c for c in (red, blue)                     # a player with nothing to peek at, not asked now
                  if c.colour not in session.prompts() and not app.controls.channels.peek_lines(c.colour))
    holder.press_lock()
    assert ticks(app, 3.6, until=lambda: isinstance(top(app), PauseOverlay))
    menu = top(app)
    assert not menu.auto and menu.holder == holder.colour and session._muted
    assert [e[1] for e in menu.entries()] == ["resume", "bot", "help", "leave"]
    holder.release_lock()
    other = blue if holder is red else red
    step = session.step
    turn(other, "left", 1)                                    # "a bot takes …'s seat"
    ticks(app, 0.1)
    assert menu.selected == 1 and session.step == step
    turn(other, "left", -1)                                   # back to "go on"
    ticks(app, 0.1)
    press(other)
    assert ticks(app, 0.5, until=lambda: menu.closed)
    ticks(app, 0.1)
    assert not session._muted and session.plans[holder.colour].kind != BOT


@pytest.mark.slow
def test_a_vanished_controller_comes_back_without_any_wheel_turn(manual_app):
    app = manual_app
    session, red, blue = start(app, seed=3)
    players = Players({"red": red, "blue": blue})
    assert ticks(app, 20, until=lambda: "red" in session.prompts() or players.act(session))
    red.unplug()
    assert ticks(app, 1.0, until=lambda: isinstance(top(app), PauseOverlay) and top(app).auto)
    menu = top(app)
    app.present()
    assert "WAITING FOR A CONTROLLER" in draw.text_log
    assert [e[0] for e in menu.entries()] == ["Wait for Red (R)", "A bot takes Red (R)'s seat", "Rules help", "End the game"]
    positions = (red.snapshot().positions, blue.snapshot().positions)
    red.plug()
    assert ticks(app, 1.0, until=lambda: menu.closed and top(app) is None)
    assert (red.snapshot().positions, blue.snapshot().positions) == positions          # nobody turned a wheel
    assert session.plans["red"].kind != BOT
    assert players.play_to_results(app, 60)


@pytest.mark.slow
def test_another_controller_lets_a_bot_take_the_vanished_seat(manual_app, tmp_path):
    app = manual_app
    from host.journal import read
    from host.table import start_session
    from host.seats import CONTROLLER, SeatPlan
    red, blue = SimulatedController("red"), SimulatedController("blue")
    colours = ["red", "blue", "green", "yellow"]
    plans = {c: SeatPlan(c, CONTROLLER, None, f"SIM-{c}") if c in ("red", "blue") else SeatPlan(c, BOT) for c in colours}
    path = tmp_path / "g.jsonl"
    session = start_session("pixoid", {"players": colours, "variant": "short"}, 3, plans,
                            {"red": red, "blue": blue}, path)
    app.start_game(session, {}, 3)
    players = Players({"red": red, "blue": blue})
    assert ticks(app, 20, until=lambda: "red" in session.prompts() or players.act(session))
    red.unplug()
    assert ticks(app, 1.0, until=lambda: isinstance(top(app), PauseOverlay) and top(app).auto)
    menu = top(app)
    turn(blue, "centre", 1)
    ticks(app, 0.1)
    assert menu.selected == 1
    press(blue)
    assert ticks(app, 1.0, until=lambda: menu.closed)
    assert session.plans["red"].kind == BOT
    assert players.play_to_results(app, 60)
    journal = read(path)
    assert [(plan["colour"], plan["kind"]) for _, plan, _ in journal.seats] == [("red", "bot")]


def test_a_keyboard_seat_peeks_with_p(app):
    """The keyboard keeps working (docs/architecture.md §11): P peeks for the keyboard seat the keys are for."""
    from host.seats import KEYBOARD, SeatPlan
    from host.table import keyboard_stand_in, start_session
    red = keyboard_stand_in("red")
    colours = ["red", "blue", "green", "yellow"]
    plans = {c: SeatPlan(c, KEYBOARD, None, red.uid) if c == "red" else SeatPlan(c, BOT) for c in colours}
    session = start_session("pixoid", {"players": colours, "variant": "short"}, 3, plans, {"red": red}, None)
    app.start_game(session, {"red": red}, 3)
    assert ticks(app, 10, until=lambda: "red" in session.prompts())
    red.set_faces(number=30)
    press(red)
    assert ticks(app, 1.0, until=lambda: bool(session.private_note("red")))
    from host.screen.intents import Intent
    app.dispatch(Intent("letter", "p"))
    peek = top(app)
    assert isinstance(peek, PeekOverlay) and peek.seat == "red" and peek.keyboard
    assert ticks(app, 1.5, until=lambda: peek.showing_view())
    app.present()
    assert f"Refused: {session.private_note('red')}" in " ".join(draw.text_log)
    app.dispatch(Intent("letter", "p"))
    assert peek.closed


def test_rules_help_from_the_pause_menu_by_controller(app):
    from host.screen.overlays import HelpOverlay
    session, red, blue = start(app, seed=5)
    ticks(app, 0.1)
    app.push_overlay(PauseOverlay(holder="blue"))
    menu = top(app)
    assert [e[1] for e in menu.entries()] == ["resume", "bot", "help", "leave"]
    turn(red, "centre", 2)
    ticks(app, 0.1)
    press(red)
    assert ticks(app, 0.5, until=lambda: isinstance(top(app), HelpOverlay))
    turn(red, "centre", 1)                                    # the next page
    ticks(app, 0.1)
    assert top(app).page == 1
    press(red)                                                # closes the help: back to the menu
    assert ticks(app, 0.5, until=lambda: top(app) is menu)
    assert session._muted
