"""The Mago Magino board as children see it from the sofa (MM-02, MM-18, MM-23, MM-34; GAP-MM-06: our own art):
the loop of spaces on an oval, the house and the hideout drawn larger, the forest green and marked with an
arrow "this way only", and the pieces drawn big and readable without colour alone — a child is its player's
colour with the colour's letter and its own letter A or B, a frog is the same green frog for everybody with
only its number, the wizard a tall blue hat with a star. Crystals are pictures: the hideout's stock, those
lying on a space, the one a child carries (a badge), each player's crystals home.

The witch arrow sits in the middle and points at its space; while it spins the scene hands in its angle.
Pure drawing: the scene's model says where everything is.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from host.screen import draw, theme

CRYSTAL = (120, 230, 250)
CRYSTAL_EDGE = (30, 110, 160)
FOREST = (26, 96, 52)
FOREST_EDGE = (90, 200, 110)
SPACE = (58, 64, 110)
SPACE_EDGE = (130, 140, 200)
HOUSE = (120, 70, 150)
HIDEOUT = (40, 110, 140)
FROG = (96, 200, 70)
FROG_DARK = (30, 90, 30)
HAT = (60, 70, 210)
WITCH = (190, 60, 200)

Point = tuple[float, float]


def crystal(s: pygame.Surface, at: Point, size: float, filled: bool = True) -> None:
    """One magic crystal: a cut gem (an outline where one is still missing)."""
    x, y = at
    h = size / 2
    pts = [(x, y - h), (x + h * 0.8, y - h * 0.25), (x + h * 0.45, y + h), (x - h * 0.45, y + h),
           (x - h * 0.8, y - h * 0.25)]
    if filled:
        draw.polygon(s, CRYSTAL, pts)
        draw.polygon(s, CRYSTAL_EDGE, pts, 2)
        draw.line(s, (255, 255, 255), (x - h * 0.3, y - h * 0.25), (x, y - h * 0.7), 2)
    else:
        draw.polygon(s, theme.PANEL_EDGE, pts, 2)


def frog(s: pygame.Surface, at: Point, size: float, number: int) -> None:
    """A frog: every frog looks alike (MM-34); only its neutral number is on it."""
    x, y = at
    h = size / 2
    draw.circle(s, FROG_DARK, (x, y + h * 0.1), h + 2)
    draw.circle(s, FROG, (x, y + h * 0.1), h)
    for dx in (-0.45, 0.45):
        draw.circle(s, FROG_DARK, (x + dx * h, y - h * 0.75), h * 0.36 + 2)
        draw.circle(s, (250, 250, 250), (x + dx * h, y - h * 0.75), h * 0.36)
        draw.circle(s, (10, 10, 10), (x + dx * h, y - h * 0.75), h * 0.16)
    draw.text(s, str(number), (x, y + h * 0.25), max(14.0, size * 0.62), (10, 30, 10), True, "center", "label")


def wizard(s: pygame.Surface, at: Point, size: float) -> None:
    """Mago Magino: a tall blue hat with a brim and a yellow star; he belongs to nobody (MM-39)."""
    x, y = at
    h = size / 2
    draw.polygon(s, (10, 10, 30), [(x, y - h * 1.3 - 3), (x + h * 0.7 + 3, y + h * 0.5), (x - h * 0.7 - 3, y + h * 0.5)])
    draw.polygon(s, HAT, [(x, y - h * 1.3), (x + h * 0.7, y + h * 0.5), (x - h * 0.7, y + h * 0.5)])
    draw.rect(s, (10, 10, 30), (x - h * 1.1 - 2, y + h * 0.4 - 2, h * 2.2 + 4, h * 0.45 + 4))
    draw.rect(s, HAT, (x - h * 1.1, y + h * 0.4, h * 2.2, h * 0.45))
    star(s, (x, y - h * 0.2), h * 0.45, theme.ACCENT)


def star(s: pygame.Surface, at: Point, r: float, colour: tuple[int, int, int]) -> None:
    x, y = at
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    draw.polygon(s, colour, pts)


def child(s: pygame.Surface, piece: str, at: Point, size: float, carrying: bool = False) -> None:
    """A child: its player's colour and letter (draw.piece) and its own letter A or B, a crystal badge when it
    carries one (MM-26)."""
    colour, letter = piece.rsplit("_", 1)
    draw.piece(s, colour, at, size)
    x, y = at
    badge = max(12.0, size * 0.5)
    bx, by = x + size * 0.55, y - size * 0.55
    draw.circle(s, (250, 250, 250), (bx, by), badge * 0.62)
    draw.circle(s, (10, 10, 10), (bx, by), badge * 0.62, 2)
    draw.text(s, letter.upper(), (bx, by + 1), badge * 0.85, (10, 10, 10), True, "center", "label")
    if carrying:
        crystal(s, (x - size * 0.55, y + size * 0.45), max(12.0, size * 0.6))


def die(s: pygame.Surface, at: Point, size: float, face: Any, wobble: float = 0.0) -> None:
    """The game's own die (MM-11): pips for a number, the witch arrow for the witch face."""
    x, y = at
    h = size / 2
    r = pygame.Rect(0, 0, size, size)
    r.center = (int(x + wobble), int(y))
    draw.rect(s, (10, 10, 20), r.inflate(6, 6))
    draw.rect(s, (244, 242, 236), r)
    if face == "witch":
        witch_arrow(s, (x + wobble, y), -math.pi / 4, h * 0.85)
        return
    if not isinstance(face, int):
        return
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
             5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}.get(face, [])
    for dx, dy in spots:
        draw.circle(s, (20, 20, 30), (x + wobble + dx * h * 0.5, y + dy * h * 0.5), h * 0.16)


