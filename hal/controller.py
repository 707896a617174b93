"""The ``Controller`` API every implementation offers, the immutable ``Snapshot`` and named LED states.

Session code uses only this surface::

    c.uid, c.colour            # identity (colour may be None until a serial board said hello)
    c.connected                # bool
    c.snapshot() -> Snapshot   # thread-safe; .faces, .locked, .seq, .positions, .complete
    c.subscribe(cb) -> unsubscribe()   # cb(controller, event, snapshot); event in EVENTS
    c.set_led(LedState.LOCKED) # or "locked", or an (r, g, b) tuple
    c.close()

Callbacks run on the thread that noticed the change (the reader thread for serial controllers, the caller's
thread for simulated ones); keep them short and never call ``close()`` from inside one.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable

from hal import faults
from hal.faces import FaceTable
from hal.faults import Fault

EVENTS: tuple[str, ...] = ("change", "connect", "disconnect")


class LedState(str, Enum):
    """What the controller LED shows; the values are the protocol words."""

    OFF = "off"
    WAITING = "waiting"      # boot default: slow blink of the player colour
    COLOUR = "colour"        # seated: dim player colour
    LOCKED = "locked"        # locked in: bright player colour
    INVALID = "invalid"      # invalid choice: red/white blink for 1 s, then back
    IDENTIFY = "identify"    # white blink for 3 s, then back


@dataclass(frozen=True)
class Snapshot:
    """One reading of a controller: raw positions, lock, sequence and when it was received."""

    uid: str
    colour: str | None
    positions: tuple[int | None, int | None, int | None]
    locked: bool
    seq: int
    received: float            # time.monotonic() when the host got it
    table: FaceTable

    @property
    def faces(self) -> dict[str, Any]:
        """``{"direction": "up".., "number": 0..30, "colour": "red".. or None, "symbol": "red_light"..}``."""
        return self.table.faces(self.positions)

    @property
    def complete(self) -> bool:
        """True when every wheel rests on a detent (no None among the faces that must exist)."""
        f = self.faces
        return f["direction"] is not None and f["number"] is not None and f["symbol"] is not None


Callback = Callable[["Controller", str, Snapshot], None]


class Controller:
    """Base class: subscription, thread-safe snapshot storage. Subclasses feed ``_update``."""

    kind = "abstract"

    def __init__(self, uid: str, colour: str | None, table: FaceTable) -> None:
        self.uid = uid
        self.colour = colour
        self.table = table
        self._lock = threading.Lock()
        self._subs: list[Callback] = []
        self._snap = Snapshot(uid, colour, (None, None, None), False, 0, time.monotonic(), table)
        self._connected = False
        self.led: LedState | tuple[int, int, int] = LedState.WAITING
        self.callback_errors = 0  # subscribers that raised (programming errors, hal.faults)
        self.last_callback_error: Fault | None = None

    @property
    def connected(self) -> bool:
        return self._connected

    def snapshot(self) -> Snapshot:
        with self._lock:
            return self._snap

    def subscribe(self, callback: Callback) -> Callable[[], None]:
        """Call ``callback(controller, event, snapshot)`` on change/connect/disconnect; returns unsubscribe."""
        with self._lock:
            self._subs.append(callback)

        def unsubscribe() -> None:
            with self._lock:
                if callback in self._subs:
                    self._subs.remove(callback)
        return unsubscribe

    def set_led(self, state: LedState | str | tuple[int, int, int]) -> None:
        """Show a named LED state (``LedState`` or its word) or an (r, g, b) colour."""
        if isinstance(state, tuple):
            self.led = tuple(int(v) for v in state)  # type: ignore[assignment]
        else:
            self.led = LedState(state)
        self._send_led(self.led)

    def identify(self) -> None:
        """Blink the LED so a person can find this controller."""
        self.set_led(LedState.IDENTIFY)

    def close(self) -> None:
        pass

    # -- for subclasses
    def _send_led(self, state: LedState | tuple[int, int, int]) -> None:
        pass

    def _update(self, positions: tuple[int | None, int | None, int | None], locked: bool, seq: int,
                received: float | None = None) -> None:
        with self._lock:
            old = self._snap
            snap = Snapshot(self.uid, self.colour, positions, locked, seq,
                            time.monotonic() if received is None else received, self.table)
            self._snap = snap
        if old.positions != positions or old.locked != locked:
            self._emit("change", snap)

    def _set_connected(self, value: bool) -> None:
        if value == self._connected:
            return
        self._connected = value
        self._emit("connect" if value else "disconnect", self.snapshot())

    def _emit(self, event: str, snap: Snapshot) -> None:
        with self._lock:
            subs = list(self._subs)
        for cb in subs:
            try:
                cb(self, event, snap)
            except Exception as exc:  # noqa: BLE001 - a subscriber's bug must not kill the reader thread, nor pass unseen
                self.callback_errors += 1
                self.last_callback_error = faults.record(exc, f"a subscriber of {self.colour or self.uid}")

    def __repr__(self) -> str:
        return f"<{type(self).__name__} uid={self.uid} colour={self.colour} connected={self.connected}>"
