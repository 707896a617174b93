"""Golf (ST-GOLF-01..10, AMB-36, DS-GOLF-01, GAP-11) alone, through the shared trial harness; dice are fixed
by giving the table a green die of chosen faces (one face: that face every roll)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from games.core.rng import Rng
from games.stadium.trials import get_trial
from games.stadium.trials.golf import ADJUST, GolfState
from tests.games.stadium.trial_harness import SEATS4, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, content_refused, declared_fields_cover_every_prompt

GOLF = get_trial("golf")


def table(green: int, players: int = 4, **kw):
    t = make_table(GOLF, players, **kw)
    return replace(t, dice={**t.dice, "green": (green,)})


def script(green: int, players: int = 4, **kw) -> Script:
    return Script.begin(GOLF, table(green, players, **kw))


def wagers(**w: int) -> dict:
    return {s: {"wager": w.get(s, 0)} for s in SEATS4}


def test_st_golf_01_classification():
    assert (GOLF.kind, GOLF.talk, GOLF.passes_token) == ("standard", False, True)


def test_st_golf_02_amb36a_opening_is_a_secret_simultaneous_wager():
    s = script(1)
    prompts = GOLF.prompts(s.state, s.table)
    assert set(prompts) == set(SEATS4) and all(p.secret for p in prompts.values())
    assert prompts["red"].rule == "ST-GOLF-02"


def test_st_golf_03_the_wager_is_spent_and_becomes_the_score():
    s = script(1)
    out = s.step(wagers(red=2, blue=1))
    assert out.energy == {"red": -2, "blue": -1}
    assert s.table.energy["red"] == 23


def test_st_golf_04_05_06_turns_clockwise_from_the_first_player_each_roll_costs_1_and_places_a_cube():
    s = script(3, first="blue")
    out = s.step(wagers(red=1, blue=1, yellow=1))
    rolls = [e["by"] for e in out.events if e["type"] == "roll"]
    assert rolls == ["blue", "yellow", "red"]                  # ST-GOLF-04: clockwise from the first player
    strokes = [(e["seat"], e["hole"]) for e in out.events if e["type"] == "stroke"]
    assert strokes == [("blue", 3), ("yellow", None), ("red", 3)]   # ST-GOLF-06: one space per team per hole
    assert out.scores == {"red": 0, "blue": 0, "green": 0, "yellow": 0}  # ST-GOLF-05: each stroke costs 1
    assert s.over and sorted(a.team for a in s.awards) == ["blue", "red"]


def test_st_golf_04_a_player_at_score_0_is_skipped():
    s = script(5)
    out = s.step(wagers(red=0, blue=0, green=2, yellow=0))
    assert {e["by"] for e in out.events if e["type"] == "roll"} == {"green"}


def test_ds_golf_01_red_rolls_a_taken_hole_and_pays_1_to_use_the_next():
    """Red (Score 3) rolls 4 -> Score 2; Red's space at 4 is taken; pays 1 (Score 1) -> Red cube on hole 5."""
    s = script(4)
    out = s.step(wagers(red=4))                                 # stroke 1: hole 4 taken by Red's cube
    assert out.state.cubes["red"] == (4,)
    assert out.state.face == 4 and out.state.budgets["red"] == 2     # stroke 2 from Score 3: rolled 4
    f = GOLF.prompts(s.state, s.table)["red"].fields[0]
    assert f.options == (0, 2, 3, 5, 6)                        # AMB-36c: up to k = 2 holes away
    out = s.step({"red": {"hole": 5}})
    placed = [e for e in out.events if e["type"] == "stroke" and e.get("hole") == 5]
    assert placed == [{"type": "stroke", "seat": "red", "team": "red", "hole": 5, "paid": 1, "rule": "ST-GOLF-07"}]
    assert s.outcomes[-1].scores["red"] == 0                   # Score 1 after paying, then one more stroke


