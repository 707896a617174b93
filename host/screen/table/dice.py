"""The console's dice on the table screen (CON-12, CON-13, GAP-08), knowing no game: a die drawn in its colour
(white, blue, red, yellow, green) with its face — a signed number (yellow and red faces are negative: "−2"),
or a symbol face such as the white die's Intercept — and its colour's letter in a corner (colour-blind safe,
CON-02), tumbling for :data:`ROLL_S` after it was rolled. :class:`Rolls` remembers, per die, when its face
last changed, so a screen that only sees states (never the roll events) still shows every roll and re-roll.
Every game's screen uses it: a game names its dice by colour and passes the faces its own content gives them.
"""
from __future__ import annotations

import math
from typing import Any, Hashable, Sequence

import pygame

from host.screen import draw, theme

ROLL_S = 0.7
"""How long a die tumbles after it was rolled (seconds of ``now``)."""
FLIP_S = 0.07
"""How often a tumbling die shows another face."""

DIE_RGB: dict[str, tuple[int, int, int]] = {
    "white": (240, 240, 236),
    "blue": (52, 110, 230),
    "red": (214, 48, 48),
    "yellow": (246, 208, 40),
    "green": (44, 176, 76),
}
"""The five console dice (CON-12); another name is drawn grey."""
DIE_INK: dict[str, tuple[int, int, int]] = {
    "white": (20, 20, 30), "blue": (255, 255, 255), "red": (255, 255, 255), "yellow": (20, 20, 30),
    "green": (16, 16, 24),
}
DIE_LETTERS: dict[str, str] = {"white": "W", "blue": "B", "red": "R", "yellow": "Y", "green": "G"}
"""Each die's letter, in its corner: a colour is never told by colour alone (CON-02)."""

LETTERED_DIE = 42
"""The smallest die whose face, moved clear of its letter, stays on the die (every face at every screen size;
tests/host/screen/table/test_dice.py): smaller dice hide a face's sign behind the letter or spill it off."""

MINUS = "\u2212"
_UNSEEN = object()


def face_text(face: Any) -> str:
    """A number face as the TV writes it ("3", "−2": a true minus sign); a word face capitalised."""
    if isinstance(face, bool):
        return str(face)
    if isinstance(face, int):
        return f"{MINUS}{-face}" if face < 0 else str(face)
    return str(face).replace("_", " ").capitalize()


def tumbling(rolled_at: float | None, now: float) -> float | None:
    """How far through its roll a die is (0..1), or None when it lies still."""
    if rolled_at is None or not 0 <= now - rolled_at < ROLL_S:
        return None
    return (now - rolled_at) / ROLL_S


def shown_face(face: Any, faces: Sequence[Any] | None, rolled_at: float | None, now: float) -> Any:
    """The face to draw now: while tumbling, one of ``faces`` after another; then ``face``."""
    t = tumbling(rolled_at, now)
    if t is None or not faces or t > 0.8:
        return face
    assert rolled_at is not None
    k = int((now - rolled_at) / FLIP_S)
    return faces[(k * 5 + 3) % len(faces)]


def _intercept(target: pygame.Surface, center: tuple[float, float], size: float, ink: tuple[int, int, int]) -> None:
    """The white die's Intercept face: a hand's stop sign — a ring struck through."""
    r = size * 0.3
    draw.circle(target, ink, center, r, max(3, round(size / 12)))
    off = r * 0.72
    draw.line(target, ink, (center[0] - off, center[1] + off), (center[0] + off, center[1] - off), max(3, round(size / 10)))


SYMBOL_FACES = {"intercept": _intercept}
"""Word faces drawn as a picture (GAP-08: the white die's Intercept faces)."""


