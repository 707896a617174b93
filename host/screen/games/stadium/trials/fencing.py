"""Fencing's drawer (ST-FENC-02..08, AMB-41, AMB-42): the marker track (0 / Red / Blue / Victory, as the
content names the spaces); while the wagers are dialled, what a wager buys
(the dice ladder, re-rolls above it); then the roller's dice tumbling through their faces (the view's ``die_faces``) as they
are rolled and re-rolled, the
re-rolls left and the total; under it both teams with each fencer's revealed wager and Score and the team
totals. A finished trial (parts.ended) shows the last round's Scores and the marker on Victory."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import archery, parts, teamboard, trial_words
from host.screen.table.dice import Rolls, draw_die, face_text

DIE = 64
SPACE_FILL = {"start": (44, 50, 88), "red": theme.PLAYER_RGB["red"], "blue": theme.PLAYER_RGB["blue"],
              "victory": parts.MEDAL_RGB["gold"]}
_rolls = Rolls()
DRAWS_DICE = True
"""This drawer draws the step's dice itself: the arena's tray between the Medal boards stays empty."""


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    st = trial["state"]
    parts.backdrop(surface, rect)
    scored = {e["seat"]: e for e in parts.events(trial, "fencing_score")}
    scores = {**st["scores"], **{s: e["score"] for s, e in scored.items()}}
    end = next(iter(parts.events(trial, "round")), None)
    marker = end["marker"] if end else st["marker"]   # the last round's push (none when the cap ended it)
    over = bool(trial.get("ended"))
    outcome = teamboard.result(trial)
    if outcome:
        title = outcome[0]
    elif not st["wagers"]:
        title = w["wagering"].format(n=st["round"])
    else:
        title = w["rolling"].format(name=(st["rolling"] or "").capitalize())
    top = parts.heading(surface, rect, title, "" if not st["wagers"] or over else w["round"].format(n=st["round"]))
    inner = rect.inflate(-24, 0)
    band = pygame.Rect(inner.left, top, inner.width, 66)
    spaces = list(st["track"])
    teamboard.track(surface, band, [st["track"][s] for s in spaces], [SPACE_FILL.get(s, SPACE_FILL["start"]) for s in spaces],
                    spaces.index(marker) if marker in spaces else None)
    middle = pygame.Rect(inner.left, band.bottom + 8, inner.width, DIE + 14)
    if over:
        middle.height = 0
    elif not st["wagers"]:
        _ladder(surface, middle, st["ladder"], w)
    elif st["rolling"]:
        _rolling(surface, middle, st, now, w, archery._picked(view, st["rolling"]))
    else:
        middle.height = 0
    totals = {t: face_text(sum(scores[s] for s in parts.members(view, t) if s in scores)) for t in view["team_order"]
              if any(s in scores for s in parts.members(view, t))}

    wagers = {**st["wagers"], **next((e["wagers"] for e in parts.events(trial, "reveal")), {})}

    def cell(target: pygame.Surface, seat: str, r: pygame.Rect) -> None:
        if seat == st["rolling"] and not over:
            gfx.rect(target, parts.HIGHLIGHT, r.inflate(0, -4))
        wager = wagers.get(seat)
        note = w["wager"].format(n=wager) if wager is not None else ""
        value = face_text(scores[seat]) if seat in scores else (w["not_yet"] if wagers else "")
        teamboard.seat_row(target, seat, r, value, note, theme.TEXT, seat not in scores)

    below = middle.bottom + 6
    teamboard.columns(surface, pygame.Rect(inner.left, below, inner.width, rect.bottom - below - 8), view, cell,
                      totals)


def _ladder(surface: pygame.Surface, r: pygame.Rect, ladder: list[list[str]], w: dict[str, str]) -> None:
    """What each wager buys: "0" and its dice, "1" ..., then "4+: re-rolls"."""
    gfx.text(surface, w["ladder"], (r.left, r.top), theme.SIZE_SMALL, theme.DIM)
    y = r.top + 48
    x = r.left
    for n, dice in enumerate(ladder):
        x = gfx.text(surface, str(n), (x, y), theme.SIZE_LARGE, theme.ACCENT, True, "midleft").right + 6
        for die in dice:
            draw_die(surface, die, None, (x + 16, y), 30)
            x += 38
        x += 14
    gfx.text(surface, w["ladder_top"].format(n=len(ladder)), (x, y), theme.SIZE_SMALL, theme.TEXT, anchor="midleft")


def _rolling(surface: pygame.Surface, r: pygame.Rect, st: dict[str, Any], now: float, w: dict[str, str],
             picked: str | None) -> None:
    """The roller's chip, dice (the one being dialled for a re-roll framed) and total, and the re-rolls left."""
    cy = r.top + DIE / 2 + 4
    seat = st["rolling"]
    parts.chip(surface, seat, (r.left + 22, cy), 36)
    faces = [f for _, f in st["dice"]]
    at = _rolls.seen((st["round"], seat), faces, now)
    x = r.left + 60 + DIE / 2
    for i, (die, face) in enumerate(st["dice"]):
        draw_die(surface, die, face, (x, cy), DIE, at[i], now, st.get("die_faces", {}).get(die),
                 theme.ACCENT if die == picked else None)
        x += DIE + 16
    total = face_text(sum(faces)) if not _rolls.animating(now) else "…"
    tr = gfx.text(surface, w["total"].format(n=total), (x - 4, cy), theme.SIZE_TITLE, theme.ACCENT, True, "midleft")
    left = {0: w["no_rerolls"], 1: w["reroll_one"]}.get(st["rerolls"], w["rerolls"].format(n=st["rerolls"]))
    room = r.right - tr.right - 16
    lift = (gfx.line_height(theme.SIZE_BODY, True) / 2) if gfx.width(left, theme.SIZE_SMALL, True) > room else 0.0
    parts.lines_in(surface, left, (tr.right + 16, cy - lift), room, theme.SIZE_BODY, theme.TEXT, True)
