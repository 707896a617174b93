"""The table's own controls during a game (docs/architecture.md §8, §11), for every game's scene alike:

- hold LOCK :data:`~host.screen.controls.HOLD_PEEK_S` → the TV peek of that seat's private view (when its
  private channel is the TV and it has something private now: a refusal's reason, what it locked in, the
  game's private view), shown while the button stays down;
- press LOCK twice quickly (a double press, :data:`~host.screen.controls.DOUBLE_PRESS_S`) → the pause menu,
  from any seat at any moment: while it owes input, after it locked, during an animation, while another
  seat peeks (the peek closes first). What the double press locked in is taken back
  (``Session.withdraw``: the step waits :data:`~host.screen.controls.DOUBLE_PRESS_S` after a LOCK goes up
  so that the first press of a double press never closes it); a lock-in from an earlier press stays;
- hold LOCK :data:`~host.screen.controls.HOLD_PAUSE_S` without a peek → the pause menu too;
- the pause menu is operated by any seated controller (turn a wheel to choose, LOCK to confirm): go on, a
  bot takes the opener's seat, rules help, end the game. The automatic pause (a prompted controller
  vanished) offers wait, a bot takes that seat, end;
- P on the keyboard peeks for the keyboard seat the keys are for (the curtain, then the view until P again);
- while a pause menu is up the session does not read the controllers as game input (``Session.mute``);
- after every tick the seats' controller screens get their private lines (:class:`host.private.PrivateChannels`),
  and the phones their instruction and private view (:mod:`host.phones.feed`).

Refusal reasons never reach the TV: they go to the seat's channel (and the session's LED blink) only.
"""
from __future__ import annotations

from typing import Any

from host.private import PrivateChannels
from host.screen.controls import DOUBLE_PRESS_S, HOLD_PAUSE_S, HOLD_PEEK_S, Hold
from host.screen.intents import Intent
from host.seats import BOT, KEYBOARD


class GameControls:
    """Gestures and menus of one running game (owned by the app while a game scene is up)."""

    def __init__(self, app: Any, session: Any) -> None:
        self.app = app
        self.session = session
        self.channels = PrivateChannels(session)
        self._peeked: set[str] = set()          # controllers whose current hold opened a peek
        session.gesture_s = DOUBLE_PRESS_S      # the first press of a double press never closes a step
        session.clock = app.now

    def seat_of(self, key: str) -> str | None:
        """The seat a controller belongs to (its own colour), if a person plays it."""
        plan = self.session.plans.get(key)
        return key if plan is not None and plan.kind != BOT else None

    def operators(self) -> set[str]:
        """Controllers that may operate a menu: connected, and held by a person at the table."""
        return {k for k, c in self.session.controllers.items() if c.connected and self.seat_of(k) is not None}

    def keyboard_seat(self) -> str | None:
        """The keyboard seat the keys are for now: the scene's keyboard focus, else the only keyboard seat."""
        pad = getattr(self.app.scene, "pad", None)
        focus = getattr(pad, "focus", None)
        typed = [s for s, p in self.session.plans.items() if p.kind == KEYBOARD]
        if focus in typed:
            return focus
        return typed[0] if len(typed) == 1 else None

    def handle(self, intent: Intent) -> bool:
        """Hold, double-press and release gestures, and P for a keyboard seat's peek; True if used."""
        from host.screen.overlays import PauseOverlay, PeekOverlay
        if intent.kind == "letter" and intent.value == "p":
            seat = self.keyboard_seat()
            if seat is None or any(not o.closed for o in self.app.overlays):
                return False
            if self.channels.peek_lines(seat) is not None:
                self.app.push_overlay(PeekOverlay(seat, self.channels, keyboard=True, clock=self.app.now))
            return True
        if intent.kind == "double":
            return self.pause(intent.value)
        if intent.kind == "release":
            self._peeked.discard(intent.value)
            return False                          # the peek overlay closes itself on its seat's release
        if intent.kind != "hold":
            return False
        hold: Hold = intent.value
        seat = self.seat_of(hold.key)
        if seat is None or any(isinstance(o, (PauseOverlay, PeekOverlay)) and not o.closed for o in self.app.overlays):
            return True
        if hold.seconds == HOLD_PEEK_S and self.channels.peek_lines(seat) is not None:
            taken = self.session.withdraw(hold.key)       # peeking is not locking in
            if self.channels.peek_lines(seat) is None:    # all there was to see: what this press locked in
                if taken:
                    self.session.lock(hold.key)           # so no peek, and the long press stays a lock-in
                return True
            self._peeked.add(hold.key)
            self.app.push_overlay(PeekOverlay(seat, self.channels, clock=self.app.now))
        elif hold.seconds == HOLD_PAUSE_S and hold.key not in self._peeked:
            self.session.withdraw(hold.key)
            self.app.push_overlay(PauseOverlay(holder=seat))
        return True

    def pause(self, key: str) -> bool:
        """The double press of controller ``key``: the pause menu over whatever is on screen (a peek closes
        first: nothing private stays behind the menu); True if used (a controller nobody sits at: not)."""
        from host.screen.overlays import PauseOverlay, PeekOverlay
        seat = self.seat_of(key)
        if seat is None:
            return False
        if any(isinstance(o, PauseOverlay) and not o.closed for o in self.app.overlays):
            return True
        for o in self.app.overlays:
            if isinstance(o, PeekOverlay):
                o.closed = True
        self.app.overlays = [o for o in self.app.overlays if not o.closed]
        self.session.withdraw(key)                        # the double press is not a lock-in
        self.app.push_overlay(PauseOverlay(holder=seat))
        return True

    def update(self) -> None:
        """Mute the session under a pause menu; refresh the controller screens."""
        from host.screen.overlays import PauseOverlay
        menu = any(isinstance(o, PauseOverlay) and not o.closed for o in self.app.overlays)
        if self.session.mute(menu):
            self.app.request_redraw()
        self.channels.refresh(self.app.now())
        if getattr(self.app, "phones", None) is not None:   # each phone's instruction and private view
            self.app.phones.refresh(self.session, bool(getattr(self.app.scene, "holding", False)))

    def bot_takes(self, seat: str) -> None:
        from host.table import bot_takes_seat
        bot_takes_seat(self.session, seat, getattr(self.app.args, "bots", None) or "heuristic")
        self.app.post_wake()
