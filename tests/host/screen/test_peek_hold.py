"""The peek opens only over something to see (docs/architecture.md §8; issue 19 item 4's acceptance finding
"Nothing private right now" under a peek): a LOCK held by a seat with nothing private locks in with its
press, and the peek would take that lock-in back (peeking is not locking in) — so that lock-in is no reason
to open it. Such a hold opens no curtain, keeps its lock-in when let go, and still becomes the pause menu at
:data:`~host.screen.controls.HOLD_PAUSE_S`. Through the console's real loop on a manual clock."""
from __future__ import annotations

import pytest

from host.screen.clock import ManualClock
from host.screen.controls import HOLD_PAUSE_S, HOLD_PEEK_S
from host.screen.overlays import PauseOverlay, PeekOverlay
from tests.host.screen.conftest import play_args
from tests.host.screen.loop_table import run
from tests.host.screen.test_pause_gesture import both_asked, dial_legal, pause_menu, table


@pytest.fixture
def loop_app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from host.screen.app import App
    a = App(play_args("--sim", "--seed", "3", "--windowed"), clock=ManualClock())
    a.sounds.enabled = False
    yield a
    a.close()


def peeks(app) -> list[PeekOverlay]:
    return [o for o in app.overlays if isinstance(o, PeekOverlay) and not o.closed]


def test_a_hold_whose_only_private_line_is_its_own_lock_in_opens_no_peek(loop_app):
    app = loop_app
    session, hands = table(app)
    both_asked(app, session, hands)
    red = hands["red"]
    assert app.controls.channels.peek_lines("red") is None          # nothing private before the press
    dial_legal(session, red)
    run(app, 0.6)
    red.press_lock()                                                # the press locks in; the hold goes on
    assert not run(app, HOLD_PEEK_S + 0.5, until=lambda: peeks(app)), "a peek opened over nothing private"
    red.release_lock()
    run(app, 0.1)
    assert session.locked_in("red"), "a long press with nothing to peek at lost its lock-in"


def test_that_hold_held_on_still_opens_the_pause_menu(loop_app):
    app = loop_app
    session, hands = table(app)
    both_asked(app, session, hands)
    red = hands["red"]
    dial_legal(session, red)
    run(app, 0.6)
    red.press_lock()
    assert run(app, HOLD_PAUSE_S + 0.5, until=lambda: pause_menu(app) is not None)
    assert not peeks(app) and isinstance(pause_menu(app), PauseOverlay) and pause_menu(app).holder == "red"
    assert not session.locked_in("red")                             # the pause is not a lock-in
    red.release_lock()
