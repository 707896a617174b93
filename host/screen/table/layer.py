"""The table screen layer itself (docs/architecture.md §9): one object a game's scene keeps and draws each frame
around its board. It reads ``Session.status()`` (who is prompted, who has locked — never a value, CON-05 —
who is paused, each prompt's wheel legend) and the prompts' fields for the instructions; the scene gives
it the seat rows (from its public observation), the talk policy and, while something moves, the headline.

Layout on the logical 1280×720 frame (:class:`Layout`): the headline across the top; the game's board on
the left with the ticker under it; the seats, what to do and the table talk on the right; key hints at
the bottom.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Collection, Mapping

import pygame

from host.screen import draw, theme
from host.seats import BOT
from host.screen.table.seats import POP_S, SeatRow, draw_seats, row_key
from host.screen.table.ticker import Ticker
from host.private.screen import screen_of
from host.screen.table.words import instruction, plain, private_hint, who

NOBODY: dict[str, Any] = {"prompted": [], "waiting_for": [], "paused": [], "refused": []}
"""A ``Session.status()`` that asks nobody (before the first status, and while a step is being shown)."""
HEADLINE_LEAST = 44
"""The headline is never smaller than this logical size (48 px cap height at 1080p)."""


def _rect(x: int, y: int, w: int, h: int) -> pygame.Rect:
    return pygame.Rect(x, y, w, h)


@dataclass
class Layout:
    """Where the layer's parts go (logical units)."""

    headline: pygame.Rect = field(default_factory=lambda: _rect(16, 6, 1248, 70))
    board: pygame.Rect = field(default_factory=lambda: _rect(16, 86, 590, 530))
    ticker: pygame.Rect = field(default_factory=lambda: _rect(24, 624, 582, 60))
    side: pygame.Rect = field(default_factory=lambda: _rect(618, 86, 646, 598))
    hints: tuple[int, int] = (24, 688)