def witch_arrow(s: pygame.Surface, at: Point, angle: float, length: float, colour: tuple[int, int, int] = WITCH) -> None:
    """An arrow from ``at`` along ``angle`` (radians, 0 = to the right, clockwise on screen)."""
    x, y = at
    dx, dy = math.cos(angle), math.sin(angle)
    nx, ny = -dy, dx
    tip = (x + dx * length, y + dy * length)
    back = (x - dx * length * 0.35, y - dy * length * 0.35)
    w = max(4.0, length * 0.12)
    head = length * 0.32
    base = (tip[0] - dx * head, tip[1] - dy * head)
    body = [(back[0] + nx * w, back[1] + ny * w), (base[0] + nx * w, base[1] + ny * w),
            (base[0] - nx * w, base[1] - ny * w), (back[0] - nx * w, back[1] - ny * w)]
    wing = [tip, (base[0] + nx * w * 2.6, base[1] + ny * w * 2.6), (base[0] - nx * w * 2.6, base[1] - ny * w * 2.6)]
    draw.polygon(s, (10, 10, 20), [(px + 2, py + 2) for px, py in body + wing[:1]])
    draw.polygon(s, colour, body)
    draw.polygon(s, colour, wing)
    draw.circle(s, (250, 250, 250), (x, y), w * 1.3)
    draw.circle(s, colour, (x, y), w * 0.8)


