"""The console loop's clock (docs/architecture.md §3): what :class:`host.screen.app.App` reads the time from and
sleeps on, injectable so a test or an acceptance harness runs the real loop — the same tick, wait and
redraw code — on a clock of its own.

- :class:`WallClock` (the default): ``time.monotonic()``; ``speed`` > 1 runs the table's time faster than
  the wall clock (every deadline, hold threshold and animation falls due ``speed`` times sooner, and the
  loop sleeps ``1/speed`` as long), for harnesses with real controller threads.
- :class:`ManualClock`: time moves only when the loop sleeps (by exactly as long as it meant to sleep,
  unless something woke it) or when a test calls :meth:`ManualClock.advance`, so a test is exact and
  never waits for the wall clock.

Both offer ``now()`` and ``wait(flag, seconds)``: sleep until ``flag`` (a ``threading.Event`` the
controller threads set) is set or ``seconds`` of this clock's time have passed; True if it was set.
"""
from __future__ import annotations

import threading
import time
from typing import Protocol


class Clock(Protocol):
    """What the loop needs of a clock."""

    def now(self) -> float:
        """The current time in seconds (monotonic)."""

    def wait(self, flag: threading.Event, seconds: float) -> bool:
        """Sleep until ``flag`` is set or ``seconds`` have passed on this clock; True if ``flag`` was set."""


class WallClock:
    """``time.monotonic()``, optionally running ``speed`` times faster than the wall clock."""

    def __init__(self, speed: float = 1.0) -> None:
        if speed <= 0:
            raise ValueError(f"a clock's speed must be above 0, not {speed}")
        self.speed = speed
        self._origin = time.monotonic()

    def now(self) -> float:
        real = time.monotonic()
        return real if self.speed == 1.0 else self._origin + (real - self._origin) * self.speed

    def wait(self, flag: threading.Event, seconds: float) -> bool:
        return flag.wait(max(0.0, seconds) / self.speed)


class ManualClock:
    """A clock that moves only when the loop sleeps or a test calls :meth:`advance`."""

    def __init__(self, start: float = 1000.0) -> None:
        self.t = start

    def now(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += max(0.0, seconds)

    def wait(self, flag: threading.Event, seconds: float) -> bool:
        if flag.is_set():
            return True
        self.advance(seconds)
        return False
