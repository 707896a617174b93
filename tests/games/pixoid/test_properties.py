"""Hypothesis properties: reserve + taken = 12, collected bonus <= 4, round scores follow PX-31/PX-32."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from games.core.bots import RandomBot
from games.core.runner import play_out
from games.pixoid.rules import RESERVE, Pixoid

GAME = Pixoid()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]),
       variant=st.sampled_from(["standard", "short"]), catch=st.sampled_from(["stop", "complete"]),
       frame=st.sampled_from(["screen", "seat"]))
def test_cube_and_score_invariants(seed, players, variant, catch, frame):
    colours = ["red", "blue", "green", "yellow"][:players]
    state = GAME.setup({"players": colours, "variant": variant, "catch": catch, "frame": frame})
    totals = {p: 0 for p in colours}

    def check(step, inputs, events, s):
        assert s.reserve + s.reserve_taken == RESERVE                       # PX-05, PX-28
        assert 0 <= s.bonus_taken <= 4 and len(s.bonus) + s.bonus_taken == 4 or s.phase == "place"
        for e in events:
            if e["type"] == "round_end" and variant == "standard":
                r, b = e["reserve_taken"], e["bonus"]
                if e["caught"]:                                              # PX-32
                    assert e["points"][e["pixoid"]] == r + b
                    assert all(e["points"][p] == RESERVE - r for p in e["points"] if p != e["pixoid"])
                else:                                                        # PX-31
                    assert r == RESERVE and e["points"][e["pixoid"]] == RESERVE + b
                    assert all(e["points"][p] == 0 for p in e["points"] if p != e["pixoid"])
                for p, n in e["points"].items():
                    totals[p] += n
                assert e["scores"] == totals                                  # PX-33

    state, _ = play_out(GAME, state, {p: RandomBot() for p in colours}, seed, on_step=check)
    assert GAME.result(state) is not None
    assert max(state.scores.values()) <= 52                                   # GAP-04
