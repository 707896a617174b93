"""The drawer 100 Meters and Beach Volleyball share (ST-100-02..05, ST-VOL-02..04, AMB-48): while everyone
programs, the two choices and what each does, and every athlete with the Energy a wager can spend; once
revealed (the finished trial, parts.ended), each athlete's wager or Rest, and — by trial — the medals of the
ranked competitors (100 m) or the team totals and the Gold (Volleyball)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, teamboard, trial_words


def draw_trial(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any],
               team_totals: bool) -> None:
    """The picture of ``trial`` (its words under its id); ``team_totals``: Volleyball's team sums."""
    w = trial_words(trial)
    gain = trial["state"]["rest_gain"]
    parts.backdrop(surface, rect)
    reveal = next(iter(parts.events(trial, "reveal")), None)
    outcome = teamboard.result(trial) if team_totals else None
    title = outcome[0] if outcome else w["revealed"] if reveal else w["choosing"]
    top = parts.heading(surface, rect, title)
    inner = rect.inflate(-24, 0)
    if reveal is None:
        half = (inner.width - 12) // 2
        hows = [w[f"{key}_how"].format(gain=gain) for key in ("compete", "rest")]
        step = gfx.line_height(theme.SIZE_SMALL)
        lines = max(len(gfx.wrap(how, half - 20, theme.SIZE_SMALL)) for how in hows)
        height = round(40 + step * min(3, lines))
        for i, (key, how) in enumerate(zip(("compete", "rest"), hows)):
            box = pygame.Rect(inner.left + i * (half + 12), top, half, height)
            gfx.rect(surface, parts.HIGHLIGHT, box)
            gfx.text(surface, w[key], (box.left + 10, box.top + 4), theme.SIZE_BODY, theme.ACCENT, True)
            gfx.paragraph(surface, how, pygame.Rect(box.left + 10, box.top + 36, box.width - 20, height - 38),
                          theme.SIZE_SMALL, theme.TEXT, 0)
        top += height + 8
    wagers = reveal["compete"] if reveal else {}
    medals = parts.seat_medals(trial)
    totals = {t: str(sum(v for s, v in wagers.items() if view["teams"][s] == t)) for t in view["team_order"]} \
        if reveal and team_totals else None

    def cell(target: pygame.Surface, seat: str, r: pygame.Rect) -> None:
        if reveal is None:
            teamboard.seat_row(target, seat, r, "", w["energy"].format(n=view["energy"][seat]))
        elif seat in wagers:
            x = teamboard.seat_row(target, seat, r, w["wager"].format(n=wagers[seat]), "")
            if seat in medals:
                parts.medal(target, medals[seat], (x + 18, r.centery), 14)
        else:
            teamboard.seat_row(target, seat, r, "", w["resting"].format(gain=gain))

    teamboard.columns(surface, pygame.Rect(inner.left, top, inner.width, rect.bottom - top - 8), view, cell, totals)
