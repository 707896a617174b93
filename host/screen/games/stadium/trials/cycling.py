"""Track Cycling's drawer (ST-CYC-01..08): while the secret wager is dialled, every rider with a face-down
card; once revealed (the finished trial, parts.ended), the wager groups highest first, each with its
riders, its medal and the price each medallist pays (the next lower wager, AMB-35: the game's ``pay``
events of the step)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, trial_words


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    parts.backdrop(surface, rect)
    wagers = next((e["wagers"] for e in parts.events(trial, "wagers")), None)
    if wagers is None:
        _wagering(surface, rect, view, w)
    else:
        _groups(surface, rect, trial, view, wagers, w)


def _wagering(surface: pygame.Surface, rect: pygame.Rect, view: dict[str, Any], w: dict[str, str]) -> None:
    top = parts.heading(surface, rect, w["wagering"])
    seats = view["seats"]
    cell = (rect.width - 24) / len(seats)
    y = top + 30
    for i, seat in enumerate(seats):
        cx = rect.left + 12 + cell * (i + 0.5)
        parts.chip(surface, seat, (cx, y))
        card = pygame.Rect(0, 0, 40, 52)
        card.center = (round(cx), round(y + 62))
        gfx.rect(surface, parts.HIGHLIGHT, card)
        gfx.rect(surface, parts.LIGHT, card, 2)
        gfx.text(surface, w["secret"], card.center, theme.SIZE_LARGE, theme.ACCENT, True, "center")
    box = pygame.Rect(rect.left + 12, y + 104, rect.width - 24, rect.bottom - (y + 104) - 8)
    gfx.paragraph(surface, f"{w['rule_1']} {w['rule_2']}", box, theme.SIZE_BODY, theme.TEXT)


def _groups(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any],
            wagers: dict[str, int], w: dict[str, str]) -> None:
    top = parts.heading(surface, rect, w["revealed"])
    groups = [[s for s in view["seats"] if wagers.get(s) == v] for v in sorted(set(wagers.values()), reverse=True)]
    price = {e["seat"]: e["energy"] for e in parts.events(trial, "pay")}
    won = parts.seat_medals(trial)
    foot = gfx.line_height(theme.SIZE_SMALL) + 6
    step = min(58.0, (rect.bottom - 8 - foot - top) / max(1, len(groups)))
    parts.text_in(surface, w["price_rule"], (rect.left + 16, rect.bottom - 10), rect.width - 32, theme.SIZE_SMALL,
                  theme.DIM, anchor="bottomleft")
    for i, group in enumerate(groups):
        y = top + step * i
        mid = y + step / 2
        medal = next((won[s] for s in group if s in won), None)
        if medal is not None:
            gfx.rect(surface, parts.HIGHLIGHT, (rect.left + 8, y + 2, rect.width - 16, step - 4))
            parts.medal(surface, medal, (rect.left + 32, mid))
        gfx.text(surface, w["wager"].format(n=wagers[group[0]]), (rect.left + 104, mid), theme.SIZE_LARGE,
                  theme.TEXT, True, "midright")
        x = rect.left + 136
        for seat in group:
            parts.chip(surface, seat, (x, mid), min(parts.CHIP, step - 16))
            x += 44
        if medal is None:
            note, colour = w["no_medal"], theme.DIM
        else:
            note = w["pays"].format(n=price[group[0]]) if price.get(group[0]) else w["pays_nothing"]
            colour = theme.ACCENT
        left = max(x, rect.right - 220)
        parts.text_in(surface, note, (rect.right - 16, mid), rect.right - 16 - left, theme.SIZE_BODY, colour, True,
                      "midright")
