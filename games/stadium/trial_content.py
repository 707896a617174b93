"""Loading a trial's content file (GAP-11): the shipped stand-in ``games/stadium/content/<id>.yaml`` or an
owner's transcription, validated with ContentError naming the file and the field."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from games.core.content import load_yaml, need, packaged
from games.core.errors import ContentError


def trial_yaml(trial_id: str, path: str | None) -> tuple[str, dict[str, Any]]:
    """(file name, mapping) of the trial's content; ``stand_in`` (a bool) is required."""
    file, data = load_yaml(Path(path) if path else packaged("games.stadium", f"{trial_id}.yaml"))
    if not isinstance(data, dict):
        raise ContentError(file, "(file)", "must be a mapping")
    need(data, "stand_in", bool, file, "stand_in")
    return file, data


def int_list(data: dict[str, Any], key: str, file: str, length: int | None = None, low: int | None = None,
             high: int | None = None) -> tuple[int, ...]:
    """``data[key]``, a list of whole numbers (of ``length``, each within low..high when given)."""
    values = need(data, key, list, file, key)
    if length is not None and len(values) != length:
        raise ContentError(file, key, f"must list {length} numbers, not {len(values)}")
    if not values:
        raise ContentError(file, key, "must list at least one number")
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, int):
            raise ContentError(file, f"{key}[{i}]", f"must be a whole number, not {v!r}")
        if (low is not None and v < low) or (high is not None and v > high):
            raise ContentError(file, f"{key}[{i}]", f"must be from {low} to {high}, not {v}")
    return tuple(values)
