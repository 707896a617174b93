"""Bots answer prompts from what their seat observes only (no peeking), with seeded chance.

A bot's choices are deterministic from (bot seed, decision number, controller), so a game resumed from a
journal continues exactly as the uninterrupted game would have (issue: journal and resume).
"""
from __future__ import annotations

import zlib
from typing import Any, Protocol

from games.core.prompt import NUMERIC, SPLIT, Field, Prompt
from games.core.rng import Rng
from games.core.split import share_bounds


class Bot(Protocol):
    needs_view: bool
    """False for bots that read only the prompt; the runner then skips ``observe``."""

    def act(self, view: dict[str, Any] | None, prompt: Prompt, rng: Rng) -> dict[str, Any]:
        """Values for every active field of ``prompt``."""


_KEYS: dict[str, int] = {}


def decision_rng(seed: int, step: int, controller: str) -> Rng:
    """The generator a bot uses for one decision."""
    key = _KEYS.get(controller)
    if key is None:
        key = _KEYS[controller] = zlib.crc32(controller.encode())
    return Rng((seed * 0x9E3779B97F4A7C15) ^ (step * 0xC2B2AE3D27D4EB4F) ^ key)


def random_split(f: Field, rng: Rng) -> dict[str, int]:
    """A uniformly drawn legal team split (each member within bounds, summing to the total)."""
    given: list[int] = []
    for _ in f.shares:
        lo, hi = share_bounds(f.shares, f.total, given)
        given.append(lo + rng.below(hi - lo + 1) if hi >= lo else lo)
    return {member: share for (member, _, _), share in zip(f.shares, given)}


class RandomBot:
    """Picks a uniformly random legal value for every field (the conformance bot)."""

    name = "random"
    needs_view = False

    def act(self, view: dict[str, Any] | None, prompt: Prompt, rng: Rng) -> dict[str, Any]:
        values: dict[str, Any] = {}
        bits = rng.next64()
        for f in prompt.fields:
            if f.only_if is not None and not f.is_active(values):
                continue
            kind = f.kind
            if kind == SPLIT:
                values[f.name] = random_split(f, rng)
                continue
            if bits < 1 << 40:          # keep enough entropy that the modulo bias stays negligible
                bits = rng.next64()
            numeric = kind in NUMERIC
            n = f.high - f.low + 1 if numeric else len(f.options)
            bits, pick = divmod(bits, n)
            values[f.name] = f.low + pick if numeric else f.options[pick]
        return values
