"""Taekwondo's drawer (ST-TKD-02..08): both teams with every athlete's Score, what each chose in the last
round as revealed (attacks — with the target's chip —, blocks, waits) and OUT for the eliminated (dimmed);
the opening's and the rounds' rules in a line under them. A finished trial (parts.ended)
shows the last round and the team that won Gold, or the tie."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, teamboard, trial_words


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    st = trial["state"]
    parts.backdrop(surface, rect)
    hits = next(iter(parts.events(trial, "hits")), None)
    opening = next((e for e in parts.events(trial, "reveal") if "wagers" in e), None)
    shown = next((e["choices"] for e in parts.events(trial, "reveal") if "choices" in e), None)
    scores = {**st["scores"], **(opening or {}).get("scores", {}), **(hits or {}).get("scores", {})}
    out = [*st["out"], *(s for e in parts.events(trial, "eliminated") for s in e["seats"])]
    last = shown if shown is not None else st["last"]
    losses = st["losses"]
    outcome = teamboard.result(trial)
    if outcome:
        title = outcome[0]
    elif parts.revealing(view) and not st["opening"]:   # the seat rows show the choices just revealed
        title = w["wagers_revealed"] if st["round"] == 1 else w["revealed"].format(n=st["round"] - 1)
    elif st["opening"]:
        title = w["opening"]
    else:
        title = w["round"].format(n=st["round"])
    top = parts.heading(surface, rect, title)
    inner = rect.inflate(-24, 0)
    rule = w["opening_rule"].format(bonus=losses["opening_bonus"]) if st["opening"] and not outcome else \
        w["rule"].format(attack=losses["attack_loss"], block=losses["block_loss"], idle=losses["idle_block_loss"])
    lines = gfx.wrap(rule, inner.width, theme.SIZE_SMALL)[:3]
    step = gfx.line_height(theme.SIZE_SMALL) + 2
    foot = rect.bottom - 10 - step * len(lines)
    for i, line in enumerate(lines):
        gfx.text(surface, line, (inner.left, foot + i * step), theme.SIZE_SMALL, theme.DIM)

    def cell(target: pygame.Surface, seat: str, r: pygame.Rect) -> None:
        gone = seat in out
        value = w["out"] if gone else str(scores[seat]) if seat in scores else ""
        x = teamboard.seat_row(target, seat, r, value, "", theme.TEXT, gone)
        choice = last.get(seat, "")
        if not choice:
            return
        action, _, aim = choice.partition(" ")
        said = gfx.text(target, w.get(action, action), (x, r.centery), theme.SIZE_SMALL, theme.TEXT, anchor="midleft")
        if aim:
            parts.chip(target, aim, (said.right + 18, r.centery), 22)

    teamboard.columns(surface, pygame.Rect(inner.left, top, inner.width, foot - top - 6), view, cell)
