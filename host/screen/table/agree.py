"""Words that agree with their count on the TV ("Yellow wins", "Red and Blue win", "1 tile left", "2 tiles
left"): a template names both forms after its field, ``{winners:wins|win}`` or ``{n:tile|tiles}`` — the first
when the field counts one (one name, the number 1), the second otherwise. Everything else formats as
:meth:`str.format` does."""
from __future__ import annotations

import string
from typing import Any, Iterable


class Names(str):
    """A list of names written as words ("Red and Blue") that still knows how many it names."""

    counted: int

    def __new__(cls, text: str, count: int) -> "Names":
        made = super().__new__(cls, text)
        made.counted = count
        return made


def how_many(value: Any) -> int | None:
    """How many ``value`` counts (a :class:`Names`, a list, a number), or None when it counts nothing."""
    if isinstance(value, Names):
        return value.counted
    if isinstance(value, (list, tuple, set, frozenset)):
        return len(value)
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return int(value) if value == int(value) else 2
    return None


class _Agreeing(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            return one if how_many(value) == 1 else many
        return super().format_field(value, format_spec)


_formatter = _Agreeing()


def agree(template: str, **fields: Any) -> str:
    """``template`` filled from ``fields``, each ``{field:one|many}`` in the form that agrees with the field."""
    return _formatter.vformat(template, (), fields)


def plural(n: int, one: str, many: str) -> str:
    """``one`` when ``n`` is 1, else ``many``."""
    return one if n == 1 else many


def names(seats: Iterable[str], written: str) -> Names:
    """``written`` (the seats as words) counting the seats."""
    return Names(written, len(list(seats)))
