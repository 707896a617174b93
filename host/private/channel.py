"""Per-seat private channels with backends chosen per seat (docs/architecture.md §8).

:class:`PrivateChannels` reads a running :class:`~host.session.Session` and answers, for every seat:
which backend carries its private view (``PHONE``: the seat plays on a phone, whose page shows it,
:mod:`host.phones.feed`; ``SCREEN``: the seat's controller has a text screen; ``PEEK``: the TV peek; None: a
bot, which needs none), the lines it holds now (:func:`host.private.lines.private_lines`),
and — on :meth:`refresh`, called by the screen after every session poll — pushes changed lines to each
controller screen. The TV peek asks :meth:`peek_lines` only while that seat holds its LOCK button.

The backend is asked again every time: a controller whose screen stops answering has no text screen until it
answers again (hal.serial_controller, the board's ``N screen=`` notices), so that seat's private view is on the
TV peek at once and back on its screen when it returns — sent again there even when it did not change.
"""
from __future__ import annotations

import time
from typing import Any

from host.private.lines import private_lines
from host.private.screen import PAGE_S, TextScreen, fit, screen_of
from host.seats import BOT

SCREEN = "screen"
PEEK = "peek"
PHONE = "phone"


class PrivateChannels:
    """The private channel of every seat of one session."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self._shown: dict[str, list[str]] = {}
        self._text: dict[str, list[str]] = {}               # the seat's lines, and since when (its pages)
        self._since: dict[str, float] = {}
        self._kinds: dict[str, str | None] = {}              # each seat's backend at the last refresh

    def screen(self, seat: str) -> TextScreen | None:
        return screen_of(self.session.controllers.get(seat))

    def kind(self, seat: str) -> str | None:
        """``PHONE``, ``SCREEN``, ``PEEK`` or None (a bot seat, or a seat nobody sits at)."""
        plan = self.session.plans.get(seat)
        if plan is None or plan.kind == BOT:
            return None
        if getattr(self.session.controllers.get(seat), "shows_private", False):
            return PHONE
        return SCREEN if self.screen(seat) is not None else PEEK

    def lines(self, seat: str) -> list[str]:
        """What is private to ``seat`` now."""
        s = self.session
        return private_lines(s.game, s.private_view(seat), s.private_note(seat), s.locked_in(seat))

    def refresh(self, now: float | None = None) -> None:
        """Push every controller screen's lines when they changed; a view longer than its screen turns a page
        every :data:`~host.private.screen.PAGE_S` (from its first page whenever the view changes)."""
        now = time.monotonic() if now is None else now
        for seat in self.session.plans:
            kind = self.kind(seat)
            if self._kinds.get(seat, kind) != kind:
                self._shown.pop(seat, None)                  # switched backend: the screen shows it afresh
            self._kinds[seat] = kind
            screen = self.screen(seat) if kind == SCREEN else None
            if screen is None:
                continue
            text = self.lines(seat)
            if self._text.get(seat) != text:
                self._text[seat], self._since[seat] = text, now
            lines = fit(text, screen.columns, screen.rows, int((now - self._since[seat]) // PAGE_S))
            if self._shown.get(seat) != lines:
                self._shown[seat] = lines
                if lines:
                    screen.show(lines)
                else:
                    screen.clear()

    def peek_lines(self, seat: str) -> list[str] | None:
        """The lines the TV peek shows for ``seat``; None when its channel is not the TV or it has nothing."""
        if self.kind(seat) != PEEK:
            return None
        return self.lines(seat) or None
