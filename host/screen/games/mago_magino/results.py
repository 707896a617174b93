"""Mago Magino's part of the results screen: the winner's headline (MM-07, MM-09) and each player's crystals
home as pictures (MM-28)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw, theme
from host.screen.games.mago_magino.board import crystal


def shows_scores(view: dict[str, Any]) -> bool:
    """The crystals are drawn as pictures in the details instead of a score column."""
    return False


def headline(view: dict[str, Any]) -> str:
    winners = list(view.get("winners") or ())
    if not winners:
        return "The game stopped before anyone brought the crystals home"
    return f"{winners[0].capitalize()} brought {view.get('target', 3)} crystals home and wins!"


def draw_details(surface: pygame.Surface, left_top: tuple[int, int], view: dict[str, Any]) -> None:
    """One row per player: its piece and its crystals home, out of the number that wins."""
    players = list(view.get("players") or ())
    width = theme.LOGICAL_SIZE[0] - 40 - left_top[0]
    rb = pygame.Rect(left_top[0], left_top[1], width, 60 + 56 * max(1, len(players)))
    draw.panel(surface, rb)
    draw.text(surface, "Crystals home", (rb.left + 20, rb.top + 14), theme.SIZE_BODY, theme.DIM, True)
    target = int(view.get("target", 3))
    for i, p in enumerate(players):
        y = rb.top + 76 + 56 * i
        draw.piece(surface, p, (rb.left + 40, y), 32)
        home = int(view.get("crystals", {}).get(p, 0))
        for k in range(target):
            crystal(surface, (rb.left + 90 + 44 * k, y), 30, filled=k < home)
        draw.text(surface, f"{home} of {target}", (rb.left + 100 + 44 * target, y), theme.SIZE_BODY, theme.TEXT,
                  anchor="midleft")
