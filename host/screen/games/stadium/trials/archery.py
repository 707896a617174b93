"""Archery's drawer (ST-ARCH-02..06, AMB-41): the shooter's four dice (blue, yellow, red, green; yellow and red
faces negative) tumbling when rolled or re-rolled (the die being dialled for a re-roll framed), their signed
total, the price of a re-roll and how many re-rolls the shooter has taken; under them
both teams with each archer's Score once shot and the medal it stands for now (the 3 Medals rule). A
finished trial (parts.ended) shows the final Scores and the medals won."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, teamboard, trial_words
from host.screen.table.dice import Rolls, draw_die, face_text

DIE = 74
_rolls = Rolls()
DRAWS_DICE = True
"""This drawer draws the step's dice itself: the arena's tray between the Medal boards stays empty."""


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    st = trial["state"]
    parts.backdrop(surface, rect)
    shots = parts.events(trial, "archery_score")
    scores = {**st["scores"], **{e["seat"]: e["score"] for e in shots}}
    over = bool(trial.get("ended"))
    shooter = shots[-1]["seat"] if over and shots else st["shooter"]
    faces = shots[-1]["faces"] if over and shots else st["faces"]
    title = w["final"] if over else w["shoots"].format(name=shooter.capitalize())
    top = parts.heading(surface, rect, title, "" if over else _rerolls(st["rerolls"], w))
    row = pygame.Rect(rect.left + 12, top, rect.width - 24, DIE + 12)
    picked = _picked(view, shooter) if not over else None
    _dice_row(surface, row, shooter, st, faces, now, w, picked)
    if not over:
        parts.text_in(surface, w["reroll"].format(cost=st["reroll_cost"]), (rect.left + 14, row.bottom),
                      rect.width - 28, theme.SIZE_SMALL, theme.DIM)
    under = row.bottom + draw_line()
    medals = parts.seat_medals(trial) if over else st["standing"]

    def cell(target: pygame.Surface, seat: str, r: pygame.Rect) -> None:
        shot = seat in scores
        value = face_text(scores[seat]) if shot else w["not_yet"]
        note = w["shooting"] if seat == shooter and not over and not shot else ""
        if seat == shooter and not over:
            gfx.rect(target, parts.HIGHLIGHT, r.inflate(0, -4))
        x = teamboard.seat_row(target, seat, r, value, note, theme.TEXT, not shot)
        if seat in medals:
            parts.medal(target, medals[seat], (x + 18, r.centery), 14)

    teamboard.columns(surface, pygame.Rect(rect.left + 12, under, rect.width - 24, rect.bottom - under - 8),
                      view, cell)


def _rerolls(n: int, w: dict[str, str]) -> str:
    """The re-rolls the shooter has taken this turn, in words."""
    return {0: w["no_rerolls"], 1: w["one_reroll"]}.get(n, w["rerolls"].format(n=n))


def draw_line() -> float:
    """The height of the re-roll line under the dice."""
    return gfx.line_height(theme.SIZE_SMALL) + 6


def _picked(view: dict[str, Any], seat: str) -> str | None:
    """The die ``seat`` is dialling to re-roll now (a public choice, shown as dialled: CON-08)."""
    said = (view.get("dialling") or {}).get(seat) or {}
    return said.get("die") if said.get("action") == "reroll" else None


def _dice_row(surface: pygame.Surface, r: pygame.Rect, shooter: str, st: dict[str, Any], faces: list[int],
              now: float, w: dict[str, str], picked: str | None = None) -> None:
    """The shooter's chip, the four dice (the one being picked for a re-roll framed), the total."""
    cy = r.top + DIE / 2 + 4
    parts.chip(surface, shooter, (r.left + 22, cy), 36)
    at = _rolls.seen(shooter, faces, now)
    x0 = r.left + 60 + DIE / 2
    step = DIE + 16
    for i, (die, face) in enumerate(zip(st["dice"], faces)):
        draw_die(surface, die, face, (x0 + i * step, cy), DIE, at[i], now, st["die_faces"].get(die),
                 theme.ACCENT if die == picked else None)
    total = sum(faces)
    settled = not _rolls.animating(now)
    gfx.text(surface, w["total"].format(n=face_text(total)) if settled else w["total"].format(n="…"),
             (r.right - 4, cy), theme.SIZE_TITLE, theme.ACCENT, True, "midright")
