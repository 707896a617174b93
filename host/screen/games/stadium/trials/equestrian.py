"""Equestrian's drawer (ST-EQU-02..09, AMB-46): the obstacles left to right, each with its value and the white
square under it (the Score of a rider who falls there), the marker over the obstacle jumped this round, every
rider standing under the obstacle they are at — still in, or fallen and out (dimmed, crossed) — or past the
finish, and the last round's jumps (wager + green die = total, clear or out)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, trial_words

WHITE = (244, 244, 240)
FENCE = (150, 96, 56)


def settled(state: dict[str, Any], trial: dict[str, Any]) -> tuple[dict[str, int], dict[str, dict[str, int]], bool]:
    """(obstacles cleared, last jumps, over) — the finished trial's last round folded in from its events."""
    reveal = next(iter(parts.events(trial, "reveal")), None)
    if reveal is None:
        return dict(state["cleared"]), dict(state["last"]), False
    cleared = dict(state["cleared"])
    last = {}
    for jump in parts.events(trial, "jump"):
        wager = reveal["wagers"][jump["seat"]]
        last[jump["seat"]] = {"wager": wager, "die": jump["total"] - wager, "need": jump["height"]}
        cleared[jump["seat"]] += 1 if jump["cleared"] else 0
    return cleared, last, True


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    state = trial["state"]
    obstacles = state["obstacles"]
    cleared, last, over = settled(state, trial)
    parts.backdrop(surface, rect)
    title = w["over"] if over else w["round"].format(n=state["obstacle"], of=len(obstacles), height=state["height"])
    top = parts.heading(surface, rect, title)
    cols = len(obstacles) + 1
    col = (rect.width - 24) / cols
    marker = len(obstacles) if over else state["obstacle"] - 1
    jumps_top = rect.bottom - 8 - (28 + 30 * ((len(last) + 2) // 3) if last else 0)
    for i in range(cols):
        cx = rect.left + 12 + col * (i + 0.5)
        if i == marker and not over:
            gfx.rect(surface, parts.HIGHLIGHT, (cx - col / 2 + 3, top, col - 6, jumps_top - top - 4))
            gfx.polygon(surface, theme.ACCENT, [(cx - col / 2 + 5, top + 4), (cx - col / 2 + 19, top + 16),
                                                (cx - col / 2 + 5, top + 28)])
        if i == len(obstacles):
            _finish(surface, (cx, top), col, w)
        else:
            _obstacle(surface, (cx, top), obstacles[i], state["white_squares"][i], i < marker)
    out = {s for s in view["seats"] if cleared[s] < len(obstacles) and (over or s not in state["riders"])}
    at: dict[int, list[str]] = {}
    for seat in view["seats"]:
        at.setdefault(min(cleared[seat], len(obstacles)), []).append(seat)
    per_row = max(1, int((col - 6) // 30))
    for i, seats in at.items():
        cx = rect.left + 12 + col * (i + 0.5)
        y = top + 114
        for k, seat in enumerate(seats):
            x = cx + ((k % per_row) - (min(per_row, len(seats)) - 1) / 2) * 30
            parts.chip(surface, seat, (x, y + (k // per_row) * 30), 24)
        if any(s in out for s in seats):
            y += 18 + ((len(seats) - 1) // per_row) * 30
            parts.text_in(surface, w["fell"], (cx, y), col - 4, theme.SIZE_SMALL, theme.BAD, True, "midtop")
    if last:
        _last_jumps(surface, pygame.Rect(rect.left + 12, jumps_top, rect.width - 24, rect.bottom - 8 - jumps_top),
                    view, last, w)


def _obstacle(surface: pygame.Surface, top: tuple[float, float], value: int, white: int, passed: bool) -> None:
    """The obstacle's value over its fence, and its white square under it."""
    cx, y = top
    gfx.text(surface, str(value), (cx, y + 17), theme.SIZE_LARGE, theme.DIM if passed else theme.TEXT, True,
             "center")
    colour = theme.DIM if passed else FENCE
    for dy in (38, 48):
        gfx.rect(surface, colour, (cx - 22, y + dy, 44, 5))
    for x in (cx - 24, cx + 20):
        gfx.rect(surface, parts.LIGHT, (x, y + 34, 4, 24))
    gfx.rect(surface, WHITE, (cx - 17, y + 64, 34, 32))
    gfx.text(surface, str(white), (cx, y + 81), theme.SIZE_BODY, (20, 20, 28), True, "center")


def _finish(surface: pygame.Surface, top: tuple[float, float], col: float, w: dict[str, str]) -> None:
    """A chequered flag over the word."""
    cx, y = top
    for k in range(4):
        for j in range(3):
            gfx.rect(surface, WHITE if (k + j) % 2 == 0 else (30, 30, 40), (cx - 20 + k * 10, y + 34 + j * 8, 10, 8))
    gfx.rect(surface, parts.LIGHT, (cx - 22, y + 30, 3, 66))
    parts.text_in(surface, w["finish"], (cx, y + 17), col - 4, theme.SIZE_SMALL, theme.DIM, True, "center")


def _last_jumps(surface: pygame.Surface, r: pygame.Rect, view: dict[str, Any], last: dict[str, dict[str, int]],
                w: dict[str, str]) -> None:
    """The last round's jumps, three to a row: wager + die = total, with its mark (clear or out)."""
    gfx.line(surface, theme.PANEL_EDGE, (r.left, r.top), (r.right, r.top), 2)
    gfx.text(surface, w["last"], (r.left, r.top + 3), theme.SIZE_SMALL, theme.DIM, True)
    cell = r.width / 3
    for k, seat in enumerate(s for s in view["seats"] if s in last):
        j = last[seat]
        total = j["wager"] + j["die"]
        ok = total >= j["need"]
        x, y = r.left + (k % 3) * cell, r.top + 28 + (k // 3) * 30 + 14
        parts.chip(surface, seat, (x + 14, y), 24)
        s = w["jump"].format(wager=j["wager"], die=j["die"], total=total) + " " + w["clear" if ok else "fell"]
        parts.text_in(surface, s, (x + 32, y), cell - 36, theme.SIZE_SMALL, theme.GOOD if ok else theme.BAD, True,
                      "midleft")
