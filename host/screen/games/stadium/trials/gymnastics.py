"""Team Gymnastics' drawer (ST-GYM-02..08, AMB-38, AMB-51): the three medals auctioned in order (won by which
team, the one at stake now, those to come), the running number and who announced it, whose turn it is, both
teams' caps (their combined Energy, ST-GYM-04) with the bidding team's marked, and the winning team's split
of its price as its members' shares are dialled (shown as dialled: the split is public)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw as gfx, theme
from host.screen.games.stadium.trials import parts, trial_words


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    w = trial_words(trial)
    state = trial["state"]
    split = state["split"]
    done = next((e for e in parts.events(trial, "split")), None)
    won = parts.events(trial, "auction_won")
    parts.backdrop(surface, rect)
    winners = [*state["winners"], *(e["team"] for e in won)]
    state = {**state, "winners": winners}
    if done is not None or (trial.get("ended") and split is None):
        title = w["over"]
    elif split is not None:
        title = w["split"].format(team=parts.team_name(winners[-1]), n=split["total"])
    else:
        title = w["auction"].format(medal=w["medal"][state["medal"]])
    top = parts.heading(surface, rect, title)
    medals_w = 190
    _medals(surface, pygame.Rect(rect.left + 12, top, medals_w, rect.bottom - 8 - top), view, state,
            bool(trial.get("ended")), w)
    right = pygame.Rect(rect.left + 24 + medals_w, top, rect.right - 12 - (rect.left + 24 + medals_w),
                        rect.bottom - 8 - top)
    gfx.line(surface, theme.PANEL_EDGE, (right.left - 6, right.top), (right.left - 6, right.bottom), 2)
    if split is not None:
        shares = done["shares"] if done is not None else None
        _split(surface, right, view, split, shares, w)
    elif not trial.get("ended"):
        _bid(surface, right, view, state, w)
    elif won:
        x = parts.team_flag(surface, won[-1]["team"], (right.left + 8, right.top + 30), 24)
        parts.text_in(surface, w["won_for"].format(team=parts.team_name(won[-1]["team"]), n=won[-1]["price"]),
                      (x + 8, right.top + 30), right.right - x - 12, theme.SIZE_BODY, theme.TEXT, True, "midleft")


def _medals(surface: pygame.Surface, r: pygame.Rect, view: dict[str, Any], state: dict[str, Any], over: bool,
            w: dict[str, str]) -> None:
    """Gold, Silver, Bronze: the winning team's pennant and name, or now / to come."""
    step = min(62.0, r.height / 3)
    for i, medal in enumerate(view["medal_order"]):
        y = r.top + step * (i + 0.5)
        current = not over and state["split"] is None and state["medal"] == medal
        if current:
            gfx.rect(surface, parts.HIGHLIGHT, (r.left - 4, y - step / 2 + 2, r.width, step - 4))
        parts.medal(surface, medal, (r.left + 18, y))
        if i < len(state["winners"]):
            team = state["winners"][i]
            x = parts.team_flag(surface, team, (r.left + 44, y), 24)
            parts.text_in(surface, team.capitalize(), (x + 6, y), r.right - x - 10, theme.SIZE_BODY, theme.TEXT, True,
                          "midleft")
        else:
            parts.text_in(surface, w["now"] if current else w["to_come"], (r.left + 44, y), r.width - 50,
                          theme.SIZE_BODY, theme.ACCENT if current else theme.DIM, current, "midleft")


def _bid(surface: pygame.Surface, r: pygame.Rect, view: dict[str, Any], state: dict[str, Any], w: dict[str, str]) -> None:
    """The last number big with its announcer, whose turn it is, and the teams' caps."""
    last, by, turn = state["last"], state["last_by"], state["turn"]
    if last is None:
        parts.text_in(surface, w["no_bid"], (r.left + 8, r.top + 30), r.width - 16, theme.SIZE_LARGE, theme.DIM, True,
                      "midleft")
        say = w["first_must"].format(seat=turn.capitalize())
    else:
        parts.text_in(surface, w["last"], (r.left + 8, r.top + 4), r.width - 16, theme.SIZE_SMALL, theme.DIM, True)
        num = gfx.text(surface, str(last), (r.left + 8, r.top + 56), theme.SIZE_BANNER, theme.ACCENT, True, "midleft")
        lab = gfx.text(surface, w["by"], (num.right + 14, r.top + 56), theme.SIZE_BODY, theme.DIM, False, "midleft")
        parts.chip(surface, by, (lab.right + 26, r.top + 56))
        say = w["turn"].format(seat=turn.capitalize(), n=last)
    y: float = r.top + 104
    parts.chip(surface, turn, (r.left + 22, y))
    y += parts.lines_in(surface, say, (r.left + 46, y), r.width - 50, theme.SIZE_BODY, theme.TEXT, True)
    bidding = view["teams"][turn]
    step = min(44.0, (r.bottom - (y + 26)) / 2)
    for k, team in enumerate(view["team_order"]):
        ty = y + 26 + step * (k + 0.5)
        if team == bidding:
            gfx.rect(surface, parts.HIGHLIGHT, (r.left, ty - step / 2 + 2, r.width, step - 4))
        x = parts.team_flag(surface, team, (r.left + 8, ty), 22)
        caption = w["cap"].format(team=team.capitalize(), n=state["team_energy"][team])
        cap = gfx.text(surface, caption, (x + 8, ty), theme.SIZE_BODY, theme.ACCENT if team == bidding else theme.TEXT,
                       True, "midleft")
        room = r.right - cap.right - 20
        if team == bidding and gfx.width(w["bidding"], theme.SIZE_SMALL, True) <= room:   # else the band says it
            gfx.text(surface, w["bidding"], (r.right - 8, ty), theme.SIZE_SMALL, theme.ACCENT, True, "midright")


def _split(surface: pygame.Surface, r: pygame.Rect, view: dict[str, Any], split: dict[str, Any],
           shares: dict[str, int] | None, w: dict[str, str]) -> None:
    """The winning team's members, each with the share dialled so far (the next one pending)."""
    members = split["members"]
    given = dict(zip(members, split["given"])) if shares is None else shares
    label = parts.text_in(surface, w["shares"].format(n=split["total"]), (r.left + 8, r.top + 4), r.width - 16,
                          theme.SIZE_SMALL, theme.DIM, True)
    step = min(52.0, (r.bottom - label.bottom) / max(1, len(members)))
    for i, seat in enumerate(members):
        y = label.bottom + step * (i + 0.5)
        pending = seat not in given
        if pending and len(given) == i:
            gfx.rect(surface, parts.HIGHLIGHT, (r.left, y - step / 2 + 2, r.width, step - 4))
        parts.chip(surface, seat, (r.left + 24, y))
        value = w["pending"] if pending else w["share"].format(n=given[seat])
        gfx.text(surface, value, (r.left + 52, y), theme.SIZE_LARGE, theme.ACCENT if pending else theme.TEXT, True,
                 "midleft")
        if seat == split["designated"]:
            parts.text_in(surface, w["dials"], (r.right - 8, y), r.width / 2, theme.SIZE_SMALL, theme.DIM, True,
                          "midright")
