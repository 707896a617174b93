"""Point 1 of issue 19 (docs/architecture.md §3, §8): what changes on screen with time is drawn by the console's
real loop without anyone touching anything. The app runs on a manual clock through ``App.tick`` — the same
wait, update and redraw code as the console — and the test reads the frames the app actually drew.

- the TV peek: holding LOCK shows the curtain ("Only Red looks"), and CURTAIN_S later the loop draws the
  seat's private view by itself (before, the view appeared only when another controller happened to turn
  a wheel);
- a notice and the error bar go away when their time is up.
"""
from __future__ import annotations

import pytest

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.clock import ManualClock
from host.screen.overlays import CURTAIN_S, PeekOverlay
from tests.host.screen.conftest import bot_session, play_args
from tests.host.screen.loop_table import run, tap


@pytest.fixture
def loop_app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from host.screen.app import App
    a = App(play_args("--sim", "--seed", "3", "--windowed"), clock=ManualClock())
    a.sounds.enabled = False
    yield a
    a.close()


def frames_of(app) -> list[tuple[float, str, object]]:
    """Every frame the app draws from now on: (clock time, its text, the top overlay)."""
    frames: list[tuple[float, str, object]] = []
    app.on_frame = lambda: frames.append((app.now(), " ".join(draw.text_log), app.overlays[-1] if app.overlays else None))
    return frames


def refused_red(app):
    """A Pixoid table where Red (a person) has just had a setting refused: something private to peek at."""
    red, blue = SimulatedController("red"), SimulatedController("blue")
    session = bot_session(4, 3, "short", humans={"red": red, "blue": blue})
    app.start_game(session, {}, 3)
    assert run(app, 30, until=lambda: "red" in session.status()["waiting_for"] and not app.scene.beats)
    red.set_faces(number=30)                             # a Starting Pix that does not exist
    tap(app, red)
    run(app, 0.5)
    assert session.private_note("red")
    return session, red


def test_the_peek_shows_the_private_view_after_the_curtain_without_any_other_input(loop_app):
    app = loop_app
    session, red = refused_red(app)
    frames = frames_of(app)
    red.press_lock()                                     # and holds it: nothing else happens at the table
    assert run(app, 2.5, until=lambda: any(isinstance(o, PeekOverlay) for o in app.overlays))
    peek = next(o for o in app.overlays if isinstance(o, PeekOverlay))
    run(app, 2.0)
    curtain = [t for t, text, top in frames if top is peek and "Only Red" in text]
    view = [t for t, text, top in frames if top is peek and "Refused:" in text]
    assert curtain, "the curtain was never drawn"
    assert view, "the private view was never drawn after the curtain"
    assert view[0] - curtain[0] <= CURTAIN_S + 0.1 and view[0] - curtain[0] <= 1.5
    red.release_lock()
    assert run(app, 0.5, until=lambda: peek.closed)
    run(app, 0.2)
    assert "Refused:" not in frames[-1][1]                # gone from the TV with the release


def test_a_notice_and_the_error_bar_go_away_by_themselves(loop_app):
    app = loop_app
    red, blue = SimulatedController("red"), SimulatedController("blue")
    app.start_game(bot_session(4, 3, "short", humans={"red": red, "blue": blue}), {}, 3)
    run(app, 0.5)
    frames = frames_of(app)
    app.scene.set_notice("A short notice", 2.0)
    app.show_error("A short error", 3.0)
    start = app.now()
    run(app, 4.0)
    assert "A short notice" in frames[0][1] and "A short error" in frames[0][1]
    assert "A short notice" not in frames[-1][1] and "A short error" not in frames[-1][1]
    gone = next(t for t, text, _ in frames if "A short error" not in text)
    assert gone - start <= 3.1
