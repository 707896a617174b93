"""The Bonus phase strip of the Outspeed screen (OS-14..OS-24 as seen at the table): the declaration order
front to back — one box per zone group, front-most first (the view's ``order``), each Ship in it with its
public answer as given ("plays" / "passes", OS-14, CON-08; "no token" for a Ship that holds none and passes
publicly, OS-13), and after the joint reveal (OS-18) the token each player committed, by name. The group
being applied (OS-19) is framed. A committed token is never shown before the view reveals it (CON-05):
this drawer only reads ``declared``, ``revealed`` and the public token counts.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import pygame

from host.screen import draw, theme

CELL_W = 96
GROUP_GAP = 10


def cells(order: Sequence[Sequence[Any]]) -> list[tuple[int, list[str]]]:
    """``order`` (``[[zone, [colours]], ...]``, front to back) as typed groups."""
    return [(int(z), [str(c) for c in cs]) for z, cs in order]


def answer(colour: str, declared: Mapping[str, str], revealed: Mapping[str, str], tokens: int,
           words: Mapping[str, Any]) -> tuple[str, tuple[int, int, int]]:
    """What the strip writes under one Ship, and in which colour."""
    said = words.get("declared", {})
    if colour in revealed:
        token = words.get("tokens", {}).get(revealed[colour], {})
        return str(token.get("short") or revealed[colour].replace("_", " ").capitalize()), theme.ACCENT
    if declared.get(colour) == "yes":
        return str(said.get("yes", "yes")), theme.GOOD
    if tokens <= 0:                     # holds none: passes publicly without being asked (OS-13)
        return str(said.get("none", "no token")), theme.DIM
    if colour in declared:
        return str(said.get("no", declared[colour])), theme.DIM
    return str(said.get("waiting", "…")), theme.TEXT


def draw_strip(target: pygame.Surface, rect: pygame.Rect, order: Sequence[Sequence[Any]],
               declared: Mapping[str, str], revealed: Mapping[str, str], tokens: Mapping[str, int],
               words: Mapping[str, Any], current: int | None = None) -> None:
    """The strip in ``rect`` (about 92 units high): groups left (front) to right (rear), each with its zone
    on top and, per Ship, its piece over its answer; ``current``: the zone of the group declaring or being
    applied now."""
    draw.panel(target, rect)
    groups = cells(order)
    if not groups:
        return
    room = rect.width - 16
    n = sum(len(cs) for _, cs in groups)
    cell_w = min(CELL_W, (room - GROUP_GAP * (len(groups) - 1)) / max(1, n))
    x = float(rect.left + 8)
    zone_word = words.get("bonus", {}).get("zone", "Zone {zone}")
    if any(draw.width(zone_word.format(zone=z), theme.SIZE_SMALL) > round(cell_w * len(cs)) - 10 for z, cs in groups):
        zone_word = "{zone}"                # one narrow box: every box says its zone the same way
    for zone, colours in groups:
        w = cell_w * len(colours)
        box = pygame.Rect(round(x), rect.top + 6, round(w) - 2, rect.height - 12)
        lit = zone == current
        draw.rect(target, (48, 54, 100) if lit else (30, 34, 66), box)
        draw.rect(target, theme.ACCENT if lit else theme.PANEL_EDGE, box, 3 if lit else 1)
        label = zone_word.format(zone=zone)
        draw.text(target, label, (box.centerx, box.top + 3), theme.SIZE_SMALL, theme.ACCENT if lit else theme.DIM,
                  anchor="midtop")
        for i, colour in enumerate(colours):
            cx = box.left + cell_w * i + cell_w / 2
            draw.piece(target, colour, (cx, box.top + 42), 24, False, 15)
            text, ink = answer(colour, declared, revealed, int(tokens.get(colour, 0)), words)
            draw.text(target, draw.cut(text, cell_w - 6, theme.SIZE_SMALL), (cx, box.bottom - 17), theme.SIZE_SMALL,
                      ink, anchor="center")
        x += w + GROUP_GAP
