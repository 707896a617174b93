"""Colours, player colours with letters, fonts and layout constants (docs/architecture.md §3; CON-02 colour-blind safety).

Every player is shown with a colour AND a letter (R B G Y P O); a lead role also has its own shape. Sizes are
for the logical 1280×720 surface, which the app scales to the window: text is at least 20 logical px
(30 px on a 1080p TV), headings 40+, so it is readable from 3 m.
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


SIZE_SMALL = 20
SIZE_BODY = 26
SIZE_LARGE = 36
SIZE_TITLE = 56
SIZE_BANNER = 72

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The console font at ``size`` logical px (pygame's bundled font: always present)."""
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(None, int(size * 1.3))   # the bundled font's em is small; 1.3 matches cap heights
        f.set_bold(bold)
        _fonts[key] = f
    return f


def forget_fonts() -> None:
    """Drop cached fonts (they die with ``pygame.quit``)."""
    _fonts.clear()
