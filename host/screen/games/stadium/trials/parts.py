"""Pieces the Stadium trial drawers share (issue 13): an athlete's chip (its colour, its letter and the square
with legs, CON-02), a medal disc (its colour and its place), a team's name, a heading line, text that fits
its room, and the ``ended`` convention for a trial that is over.

A trial's last step ends it at once: the TV observation moves on (its ``trial`` is the next one, or None), so
what that step revealed exists only in its events. To keep a finished trial on screen the scene draws it
with :func:`ended` — the last trial observation plus the events of its last step under ``"ended"`` — and
each drawer folds those public events into what it shows (the wager groups, the last jumps, the sums).
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

import pygame

from host.screen import draw, theme

CHIP = 30
"""An athlete's chip, in logical units (the seats panel's size)."""
MEDAL_RGB = {"gold": (240, 196, 40), "silver": (200, 208, 220), "bronze": (214, 132, 60)}
MEDAL_PLACE = {"gold": "1", "silver": "2", "bronze": "3"}
"""A medal carries its place, not an initial (G and B are seats' letters too)."""
LIGHT = (200, 206, 230)
"""Lines and outlines drawn on the panel."""
HIGHLIGHT = (48, 56, 104)
"""The fill behind whatever is happening now (the marker's obstacle, the seat on turn)."""


def ended(trial: Mapping[str, Any], events: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The finished trial to draw: its last observation ``trial`` and the events of its last step."""
    return {**trial, "ended": [dict(e) for e in events]}


def events(trial: Mapping[str, Any], kind: str) -> list[dict[str, Any]]:
    """The ``kind`` events of the finished trial's last step (none while the trial is on)."""
    return [e for e in trial.get("ended") or () if e.get("type") == kind]


def seat_medals(trial: Mapping[str, Any]) -> dict[str, str]:
    """Seat -> the medal it won in the last step of the finished trial (individual medals only)."""
    return {e["seat"]: e["medal"] for e in events(trial, "medal") if e.get("seat") and e.get("change", 1) > 0}


def team_medals(trial: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(team, medal) won in the last step of the finished trial (team medals: no seat)."""
    return [(e["team"], e["medal"]) for e in events(trial, "medal") if not e.get("seat") and e.get("change", 1) > 0]


def revealing(view: Mapping[str, Any]) -> bool:
    """Whether the seat rows show choices just revealed or given (the scene's model ``shown``, while a step is
    being shown): a board that has moved on to the next round heads it by the round just shown."""
    return bool(view.get("shown"))


def team_name(team: str) -> str:
    return f"{team.capitalize()} team"


def members(view: Mapping[str, Any], team: str) -> list[str]:
    """The team's seats in seat order."""
    return [s for s in view["seats"] if view["teams"][s] == team]


def chip(target: pygame.Surface, colour: str, center: tuple[float, float], size: float = CHIP) -> None:
    """An athlete: its colour, its letter and the square with legs (never colour alone, CON-02)."""
    draw.piece(target, colour, center, size, False, max(theme.SIZE_SMALL, size * 0.8))


def medal(target: pygame.Surface, kind: str, center: tuple[float, float], radius: float = 16) -> None:
    """A medal: a disc of its colour with a dark rim, an inner ring and its place (1, 2, 3)."""
    draw.circle(target, (20, 20, 28), center, radius + 2)
    draw.circle(target, MEDAL_RGB[kind], center, radius)
    draw.circle(target, (120, 90, 30), center, radius - 3, 1)
    draw.text(target, MEDAL_PLACE[kind], (center[0], center[1] + 1), theme.SIZE_SMALL, (24, 20, 10), True,
              "center", role="label")


def team_flag(target: pygame.Surface, team: str, at: tuple[float, float], h: float = 26) -> float:
    """A team's pennant (its colour, a white edge) with its left-middle at ``at``; returns its right x."""
    x, y = at
    w = h * 0.9
    draw.polygon(target, (255, 255, 255), [(x - 2, y - h / 2 - 3), (x + w + 4, y), (x - 2, y + h / 2 + 3)])
    draw.polygon(target, theme.PLAYER_RGB[team], [(x, y - h / 2), (x + w, y), (x, y + h / 2)])
    return x + w + 4


def text_in(target: pygame.Surface, s: str, pos: tuple[float, float], room: float,
            size: float = theme.SIZE_BODY, colour: draw.Colour = theme.TEXT, bold: bool = False,
            anchor: str = "topleft") -> pygame.Rect:
    """``s`` made to fit ``room`` logical units: smaller down to SIZE_SMALL, then cut with an ellipsis."""
    size = draw.fit(s, room, size, theme.SIZE_SMALL, bold)
    return draw.text(target, draw.cut(s, room, size, bold), pos, size, colour, bold, anchor)


def lines_in(target: pygame.Surface, s: str, pos: tuple[float, float], room: float, size: float = theme.SIZE_BODY,
             colour: draw.Colour = theme.TEXT, bold: bool = False, most: int = 2) -> float:
    """``s`` on up to ``most`` lines of ``room`` logical units, left-aligned, the first line's middle at ``pos``:
    smaller down to SIZE_SMALL before it takes another line, cut with an ellipsis only if even that is not
    enough. Returns how much lower the last line is than the first (0 for one line)."""
    lines = [s]
    for n in range(1, most + 1):
        size_n = size
        while True:
            lines = draw.wrap(s, room, size_n, bold)
            if len(lines) <= n or size_n <= theme.SIZE_SMALL:
                break
            size_n -= 1
        if len(lines) <= n:
            size = size_n
            break
    else:
        size = theme.SIZE_SMALL
        lines = draw.wrap(s, room, size, bold)
        lines = [*lines[:most - 1], " ".join(lines[most - 1:]) if len(lines) > most else lines[-1]]
    step = draw.line_height(size, bold)
    x, y = pos
    for i, ln in enumerate(lines):
        draw.text(target, draw.cut(ln, room, size, bold), (x, y + i * step), size, colour, bold, "midleft")
    return step * (len(lines) - 1)


def heading(target: pygame.Surface, rect: pygame.Rect, s: str, aside: str = "") -> float:
    """The drawer's first line (what happens now) with ``aside`` at the right; returns the y below it."""
    right = rect.right - 12
    if aside:
        r = text_in(target, aside, (right, rect.top + 8), rect.width / 3, theme.SIZE_SMALL, theme.DIM, True,
                    "topright")
        right = r.left - 14
    text_in(target, s, (rect.left + 12, rect.top + 6), right - rect.left - 12, theme.SIZE_BODY, theme.ACCENT, True)
    return rect.top + 6 + draw.line_height(theme.SIZE_BODY, True) + 4


def backdrop(target: pygame.Surface, rect: pygame.Rect) -> None:
    """The drawer's panel over its whole rect."""
    draw.panel(target, rect)
