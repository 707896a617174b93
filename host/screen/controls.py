"""Controllers as intents (docs/architecture.md §11: everything is reachable from the controllers): a
:class:`ControllerWatch` compares each watched controller's snapshot with the last one it saw and turns the
difference into intents, the controller counterpart of :func:`host.screen.intents.translate`:

- ``Intent("turn", Turn(key, wheel, delta))`` — a wheel moved ``delta`` detents (the short way round, so
  turning the 4-arrow left wheel from ← to ↑ is +1, not -3);
- ``Intent("press", key)`` / ``Intent("release", key)`` — the LOCK button went down / up;
- ``Intent("hold", Hold(key, seconds))`` — LOCK has been held ``seconds`` (once per threshold per press:
  :data:`HOLD_PEEK_S` opens the TV peek, :data:`HOLD_PAUSE_S` the pause menu for a seat with no peek);
- ``Intent("double", key)`` — right after the ``press`` of a double press: a short press
  (under :data:`SHORT_PRESS_S`), let go, and pressed again within :data:`DOUBLE_PRESS_S` with no wheel
  turned in between — the pause gesture (a third quick press is a plain press again).

Each controller's subscription only queues its snapshots and wakes the loop (``wake``); ``poll`` turns them
into intents on the main loop's thread, in the order they happened, so no scene state is touched from a
reader thread and a press released before the loop looks is still a press. ``next_deadline`` is the
moment the next hold threshold falls due, so the loop can sleep until then.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable, Mapping

from hal.controller import Controller, Snapshot
from hal.faces import WHEELS
from host.screen.intents import Intent

HOLD_PEEK_S = 2.0
HOLD_PAUSE_S = 3.0
HOLDS = (HOLD_PEEK_S, HOLD_PAUSE_S)
DOUBLE_PRESS_S = 0.4
"""A press this soon after a short press was let go makes a double press (the pause)."""
SHORT_PRESS_S = 0.6
"""The first press of a double press is shorter than this (a held LOCK is the peek, never half a double)."""


@dataclass(frozen=True)
class Turn:
    key: str          # the controller's key (its colour at the table)
    wheel: str        # left | centre | right
    delta: int        # detents, signed


@dataclass(frozen=True)
class Hold:
    key: str
    seconds: float


def wheel_delta(old: int | None, new: int | None, detents: int) -> int:
    """Detents from ``old`` to ``new`` the short way round a wheel of ``detents`` positions (0 if unknown)."""
    if old is None or new is None or detents <= 0:
        return 0
    d = (new - old) % detents
    return d - detents if d > detents // 2 else d


class ControllerWatch:
    """Turns the snapshots of a set of controllers into turn / press / release / hold intents."""

    def __init__(self, wake: Callable[[], None] | None = None) -> None:
        self.wake = wake
        self._controllers: dict[str, Controller] = {}
        self._unsubscribe: dict[str, Callable[[], None]] = {}
        self._seen: dict[str, tuple[tuple[int | None, ...], bool]] = {}
        self._pressed_at: dict[str, float] = {}
        self._held: dict[str, set[float]] = {}
        self._tapped: dict[str, float] = {}          # when a short press was let go (a double may follow)
        self._doubled: set[str] = set()              # the press now down is the second of a double press
        self._queue: deque[tuple[str, Snapshot]] = deque()

    def watch(self, controllers: Mapping[str, Controller]) -> None:
        """Watch exactly ``controllers`` (by key); what they show now is the baseline, not a change."""
        for key in [k for k in self._controllers if k not in controllers or controllers[k] is not self._controllers[k]]:
            self._forget(key)
        for key, c in controllers.items():
            if key in self._controllers:
                continue
            self._controllers[key] = c
            snap = c.snapshot()
            self._seen[key] = (tuple(snap.positions), snap.locked)
            self._unsubscribe[key] = c.subscribe(self._listener(key))

    def _listener(self, key: str) -> Callable[[Controller, str, Snapshot], None]:
        def on_event(controller: Controller, event: str, snap: Snapshot) -> None:
            if event == "change":
                self._queue.append((key, snap))      # deque.append is thread-safe
            if self.wake is not None:
                self.wake()
        return on_event

    def _forget(self, key: str) -> None:
        unsubscribe = self._unsubscribe.pop(key, None)
        if unsubscribe is not None:
            unsubscribe()
        self._controllers.pop(key, None)
        self._seen.pop(key, None)
        self._pressed_at.pop(key, None)
        self._held.pop(key, None)
        self._tapped.pop(key, None)
        self._doubled.discard(key)

    def close(self) -> None:
        for key in list(self._controllers):
            self._forget(key)

    def poll(self, now: float) -> list[Intent]:
        """The intents since the last poll, in the order the controllers reported them."""
        out: list[Intent] = []
        while self._queue:
            key, snap = self._queue.popleft()
            if key in self._controllers:
                out += self._compare(key, tuple(snap.positions), snap.locked, now)
        for key, c in self._controllers.items():
            snap = c.snapshot()                      # a change the queue missed (never for a live controller)
            out += self._compare(key, tuple(snap.positions), snap.locked, now)
            if not c.connected and key in self._pressed_at:     # a vanished controller holds nothing
                self._pressed_at.pop(key)
                self._held.pop(key, None)
                self._doubled.discard(key)
                out.append(Intent("release", key))
            since = self._pressed_at.get(key)
            if since is not None:
                for limit in HOLDS:
                    if now - since >= limit and limit not in self._held[key]:
                        self._held[key].add(limit)
                        out.append(Intent("hold", Hold(key, limit)))
        return out

    def _compare(self, key: str, positions: tuple[int | None, ...], locked: bool, now: float) -> list[Intent]:
        out: list[Intent] = []
        old_positions, was_locked = self._seen[key]
        self._seen[key] = (positions, locked)
        detents = self._controllers[key].table.detents
        for i, wheel in enumerate(WHEELS):
            old = old_positions[i] if i < len(old_positions) else None
            delta = wheel_delta(old, positions[i], detents[i])
            if delta:
                out.append(Intent("turn", Turn(key, wheel, delta)))
                self._tapped.pop(key, None)               # dialled between two presses: two presses
        if locked and not was_locked:
            self._pressed_at[key] = now
            self._held[key] = set()
            out.append(Intent("press", key))
            tapped = self._tapped.pop(key, None)
            if tapped is not None and now - tapped <= DOUBLE_PRESS_S:
                out.append(Intent("double", key))
                self._doubled.add(key)
        elif was_locked and not locked:
            since = self._pressed_at.pop(key, None)
            self._held.pop(key, None)
            if key in self._doubled:
                self._doubled.discard(key)
            elif since is not None and now - since < SHORT_PRESS_S:
                self._tapped[key] = now
            out.append(Intent("release", key))
        return out

    def next_deadline(self) -> float | None:
        """When the next hold threshold falls due, or None when no button is held."""
        due = [since + limit for key, since in self._pressed_at.items() for limit in HOLDS
               if limit not in self._held.get(key, ())]
        return min(due) if due else None
