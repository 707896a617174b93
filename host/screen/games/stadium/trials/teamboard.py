"""The team-trial pieces of the Stadium drawers (issue 13), beside :mod:`parts`: the two teams side by side,
each under its pennant and name (a team is never told by colour alone, CON-02) with one row per athlete,
and a track of labelled spaces with a marker (Fencing's 0 / Red / Blue / Victory, Rugby's tug of war)."""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

import pygame

from host.screen import draw, theme
from host.screen.games.stadium.trials import parts, words
from host.screen.table.words import plain

TEAM_INK = {"red": (255, 140, 140), "blue": (150, 186, 255)}
"""A team's name in a light ink of its colour (readable on the panel)."""
ROW = 40
HEAD = 34

Cell = Callable[[pygame.Surface, str, pygame.Rect], None]


def columns(target: pygame.Surface, r: pygame.Rect, view: Mapping[str, Any], cell: Cell,
            totals: Mapping[str, str] | None = None, row: float = ROW) -> None:
    """Both teams side by side inside ``r``: each under its pennant, its name and ``totals[team]``, one row
    per athlete (``cell(target, seat, row_rect)``); rows shrink to fit three athletes a team."""
    gap = 18
    w = (r.width - gap) // 2
    teams = view["team_order"]
    most = max(len(parts.members(view, t)) for t in teams)
    row = min(row, (r.height - HEAD - 4) / max(1, most))
    for i, team in enumerate(teams):
        col = pygame.Rect(r.left + i * (w + gap), r.top, w, r.height)
        x = parts.team_flag(target, team, (col.left + 2, col.top + HEAD / 2 - 2), 22)
        aside = (totals or {}).get(team, "")
        right = col.right - 4
        if aside:
            right = parts.text_in(target, aside, (right, col.top + HEAD / 2 - 2), w * 0.4, theme.SIZE_LARGE,
                                  theme.TEXT, True, "midright").left - 8
        parts.text_in(target, parts.team_name(team), (x + 6, col.top + HEAD / 2 - 2), right - x - 6,
                      theme.SIZE_BODY, TEAM_INK[team], True, "midleft")
        draw.rect(target, theme.PLAYER_RGB[team], (col.left, col.top + HEAD - 2, w, 3))
        y: float = col.top + HEAD + 4
        for seat in parts.members(view, team):
            cell(target, seat, pygame.Rect(col.left, round(y), w, round(row)))
            y += row


def seat_row(target: pygame.Surface, seat: str, r: pygame.Rect, value: str = "", note: str = "",
             colour: draw.Colour = theme.TEXT, dim: bool = False, chip: float = 28) -> float:
    """One athlete's row: the chip, ``value`` big at the right, ``note`` between; returns the x after the
    chip (where a drawer may add a picture of its own)."""
    chip = min(chip, r.height - 8)
    parts.chip(target, seat, (r.left + 6 + chip / 2 + 4, r.centery), chip)
    left = r.left + chip + 22
    right = r.right - 4
    if value:
        right = draw.text(target, value, (right, r.centery), theme.SIZE_LARGE, theme.DIM if dim else colour, True,
                          "midright").left - 10
    if note and right - left > 30:
        parts.text_in(target, note, (left, r.centery), right - left, theme.SIZE_SMALL, theme.DIM, False, "midleft")
    return left


def track(target: pygame.Surface, r: pygame.Rect, labels: Sequence[str], fills: Sequence[draw.Colour],
          at: int | None) -> None:
    """A row of spaces filling ``r``, each filled ``fills[i]`` and named ``labels[i]`` at its top, the
    marker (a white disc) on space ``at``, whose edge is lit."""
    n = len(labels)
    gap = 6
    w = (r.width - gap * (n - 1)) / n
    for i, (label, fill) in enumerate(zip(labels, fills)):
        space = pygame.Rect(round(r.left + i * (w + gap)), r.top, round(w), r.height)
        draw.rect(target, fill, space)
        draw.rect(target, theme.ACCENT if i == at else parts.LIGHT, space, 4 if i == at else 2)
        if label:
            ink = (16, 16, 24) if sum(fill) > 400 else theme.TEXT
            parts.text_in(target, label, (space.centerx, space.top + 3), w - 10, theme.SIZE_BODY, ink, True, "midtop")
    if at is not None:
        cx = r.left + at * (w + gap) + w / 2
        radius = min(w * 0.3, r.height * 0.2, 14)
        marker(target, (cx, r.bottom - radius - 7), radius)


def marker(target: pygame.Surface, center: tuple[float, float], radius: float) -> None:
    """The marker (and the Basketball token): a white disc, a dark rim and a seam."""
    draw.circle(target, (12, 12, 20), center, radius + 3)
    draw.circle(target, (250, 250, 250), center, radius)
    draw.line(target, (60, 60, 80), (center[0] - radius * 0.85, center[1]), (center[0] + radius * 0.85, center[1]), 3)
    draw.line(target, (60, 60, 80), (center[0], center[1] - radius * 0.85), (center[0], center[1] + radius * 0.85), 3)


def result(trial: Mapping[str, Any]) -> tuple[str, str] | None:
    """The title and the line under it for a finished Gold trial (parts.ended): the team that won Gold, or
    a tie (ST-13, AMB-45: both Gold or none, and why it was ended); None while it is on."""
    if not trial.get("ended"):
        return None
    w = words("teamboard")
    golds = [t for t, m in parts.team_medals(trial) if m == "gold"]
    won = next((e["team"] for e in parts.events(trial, "trial_won") if e.get("team")), None)
    if won or len(golds) == 1:
        return w["won"].format(team=parts.team_name(won or golds[0])), ""
    forced = next(iter(parts.events(trial, "forced_end")), None)
    why = plain(str(forced.get("why", ""))) if forced else ""
    return (w["tie_gold"] if len(golds) > 1 else w["tie_none"]), why[:1].upper() + why[1:]