def test_st_golf_07_the_choice_is_public_and_declining_places_nothing():
    t = table(2)
    state = GolfState(ADJUST, {"red": 4, "blue": 0, "green": 0, "yellow": 0}, {"red": (2,), "blue": ()}, "red", 2)
    prompt = GOLF.prompts(state, t)["red"]
    assert not prompt.secret and prompt.rule == "ST-GOLF-07"
    out = GOLF.apply(state, t, {"red": {"hole": 0}}, Rng(1))
    assert out.state is None or out.state.cubes["red"].count(2) == 1
    assert out.events[0] == {"type": "stroke", "seat": "red", "hole": None, "rule": "ST-GOLF-07"}


def test_st_golf_07_08_an_unreachable_or_taken_hole_is_refused_and_nothing_changes():
    t = table(2)
    state = GolfState(ADJUST, {"red": 1, "blue": 0, "green": 0, "yellow": 0}, {"red": (2, 3), "blue": ()}, "red", 2)
    s = Script(GOLF, t, state=state)
    err = s.refused({"red": {"hole": 3}}, "ST-GOLF-07")
    assert "taken" in err.message
    err = s.refused({"red": {"hole": 5}}, "ST-GOLF-07")
    assert "3 away" in err.message                             # ST-GOLF-08: the Score may not go below 0
    assert GOLF.prompts(state, t)["red"].fields[0].options == (0, 1)


def test_amb36d_no_reachable_hole_the_turn_is_used_and_nothing_placed():
    t = table(6)
    state = GolfState(ADJUST, {"red": 1, "blue": 0, "green": 0, "yellow": 0}, {"red": (6,), "blue": ()}, "red")
    out = GOLF.play_turns(state, t, Rng(1), [], {}, "red")
    assert out.state is None                                    # red's Score is 0 now: the trial is over
    assert any(e["type"] == "stroke" and e["hole"] is None and e["rule"] == "AMB-36" for e in out.events)


# ST-GOLF-09
def test_st_golf_09_amb36f_a_team_with_every_space_full_is_skipped_and_the_end_counts_the_others():
    t = table(1)
    full = (1, 2, 3, 4, 5, 6)
    state = GolfState(ADJUST, {"red": 5, "blue": 2, "green": 0, "yellow": 0}, {"red": full, "blue": (1,)}, "red")
    out = GOLF.play_turns(state, t, Rng(1), [], {}, "red")
    assert all(e["by"] == "blue" for e in out.events if e["type"] == "roll")
    assert out.state.turn == "blue" and out.state.face == 1     # blue rolled its own taken hole 1: a choice


# ST-GOLF-09
def test_st_golf_09_10_all_scores_0_ends_and_more_cubes_wins_gold():
    s = script(3)
    s.step(wagers(red=1))                                      # red places on 3, then nobody has strokes
    assert s.over and [(a.team, a.medal) for a in s.awards] == [("red", "gold")]


def test_st_golf_10_equal_cubes_give_both_teams_gold():
    s = script(3)
    s.step(wagers())                                           # nobody wagers: 0 cubes each
    assert s.over and sorted(a.team for a in s.awards) == ["blue", "red"]


def test_st09_opening_wager_above_energy_refused():
    s = script(3, energy={"green": 1})
    s.refused(wagers(green=2), "ST-09")


@pytest.mark.parametrize("text, field", [
    ("stand_in: true\nholes: [1, 1, 2]\n", "holes"),
    ("stand_in: true\nholes: [0, 1]\n", "holes[0]"),
    ("stand_in: true\nholes: []\n", "holes"),
    ("stand_in: true\n", "holes"),
    ("holes: [1, 2]\n", "stand_in"),
])
def test_gap11_malformed_content_names_the_file_and_field(tmp_path, text, field):
    content_refused(GOLF, tmp_path, text, field)


@pytest.mark.parametrize("players", [4, 6])
def test_alone_under_random_bots_200_seeds_ends_within_its_cap(players):
    for seed in range(200):
        run = run_trial(GOLF, seed, players=players)
        assert not run.forced
        assert all(v >= 0 for v in run.scores.values())        # ST-GOLF-08
        assert 1 <= len(run.awards) <= 2


def test_heuristic_bots_answer_legally_and_the_fields_cover_every_prompt():
    for seed in range(50):
        run_trial(GOLF, seed, players=6 if seed % 2 else 4, bot="heuristic")
    declared_fields_cover_every_prompt(GOLF, make_table(GOLF, 6))
