"""Per-state memos kept outside the states (docs/architecture.md §10): what a pure function computes from a
frozen state (its prompts, a table lent to a trial), remembered for the last few states by identity.

The same state object always gives the same answer, and a new state (even an equal one) is computed
afresh, so a memo can never be stale; it holds the states it remembers, so an identity is never reused
while it is remembered. A memo is bounded: once full it starts over (the runner asks for one state's
prompts twice in a row, the host for a handful of states at most).
"""
from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

V = TypeVar("V")


class StateMemo(Generic[V]):
    """``memo.get(state, compute)`` is ``compute(state)``, computed once per state while remembered."""

    __slots__ = ("size", "_entries")

    def __init__(self, size: int = 8) -> None:
        self.size = size
        self._entries: dict[int, tuple[Any, V]] = {}

    def get(self, state: Any, compute: Callable[[Any], V]) -> V:
        entry = self._entries.get(id(state))
        if entry is not None and entry[0] is state:
            return entry[1]
        value = compute(state)
        entries = self._entries
        if len(entries) >= self.size:
            entries.clear()
        entries[id(state)] = (state, value)
        return value

