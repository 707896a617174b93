"""Stadium's results (issue 13 item 5; ST-13..ST-23): the end of each trial with its medals popping in one by
one (the scene plays a sound with each medal and a fanfare at the end), the closing ceremony in the arena
(VP per team, medals by trial, the winning team or a draw), and what the generic results screen adds
(``headline``, ``shows_scores``, ``draw_details``)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping

import pygame

from host.screen import draw, theme
from host.screen.games.stadium.trials import parts
from host.screen.table.scene import table_words

POP_S = 0.3
"""The time between two medals popping in on the trial's end."""


@lru_cache(maxsize=1)
def words() -> dict[str, Any]:
    """Stadium's words on the table screen (content/table.yaml)."""
    return table_words("host.screen.games.stadium")


def _said(key: str, **fields: Any) -> str:
    return str(words().get("results", {}).get(key, key)).format(**fields)


def winner_line(winner: str | None) -> str:
    """"Red team wins!" or "A draw!" (ST-23)."""
    return _said("winner", team=winner.capitalize()) if winner else _said("draw")


# ---- the generic results screen ------------------------------------------------------------------------
def shows_scores(view: dict[str, Any]) -> bool:
    """The players' Score tracks hold only the last trial's score (ST-12): the results show VP per team."""
    return False


def headline(view: dict[str, Any]) -> str:
    vp = view["vp"]
    winner = view.get("winner")
    if winner is None:
        return f"{winner_line(None)} {vp['red']} VP each"
    loser = next(t for t in view["team_order"] if t != winner)
    return f"{winner_line(winner)} {vp[winner]} VP to {vp[loser]}"


def draw_details(surface: pygame.Surface, left_top: tuple[int, int], view: dict[str, Any]) -> None:
    """The teams' boards and VP, then the medals of every trial, in a panel from ``left_top`` to the frame's
    right edge."""
    width = theme.LOGICAL_SIZE[0] - 40 - left_top[0]
    rb = pygame.Rect(left_top[0], left_top[1], width, 420)
    draw.panel(surface, rb)
    y = team_lines(surface, pygame.Rect(rb.left + 16, rb.top + 12, rb.width - 32, 96), view)
    by_trial(surface, pygame.Rect(rb.left + 16, y + 4, rb.width - 32, rb.bottom - y - 16), view, False)


def team_lines(s: pygame.Surface, r: pygame.Rect, view: Mapping[str, Any]) -> int:
    """One line per team: pennant, name, its medals with their counts, its VP at the right (the winner marked
    before it); the medals end before the widest VP. Returns the y below."""
    step = r.height / 2
    group = 74
    vp_w = max(draw.width(_said("vp", vp=view["vp"][t]), theme.SIZE_LARGE, True) for t in view["team_order"])
    win_w = draw.width("WIN", theme.SIZE_BODY, True) + 16 if view.get("winner") else 0
    medals_x = r.right - vp_w - win_w - 12 - 3 * group
    for i, team in enumerate(view["team_order"]):
        cy = r.top + step * (i + 0.5)
        x = parts.team_flag(s, team, (r.left, cy), 26) + 8
        name = parts.team_name(team)
        if draw.width(name, theme.SIZE_BODY, True) > medals_x - x - 8:     # big numbers: the team's colour word
            name = team.capitalize()
        draw.text(s, draw.cut(name, medals_x - x - 8, theme.SIZE_BODY, True), (x, cy), theme.SIZE_BODY, theme.TEXT,
                  True, "midleft")
        x = medals_x
        for m in view["medal_order"]:
            parts.medal(s, m, (x + 14, cy), 14)
            draw.text(s, str(view["medals"][team][m]), (x + 34, cy), theme.SIZE_BODY, theme.TEXT, True, "midleft")
            x += group
        vp = draw.text(s, _said("vp", vp=view["vp"][team]), (r.right, cy), theme.SIZE_LARGE, theme.ACCENT, True,
                       "midright")
        if view.get("winner") == team:
            draw.text(s, "WIN", (vp.left - 16, cy), theme.SIZE_BODY, theme.GOOD, True, "midright")
    return r.bottom


def by_trial(s: pygame.Surface, r: pygame.Rect, view: Mapping[str, Any], short: bool) -> None:
    """"Medals by trial": one row per slot of ``view["track"]`` — its name (the tile's short name when it is
    long; ``short``: less room for names) and, per team, the medals it gave."""
    track = view["track"]
    draw.text(s, _said("by_trial"), (r.left, r.top), theme.SIZE_SMALL, theme.DIM, True)
    top = r.top + draw.line_height(theme.SIZE_SMALL, True) + 2
    step = min(40.0, (r.bottom - top) / max(1, len(track)))
    name_w = r.width * (0.3 if short else 0.42)
    for i, tile in enumerate(track):
        cy = top + step * (i + 0.5)
        label = f"{tile['slot']} {tile.get('name') or '?'}"
        if draw.width(label, theme.SIZE_SMALL) > name_w:                # the short name when the whole one is long
            label = f"{tile['slot']} {tile.get('short') or tile.get('name') or '?'}"
        draw.text(s, draw.cut(label, name_w, theme.SIZE_SMALL), (r.left, cy), theme.SIZE_SMALL, theme.TEXT,
                  anchor="midleft")
        awards_row(s, tile.get("awards") or [], view, (r.left + name_w + 8, cy), r.right, min(12.0, step / 2 - 1))


