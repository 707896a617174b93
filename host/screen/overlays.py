"""Overlays drawn over the current scene: the pause menu (Esc, LOCK pressed twice, or automatic while a controller
the game waits for is disconnected — naming the seat; operated from the controllers, docs/architecture.md
§11), the TV peek of one seat's private view (docs/architecture.md §8), the yes/no question before quitting,
and the rules-help overlay (H / F1, text from the game's own ``content/help.yaml``, through ``Game.help``).
"""
from __future__ import annotations

import time
from functools import lru_cache
from typing import Any, Callable

import pygame

from games.core.errors import RulesError
from games.registry import get_game

from host.screen import draw, theme
from host.screen.intents import Intent

@lru_cache(maxsize=4)
def load_help(game: str) -> dict[str, Any]:
    """The help pages of ``game`` (the game's own content; a readable message if it cannot be read)."""
    try:
        return get_game(game).help()
    except (RulesError, KeyError, AttributeError) as exc:
        return {"title": "Rules help", "pages": [{"heading": "Help unavailable",
                                                  "lines": [f"The rules help could not be read ({exc})."]}]}


class Overlay:
    """Base overlay; ``freezes`` stops the scene's clock while the overlay is up; ``next_deadline`` is a
    time the loop must wake at for it (or None); ``next_change`` is when what it has just drawn changes by
    itself, so the app draws a frame then (or None)."""

    freezes = True
    closed = False

    def handle(self, intent: Intent) -> bool:
        return False

    def next_deadline(self) -> float | None:
        return None

    def next_change(self) -> float | None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass


def _veil(surface: pygame.Surface) -> None:
    draw.veil(surface)


PASS = ("wake", "quit", "fullscreen", "resize", "redraw", "help", "discovered", "host_lock", "hold")


def journal_lines(path: str, width: float, size: float) -> list[str]:
    """A journal's path for Details in two lines that fit ``width``: its file name, then its folder (cut at
    the front when long, so the end of the path stays)."""
    folder, _, name = path.rpartition("/")
    lines = [draw.cut(f"Journal: {name}", width, size)]
    folder = f"in {folder or '/'}"
    while draw.width(folder, size) > width and len(folder) > 4:
        folder = "in …" + folder[5:]
    return lines + [folder]


