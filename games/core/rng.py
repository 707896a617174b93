"""Seeded chance kept inside the game state (docs/architecture.md §2, CON-13).

SplitMix64: the whole generator state is one integer, so it is JSON-serialisable and a game is exactly
reproducible from (config, seed, inputs). Games wrap every roll, shuffle and draw in an event.
"""
from __future__ import annotations

from typing import Any, Sequence

_MASK = (1 << 64) - 1


class Rng:
    """A small deterministic generator; ``state`` is the only thing to store."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
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
