"""Drawing at the screen's real resolution (docs/console.md "The TV"): scenes lay out in logical units
(a 1280×720 frame, :data:`host.screen.theme.LOGICAL_SIZE`) and every helper here scales coordinates, line
widths and font sizes by the window's size (:func:`set_view`; letterboxed when the screen is not 16:9), so
text is rendered at its real pixel size — never a small surface stretched.

- ``rect`` / ``circle`` / ``polygon`` / ``line`` mirror ``pygame.draw`` with logical coordinates;
- text is cached and logged per frame: :data:`text_log` (every string, so tests can prove no secret is
  drawn — CON-05) and :data:`text_boxes` (each string's ink rectangle in window pixels, its cap height and
  role, so the layout test can prove nothing is clipped or overlaps; boxes hidden under a panel or a veil
  drawn later are dropped, boxes a panel cuts are kept as ``cut``);
- player pieces (colour + letter; a diamond or a square with legs for two roles — colour-blind safe,
  CON-02), cubes, arrows, right-wheel symbols, panels and key hints in a chunky pixel-art style.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

import pygame

from hal.symbol_glyphs import GROUND, SYMBOL_GLYPHS   # the shapes the printed faces show too
from host.screen import theme

Colour = tuple[int, int, int]
Point = tuple[float, float]


@dataclass
class TextBox:
    """Where one string landed this frame (window pixels)."""

    text: str
    rect: pygame.Rect
    cap: int
    role: str = "text"          # text | headline | label (a letter on a piece: not read as text)
    cut: bool = False           # a panel drawn later covers part of it


class _View:
    k = 1.0
    ox = 0.0
    oy = 0.0
    size = theme.LOGICAL_SIZE


_view = _View()
_text_cache: dict[tuple[str, int, bool, Colour], tuple[pygame.Surface, pygame.Rect]] = {}
_CACHE_MAX = 800

text_log: list[str] = []
"""Every string drawn since the last :func:`clear_log` (the app clears it at the start of each frame)."""
text_boxes: list[TextBox] = []
"""The visible text of this frame, one box per string (see the module docstring)."""


def set_view(size: tuple[int, int]) -> None:
    """Scale the logical frame to a window of ``size`` pixels (centred, aspect kept)."""
    lw, lh = theme.LOGICAL_SIZE
    w, h = max(1, size[0]), max(1, size[1])
    k = min(w / lw, h / lh)
    if k != _view.k:
        _text_cache.clear()
    _view.k, _view.size = k, (w, h)
    _view.ox, _view.oy = (w - lw * k) / 2, (h - lh * k) / 2


def scale() -> float:
    """Window pixels per logical unit."""
    return _view.k


def px(v: float) -> int:
    """A logical length in window pixels (at least 1 for a non-zero length)."""
    return 0 if v == 0 else max(1, round(v * _view.k))


def pt(p: Point) -> tuple[int, int]:
    """A logical point in window pixels."""
    return round(_view.ox + p[0] * _view.k), round(_view.oy + p[1] * _view.k)


def box(r: pygame.Rect | Sequence[float]) -> pygame.Rect:
    """A logical rectangle in window pixels (edges rounded, so neighbours stay neighbours)."""
    x, y, w, h = r if not isinstance(r, pygame.Rect) else (r.x, r.y, r.w, r.h)
    x0, y0 = pt((x, y))
    x1, y1 = pt((x + w, y + h))
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


def logical(r: pygame.Rect) -> pygame.Rect:
    """A window-pixel rectangle in logical units (grown to whole units)."""
    k = _view.k
    x0, y0 = math.floor((r.left - _view.ox) / k), math.floor((r.top - _view.oy) / k)
    x1, y1 = math.ceil((r.right - _view.ox) / k), math.ceil((r.bottom - _view.oy) / k)
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


def screen_rect() -> pygame.Rect:
    """The whole window in pixels."""
    return pygame.Rect((0, 0), _view.size)


def forget_cache() -> None:
    """Drop cached text surfaces (used when pygame shuts down)."""
    _text_cache.clear()


def clear_log() -> None:
    text_log.clear()
    text_boxes.clear()


# ---- shapes (pygame.draw with logical coordinates) ------------------------------------------------
def shaded(colour: Colour, by: int) -> Colour:
    """``colour`` with ``by`` added to each channel (negative: darker), each kept within 0..255."""
    r, g, b = colour
    return max(0, min(255, r + by)), max(0, min(255, g + by)), max(0, min(255, b + by))


def rect(target: pygame.Surface, colour: Colour, r: pygame.Rect | Sequence[float], width: int = 0) -> None:
    pygame.draw.rect(target, colour, box(r), px(width))


def circle(target: pygame.Surface, colour: Colour, center: Point, radius: float, width: int = 0) -> None:
    pygame.draw.circle(target, colour, pt(center), px(radius), px(width))


def polygon(target: pygame.Surface, colour: Colour, points: Iterable[Point], width: int = 0) -> None:
    pygame.draw.polygon(target, colour, [pt(p) for p in points], px(width))


def line(target: pygame.Surface, colour: Colour, a: Point, b: Point, width: int = 1) -> None:
    pygame.draw.line(target, colour, pt(a), pt(b), px(width))


def cover(r: pygame.Rect | None) -> None:
    """Something opaque is drawn over ``r`` (logical; None: the whole screen): text under it is hidden."""
    area = screen_rect() if r is None else box(r)
    kept: list[TextBox] = []
    for tb in text_boxes:
        if area.contains(tb.rect):
            continue
        if area.colliderect(tb.rect):
            tb.cut = True
        kept.append(tb)
    text_boxes[:] = kept


def veil(target: pygame.Surface) -> None:
    """Darken everything drawn so far (under an overlay); what is under it is no longer read."""
    shade = pygame.Surface(target.get_size(), pygame.SRCALPHA)
    shade.fill(theme.OVERLAY)
    target.blit(shade, (0, 0))
    cover(None)


class Reuse:
    """Keeps what a painter drew — the pixels of its regions and the text it logged — and puts it back
    while the painter's inputs (``key``) stay the same, so an animation redraws only what moves. The text
    log and the text boxes get the same entries either way (secrecy and layout tests read them)."""

    def __init__(self) -> None:
        self.key: Any = None
        self.parts: list[tuple[pygame.Rect, pygame.Surface]] = []
        self.log: list[str] = []
        self.boxes: list[TextBox] = []

    def draw(self, target: pygame.Surface, key: Any, regions: Sequence[pygame.Rect], paint: Callable[[], None]) -> None:
        """Put back the kept picture when ``key`` (never None to be kept) is unchanged, else ``paint``."""
        key = None if key is None else (key, target.get_size(), _view.k)
        if key is not None and key == self.key:
            for where, pixels in self.parts:
                target.blit(pixels, where)
            text_log.extend(self.log)
            text_boxes.extend(TextBox(b.text, b.rect.copy(), b.cap, b.role, b.cut) for b in self.boxes)
            return
        start, before = len(text_log), {id(b) for b in text_boxes}
        paint()
        self.key = key
        if key is None:
            return
        screen = target.get_rect()
        self.parts = [(b, target.subsurface(b).copy()) for b in (box(r).clip(screen) for r in regions) if b.size > (0, 0)]
        self.log = text_log[start:]
        self.boxes = [TextBox(b.text, b.rect.copy(), b.cap, b.role, b.cut) for b in text_boxes if id(b) not in before]


# ---- text -------------------------------------------------------------------------------------------
def font_px(size: float) -> int:
    """The real pixel size of a logical font size."""
    return max(6, round(size * _view.k))


def _rendered(s: str, size: float, colour: Colour, bold: bool) -> tuple[pygame.Surface, pygame.Rect]:
    real = font_px(size)
    key = (s, real, bold, colour)
    hit = _text_cache.get(key)
    if hit is None:
        if len(_text_cache) > _CACHE_MAX:
            _text_cache.clear()
        surf = theme.font(real, bold).render(theme.printable(s, real, bold), True, colour)
        hit = (surf, surf.get_bounding_rect())
        _text_cache[key] = hit
    return hit


def text(target: pygame.Surface, s: str, pos: Point, size: float = theme.SIZE_BODY,
         colour: Colour = theme.TEXT, bold: bool = False, anchor: str = "topleft", role: str = "text") -> pygame.Rect:
    """Draw ``s`` with its ``anchor`` (a pygame.Rect attribute name) at logical ``pos``; returns the
    logical rect used."""
    text_log.append(s)
    surf, ink = _rendered(s, size, colour, bold)
    r = surf.get_rect(**{anchor: pt(pos)})
    target.blit(surf, r)
    if s.strip():
        text_boxes.append(TextBox(s, ink.move(r.topleft), theme.cap_height(font_px(size), bold), role))
    return logical(r)


def ink(s: str, pos: Point, size: float = theme.SIZE_BODY, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """The window-pixel box the ink of ``s`` would cover drawn by :func:`text` with these arguments (its
    :class:`TextBox` rect), without drawing it."""
    surf, box = _rendered(s, size, theme.TEXT, bold)
    return box.move(surf.get_rect(**{anchor: pt(pos)}).topleft)


def width(s: str, size: float = theme.SIZE_BODY, bold: bool = False) -> float:
    """The logical width of ``s`` rendered at ``size``."""
    return theme.font(font_px(size), bold).size(theme.printable(s, font_px(size), bold))[0] / _view.k


def line_height(size: float = theme.SIZE_BODY, bold: bool = False) -> float:
    """The logical distance between two lines of ``size`` text."""
    return theme.font(font_px(size), bold).get_linesize() / _view.k


def wrap(s: str, limit: float, size: float = theme.SIZE_BODY, bold: bool = False) -> list[str]:
    """``s`` broken into lines no wider than ``limit`` logical px (a word longer than a line is cut)."""
    lines: list[str] = []
    for para in s.split("\n"):
        current = ""
        for word in para.split(" "):
            trial = f"{current} {word}".strip()
            if width(trial, size, bold) <= limit or not current:
                current = trial
            else:
                lines.append(current)
                current = word
        lines.append(current)
    return lines


def cut(s: str, limit: float, size: float = theme.SIZE_BODY, bold: bool = False) -> str:
    """``s``, or as much of it as fits on one line of ``limit`` logical px followed by an ellipsis."""
    if width(s, size, bold) <= limit:
        return s
    while s and width(s + "…", size, bold) > limit:
        s = s[:-1]
    return s.rstrip() + "…"


def fit(s: str, limit: float, size: float, least: float = theme.SIZE_SMALL, bold: bool = False) -> float:
    """The largest size from ``size`` down to ``least`` at which ``s`` fits on one line of ``limit``."""
    while size > least and width(s, size, bold) > limit:
        size -= 1
    return size


def paragraph(target: pygame.Surface, s: str, r: pygame.Rect, size: float = theme.SIZE_BODY,
              colour: Colour = theme.TEXT, spacing: int = 4, bold: bool = False) -> int:
    """Draw wrapped text inside ``r``; returns the logical y below the last line drawn."""
    y = float(r.top)
    step = line_height(size, bold) + spacing
    for ln in wrap(s, r.width, size, bold):
        if y + step > r.bottom + spacing:
            break
        text(target, ln, (r.left, y), size, colour, bold)
        y += step
    return math.ceil(y)


# ---- pieces, cubes, arrows, symbols, panels ---------------------------------------------------------
def panel(target: pygame.Surface, r: pygame.Rect, fill: Colour = theme.PANEL,
          edge: Colour = theme.PANEL_EDGE) -> None:
    """A pixel-art box: filled, with a 3-unit edge and notched corners."""
    cover(r)
    rect(target, fill, r)
    rect(target, edge, r, 3)
    for cx, cy in (r.topleft, (r.right - 3, r.top), (r.left, r.bottom - 3), (r.right - 3, r.bottom - 3)):
        rect(target, theme.BG, (cx, cy, 3, 3))


def piece(target: pygame.Surface, colour: str, center: Point, size: float, diamond: bool = False,
          letter_size: float | None = None) -> None:
    """A player's piece: its colour and its letter, as a diamond with a white rim (a lead
    role) or a square with legs (two shapes, so roles never depend on colour)."""
    rgb = theme.PLAYER_RGB.get(colour, (200, 200, 200))
    cx, cy = center
    h = size / 2
    if diamond:
        r = h * 1.25
        polygon(target, (255, 255, 255), [(cx, cy - r - 3), (cx + r + 3, cy), (cx, cy + r + 3), (cx - r - 3, cy)])
        polygon(target, rgb, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    else:
        leg = max(2.0, size / 8)
        for dy in (-h / 2, h / 2):
            rect(target, (10, 10, 10), (cx - h - leg - 1, cy + dy - leg / 2, 2 * h + 2 * leg + 2, leg))
        rect(target, (10, 10, 10), (cx - h - 2, cy - h - 2, 2 * h + 4, 2 * h + 4))
        rect(target, rgb, (cx - h, cy - h, 2 * h, 2 * h))
        rect(target, shaded(rgb, 60), (cx - h, cy - h, 2 * h, max(2.0, h / 4)))
    ls = letter_size or max(14.0, size * 0.8)
    text(target, theme.letter(colour), (cx, cy + 1), ls, theme.LETTER_INK.get(colour, (0, 0, 0)), bold=True,
         anchor="center", role="label")


def cube(target: pygame.Surface, r: pygame.Rect | tuple[float, float, float, float], colour: Colour = theme.CUBE,
         empty: bool = False) -> None:
    """A neutral cube: a shaded square (an outline when it is an empty slot)."""
    x, y, w, h = r if not isinstance(r, pygame.Rect) else (r.x, r.y, r.w, r.h)
    if empty:
        rect(target, theme.PANEL_EDGE, (x, y, w, h), 2)
        return
    rect(target, shaded(colour, -70), (x, y, w, h))
    rect(target, colour, (x, y, w - max(2, w / 5), h - max(2, h / 5)))


ARROW_POINTS = [(0, -1), (0.8, 0), (0.3, 0), (0.3, 1), (-0.3, 1), (-0.3, 0), (-0.8, 0)]


def arrow(target: pygame.Surface, direction: str, center: Point, size: float, colour: Colour = theme.TEXT,
          outline: Colour | None = None) -> None:
    """A block arrow pointing ``direction`` (up/right/down/left), optionally with a dark outline."""
    turns = {"up": 0, "right": 1, "down": 2, "left": 3}.get(direction)
    if turns is None:
        return
    pts = []
    for x, y in ARROW_POINTS:
        for _ in range(turns):
            x, y = -y, x
        pts.append((center[0] + x * size / 2, center[1] + y * size / 2))
    polygon(target, colour, pts)
    if outline is not None:
        polygon(target, outline, pts, 2)


def symbol(target: pygame.Surface, name: str | None, center: Point, size: float) -> None:
    """A right-wheel symbol: red light, yellow triangle, green circle, blue crescent (CON-03)."""
    cx, cy = center
    h = size / 2
    if name not in SYMBOL_GLYPHS:
        text(target, "?", center, size, theme.DIM, anchor="center")
        return
    for kind, geometry, paint in SYMBOL_GLYPHS[name]:
        colour: Colour = theme.PANEL if paint == GROUND or isinstance(paint, str) else paint
        if kind == "rect":
            x, y, w, hh = geometry
            rect(target, colour, (cx + x * h, cy + y * h, w * h, hh * h))
        elif kind == "circle":
            x, y, r = geometry
            circle(target, colour, (cx + x * h, cy + y * h), r * h)
        else:
            polygon(target, colour, [(cx + x * h, cy + y * h) for x, y in geometry])


def key_hints(target: pygame.Surface, hints: Iterable[tuple[str, str]], pos: Point,
              size: float = theme.SIZE_SMALL, right: float | None = None) -> float:
    """``[KEY] action`` hints on one line from ``pos`` (stopping before ``right``, default the frame's
    right edge); returns the logical x after the last one drawn."""
    x, y = pos
    y = min(y, theme.LOGICAL_SIZE[1] - line_height(size, True) - 4)     # the bar always fits on the screen
    limit = theme.LOGICAL_SIZE[0] - 12 if right is None else right
    for key, action in hints:
        kw, aw = width(key, size, True), width(action, size)
        if x + kw + 12 + 6 + aw > limit:
            break
        kh = line_height(size, True)
        rect(target, theme.DIM, (x, y, kw + 12, kh + 2))
        text(target, key, (x + 6, y + 1), size, theme.BG, True)
        x += kw + 12 + 6
        r = text(target, action, (x, y + 1), size, theme.DIM)
        x = r.right + 18
    return x
