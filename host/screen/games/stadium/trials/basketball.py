"""Basketball's drawer (ST-BASK-02..10): each team's baskets on its score spaces, the ball beside its holder,
the last exchange as revealed — every program (shoots 3, passes to G, blocks 2, intercepts) in its athlete's
row, and the Shot's green die and sum against the Blocks, or the Pass and the white dice rolled against it
(an Intercept face is a picture) — and, while nothing has been played, what the holder may do. A finished
trial (parts.ended) shows the winning basket."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, teamboard, trial_words
from host.screen.table.dice import Rolls, draw_die, face_text

DIE = 60
_rolls = Rolls()
DRAWS_DICE = True
"""This drawer draws the step's dice itself: the arena's tray between the Medal boards stays empty."""


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    st = trial["state"]
    parts.backdrop(surface, rect)
    shown = next((e["programmed"] for e in parts.events(trial, "reveal")), None)
    ended_play = next((e for e in trial.get("ended") or () if e.get("type") in ("shot", "pass")), None)
    last = shown if shown is not None else st["last"]
    play = ended_play or st["play"]
    baskets = play.get("baskets", st["baskets"]) if ended_play else st["baskets"]
    holder = st["holder"]
    outcome = teamboard.result(trial)
    title = outcome[0] if outcome else w["holder"].format(name=holder.capitalize())
    top = parts.heading(surface, rect, title, "" if outcome else w["exchange"].format(n=st["exchange"]))
    inner = rect.inflate(-24, 0)
    row = pygame.Rect(inner.left, top, inner.width, DIE + 16)
    _play(surface, row, play, st, now, w)
    goal = st["to_win"]
    totals = {t: w["baskets"].format(n=baskets[t], goal=goal) for t in view["team_order"]}
    team = view["teams"][holder]

    def cell(target: pygame.Surface, seat: str, r: pygame.Rect) -> None:
        if seat == holder and not outcome:
            gfx.rect(target, parts.HIGHLIGHT, r.inflate(0, -4))
        x = teamboard.seat_row(target, seat, r)
        if seat == holder and not outcome:
            teamboard.marker(target, (x + 8, r.centery), 11)
            x += 26
        program = last.get(seat)
        if program:
            action, _, arg = program.partition(" ")
            said = gfx.text(target, w[action].format(n=arg), (x, r.centery), theme.SIZE_SMALL, theme.TEXT,
                            anchor="midleft")
            if action == "pass":
                parts.chip(target, arg, (said.right + 18, r.centery), 22)
        elif not outcome:
            note = w["attacking"] if seat == holder else w["waiting"] if view["teams"][seat] == team else w["defending"]
            gfx.text(target, note, (x, r.centery), theme.SIZE_SMALL, theme.DIM, anchor="midleft")

    teamboard.columns(surface, pygame.Rect(inner.left, row.bottom + 6, inner.width, rect.bottom - row.bottom - 14),
                      view, cell, totals)


def _play(surface: pygame.Surface, r: pygame.Rect, play: dict[str, Any], st: dict[str, Any], now: float,
          w: dict[str, str]) -> None:
    """The last Shot (green die, sum, result) or Pass (white dice, who got the ball); the choices before any."""
    cy = r.top + DIE / 2 + 6
    if not play:
        gfx.paragraph(surface, w["no_play"].format(margin=st["shot_margin"]), pygame.Rect(r.left, r.top, r.width,
                      r.height), theme.SIZE_SMALL, theme.DIM, 2)
        return
    seat = play["seat"]
    parts.chip(surface, seat, (r.left + 18, cy), 30)
    x = r.left + 44
    if play["type"] == "shot":
        at = _rolls.seen(("shot", st["exchange"], seat), [play["roll"]], now)
        draw_die(surface, "green", play["roll"], (x + DIE / 2 + 4, cy), DIE, at[0], now)
        x += DIE + 18
        settled = not _rolls.animating(now)
        line = gfx.line_height(theme.SIZE_BODY)
        text = w["shot"].format(roll=face_text(play["roll"]), wager=play["wager"], total=play["total"])
        parts.text_in(surface, text, (x, cy - line / 2), r.right - x, theme.SIZE_BODY, theme.TEXT, False, "midleft")
        need = gfx.text(surface, w["needs"].format(needed=play["needed"]), (x, cy + line / 2), theme.SIZE_BODY,
                        theme.DIM, False, "midleft")
        if settled:
            parts.text_in(surface, w["scored"] if play["scored"] else w["missed"], (need.right + 14, cy + line / 2),
                          r.right - need.right - 14, theme.SIZE_BODY, theme.GOOD if play["scored"] else theme.BAD,
                          True, "midleft")
        return
    rolls = play.get("rolls", [])
    at = _rolls.seen(("pass", st["exchange"], seat), rolls, now)
    parts.chip(surface, play["receiver"], (x + 30, cy), 26)
    gfx.arrow(surface, "right", (x + 6, cy), 22, theme.TEXT)
    x += 56
    for i, (_roller, face) in enumerate(zip(play.get("order", []), rolls)):
        draw_die(surface, "white", face, (x + DIE / 2 + 4, cy), DIE, at[i], now)
        x += DIE + 12
    if _rolls.animating(now):
        return
    thief = play.get("intercepted_by")
    text = w["stolen"].format(thief=thief.capitalize()) if thief else w["reached"]
    parts.text_in(surface, text, (r.right, cy), r.right - x - 8, theme.SIZE_BODY, theme.BAD if thief else theme.GOOD,
                  True, "midright")