def draw_die(target: pygame.Surface, die: str, face: Any, center: tuple[float, float], size: float,
             rolled_at: float | None = None, now: float = 0.0, faces: Sequence[Any] | None = None,
             ring: tuple[int, int, int] | None = None, dim: bool = False, label: bool = False) -> pygame.Rect:
    """Die ``die`` showing ``face`` centred at ``center`` (logical), ``size`` units wide. Rolled at
    ``rolled_at`` it tumbles (turning, bouncing, showing ``faces`` one after another) until ``ROLL_S`` has
    passed. ``ring``: a frame around it (a die picked, a die just re-rolled); ``dim``: set aside;
    ``label``: a word face is also written under the die; ``face`` None: a die named, not rolled (its letter
    in the middle). Returns the logical rect it may cover (the ring
    and the bounce included), which is all it ever draws on."""
    rgb = DIE_RGB.get(die, (150, 150, 160))
    ink = DIE_INK.get(die, (20, 20, 30))
    if dim:
        rgb = (rgb[0] // 2 + 30, rgb[1] // 2 + 30, rgb[2] // 2 + 30)
        ink = (ink[0] // 2 + 30, ink[1] // 2 + 30, ink[2] // 2 + 30)
    cx, cy = center
    h = size / 2
    t = tumbling(rolled_at, now)
    angle, lift = 0.0, 0.0
    if t is not None:
        angle = (1 - t) ** 2 * 2.2 * math.pi                       # spins down to rest
        lift = abs(math.sin(t * 3 * math.pi)) * (1 - t) * size * 0.15
    cy_body = cy - lift
    ca, sa = math.cos(angle), math.sin(angle)
    cut = h * 0.28

    def corners(half: float, dx: float = 0.0, dy: float = 0.0) -> list[tuple[float, float]]:
        c = cut * half / h
        base = [(-half + c, -half), (half - c, -half), (half, -half + c), (half, half - c),
                (half - c, half), (-half + c, half), (-half, half - c), (-half, -half + c)]
        return [(cx + dx + x * ca - y * sa, cy_body + dy + x * sa + y * ca) for x, y in base]

    draw.polygon(target, (6, 8, 16), [(x, y + lift) for x, y in corners(h, 3, 4)])       # shadow on the table
    if ring is not None:
        draw.polygon(target, ring, corners(h + 6))
    draw.polygon(target, (12, 12, 20), corners(h + 2))
    draw.polygon(target, rgb, corners(h))
    shade = draw.shaded(rgb, -45)
    if t is None:
        draw.rect(target, shade, (cx - h + cut, cy + h - max(3.0, size / 14), size - 2 * cut, max(3.0, size / 14)))
    shown = shown_face(face, faces, rolled_at, now)
    symbol = SYMBOL_FACES.get(str(shown)) if not isinstance(shown, int) else None
    if shown is None:                       # a die named, not rolled (a legend): its letter in the middle
        draw.text(target, DIE_LETTERS.get(die, die[:1].upper()), (cx, cy_body + 1), max(theme.SIZE_SMALL, size * 0.5), ink,
                  True, "center", role="label")
        return _reach(cx, cy, size)
    letter = DIE_LETTERS.get(die, die[:1].upper())
    letter_at, letter_size = (cx - h + cut * 0.3 + 1, cy - h + 1), max(theme.SIZE_SMALL, size * 0.2)
    if symbol is not None:
        symbol(target, (cx + size * 0.06, cy_body + size * 0.08), size * 0.9, ink)
    else:
        text = face_text(shown)
        fs = max(theme.SIZE_SMALL, size * 0.52)
        fs = draw.fit(text, size * 0.66, fs, theme.SIZE_SMALL, True)
        at = (cx + size * 0.08, cy_body + size * 0.1)
        if t is None:                       # the face clears the letter: moved right or down, whichever is less
            at = _clear_of(draw.ink(letter, letter_at, letter_size, True), draw.ink(text, at, fs, True, "center"), at)
        draw.text(target, text, at, fs, ink, True, "center")
    if t is None:                           # the letter, never smaller than any text a player reads
        draw.text(target, letter, letter_at, letter_size, ink, True, "topleft", role="label")
    if label and symbol is not None and t is None:
        draw.text(target, face_text(face), (cx, cy + h + 8), theme.SIZE_SMALL, theme.TEXT, True, "midtop")
    return _reach(cx, cy, size)


def _clear_of(letter: pygame.Rect, face: pygame.Rect, at: tuple[float, float]) -> tuple[float, float]:
    """``at`` (where the face's ink box ``face`` is centred) moved right or down, whichever is less, so that
    box no longer meets the letter's box ``letter`` (both in window pixels); unchanged when they do not meet."""
    if not letter.colliderect(face):
        return at
    k = draw.scale()
    dx, dy = (letter.right - face.left + 2) / k, (letter.bottom - face.top + 2) / k
    return (at[0] + dx, at[1]) if dx <= dy else (at[0], at[1] + dy)


def _reach(cx: float, cy: float, size: float) -> pygame.Rect:
    """The logical rect a die of ``size`` at (cx, cy) may cover: its ring, its shadow, its bounce."""
    reach = size / 2 + 8 + size * 0.1
    return pygame.Rect(round(cx - reach), round(cy - reach - size * 0.15), round(2 * reach), round(2 * reach + size * 0.15))


class Rolls:
    """When each die was last rolled, learnt from the faces a screen sees: dice that appear (a new ``key``:
    another thrower, another round) and a die whose face changes start tumbling ``now``. A screen keeps one per place it draws
    dice; the same face rolled again is not seen (a state shows faces, not throws)."""

    def __init__(self) -> None:
        self.key: Hashable = _UNSEEN
        self.faces: tuple[Any, ...] = ()
        self.at: list[float] = []

    def seen(self, key: Hashable, faces: Sequence[Any], now: float) -> list[float]:
        """The roll time of each of ``faces``."""
        faces = tuple(faces)
        if key != self.key or len(faces) != len(self.faces):
            self.at = [now] * len(faces)
        else:
            self.at = [now if f != old else at for f, old, at in zip(faces, self.faces, self.at)]
        self.key, self.faces = key, faces
        return list(self.at)

    def animating(self, now: float) -> bool:
        return any(tumbling(at, now) is not None for at in self.at)
