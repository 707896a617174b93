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
from typing import Any, Collection, Mapping, Sequence

import pygame

from host.screen import draw, theme
from host.seats import BOT
from host.screen.table.seats import POP_S, SeatRow, draw_seats
from host.screen.table.ticker import Ticker
from host.private.screen import screen_of
from host.screen.table.told import Told, lower, told, words
from host.screen.table.words import plain, private_hint, who

NOBODY: dict[str, Any] = {"prompted": [], "waiting_for": [], "paused": [], "refused": []}
"""A ``Session.status()`` that asks nobody (before the first status, and while a step is being shown)."""
HEADLINE_LEAST = 44
"""The headline is never smaller than this logical size (48 px cap height at 1080p)."""
PAUSE_GESTURE = "Pause: LOCK twice"
"""Named at the right of the headline whenever a person plays with a controller (host.screen.game_controls)."""


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
                 layout: Layout | None = None, verbs: Mapping[str, str] | None = None) -> None:
        self.session = session
        self.keyboard = set(keyboard)
        self.actions = dict(actions or {})
        self.verbs = dict(verbs or {})
        """The game's words for its options in an instruction ("yes": "play a Bonus"; content/table.yaml ``choices``)."""
        self.layout = layout or Layout()
        self.status: dict[str, Any] = dict(NOBODY)
        self.locked_at: dict[str, float] = {}
        self.ticker = Ticker(2)
        self._reuse_head = draw.Reuse()
        self._reuse_rows: list[draw.Reuse] = []
        self._reuse_rest = draw.Reuse()
        self.drawn_todo: list[tuple[tuple[str, ...], list[str]]] = []
        """What the instructions panel drew last: (the controllers an entry is for, its lines)."""

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
        return next(iter(self.headlines()), "")

    def headlines(self) -> list[str]:
        """The headline and its shorter forms, longest first: the sentence gets shorter, never a name
        ("Green, Yellow, Purple and Orange: choose" → "Waiting for Green, …" → "4 players: choose" →
        "Waiting for 4 players"; the seat rows mark who). Empty when the game waits for nobody."""
        said = words()["headline"]
        paused = list(dict.fromkeys(self.status.get("paused") or []))
        if paused:
            names = who(paused)
            out = [said["unplugged"].format(names=names), said["unplugged_short"].format(names=names),
                   said["waiting_for"].format(names=names)]
            return out + ([said["unplugged_n"].format(n=len(paused))] if len(paused) > 1 else [])
        waiting = self.waiting()
        if not waiting:
            return []
        seats = list(dict.fromkeys(e["seat"] for e in waiting))
        first = waiting[0]
        action = self.actions.get(first["rule"]) or said["choose_secret" if first["secret"] else "choose"]
        plain_action = said["choose_secret" if first["secret"] else "choose"]
        actions = list(dict.fromkeys((action, plain_action)))
        if len(seats) > 2 and len(waiting) == len(self.status["prompted"]):
            return [f"{words()['everyone']}: {a}" for a in actions] + [said["everyone_turn"]]
        names = who(seats)
        out = [f"{names}: {a}" for a in actions] + [said["waiting_for"].format(names=names)]
        if len(seats) > 1:
            out += [said["players"].format(n=len(seats), action=a) for a in actions]
            out.append(said["waiting_for_n"].format(n=len(seats)))
        return out

    def idle_headline(self) -> str:
        """What the headline says while the game waits for no person (never nothing)."""
        said = words()["headline"]
        prompted = self.status.get("prompted", [])
        if prompted and all(e["locked"] or self.is_bot(e["seat"]) for e in prompted):
            return said["bots"] if any(not e["locked"] for e in prompted) else said["all_locked"]
        return said["showing"]

    def _told(self, e: dict[str, Any], prompt: Any) -> Told:
        return told(prompt, e["controller"] in self.keyboard, self.verbs)

    def _label(self, e: dict[str, Any]) -> str:
        seat = e["seat"].capitalize()
        return seat if e["controller"] == e["seat"] else f"{seat}, {e['controller']} controller"

    def instructions(self) -> list[tuple[str, str]]:
        """(colour, instruction) for every controller a person still has to lock in."""
        prompts = self.session.prompts()
        return [(e["controller"], f"{self._label(e)}: {lower(self._told(e, prompts[e['controller']]).long)}")
                for e in self.waiting() if e["controller"] in prompts]

    def todo(self) -> list[tuple[tuple[str, ...], str, Told]]:
        """What the instructions panel lists: (the controllers, their label, what they do). One "Everyone"
        entry when every person asked (locked in or not) is told the same; else one per waiting controller."""
        prompts = self.session.prompts()
        waiting = [e for e in self.waiting() if e["controller"] in prompts]
        entries: list[tuple[tuple[str, ...], str, Told]] = [
            ((e["controller"],), self._label(e), self._told(e, prompts[e["controller"]])) for e in waiting]
        asked = [e for e in self.status.get("prompted", []) if not self.is_bot(e["seat"]) and e["controller"] in prompts]
        if len(waiting) > 1 and all(e["controller"] == e["seat"] for e in asked) and \
                len({self._told(e, prompts[e["controller"]]) for e in asked}) == 1:
            label = words()["everyone"] if len(asked) > 1 else entries[0][1]
            return [(tuple(e["controller"] for e in waiting), label, entries[0][2])]
        return entries

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
    def gesture(self) -> str:
        """:data:`PAUSE_GESTURE` while a person plays with a controller, else ""."""
        if self.session is None:
            return ""
        people = any(p.kind != BOT for k, p in self.session.plans.items()
                     if k in self.session.controllers and k not in self.keyboard)
        return PAUSE_GESTURE if people else ""

    def draw_headline(self, target: pygame.Surface, text: str | Sequence[str], colour: str | None = None,
                      aside: str = "") -> None:
        """The headline — the first of ``text`` (one line, or its shorter forms) that fits at the headline's
        least size — with the waited-for seat's piece before it and ``aside`` (where the game is: "Round 1 of 3
        · Turn 4") at the right."""
        r = self.layout.headline
        draw.panel(target, r, (22, 26, 54), theme.PANEL_EDGE)
        right = r.right - 18
        gesture = self.gesture()                  # the pause gesture, under ``aside``
        if aside:
            y = r.top + 20 if gesture else r.centery
            aside_r = draw.text(target, aside, (r.right - 18, y), theme.SIZE_BODY, theme.DIM, True, "midright")
            right = min(right, aside_r.left - 24)
        if gesture:
            y = r.bottom - 18 if aside else r.centery
            gesture_r = draw.text(target, gesture, (r.right - 18, y), theme.SIZE_SMALL, theme.TEXT, True, "midright")
            right = min(right, gesture_r.left - 24)
        candidates = [t for t in ([text] if isinstance(text, str) else list(text)) if t]
        if not candidates:
            return
        x = r.left + 18
        if colour is not None:
            draw.piece(target, colour, (x + 22, r.centery), 36, False, 24)
            x += 58
        room = right - x
        chosen = next((t for t in candidates if draw.width(t, HEADLINE_LEAST, True) <= room), candidates[-1])
        size = draw.fit(chosen, room, theme.SIZE_HEADLINE, HEADLINE_LEAST, True)
        draw.text(target, draw.cut(chosen, room, size, True), (x, r.centery + 1), size, theme.ACCENT, True,
                  "midleft", role="headline")

    def draw(self, target: pygame.Surface, rows: list[SeatRow], now: float, talk: str,
             headline: str | Sequence[str] | None = None, hints: list[tuple[str, str]] | None = None,
             notice: str | None = None, aside: str = "") -> None:
        """Everything but the board. ``headline`` (one line, or its shorter forms) replaces the waiting
        headline (a moment of the game); without either the headline says why nobody is asked. The headline,
        the side panel and the key hints are reused while nothing in them changes; the ticker is drawn every
        frame."""
        lay = self.layout
        waiting = self.waiting()
        given = [headline] if isinstance(headline, str) else [t for t in (headline or ()) if t]
        text = tuple(given or self.headlines() or [self.idle_headline()])
        chip = waiting[0]["seat"] if not given and waiting and len({e["seat"] for e in waiting}) == 1 else None
        gesture = self.gesture()
        self._reuse_head.draw(target, (text, chip, aside, gesture), (lay.headline,),
                              lambda: self.draw_headline(target, text, chip, aside))
        while len(self._reuse_rows) < len(rows):
            self._reuse_rows.append(draw.Reuse())
        seats = draw_seats(target, lay.side, rows, now, self._reuse_rows)     # each row reused while it stays
        y = seats.bottom + 8
        talk_h = self._talk_height(plain(talk), lay.side.width) if talk else 0
        todo = pygame.Rect(lay.side.left, y, lay.side.width, lay.side.bottom - y - (talk_h + 8 if talk_h else 0))

        def paint() -> None:
            self._draw_todo(target, todo, notice)
            if talk_h:
                self._draw_talk(target, pygame.Rect(lay.side.left, lay.side.bottom - talk_h, lay.side.width,
                                                    talk_h), plain(talk))
            if hints:
                draw.key_hints(target, hints, lay.hints, theme.SIZE_SMALL)

        hints_band = pygame.Rect(0, lay.ticker.bottom + 1, theme.LOGICAL_SIZE[0],
                                 theme.LOGICAL_SIZE[1] - lay.ticker.bottom - 1)
        below = pygame.Rect(lay.side.left, y, lay.side.width, lay.side.bottom - y)
        key = (tuple(self.todo()), tuple(self.private_hints()), talk, notice, tuple(hints or ()), y)
        self._reuse_rest.draw(target, key, (below, hints_band), paint)
        self.ticker.draw(target, lay.ticker, now)

    def _todo_lines(self, entries: list[tuple[tuple[str, ...], str, Told]], width: float, height: float
                    ) -> tuple[float, list[tuple[str | None, list[str]]]]:
        """The size and the lines of each entry (with the piece to draw before it) that fit in ``width`` ×
        ``height``: the sentences at the body size, else the small size (two lines each, an "Everyone" entry
        three); else one short line per seat beside its piece (colour, letter and shape), never cut."""
        room = width - 34
        for size in (theme.SIZE_BODY, theme.SIZE_SMALL):
            step = draw.line_height(size) + 2
            out: list[tuple[str | None, list[str]]] = []
            for colours, label, t in entries:
                one = len(colours) > 1 or len(entries) == 1
                lines = draw.wrap(f"{label}: {lower(t.long)}", width if one else room, size)
                if len(lines) > (3 if one else 2) or any(draw.width(x, size) > (width if one else room) for x in lines):
                    break
                out.append((None if one else colours[0], lines))
            else:
                if sum(len(lines) * step + 4 for _, lines in out) <= height:
                    return size, out
        size = theme.SIZE_SMALL
        out = []
        for colours, label, t in entries:
            short = next((x for x in (t.short, t.tiny) if x and draw.width(x, size) <= room), t.tiny or t.short)
            if len(colours) > 1:
                out.append((None, draw.wrap(f"{label}: {short}", width, size)))
            else:
                out.append((colours[0], draw.wrap(short, room, size)))
        return size, out

    def _draw_todo(self, target: pygame.Surface, r: pygame.Rect, notice: str | None) -> None:
        """The notice, then what the people the game waits for do (:meth:`todo`, laid out by
        :meth:`_todo_lines`: one line per seat for up to six seats, never "…"); at the bottom, where the people
        asked for a private choice find its numbers."""
        if r.height < 40:
            return
        draw.panel(target, r)
        inner = r.inflate(-28, -16)
        entries = self.todo()
        self.drawn_todo = []
        hints = self.private_hints()
        small = theme.SIZE_SMALL
        small_step = draw.line_height(small) + 1
        bottom = float(inner.bottom)
        for hint in reversed(hints):                      # the hints first, from the bottom up (never cut)
            lines = draw.wrap(hint, inner.width, small)[:3]
            if bottom - small_step * len(lines) < inner.top + small_step:
                break
            bottom -= small_step * len(lines)
            for k, line in enumerate(lines):
                draw.text(target, line, (inner.left, bottom + k * small_step), small, theme.ACCENT)
            bottom -= 4
        y = float(inner.top)
        if notice:
            for line in draw.wrap(notice, inner.width, small)[:2]:
                draw.text(target, line, (inner.left, y), small, theme.BAD)
                y += small_step
        if not entries:
            if not notice:
                draw.text(target, words()["headline"]["showing"], (inner.left, y), small, theme.DIM)
            return
        size, laid = self._todo_lines(entries, inner.width, bottom - y)
        count = sum(len(lines) for _, lines in laid)
        step = draw.line_height(size) + 2
        gap = 4 if count * step + 4 * len(laid) <= bottom - y else 0
        if not gap:                                      # a full table: the lines close up, never below 0.9
            step = max(min(step, (bottom - y) / max(1, count)), 0.9 * draw.line_height(size))
        self.drawn_todo = [(colours, lines) for (colours, _, _), (_, lines) in zip(entries, laid)]
        for colour, lines in laid:
            x = inner.left
            if colour is not None:
                draw.piece(target, colour, (inner.left + 12, y + step / 2), 20, False, 14)
                x += 34
            for line in lines:
                draw.text(target, line, (x, y), size, theme.TEXT)
                y += step
            y += gap

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
