"""Hypothesis properties of the second half's racers in any company, whatever the dice and answers: every
racer stays between the Start and the finish line and at most two places are taken (MA-22, MA-37); no other
racer stands on Huge Baby's space but on the Start once a turn is over (MA-R-HUGEBABY-01; unless a loop was
stopped in the middle of a chain, MA-28); racers are eliminated only in a race with M.O.U.T.H. or a Copycat
that can copy it (MA-R-MOUTH-01); points never go below 0 (MA-R-SISYPHUS-03).
The engine engineer's own properties are in tests/games/magical_athlete/test_properties.py."""
from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from games.magical_athlete.racers import ALL_NAMES
from tests.games.magical_athlete.scenario import scenario
from tests.games.magical_athlete.test_properties import answerer

MINE = ["LEGS", "MASTERMIND", "LACKEY", "LOVABLELOSER", "LEAPTOAD", "MAGICIAN", "PARTYANIMAL", "ROCKETSCIENTIST",
        "SISYPHUS", "SUCKERFISH", "ROMANTIC", "THIRDWHEEL", "SCOOCHER", "STICKLER", "TWIN", "HUGEBABY", "MOUTH",
        "SKIPPER"]
COLOURS = ["red", "blue", "green", "yellow", "purple"]


@settings(max_examples=60, deadline=None)
@given(mine=st.lists(st.sampled_from(MINE), min_size=2, max_size=3, unique=True),
       other=st.lists(st.sampled_from([n for n in ALL_NAMES if n not in MINE]), max_size=2, unique=True),
       spaces=st.lists(st.integers(0, 29), min_size=5, max_size=5), seed=st.integers(0, 10_000))
def test_the_second_half_keeps_its_invariants(mine, other, spaces, seed):
    names = mine + other
    colours = COLOURS[:len(names)]
    babies = {s for n, s in zip(names, spaces) if n == "HUGEBABY" and s}
    assume(sum(s in babies for s in spaces[:len(names)]) == len(babies))     # a legal position to start from
    race = scenario(dict(zip(colours, names)), spaces=dict(zip(colours, spaces)), answers=answerer(seed),
                    deck=["HARE", "GUNK", "COACH"], winners=["LEGS", "SISYPHUS"], seed=seed)
    race.before_race()
    for _ in range(100):
        if race.over:
            break
        race.next()
        r = race.race
        live = r.on_track()
        assert all(0 <= t.space < r.track.finish for t in live)
        assert len({t.index for t in r.finishers}) <= 2 and all(p >= 0 for p in r.points.values())
        for baby in (t for t in live if (t.borrowed or t.name) == "HUGEBABY" and t.space):
            if not any(e["type"] == "loop_stopped" for e in r.events):       # a stopped chain may leave a put
                assert [t.colour for t in r.at(baby.space)] == [baby.colour]
        if r.eliminated:
            assert any("MOUTH" in (m.name, m.borrowed) for m in r.tokens) or "COPYCAT" in names
