"""Pole Vault (ST-POLE-01..08, AMB-40, GAP-11, DS-POLE-01)."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.stadium.trials import get_trial
from games.stadium.trials.pole_vault import PoleVaultState
from tests.games.stadium.trial_harness import SEATS4, SEATS6, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, all_, content_refused

TRIAL = get_trial("pole_vault")
R, B, G, Y = SEATS4
J, W = {"action": "jump"}, {"action": "wait"}


def script(players: int = 4, **kw) -> Script:
    return Script.begin(TRIAL, make_table(TRIAL, players, **kw))


def test_st_pole_01_classification_right_wheel_secret_no_talk():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("standard", False, False)
    s = script()
    for seat, p in TRIAL.prompts(s.state, s.table).items():
        assert p.secret and p.controller == seat
        assert [(f.wheel, f.options, f.faces) for f in p.fields] == [
            ("right", ("jump", "wait"), ("yellow_triangle", "green_circle"))]       # GAP-12


# ST-POLE-02
def test_st_pole_02_cube_starts_on_the_9_rung_and_rungs_are_stand_in_content():
    s = script()
    assert s.state == PoleVaultState(0, ())
    assert TRIAL.view(s.state, s.table)["cost"] == 9
    assert s.table.content.rungs == (9, 7, 5, 3, 1) and s.table.content.stand_in


@pytest.mark.parametrize("text, field", [
    ("stand_in: true\nrungs: [8, 7]\n", "rungs[0]"),
    ("stand_in: true\nrungs: [9, 9, 5]\n", "rungs[1]"),
    ("stand_in: true\nrungs: [9, 3, -1]\n", "rungs[2]"),
    ("stand_in: true\nrungs: [9, two]\n", "rungs[1]"),
    ("stand_in: true\nrungs: []\n", "rungs"),
    ("stand_in: true\nrungs: [9, 10]\n", "rungs[1]"),
    ("rungs: [9, 7]\n", "stand_in"),
    ("stand_in: true\n", "rungs"),
])
# ST-POLE-02
def test_st_pole_02_gap11_malformed_rungs_name_the_file_and_the_field(tmp_path: Path, text, field):
    content_refused(TRIAL, tmp_path, text, field)


def test_gap11_an_owner_transcription_replaces_the_rungs(tmp_path: Path):
    path = tmp_path / "pole_vault.yaml"
    path.write_text("stand_in: false\nrungs: [9, 4, 0]\n")
    content = TRIAL.load(str(path))
    assert content.rungs == (9, 4, 0) and not content.stand_in
    s = script(content=content)
    s.step(all_(SEATS4, action="wait"))
    s.step(all_(SEATS4, action="wait"))
    assert TRIAL.view(s.state, s.table)["cost"] == 0 and TRIAL.view(s.state, s.table)["lowest"]


def test_st_pole_03_only_players_without_a_medal_choose_again():
    s = script()
    s.step({R: J, B: W, G: W, Y: W})
    assert set(TRIAL.prompts(s.state, s.table)) == {B, G, Y}
    s.refused({R: W, B: W, G: W, Y: W}, "CON-07")        # the medallist is not asked any more


def test_st_pole_04_amb40a_jump_without_the_rung_energy_is_refused_state_unchanged():
    s = script(energy={R: 8})
    prompt = TRIAL.prompts(s.state, s.table)[R]
    assert prompt.field("action").options == ("wait",)
    assert prompt.field("action").faces == ("green_circle",)   # Wait keeps its symbol
    err = s.refused({R: J, B: W, G: W, Y: W}, "ST-POLE-04")
    assert "9 Energy" in err.message and "8" in err.message
    s.step({R: W, B: W, G: W, Y: W})                      # 7-rung: now affordable
    assert TRIAL.prompts(s.state, s.table)[R].field("action").options == ("jump", "wait")


def test_st_pole_04_exact_energy_may_jump():
    s = script(energy={R: 9})
    s.step({R: J, B: W, G: W, Y: W})
    assert s.table.energy[R] == 0 and s.medals() == {R: "gold"}


# ST-POLE-05
def test_st_pole_05_nobody_jumps_the_cube_drops_and_nobody_pays():
    s = script()
    out = s.step(all_(SEATS4, action="wait"))
    assert s.state == PoleVaultState(1, ()) and out.energy == {} and out.awards == ()
    assert set(TRIAL.prompts(s.state, s.table)) == set(SEATS4)


# ST-POLE-06
def test_st_pole_06_amb40c_jumpers_pay_the_rung_and_rank_below_earlier_rounds():
    s = script()
    s.step({R: W, B: W, G: W, Y: W})                      # 9: nobody
    out = s.step({R: J, B: J, G: W, Y: W})                # 7: two Golds, each pays 7
    assert out.energy == {R: -7, B: -7} and s.table.energy == {R: 18, B: 18, G: 25, Y: 25}
    assert s.medals() == {R: "gold", B: "gold"}
    out = s.step({G: J, Y: W})                            # 5: after two Golds the next rank is Bronze (ST-17)
    assert out.energy == {G: -5} and [(a.seat, a.medal, a.team) for a in out.awards] == [(G, "bronze", "red")]
    assert s.over


# ST-POLE-07
def test_st_pole_07_fewer_than_3_medals_the_cube_drops_for_the_others():
    s = script()
    s.step({R: J, B: W, G: W, Y: W})
    assert s.state == PoleVaultState(1, ((R,),))
    out = s.step({B: J, G: W, Y: W})                      # 1 Gold, then Silver (ST-16): 2 medals, go on
    assert [(a.seat, a.medal) for a in out.awards] == [(B, "silver")] and s.state.rung == 2
    out = s.step({G: W, Y: J})                            # Gold + Silver, then Bronze (ST-18)
    assert [(a.seat, a.medal) for a in out.awards] == [(Y, "bronze")] and s.over


# ST-POLE-08
def test_st_pole_08_amb40b_waiting_on_the_lowest_rung_wins_nothing_and_ends_the_trial():
    s = script()
    for _ in range(4):
        s.step(all_(SEATS4, action="wait"))
    assert TRIAL.view(s.state, s.table)["lowest"]
    out = s.step({R: J, B: W, G: W, Y: W})                # the last round: its jumpers are medalled
    assert s.over and [(a.seat, a.medal) for a in out.awards] == [(R, "gold")]
    assert len(s.awards) == 1                              # Waiters get nothing


# ST-POLE-08
def test_st_pole_08_everyone_waits_to_the_end_no_medals():
    s = script()
    for _ in range(5):
        s.step(all_(SEATS4, action="wait"))
    assert s.over and s.awards == []


# ST-POLE-08
def test_st_pole_08_three_or_more_medals_end_the_trial_at_once():
    s = script(6)
    out = s.step(all_(SEATS6, action="jump"))            # six Golds at the top rung
    assert s.over and len(out.awards) == 6 and all(a.medal == "gold" for a in out.awards)


def test_ds_pole_01_one_gold_nobody_then_two_silvers():
    """DS-POLE-01: rung 9 one Jumps → Gold, pays 9; next rung nobody; next rung two Jump → two Silvers."""
    s = script()
    out = s.step({R: J, B: W, G: W, Y: W})
    assert out.energy == {R: -9} and s.medals() == {R: "gold"}
    s.step({B: W, G: W, Y: W})
    out = s.step({B: J, G: W, Y: J})
    assert out.energy == {B: -5, Y: -5}
    assert s.medals() == {R: "gold", B: "silver", Y: "silver"} and s.over


def test_bad_input_is_refused_with_its_rule():
    s = script()
    s.refused({R: J, B: W, G: W}, "CON-06")
    s.refused({R: {"action": "fly"}, B: W, G: W, Y: W}, "ST-POLE-03")
    s.refused({R: "jump", B: W, G: W, Y: W}, "ST-POLE-03")


@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players):
    for seed in range(200):
        run = run_trial(TRIAL, seed, players=players)
        assert not run.forced and run.steps <= TRIAL.step_cap
        medals = len(run.awards)
        assert medals >= 3 or run.steps == len(run.table.content.rungs)
        assert all(e >= 0 for e in run.table.energy.values())


def test_heuristic_bots_play_legally_and_finish():
    for seed in range(40):
        for players in (4, 6):
            run = run_trial(TRIAL, seed, players=players, bot="heuristic")
            assert not run.forced
