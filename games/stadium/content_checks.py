"""Checks of single numbers in a trial's content file (GAP-11), with a ContentError naming the file and field."""
from __future__ import annotations

from typing import Any

from games.core.content import need
from games.core.errors import ContentError


def whole(data: Any, key: str | int, file: str, field: str, low: int, high: int | None = None) -> int:
    """``data[key]``: a whole number from ``low`` (to ``high``)."""
    value = need(data, key, int, file, field)
    if value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise ContentError(file, field, f"must be {span}, not {value}")
    return value