class TableLayer:
    """Seats, headline, instructions, talk policy, ticker and lock animation for one game's scene."""

    def __init__(self, session: Any, keyboard: Collection[str] = (), actions: Mapping[str, str] | None = None,
                 layout: Layout | None = None) -> None:
        self.session = session
        self.keyboard = set(keyboard)
        self.actions = dict(actions or {})
        self.layout = layout or Layout()
        self.status: dict[str, Any] = dict(NOBODY)
        self.locked_at: dict[str, float] = {}
        self.ticker = Ticker(2)
        self._reuse = draw.Reuse()

    # ---- state ---------------------------------------------------------------------------------
    def refresh(self, status: dict[str, Any], now: float) -> None:
        """Take a new ``Session.status()``; a controller that has just locked gets its pop."""
        before = {e["controller"] for e in self.status.get("prompted", []) if e["locked"]}
        for e in status.get("prompted", []):
            if e["locked"] and e["controller"] not in before:
                self.locked_at[e["controller"]] = now
        self.status = status

    def animating(self, now: float) -> bool:
        return self.ticker.animating(now) or any(0 <= now - t < POP_S for t in self.locked_at.values())

    def is_bot(self, seat: str) -> bool:
        plan = self.session.plans.get(seat)
        return plan is not None and plan.kind == BOT

    def waiting(self) -> list[dict[str, Any]]:
        """The prompted controllers a person still has to lock in, in seat order."""
        return [e for e in self.status.get("prompted", []) if not e["locked"] and not self.is_bot(e["seat"])]

    def seat_state(self, colour: str) -> tuple[str, float | None]:
        """``waiting`` / ``locked`` / ``idle`` for the seat driving controller ``colour`` (a refused
        setting is still ``waiting``: the table never learns of it, CON-05)."""
        entry = next((e for e in self.status.get("prompted", []) if e["controller"] == colour), None)
        if entry is None:
            return "idle", None
        if entry["locked"]:
            return "locked", self.locked_at.get(colour)
        return ("idle" if self.is_bot(entry["seat"]) else "waiting"), None

    # ---- words ---------------------------------------------------------------------------------
    def headline(self) -> str:
        """Whom the game waits for and what to do (empty when it waits for nobody)."""
        paused = self.status.get("paused") or []
        if paused:
            return f"Waiting for {who(paused)}: plug the controller back in"
        waiting = self.waiting()
        if not waiting:
            return ""
        seats = list(dict.fromkeys(e["seat"] for e in waiting))
        everyone = len(seats) > 2 and len(waiting) == len(self.status["prompted"])
        names = "Everyone" if everyone else who(seats)
        first = waiting[0]
        action = self.actions.get(first["rule"]) or ("choose in secret" if first["secret"] else "choose")
        return f"{names}: {action}"

    def instructions(self) -> list[tuple[str, str]]:
        """(colour, instruction) for every controller a person still has to lock in."""
        prompts = self.session.prompts()
        out = []
        for e in self.waiting():
            prompt = prompts.get(e["controller"])
            if prompt is None:
                continue
            text = instruction(e["seat"], prompt, e["controller"] in self.keyboard)
            if e["controller"] != e["seat"]:
                seat, _, rest = text.partition(": ")
                text = f"{seat}, {e['controller']} controller: {rest}"
            out.append((e["controller"], text))
        return out

    def private_hints(self) -> list[str]:
        """For the people asked for a choice only they may see: where they find its numbers, once per way
        ("Red and Blue: hold LOCK 2 seconds to see your numbers (the others look away)")."""
        prompts = self.session.prompts()
        by_hint: dict[str, list[str]] = {}
        for e in self.waiting():
            prompt = prompts.get(e["controller"])
            if prompt is None:
                continue
            controller = self.session.controllers.get(e["controller"])
            where = "screen" if screen_of(controller) is not None else None
            hint = private_hint(prompt, where, e["controller"] in self.keyboard)
            if hint:
                by_hint.setdefault(hint, []).append(e["seat"])
        return [f"{who(dict.fromkeys(seats))}: {hint}" for hint, seats in by_hint.items()]

    # ---- drawing -------------------------------------------------------------------------------
    def draw_headline(self, target: pygame.Surface, text: str, colour: str | None = None, aside: str = "") -> None:
        """The headline, with the waited-for seat's piece before it and ``aside`` (where the game is:
        "Round 1 of 3 · Turn 4") at the right."""
        r = self.layout.headline
        draw.panel(target, r, (22, 26, 54), theme.PANEL_EDGE)
        right = r.right - 18
        if aside:
            aside_r = draw.text(target, aside, (right, r.centery), theme.SIZE_BODY, theme.DIM, True, "midright")
            right = aside_r.left - 24
        if not text:
            return
        x = r.left + 18
        if colour is not None:
            draw.piece(target, colour, (x + 22, r.centery), 36, False, 24)
            x += 58
        room = right - x
        size = draw.fit(text, room, theme.SIZE_HEADLINE, HEADLINE_LEAST, True)
        if draw.width(text, size, True) > room and ": " in text:
            text = "Waiting for " + text.split(": ")[0]
            size = draw.fit(text, room, theme.SIZE_HEADLINE, HEADLINE_LEAST, True)
        draw.text(target, draw.cut(text, room, size, True), (x, r.centery + 1), size, theme.ACCENT, True,
                  "midleft", role="headline")

    def draw(self, target: pygame.Surface, rows: list[SeatRow], now: float, talk: str,
             headline: str | None = None, hints: list[tuple[str, str]] | None = None,
             notice: str | None = None, aside: str = "") -> None:
        """Everything but the board. ``headline`` replaces the waiting headline (a moment of the game).
        The headline, the side panel and the key hints are reused while nothing in them changes; the
        ticker is drawn every frame."""
        lay = self.layout
        waiting = self.waiting()
        text = headline if headline is not None else self.headline()
        chip = waiting[0]["seat"] if headline is None and waiting and len({e["seat"] for e in waiting}) == 1 else None
        keys = [row_key(r, now) for r in rows]
        key = None if None in keys else (text, chip, aside, tuple(keys), tuple(self.instructions()),
                                          tuple(self.private_hints()), talk, notice, tuple(hints or ()))

        def paint() -> None:
            self.draw_headline(target, text, chip, aside)
            seats = draw_seats(target, lay.side, rows, now)
            y = seats.bottom + 8
            talk_h = self._talk_height(plain(talk), lay.side.width) if talk else 0
            todo = pygame.Rect(lay.side.left, y, lay.side.width, lay.side.bottom - y - (talk_h + 8 if talk_h else 0))
            self._draw_todo(target, todo, notice)
            if talk_h:
                self._draw_talk(target, pygame.Rect(lay.side.left, lay.side.bottom - talk_h, lay.side.width,
                                                    talk_h), plain(talk))
            if hints:
                draw.key_hints(target, hints, lay.hints, theme.SIZE_SMALL)

        hints_band = pygame.Rect(0, lay.ticker.bottom + 1, theme.LOGICAL_SIZE[0],
                                 theme.LOGICAL_SIZE[1] - lay.ticker.bottom - 1)
        self._reuse.draw(target, key, (lay.headline, lay.side, hints_band), paint)
        self.ticker.draw(target, lay.ticker, now)

    def _draw_todo(self, target: pygame.Surface, r: pygame.Rect, notice: str | None) -> None:
        """The notice, then one entry per person the game waits for: the body size when every entry fits
        on one line, else the small size (at most two lines each; "… and N more" when even that does not
        fit); at the bottom, where the people asked for a private choice find its numbers."""
        if r.height < 40:
            return
        draw.panel(target, r)
        inner = r.inflate(-28, -16)
        entries = self.instructions()
        hints = self.private_hints()
        room = inner.width - 34
        size = theme.SIZE_BODY
        step = draw.line_height(size) + 2
        needed = len(entries) * (step + 4) + (2 * step if notice else 0) + len(hints) * (step + 4)
        if needed > inner.height or any(draw.width(t, size) > room for _, t in entries) or any(
                draw.width(h, size) > inner.width for h in hints):
            size = theme.SIZE_SMALL
            step = draw.line_height(size) + 2
        bottom = float(inner.bottom)
        for hint in reversed(hints):                      # the hints first, from the bottom up (never cut)
            lines = draw.wrap(hint, inner.width, size)[:3]
            if bottom - step * len(lines) < inner.top + step:
                break
            bottom -= step * len(lines)
            for k, line in enumerate(lines):
                draw.text(target, draw.cut(line, inner.width, size), (inner.left, bottom + k * step), size,
                          theme.ACCENT)
            bottom -= 4
        y = float(inner.top)
        if notice:
            for line in draw.wrap(notice, inner.width, size)[:2]:
                draw.text(target, line, (inner.left, y), size, theme.BAD)
                y += step
        for i, (colour, text) in enumerate(entries):
            lines = draw.wrap(text, room, size)[:2]
            if y + step * len(lines) > bottom + 2:
                if y + step <= bottom + 2:
                    draw.text(target, f"… and {len(entries) - i} more", (inner.left, y), size, theme.DIM)
                break
            draw.piece(target, colour, (inner.left + 12, y + step / 2), 20, False, 14)
            for line in lines:
                draw.text(target, draw.cut(line, room, size), (inner.left + 34, y), size, theme.TEXT)
                y += step
            y += 4
        if not entries and not notice:
            draw.text(target, "Watch the board", (inner.left, y), size, theme.DIM)

    @staticmethod
    def _talk_lines(talk: str, width: int) -> tuple[float, list[str]]:
        """The label's width and the talk policy's lines beside it (at most three)."""
        lw = draw.width("TABLE TALK", theme.SIZE_SMALL, True)
        return lw, draw.wrap(talk, width - 28 - lw - 14, theme.SIZE_SMALL)[:3]

    def _talk_height(self, talk: str, width: int) -> int:
        return int(len(self._talk_lines(talk, width)[1]) * (draw.line_height(theme.SIZE_SMALL) + 2) + 16)

    def _draw_talk(self, target: pygame.Surface, r: pygame.Rect, talk: str) -> None:
        draw.panel(target, r, (40, 28, 40), (160, 90, 110))
        inner = r.inflate(-28, -16)
        step = draw.line_height(theme.SIZE_SMALL) + 2
        lw, lines = self._talk_lines(talk, r.width)
        draw.text(target, "TABLE TALK", (inner.left, inner.top), theme.SIZE_SMALL, theme.ACCENT, True)
        y = float(inner.top)
        for line in lines:
            draw.text(target, line, (inner.left + lw + 14, y), theme.SIZE_SMALL, theme.TEXT)
            y += step
