"""Archery (ST-ARCH-01..06, AMB-41)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from games.stadium.trials import get_trial
from games.stadium.trials.archery import rank
from tests.games.stadium.trial_harness import SEATS4, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, content_refused

TRIAL = get_trial("archery")
R, B, G, Y = SEATS4
STOP = {"action": "stop"}
FIXED = {"white": ("intercept",), "blue": (3,), "yellow": (-3,), "red": (-2,), "green": (6,)}
"""One-faced dice: every roll is known (total 3 - 3 - 2 + 6 = 4)."""


def reroll(die: str) -> dict:
    return {"action": "reroll", "die": die}


def script(dice=None, **kw) -> Script:
    table = make_table(TRIAL, **kw)
    return Script.begin(TRIAL, replace(table, dice=dice or table.dice), seed=5)


def shooter(s: Script) -> str:
    return next(iter(TRIAL.prompts(s.state, s.table)))


def test_st_arch_01_classification_public_choice_talk_allowed():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("standard", True, True)
    s = script()
    prompts = TRIAL.prompts(s.state, s.table)
    (seat, p), = prompts.items()
    assert not p.secret                                     # a public choice, one seat at a time
    assert [(f.name, f.wheel) for f in p.fields] == [("action", "right"), ("die", "centre")]
    assert p.field("die").options == ("blue", "yellow", "red", "green")


# ST-ARCH-02
def test_st_arch_02_one_turn_each_clockwise_from_the_first_player():
    s = script(first=G)
    seen = []
    while not s.over:
        seat = shooter(s)
        if not seen or seen[-1] != seat:
            seen.append(seat)
        s.step({seat: STOP})
    assert seen == [G, Y, R, B]


# ST-ARCH-03
def test_st_arch_03_the_shooter_rolls_the_four_dice():
    s = script()
    rolls = [e for e in s.outcomes[0].events if e["type"] == "roll"]
    assert [(e["die"], e["by"]) for e in rolls] == [(d, R) for d in ("blue", "yellow", "red", "green")]
    assert s.state.faces == tuple(e["face"] for e in rolls)


def test_st_arch_04_a_reroll_costs_1_energy_and_rolls_only_that_die():
    s = script()
    before = s.state.faces
    out = s.step({R: reroll("green")})
    rolls = [e for e in out.events if e["type"] == "roll"]
    assert out.energy == {R: -1} and s.table.energy[R] == 24
    assert [(e["die"], e["by"]) for e in rolls] == [("green", R)]
    assert s.state.faces == (*before[:3], rolls[0]["face"]) and shooter(s) == R   # still R's turn


def test_st_arch_04_any_number_of_rerolls_while_energy_lasts_then_the_turn_ends_by_itself():
    s = script(energy={R: 2})
    s.step({R: reroll("blue")})
    assert shooter(s) == R and s.table.energy[R] == 1
    out = s.step({R: reroll("yellow")})                       # down to 0: stops for lack of Energy
    assert s.table.energy[R] == 0 and shooter(s) == B
    assert out.scores[R] == s.state.scores[R]


def test_st_arch_04_the_view_counts_the_shooters_rerolls_and_the_next_archer_starts_at_none():
    s = script()
    assert TRIAL.view(s.state, s.table)["rerolls"] == 0
    s.step({R: reroll("blue")})
    s.step({R: reroll("red")})
    assert TRIAL.view(s.state, s.table)["rerolls"] == 2 and shooter(s) == R
    s.step({R: STOP})
    assert shooter(s) == B and TRIAL.view(s.state, s.table)["rerolls"] == 0


def test_st_arch_04_without_energy_a_reroll_is_refused_and_the_turn_passes_at_once():
    s = script(energy={R: 0})
    assert shooter(s) == B and R in s.state.scores           # R rolled and stopped at once
    s2 = script(energy={R: 1})
    s2.step({R: reroll("red")})
    assert shooter(s2) == B


def test_st_arch_04_refusals_name_the_rule_and_change_nothing():
    s = script()
    s.refused({R: reroll("white")}, "ST-ARCH-04")             # not one of the four dice
    s.refused({R: reroll("purple")}, "ST-ARCH-04")
    s.refused({R: {"action": "shoot"}}, "ST-ARCH-04")
    s.refused({R: {"action": "reroll"}}, "ST-ARCH-04")        # which die?
    s.refused({B: STOP}, "CON-06")
    s.refused({R: STOP, B: STOP}, "CON-07")


# ST-ARCH-05
def test_st_arch_05_amb41_score_is_the_signed_sum_of_the_faces():
    s = script(dice={**FIXED, "green": (1,)})                 # 3 - 3 - 2 + 1 = -1
    out = s.step({R: STOP})
    assert out.scores == {R: -1}
    assert s.state.scores == {R: -1}


# ST-ARCH-05
def test_st_arch_05_score_counts_the_rerolled_face():
    s = script(dice=FIXED)
    s.step({R: reroll("yellow")})
    out = s.step({R: STOP})
    assert out.scores == {R: 4}


# ST-ARCH-06
def test_st_arch_06_ranked_by_score_with_the_3_medals_rule():
    s = script(dice=FIXED, energy={B: 0})                    # B stops at once, the others choose to
    # every archer scores 4 with one-faced dice: four Golds
    while not s.over:
        s.step({shooter(s): STOP})
    assert sorted(a.seat for a in s.awards) == sorted(SEATS4) and {a.medal for a in s.awards} == {"gold"}


# ST-ARCH-06
def test_st_arch_06_amb41_negative_totals_rank_below_zero_and_are_not_clamped():
    assert rank({R: 2, B: -1, G: 0, Y: -1}, SEATS4) == [[R], [G], [B, Y]]


# ST-ARCH-06
def test_st_arch_06_medals_follow_the_scores():
    s = script()
    while not s.over:
        s.step({shooter(s): STOP})
    final = {seat: v for o in s.outcomes for seat, v in o.scores.items()}
    best = max(final.values())
    assert {a.seat for a in s.awards if a.medal == "gold"} == {x for x, v in final.items() if v == best}


@pytest.mark.parametrize("text, field", [
    ("stand_in: false\ndice: [blue, white]\nreroll_cost: 1\n", "dice[1]"),
    ("stand_in: false\ndice: [blue, blue]\nreroll_cost: 1\n", "dice"),
    ("stand_in: false\ndice: []\nreroll_cost: 1\n", "dice"),
    ("stand_in: false\ndice: [blue]\nreroll_cost: 0\n", "reroll_cost"),
    ("stand_in: false\ndice: [blue]\n", "reroll_cost"),
    ("dice: [blue]\nreroll_cost: 1\n", "stand_in"),
])
def test_malformed_content_names_the_file_and_the_field(tmp_path: Path, text, field):
    content_refused(TRIAL, tmp_path, text, field)


def test_forced_end_ranks_those_who_shot():
    s = script(dice=FIXED)
    s.step({R: STOP})
    out = TRIAL.forced_end(s.state, s.table)
    assert out.state is None and {a.seat for a in out.awards} == {R, B}


@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players):
    for seed in range(200):
        run = run_trial(TRIAL, seed, players=players)
        assert not run.forced and run.steps <= TRIAL.step_cap
        assert set(run.scores) == set(run.table.seats)
        assert run.awards and all(e >= 0 for e in run.table.energy.values())


def test_heuristic_bots_reroll_low_dice_and_keep_energy():
    spent = 0
    for seed in range(40):
        run = run_trial(TRIAL, seed, bot="heuristic")
        assert not run.forced and all(e >= 10 for e in run.table.energy.values())
        spent += sum(25 - e for e in run.table.energy.values())
    assert spent > 0
