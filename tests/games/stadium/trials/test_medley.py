"""4×100 m Medley Relay (ST-MED-01..05, DS-MED-01): one secret wager each, team products, higher wins Gold."""
from __future__ import annotations

import pytest

from games.stadium.trials import get_trial
from tests.games.stadium.trial_harness import SEATS4, SEATS6, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, declared_fields_cover_every_prompt
from tests.games.stadium.trials.wagers import begin, wagers

TRIAL = get_trial("medley")
R, B, G, Y = SEATS4
P, O = SEATS6[4:]


def script(players: int = 4, **kw) -> Script:
    return begin(TRIAL, players, **kw)


def test_st_med_01_classification_secret_centre_wheel_no_talk_no_token():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("standard", False, False)
    s = script()
    for seat, p in TRIAL.prompts(s.state, s.table).items():
        assert p.secret and p.controller == seat and p.rule == "ST-MED-02"
        assert [(f.name, f.wheel) for f in p.fields] == [("wager", "centre")]


def test_st_med_02_everyone_wagers_at_once_and_reveals_together():
    s = script(6)
    assert set(TRIAL.prompts(s.state, s.table)) == set(SEATS6)
    assert TRIAL.view(s.state, s.table)["wagers"] == {}
    out = s.step(wagers(red=1, blue=2, green=3, yellow=4, purple=5, orange=6))
    assert s.over and out.events[0]["wagers"] == {R: 1, B: 2, G: 3, Y: 4, P: 5, O: 6}


# ST-MED-03
def test_st_med_03_products_and_a_zero_zeroes_the_team():
    s = script()
    out = s.step(wagers(red=3, blue=2, green=4, yellow=5))
    assert out.events[-1]["results"] == {"red": 12, "blue": 10}
    assert [(a.team, a.medal) for a in out.awards] == [("red", "gold")]
    s = script()
    out = s.step(wagers(red=25, blue=1, green=0, yellow=1))
    assert out.events[-1]["results"] == {"red": 0, "blue": 1}


# ST-MED-04
def test_st_med_04_every_player_spends_their_own_wager():
    s = script()
    out = s.step(wagers(red=3, blue=2, green=0, yellow=5))
    assert out.energy == {R: -3, B: -2, Y: -5}
    assert s.table.energy == {R: 22, B: 23, G: 25, Y: 20}


# ST-MED-05
def test_st_med_05_equal_products_give_both_teams_gold():
    s = script()
    out = s.step(wagers(red=2, blue=1, green=3, yellow=6))
    assert sorted((a.team, a.medal) for a in out.awards) == [("blue", "gold"), ("red", "gold")]
    s = script()
    out = s.step(wagers(red=0, blue=0, green=0, yellow=0))
    assert len(out.awards) == 2 and out.energy == {}


def test_ds_med_01_three_a_side_zero_beats_nothing():
    """DS-MED-01: (4, 5, 0) vs (1, 1, 1) → products 0 vs 1 → the second team Gold; everyone pays their wager."""
    s = script(6)
    out = s.step(wagers(red=4, green=5, purple=0, blue=1, yellow=1, orange=1))
    assert out.events[-1]["results"] == {"red": 0, "blue": 1}
    assert [(a.team, a.medal) for a in out.awards] == [("blue", "gold")]
    assert out.energy == {R: -4, G: -5, B: -1, Y: -1, O: -1}


def test_st_09_a_wager_above_energy_is_refused_state_unchanged():
    s = script(energy={G: 0})
    assert TRIAL.prompts(s.state, s.table)[G].field("wager").high == 0
    err = s.refused(wagers(red=1, blue=1, green=1, yellow=1), "ST-09")
    assert err.controller == G
    s.refused(wagers(red=1, blue=1, green=0, yellow=26), "ST-09")
    s.refused({R: {"wager": 1.5}, B: {"wager": 1}, G: {"wager": 0}, Y: {"wager": 1}}, "ST-09")
    s.refused(wagers(red=1, blue=1, green=0), "CON-06")
    s.step(wagers(red=1, blue=1, green=0, yellow=1))
    assert s.over


@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players):
    for seed in range(200):
        run = run_trial(TRIAL, seed, players=players)
        assert not run.forced and run.steps == 1 == TRIAL.step_cap
        assert run.awards and all(a.medal == "gold" for a in run.awards)


def test_heuristic_bots_never_wager_0_with_energy():
    for seed in range(40):
        run = run_trial(TRIAL, seed, players=6, bot="heuristic")
        wagered = run.log[-1]["inputs"]
        assert all(1 <= v["wager"] <= 4 for v in wagered.values())


@pytest.mark.parametrize("wheel_max", [30, 11])
@pytest.mark.parametrize("players", [4, 6])
def test_every_prompt_stays_within_the_declared_fields(players, wheel_max):
    declared_fields_cover_every_prompt(TRIAL, make_table(TRIAL, players, wheel_max=wheel_max))
