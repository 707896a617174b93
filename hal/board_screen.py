"""The controller's own private screen as the host sees it: a few rows of text sent as checksummed ``T`` lines
(firmware/PROTOCOL.md), one per row. It satisfies host.private.screen.TextScreen (columns, rows, show, clear)
without importing the host. The board advertises it in its hello (``screen=16x4``); the last lines shown are
sent again when the board comes back after a replug.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from hal.protocol import TEXT_COLUMNS, TEXT_ROWS, command


def screen_size(extra: dict[str, str]) -> tuple[int, int] | None:
    """(columns, rows) from a hello's ``screen`` field, or None (absent, malformed or larger than T can fill)."""
    m = re.fullmatch(r"([1-9][0-9]?)x([1-9])", extra.get("screen", ""))
    if not m:
        return None
    cols, rows = int(m.group(1)), int(m.group(2))
    return (cols, rows) if cols <= TEXT_COLUMNS and rows <= TEXT_ROWS else None


class BoardScreen:
    def __init__(self, write: Callable[[bytes], None], columns: int, rows: int) -> None:
        self._write = write
        self.columns = columns
        self.rows = rows
        self.shown: list[str] = [""] * rows

    def show(self, lines: list[str]) -> None:
        """Rows 0.. show ``lines`` (cut to the screen), the rest are cleared."""
        rows = [str(line)[: self.columns] for line in lines[: self.rows]]
        self.shown = rows + [""] * (self.rows - len(rows))
        self.resend()

    def clear(self) -> None:
        self.show([])

    def resend(self) -> None:
        for row, text in enumerate(self.shown):
            self._write(command("text", (row, text)))
