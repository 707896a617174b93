"""games/core/rng.py draw_below: the same draws and the same next state as an Rng's below, forced rolls kept."""
from __future__ import annotations

from hypothesis import given, strategies as st

from games.core.rng import Rng, draw_below, with_forced


@given(st.integers(0, (1 << 64) - 1), st.lists(st.integers(1, 40), min_size=1, max_size=20), st.booleans())
def test_draw_below_draws_as_an_rng_does(seed, sizes, forced):
    state = with_forced(seed, [(0, 3)]) if forced else seed
    rng = Rng(state)
    for n in sizes:
        value, state = draw_below(state, n)
        assert value == rng.below(n) and state == rng.state
