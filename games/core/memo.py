"""Per-state memos kept outside the states (docs/architecture.md §2): what a pure function computes from a
state (its prompts, a table lent to a trial), remembered for the last two states by identity.

The same state object always gives the same answer, and a new state (even an equal one) is computed
afresh, so a memo can never be stale; it holds the states it remembers, so an identity is never reused
while it is remembered. Two are enough: the runner asks for one state's prompts twice in a row (then
``apply`` asks again), the host for the state on the table and the one before it. Each entry is one
(state, value) pair, replaced in one store, so a reader on another thread never pairs a state with
another state's value.

:func:`memoised` is the same memo for one function, as a function: a hit is one call (a game asks for its
prompts or its table several times per apply, so the games' hot paths use it); :func:`memoised_with_put` adds
a ``put`` for a value an apply worked out on the way; :class:`StateMemo` takes the function at each call.
"""
from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

V = TypeVar("V")
S = TypeVar("S")

_EMPTY: tuple[Any, Any] = (object(), None)


class StateMemo(Generic[V]):
    """``memo.get(state, compute)`` is ``compute(state)``, computed once per state while remembered."""

    __slots__ = ("_last", "_before")

    def __init__(self) -> None:
        self._last: tuple[Any, V] = _EMPTY
        self._before: tuple[Any, V] = _EMPTY

    def get(self, state: Any, compute: Callable[[Any], V]) -> V:
        last = self._last
        if last[0] is state:
            return last[1]
        before = self._before
        if before[0] is state:
            self._before, self._last = last, before
            return before[1]
        value = compute(state)
        self._before, self._last = last, (state, value)
        return value


def memoised(compute: Callable[[S], V]) -> Callable[[S], V]:
    """``compute`` remembered for the last two states by identity (as :class:`StateMemo`), as one function."""
    return memoised_with_put(compute)[0]


def memoised_with_put(compute: Callable[[S], V]) -> tuple[Callable[[S], V], Callable[[S, V], None]]:
    """:func:`memoised` and ``put(state, value)``: what an apply already worked out for the state it built
    (its prompts, found on the way), remembered as the last entry so the first ask is a hit. ``value`` must be
    what ``compute(state)`` gives."""
    last: tuple[Any, Any] = _EMPTY
    before: tuple[Any, Any] = _EMPTY

    def get(state: S) -> V:
        nonlocal last, before
        if last[0] is state:
            return last[1]
        if before[0] is state:
            hit = before
            before, last = last, hit
            return hit[1]
        value = compute(state)
        before, last = last, (state, value)
        return value

    def put(state: S, value: V) -> None:
        nonlocal last, before
        before, last = last, (state, value)

    get.__doc__ = compute.__doc__
    get.__name__ = getattr(compute, "__name__", "memoised")
    return get, put
