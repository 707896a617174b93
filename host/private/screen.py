"""The controller-screen backend's interface (DESIGN.md §3.7): a small text display on the board (the
optional 128×64 I2C OLED, about 16 columns × 4 rows in the firmware's large font).

A controller offers one by carrying a ``text_screen`` attribute that satisfies :class:`TextScreen`; the
serial controller sets it when the board's hello advertises a screen, and every other controller has none,
so :func:`screen_of` says which seats get the controller backend. The text is cut to the screen's size here,
on the host, so a board never receives more than it can show.
"""
from __future__ import annotations

import textwrap
from typing import Any, Protocol, runtime_checkable


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


def fit(lines: list[str], columns: int, rows: int) -> list[str]:
    """``lines`` wrapped to ``columns`` and cut to ``rows`` (the last row ends in "…" when text is left over)."""
    out: list[str] = []
    for line in lines:
        out += textwrap.wrap(line, max(1, columns)) or [""]
    if len(out) > rows:
        out = out[:rows]
        out[-1] = out[-1][: max(0, columns - 1)] + "…"
    return out
