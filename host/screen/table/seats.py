"""The seats panel of the table screen: one row per seat — its piece (colour + letter, and the shape of
its role: CON-02), its name, its role or team and counters, and its state: waiting (a hollow box), LOCKED
(a filled box that pops when it locks), out, a bot or, after the reveal, what the game shows of its
choice (drawn by the game's screen). A refused setting is never shown (CON-05)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from host.screen import draw, theme

WAITING, LOCKED, OUT, IDLE, SHOWN = "waiting", "locked", "out", "idle", "shown"
POP_S = 0.45


@dataclass
class SeatRow:
    """What one row shows. ``counters`` are short public facts ("3 pts", "12 Energy")."""

    colour: str
    label: str = ""                 # default: "Red (R)"
    role: str = ""                  # the seat's role or team, in the game's words
    lead: bool = False              # drawn as the lead-role shape (a diamond)
    counters: tuple[str, ...] = ()
    shorter: tuple[str, ...] = ()
    """Shorter forms of the role-and-counters line, in order, for a row too narrow for the whole one."""
    state: str = IDLE
    note: str = ""                  # beside the state: "bot", "keyboard", "extra Bug, by B"
    shown: Callable[[pygame.Surface, tuple[float, float]], None] | None = None
    """For SHOWN: draws the revealed choice with its left-middle at the point given."""
    shown_key: Any = None
    """What ``shown`` draws, as a value (the screen reuses an unchanged picture)."""
    locked_at: float | None = field(default=None, compare=False)


def row_key(row: SeatRow, now: float) -> tuple[Any, ...] | None:
    """Everything a row's picture depends on; None while its lock pop moves."""
    if row.locked_at is not None and 0 <= now - row.locked_at < POP_S:
        return None
    return (row.colour, row.label, row.role, row.lead, row.counters, row.shorter, row.state, row.note,
            row.shown_key if row.shown is not None else None)


def row_height(rows: int) -> int:
    return 64 if rows <= 4 else 56


def draw_seats(target: pygame.Surface, area: pygame.Rect, rows: list[SeatRow], now: float,
               reuse: list[draw.Reuse] | None = None) -> pygame.Rect:
    """The panel with ``rows`` from the top of ``area``; returns the panel's rect. With ``reuse`` (one
    :class:`~host.screen.draw.Reuse` a row), a row whose :func:`row_key` is unchanged is put back as it was."""
    h = row_height(len(rows))
    r = pygame.Rect(area.left, area.top, area.width, h * len(rows) + 12)
    draw.panel(target, r)
    y = r.top + 6
    for i, row in enumerate(rows):
        band = pygame.Rect(r.left + 2, y, r.width - 4, h)
        if reuse is None:
            _draw_row(target, r, row, y, h, now)
        else:
            reuse[i].draw(target, row_key(row, now), (band,),
                          lambda row=row, y=y: _draw_row(target, r, row, y, h, now))  # type: ignore[misc]
        y += h
    return r


def _draw_row(target: pygame.Surface, r: pygame.Rect, row: SeatRow, y: float, h: int, now: float) -> None:
    """One seat row of the panel ``r`` at ``y`` (``h`` high)."""
    status_x = r.right - 196
    mid = y + h / 2
    draw.piece(target, row.colour, (r.left + 34, mid), 30, row.lead, 24)
    name = row.label or theme.name(row.colour)
    draw.text(target, name, (r.left + 64, y + 2), theme.SIZE_BODY, theme.TEXT if row.state != OUT else theme.DIM,
              True)
    facts = " · ".join(x for x in (row.role, *row.counters) if x)
    if facts:
        limit = status_x - (r.left + 64) - 10
        facts = next((f for f in (facts, *row.shorter) if draw.width(f, theme.SIZE_SMALL) <= limit),
                     (facts, *row.shorter)[-1])
        draw.text(target, draw.cut(facts, limit, theme.SIZE_SMALL), (r.left + 64, y + h - 27), theme.SIZE_SMALL,
                  theme.DIM)
    _draw_state(target, row, (status_x, mid), now, r.right - status_x - 14)


def _draw_state(target: pygame.Surface, row: SeatRow, at: tuple[float, float], now: float, room: float) -> None:
    x, y = at
    if row.state == SHOWN and row.shown is not None:
        row.shown(target, (x, y))
        return
    if row.state == LOCKED:
        grow = 0.0
        if row.locked_at is not None and 0 <= now - row.locked_at < POP_S:
            t = (now - row.locked_at) / POP_S
            grow = 8 * (1 - t)
            draw.rect(target, (255, 255, 255), (x - 4 - grow, y - 18 - grow, 36 + 2 * grow, 36 + 2 * grow), 3)
        draw.rect(target, theme.GOOD, (x, y - 14, 28, 28))
        draw.text(target, "LOCKED", (x + 38, y), theme.SIZE_BODY, theme.GOOD, True, "midleft")
        return
    if row.state == OUT:
        draw.text(target, "out", (x + 38, y), theme.SIZE_BODY, theme.DIM, True, "midleft")
        return
    if row.state == WAITING:
        draw.rect(target, theme.ACCENT, (x, y - 14, 28, 28), 3)
        draw.text(target, draw.cut(row.note or "waiting", room - 38, theme.SIZE_BODY), (x + 38, y), theme.SIZE_BODY,
                  theme.TEXT, anchor="midleft")
        return
    if row.note:
        draw.text(target, draw.cut(row.note, room, theme.SIZE_SMALL), (x, y), theme.SIZE_SMALL, theme.DIM,
                  anchor="midleft")
