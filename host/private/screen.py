"""The controller-screen backend's interface (docs/architecture.md §8): a small text display on the board (the
optional 128×64 I2C OLED, about 16 columns × 4 rows in the firmware's large font).

A controller offers one by carrying a ``text_screen`` attribute that satisfies :class:`TextScreen`; the
serial controller sets it when the board's hello advertises a screen, and every other controller has none,
so :func:`screen_of` says which seats get the controller backend. The text is fitted to the screen here, on
the host, so a board never receives more than it can show: in ASCII (the wheel glyphs as words), wrapped, and a
page at a time when it is longer than the screen (nothing is cut: the pages take turns).
"""
from __future__ import annotations

import textwrap
from typing import Any, Protocol, runtime_checkable

from games.core.codec import glyph
from games.core.faces import DIRECTIONS, SYMBOLS


@runtime_checkable
class TextScreen(Protocol):
    """A few rows of text on a controller."""

    columns: int
    rows: int

    def show(self, lines: list[str]) -> None:
        """Replace what the screen shows by ``lines`` (at most ``rows``, each at most ``columns`` long)."""

    def clear(self) -> None:
        """Show nothing."""


def screen_of(controller: Any) -> TextScreen | None:
    """The controller's text screen, or None when it has none."""
    screen = getattr(controller, "text_screen", None)
    return screen if isinstance(screen, TextScreen) else None


PAGE_S = 4.0
"""A private view longer than the screen is shown a page at a time, each for this long (then from the top)."""
MORE = ">"
"""Ends the last row of a page that another page follows."""


def _ascii() -> dict[str, str]:
    """A text screen's font is ASCII (firmware/PROTOCOL.md, T): each wheel glyph as its face's word."""
    out = {glyph(face): face.split("_")[0] for face in SYMBOLS}
    out.update({glyph(face): face for face in DIRECTIONS})
    out.update({"–": "-", "−": "-", "…": "...", "·": "-", "×": "x", "°": ""})
    return out


def ascii_text(line: str) -> str:
    """``line`` in the characters a controller's screen can show ("RIGHT ● Yes" → "RIGHT green Yes")."""
    for ch, word in _ascii().items():
        line = line.replace(ch, word)
    return "".join(ch if 32 <= ord(ch) <= 126 else "?" for ch in line)


def pages(lines: list[str], columns: int, rows: int) -> list[list[str]]:
    """``lines`` in ASCII, wrapped to ``columns``, in pages of ``rows`` rows; every page but the last ends in
    :data:`MORE` (rows are wrapped one column short so the mark never hides a letter)."""
    width = max(1, columns - 1)
    out: list[str] = []
    for line in lines:
        out += textwrap.wrap(ascii_text(line), width) or [""]
    if len(out) <= rows:
        return [out]
    chunks = [out[i:i + rows] for i in range(0, len(out), rows)]
    for chunk in chunks[:-1]:
        chunk[-1] += MORE
    return chunks


def fit(lines: list[str], columns: int, rows: int, page: int = 0) -> list[str]:
    """Page ``page`` (counted round) of ``lines`` on a screen of ``columns`` × ``rows`` (:func:`pages`)."""
    shown = pages(lines, columns, rows)
    return shown[page % len(shown)]
