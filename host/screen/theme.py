"""Colours, player colours with letters, fonts and layout constants (docs/architecture.md §3; CON-02 colour-blind safety).

Every player is shown with a colour AND a letter (R B G Y P O); a lead role also has its own shape. Sizes are
font sizes in logical units of the 1280×720 frame (:mod:`host.screen.draw` renders them at the window's real
size). The font is DejaVu Sans (well spaced at every size, with the arrows and wheel symbols the legends
use) where the system has it — Debian, Ubuntu and Raspberry Pi OS ship it — else pygame's bundled font,
with words for the glyphs it lacks. Its cap height is 0.73 em: ``SIZE_SMALL`` (23) is 25 px at 1080p,
the smallest text a player must read (≥ 24 px); ``SIZE_HEADLINE`` (46) is 50 px (≥ 48 px).
"""
from __future__ import annotations

import pygame

from games.core.faces import COLOUR_LETTERS, COLOURS

LOGICAL_SIZE: tuple[int, int] = (1280, 720)

BG = (14, 16, 34)
PANEL = (26, 30, 60)
PANEL_EDGE = (70, 80, 140)
TEXT = (236, 238, 248)
DIM = (150, 156, 190)
ACCENT = (255, 214, 64)
GOOD = (90, 220, 120)
BAD = (255, 90, 90)
WALL = (64, 170, 255)
WALL_SHADE = (20, 70, 140)
PIX = (200, 206, 230)
START_PIX = (230, 60, 60)
BONUS_RING = (255, 214, 64)
CUBE = (238, 238, 238)
CUBE_SHADE = (170, 170, 180)
OVERLAY = (6, 8, 20, 215)

PLAYER_RGB: dict[str, tuple[int, int, int]] = {
    "red": (228, 52, 52),
    "blue": (52, 120, 240),
    "green": (44, 180, 76),
    "yellow": (246, 210, 40),
    "purple": (160, 86, 214),
    "orange": (250, 140, 30),
}
"""Player colours: the six controller colours (games/core/faces.py COLOURS)."""

LETTER_INK: dict[str, tuple[int, int, int]] = {
    c: (16, 16, 24) if c in ("yellow", "orange", "green") else (255, 255, 255) for c in COLOURS
}
"""Ink for a player's letter on its own colour (dark on light colours)."""


def letter(colour: str) -> str:
    """The player's letter (colour-blind safety: never colour alone)."""
    return COLOUR_LETTERS.get(colour, colour[:1].upper())


def name(colour: str) -> str:
    """``Red (R)``: how a seat is named on screen."""
    return f"{colour.capitalize()} ({letter(colour)})"


SIZE_SMALL = 23
SIZE_BODY = 26
SIZE_LARGE = 34
SIZE_HEADLINE = 46
SIZE_TITLE = 56
SIZE_BANNER = 64

FONT_FILES = {
    False: ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "DejaVu Sans"),
    True: ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "DejaVu Sans Bold"),
}
"""Where the console font is looked for (a path, then a name for fontconfig); bold is its own face."""

GLYPH_WORDS = {"↑": "up", "→": "right", "↓": "down", "←": "left", "◉": "red light", "▲": "triangle",
               "●": "circle", "☾": "crescent"}
"""Words for the legend glyphs when the font has no such glyph (pygame's bundled font)."""

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_paths: dict[bool, str | None] = {}
_caps: dict[tuple[int, bool], int] = {}


def _font_path(bold: bool) -> str | None:
    if bold not in _paths:
        import os
        path, name = FONT_FILES[bold]
        found = path if os.path.isfile(path) else None
        if found is None:
            try:
                found = pygame.font.match_font(name.replace(" ", "").lower(), bold=bold)
            except Exception:  # noqa: BLE001 - fontconfig missing or broken: the bundled font
                found = None
        _paths[bold] = found
    return _paths[bold]


def font(px: int, bold: bool = False) -> "pygame.font.Font":
    """The console font at ``px`` real pixels per em."""
    key = (px, bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = _font_path(bold)
        if path is None:
            f = pygame.font.Font(None, round(px / 0.6875))   # the bundled font is drawn at 0.6875 of its size
            f.set_bold(bold)
        else:
            f = pygame.font.Font(path, px)
        _fonts[key] = f
    return f


_coverage: dict[bool, object] = {}


def printable(s: str, px: int, bold: bool = False) -> str:
    """``s`` with words for glyphs the font cannot draw (pygame.font draws a box for them, so coverage is
    asked of FreeType, which says None for a missing glyph)."""
    if s.isascii():
        return s
    if bold not in _coverage:
        import pygame.freetype
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        _coverage[bold] = pygame.freetype.Font(_font_path(bold), 12)
    metrics = _coverage[bold].get_metrics(s)  # type: ignore[attr-defined]
    if all(m is not None for m in metrics):
        return s
    return "".join(GLYPH_WORDS.get(ch, "?") if m is None else ch for ch, m in zip(s, metrics))


def cap_height(px: int, bold: bool = False) -> int:
    """The height of a capital letter at ``px`` (real pixels)."""
    key = (px, bold)
    if key not in _caps:
        m = font(px, bold).metrics("H")[0]
        _caps[key] = m[3] if m else px * 3 // 4
    return _caps[key]


def forget_fonts() -> None:
    """Drop cached fonts (they die with ``pygame.quit``)."""
    _fonts.clear()
    _caps.clear()
    _coverage.clear()
