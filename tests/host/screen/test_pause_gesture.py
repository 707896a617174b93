"""Issue 19 point 2 / item 2 (docs/console.md "Pause"; docs/architecture.md §8, §11): any seat pauses at any
moment by pressing LOCK twice quickly — while it owes input, after it locked, during an animation — a
gesture the peek (a held LOCK) can never be taken for. Through the session and the console's real loop on a
manual clock (:mod:`tests.host.screen.loop_table`): the pause opens from each seat in each state, "Go on"
continues with the state unchanged, what the double press locked in is taken back (and nothing else), the
peek still works, and the TV names the gesture in the headline.
"""
from __future__ import annotations

import pygame
import pytest

from games.core.codec import encode
from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.clock import ManualClock
from host.screen.controls import ControllerWatch
from host.screen.overlays import PauseOverlay, PeekOverlay
from host.screen.table.layer import PAUSE_GESTURE
from tests.host.screen.conftest import bot_session, play_args
from tests.host.screen.loop_table import double_tap, run, tap

SEATS = ("red", "blue")


@pytest.fixture
def loop_app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from host.screen.app import App
    a = App(play_args("--sim", "--seed", "3", "--windowed"), clock=ManualClock())
    a.sounds.enabled = False
    yield a
    a.close()


def table(app, seed: int = 3):
    hands = {c: SimulatedController(c) for c in SEATS}
    session = bot_session(4, seed, "short", humans=hands)
    app.start_game(session, {}, seed)
    return session, hands


def pause_menu(app) -> PauseOverlay | None:
    return next((o for o in app.overlays if isinstance(o, PauseOverlay) and not o.closed), None)


def dial_legal(session, c: SimulatedController) -> None:
    """Turn ``c``'s wheels to a legal answer of its prompt (as the bots would choose)."""
    from games.core.bots import decision_rng
    from games.pixoid.bots import HeuristicBot
    prompt = session.prompts()[c.colour]
    values = HeuristicBot().act(session.game.observe(session.state, prompt.seat), prompt,
                                decision_rng(1, session.step, c.colour))
    for wheel, face in encode(prompt, values).items():
        c.set_face(face, wheel)


def waiting(session) -> list[str]:
    return list(session.status()["waiting_for"])


def both_asked(app, session, hands) -> None:
    """Play (both people answer when asked alone) until Red and Blue are both asked at once, nothing shown."""
    def ready() -> bool:
        w = waiting(session)
        if app.scene.beats or pause_menu(app):
            return False
        if set(SEATS) <= set(w):
            return True
        for seat in SEATS:
            if seat in w:
                dial_legal(session, hands[seat])
                run(app, 0.6)
                tap(app, hands[seat])
                run(app, 0.6)
        return False
    assert run(app, 120, until=ready), "Red and Blue were never asked at once"


def snapshot(session) -> tuple:
    return session.step, session.status(), {s: session.locked_in(s) for s in SEATS}


def go_on(app, by: SimulatedController) -> None:
    menu = pause_menu(app)
    assert menu is not None and menu.entries()[menu.selected][1] == "resume"
    run(app, 0.6)
    tap(app, by)
    assert run(app, 0.5, until=lambda: menu.closed)
    run(app, 0.6)


@pytest.mark.parametrize("seat", SEATS)
def test_a_seat_that_owes_input_pauses_and_go_on_changes_nothing(loop_app, seat):
    app = loop_app
    session, hands = table(app)
    both_asked(app, session, hands)
    dial_legal(session, hands[seat])             # wheels set, but not locked in
    run(app, 0.6)
    before = snapshot(session)
    double_tap(app, hands[seat])
    menu = pause_menu(app)
    assert menu is not None and menu.holder == seat and session._muted
    assert snapshot(session) == before, "the double press locked something in"
    other = hands["blue" if seat == "red" else "red"]
    go_on(app, other)
    assert pause_menu(app) is None and not session._muted
    assert snapshot(session) == before
    assert seat in waiting(session)


@pytest.mark.parametrize("seat", SEATS)
def test_a_seat_that_has_locked_pauses_and_keeps_its_lock_in(loop_app, seat):
    app = loop_app
    session, hands = table(app)
    both_asked(app, session, hands)
    dial_legal(session, hands[seat])
    run(app, 0.6)
    tap(app, hands[seat])                        # locks in; the other seat still thinks
    run(app, 1.0)
    assert session.locked_in(seat)
    before = snapshot(session)
    double_tap(app, hands[seat])
    assert pause_menu(app) is not None and pause_menu(app).holder == seat
    assert snapshot(session) == before, "the lock-in made by an earlier press was lost"
    go_on(app, hands[seat])
    assert snapshot(session) == before


