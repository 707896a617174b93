"""The event ticker: the table screen's last few public happenings, newest first, each sliding in when it
arrives ("Red moves left 7", "Red takes a cube"). Lines are plain words (rule IDs taken out)."""
from __future__ import annotations

from collections import deque

import pygame

from host.screen import draw, theme
from host.screen.table.words import plain

SLIDE_S = 0.3


class Ticker:
    """Keeps the last ``keep`` lines with the time each arrived."""

    def __init__(self, keep: int = 2) -> None:
        self.lines: deque[tuple[str, float]] = deque(maxlen=keep)

    def add(self, text: str, now: float) -> None:
        text = plain(text)
        if text and (not self.lines or self.lines[-1][0] != text):
            self.lines.append((text, now))

    def clear(self) -> None:
        self.lines.clear()

    def animating(self, now: float) -> bool:
        return bool(self.lines) and 0 <= now - self.lines[-1][1] < SLIDE_S

    def draw(self, target: pygame.Surface, area: pygame.Rect, now: float) -> None:
        """Newest line on top (bright), older lines under it (dim) in the room left. Each wraps (a long one —
        "Over capacity on Red: Blue, Green and Yellow lose the turn" — is read whole): an older line that
        does not fit whole in the rows left is not shown rather than cut; only a newest line longer than the
        whole ``area`` is cut."""
        step = draw.line_height(theme.SIZE_SMALL) + 2
        room = max(1, int((area.height + 2) // step))
        y = float(area.top)
        for i, (text, at) in enumerate(reversed(self.lines)):
            left = room - round((y - area.top) / step)
            if left <= 0:
                break
            slide = 0.0
            if i == 0 and 0 <= now - at < SLIDE_S:
                slide = 40 * (1 - (now - at) / SLIDE_S)
            width = area.width - slide
            rows = draw.wrap(text, width, theme.SIZE_SMALL)
            if len(rows) > left and i > 0:
                break
            rows = rows[:room - 1] + [" ".join(rows[room - 1:])] if len(rows) > room else rows
            for row in rows:
                draw.text(target, draw.cut(row, width, theme.SIZE_SMALL), (area.left + slide, y), theme.SIZE_SMALL,
                          theme.TEXT if i == 0 else theme.DIM)
                y += step
