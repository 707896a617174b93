"""The Compete-or-Rest shape 100 Meters and Beach Volleyball share (ST-100-02/03, ST-VOL-02/03, AMB-48,
DS-ENERGY-01), checked on both trials."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.stadium.trials import get_trial
from tests.games.stadium.trial_harness import SEATS4, make_table
from tests.games.stadium.trials.scripted import Script, all_, content_refused

R, B, G, Y = SEATS4
TRIALS = [get_trial("100m"), get_trial("volleyball")]
RULE = {"100m": "ST-100-02", "volleyball": "ST-VOL-02"}
REST = {"action": "rest"}


def compete(n: int) -> dict:
    return {"action": "compete", "wager": n}


@pytest.mark.parametrize("trial", TRIALS, ids=lambda t: t.id)
def test_st_100_02_st_vol_02_one_secret_program_right_wheel_choice_and_centre_wager(trial):
    s = Script.begin(trial, make_table(trial, energy={R: 7}))
    prompts = trial.prompts(s.state, s.table)
    assert set(prompts) == set(SEATS4)
    p = prompts[R]
    assert p.secret and p.rule == RULE[trial.id]
    action, wager = p.fields
    assert (action.wheel, action.options, action.faces) == ("right", ("compete", "rest"),
                                                           ("yellow_triangle", "green_circle"))   # GAP-12
    assert (wager.wheel, wager.low, wager.high, wager.only_if) == ("centre", 0, 7, ("action", ("compete",)))
    s.step(all_(SEATS4, action="rest"))
    assert s.over                                             # revealed once, the trial is over


@pytest.mark.parametrize("trial", TRIALS, ids=lambda t: t.id)
# ST-100-03, ST-VOL-03
def test_st_100_03_st_vol_03_amb48_rest_gains_up_to_3_and_a_wager_beside_rest_is_ignored(trial):
    s = Script.begin(trial, make_table(trial, energy={R: 20, B: 28, G: 30, Y: 5}))
    out = s.step({R: {"action": "rest", "wager": 99}, B: REST, G: REST, Y: compete(0)})
    assert out.energy == {R: 3, B: 2, G: 0}                   # +min(3, 30 - Energy); a 0 wager costs nothing
    assert s.table.energy == {R: 23, B: 30, G: 30, Y: 5}


@pytest.mark.parametrize("trial", TRIALS, ids=lambda t: t.id)
def test_ds_energy_01_rest_at_29_reaches_30_and_a_wager_above_energy_is_refused(trial):
    """DS-ENERGY-01: 29 + Rest -> 30 (1 lost); a wager above Energy refused (ST-09), 0 always accepted."""
    s = Script.begin(trial, make_table(trial, energy={R: 29, B: 4, G: 0, Y: 25}))
    err = s.refused({R: REST, B: compete(5), G: compete(0), Y: REST}, "ST-09")
    assert "4" in err.message
    s.refused({R: REST, B: compete(0), G: compete(1), Y: REST}, "ST-09")
    out = s.step({R: REST, B: compete(4), G: compete(0), Y: REST})
    assert s.table.energy[R] == 30 and out.energy[R] == 1 and s.table.energy[B] == 0


@pytest.mark.parametrize("trial", TRIALS, ids=lambda t: t.id)
def test_amb01_wager_capped_by_the_wheel(trial):
    s = Script.begin(trial, make_table(trial, wheel_max=11))
    assert trial.prompts(s.state, s.table)[R].field("wager").high == 11
    s.refused({R: compete(12), B: REST, G: REST, Y: REST}, "ST-09")


@pytest.mark.parametrize("trial", TRIALS, ids=lambda t: t.id)
def test_bad_programs_are_refused_with_the_rule_and_change_nothing(trial):
    s = Script.begin(trial, make_table(trial))
    s.refused({R: {"action": "sleep"}, B: REST, G: REST, Y: REST}, RULE[trial.id])
    s.refused({R: {"action": "compete"}, B: REST, G: REST, Y: REST}, "ST-09")       # no wager dialled
    s.refused({R: compete(-1), B: REST, G: REST, Y: REST}, "ST-09")
    s.refused({R: compete(True), B: REST, G: REST, Y: REST}, "ST-09")
    s.refused({R: REST, B: REST, G: REST}, "CON-06")


@pytest.mark.parametrize("trial", TRIALS, ids=lambda t: t.id)
@pytest.mark.parametrize("text, field", [("stand_in: false\n", "rest_gain"),
                                         ("stand_in: false\nrest_gain: -1\n", "rest_gain"),
                                         ("rest_gain: 3\n", "stand_in")])
def test_malformed_content_names_the_file_and_the_field(trial, tmp_path: Path, text, field):
    content_refused(trial, tmp_path, text, field)
