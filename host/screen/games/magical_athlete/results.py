"""Magical Athlete's part of the results screen: the winner's headline (MA-54, MA-55) and each player's gold,
silver and bronze points (MA-44, MA-46)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw, theme


def shows_scores(view: dict[str, Any]) -> bool:
    return True


def headline(view: dict[str, Any]) -> str:
    winners = list(view.get("winners") or ())
    if not winners:
        return "The races are over"
    if len(winners) > 1:
        return "A shared win: " + " and ".join(w.capitalize() for w in winners) + "!"
    return f"{winners[0].capitalize()} wins the four races!"


def draw_details(surface: pygame.Surface, left_top: tuple[int, int], view: dict[str, Any]) -> None:
    """One row per player: gold, silver and bronze points."""
    players = list(view.get("players") or ())
    width = theme.LOGICAL_SIZE[0] - 40 - left_top[0]
    box = pygame.Rect(left_top[0], left_top[1], width, 60 + 44 * max(1, len(players)))
    draw.panel(surface, box)
    draw.text(surface, "Gold / Silver / Bronze", (box.left + 20, box.top + 14), theme.SIZE_BODY, theme.DIM, True)
    chips = view.get("chips") or {}
    for i, p in enumerate(players):
        y = box.top + 66 + 44 * i
        c = chips.get(p, {})
        draw.piece(surface, p, (box.left + 36, y), 28)
        draw.text(surface, f"{c.get('gold', 0)} / {c.get('silver', 0)} / {c.get('bronze', 0)}", (box.left + 70, y),
                  theme.SIZE_BODY, theme.TEXT, anchor="midleft")
