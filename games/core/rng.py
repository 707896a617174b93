"""Seeded chance kept inside the game state (docs/architecture.md §2, CON-13).

SplitMix64: the whole generator state is one integer, so it is JSON-serialisable and a game is exactly
reproducible from (config, seed, inputs). Games wrap every roll, shuffle and draw in an event.

Forced faces (issue 18, positions; docs/positions.md): a position may fix the faces the next rolls of each
die take. They travel in the same integer: bits 0..63 are SplitMix64's state, the bits above them a queue of
forced rolls, one byte each (lowest first): ``1 + die * 32 + face index`` (die: its index in
``games.core.dice.DIE_COLOURS``). Only ``games.core.dice.roll`` consumes them, so shuffles and draws are
never forced; a state with nothing forced is the plain 64-bit integer it always was, and a forced state is
stored, journalled and replayed like any other.
"""
from __future__ import annotations

from typing import Any, Sequence

_MASK = (1 << 64) - 1


FORCED_FACES = 32
"""A forced face is a face index below this (a die has six faces; content may give it more, never 32)."""


def forced_payload(entries: Sequence[tuple[int, int]]) -> int:
    """The queue of forced rolls ``(die index, face index)``, first first, as the bits above SplitMix64's."""
    payload = 0
    for shift, (die, face) in enumerate(entries):
        if not (0 <= die < 7 and 0 <= face < FORCED_FACES):
            raise ValueError(f"a forced roll needs a die index 0..6 and a face index 0..{FORCED_FACES - 1}")
        payload |= (1 + die * FORCED_FACES + face) << (8 * shift)
    return payload


def forced_entries(payload: int) -> list[tuple[int, int]]:
    """:func:`forced_payload` read back."""
    out = []
    while payload:
        byte = (payload & 0xFF) - 1
        payload >>= 8
        if byte >= 0:
            out.append(divmod(byte, FORCED_FACES))
    return out


def with_forced(state: int, entries: Sequence[tuple[int, int]]) -> int:
    """A generator state (``Rng.state``) whose next rolls take ``entries``, after any already forced."""
    old = state >> 64 if state > _MASK else 0
    return (state & _MASK) | (forced_payload(forced_entries(old) + list(entries)) << 64)


class Rng:
    """A small deterministic generator; ``state`` is the only thing to store (module docstring: it carries
    the forced rolls too)."""

    __slots__ = ("_s", "forced")

    def __init__(self, state: int) -> None:
        self._s = state & _MASK
        self.forced = state >> 64 if state > _MASK else 0
        """The forced rolls still to come (:func:`forced_payload`); 0: none."""

    @property
    def state(self) -> int:
        return self._s | (self.forced << 64) if self.forced else self._s

    @state.setter
    def state(self, value: int) -> None:
        self._s = value & _MASK
        self.forced = value >> 64 if value > _MASK else 0

    def take_forced(self, die: int) -> int | None:
        """The face index of the first forced roll of ``die`` (removed from the queue), or None."""
        entries = forced_entries(self.forced)
        for i, (d, face) in enumerate(entries):
            if d == die:
                self.forced = forced_payload(entries[:i] + entries[i + 1:])
                return face
        return None

    def next64(self) -> int:
        self._s = (self._s + 0x9E3779B97F4A7C15) & _MASK
        z = self._s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in 0..n-1 (n >= 1)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        return (self.next64() * n) >> 64

    def pick(self, items: Sequence[Any]) -> Any:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[Any]) -> list[Any]:
        """A Fisher-Yates shuffle of a copy of ``items``."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def draw_below(state: int, n: int) -> tuple[int, int]:
    """``Rng(state).below(n)`` and the generator's state after it, in one call and without a generator object
    (for a game's hot path; the forced rolls above bit 63 ride along untouched). ``n`` >= 1."""
    s = ((state & _MASK) + 0x9E3779B97F4A7C15) & _MASK
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return ((z ^ (z >> 31)) * n) >> 64, (state & ~_MASK) | s
