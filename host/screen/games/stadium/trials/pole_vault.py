"""Pole Vault's drawer (ST-POLE-02..08, AMB-40): the rungs from the 9-Energy top down, the cube on the rung
jumped for now, each round's jumpers beside the rung they jumped on with the medal the 3 Medals rule gives
their rank, and who is still choosing (never what they chose: Jump or Wait is secret until all reveal)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, trial_words

WOOD = (150, 96, 56)


def settled(state: dict[str, Any], trial: dict[str, Any]) -> tuple[list[list[str]], list[int]]:
    """(ranks, the rung each jumped on) with the finished trial's last round folded in."""
    ranks, on = [list(r) for r in state["ranks"]], list(state["jumped_on"])
    for e in parts.events(trial, "pole_vault"):
        if e["jump"]:
            ranks.append(list(e["jump"]))
            on.append(state["rung"])
    return ranks, on


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    state = trial["state"]
    over = bool(trial.get("ended"))
    ranks, on = settled(state, trial)
    parts.backdrop(surface, rect)
    if over:
        title = w["over"]
    elif parts.revealing(view):                     # the seat rows show this round's Jumps and Waits
        title = w["revealed"]
    else:
        title = (w["lowest"] if state["lowest"] else w["round"]).format(cost=state["cost"])
    top = parts.heading(surface, rect, title)
    rungs = state["rungs"]
    step = (rect.bottom - 10 - top) / len(rungs)
    size = theme.SIZE_LARGE if step >= 44 else theme.SIZE_BODY if step >= 34 else theme.SIZE_SMALL
    rail_l, rail_r = rect.left + 70, rect.left + 150
    gfx.rect(surface, WOOD, (rail_l - 6, top, 6, rect.bottom - 10 - top))
    gfx.rect(surface, WOOD, (rail_r, top, 6, rect.bottom - 10 - top))
    medals = parts.seat_medals(trial) if over else state["standing"]
    for i, cost in enumerate(rungs):
        y = top + step * (i + 0.5)
        current = i == state["rung"] and not over
        if current:
            gfx.rect(surface, parts.HIGHLIGHT, (rect.left + 8, y - step / 2 + 1, rect.width - 16, step - 2))
        gfx.rect(surface, parts.LIGHT if current else theme.DIM, (rail_l, y - 3, rail_r - rail_l, 6))
        gfx.text(surface, str(cost), (rail_l - 16, y), size, theme.ACCENT if current else theme.TEXT, True, "midright")
        if current:
            s = min(26.0, step - 8)
            gfx.cube(surface, (rail_r + 14, y - s / 2, s, s))
        right = rect.right - 12 - (0 if over else 200)
        for rank, rung in zip(ranks, on):
            if rung == i:
                _rank(surface, rank, medals.get(rank[0]), (rail_r + 54, y), right, step)
    if not over:
        _choosing(surface, pygame.Rect(rect.right - 190, top, 178, rect.bottom - 10 - top), state["choosing"], w)


def _rank(surface: pygame.Surface, rank: list[str], medal: str | None, at: tuple[float, float], right: float,
          step: float) -> None:
    """One round's jumpers on their rung: the medal their rank shares (3 Medals rule), then their chips."""
    x, y = at
    if medal is not None:
        parts.medal(surface, medal, (x, y), min(16.0, step / 2 - 3))
    x += 30
    gap = min(44.0, (right - x) / len(rank))
    for seat in rank:
        parts.chip(surface, seat, (x + gap / 2, y), min(parts.CHIP, step - 8, gap - 6))
        x += gap


def _choosing(surface: pygame.Surface, r: pygame.Rect, seats: list[str], w: dict[str, str]) -> None:
    """Who still chooses this round: chips only (what they chose is secret)."""
    gfx.rect(surface, theme.PANEL, r)
    gfx.rect(surface, theme.PANEL_EDGE, r, 2)
    if not seats:
        gfx.paragraph(surface, w["nobody"], r.inflate(-16, -12), theme.SIZE_SMALL, theme.DIM)
        return
    label = gfx.text(surface, w["choosing"], (r.left + 10, r.top + 6), theme.SIZE_SMALL, theme.DIM, True)
    for k, seat in enumerate(seats):
        x = r.left + 30 + (k % 3) * 56
        y = label.bottom + 28 + (k // 3) * 46
        parts.chip(surface, seat, (x, y))
