"""The Outspeed racetrack drawer (OS-09, OS-10, OS-28..OS-31, OS-56..OS-58 as seen at the table): every
attached Progression board as one row of 7 zones, rear board on top, so the race reads like a line of text
(left to right, then the next row); the spare board when it is attached in front (the view's
``track.boards``) is framed as the extension. Each zone shows its number, the start zone a chequered line,
Forcefield markers a shield with their count, and the Ships on it — each its colour, letter and shape
(:func:`host.screen.draw.piece`), up to six on one zone laid out in two rows so every letter stays readable.

Pure drawing from public data: the view's ``track`` and the Ships' zones (CON-05). Geometry is logical.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

import pygame

from host.screen import draw, theme

ZONES_PER_BOARD = 7
ZONE_FILL = (22, 26, 54)
ZONE_EDGE = (58, 66, 120)
BOARD_FILL = (34, 40, 78)
EXTENSION_EDGE = theme.ACCENT
FORCEFIELD = (90, 220, 255)
HIGHLIGHT = theme.ACCENT
STRIP = 22
"""Height of a zone's top strip (its number and its markers); the Ships stand below it."""


def ship_spots(n: int, area: pygame.Rect) -> tuple[list[tuple[float, float]], float]:
    """Centres and size for ``n`` Ships standing in ``area``: the grid (columns × rows) that lets them be
    biggest, rows filled left to right and centred."""
    if n <= 0:
        return [], 0.0
    gap = 4

    def size_for(cols: int) -> float:
        rows = -(-n // cols)
        return min(area.width / cols - gap, area.height / rows - gap, 38.0)

    cols = max(range(1, n + 1), key=lambda c: (size_for(c), -c))
    rows = -(-n // cols)
    size = size_for(cols)
    spots = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = area.centerx - (in_row * (size + gap)) / 2 + (size + gap) / 2
        y = area.centery + (r - (rows - 1) / 2) * (size + gap)
        spots.append((x0 + c * (size + gap), y))
    return spots, size


class TrackView:
    """Where each zone of ``track`` (the view's ``track`` mapping) lies inside ``rect``."""

    def __init__(self, rect: pygame.Rect, track: Mapping[str, Any]) -> None:
        self.rect = pygame.Rect(rect)
        self.boards: list[tuple[int, int]] = [(int(a), int(b)) for a, b in track["boards"]]
        rows = max(1, len(self.boards))
        self.gap = 8
        self.zone_w = (self.rect.width - 16) / ZONES_PER_BOARD
        self.row_h = min(94.0, (self.rect.height - self.gap * (rows - 1)) / rows)

    def height(self) -> int:
        """The logical height the boards take."""
        rows = max(1, len(self.boards))
        return int(self.row_h * rows + self.gap * (rows - 1))

    def board_rect(self, i: int) -> pygame.Rect:
        y = self.rect.top + i * (self.row_h + self.gap)
        return pygame.Rect(self.rect.left, round(y), self.rect.width, round(self.row_h))

    def zone_rect(self, zone: int) -> pygame.Rect | None:
        """The zone's rectangle, or None when it is not on an attached board."""
        for i, (first, last) in enumerate(self.boards):
            if first <= zone <= last:
                b = self.board_rect(i)
                x = b.left + 8 + (zone - first) * self.zone_w
                return pygame.Rect(round(x) + 2, b.top + 4, round(self.zone_w) - 4, b.height - 8)
        return None

    def ships_area(self, zone: int, start: bool = False) -> pygame.Rect | None:
        """Where the Ships on ``zone`` stand (right of the start zone's chequered line)."""
        r = self.zone_rect(zone)
        if r is None:
            return None
        inset = 14 if start else 2
        return pygame.Rect(r.left + inset, r.top + STRIP, r.width - inset - 2, r.height - STRIP - 2)


def _shield(target: pygame.Surface, center: tuple[float, float], size: float) -> None:
    """A Forcefield marker: a hexagonal shield (a shape, not only a colour)."""
    cx, cy = center
    h = size / 2
    pts = [(cx, cy - h), (cx + h * 0.9, cy - h * 0.5), (cx + h * 0.9, cy + h * 0.5), (cx, cy + h),
           (cx - h * 0.9, cy + h * 0.5), (cx - h * 0.9, cy - h * 0.5)]
    draw.polygon(target, (10, 40, 60), pts)
    draw.polygon(target, FORCEFIELD, pts, 3)
    draw.line(target, FORCEFIELD, (cx, cy - h * 0.45), (cx, cy + h * 0.45), 3)


def _start_line(target: pygame.Surface, r: pygame.Rect) -> None:
    """The start zone's chequered line along its left edge (OS-10)."""
    sq = 6
    for j in range(int((r.height - STRIP) // sq)):
        for i in range(2):
            colour = (240, 240, 240) if (i + j) % 2 == 0 else (20, 20, 24)
            draw.rect(target, colour, (r.left + 2 + i * sq, r.top + STRIP + j * sq, sq, sq))


def draw_track(target: pygame.Surface, rect: pygame.Rect, track: Mapping[str, Any],
               ships: Mapping[str, int | None], seats: Sequence[str], highlight: Iterable[int] = (),
               flash: Iterable[str] = (), extension: int | None = None) -> TrackView:
    """The boards of ``track`` in ``rect`` with ``ships`` (colour → zone, None when out) in seat order.
    ``highlight``: zones framed (the group declaring or being applied); ``flash``: Ships drawn with a white
    ring (just hit or moved); ``extension``: the index of an attached spare board (default: a third board).
    Returns the geometry used."""
    view = TrackView(rect, track)
    start = int(track.get("start", 3))
    markers = {int(z): int(n) for z, n in track.get("markers", ())}
    lit = set(highlight)
    flashing = set(flash)
    if extension is None and len(view.boards) > 2:
        extension = len(view.boards) - 1
    for i, (first, last) in enumerate(view.boards):
        b = view.board_rect(i)
        edge = EXTENSION_EDGE if i == extension else theme.PANEL_EDGE
        draw.panel(target, b, BOARD_FILL, edge)
        for zone in range(first, last + 1):
            _draw_zone(target, view, zone, zone == start, markers.get(zone, 0), zone in lit)
    by_zone: dict[int, list[str]] = {}
    for colour in seats:
        at = ships.get(colour)
        if at is not None:
            by_zone.setdefault(int(at), []).append(colour)
    for zone, here in by_zone.items():
        area = view.ships_area(zone, zone == start)
        if area is None:
            continue
        spots, size = ship_spots(len(here), area)
        letter = max(12.0, size * 0.62)
        for colour, spot in zip(here, spots):
            if colour in flashing:
                draw.rect(target, (255, 255, 255), (spot[0] - size / 2 - 5, spot[1] - size / 2 - 5, size + 10,
                                                    size + 10), 3)
            draw.piece(target, colour, spot, size, False, letter)
    return view


def _draw_zone(target: pygame.Surface, view: TrackView, zone: int, start: bool, markers: int, lit: bool) -> None:
    r = view.zone_rect(zone)
    if r is None:
        return
    draw.rect(target, ZONE_FILL, r)
    if markers:
        draw.rect(target, FORCEFIELD, r.inflate(-4, -4), 2)
    draw.rect(target, HIGHLIGHT if lit else ZONE_EDGE, r, 4 if lit else 2)
    if start:
        _start_line(target, r)
    draw.text(target, str(zone), (r.left + 5, r.top + 1), theme.SIZE_SMALL, theme.ACCENT if start else theme.DIM)
    if markers:
        label = draw.text(target, str(markers), (r.right - 5, r.top + 1), theme.SIZE_SMALL, FORCEFIELD, True,
                          "topright")
        _shield(target, (label.left - 10, r.top + 12), 16)
