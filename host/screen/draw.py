"""Drawing helpers: text (cached, and logged per frame so tests can prove no secret is drawn — CON-05),
player pieces (colour + letter; a diamond or a square with legs for two roles — colour-blind safe), cubes,
arrows and panels, all in a chunky pixel-art style on the logical surface.
"""
from __future__ import annotations

from typing import Iterable

import pygame

from host.screen import theme

Colour = tuple[int, int, int]

_text_cache: dict[tuple[str, int, bool, Colour], pygame.Surface] = {}
_CACHE_MAX = 600

text_log: list[str] = []
"""Every string drawn since the last :func:`clear_log` (the app clears it at the start of each frame)."""


def forget_cache() -> None:
    """Drop cached text surfaces (used when pygame shuts down)."""
    _text_cache.clear()


def clear_log() -> None:
    text_log.clear()


def render_text(s: str, size: int = theme.SIZE_BODY, colour: Colour = theme.TEXT, bold: bool = False) -> pygame.Surface:
    """A cached surface of ``s`` (also recorded in :data:`text_log`)."""
    text_log.append(s)
    key = (s, size, bold, colour)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > _CACHE_MAX:
            _text_cache.clear()
        surf = theme.font(size, bold).render(s, True, colour)
        _text_cache[key] = surf
    return surf


