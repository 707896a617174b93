"""Keyboard players: a keyboard seat is a :class:`~hal.simulated.SimulatedController` whose wheels are
turned by keys, so the session treats it exactly like a real controller (CON-05 secrecy and all).

Keys, one per wheel and the lock (docs/architecture.md §6): arrow keys = left wheel (direction); digits =
centre wheel (two digits typed quickly make 10..30); +/- = centre wheel one step; [ / ] = right wheel one
symbol back / on; Enter or Space = lock button. When the prompt reads no left wheel (a Starting Pix, CON-08)
the arrow keys step the centre wheel instead, and when it reads only the right wheel they step that.
Tab / Shift+Tab = the next / previous keyboard seat that owes input. Nothing typed for a secret prompt is
ever echoed on the TV (CON-05).
"""
from __future__ import annotations

import time
from typing import Collection, Iterable

from hal.simulated import SimulatedController
from hal.faces import WHEELS
from host.screen.intents import Intent

DIGIT_WINDOW_S = 1.2
STEP = {"right": 1, "up": 1, "left": -1, "down": -1}


class KeyboardPad:
    """Routes keyboard intents to the focused keyboard controller."""

    def __init__(self, controllers: dict[str, SimulatedController]) -> None:
        self.controllers = dict(controllers)
        self.focus: str | None = None
        self._digits = ""
        self._digit_time = 0.0

    def refresh(self, waiting: Iterable[str]) -> None:
        """Keep the focus on a keyboard controller that still owes input (``waiting``, in seat order)."""
        mine = [k for k in waiting if k in self.controllers]
        if self.focus not in mine:
            self.focus = mine[0] if mine else None
            self._digits = ""

    def cycle(self, waiting: Iterable[str], step: int) -> None:
        mine = [k for k in waiting if k in self.controllers]
        if not mine:
            self.focus = None
            return
        i = mine.index(self.focus) if self.focus in mine else -step
        self.focus = mine[(i + step) % len(mine)]
        self._digits = ""

    def _number(self, c: SimulatedController) -> int:
        n = c.snapshot().faces.get("number")
        return n if isinstance(n, int) else 0

    def _set_number(self, c: SimulatedController, n: int) -> None:
        numbers = c.table.numbers
        n = max(numbers[0], min(numbers[-1], n))
        c.set_faces(number=n)

    def _step_symbol(self, c: SimulatedController, step: int) -> None:
        position = c.snapshot().positions[2] or 0
        c.set_wheel("right", (position + step) % c.table.detents[2])

    def handle(self, intent: Intent, reads: Collection[str] = WHEELS) -> str | None:
        """Apply ``intent`` to the focused controller; ``reads`` = the wheels its prompt reads (where the
        arrow keys go). Returns ``"lock"``, ``"turn"`` or None (not used)."""
        if self.focus is None:
            return None
        c = self.controllers[self.focus]
        if intent.kind in ("confirm", "lock"):
            c.press_lock()
            c.release_lock()
            self._digits = ""
            return "lock"
        if intent.kind == "direction":
            if "left" in reads:
                c.set_faces(direction=intent.value)
            elif "centre" in reads:
                self._set_number(c, self._number(c) + STEP[intent.value])
            elif "right" in reads:
                self._step_symbol(c, STEP[intent.value])
            else:
                return None
            return "turn"
        if intent.kind == "symbol":
            self._step_symbol(c, int(intent.value))
            return "turn"
        if intent.kind == "adjust":
            self._set_number(c, self._number(c) + int(intent.value))
            self._digits = ""
            return "turn"
        if intent.kind == "digit":
            now = time.monotonic()
            combined = self._digits + str(intent.value)
            if self._digits and now - self._digit_time <= DIGIT_WINDOW_S and int(combined) <= c.table.numbers[-1]:
                self._digits = combined
            else:
                self._digits = str(intent.value)
            self._digit_time = now
            self._set_number(c, int(self._digits))
            return "turn"
        return None
