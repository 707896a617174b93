"""Keyboard players: a keyboard seat is a :class:`~hal.simulated.SimulatedController` whose wheels are
turned by keys, so the session treats it exactly like a real controller (CON-05 secrecy and all).

Keys: arrow keys = left wheel (direction); digits = centre wheel (two digits typed quickly make 10..30);
+/- = centre wheel one step; Enter or Space = lock button. During a public choice (a Starting Pix, CON-08)
the arrow keys step the centre wheel too. Tab / Shift+Tab = the next / previous keyboard seat that owes
input. Nothing typed for a secret prompt is ever echoed on the TV (CON-05).
"""
from __future__ import annotations

import time
from typing import Iterable

from hal.simulated import SimulatedController
from host.screen.intents import Intent

DIGIT_WINDOW_S = 1.2


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

    def handle(self, intent: Intent, public: bool) -> str | None:
        """Apply ``intent`` to the focused controller; returns ``"lock"``, ``"turn"`` or None (not used)."""
        if self.focus is None:
            return None
        c = self.controllers[self.focus]
        if intent.kind in ("confirm", "lock"):
            c.press_lock()
            c.release_lock()
            self._digits = ""
            return "lock"
        if intent.kind == "direction":
            if public:
                step = 1 if intent.value in ("right", "up") else -1
                self._set_number(c, self._number(c) + step)
            else:
                c.set_faces(direction=intent.value)
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
