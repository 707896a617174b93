"""Fencing (ST-FENC-01..08, AMB-41, AMB-42, AMB-45, GAP-11, DS-FENC-01)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from games.core.errors import ConfigError
from games.stadium.trial import Award
from games.stadium.trials import get_trial
from games.stadium.trials.fencing import FencingState
from tests.games.stadium.trial_harness import DEFAULT, SEATS4, SEATS6, SWITCH, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, content_refused, declared_fields_cover_every_prompt
from tests.games.stadium.trials.sweep import owner_content, random_sweep

TRIAL = get_trial("fencing")
R, B, G, Y = SEATS4
FIXED = {"white": ("intercept",), "green": (4,), "blue": (2,), "red": (-1,), "yellow": (-2,)}
"""One face per die, so a wager decides a Score: 0 → -3, 1 → 3, 2 → 4, 3 and more → 6."""
BOTH_GOLD = [Award("red", "gold"), Award("blue", "gold")]


def script(players: int = 4, fixed: bool = True, **kw) -> Script:
    table = make_table(TRIAL, players, **kw)
    return Script.begin(TRIAL, replace(table, dice=FIXED) if fixed else table)


def wagers(r: int, b: int, g: int, y: int) -> dict:
    return {R: {"wager": r}, B: {"wager": b}, G: {"wager": g}, Y: {"wager": y}}


RED_WINS, BLUE_WINS, TIE = wagers(2, 0, 2, 0), wagers(0, 2, 0, 2), wagers(0, 0, 0, 0)


def rolls(events) -> list[tuple[str, str]]:
    return [(e["by"], e["die"]) for e in events if e["type"] == "roll"]


def test_st_fenc_01_classification_final_gold_all_players_central_wheel_no_talk():
    assert (TRIAL.kind, TRIAL.talk) == ("final", False)
    s = script(6)
    prompts = TRIAL.prompts(s.state, s.table)
    assert set(prompts) == set(SEATS6)
    for p in prompts.values():
        assert p.secret and p.rule == "ST-FENC-03" and [(f.name, f.wheel) for f in p.fields] == [("wager", "centre")]


# ST-FENC-02
def test_st_fenc_02_gap11_the_marker_starts_on_0_and_the_track_is_stand_in_content():
    s = script()
    assert s.state == FencingState() and s.state.marker == "start"
    assert s.table.content.stand_in and TRIAL.view(s.state, s.table)["track"]["start"] == "0"


def test_st_fenc_03_st09_a_wager_above_energy_is_refused_state_unchanged():
    s = script(energy={R: 3})
    err = s.refused(wagers(4, 0, 0, 0), "ST-09")
    assert "Energy (3)" in err.message
    s.refused({R: {"wager": 0}}, "CON-06")
    s.step(wagers(3, 0, 0, 0))


# ST-FENC-04
def test_st_fenc_04_the_dice_a_wager_rolls_clockwise_from_the_first_player_who_spends_it():
    s = script(first=B)
    out = s.step(wagers(3, 0, 1, 2))
    assert rolls(out.events) == [(B, "red"), (B, "yellow"), (G, "green"), (G, "red"), (Y, "green"),
                                 (R, "green"), (R, "blue")]
    assert out.energy == {R: -3, G: -1, Y: -2}


def test_st_fenc_05_a_wager_of_4_or_more_earns_one_public_reroll_per_energy_above_3_one_at_a_time():
    s = script()
    out = s.step(wagers(0, 6, 1, 0))
    assert rolls(out.events) == [(R, "red"), (R, "yellow"), (B, "green"), (B, "blue")]   # G waits for B
    assert out.scores == {R: -3}
    prompt = TRIAL.prompts(s.state, s.table)[B]
    assert not prompt.secret and set(TRIAL.prompts(s.state, s.table)) == {B}
    assert [(f.name, f.wheel) for f in prompt.fields] == [("action", "right"), ("die", "centre")]
    assert prompt.field("die").options == ("green", "blue") and s.state.rerolls == 3
    s.refused({B: {"action": "reroll", "die": "red"}}, "ST-FENC-05")
    s.refused({B: {"action": "reroll"}}, "ST-FENC-05")
    out = s.step({B: {"action": "reroll", "die": "blue"}})
    assert rolls(out.events) == [(B, "blue")] and s.state.rerolls == 2
    out = s.step({B: {"action": "stop"}})                           # the last re-roll is forfeited
    assert out.scores == {B: 6, G: 3, Y: -3} and rolls(out.events) == [(G, "green"), (G, "red"), (Y, "red"),
                                                                        (Y, "yellow")]


def test_st_fenc_05_the_last_reroll_ends_the_players_rolling_by_itself():
    s = script()
    s.step(wagers(4, 0, 0, 0))
    out = s.step({R: {"action": "reroll", "die": "green"}})
    assert out.scores[R] == 6 and rolls(out.events)[0] == (R, "green") and s.state.round == 2


def test_st_fenc_05_a_reroll_replaces_the_chosen_die_with_a_new_roll():
    s = script(fixed=False)
    s.step(wagers(5, 0, 0, 0))
    before = dict(s.state.dice)
    out = s.step({R: {"action": "reroll", "die": "green"}})
    face = next(e["face"] for e in out.events if e["type"] == "roll")
    assert dict(s.state.dice) == {**before, "green": face}


# ST-FENC-06
def test_st_fenc_06_amb41_the_score_is_the_signed_sum_of_the_final_dice():
    s = script()
    out = s.step(wagers(0, 1, 2, 3))
    assert out.scores == {R: -3, B: 3, G: 4, Y: 6}                    # a Score below 0 stays signed


# ST-FENC-07
def test_st_fenc_07_the_higher_team_total_wins_the_round_equal_totals_leave_the_marker():
    s = script()
    out = s.step(wagers(0, 1, 2, 0))                                   # red -3 + 4 = 1 vs blue 3 - 3 = 0
    assert s.state.marker == "red" and out.events[-1]["totals"] == {"red": 1, "blue": 0}
    s.step(wagers(0, 1, 1, 0))                                         # red 0 vs blue 0
    assert s.state.marker == "red" and s.state.history == ("red", "tie")


# ST-FENC-08
def test_st_fenc_08_amb42_a_win_from_the_opponents_space_goes_straight_to_the_winners_space():
    s = script()
    s.step(BLUE_WINS)
    assert s.state.marker == "blue"
    s.step(RED_WINS)
    assert s.state.marker == "red" and not s.over
    out = s.step(RED_WINS)
    assert s.over and out.awards == (Award("red", "gold"),)


def test_ds_fenc_01_red_tie_red_wins_and_red_blue_red_goes_on():
    s = script()
    for inputs in (RED_WINS, TIE, RED_WINS):
        s.step(inputs)
    assert s.over and s.awards == [Award("red", "gold")]
    s = script()
    for inputs in (RED_WINS, BLUE_WINS, RED_WINS):
        s.step(inputs)
    assert not s.over and s.state.marker == "red" and s.awards == []


def test_amb45_the_step_cap_forces_a_tie_worth_the_forced_end_option():
    s = script()
    for _ in range(60):
        s.step(TIE)
    assert not s.over and s.state.round == 61
    assert list(TRIAL.forced_end(s.state, s.table).awards) == BOTH_GOLD
    table = replace(s.table, content=TRIAL.configure(s.table.content, {"forced_end": "no_medal"}))
    assert TRIAL.forced_end(s.state, table).awards == ()
    with pytest.raises(ConfigError, match="AMB-45"):
        TRIAL.configure(s.table.content, {"forced_end": "both_silver"})
    run = run_trial(TRIAL, 3, replace(make_table(TRIAL), dice=FIXED), wheels=(), max_steps=1)
    assert run.forced and run.awards == BOTH_GOLD                      # one round can never win Gold


def test_amb45_the_cap_is_never_reached_before_round_50():
    assert TRIAL.step_cap >= 50 + 6 * 30


@pytest.mark.parametrize("text, field", [
    ("stand_in: true\ndice_by_wager: {0: [red]}\n", "track"),
    ("stand_in: true\ntrack: {start: '0', red: R, blue: B}\ndice_by_wager: {0: [red]}\n", "track.victory"),
    ("stand_in: true\ntrack: {start: '0', red: R, blue: B, victory: V}\ndice_by_wager: {0: [red], 2: [green]}\n",
     "dice_by_wager"),
    ("stand_in: true\ntrack: {start: '0', red: R, blue: B, victory: V}\ndice_by_wager: {0: [red], 1: []}\n",
     "dice_by_wager.1"),
    ("stand_in: true\ntrack: {start: '0', red: R, blue: B, victory: V}\ndice_by_wager: {0: [white]}\n",
     "dice_by_wager.0[0]"),
    ("stand_in: true\ntrack: {start: '0', red: R, blue: B, victory: V}\ndice_by_wager: {0: [green, green]}\n",
     "dice_by_wager.0"),
])
def test_gap11_malformed_content_names_the_file_and_the_field(tmp_path: Path, text, field):
    content_refused(TRIAL, tmp_path, text, field)


def test_gap11_an_owner_ladder_replaces_the_dice(tmp_path: Path):
    content = owner_content(TRIAL, tmp_path, "stand_in: false\ntrack: {start: '0', red: R, blue: B, victory: V}\n"
                            "dice_by_wager: {0: [yellow], 1: [green]}\n")
    s = Script.begin(TRIAL, replace(make_table(TRIAL, content=content), dice=FIXED))
    out = s.step(wagers(0, 3, 0, 0))                                   # 3 = green + 2 re-rolls
    assert rolls(out.events) == [(R, "yellow"), (B, "green")] and s.state.rerolls == 2


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("wheels", [DEFAULT, SWITCH], ids=lambda w: w.name)
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players, wheels):
    for run in random_sweep(TRIAL, players, wheels):
        assert run.forced or len(run.awards) == 1


@pytest.mark.parametrize("wheel_max", [30, 11])
@pytest.mark.parametrize("players", [4, 6])
def test_declared_fields_cover_every_prompt(players, wheel_max):
    """Trial.fields: the host checks the seated controllers against these before play."""
    declared_fields_cover_every_prompt(TRIAL, make_table(TRIAL, players, wheel_max=wheel_max))


def test_heuristic_bots_play_legally_and_finish():
    for seed in range(40):
        for players in (4, 6):
            run = run_trial(TRIAL, seed, players=players, bot="heuristic", wheels=(DEFAULT,))
            assert run.awards and not run.forced
