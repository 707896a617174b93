"""The results screen of any game: the game's headline, every player's score and the winners, and what the
game's screen package adds (:mod:`host.screen.games`).

What next is offered to the controllers too (docs/architecture.md §11): *same table again* (selected first, so one
LOCK press plays again with every seat, bot and keyboard player kept) or *new table*; any wheel turn moves
the choice, LOCK confirms. *Details* (when the game kept a journal) shows where its journal is, and hides it
again: no file path is on the TV unless someone asks. Presses in the first :data:`SETTLE_S` seconds are
ignored: a button still down from the last lock-in never skips the results. Keyboard: LOCK/Enter same table,
N new table, Esc quit."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw, theme
from host.screen.games import screen_for
from host.screen.intents import Intent
from host.screen.overlays import ConfirmOverlay, journal_lines
from host.screen.scenes.base import Scene


SETTLE_S = 1.0
CHOICES = (("same", "Same table again"), ("new", "New table"))
DETAILS = ("details", "Details")
BUTTONS_TOP = 590
"""Where the buttons start (logical units); the players' box always ends above them."""


def players_box(players: int) -> pygame.Rect:
    """The players' box: rows of 64 units, closer together when six would reach the buttons."""
    pitch = min(64, (BUTTONS_TOP - 16 - 160 - 60) // max(1, players))
    return pygame.Rect(60, 160, 420, 60 + pitch * players)


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app: Any, view: dict[str, Any], journal: str | None = None) -> None:
        super().__init__(app)
        self.view = view
        self.journal = journal
        self.choice = 0
        self.since = self.app.now()
        self.details = False

    def choices(self) -> tuple[tuple[str, str], ...]:
        """What the controllers choose from: what next, then Details when there is a journal to show."""
        if self.journal is None:
            return CHOICES
        return CHOICES + ((DETAILS[0], "Hide details" if self.details else DETAILS[1]),)

    def enter(self) -> None:
        self.since = self.app.now()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "turn":
            self.choice = (self.choice + intent.value.delta) % len(self.choices())
            self.app.request_redraw()
            return True
        if intent.kind == "press":
            if self.app.now() - self.since < SETTLE_S:
                return True
            if self.choices()[self.choice][0] == DETAILS[0]:
                self.details = not self.details
                self.app.request_redraw()
            elif self.choices()[self.choice][0] == "same":
                self.app.to_lobby(keep=True)
            else:
                self.app.to_lobby()
            return True
        if intent.kind in ("confirm", "lock"):
            self.app.to_lobby(keep=True)          # the same table: every seat, bot and keyboard player kept
            return True
        if intent.kind == "letter" and intent.value == "n":
            self.app.to_lobby()
            return True
        if intent.kind == "back" or (intent.kind == "letter" and intent.value == "q"):
            self.app.push_overlay(ConfirmOverlay("Quit the 8Bit Box?", self.app.quit))
            return True
        return False

    def hints(self) -> list[tuple[str, str]]:
        return [("LOCK / Enter", "same table again"), ("N", "new table"), ("Esc", "quit"), ("H", "rules")]

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view
        screen = screen_for(v["game"])
        surface.fill(theme.BG)
        draw.text(surface, "RESULTS", (640, 22), theme.SIZE_TITLE, theme.ACCENT, True, "midtop")
        winners = list(v.get("winners") or ())
        scored = screen.shows_scores(v)
        draw.text(surface, screen.headline(v), (640, 96), theme.SIZE_LARGE, theme.TEXT, True, "midtop")
        box = players_box(len(v["players"]))
        pitch = (box.height - 60) // max(1, len(v["players"]))
        draw.panel(surface, box)
        draw.text(surface, "Scores" if scored else "Players", (box.left + 20, box.top + 14), theme.SIZE_BODY,
                  theme.DIM, True)
        order = sorted(v["players"], key=lambda p: -v["scores"].get(p, 0))
        for i, p in enumerate(order):
            y = box.top + 60 + pitch * i
            draw.piece(surface, p, (box.left + 44, y + 26), 40, False)
            draw.text(surface, theme.name(p), (box.left + 84, y + 12), theme.SIZE_BODY, theme.TEXT, True)
            if scored:
                draw.text(surface, str(v["scores"].get(p, 0)), (box.right - 24, y + 8), theme.SIZE_LARGE,
                          theme.ACCENT, True, "topright")
            if p in winners:
                draw.text(surface, "WIN", (box.right - (110 if scored else 24), y + 14), theme.SIZE_BODY,
                          theme.GOOD, True, "topright")
        screen.draw_details(surface, (520, 160), v)
        choices = self.choices()
        x = 60
        for i, (key, words) in enumerate(choices):
            row = pygame.Rect(x, BUTTONS_TOP, 280 if len(choices) < 3 else 300 if key == "same" else 220, 50)
            x = row.right + 20
            if i == self.choice:
                draw.panel(surface, row, (44, 52, 100), theme.ACCENT)
            else:
                draw.panel(surface, row)
            draw.text(surface, words, row.center, theme.SIZE_BODY, theme.TEXT if i == self.choice else theme.DIM,
                      True, "center")
        draw.paragraph(surface, "Controllers: turn a wheel to choose, press LOCK.",
                       pygame.Rect(x, BUTTONS_TOP, 1240 - x, 60), theme.SIZE_SMALL, theme.DIM)
        if self.details and self.journal is not None:
            name, folder = journal_lines(self.journal, 560, theme.SIZE_SMALL)
            draw.text(surface, name, (60, BUTTONS_TOP + 62), theme.SIZE_SMALL, theme.DIM)
            draw.text(surface, folder, (640, BUTTONS_TOP + 62), theme.SIZE_SMALL, theme.DIM)
        draw.key_hints(surface, self.hints(), (28, 694), theme.SIZE_SMALL)
