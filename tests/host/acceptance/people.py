"""People's hands on emulated boards, with human timing: a wheel is turned and let go, a press is LOCK down
then up, a hold is LOCK held. Each move waits until the console's own controller (the SerialController it
reads the board through) has seen it, so a move never races the serial line."""
from __future__ import annotations

import time
from typing import Any, Callable

PRESS_S = 0.12
"""How long a finger stays on LOCK for a press."""
LET_GO_S = 0.05
"""A hand's pause after a wheel comes to rest."""
SEEN_S = 1.5
APART_S = 0.6
"""Two presses meant as two answers are this far apart at least (a person looks at the TV in between); only
the pause gesture presses twice at once."""


class Hands:
    """One person's hands on one board; ``controller()`` is the console's controller for that board now."""

    def __init__(self, board: Any, controller: Callable[[], Any]) -> None:
        self.board = board
        self.colour: str = board.colour
        self.controller = controller
        self.let_go_at = 0.0

    def _seen(self, done: Callable[[Any], bool]) -> None:
        end = time.monotonic() + SEEN_S
        while time.monotonic() < end:
            c = self.controller()
            if c is not None and done(c.snapshot()):
                return
            time.sleep(0.004)

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
        self.board.set_wheel(wheel, position)
        self._seen(lambda s: s.positions[i] == position)
        time.sleep(LET_GO_S)

    def dial(self, wheel: str, face: Any) -> None:
        """Turn ``wheel`` until it shows ``face``."""
        self.set_wheel(wheel, self.board.table.position_of(wheel, face))

    def down(self) -> None:
        self.board.press_lock()
        self._seen(lambda s: s.locked)

    def up(self) -> None:
        self.board.release_lock()
        self._seen(lambda s: not s.locked)
        self.let_go_at = time.monotonic()

    def press(self, at_once: bool = False) -> None:
        wait = self.let_go_at + APART_S - time.monotonic()
        if wait > 0 and not at_once:
            time.sleep(wait)
        self.down()
        time.sleep(PRESS_S)
        self.up()

    def double_press(self) -> None:
        """LOCK pressed twice quickly: a short press, let go, pressed again at once."""
        self.press()
        time.sleep(0.1)
        self.press(at_once=True)

    def hold(self, seconds: float, until: Callable[[], bool] | None = None) -> float:
        """Hold LOCK for ``seconds`` (or until ``until()``); returns when it went down (monotonic)."""
        wait = self.let_go_at + APART_S - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self.down()
        since = time.monotonic()
        while time.monotonic() - since < seconds and not (until is not None and until()):
            time.sleep(0.01)
        self.up()
        return since