@dataclass
class Loop:
    """Where each space of the loop is drawn: centres and radii on an oval inside ``area``, board-clockwise
    from the house at the top (MM-23). The house and the hideout are larger (pieces gather there)."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    centres: tuple[Point, ...]
    radii: tuple[float, ...]
    middle: Point

    @classmethod
    def of(cls, names: Sequence[str], kinds: Sequence[str], area: pygame.Rect) -> "Loop":
        weight = [3.0 if k == "house" else 1.7 if k == "hideout" else 1.0 for k in kinds]
        total = sum(weight)
        cx, cy = area.centerx, area.centery
        rx, ry = area.width / 2 - 58, area.height / 2 - 52
        centres, radii = [], []
        turned = 0.0
        for w in weight:
            a = -math.pi / 2 + 2 * math.pi * (turned + w / 2) / total
            turned += w
            centres.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
            arc = 2 * math.pi * ((rx + ry) / 2) * w / total
            radii.append(min(arc * 0.46, 70.0 if w > 2 else 62.0))
        return cls(tuple(names), tuple(kinds), tuple(centres), tuple(radii), (cx, cy))

    def index(self, name: str) -> int:
        return self.names.index(name)

    def angle_to(self, name: str) -> float:
        x, y = self.centres[self.index(name)]
        return math.atan2(y - self.middle[1], x - self.middle[0])

    def spots(self, name: str, count: int) -> tuple[list[Point], float]:
        """Where ``count`` pieces stand on a space, and how big each is drawn."""
        x, y = self.centres[self.index(name)]
        r = self.radii[self.index(name)]
        if count <= 1:
            return [(x, y + 4)], min(40.0, r * 1.05)
        cols = math.ceil(math.sqrt(count * 1.4))        # a little wider than tall: pieces may reach past the rim
        rows = math.ceil(count / cols)
        cell = min(2 * r * 1.1 / cols, 2 * r * 0.86 / rows)
        size = min(34.0, cell * 0.72)
        out = []
        for i in range(count):
            row, col = divmod(i, cols)
            in_row = min(cols, count - row * cols)
            out.append((x + (col - (in_row - 1) / 2) * cell, y + 6 + (row - (rows - 1) / 2) * cell))
        return out, size

    def draw_spaces(self, s: pygame.Surface, arrow_at: str | None, flash: str | None, now: float,
                    numbers: dict[str, int] | None = None) -> None:
        """The spaces with their names (or, when the arrow is aimed, the arrow position's number), the forest's
        one-way arrow, and a ring where the witch arrow points."""
        for i, (name, kind) in enumerate(zip(self.names, self.kinds)):
            x, y = self.centres[i]
            r = self.radii[i]
            fill, edge = {"forest": (FOREST, FOREST_EDGE), "house": (HOUSE, (220, 180, 250)),
                          "hideout": (HIDEOUT, CRYSTAL)}.get(kind, (SPACE, SPACE_EDGE))
            draw.circle(s, (8, 8, 18), (x + 3, y + 3), r)
            draw.circle(s, fill, (x, y), r)
            draw.circle(s, edge, (x, y), r, 3)
            if kind == "forest":
                tree(s, (x - r * 0.55, y - r * 0.45), r * 0.42)
            if kind == "house":
                house(s, (x, y - r * 0.72), r * 0.5)
            if (kind in ("path", "forest") or numbers) and (mark := str(numbers.get(name, "")) if numbers else name):
                ox, oy = self.middle[0] - x, self.middle[1] - y          # beside the space, towards the middle
                d = math.hypot(ox, oy) or 1.0
                size = theme.SIZE_SMALL if numbers else 15
                draw.text(s, mark, (x + ox / d * (r + 16), y + oy / d * (r + 14)), size,
                          (235, 235, 255) if numbers else theme.DIM, True, "center", "text" if numbers else "label")
            if name == arrow_at:
                draw.circle(s, WITCH, (x, y), r + 7, 5)
            if name == flash and int(now * 6) % 2 == 0:
                draw.circle(s, (255, 255, 255), (x, y), r + 13, 4)
        forest = [i for i, k in enumerate(self.kinds) if k == "forest"]
        if forest:
            a, b = self.centres[forest[0]], self.centres[forest[-1]]
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            ox, oy = mx - self.middle[0], my - self.middle[1]
            d = math.hypot(ox, oy) or 1.0
            at = (mx - ox / d * 64, my - oy / d * 64)
            angle = math.atan2(b[1] - a[1], b[0] - a[0])
            one_way(s, at, angle, 34)

    def label(self, s: pygame.Surface, name: str, text: str, beyond: float = 0.0) -> None:
        """A word beside a space, towards the middle of the oval (the hideout's count), ``beyond`` further in
        (past the space's arrow number)."""
        x, y = self.centres[self.index(name)]
        ox, oy = self.middle[0] - x, self.middle[1] - y
        d = math.hypot(ox, oy) or 1.0
        r = self.radii[self.index(name)] + beyond
        draw.text(s, text, (x + ox / d * (r + 34), y + oy / d * (r + 22)), theme.SIZE_SMALL, theme.TEXT, True, "center")


def tree(s: pygame.Surface, at: Point, size: float) -> None:
    x, y = at
    draw.rect(s, (90, 60, 30), (x - size * 0.12, y, size * 0.24, size * 0.5))
    draw.polygon(s, (40, 150, 70), [(x, y - size * 0.8), (x + size * 0.55, y + size * 0.1), (x - size * 0.55, y + size * 0.1)])


def house(s: pygame.Surface, at: Point, size: float) -> None:
    x, y = at
    draw.polygon(s, (240, 200, 90), [(x, y - size * 0.6), (x + size * 0.7, y), (x - size * 0.7, y)])
    draw.rect(s, (240, 230, 200), (x - size * 0.5, y, size, size * 0.45))


def one_way(s: pygame.Surface, at: Point, angle: float, length: float) -> None:
    """The forest's "board-clockwise only" sign: a white arrow along the forest (MM-18)."""
    witch_arrow(s, at, angle, length, (240, 250, 240))
