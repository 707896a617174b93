"""Taekwondo (ST-TKD-01..08, AMB-44 with its attack_targets option, AMB-45, DS-TKD-01)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from games.core.errors import ConfigError
from games.stadium.policy import NO_MEDAL
from games.stadium.trials import get_trial
from games.stadium.trials.taekwondo import OPPONENTS
from tests.games.stadium.trial_harness import SEATS4, SEATS6, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, all_, content_refused

TRIAL = get_trial("taekwondo")
R, B, G, Y = SEATS4                      # Red team: R, G; Blue team: B, Y
BLOCK, WAIT = {"action": "block"}, {"action": "wait"}


def attack(target: str) -> dict:
    return {"action": "attack", "target": target}


def opened(wagers: dict[str, int], players: int = 4, **options) -> Script:
    """After the opening: Score = wager + 1."""
    trial_table = make_table(TRIAL, players)
    if options:
        trial_table = replace(trial_table, content=TRIAL.configure(trial_table.content, options))
    s = Script.begin(TRIAL, trial_table)
    s.step({seat: {"wager": w} for seat, w in wagers.items()})
    return s


def scores(s: Script) -> dict[str, int]:
    return dict(TRIAL.view(s.state, s.table)["scores"]) if s.state else {}


def golds(s: Script) -> list[str]:
    assert all(a.medal == "gold" and a.seat is None for a in s.awards)
    return sorted(a.team for a in s.awards)


def test_st_tkd_01_classification_centre_then_right_and_centre_no_talk():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("final", False, False)
    s = Script.begin(TRIAL, make_table(TRIAL))
    opening = TRIAL.prompts(s.state, s.table)
    assert all(p.secret and [f.wheel for f in p.fields] == ["centre"] for p in opening.values())
    s.step(all_(SEATS4, wager=3))
    rounds = TRIAL.prompts(s.state, s.table)
    for p in rounds.values():
        action, target = p.fields
        assert p.secret and (action.wheel, target.wheel, target.kind) == ("right", "centre", "colour")
        assert (action.options, action.faces) == (("attack", "block", "wait"),
                                                  ("yellow_triangle", "green_circle", "blue_crescent"))


# ST-TKD-02
def test_st_tkd_02_amb44a_opening_wager_spent_and_score_is_wager_plus_1():
    s = Script.begin(TRIAL, make_table(TRIAL, energy={R: 6}))
    s.refused({R: {"wager": 7}, B: {"wager": 0}, G: {"wager": 0}, Y: {"wager": 0}}, "ST-09")
    out = s.step({R: {"wager": 6}, B: {"wager": 0}, G: {"wager": 10}, Y: {"wager": 25}})
    assert out.energy == {R: -6, G: -10, Y: -25} and s.table.energy == {R: 0, B: 25, G: 15, Y: 0}
    assert out.scores == {R: 7, B: 1, G: 11, Y: 26} == scores(s)


def test_st_tkd_03_every_athlete_still_in_chooses_targets_include_teammates():
    s = opened({R: 5, B: 5, G: 5, Y: 0})
    target = TRIAL.prompts(s.state, s.table)[R].field("target")
    assert target.options == (B, G, Y)                       # teammate G included (AMB-44c default)
    s.step({R: attack(Y), B: WAIT, G: attack(Y), Y: WAIT})   # Y: 1 - 4 -> out
    prompts = TRIAL.prompts(s.state, s.table)
    assert set(prompts) == {R, B, G} and prompts[R].field("target").options == (B, G)
    err = s.refused({R: attack(Y), B: WAIT, G: WAIT}, "ST-TKD-03")
    assert "out of the trial" in err.message
    s.refused({R: attack(R), B: WAIT, G: WAIT}, "ST-TKD-03")
    s.refused({R: WAIT, B: WAIT, G: WAIT, Y: WAIT}, "CON-07")   # an eliminated athlete is not asked


def test_st_tkd_03_amb44c_opponents_only_option_refuses_a_teammate():
    s = opened({R: 5, B: 5, G: 5, Y: 5}, attack_targets=OPPONENTS)
    assert TRIAL.prompts(s.state, s.table)[R].field("target").options == (B, Y)
    err = s.refused({R: attack(G), B: WAIT, G: WAIT, Y: WAIT}, "ST-TKD-03")
    assert "teammate" in err.message and "AMB-44" in err.message


def test_amb44c_the_option_is_declared_and_checked():
    assert {o.name for o in TRIAL.OPTIONS} == {"attack_targets", "forced_end"}
    content = TRIAL.load(None)
    assert content.attack_targets == "any"
    with pytest.raises(ConfigError):
        TRIAL.configure(content, {"attack_targets": "everyone"})
    with pytest.raises(ConfigError):
        TRIAL.configure(content, {"round_cap": 3})


# ST-TKD-04
def test_st_tkd_04_an_unblocked_attack_costs_2_and_attacks_add_up():
    s = opened({R: 9, B: 9, G: 9, Y: 9})
    s.step({R: attack(B), B: WAIT, G: attack(B), Y: attack(R)})
    assert scores(s) == {R: 8, B: 6, G: 10, Y: 10}


# ST-TKD-05
def test_st_tkd_05_a_block_costs_each_attacker_2_and_an_idle_block_costs_the_blocker():
    s = opened({R: 9, B: 9, G: 9, Y: 9})
    s.step({R: attack(B), B: BLOCK, G: attack(B), Y: BLOCK})
    assert scores(s) == {R: 8, B: 10, G: 8, Y: 8}


# ST-TKD-06
def test_st_tkd_06_wait_does_nothing():
    s = opened({R: 3, B: 3, G: 3, Y: 3})
    out = s.step(all_(SEATS4, action="wait"))
    assert scores(s) == {R: 4, B: 4, G: 4, Y: 4} and out.scores == {} and s.state.round == 2


def test_st_tkd_07_score_0_or_less_is_eliminated_exactly_0_too():
    s = opened({R: 1, B: 0, G: 5, Y: 5})                     # R 2, B 1
    out = s.step({R: WAIT, B: WAIT, G: attack(R), Y: attack(R)})
    assert scores(s)[R] == -2 and out.events[-1] == {"type": "eliminated", "rule": "ST-TKD-07", "seats": [R]}
    s2 = opened({R: 1, B: 5, G: 5, Y: 5})
    s2.step({R: WAIT, B: attack(R), G: WAIT, Y: WAIT})
    assert scores(s2)[R] == 0 and s2.state.out == (R,)


# ST-TKD-08
def test_st_tkd_08_when_one_team_is_out_the_other_wins_gold():
    s = opened({R: 0, B: 5, G: 0, Y: 5})                     # Red athletes on 1
    s.step({R: WAIT, B: attack(R), G: WAIT, Y: attack(G)})
    assert s.over and golds(s) == ["blue"]


# ST-TKD-08
def test_st_tkd_08_amb44d_both_teams_out_in_the_same_round_is_a_tie_both_gold():
    s = opened({R: 0, B: 0, G: 0, Y: 0})                     # everyone on 1
    s.step({R: attack(B), B: attack(R), G: BLOCK, Y: BLOCK})  # R, B hit; G, Y blocked thin air
    assert s.over and golds(s) == ["blue", "red"]
    assert s.outcomes[-1].events[-1]["type"] == "tie"


# ST-TKD-08
def test_st_tkd_08_the_trial_goes_on_while_both_teams_have_an_athlete():
    s = opened({R: 0, B: 5, G: 5, Y: 5})
    s.step({R: WAIT, B: attack(R), G: WAIT, Y: WAIT})
    assert not s.over and s.state.out == (R,) and s.awards == []


def test_ds_tkd_01_attack_into_a_block_idle_block_and_a_double_attack():
    """DS-TKD-01: 6 players, teams {A,C,D} vs {B,E,F}: A attacks B, B Blocks -> A -2, B unchanged; C Blocks
    unattacked -> C -2; D (Score 2) attacked by E and F without Blocking -> D -4 -> eliminated."""
    a, b, c, e, d, f = SEATS6                                 # seats alternate: a, c, d Red; b, e, f Blue
    s = opened({a: 5, b: 5, c: 5, d: 1, e: 5, f: 5}, players=6)
    assert scores(s)[d] == 2
    out = s.step({a: attack(b), b: BLOCK, c: BLOCK, d: WAIT, e: attack(d), f: attack(d)})
    assert scores(s) == {a: 4, b: 6, c: 4, d: -2, e: 6, f: 6}
    assert out.events[1]["losses"] == {a: 2, c: 2, d: 4}
    assert s.state.out == (d,) and not s.over


def test_amb45_forced_end_is_a_tie_both_gold_or_no_medal():
    s = opened({R: 5, B: 5, G: 5, Y: 5})
    assert sorted(a.team for a in TRIAL.forced_end(s.state, s.table).awards) == ["blue", "red"]
    t = replace(s.table, content=TRIAL.configure(s.table.content, {"forced_end": NO_MEDAL}))
    out = TRIAL.forced_end(s.state, t)
    assert out.state is None and out.awards == () and out.events[0]["rule"] == "AMB-45"


def test_amb45_everyone_waiting_for_ever_hits_the_step_cap_and_ends_as_a_tie():
    class Waiter(type(TRIAL)):                                 # an all-Wait table: the rounds never end
        def heuristic(self, view, prompt, rng, seat):
            return {"wager": 0} if view["trial"]["state"]["opening"] else {"action": "wait"}
    run = run_trial(Waiter(), 0, bot="heuristic")
    assert run.forced and run.steps == TRIAL.step_cap
    assert sorted(a.team for a in run.awards) == ["blue", "red"]


def test_bad_round_input_is_refused_with_its_rule():
    s = opened({R: 5, B: 5, G: 5, Y: 5})
    s.refused({R: {"action": "kick"}, B: WAIT, G: WAIT, Y: WAIT}, "ST-TKD-03")
    s.refused({R: {"action": "attack"}, B: WAIT, G: WAIT, Y: WAIT}, "ST-TKD-03")
    s.refused({R: attack("pink"), B: WAIT, G: WAIT, Y: WAIT}, "ST-TKD-03")
    s.refused({R: WAIT, B: WAIT, G: WAIT}, "CON-06")


@pytest.mark.parametrize("text, field", [
    ("stand_in: false\nopening_bonus: 1\nattack_loss: 2\nblock_loss: 2\n", "idle_block_loss"),
    ("stand_in: false\nopening_bonus: 0\nattack_loss: 2\nblock_loss: 2\nidle_block_loss: 2\n", "opening_bonus"),
    ("stand_in: false\nopening_bonus: 1\nattack_loss: 0\nblock_loss: 2\nidle_block_loss: 0\n", "attack_loss"),
    ("stand_in: false\nopening_bonus: 1\nattack_loss: -2\nblock_loss: 2\nidle_block_loss: 2\n", "attack_loss"),
])
def test_malformed_content_names_the_file_and_the_field(tmp_path: Path, text, field):
    content_refused(TRIAL, tmp_path, text, field)


@pytest.mark.parametrize("targets", ["any", OPPONENTS])
@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players, targets):
    for seed in range(200):
        table = make_table(TRIAL, players, wheel_max=(30, 11)[seed % 2])
        table = replace(table, content=TRIAL.configure(table.content, {"attack_targets": targets}))
        run = run_trial(TRIAL, seed, table, check_roundtrip=seed < 50)
        assert run.steps <= TRIAL.step_cap
        assert len(run.awards) in (1, 2) and all(a.medal == "gold" for a in run.awards)


def test_heuristic_bots_finish_before_the_cap():
    for seed in range(40):
        for players in (4, 6):
            assert not run_trial(TRIAL, seed, players=players, bot="heuristic").forced
