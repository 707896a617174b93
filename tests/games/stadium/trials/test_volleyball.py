"""Beach Volleyball (ST-VOL-01..04, AMB-48, DS-VOL-01; the shared Compete/Rest shape in
tests/games/stadium/test_compete_rest.py)."""
from __future__ import annotations

import pytest

from games.stadium.trials import get_trial
from tests.games.stadium.trial_harness import SEATS4, SEATS6, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, all_

TRIAL = get_trial("volleyball")
R, B, G, Y = SEATS4                 # teams: R, G red; B, Y blue
REST = {"action": "rest"}


def compete(n: int) -> dict:
    return {"action": "compete", "wager": n}


def play(energy=25, players: int = 4, **inputs) -> Script:
    s = Script.begin(TRIAL, make_table(TRIAL, players, energy=energy))
    s.step(inputs)
    return s


def golds(s: Script) -> list[str]:
    assert all(a.medal == "gold" and a.seat is None and a.change == 1 for a in s.awards)
    return sorted(a.team for a in s.awards)


def test_st_vol_01_classification_rest_tile_team_gold_no_talk():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token, TRIAL.step_cap) == ("rest", False, False, 1)
    s = play(red=compete(1), blue=REST, green=REST, yellow=REST)
    assert s.over and len(s.awards) == 1                      # one team Gold, not individual medals


def test_st_vol_02_one_simultaneous_program_all_revealed_together():
    s = play(red=compete(2), blue=compete(3), green=REST, yellow=REST)
    reveal, totals = s.outcomes[-1].events
    assert reveal["compete"] == {R: 2, B: 3} and reveal["rest"] == [G, Y]
    assert totals["totals"] == {"red": 2, "blue": 3}


# ST-VOL-03
def test_st_vol_03_resting_players_gain_3_capped_at_30():
    s = play(energy={R: 28}, red=REST, blue=REST, green=compete(4), yellow=REST)
    assert s.outcomes[-1].energy == {R: 2, B: 3, G: -4, Y: 3}


# ST-VOL-04
def test_st_vol_04_competitors_spend_and_the_higher_team_total_wins_gold():
    s = play(red=compete(4), blue=compete(3), green=compete(0), yellow=compete(3))
    assert s.outcomes[-1].energy == {R: -4, B: -3, Y: -3}
    assert golds(s) == ["blue"]                              # 4 + 0 < 3 + 3


# ST-VOL-04
def test_st_vol_04_a_team_with_no_competitor_totals_0():
    s = play(red=REST, blue=compete(1), green=REST, yellow=REST)
    assert golds(s) == ["blue"]


# ST-VOL-04
def test_st_vol_04_equal_totals_give_both_teams_gold():
    s = play(red=compete(5), blue=compete(2), green=REST, yellow=compete(3))
    assert golds(s) == ["blue", "red"]


def test_ds_vol_01_everyone_rests_both_gold_and_everyone_gains_3_capped():
    """DS-VOL-01: all Rest -> both totals 0 -> both teams Gold; every player +3 Energy (cap 30)."""
    s = Script.begin(TRIAL, make_table(TRIAL, 6, energy={SEATS6[0]: 29, SEATS6[1]: 30}))
    s.step(all_(SEATS6, action="rest"))
    assert golds(s) == ["blue", "red"]
    assert s.table.energy == {SEATS6[0]: 30, SEATS6[1]: 30, **{x: 28 for x in SEATS6[2:]}}


@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players):
    for seed in range(200):
        run = run_trial(TRIAL, seed, players=players)
        assert not run.forced and run.steps == 1 and len(run.awards) in (1, 2)


def test_heuristic_bots_finish():
    for seed in range(20):
        assert run_trial(TRIAL, seed, players=6, bot="heuristic").awards
