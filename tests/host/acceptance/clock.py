"""The acceptance table's clock: the console loop's injected clock (host/screen/clock.py's ``Clock``: ``now()``
and ``wait(flag, seconds)``), so the real loop — the same tick, wait and redraw code — runs on it.

Between moves it runs ``speed`` times faster than the wall clock, in small slices (so a move can stop it at
once). A person's gesture (a press, a double press, a hold) takes the table's **baton**: while it is held the
clock stands still except when its holder moves it on (:meth:`TableClock.advance`), and the holder waits until
the loop has taken in what the hands did and drawn it (:meth:`TableClock.settle`). So what the console measures —
how long LOCK was down, how soon it went down again, how long a curtain stayed — is exactly the human timing
the person meant, however late the emulated board's line or the loop's thread ran on a loaded machine.
"""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator

SLICE_S = 0.004
"""The wall-clock slice the running clock sleeps in between looks at the baton."""


class TableClock:
    """A clock the people at the table conduct; see the module docstring."""

    def __init__(self, speed: float = 5.0, start: float = 1000.0) -> None:
        self.speed = speed
        self.t = start
        self._cv = threading.Condition()
        self._baton = threading.RLock()
        self._held = 0
        self._entered = 0               # waits the loop has begun
        self._blocked_until: float | None = None     # the deadline of the wait the loop sleeps in now
        self._flag: threading.Event | None = None
        self.stopped = False
        self._owner: int | None = None
        """Set by the harness once the console has quit: nothing settles any more."""

    # ---- what the loop calls ------------------------------------------------------------------
    def now(self) -> float:
        with self._cv:
            return self.t

    def wait(self, flag: threading.Event, seconds: float) -> bool:
        with self._cv:
            self._entered += 1
            self._flag = flag
            deadline = self.t + max(0.0, seconds)
        while True:
            if flag.is_set():
                return True
            with self._cv:
                if self.t >= deadline:
                    return False
                if self._held:
                    self._blocked_until = deadline
                    self._cv.notify_all()
                    self._cv.wait(SLICE_S)
                    self._blocked_until = None
                    continue
            began = time.monotonic()
            woke = flag.wait(min(SLICE_S, (deadline - self.t) / self.speed))
            with self._cv:
                if not self._held:
                    self.t = min(deadline, self.t + (time.monotonic() - began) * self.speed)
            if woke:
                return True

    # ---- what the people call -----------------------------------------------------------------
    @contextmanager
    def baton(self) -> Iterator[None]:
        """Hold the table's time: it moves only by :meth:`advance` until the block ends."""
        with self._baton:
            with self._cv:
                self._held += 1
                self._owner = threading.get_ident()
            try:
                yield
            finally:
                with self._cv:
                    self._held -= 1
                    if not self._held:
                        self._owner = None
                    self._cv.notify_all()

    def sleep(self, seconds: float, wake: Callable[[], None]) -> None:
        """Let ``seconds`` of the table's time pass: moved on by this thread if it holds the baton, else
        waited for while the clock runs."""
        if seconds <= 0:
            return
        with self._cv:
            mine = self._owner == threading.get_ident()
            end = self.t + seconds
        if mine:
            self.advance(seconds, wake)
            return
        while self.now() < end and not self.stopped:
            time.sleep(0.002)

    def advance(self, seconds: float, wake: Callable[[], None]) -> None:
        """Move the held clock on by ``seconds``: straight to each moment the loop sleeps until (a frame
        while it animates, a curtain, a deadline), letting it run to rest there, then to the end — the loop
        sees every moment it asked for, as in real time, and no other."""
        with self._cv:
            end = self.t + max(0.0, seconds)
            give_up = time.monotonic() + 10.0
            while self.t < end and not self.stopped and time.monotonic() < give_up:
                if self._rested():
                    self.t = min(end, self._blocked_until)  # type: ignore[type-var]
                    self._cv.notify_all()
                    give_up = time.monotonic() + 10.0
                else:
                    self._cv.wait(SLICE_S)
            self.t = max(self.t, end)
            self._cv.notify_all()
        self.settle(wake, poke=False)

    def _rested(self) -> bool:
        """(Under the lock) the loop sleeps in a wait that does not fall due now and nothing is waking it."""
        return (self._blocked_until is not None and self._blocked_until > self.t
                and not (self._flag is not None and self._flag.is_set()))

    def settle(self, wake: Callable[[], None], poke: bool = True, timeout: float = 10.0) -> bool:
        """With the baton held: wait until the loop sleeps in a wait that began after this call (``poke``:
        wake it first, so it reads the controllers again) and that does not fall due at the clock's time.
        False if the loop did not come to rest within ``timeout`` wall seconds (it is not running)."""
        with self._cv:
            mark = self._entered
        if poke:
            wake()
        end = time.monotonic() + timeout
        with self._cv:
            while time.monotonic() < end and not self.stopped:
                if self._rested() and (not poke or self._entered > mark):
                    return True
                self._cv.wait(SLICE_S)
        return False
