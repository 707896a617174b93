"""Invariants over random games (hypothesis): the 15 crystals are conserved between the hideout, the spaces,
the carriers and the players' homes (MM-06, MM-26, MM-28, MM-33, MM-52); ten pieces are always on the board,
children or frogs (MM-02, MM-32); no crystal lies in the forest (MM-53); no frog stays in the house
(AMB-MM-15; unless the policy "ordinary" bewitches children there); the wizard is never in the forest or the
hideout (MM-43); a carrier is never in the forest (MM-27)."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from games.core.bots import RandomBot
from games.core.runner import bot_inputs
from games.mago_magino import GAME
from games.mago_magino.moves import FOREST, HIDEOUT, HOUSE

SEATS = ["red", "blue", "green", "yellow", "purple"]


def check(state) -> None:
    carried = len(state.carrying)
    assert state.stock + sum(state.lying.values()) + carried + sum(state.home.values()) == 15
    assert len(state.children) + len(state.frogs) == 2 * len(state.config.players)
    assert set(state.frogs) == set(state.frog_owner)
    assert not set(state.lying) & FOREST and HIDEOUT not in state.lying
    if state.config.house == "safe":
        assert HOUSE not in state.frogs.values()            # (the policy "ordinary" can bewitch there, AMB-MM-09)
    assert state.wizard not in FOREST and state.wizard != HIDEOUT
    assert all(state.children[c] not in FOREST for c in state.carrying)
    assert len(state.carrying) == len(set(state.carrying)) and set(state.carrying) <= set(state.children)


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), short=st.booleans(), house=st.booleans())
def test_mm_06_mm_26_mm_28_mm_33_mm_43_mm_52_mm_53_invariants_hold_in_random_games(players, seed, short, house):
    options = {"players": SEATS[:players], "variant": "short" if short else "standard",
               "house": "ordinary" if house else "safe"}
    state = GAME.setup(options, seed)
    bots = {p: RandomBot() for p in SEATS[:players]}
    for step in range(600):
        check(state)
        if not GAME.prompts(state):
            break
        state, _ = GAME.apply(state, bot_inputs(GAME, state, bots, seed, step))