@pytest.mark.parametrize("seat", SEATS)
def test_a_seat_pauses_during_an_animation_and_it_goes_on_from_there(loop_app, seat):
    app = loop_app
    session, hands = table(app)
    both_asked(app, session, hands)
    for c in hands.values():
        dial_legal(session, c)
    run(app, 0.6)
    step = session.step
    for c in hands.values():
        tap(app, c)
    assert run(app, 3.0, until=lambda: app.scene.beats and not app.scene.holding)
    assert session.step == step + 1
    shown = len(app.scene.beats)
    double_tap(app, hands[seat])
    menu = pause_menu(app)
    assert menu is not None and app.frozen()
    run(app, 2.0)
    assert len(app.scene.beats) == shown and session.step == step + 1      # frozen under the menu
    before = snapshot(session)
    go_on(app, hands[seat])
    assert run(app, 20.0, until=lambda: not app.scene.beats)
    assert snapshot(session)[0] == before[0] and not any(session.locked_in(s) for s in SEATS)


def test_the_double_press_of_the_last_seat_never_closes_the_step(loop_app):
    """The first press of a double press would lock in the last answer: the step waits out the double-press
    window, the pause takes that lock-in back, and nothing is applied."""
    app = loop_app
    session, hands = table(app)
    both_asked(app, session, hands)
    red, blue = hands["red"], hands["blue"]
    dial_legal(session, red)
    run(app, 0.6)
    tap(app, red)
    run(app, 1.0)
    dial_legal(session, blue)
    run(app, 0.6)
    step = session.step
    double_tap(app, blue)
    assert pause_menu(app) is not None and session.step == step
    assert not session.locked_in("blue") and session.locked_in("red")
    go_on(app, red)
    run(app, 1.0)
    assert session.step == step and "blue" in waiting(session)
    tap(app, blue)                               # one press: the step closes
    assert run(app, 2.0, until=lambda: session.step == step + 1)


def test_one_press_still_locks_in_and_a_hold_still_peeks(loop_app):
    app = loop_app
    session, hands = table(app)
    both_asked(app, session, hands)
    red = hands["red"]
    dial_legal(session, red)
    run(app, 0.6)
    tap(app, red)
    run(app, 1.0)
    assert session.locked_in("red") and pause_menu(app) is None
    red.press_lock()                             # hold: the peek of what Red locked in, never the pause
    assert run(app, 2.5, until=lambda: any(isinstance(o, PeekOverlay) for o in app.overlays))
    run(app, 2.0)
    assert pause_menu(app) is None
    app.present()
    assert "You locked in" in " ".join(draw.text_log)
    red.release_lock()
    run(app, 0.5)
    assert session.locked_in("red") and not any(isinstance(o, PeekOverlay) for o in app.overlays)


def test_a_double_press_while_another_seat_peeks_closes_the_peek_first(loop_app):
    app = loop_app
    session, hands = table(app)
    both_asked(app, session, hands)
    red, blue = hands["red"], hands["blue"]
    dial_legal(session, red)
    run(app, 0.6)
    tap(app, red)
    run(app, 1.0)
    red.press_lock()
    assert run(app, 3.5, until=lambda: any(isinstance(o, PeekOverlay) and o.showing_view() for o in app.overlays))
    double_tap(app, blue)
    assert pause_menu(app) is not None
    assert not any(isinstance(o, PeekOverlay) and not o.closed for o in app.overlays)
    app.present()
    assert "You locked in" not in " ".join(draw.text_log)          # nothing private behind the menu
    red.release_lock()
    go_on(app, blue)
    assert session.locked_in("red")


def test_the_tv_names_the_pause_gesture_in_the_headline(loop_app):
    app = loop_app
    table(app)
    run(app, 1.0)
    app.present()
    k = draw.scale()
    headline = app.scene.table.layout.headline
    box = next(b for b in draw.text_boxes if b.text == PAUSE_GESTURE)
    assert not box.cut
    assert pygame.Rect(headline.x * k, headline.y * k, headline.w * k, headline.h * k).contains(box.rect)
    assert box.cap >= 16 * k                   # the sofa size: at least 24 px capitals at 1080p


def test_the_watch_reports_a_double_press_only_for_two_quick_short_presses():
    red = SimulatedController("red")
    watch = ControllerWatch()
    watch.watch({"red": red})

    def at(t: float, action) -> list[str]:
        action()
        return [i.kind for i in watch.poll(t)]
    assert at(0.0, red.press_lock) == ["press"]
    assert at(0.1, red.release_lock) == ["release"]
    assert at(0.3, red.press_lock) == ["press", "double"]
    assert at(0.4, red.release_lock) == ["release"]
    assert at(0.6, red.press_lock) == ["press"]                      # a third quick press is a press
    at(0.7, red.release_lock)
    assert at(1.5, red.press_lock) == ["press"]                      # too late after the release
    at(1.6, red.release_lock)
    red.set_wheel("centre", 4)
    assert at(1.7, red.press_lock) == ["turn", "press"]              # dialled in between: two presses
    at(2.5, red.release_lock)                                        # a long press is no half of a double
    assert at(2.6, red.press_lock) == ["press"]
