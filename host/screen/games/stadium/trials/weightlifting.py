"""Weightlifting's drawer (ST-LIFT-02..09, AMB-39): the tile's table of weights, each row with the green-die
faces that lift it shown green (the others dark), the weight being re-rolled for marked, each lifter's chip on
the row of their heaviest lift, and every player's state: on turn, still in, or passed for good."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, trial_words

def settled(state: dict[str, Any], trial: dict[str, Any]) -> tuple[list[str], dict[str, int]]:
    """(passed, heaviest lifts) with the finished trial's last step folded in."""
    passed, lifted = list(state["passed"]), dict(state["lifted"])
    for e in trial.get("ended") or ():
        if e["type"] == "pass":
            passed.append(e["seat"])
        elif e["type"] == "lift" and e["lifted"]:
            lifted[e["seat"]] = e["weight"]
    return passed, lifted


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    state = trial["state"]
    over = bool(trial.get("ended"))
    passed, lifted = settled(state, trial)
    turn, attempt = (None, None) if over else (state["turn"], state["attempt"])
    parts.backdrop(surface, rect)
    if over or turn is None:
        title = w["over"]
    elif attempt is not None:
        title = w["missed"].format(seat=turn.capitalize(), weight=attempt)
    else:
        title = w["turn"].format(seat=turn.capitalize())
    top = parts.heading(surface, rect, title)
    side = 140
    table = pygame.Rect(rect.left + 12, top, rect.width - 36 - side, rect.bottom - 8 - top)
    _table(surface, table, state["weights"], list(dict.fromkeys(state["die"])), lifted, attempt, w)
    seats = pygame.Rect(table.right + 12, top, side, rect.bottom - 8 - top)
    gfx.line(surface, theme.PANEL_EDGE, (seats.left - 6, seats.top), (seats.left - 6, seats.bottom), 2)
    _seats(surface, seats, view, passed, turn, w)


def _table(surface: pygame.Surface, r: pygame.Rect, weights: list[dict[str, Any]], faces: list[Any],
           lifted: dict[str, int], attempt: int | None, w: dict[str, str]) -> None:
    """One row per weight: the weight, the green die's faces that lift it, the lifters whose best it is."""
    label_h = 28
    gfx.text(surface, w["weight"], (r.left, r.top), theme.SIZE_SMALL, theme.DIM, True)
    face = min(30.0, (r.height - label_h) / len(weights) - 8, (r.width - 190) / len(faces) - 4)
    faces_x = r.left + 96
    chips_x = faces_x + len(faces) * (face + 4) + 6
    parts.text_in(surface, w["die"], (faces_x, r.top), chips_x - faces_x - 8, theme.SIZE_SMALL, theme.DIM, True)
    parts.text_in(surface, w["best"], (chips_x, r.top), r.right - chips_x, theme.SIZE_SMALL, theme.DIM, True)
    step = (r.height - label_h) / len(weights)
    for i, row in enumerate(weights):
        y = r.top + label_h + step * (i + 0.5)
        if row["weight"] == attempt:
            gfx.rect(surface, parts.HIGHLIGHT, (r.left - 4, y - step / 2 + 1, r.width + 4, step - 2))
            gfx.rect(surface, theme.ACCENT, (r.left - 4, y - step / 2 + 1, r.width + 4, step - 2), 2)
        gfx.text(surface, str(row["weight"]), (r.left + 60, y), theme.SIZE_LARGE, theme.TEXT, True, "midright")
        low, high = row["range"]
        for k, f in enumerate(faces):
            cell = (faces_x + k * (face + 4), y - face / 2, face, face)
            hit = type(f) is int and low <= f <= high
            if hit:
                gfx.rect(surface, theme.GOOD, cell)
            else:
                gfx.rect(surface, theme.PANEL_EDGE, cell, 2)
            gfx.text(surface, str(f), (cell[0] + face / 2, y + 1), theme.SIZE_SMALL, (16, 30, 20) if hit else theme.DIM,
                     True, "center", role="label")
        best = [s for s in lifted if lifted[s] == row["weight"]]
        gap = min(34.0, (r.right - chips_x) / max(1, len(best)))
        for k, seat in enumerate(best):
            parts.chip(surface, seat, (chips_x + 14 + k * gap, y), min(26.0, gap - 6))


def _seats(surface: pygame.Surface, r: pygame.Rect, view: dict[str, Any], passed: list[str], turn: str | None,
           w: dict[str, str]) -> None:
    """Every player: on turn (highlighted), still in, or passed."""
    seats = view["seats"]
    step = min(46.0, r.height / len(seats))
    for i, seat in enumerate(seats):
        y = r.top + step * (i + 0.5)
        if seat == turn:
            gfx.rect(surface, parts.HIGHLIGHT, (r.left, y - step / 2 + 2, r.width, step - 4))
        parts.chip(surface, seat, (r.left + 20, y), 26)
        state, colour = ((w["on_turn"], theme.ACCENT) if seat == turn else (w["passed"], theme.DIM) if seat in passed
                         else (w["in"], theme.TEXT))
        parts.text_in(surface, state, (r.left + 42, y), r.width - 46, theme.SIZE_SMALL, colour, True, "midleft")
