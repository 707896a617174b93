"""The 4×100 m Relay's drawer (ST-RLY-02..04), which the Medley Relay's shares (ST-MED-02..05, medley.py): the
stages that wager — the relay's successive pairs from the first player, the medley's everyone at once — with
each wager face down while its stage dials, shown once revealed, and each team's wagers combined as they are
revealed (added for the relay, multiplied for the medley), the winner's Gold marked once all are in."""
from __future__ import annotations

from math import prod
from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, trial_words
from host.screen.table.words import who


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    state = trial["state"]
    wagers = dict(state["wagers"])
    for e in parts.events(trial, "wagers"):
        wagers.update(e["wagers"])
    results = next((e["results"] for e in parts.events(trial, "team_results")), None)
    stages = state["stages"]
    now_stage = None if results is not None else state["stage"]
    parts.backdrop(surface, rect)
    if now_stage is None:
        title = w["over"]
    else:
        title = w["wagering"].format(n=now_stage + 1, of=len(stages), seats=who(state["wagering"]))
    top = parts.heading(surface, rect, title)
    box_h = 124.0
    seats = sum(len(s) for s in stages)
    x = rect.left + 12.0
    room = rect.width - 24 - 8 * (len(stages) - 1)
    for i, stage in enumerate(stages):
        bw = room * len(stage) / seats
        _stage(surface, pygame.Rect(round(x), top, round(bw), round(box_h)), i, stage, wagers, i == now_stage,
               len(stages), w)
        x += bw + 8
    rows_top = top + box_h + 8
    rule_h = gfx.line_height(theme.SIZE_SMALL) + 8
    step = min(52.0, (rect.bottom - 8 - rule_h - rows_top) / 2)
    for k, team in enumerate(view["team_order"]):
        _team(surface, pygame.Rect(rect.left + 12, round(rows_top + step * k), rect.width - 24, round(step)), team,
              view, wagers, state["combine"], results, w)
    parts.text_in(surface, w["rule"], (rect.left + 16, rect.bottom - 10), rect.width - 32, theme.SIZE_SMALL, theme.DIM,
                  anchor="bottomleft")


def _stage(surface: pygame.Surface, r: pygame.Rect, i: int, seats: list[str], wagers: dict[str, int], current: bool,
           stages: int, w: dict[str, str]) -> None:
    """One stage's box: its name, each athlete's chip and card (face down while dialled, the wager once
    revealed, a dash before its turn)."""
    gfx.rect(surface, parts.HIGHLIGHT if current else theme.PANEL, r)
    gfx.rect(surface, theme.ACCENT if current else theme.PANEL_EDGE, r, 2)
    name = w["stage"].format(n=i + 1) if stages > 1 else w["stage"]
    parts.text_in(surface, name, (r.centerx, r.top + 4), r.width - 12, theme.SIZE_SMALL,
                  theme.ACCENT if current else theme.DIM, True, "midtop")
    cell = r.width / len(seats)
    for k, seat in enumerate(seats):
        cx = r.left + cell * (k + 0.5)
        parts.chip(surface, seat, (cx, r.top + 50), 28)
        if seat in wagers:
            value, colour = str(wagers[seat]), theme.TEXT
        else:
            value, colour = (w["secret"], theme.ACCENT) if current else (w["to_come"], theme.DIM)
        gfx.text(surface, value, (cx, r.top + 96), theme.SIZE_LARGE, colour, True, "center")


def _team(surface: pygame.Surface, r: pygame.Rect, team: str, view: dict[str, Any], wagers: dict[str, int],
          combine: str, results: dict[str, int] | None, w: dict[str, str]) -> None:
    """The team's pennant, its wagers combined so far, and — once every wager is in — its result."""
    mid = r.centery
    x = parts.team_flag(surface, team, (r.left + 4, mid), 24)
    gfx.text(surface, parts.team_name(team), (x + 8, mid), theme.SIZE_BODY, theme.TEXT, True, "midleft")
    left = x + 24 + max(gfx.width(parts.team_name(t), theme.SIZE_BODY, True) for t in view["team_order"])
    values = [wagers.get(s) for s in parts.members(view, team)]
    known = [v for v in values if v is not None]
    total = (sum if combine == "sum" else prod)(known)
    expression = w["op"].join(w["secret"] if v is None else str(v) for v in values)
    s = w["result"].format(expression=expression, total=total) if None not in values else expression
    if results is not None and results[team] >= max(results.values()):
        parts.medal(surface, "gold", (r.right - 20, mid))              # the winner, or both on a tie
    parts.text_in(surface, s, (left, mid), r.right - 48 - left, theme.SIZE_LARGE, theme.TEXT, True, "midleft")
