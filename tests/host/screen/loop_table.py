"""The console's real loop on a manual clock, for screen tests (docs/architecture.md §3): :func:`run` calls
``App.tick()`` — the same wait, dispatch, update and redraw code the console runs — on an app built with a
:class:`~host.screen.clock.ManualClock`, so time passes only while the loop sleeps and a frame that is never
redrawn is never drawn here either. People act with human timing: a press is down, then up a moment later
(:func:`tap`), a double press is two taps with a short gap (:func:`double_tap`), a hold stays down."""
from __future__ import annotations

from typing import Any, Callable

from hal.simulated import SimulatedController

PRESS_S = 0.12
"""How long a finger stays on LOCK for one press."""
GAP_S = 0.15
"""Between the two presses of a double press."""


def run(app: Any, seconds: float, until: Callable[[], Any] | None = None) -> bool:
    """Run the app's loop for ``seconds`` of its clock (or until ``until()`` is true); True if it came true
    (always True without ``until``)."""
    end = app.now() + seconds
    while app.now() < end:
        app.tick(until=end)
        if until is not None and until():
            return True
    return until is None


def tap(app: Any, c: SimulatedController) -> None:
    """One press of LOCK, as a person makes it."""
    c.press_lock()
    run(app, PRESS_S)
    c.release_lock()
    app.tick()


def double_tap(app: Any, c: SimulatedController) -> None:
    """Two quick presses of LOCK: the pause gesture."""
    tap(app, c)
    run(app, GAP_S)
    tap(app, c)
