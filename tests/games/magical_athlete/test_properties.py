"""Hypothesis properties of the race engine and the game: whatever the racers, dice and answers, every racer
stays between the Start and the finish line (MA-37, AMB-MA-37), at most two places are taken and the race
ends when the second is (MA-22) or nobody is left (MA-45), points never go below 0 (AMB-MA-26), and every
seeded game ends after four races with its points equal to its chips (MA-53, MA-44, MA-46)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from games.core.rng import Rng
from games.core.runner import play_out
from games.magical_athlete import GAME
from games.magical_athlete.engine import Question
from tests.games.magical_athlete.scenario import scenario

ENGINE_RACERS = ["ALCHEMIST", "BLIMP", "COACH", "BABAYAGA", "CENTAUR", "COPYCAT", "BANANA", "CHEERLEADER",
                 "DICEMONGER", "DUELIST", "GENIUS", "HECKLER", "EGG", "GUNK", "FLIPFLOP", "HARE", "HYPNOTIST",
                 "INCHWORM"]
COLOURS = ["red", "blue", "green", "yellow"]


def answerer(seed: int):
    rng = Rng(seed)

    def answer(q: Question):
        if q.kind == "yes":
            return rng.below(2) == 1
        if q.optional and rng.below(3) == 0:
            return None
        if q.kind == "target":
            return rng.pick(q.options)
        if q.kind == "number":
            return q.low + rng.below(q.high - q.low + 1)
        return rng.below(len(q.options))
    return answer


@settings(max_examples=40, deadline=None)
@given(names=st.lists(st.sampled_from(ENGINE_RACERS), min_size=2, max_size=4, unique=True),
       spaces=st.lists(st.integers(0, 29), min_size=4, max_size=4), seed=st.integers(0, 10_000))
def test_a_race_keeps_its_invariants(names, spaces, seed):   # MA-22, MA-37, MA-45, AMB-MA-26, AMB-MA-37
    colours = COLOURS[:len(names)]
    race = scenario(dict(zip(colours, names)), spaces=dict(zip(colours, spaces)), answers=answerer(seed),
                    deck=["HARE", "GUNK", "COACH", "BLIMP"], seed=seed)
    race.before_race()
    for _ in range(120):
        if race.over:
            break
        race.next()
        r = race.race
        assert all(0 <= t.space < r.track.finish for t in r.tokens if t.on_track)
        assert len(r.finishers) <= 2 and all(p >= 0 for p in r.points.values())
    r = race.race
    if r.over:
        assert len(r.finishers) >= 2 or not r.on_track()


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]))
def test_every_game_ends_with_points_equal_to_chips(seed, players):   # MA-53, MA-44, MA-46
    seats = COLOURS[:players]
    state, _ = play_out(GAME, GAME.setup({"players": seats}, seed), {s: GAME.make_bot("random") for s in seats}, seed)
    result = GAME.result(state)
    assert result is not None and len(result["races"]) == 4
    assert all(state.points[s] == sum(state.chips[s].values()) for s in seats)
