"""Overlays drawn over the current scene: the pause overlay (Esc, or automatic while a controller the game
waits for is disconnected — naming the seat) and the rules-help overlay (H / F1, text from
the game's own ``content/help.yaml``, through ``Game.help``).
"""
from __future__ import annotations

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
    """Base overlay; ``freezes`` stops the scene's clock while the overlay is up."""

    freezes = True
    closed = False

    def handle(self, intent: Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass


def _veil(surface: pygame.Surface) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(theme.OVERLAY)
    surface.blit(veil, (0, 0))


class PauseOverlay(Overlay):
    """Esc pauses; automatic pauses name the disconnected seats and close when they are back."""

    def __init__(self, reason: str = "", auto: bool = False, can_leave: bool = True) -> None:
        self.reason = reason
        self.auto = auto
        self.freezes = not auto
        self.can_leave = can_leave
        self.leave = False

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("wake", "quit", "fullscreen", "resize", "redraw", "help", "discovered", "host_lock"):
            return False
        if self.auto:
            return intent.kind != "letter" or intent.value != "q" or self._leave()
        if intent.kind in ("back", "confirm", "lock"):
            self.closed = True
        elif intent.kind == "letter" and intent.value == "q" and self.can_leave:
            self._leave()
        return True

    def _leave(self) -> bool:
        self.leave = True
        self.closed = True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        _veil(surface)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, 860, 330)
        box.center = (w // 2, h // 2)
        draw.panel(surface, box)
        if self.auto:
            draw.text(surface, "WAITING FOR A CONTROLLER", (box.centerx, box.top + 60), theme.SIZE_LARGE,
                      theme.ACCENT, True, "center")
            draw.paragraph(surface, f"{self.reason}: the controller is disconnected. Plug it back in; "
                           "the game goes on by itself.", box.inflate(-80, -160).move(0, 10), theme.SIZE_BODY)
            draw.key_hints(surface, [("Q", "end this game")], (box.left + 40, box.bottom - 50))
        else:
            draw.text(surface, "PAUSED", (box.centerx, box.top + 70), theme.SIZE_TITLE, theme.ACCENT, True, "center")
            hints = [("Esc", "resume"), ("H", "rules")]
            if self.can_leave:
                hints.append(("Q", "end this game"))
            hints.append(("Ctrl+Q", "quit"))
            draw.key_hints(surface, hints, (box.left + 60, box.top + 170), theme.SIZE_BODY)


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
        w, h = surface.get_size()
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
        if intent.kind in ("wake", "quit", "fullscreen", "resize", "redraw", "discovered"):
            return False
        pages = len(self.content["pages"])
        if intent.kind in ("back", "help", "confirm"):
            self.closed = True
        elif intent.kind == "direction" and intent.value in ("right", "down"):
            self.page = (self.page + 1) % pages
        elif intent.kind == "direction" and intent.value in ("left", "up"):
            self.page = (self.page - 1) % pages
        return True

    def draw(self, surface: pygame.Surface) -> None:
        _veil(surface)
        w, h = surface.get_size()
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
