"""The Anti-Doping Test's drawer (ST-DOPE-01..06, AMB-47, AMB-51): the two participants side by side, each
with its team, its choice face down until both are revealed, then Dope / Rest / Accuse and what it did (the
team's gain, a doper caught and the medal its team lost, an accusation of nobody); the three choices
explained while they choose; then each team's gain split member by member as it is dialled (the share on the
wheels framed, ``view["dialling"]``; a share locked in and not yet applied, ``view["locked"]``, shown too: a
share is public). A finished trial (parts.ended) shows the shares given."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, trial_words


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    st = trial["state"]
    parts.backdrop(surface, rect)
    a, b = st["participants"]
    reveal = next(iter(parts.events(trial, "reveal")), None)
    choices = reveal["choices"] if reveal else st["choices"]
    over = bool(trial.get("ended"))
    title = w["done"] if over else w["splitting"] if choices else w["choosing"].format(a=a.capitalize(),
                                                                                          b=b.capitalize())
    top = parts.heading(surface, rect, title)
    inner = rect.inflate(-24, 0)
    half = (inner.width - 16) // 2
    card_h = 146
    caught = {e["team"]: e.get("medal") for e in parts.events(trial, "caught")}
    for i, seat in enumerate((a, b)):
        other = b if seat == a else a
        card = pygame.Rect(inner.left + i * (half + 16), top, half, card_h)
        _card(surface, card, seat, choices.get(seat), choices.get(other), view, st, caught, w)
    y = top + card_h + 10
    if not choices:
        gains = st["gains"]
        for key in ("dope", "rest", "accuse"):
            line = f'{w["choices"][key]}: {w["how"][key].format(**gains)}'
            y = gfx.paragraph(surface, line, pygame.Rect(inner.left, y, inner.width, rect.bottom - 8 - y),
                              theme.SIZE_SMALL, theme.TEXT, 0)
        return
    _splits(surface, pygame.Rect(inner.left, y, inner.width, rect.bottom - y - 8), trial, st, view, w)


def _card(surface: pygame.Surface, r: pygame.Rect, seat: str, mine: str | None, theirs: str | None,
          view: dict[str, Any], st: dict[str, Any], caught: dict[str, Any], w: dict[str, Any]) -> None:
    """One participant: team pennant and name, the chip, the choice (face down until revealed), its effect."""
    team = view["teams"][seat]
    gfx.rect(surface, parts.HIGHLIGHT, r)
    x = parts.team_flag(surface, team, (r.left + 8, r.top + 20), 20)
    parts.text_in(surface, parts.team_name(team), (x + 6, r.top + 20), r.right - x - 14, theme.SIZE_SMALL, theme.DIM,
                  True, "midleft")
    parts.chip(surface, seat, (r.left + 30, r.top + 62), 40)
    if mine is None:
        card = pygame.Rect(r.left + 70, r.top + 38, 48, 52)
        gfx.rect(surface, (40, 48, 96), card)
        gfx.rect(surface, parts.LIGHT, card, 2)
        gfx.text(surface, w["secret"], card.center, theme.SIZE_LARGE, theme.ACCENT, True, "center")
        return
    gfx.text(surface, w["choices"][mine], (r.left + 64, r.top + 62), theme.SIZE_LARGE, theme.ACCENT, True, "midleft")
    if mine == "dope" and theirs == "accuse":
        medal = caught.get(team)                # known from the reveal's events (the boards show it anyway)
        effect = w["caught"]
        more = "" if team not in caught else w["loses"].format(medal=w["medals"][medal]) if medal else w["no_medal"]
        colour = theme.BAD
    elif mine in st["gains"]:
        effect, more, colour = w["gain"].format(n=st["gains"][mine], team=parts.team_name(team)), "", theme.GOOD
    elif theirs == "dope":
        effect, more, colour = w["accused_doper"], "", theme.GOOD
    else:
        effect, more, colour = w["accused_nothing"], "", theme.DIM
    lines = gfx.wrap(f"{effect} {more}".strip(), r.width - 16, theme.SIZE_SMALL)[:2]
    step = gfx.line_height(theme.SIZE_SMALL)
    for k, line in enumerate(lines):
        gfx.text(surface, line, (r.left + 8, r.top + 88 + k * step), theme.SIZE_SMALL, colour)


def _splits(surface: pygame.Surface, r: pygame.Rect, trial: dict[str, Any], st: dict[str, Any], view: dict[str, Any],
            w: dict[str, Any]) -> None:
    """Each split: who splits how much, and every member's share as dialled ("?" until then)."""
    done = {e["by"]: e["shares"] for e in parts.events(trial, "split")}
    dialling = view.get("dialling") or {}
    locked = view.get("locked") or {}
    now_on = {s["by"]: s["members"][len(s["given"])] for s in st["splits"] if len(s["given"]) < len(s["members"])}
    rows = [(s["by"], s["members"], s["total"], dict(zip(s["members"], s["given"]))) for s in st["splits"]]
    rows = [(by, m, t, done.get(by, g)) for by, m, t, g in rows]
    rows += [(by, list(shares), sum(shares.values()), shares) for by, shares in done.items()
             if by not in {s["by"] for s in st["splits"]}]
    step = gfx.line_height(theme.SIZE_BODY) + 10
    y = float(r.top)
    for by, members, total, given in rows:
        if y + step > r.bottom + 2:
            break
        said = gfx.text(surface, w["split"].format(name=by.capitalize(), n=total), (r.left, y + step / 2),
                        theme.SIZE_BODY, theme.TEXT, True, "midleft")
        x = said.right + 14
        for m in members:
            parts.chip(surface, m, (x + 12, y + step / 2), 24)
            share = given.get(m)
            on = share is None and now_on.get(by) == m
            dialled = (dialling.get(by) or {}).get("share") if on else None
            kept = (locked.get(by) or {}).get("share") if on else None
            shown = next((f"+{v}" for v in (share, dialled, kept) if v is not None), "?")
            said = gfx.text(surface, shown, (x + 30, y + step / 2), theme.SIZE_BODY,
                            theme.DIM if shown == "?" else theme.ACCENT, True, "midleft")
            if dialled is not None:                  # being dialled now (a public choice, CON-08)
                gfx.rect(surface, theme.ACCENT, said.inflate(8, 4), 2)
            x = said.right + 16
        y += step
