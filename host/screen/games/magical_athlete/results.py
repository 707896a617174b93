"""Magical Athlete's part of the results screen: the winner's headline (MA-54, MA-55) and the four races —
the track side, who raced what, who took gold and silver (MA-44..MA-49) — with each player's gold, silver and
bronze points (MA-46)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw, theme
from host.screen.table.words import who


def shows_scores(view: dict[str, Any]) -> bool:
    return True


def headline(view: dict[str, Any]) -> str:
    winners = list(view.get("winners") or ())
    if not winners:
        return "The races are over"
    if len(winners) > 1:
        return f"A shared win: {who(winners)}!"
    return f"{winners[0].capitalize()} wins the four races!"


def _title(view: dict[str, Any], name: Any) -> str:
    if isinstance(name, list):
        return " + ".join(_title(view, n) for n in name)
    return str((view.get("cards") or {}).get(str(name), {}).get("title", name))


def draw_details(surface: pygame.Surface, left_top: tuple[int, int], view: dict[str, Any]) -> None:
    """The races, one row each (its number and side, then the gold and silver racers by their piece and title),
    then each player's gold, silver and bronze points, in a panel from ``left_top`` to the frame's right edge."""
    races = list(view.get("history") or ())
    players = list(view.get("players") or ())
    width = theme.LOGICAL_SIZE[0] - 40 - left_top[0]
    step = draw.line_height(theme.SIZE_SMALL) + 6
    box = pygame.Rect(left_top[0], left_top[1], width, int(60 + step * (len(races) + len(players)) + 10))
    draw.panel(surface, box)
    draw.text(surface, "Races: 1st and 2nd", (box.left + 20, box.top + 14), theme.SIZE_BODY, theme.DIM, True)
    y = float(box.top + 54)
    half = (box.width - 190) / 2
    for i, r in enumerate(races):
        side = "Mild Mile" if r.get("track") == "mild" else "Wild Wilds"
        draw.text(surface, f"{i + 1}. {side}", (box.left + 20, y), theme.SIZE_SMALL, theme.TEXT)
        for k, key in enumerate(("first", "second")):
            seat = r.get(key)
            x = box.left + 180 + k * half
            if not seat:
                draw.text(surface, "nobody", (x, y), theme.SIZE_SMALL, theme.DIM)
                continue
            draw.piece(surface, seat, (x + 12, y + step / 2 - 3), 20, False, 15)
            title = _title(view, r.get("racers", {}).get(seat))
            if draw.width(title, theme.SIZE_SMALL) > half - 40:      # two racers (a variant): the first named
                title = title.split(" + ")[0] + " +1"
            draw.text(surface, title, (x + 30, y), theme.SIZE_SMALL, theme.TEXT)
        y += step
    y += 10
    chips = view.get("chips") or {}
    for p in players:
        c = chips.get(p, {})
        draw.piece(surface, p, (box.left + 32, y + step / 2 - 3), 20, False, 15)
        draw.text(surface, f"gold {c.get('gold', 0)} · silver {c.get('silver', 0)} · bronze {c.get('bronze', 0)}",
                  (box.left + 56, y), theme.SIZE_SMALL, theme.DIM)
        y += step
