"""``PhoneController``: a phone seat's three wheels and LOCK as a :class:`hal.controller.Controller`.

The server (:mod:`host.phones.server`) feeds it from the page's messages: a wheel set to a detent, LOCK down
or up. Its snapshots are a board's (positions on its face table, ``locked``, ``seq``), so the session reads a
phone exactly as it reads a board. It is *connected* while a page holds its seat; when the last page goes, it
stays connected for :data:`GRACE_S` (a reload, a phone screen that locked for a moment) and then disconnects,
as an unplugged board does: the session pauses and the table chooses to wait, seat a bot or end. A page that
comes back reconnects it with the wheels where the page left them.

``set_led`` is remembered and sent to the page (``led``): the page shows "locked" or "refused" like the LED.
"""
from __future__ import annotations

import threading
from typing import Callable

from hal.controller import Controller, LedState
from hal.faces import FaceTable, load_face_table

GRACE_S = 4.0
"""How long a phone may be away (no page holds its seat) before it counts as unplugged."""


class PhoneController(Controller):
    kind = "phone"
    shows_private = True
    """A phone shows its seat's private view itself (host.private: the phone backend, never the TV peek)."""

    def __init__(self, colour: str, table: FaceTable | None = None, grace_s: float = GRACE_S) -> None:
        super().__init__(f"PHONE-{colour}", colour, table or load_face_table("default"))
        self.grace_s = grace_s
        self._positions: list[int] = [0, 0, 0]
        self._locked = False
        self._seq = 0
        self._pages = 0
        self._away: threading.Timer | None = None
        self._state_lock = threading.Lock()
        self.on_led: Callable[[LedState | tuple[int, int, int]], None] | None = None
        self._update(tuple(self._positions), False, 0)  # type: ignore[arg-type]

    @property
    def positions(self) -> tuple[int, int, int]:
        return (self._positions[0], self._positions[1], self._positions[2])

    @property
    def locked(self) -> bool:
        return self._locked

    def set_wheel(self, wheel: int, position: int) -> None:
        """Wheel ``wheel`` (0 left, 1 centre, 2 right) on detent ``position``; ValueError when it has none."""
        if not 0 <= wheel < 3 or not 0 <= position < self.table.detents[wheel]:
            raise ValueError(f"wheel {wheel} has no position {position}")
        with self._state_lock:
            self._positions[wheel] = position
            self._publish()

    def set_lock(self, down: bool) -> None:
        with self._state_lock:
            self._locked = bool(down)
            self._publish()

    def _publish(self) -> None:
        self._seq = (self._seq + 1) & 0xFFFF
        self._update(self.positions, self._locked, self._seq)

    # ---- pages come and go ---------------------------------------------------------------------
    def page_opened(self) -> None:
        """A page holds this seat now: connected (at once, also after an absence)."""
        with self._state_lock:
            self._pages += 1
            if self._away is not None:
                self._away.cancel()
                self._away = None
        self._set_connected(True)

    def page_closed(self) -> None:
        """A page let go; when none is left, unplugged after :attr:`grace_s` unless one comes back. A LOCK held
        on a page that vanished is let go (a board's button cannot stay down without its board)."""
        with self._state_lock:
            self._pages = max(0, self._pages - 1)
            if self._pages:
                return
            if self._locked:
                self._locked = False
                self._publish()
            self._away = threading.Timer(self.grace_s, self._gone)
            self._away.daemon = True
            self._away.start()

    def _gone(self) -> None:
        with self._state_lock:
            if self._pages:
                return
            self._away = None
        self._set_connected(False)

    def close(self) -> None:
        with self._state_lock:
            if self._away is not None:
                self._away.cancel()
                self._away = None

    def _send_led(self, state: LedState | tuple[int, int, int]) -> None:
        if self.on_led is not None:
            self.on_led(state)
