"""People's hands on emulated boards, with human timing: a wheel is turned and let go, a press is LOCK down
then up, a hold is LOCK held. Each move waits until the console's own controller (the SerialController it
reads the board through) has seen it and the console loop has taken it in (:class:`TableClock`'s baton and
``settle``), and every duration — how long LOCK stays down, the gap of a double press, a hold — is measured on
the table's clock, the one the console reads: a loaded machine makes a table slower, never its timing different.
"""
from __future__ import annotations

import time
from typing import Any, Callable

from tests.host.acceptance.clock import TableClock

PRESS_S = 0.12
"""How long a finger stays on LOCK for a press."""
LET_GO_S = 0.05
"""A hand's pause after a wheel comes to rest."""
DOUBLE_GAP_S = 0.1
"""Between the two presses of the pause gesture."""
SEEN_S = 3.0
"""How long (wall seconds) a move may take to reach the console's controller before the hand goes on."""
APART_S = 0.6
"""Two presses meant as two answers are this far apart at least (a person looks at the TV in between); only
the pause gesture presses twice at once."""


class Hands:
    """One person's hands on one board; ``controller()`` is the console's controller for that board now,
    ``wake()`` wakes the console loop (as a controller's own wake-up does)."""

    def __init__(self, board: Any, controller: Callable[[], Any], clock: TableClock, wake: Callable[[], None]) -> None:
        self.board = board
        self.colour: str = board.colour
        self.controller = controller
        self.clock = clock
        self.wake = wake
        self.let_go_at = -1e9

    def _seen(self, done: Callable[[Any], bool]) -> None:
        end = time.monotonic() + SEEN_S
        while time.monotonic() < end:
            c = self.controller()
            if c is not None and done(c.snapshot()):
                return
            time.sleep(0.002)

    def _taken_in(self, done: Callable[[Any], bool]) -> None:
        """The controller has seen the move and the loop has read it (baton held)."""
        self._seen(done)
        self.clock.settle(self.wake)

    def wait(self, seconds: float) -> None:
        """Let ``seconds`` of the table's time pass (:meth:`TableClock.sleep`)."""
        self.clock.sleep(seconds, self.wake)

    def position(self, wheel: str) -> int:
        i = ("left", "centre", "right").index(wheel)
        centres = list(self.board.centres[i])
        return centres.index(self.board.raw[i]) if self.board.raw[i] in centres else 0

    def turn(self, wheel: str, detents: int) -> None:
        """Turn ``wheel`` by ``detents`` (signed), one detent at a time, wrapping round as a wheel does."""
        i = ("left", "centre", "right").index(wheel)
        count = len(self.board.centres[i])
        for _ in range(abs(detents)):
            self.set_wheel(wheel, (self.position(wheel) + (1 if detents > 0 else -1)) % count)

    def set_wheel(self, wheel: str, position: int) -> None:
        i = ("left", "centre", "right").index(wheel)
        self.board.set_wheel(wheel, position)        # a wheel has no timing: the console's controller sees it
        self._seen(lambda s: s.positions[i] == position)
        self.wait(LET_GO_S)

    def dial(self, wheel: str, face: Any) -> None:
        """Turn ``wheel`` until it shows ``face``."""
        self.set_wheel(wheel, self.board.table.position_of(wheel, face))

    def down(self) -> None:
        """LOCK goes down (call with the baton held: :meth:`TableClock.baton`)."""
        self.board.press_lock()
        self._taken_in(lambda s: s.locked)

    def up(self) -> None:
        """LOCK goes up (baton held)."""
        self.board.release_lock()
        self._taken_in(lambda s: not s.locked)
        self.let_go_at = self.clock.now()

    def _press(self) -> None:
        self.down()
        self.clock.advance(PRESS_S, self.wake)
        self.up()

    def apart(self) -> None:
        self.wait(self.let_go_at + APART_S - self.clock.now())

    def press(self) -> None:
        """LOCK down, then up after :data:`PRESS_S`, at least :data:`APART_S` after this hand's last press."""
        self.apart()
        with self.clock.baton():
            self._press()

    def double_press(self) -> None:
        """LOCK pressed twice quickly: a short press, let go, pressed again at once."""
        self.apart()
        with self.clock.baton():
            self._press()
            self.clock.advance(DOUBLE_GAP_S, self.wake)
            self._press()

    def hold(self, seconds: float, until: Callable[[], bool] | None = None) -> float:
        """Hold LOCK for ``seconds`` of the table's time (or until ``until()``); returns when it went down."""
        self.apart()
        with self.clock.baton():
            self.down()
            since = self.clock.now()
            while self.clock.now() - since < seconds and not (until is not None and until()):
                self.clock.advance(1 / 30, self.wake)
            self.up()
        return since