def text(target: pygame.Surface, s: str, pos: tuple[int, int], size: int = theme.SIZE_BODY,
         colour: Colour = theme.TEXT, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """Draw ``s`` with its ``anchor`` (a pygame.Rect attribute name) at ``pos``; returns the rect used."""
    surf = render_text(s, size, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    target.blit(surf, rect)
    return rect


def wrap(s: str, width: int, size: int = theme.SIZE_BODY, bold: bool = False) -> list[str]:
    """``s`` broken into lines no wider than ``width`` px."""
    f = theme.font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def paragraph(target: pygame.Surface, s: str, rect: pygame.Rect, size: int = theme.SIZE_BODY,
              colour: Colour = theme.TEXT, spacing: int = 4) -> int:
    """Draw wrapped text inside ``rect``; returns the y below the last line."""
    y = rect.top
    step = theme.font(size).get_linesize() + spacing
    for line in wrap(s, rect.width, size):
        if y + step > rect.bottom + spacing:
            break
        text(target, line, (rect.left, y), size, colour)
        y += step
    return y


def panel(target: pygame.Surface, rect: pygame.Rect, fill: Colour = theme.PANEL,
          edge: Colour = theme.PANEL_EDGE) -> None:
    """A pixel-art box: filled, with a 3 px edge and notched corners."""
    pygame.draw.rect(target, fill, rect)
    pygame.draw.rect(target, edge, rect, 3)
    for cx, cy in (rect.topleft, (rect.right - 3, rect.top), (rect.left, rect.bottom - 3),
                   (rect.right - 3, rect.bottom - 3)):
        pygame.draw.rect(target, theme.BG, (cx, cy, 3, 3))


def piece(target: pygame.Surface, colour: str, center: tuple[int, int], size: int, diamond: bool = False,
          letter_size: int | None = None) -> None:
    """A player's piece: its colour and its letter, as a diamond with a white rim (a lead
    role) or a square with legs (two shapes, so roles never depend on colour)."""
    rgb = theme.PLAYER_RGB.get(colour, (200, 200, 200))
    cx, cy = center
    h = size // 2
    if diamond:
        r = int(h * 1.25)
        outer = [(cx, cy - r - 3), (cx + r + 3, cy), (cx, cy + r + 3), (cx - r - 3, cy)]
        inner = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        pygame.draw.polygon(target, (255, 255, 255), outer)
        pygame.draw.polygon(target, rgb, inner)
    else:
        leg = max(2, size // 8)
        for dy in (-h // 2, h // 2):
            pygame.draw.rect(target, (10, 10, 10), (cx - h - leg - 1, cy + dy - leg // 2, 2 * h + 2 * leg + 2, leg))
        pygame.draw.rect(target, (10, 10, 10), (cx - h - 2, cy - h - 2, 2 * h + 4, 2 * h + 4))
        pygame.draw.rect(target, rgb, (cx - h, cy - h, 2 * h, 2 * h))
        pygame.draw.rect(target, tuple(min(255, v + 60) for v in rgb), (cx - h, cy - h, 2 * h, max(2, h // 4)))
    ls = letter_size or max(14, int(size * 0.75))
    text(target, theme.letter(colour), (cx, cy + 1), ls, theme.LETTER_INK.get(colour, (0, 0, 0)), bold=True,
         anchor="center")


def cube(target: pygame.Surface, rect: pygame.Rect | tuple[int, int, int, int], colour: Colour = theme.CUBE,
         empty: bool = False) -> None:
    """A neutral cube: a shaded square (an outline when it is an empty slot)."""
    r = pygame.Rect(rect)
    if empty:
        pygame.draw.rect(target, theme.PANEL_EDGE, r, 2)
        return
    shade = tuple(max(0, v - 70) for v in colour)
    pygame.draw.rect(target, shade, r)
    pygame.draw.rect(target, colour, (r.x, r.y, r.w - max(2, r.w // 5), r.h - max(2, r.h // 5)))


ARROW_POINTS = {
    "up": [(0, -1), (0.8, 0), (0.3, 0), (0.3, 1), (-0.3, 1), (-0.3, 0), (-0.8, 0)],
}


def arrow(target: pygame.Surface, direction: str, center: tuple[int, int], size: int,
          colour: Colour = theme.TEXT) -> None:
    """A block arrow pointing ``direction`` (up/right/down/left)."""
    turns = {"up": 0, "right": 1, "down": 2, "left": 3}.get(direction)
    if turns is None:
        return
    pts = []
    for x, y in ARROW_POINTS["up"]:
        for _ in range(turns):
            x, y = -y, x
        pts.append((center[0] + x * size / 2, center[1] + y * size / 2))
    pygame.draw.polygon(target, colour, pts)


def symbol(target: pygame.Surface, name: str | None, center: tuple[int, int], size: int) -> None:
    """A right-wheel symbol: red light, yellow triangle, green circle, blue crescent (CON-03)."""
    cx, cy = center
    h = size // 2
    if name == "red_light":
        pygame.draw.rect(target, (60, 60, 60), (cx - h // 2, cy - h, h, 2 * h))
        pygame.draw.circle(target, (235, 50, 50), (cx, cy - h // 2), h // 3 + 2)
    elif name == "yellow_triangle":
        pygame.draw.polygon(target, (245, 210, 40), [(cx, cy - h), (cx + h, cy + h), (cx - h, cy + h)])
    elif name == "green_circle":
        pygame.draw.circle(target, (50, 190, 80), center, h)
    elif name == "blue_crescent":
        pygame.draw.circle(target, (60, 120, 240), center, h)
        pygame.draw.circle(target, theme.PANEL, (cx + h // 2, cy - h // 4), int(h * 0.85))
    else:
        text(target, "?", center, size, theme.DIM, anchor="center")


def key_hints(target: pygame.Surface, hints: Iterable[tuple[str, str]], pos: tuple[int, int],
              size: int = theme.SIZE_SMALL) -> int:
    """``[KEY] action`` hints on one line from ``pos``; returns the x after the last one."""
    x, y = pos
    for key, action in hints:
        ks = render_text(key, size, theme.BG, True)
        box = pygame.Rect(x, y, ks.get_width() + 12, ks.get_height() + 4)
        pygame.draw.rect(target, theme.DIM, box)
        target.blit(ks, (x + 6, y + 2))
        x = box.right + 6
        r = text(target, action, (x, y + 2), size, theme.DIM)
        x = r.right + 18
    return x
