"""Golf's drawer (ST-GOLF-02..10, AMB-36): the holes in a row, each with one space per team — a cube of the
team's colour when filled, an outline when free — the teams' rows named with their cube counts, the hole the
choosing player rolled (ST-GOLF-07), and every player's strokes left (their Score, ST-GOLF-03), face down
while the opening wager is secret."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, trial_words


def settled(state: dict[str, Any], trial: dict[str, Any]) -> tuple[dict[str, int], dict[str, list[int]]]:
    """(strokes left, team cubes), with the finished trial's last step folded in from its events: the opening
    wagers, one stroke per roll, the strokes paid to aim, the cubes placed."""
    budgets = dict(state["budgets"])
    cubes = {t: list(h) for t, h in state["cubes"].items()}
    for e in trial.get("ended") or ():
        if e["type"] == "reveal":
            budgets = dict(e["wagers"])
        elif e["type"] == "roll":
            budgets[e["by"]] -= 1
        elif e["type"] == "stroke" and e.get("hole") is not None and e.get("team"):
            cubes[e["team"]].append(e["hole"])
            budgets[e["seat"]] -= e.get("paid", 0)
    return budgets, cubes


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    state = trial["state"]
    over = bool(trial.get("ended"))
    budgets, cubes = settled(state, trial)
    secret = state["phase"] == "wager" and not over
    rolling = bool(view.get("rolling"))          # the die of this face still to stop (timeline.py)
    parts.backdrop(surface, rect)
    if over:
        title = w["over"]
    elif secret:
        title = w["wagering"]
    elif state["face"] is not None and state["turn"] and not rolling:
        title = w["rolled"].format(seat=state["turn"].capitalize(), face=state["face"])
    else:
        title = w["playing"]
    top = parts.heading(surface, rect, title)
    holes = state["holes"]
    label_w = 126
    col = (rect.width - 24 - label_w) / len(holes)
    left = rect.left + 12 + label_w
    row = min(46.0, (rect.height - (top - rect.top) - 60) / 3)
    rolled = None if over or secret or rolling else state["face"]
    for i, hole in enumerate(holes):
        cx = left + col * (i + 0.5)
        if hole == rolled:
            gfx.rect(surface, parts.HIGHLIGHT, (cx - col / 2 + 2, top, col - 4, row * 3))
        _flag(surface, (cx, top + row / 2), hole, w)
    for k, team in enumerate(view["team_order"]):
        y = top + row * (k + 1.5)
        x = parts.team_flag(surface, team, (rect.left + 16, y), 24)
        parts.text_in(surface, w["team"].format(team=team.capitalize(), n=len(cubes[team])), (x + 6, y),
                      left - x - 10, theme.SIZE_BODY, theme.TEXT, True, "midleft")
        s = min(30.0, row - 14)
        for i, hole in enumerate(holes):
            cx = left + col * (i + 0.5)
            cell = (cx - s / 2, y - s / 2, s, s)
            if hole in cubes[team]:
                gfx.cube(surface, cell, theme.PLAYER_RGB[team])
            else:
                gfx.cube(surface, cell, empty=True)
    rule_h = gfx.line_height(theme.SIZE_SMALL) + 6
    strokes = pygame.Rect(rect.left + 12, top + row * 3 + 8, rect.width - 24, rect.bottom - 8 - rule_h - (top + row * 3 + 8))
    _strokes(surface, strokes, view, budgets, secret, state["turn"] if not over and not secret else None, w)
    parts.text_in(surface, w["rule"], (rect.left + 16, rect.bottom - 10), rect.width - 32, theme.SIZE_SMALL, theme.DIM,
                  anchor="bottomleft")


def _flag(surface: pygame.Surface, center: tuple[float, float], hole: int, w: dict[str, str]) -> None:
    """A hole's flag on its pole, its number beside it."""
    cx, cy = center
    gfx.rect(surface, parts.LIGHT, (cx - 16, cy - 16, 3, 32))
    gfx.polygon(surface, theme.ACCENT, [(cx - 13, cy - 16), (cx - 1, cy - 10), (cx - 13, cy - 4)])
    gfx.text(surface, w["hole"].format(n=hole), (cx + 2, cy + 1), theme.SIZE_LARGE, theme.TEXT, True, "midleft")


def _strokes(surface: pygame.Surface, r: pygame.Rect, view: dict[str, Any], budgets: dict[str, int], secret: bool,
             turn: str | None, w: dict[str, str]) -> None:
    """Every player's strokes left (face down during the secret opening); the player on turn highlighted."""
    gfx.line(surface, theme.PANEL_EDGE, (r.left, r.top), (r.right, r.top), 2)
    label = gfx.text(surface, w["strokes"], (r.left, r.top + 10), theme.SIZE_SMALL, theme.DIM, True)
    seats = view["seats"]
    per_row = 4 if len(seats) <= 4 else 3
    lines = -(-len(seats) // per_row)
    step = min(44.0, (r.bottom - label.bottom - 4) / lines)
    cell = (r.width - 4) / per_row
    for i, seat in enumerate(seats):
        x = r.left + cell * (i % per_row)
        y = label.bottom + 4 + step * (i // per_row) + step / 2
        if seat == turn:
            gfx.rect(surface, parts.HIGHLIGHT, (x, y - step / 2 + 2, cell - 6, step - 4))
        parts.chip(surface, seat, (x + 20, y), 26)
        value = w["secret"] if secret else str(budgets.get(seat, 0))
        gfx.text(surface, value, (x + 42, y), theme.SIZE_BODY, theme.ACCENT if secret else theme.TEXT, True,
                 "midleft")
