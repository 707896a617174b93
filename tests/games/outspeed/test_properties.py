"""Hypothesis properties over whole random-bot games (issue 11 Tests): Fuel is never negative (OS-47,
OS-61); the 32 tokens are always pile + discards + hands + the two being looked at, and a committed token
is one of its owner's (OS-05, OS-23, OS-48, AMB-19); at most 7 Forcefield markers, all on the track (OS-06,
AMB-20e); every Ship still racing is on the track (OS-57, OS-58); the flip happens at most once and only in
a 5-6 player game (OS-63, AMB-27)."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from games.core.bots import RandomBot
from games.core.runner import play_out
from games.outspeed.state import OutspeedState
from tests.games.outspeed.helpers import GAME, kinds, players


def check(state: OutspeedState) -> None:
    assert all(f >= 0 for f in state.fuel)
    held = sum(len(h) for h in state.hands)
    assert len(state.pile) + len(state.discard) + held + len(state.drawn) == 32
    for hand, token in zip(state.hands, state.committed):
        assert token is None or token in hand
    track = state.track
    assert track.markers_out() <= 7 and all(track.on_track(z) and n > 0 for z, n in track.markers)
    for zone, out in zip(state.zones, state.out):
        assert (zone is None) == (out is not None)
        assert out is not None or track.on_track(zone)
    assert track.boards == 2 or state.phase == "over"


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.sampled_from([3, 4, 5, 6]),
       deck=st.sampled_from(["standard", "first-game"]), declare=st.sampled_from(["simultaneous", "sequential"]))
def test_invariants_hold_after_every_step(seed, n, deck, declare):
    seats = players(n)
    state = GAME.setup({"players": seats, "deck": deck, "declare": declare}, seed)
    check(state)
    flips = []

    def on_step(step, inputs, events, s):
        check(s)
        flips.extend(kinds(events, "flip"))

    state, _ = play_out(GAME, state, {p: RandomBot() for p in seats}, seed, on_step=on_step)
    assert len(flips) <= 1 and state.flipped == bool(flips)
    if flips:
        assert n >= 5
    assert GAME.result(state) is not None
