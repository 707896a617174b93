"""Track Cycling (ST-CYC-01..08, AMB-35, DS-CYC-01..04) alone, through the shared trial harness."""
from __future__ import annotations

import pytest

from games.core.errors import IllegalInput
from games.core.rng import Rng
from games.stadium.trials import get_trial
from games.stadium.trials.cycling import CyclingState
from tests.games.stadium.trial_harness import SEATS4, SEATS6, make_table, run_trial

CYC = get_trial("cycling")


def resolve(wagers: list[int], energy: int = 25):
    seats = SEATS6 if len(wagers) == 6 else SEATS4
    table = make_table(CYC, len(wagers), energy)
    out = CYC.apply(CyclingState(), table, {s: {"wager": w} for s, w in zip(seats, wagers)}, Rng(0))
    medals = {a.seat: a.medal for a in out.awards}
    return seats, medals, out


def test_st_cyc_01_classification():
    assert (CYC.kind, CYC.talk, CYC.passes_token) == ("standard", True, False)


# ST-CYC-02
def test_st_cyc_02_everyone_wagers_secretly_at_once():
    table = make_table(CYC, 6)
    prompts = CYC.prompts(CyclingState(), table)
    assert set(prompts) == set(SEATS6) and all(p.secret for p in prompts.values())
    assert all(p.fields[0].high == 25 and p.fields[0].low == 0 for p in prompts.values())


# ST-CYC-03, ST-CYC-07
def test_ds_cyc_01_st_cyc_03_04_05_07_groups_by_wager_gold_pays_next_wager_silvers_pay_theirs_then_stop():
    seats, medals, out = resolve([10, 7, 7, 3, 0, 0])
    assert medals == {seats[0]: "gold", seats[1]: "silver", seats[2]: "silver"}
    assert out.energy == {seats[0]: -7, seats[1]: -3, seats[2]: -3}
    assert out.state is None


# ST-CYC-06
def test_ds_cyc_02_st_cyc_06_bronze_after_gold_and_silver_pays_zero_when_nobody_lower():
    seats, medals, out = resolve([6, 3, 2, 2])
    assert medals == {seats[0]: "gold", seats[1]: "silver", seats[2]: "bronze", seats[3]: "bronze"}
    assert out.energy == {seats[0]: -3, seats[1]: -2}


def test_ds_cyc_03_amb35_tied_golds_pay_the_next_lower_wager_and_bronze_follows():
    seats, medals, out = resolve([5, 5, 2, 1])
    assert medals == {seats[0]: "gold", seats[1]: "gold", seats[2]: "bronze"}
    assert out.energy == {seats[0]: -2, seats[1]: -2, seats[2]: -1}


def test_ds_cyc_04_all_zero_everyone_gold_nobody_pays():
    seats, medals, out = resolve([0, 0, 0, 0])
    assert set(medals.values()) == {"gold"} and len(medals) == 4 and out.energy == {}


# ST-CYC-08
def test_st_cyc_08_no_medal_no_payment_and_the_wager_itself_is_never_spent():
    seats, medals, out = resolve([9, 8, 7, 6, 5, 4])
    assert seats[3] not in out.energy and seats[5] not in out.energy
    assert out.energy[seats[0]] == -8                      # the price, not the wager


def test_st09_wager_above_energy_refused_with_the_rule_and_nothing_changes():
    table = make_table(CYC, 4, {"red": 4})
    state = CyclingState()
    with pytest.raises(IllegalInput) as err:
        CYC.apply(state, table, {"red": {"wager": 5}, "blue": {"wager": 0}, "green": {"wager": 0},
                                 "yellow": {"wager": 0}}, Rng(0))
    assert err.value.rule == "ST-09" and "Energy (4)" in err.value.message
    assert state == CyclingState()


@pytest.mark.parametrize("players", [4, 6])
def test_alone_under_random_bots_ends_within_its_cap(players):
    for seed in range(200):
        run = run_trial(CYC, seed, players=players)
        assert not run.forced and run.steps == 1
        assert 1 <= sum(a.change for a in run.awards)
        assert all(0 <= e <= 30 for e in run.table.energy.values())


def test_heuristic_bot_answers_legally():
    for seed in range(50):
        run_trial(CYC, seed, bot="heuristic", wheels=())