class PauseOverlay(Overlay):
    """The pause menu (docs/architecture.md §11). Automatic while a controller the game waits for is disconnected
    (naming the seat; it closes by itself when the controller is back), or opened by Esc or by a player
    pressing LOCK twice or holding it with nothing to peek at (``holder``, named under PAUSED). Any seated
    controller operates it — turn a wheel to choose, LOCK to confirm — and so does the keyboard (Up/Down,
    Enter; Q ends the game; Esc goes on from a manual pause):

    - automatic: *wait* (the game goes on by itself when the controller is back), *a bot takes <seat>'s
      seat* for each vanished seat, *end the game*;
    - manual: *go on*, *a bot takes <holder>'s seat* (when a player opened it), *end the game*;
    - both: *rules help* (the help pages over the menu: a wheel turns the pages, LOCK closes them).

    ``controls`` (:class:`host.screen.game_controls.GameControls`) is attached by the app when pushed."""

    def __init__(self, reason: str = "", auto: bool = False, can_leave: bool = True, holder: str | None = None) -> None:
        self.reason = reason
        self.auto = auto
        self.freezes = not auto
        self.can_leave = can_leave
        self.holder = holder
        self.leave = False
        self.selected = 0
        self.controls: Any = None
        self.details = False          # the journal's path, shown only when someone chose Details

    def vanished(self) -> list[str]:
        """The seats whose controllers are gone (known only with ``controls``)."""
        return list(self.controls.session.status()["paused"]) if self.controls is not None and self.auto else []

    def names(self) -> str:
        """The vanished seats in words (the scene's ``reason`` when the seats are not known)."""
        return " and ".join(theme.name(s) for s in self.vanished()) or self.reason

    def entries(self) -> list[tuple[str, str, str | None]]:
        """(words, action, seat) for every choice, in order."""
        if self.auto:
            seats = self.vanished()
            out: list[tuple[str, str, str | None]] = [(f"Wait for {self.names()}" if self.names() else "Wait",
                                                       "wait", None)]
        else:
            seats = [self.holder] if self.holder else []
            out = [("Go on", "resume", None)]
        if self.controls is not None:
            out += [(f"A bot takes {theme.name(s)}'s seat", "bot", s) for s in seats]
            out.append(("Rules help", "help", None))
            if self.journal() is not None:
                out.append(("Hide details" if self.details else "Details", "details", None))
        if self.can_leave:
            out.append(("End the game", "leave", None))
        return out

    def journal(self) -> str | None:
        """Where the game's journal is written (for Details), or None."""
        journal = self.controls.session.journal if self.controls is not None else None
        return str(journal.path) if journal is not None else None

    def handle(self, intent: Intent) -> bool:
        k = intent.kind
        if k in PASS:
            return False
        entries = self.entries()
        self.selected = min(self.selected, len(entries) - 1)
        if k == "turn":
            self.selected = (self.selected + intent.value.delta) % len(entries)
        elif k == "direction" and intent.value in ("up", "down"):
            self.selected = (self.selected + (1 if intent.value == "down" else -1)) % len(entries)
        elif k in ("press", "confirm", "lock"):
            if k != "press" or self.controls is None or intent.value in self.controls.operators():
                self._choose(*entries[self.selected][1:])
        elif k == "back" and not self.auto:
            self.closed = True
        elif k == "letter" and intent.value == "q" and self.can_leave:
            self._choose("leave", None)
        return True

    def _choose(self, action: str, seat: str | None) -> None:
        if action == "resume":
            self.closed = True
        elif action == "leave":
            self.leave = True
            self.closed = True
        elif action == "bot" and seat is not None and self.controls is not None:
            self.controls.bot_takes(seat)
            self.selected = 0
            if not self.auto:
                self.closed = True
        elif action == "help" and self.controls is not None:
            self.controls.app.push_overlay(HelpOverlay(self.controls.session.game.name))
        elif action == "details":
            self.details = not self.details

    def draw(self, surface: pygame.Surface) -> None:
        _veil(surface)
        w, h = theme.LOGICAL_SIZE
        entries = self.entries()
        shown = self.journal() if self.details else None
        box = pygame.Rect(0, 0, 900, 250 + 56 * len(entries) + (64 if shown else 0))
        box.center = (w // 2, h // 2)
        draw.panel(surface, box)
        if self.auto:
            draw.text(surface, "WAITING FOR A CONTROLLER", (box.centerx, box.top + 46), theme.SIZE_LARGE,
                      theme.ACCENT, True, "center")
            draw.paragraph(surface, f"{self.names()}: the controller is disconnected. Plug it back in; the game goes on "
                           "by itself.", pygame.Rect(box.left + 40, box.top + 80, box.width - 80, 80), theme.SIZE_BODY)
        else:
            draw.text(surface, "PAUSED", (box.centerx, box.top + 56), theme.SIZE_TITLE, theme.ACCENT, True, "center")
            if self.holder:
                draw.text(surface, f"{theme.name(self.holder)} paused the game", (box.centerx, box.top + 110),
                          theme.SIZE_BODY, theme.TEXT, anchor="center")
        y = box.top + 150
        for i, (words, _, _) in enumerate(entries):
            row = pygame.Rect(box.left + 60, y, box.width - 120, 48)
            if i == self.selected:
                draw.rect(surface, (44, 52, 100), row)
                draw.rect(surface, theme.ACCENT, row, 3)
            draw.text(surface, words, (row.left + 20, row.centery), theme.SIZE_LARGE,
                      theme.TEXT if i == self.selected else theme.DIM, True, "midleft")
            y += 56
        draw.text(surface, "Controllers: turn a wheel to choose, press LOCK to confirm.", (box.centerx, y + 12),
                  theme.SIZE_BODY, theme.TEXT, anchor="midtop")
        for i, line in enumerate(journal_lines(shown, box.width - 80, theme.SIZE_SMALL) if shown else []):
            draw.text(surface, line, (box.centerx, y + 50 + 28 * i), theme.SIZE_SMALL, theme.DIM, anchor="midtop")
        draw.key_hints(surface, [("Up/Down", "choose"), ("Enter", "confirm"), ("H", "rules")]
                       + ([] if self.auto else [("Esc", "go on")]), (box.left + 60, box.bottom - 44))


CURTAIN_S = 1.0


class PeekOverlay(Overlay):
    """The TV peek (docs/architecture.md §8): a full-screen curtain "only Red looks" for :data:`CURTAIN_S` (the
    others look away), then that seat's private lines (``channels.peek_lines``), while its LOCK is held.
    Nothing of the game stays visible behind it; the seat's release (or Esc; P for a keyboard seat's peek)
    closes it."""

    def __init__(self, seat: str, channels: Any, now: float | None = None, keyboard: bool = False,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.seat = seat
        self.channels = channels
        self.keyboard = keyboard
        self.clock = clock
        self.since = clock() if now is None else now

    def showing_view(self, now: float | None = None) -> bool:
        return (self.clock() if now is None else now) - self.since >= CURTAIN_S

    def next_change(self) -> float | None:
        """The curtain gives way to the private view :data:`CURTAIN_S` after the peek opened."""
        return None if self.showing_view() else self.since + CURTAIN_S

    def handle(self, intent: Intent) -> bool:
        if intent.kind in PASS:
            return False
        if (intent.kind == "release" and intent.value == self.seat) or intent.kind == "back" or (
                intent.kind == "letter" and intent.value == "p"):
            self.closed = True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = theme.LOGICAL_SIZE
        surface.fill((6, 6, 12))
        draw.cover(None)                                      # nothing of the game stays readable behind it
        rgb = theme.PLAYER_RGB.get(self.seat, theme.TEXT)
        draw.rect(surface, rgb, pygame.Rect((0, 0), theme.LOGICAL_SIZE), 12)
        who = theme.name(self.seat)
        if not self.showing_view():
            draw.text(surface, f"Only {who} looks", (w // 2, h // 2 - 40), theme.SIZE_TITLE, rgb, True, "center")
            draw.text(surface, "Everyone else: look away.", (w // 2, h // 2 + 40), theme.SIZE_LARGE, theme.TEXT,
                      True, "center")
            return
        draw.text(surface, f"{who}: only for you", (w // 2, 60), theme.SIZE_TITLE, rgb, True, "midtop")
        y = 170
        for line in self.channels.peek_lines(self.seat) or ["Nothing private right now."]:
            y = draw.paragraph(surface, line, pygame.Rect(120, y, w - 240, 140), theme.SIZE_LARGE) + 16
        draw.text(surface, "Press P to hide this." if self.keyboard else "Let go of LOCK to hide this.",
                  (w // 2, h - 60), theme.SIZE_BODY, theme.DIM, anchor="midbottom")


class ConfirmOverlay(Overlay):
    """A yes/no question before something that cannot be undone (Esc on the lobby: quit the console?).
    LOCK or Enter answers yes, Esc or Backspace no."""

    def __init__(self, question: str, on_yes: Callable[[], None]) -> None:
        self.question = question
        self.on_yes = on_yes

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("wake", "quit", "fullscreen", "resize", "redraw", "discovered"):
            return False
        if intent.kind in ("confirm", "lock"):
            self.closed = True
            self.on_yes()
        elif intent.kind in ("back", "delete"):
            self.closed = True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        _veil(surface)
        w, h = theme.LOGICAL_SIZE
        box = pygame.Rect(0, 0, 860, 260)
        box.center = (w // 2, h // 2)
        draw.panel(surface, box)
        draw.text(surface, self.question, (box.centerx, box.top + 70), theme.SIZE_LARGE, theme.ACCENT, True,
                  "center")
        draw.key_hints(surface, [("LOCK / Enter", "yes"), ("Esc", "no, go back")], (box.left + 60, box.top + 160),
                       theme.SIZE_BODY)


class HelpOverlay(Overlay):
    """The rules in plain words, one page at a time (Left/Right)."""

    def __init__(self, game: str) -> None:
        self.content = load_help(game)
        self.page = 0

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("wake", "quit", "fullscreen", "resize", "redraw", "discovered", "hold", "release"):
            return False
        pages = len(self.content["pages"])
        if intent.kind in ("back", "help", "confirm", "press"):
            self.closed = True
        elif intent.kind == "turn":
            self.page = (self.page + intent.value.delta) % pages
        elif intent.kind == "direction" and intent.value in ("right", "down"):
            self.page = (self.page + 1) % pages
        elif intent.kind == "direction" and intent.value in ("left", "up"):
            self.page = (self.page - 1) % pages
        return True

    def draw(self, surface: pygame.Surface) -> None:
        _veil(surface)
        w, h = theme.LOGICAL_SIZE
        box = pygame.Rect(60, 40, w - 120, h - 80)
        draw.panel(surface, box)
        page = self.content["pages"][self.page]
        draw.text(surface, self.content["title"], (box.left + 40, box.top + 28), theme.SIZE_LARGE, theme.ACCENT, True)
        draw.text(surface, f"{page['heading']}  ({self.page + 1}/{len(self.content['pages'])})",
                  (box.left + 40, box.top + 90), theme.SIZE_LARGE, theme.TEXT, True)
        y = box.top + 150
        for line in page["lines"]:
            y = draw.paragraph(surface, "- " + line, pygame.Rect(box.left + 50, y, box.width - 100, 200),
                               theme.SIZE_BODY) + 10
        draw.key_hints(surface, [("Left/Right", "page"), ("Esc", "close")], (box.left + 40, box.bottom - 48),
                       theme.SIZE_BODY)
