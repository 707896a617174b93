"""Rugby (ST-RUG-01..06, AMB-45, GAP-11)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from games.core.errors import ConfigError
from games.stadium.trial import Award
from games.stadium.trials import get_trial
from games.stadium.trials.rugby import RugbyState
from tests.games.stadium.trial_harness import DEFAULT, SEATS4, SEATS6, SWITCH, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, content_refused, declared_fields_cover_every_prompt
from tests.games.stadium.trials.sweep import owner_content, random_sweep

TRIAL = get_trial("rugby")
R, B, G, Y = SEATS4
BOTH_GOLD = [Award("red", "gold"), Award("blue", "gold")]


def script(players: int = 4, **kw) -> Script:
    return Script.begin(TRIAL, make_table(TRIAL, players, **kw))


def wagers(r: int, b: int, g: int, y: int) -> dict:
    return {R: {"wager": r}, B: {"wager": b}, G: {"wager": g}, Y: {"wager": y}}


def test_st_rug_01_classification_final_gold_all_players_central_wheel_talk_allowed():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("final", True, False)
    s = script(6)
    prompts = TRIAL.prompts(s.state, s.table)
    assert set(prompts) == set(SEATS6)
    for _seat, p in prompts.items():
        assert p.secret and p.rule == "ST-RUG-03" and [(f.name, f.wheel) for f in p.fields] == [("wager", "centre")]


# ST-RUG-02
def test_st_rug_02_gap11_marker_starts_on_0_and_the_track_is_stand_in_content():
    s = script()
    assert s.state == RugbyState() and s.state.marker == 0
    assert s.table.content.spaces_per_side == 3 and s.table.content.stand_in
    assert TRIAL.view(s.state, s.table)["spaces_per_side"] == 3


@pytest.mark.parametrize("text, field", [
    ("stand_in: true\nspaces_per_side: 0\n", "spaces_per_side"),
    ("stand_in: true\nspaces_per_side: three\n", "spaces_per_side"),
    ("stand_in: true\n", "spaces_per_side"),
    ("spaces_per_side: 3\n", "stand_in"),
])
def test_gap11_malformed_track_names_the_file_and_the_field(tmp_path: Path, text, field):
    content_refused(TRIAL, tmp_path, text, field)


def test_gap11_an_owner_transcription_sets_the_track(tmp_path: Path):
    s = script(content=owner_content(TRIAL, tmp_path, "stand_in: false\nspaces_per_side: 1\n"))
    s.step(wagers(1, 0, 0, 0))
    assert s.over and s.awards == [Award("red", "gold")]


def test_st_rug_03_st09_a_wager_above_energy_is_refused_state_unchanged_zero_always_allowed():
    s = script(energy={R: 4, B: 0})
    assert TRIAL.prompts(s.state, s.table)[R].field("wager").high == 4
    err = s.refused(wagers(5, 0, 0, 0), "ST-09")
    assert "Energy (4)" in err.message
    s.refused(wagers(0, 1, 0, 0), "ST-09")
    s.refused(wagers(-1, 0, 0, 0), "ST-09")
    s.refused(wagers(1.5, 0, 0, 0), "ST-09")
    s.refused({R: {"wager": 1}, B: {"wager": 0}, G: {"wager": 0}}, "CON-06")
    s.step(wagers(0, 0, 0, 0))                                    # 0 is always legal


def test_st_rug_03_amb01_the_wheel_caps_a_wager():
    s = script(wheel_max=11)
    assert TRIAL.prompts(s.state, s.table)[R].field("wager").high == 11
    s.refused(wagers(12, 0, 0, 0), "ST-09")


# ST-RUG-04
def test_st_rug_04_the_higher_team_sum_moves_the_marker_toward_its_space():
    s = script()
    s.step(wagers(3, 2, 0, 2))                                    # red 3 vs blue 4
    assert s.state.marker == -1
    s.step(wagers(1, 0, 1, 1))                                    # red 2 vs blue 1
    assert s.state.marker == 0
    s.step(wagers(2, 0, 1, 0))
    assert s.state.marker == 1 and s.state.round == 4


# ST-RUG-04
def test_st_rug_04_equal_sums_leave_the_marker():
    s = script()
    s.step(wagers(1, 0, 0, 0))
    s.step(wagers(2, 3, 1, 0))
    assert s.state.marker == 1


# ST-RUG-05
def test_st_rug_05_every_player_spends_their_wager_whatever_happened():
    s = script()
    out = s.step(wagers(3, 2, 1, 2))                              # a tie: still all pay
    assert out.energy == {R: -3, B: -2, G: -1, Y: -2}
    assert s.table.energy == {R: 22, B: 23, G: 24, Y: 23} and s.state.marker == 0


# ST-RUG-06
def test_st_rug_06_reaching_a_team_space_wins_gold_and_ends_the_trial():
    s = script()
    for _ in range(2):
        s.step(wagers(0, 1, 0, 0))
    assert s.state.marker == -2 and s.awards == []
    out = s.step(wagers(0, 1, 0, 0))
    assert s.over and out.awards == (Award("blue", "gold"),)


def test_amb45_every_player_at_0_energy_ends_the_trial_as_a_tie_both_gold():
    s = script(energy={R: 1, B: 0, G: 0, Y: 0})
    out = s.step(wagers(1, 0, 0, 0))                              # red pushes, then nobody has Energy left
    assert s.over and list(out.awards) == BOTH_GOLD
    assert out.events[-1]["type"] == "forced_end" and out.events[-1]["rule"] == "AMB-45"


def test_amb45_a_table_with_no_energy_at_all_ends_at_the_start():
    s = script(energy=0)
    assert s.over and s.awards == BOTH_GOLD


def test_amb45_forced_end_policy_no_medal_is_a_named_option():
    table = make_table(TRIAL, energy=0)
    s = Script.begin(TRIAL, replace(table, content=TRIAL.configure(table.content, {"forced_end": "no_medal"})))
    assert s.over and s.awards == []
    with pytest.raises(ConfigError, match="AMB-45"):
        TRIAL.configure(table.content, {"forced_end": "silver"})
    with pytest.raises(ConfigError, match="no option"):
        TRIAL.configure(table.content, {"intercept_order": "closest"})


def test_amb45_the_step_cap_forces_a_tie():
    table = make_table(TRIAL)
    run = run_trial(TRIAL, 1, table, max_steps=2, wheels=(DEFAULT,))       # 2 pushes cannot reach 3
    assert run.forced and run.awards == BOTH_GOLD and run.steps == 2
    stuck = Script.begin(TRIAL, table)
    for _ in range(TRIAL.step_cap):
        stuck.step(wagers(0, 0, 0, 0))                            # all wait: the marker never moves
    assert not stuck.over
    out = TRIAL.forced_end(stuck.state, stuck.table)
    assert out.state is None and list(out.awards) == BOTH_GOLD


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("wheels", [DEFAULT, SWITCH], ids=lambda w: w.name)
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players, wheels):
    for run in random_sweep(TRIAL, players, wheels):
        assert run.forced or {a.team for a in run.awards} and all(a.medal == "gold" for a in run.awards)


@pytest.mark.parametrize("wheel_max", [30, 11])
@pytest.mark.parametrize("players", [4, 6])
def test_declared_fields_cover_every_prompt(players, wheel_max):
    """Trial.fields: the host checks the seated controllers against these before play."""
    declared_fields_cover_every_prompt(TRIAL, make_table(TRIAL, players, wheel_max=wheel_max))


def test_heuristic_bots_play_legally_and_finish():
    for seed in range(40):
        for players in (4, 6):
            run = run_trial(TRIAL, seed, players=players, bot="heuristic", wheels=(DEFAULT,))
            assert run.awards and run.steps <= TRIAL.step_cap
