"""Loading a trial's content file (GAP-11): the shipped stand-in ``games/stadium/content/<id>.yaml`` or an
owner's transcription, validated with ContentError naming the file and the field; and a trial's words, the
``words`` mapping of its shipped file (name, short name, summary, who takes part, the drawer's words)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from games.core.content import load_yaml, need, packaged
from games.core.errors import ContentError

WORDS = ("name", "short", "summary", "takes_part")
"""The words every trial's content file names under ``words``, besides its drawer's own (``drawer``)."""


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


@lru_cache(maxsize=None)
def trial_words(trial_id: str) -> dict[str, Any]:
    """The ``words`` of the trial's shipped content file (ContentError naming the file and the field): a
    trial's words are the console's, so an owner's transcription of the numbers never replaces them."""
    file, data = load_yaml(packaged("games.stadium", f"{trial_id}.yaml"))
    words = need(data, "words", dict, file, "words")
    for key in WORDS:
        need(words, key, str, file, f"words.{key}")
    need(words, "drawer", dict, file, "words.drawer")
    return words


class Worded:
    """A trial's ``name`` and ``summary``, read from its words (every trial class derives from this)."""

    id: str

    @property
    def name(self) -> str:
        """"Track Cycling"."""
        return str(trial_words(self.id)["name"])

    @property
    def summary(self) -> str:
        """One or two sentences for the TV: what you dial and how medals are won."""
        return str(trial_words(self.id)["summary"])

    def position_problems(self, state: Any, table: Any) -> list[tuple[str, str]]:
        """What breaks the trial's rules in ``state``, a moment a position describes (games/stadium/position.py),
        as (field of the state, sentence) pairs; none by default (the position still checks every field's
        type and plays the rest of the trial out once)."""
        return []
