"""100 Meters (ST-100-01..05, AMB-48, DS-ENERGY-01 in tests/games/stadium/test_compete_rest.py, DS-ST-07)."""
from __future__ import annotations

import pytest

from games.stadium.trials import get_trial
from tests.games.stadium.trial_harness import SEATS4, SEATS6, make_table, run_trial
from tests.games.stadium.trials.scripted import Script

TRIAL = get_trial("100m")
R, B, G, Y = SEATS4
REST = {"action": "rest"}


def compete(n: int) -> dict:
    return {"action": "compete", "wager": n}


def play(players: int = 4, **inputs) -> Script:
    s = Script.begin(TRIAL, make_table(TRIAL, players))
    s.step(inputs)
    return s


def medals(s: Script) -> list[tuple[str, str, str]]:
    return [(a.seat, a.medal, a.team) for a in s.awards]


def test_st_100_01_classification_rest_tile_talk_allowed_one_step():
    assert (TRIAL.id, TRIAL.kind, TRIAL.talk, TRIAL.passes_token, TRIAL.step_cap) == ("100m", "rest", True, False, 1)


def test_st_100_02_all_reveal_together_once():
    s = play(red=compete(3), blue=REST, green=compete(1), yellow=REST)
    (event,) = s.outcomes[-1].events
    assert event == {"type": "reveal", "rule": "ST-100-02", "compete": {R: 3, G: 1}, "rest": [B, Y]}
    assert s.over


# ST-100-03
def test_st_100_03_a_resting_player_is_not_ranked():
    s = play(red=REST, blue=REST, green=compete(0), yellow=REST)
    assert medals(s) == [(G, "gold", "red")]                 # ST-100-05: one competitor, one medal


# ST-100-04
def test_st_100_04_competitors_spend_and_rank_by_wager_equal_wagers_share():
    s = play(red=compete(5), blue=compete(5), green=compete(2), yellow=compete(0))
    assert s.outcomes[-1].energy == {R: -5, B: -5, G: -2}
    assert medals(s) == [(R, "gold", "red"), (B, "gold", "blue"), (G, "bronze", "red")]   # ST-17
    assert s.outcomes[-1].scores == {R: 5, B: 5, G: 2, Y: 0}


# ST-100-04
def test_st_100_04_a_zero_wager_is_a_valid_competitor():
    s = play(red=compete(0), blue=compete(0), green=REST, yellow=REST)
    assert medals(s) == [(R, "gold", "red"), (B, "gold", "blue")]


def test_st_100_05_ds_st_07_two_competitors_gold_and_silver():
    s = play(red=REST, blue=compete(4), green=compete(2), yellow=REST)
    assert medals(s) == [(B, "gold", "blue"), (G, "silver", "red")]


def test_st_100_05_nobody_competes_no_medal():
    s = play(red=REST, blue=REST, green=REST, yellow=REST)
    assert s.awards == [] and s.outcomes[-1].energy == {R: 3, B: 3, G: 3, Y: 3}


def test_six_players_one_gold_and_silvers_for_every_tied_second():
    s = Script.begin(TRIAL, make_table(TRIAL, 6))
    s.step({SEATS6[0]: compete(9), **{x: compete(3) for x in SEATS6[1:4]}, **{x: REST for x in SEATS6[4:]}})
    assert [a.medal for a in s.awards] == ["gold", "silver", "silver", "silver"]   # DS-ST-08


@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players):
    for seed in range(200):
        run = run_trial(TRIAL, seed, players=players)
        assert not run.forced and run.steps == 1
        assert all(0 <= e <= 30 for e in run.table.energy.values())


def test_heuristic_rests_when_low_and_competes_when_fresh():
    run = run_trial(TRIAL, 4, make_table(TRIAL, energy={R: 10, B: 25, G: 25, Y: 12}), bot="heuristic")
    (event,) = run.log[-1]["events"]
    assert set(event["rest"]) == {R, Y} and set(event["compete"]) == {B, G}