def awards_row(s: pygame.Surface, awards: list[Mapping[str, Any]], view: Mapping[str, Any], at: tuple[float, float],
               right: float, radius: float = 12) -> None:
    """Per team, its pennant then a medal disc (with its initial) per medal won; "no medals" when none."""
    x, cy = at
    any_won = False
    order = view["medal_order"]
    for team in view["team_order"]:
        won = sorted((a["medal"] for a in awards if a["team"] == team and a.get("change", 1) > 0), key=order.index)
        if not won:
            continue
        any_won = True
        x = parts.team_flag(s, team, (x, cy), radius * 1.6) + 4
        for m in won:
            if x + 2 * radius > right:
                break
            parts.medal(s, m, (x + radius, cy), radius)
            x += 2 * radius + 4
        x += 10
    if not any_won:
        draw.text(s, _said("none"), (x, cy), theme.SIZE_SMALL, theme.DIM, anchor="midleft")


# ---- in the arena --------------------------------------------------------------------------------------
def draw_trial_end(s: pygame.Surface, r: pygame.Rect, finished: Mapping[str, Any], now: float) -> None:
    """The end of a trial (ST-07) over the whole trial area: its name, its medals popping in one by one — each
    with its athlete when individual (ST-14), and its team."""
    draw.panel(s, r, (16, 20, 44), theme.ACCENT)
    inner = r.inflate(-32, -24)
    title = f"{finished['name']} {_said('over')}"
    size = draw.fit(title, inner.width, theme.SIZE_LARGE, theme.SIZE_BODY, True)
    draw.text(s, draw.cut(title, inner.width, size, True), inner.topleft, size, theme.ACCENT, True)
    y0 = inner.top + draw.line_height(size, True) + 12
    awards = [a for a in finished.get("awards", ()) if a.get("change", 1) > 0]
    if not awards:
        draw.text(s, _said("none"), (inner.left, y0), theme.SIZE_BODY, theme.DIM)
        return
    started = finished.get("shown_at")
    per_col = (len(awards) + 1) // 2 if len(awards) > 3 else len(awards)
    step = min(64.0, (inner.bottom - y0) / max(1, per_col))
    w = inner.width / (2 if len(awards) > 3 else 1)
    for i, a in enumerate(awards):
        t = 1.0 if started is None else (now - started - i * POP_S) / POP_S
        if t < 0:
            break
        col, row = divmod(i, per_col)
        x, cy = inner.left + col * w, y0 + row * step + step / 2
        parts.medal(s, a["medal"], (x + 22, cy), 18 * (1 + 0.4 * max(0.0, 1 - min(1.0, t))))
        x += 52
        if a.get("seat"):
            parts.chip(s, a["seat"], (x + 16, cy), 30)
            x += 40
        x = parts.team_flag(s, a["team"], (x, cy), 24) + 8
        draw.text(s, draw.cut(parts.team_name(a["team"]), inner.left + (col + 1) * w - x - 8, theme.SIZE_BODY, True),
                  (x, cy), theme.SIZE_BODY, theme.TEXT, True, "midleft")


def draw_ceremony(s: pygame.Surface, r: pygame.Rect, model: Mapping[str, Any], now: float) -> None:
    """The closing ceremony over the arena (ST-22, ST-23): the winner or the draw, each team's medals and VP,
    the medals by trial."""
    draw.panel(s, r, (16, 20, 44), theme.ACCENT)
    inner = r.inflate(-32, -24)
    draw.text(s, _said("title"), (inner.centerx, inner.top), theme.SIZE_BODY, theme.DIM, True, "midtop")
    winner = (model.get("ceremony") or {}).get("winner", model.get("winner"))
    line = winner_line(winner)
    size = draw.fit(line, inner.width, theme.SIZE_BANNER, theme.SIZE_LARGE, True)
    colour = theme.PLAYER_RGB[winner] if winner else theme.ACCENT
    y = inner.top + draw.line_height(theme.SIZE_BODY, True)
    draw.text(s, line, (inner.centerx, y), size, colour if int(now * 3) % 2 == 0 else theme.ACCENT, True, "midtop")
    y += draw.line_height(size, True) + 4
    view = {**model, "winner": None}                                         # the line above names the winner
    y = team_lines(s, pygame.Rect(inner.left, y, inner.width, 92), view)
    by_trial(s, pygame.Rect(inner.left, y + 8, inner.width, inner.bottom - y - 8), model, True)
