"""Rugby's drawer (ST-RUG-02..06): the tug-of-war track from Red's space to Blue's, the 0 space between and the
marker where the pushes left it; under it both teams with each player's wager of the last round and the
team sums that pushed (headed by that round while its wagers are being revealed). A finished trial (parts.ended)
shows the winning push onto a team's space."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, teamboard, trial_words

MIDDLE = (44, 50, 88)
TOWARD_FILL = {"red": (84, 44, 60), "blue": (40, 58, 104)}


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    st = trial["state"]
    parts.backdrop(surface, rect)
    push = next(iter(parts.events(trial, "push")), None)
    wagers = next((e["wagers"] for e in parts.events(trial, "reveal")), None) if push else st["last_wagers"]
    marker = push["marker"] if push else st["marker"]
    outcome = teamboard.result(trial)
    if outcome:
        title = outcome[0]
    elif wagers and parts.revealing(view):          # the last round's wagers are being shown in the seat rows
        title = w["revealed"].format(n=st["round"] - 1)
    else:
        title = w["wagering"].format(n=st["round"])
    top = parts.heading(surface, rect, title)
    inner = rect.inflate(-24, 0)
    side = st["spaces_per_side"]
    toward = st["toward"]
    # index 0 is Red's space when Red pushes toward +spaces (the view says which way each team pushes)
    order = sorted(range(-side, side + 1), key=lambda m: -m * toward["red"])
    labels, fills = [], []
    for m in order:
        team = "red" if m * toward["red"] >= side else "blue" if m * toward["blue"] >= side else None
        labels.append(parts.team_name(team).split()[0] if team else w["start"] if m == 0 else "")
        fills.append(theme.PLAYER_RGB[team] if team else MIDDLE if m == 0 else
                     TOWARD_FILL["red" if m * toward["red"] > 0 else "blue"])
    band = pygame.Rect(inner.left, top + 2, inner.width, 66)
    teamboard.track(surface, band, labels, fills, order.index(max(-side, min(side, marker))))
    y = band.bottom + 10
    if outcome and outcome[1]:
        note = outcome[1]
    elif push:
        note = w["pushed"].format(team=parts.team_name(push["team"])) if push["team"] else w["held"]
    elif wagers:
        sums = {t: sum(wagers.get(s, 0) for s in parts.members(view, t)) for t in view["team_order"]}
        winner = None if sums["red"] == sums["blue"] else max(sums, key=sums.__getitem__)
        note = f'{w["last"]}: ' + (w["pushed"].format(team=parts.team_name(winner)) if winner else w["held"])
    else:
        note = w["none_yet"]
    if gfx.width(note, theme.SIZE_BODY) <= inner.width:
        parts.text_in(surface, note, (inner.left, y), inner.width, theme.SIZE_BODY, theme.TEXT)
        y += 40
    else:
        y = gfx.paragraph(surface, note, pygame.Rect(inner.left, y, inner.width, 60), theme.SIZE_SMALL, theme.TEXT,
                          2) + 6
    totals = {t: str(sum(wagers.get(s, 0) for s in parts.members(view, t))) for t in view["team_order"]} \
        if wagers else None

    def cell(target: pygame.Surface, seat: str, r: pygame.Rect) -> None:
        teamboard.seat_row(target, seat, r, w["wager"].format(n=wagers[seat]) if wagers and seat in wagers else "")

    teamboard.columns(surface, pygame.Rect(inner.left, y, inner.width, rect.bottom - y - 8), view, cell, totals)
