"""The Gold-trial rule (ST-13) and the 3 Medals rule (ST-14..ST-19): the DS-ST scenarios as a table, and
hypothesis properties over any ranking."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.stadium.medals import gold_trial, three_medals
from games.stadium.trial import Award

SEATS = ("a", "b", "c", "d", "e", "f")
TEAMS = {s: ("red", "blue")[i % 2] for i, s in enumerate(SEATS)}

# (scenario, ranking best first, expected medal per seat; a seat absent got nothing)
TABLE = [
    ("DS-ST-01", [["a"], ["b"], ["c"], ["d"]], {"a": "gold", "b": "silver", "c": "bronze"}),
    ("DS-ST-02", [["a", "b"], ["c"], ["d"]], {"a": "gold", "b": "gold", "c": "bronze"}),
    ("DS-ST-03", [["a"], ["b", "c"], ["d"]], {"a": "gold", "b": "silver", "c": "silver"}),
    ("DS-ST-04", [["a", "b", "c", "d"]], {s: "gold" for s in "abcd"}),
    ("DS-ST-05", [["a"], ["b"], ["c", "d"]], {"a": "gold", "b": "silver", "c": "bronze", "d": "bronze"}),
    ("DS-ST-06", [["a", "b"], ["c", "d"]], {"a": "gold", "b": "gold", "c": "bronze", "d": "bronze"}),
    ("DS-ST-07 different", [["a"], ["b"]], {"a": "gold", "b": "silver"}),
    ("DS-ST-07 equal", [["a", "b"]], {"a": "gold", "b": "gold"}),
    ("DS-ST-08 4p", [["a"], ["b", "c", "d"]], {"a": "gold", "b": "silver", "c": "silver", "d": "silver"}),
    ("DS-ST-08 6p", [["a"], ["b", "c", "d", "e", "f"]], {"a": "gold", **{s: "silver" for s in "bcdef"}}),
    ("ST-15 three golds stop", [["a", "b", "c"], ["d"]], {"a": "gold", "b": "gold", "c": "gold"}),
    ("ST-19 one athlete ranked", [["a"]], {"a": "gold"}),
    ("ST-19 nobody ranked", [], {}),
]


@pytest.mark.parametrize("name, ranking, expected", TABLE, ids=[t[0] for t in TABLE])
def test_ds_st_three_medals_table(name, ranking, expected):
    awards = three_medals(ranking, TEAMS)
    assert {a.seat: a.medal for a in awards} == expected
    assert len(awards) == len(expected)
    assert all(a.team == TEAMS[a.seat] and a.change == 1 for a in awards)   # ST-14: credited to the team


def test_st14_a_team_may_gain_several_medals_in_one_trial():
    awards = three_medals([["a"], ["c"], ["e"]], TEAMS)           # a, c, e all red
    assert [a.team for a in awards] == ["red", "red", "red"]


def test_st13_gold_trial_winner_and_tie():
    assert gold_trial("blue") == (Award("blue", "gold"),)
    assert set(gold_trial(None)) == {Award("red", "gold"), Award("blue", "gold")}
    with pytest.raises(ValueError):
        gold_trial("green")


rankings = st.permutations(SEATS).flatmap(
    lambda order: st.lists(st.integers(1, 6), min_size=0, max_size=6).map(lambda cuts: _group(order, cuts)))


def _group(order, sizes):
    """Split a prefix of ``order`` into ranks of the given sizes (seats beyond are unranked)."""
    out, i = [], 0
    for size in sizes:
        if i >= len(order):
            break
        out.append(list(order[i:i + size]))
        i += size
    return out


RANK_OF_MEDAL = {"gold": 0, "silver": 1, "bronze": 2}


@given(rankings)
def test_st15_to_st19_medals_follow_the_rule_for_any_ranking(ranking):
    awards = three_medals(ranking, TEAMS)
    medal = {a.seat: a.medal for a in awards}
    assert len(medal) == len(awards)                                      # one medal per athlete at most
    ranked = [s for r in ranking for s in r]
    assert set(medal) <= set(ranked)                                      # ST-19: unranked get nothing
    if not ranking:
        assert awards == ()
        return
    top = ranking[0]
    assert all(medal[s] == "gold" for s in top)                           # ST-15
    golds = len(top)
    assert sum(m == "gold" for m in medal.values()) == golds
    rest = ranking[1:]
    if golds >= 3:
        assert len(awards) == golds                                       # ST-15 stop
    elif golds == 1 and rest:
        assert all(medal[s] == "silver" for s in rest[0])                 # ST-16
        if len(rest[0]) == 1 and len(rest) > 1:
            assert all(medal[s] == "bronze" for s in rest[1])             # ST-18
        assert len(medal) == 1 + len(rest[0]) + (len(rest[1]) if len(rest[0]) == 1 and len(rest) > 1 else 0)
    elif golds == 2 and rest:
        assert all(medal[s] == "bronze" for s in rest[0])                 # ST-17 (no Silver)
        assert len(medal) == 2 + len(rest[0])
    else:
        assert len(medal) == golds                                        # ST-19: ranks ran out
    # a better rank never gets a lesser medal
    rank = {s: i for i, r in enumerate(ranking) for s in r}
    for s, m in medal.items():
        for t, n in medal.items():
            if rank[s] < rank[t]:
                assert RANK_OF_MEDAL[m] <= RANK_OF_MEDAL[n]
    assert len(awards) >= min(3, len(ranked))                             # 3 medals unless ranks run out
