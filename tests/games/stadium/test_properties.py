"""Hypothesis properties of whole Stadium games under random bots (issue 12 Tests): Energy always within
0..30 (ST-10), medals never negative (ST-20), VP = 4 Gold + 2 Silver + 1 Bronze (ST-22), and every trial
ends within its step cap (AMB-45)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from games.core.bots import RandomBot
from games.core.faces import COLOURS
from games.core.runner import play_out
from games.stadium.effects import victory_points
from games.stadium.rules import Stadium
from games.stadium.trials import get_trial

GAME = Stadium()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([4, 6]))
def test_energy_medals_vp_and_step_caps_hold_through_every_step(seed, players):
    seats = list(COLOURS[:players])
    state = GAME.setup({"players": seats}, seed)

    def check(step, inputs, events, s):
        assert all(0 <= e <= 30 for e in s.energy.values())                       # ST-10
        assert all(n >= 0 for b in s.medals.values() for n in b.values())          # ST-20
        if s.current is not None:
            assert s.trial_steps < get_trial(s.current).step_cap                  # AMB-45
        for e in events:
            if e["type"] == "energy":
                assert all(0 <= v <= 30 for v in e["energy"].values())

    state, _ = play_out(GAME, state, {p: RandomBot() for p in seats}, seed, on_step=check)
    result = GAME.result(state)
    for team, board in result["medals"].items():
        assert result["vp"][team] == victory_points(board) == 4 * board["gold"] + 2 * board["silver"] + board["bronze"]
    for rec in state.records:
        assert rec.steps <= get_trial(rec.id).step_cap                            # AMB-45
