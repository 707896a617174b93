"""Test doubles for the private channel: a controller text screen that records what it was sent."""
from __future__ import annotations


class RecordingScreen:
    """Satisfies :class:`host.private.screen.TextScreen`; ``shown`` is every picture it was sent."""

    def __init__(self, columns: int = 16, rows: int = 4) -> None:
        self.columns = columns
        self.rows = rows
        self.shown: list[list[str]] = []

    def show(self, lines: list[str]) -> None:
        assert len(lines) <= self.rows and all(len(line) <= self.columns for line in lines)
        self.shown.append(list(lines))

    def clear(self) -> None:
        self.shown.append([])

    @property
    def now(self) -> list[str]:
        return self.shown[-1] if self.shown else []
