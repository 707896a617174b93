"""Anti-Doping Test (ST-DOPE-01..06, AMB-47, AMB-51, DS-DOPE-01)."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.stadium.trial import Award
from games.stadium.trials import get_trial
from games.stadium.trials.anti_doping import fill_lowest
from tests.games.stadium.trial_harness import DEFAULT, SEATS4, SEATS6, SWITCH, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, content_refused, declared_fields_cover_every_prompt
from tests.games.stadium.trials.sweep import random_sweep

TRIAL = get_trial("anti_doping")
R, B, G, Y = SEATS4
MEDALS = {"red": {"gold": 1, "silver": 1, "bronze": 2}, "blue": {"gold": 0, "silver": 2, "bronze": 1}}


def script(players: int = 4, **kw) -> Script:
    return Script.begin(TRIAL, make_table(TRIAL, players, **kw))


def choose(r: str, b: str) -> dict:
    return {R: {"choice": r}, B: {"choice": b}}


def test_st_dope_01_classification_two_participants_right_wheel_no_medals_talk_allowed():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("rest", True, True)
    s = script(6)
    prompts = TRIAL.prompts(s.state, s.table)
    assert set(prompts) == {R, B}                                  # the first player and their left
    for p in prompts.values():
        assert p.secret and p.rule == "ST-DOPE-02"
        assert [(f.wheel, f.options, f.faces) for f in p.fields] == [
            ("right", ("dope", "rest", "accuse"), ("yellow_triangle", "green_circle", "blue_crescent"))]
    s.refused({R: {"choice": "rest"}, B: {"choice": "rest"}, G: {"choice": "rest"}}, "CON-07")


def test_st_dope_01_the_participants_follow_the_first_player_around_the_table():
    s = script(first=Y)
    assert set(TRIAL.prompts(s.state, s.table)) == {Y, R}


def test_st_dope_01_no_medal_is_ever_awarded_under_random_play():
    for seed in range(60):
        run = run_trial(TRIAL, seed, make_table(TRIAL, medals=MEDALS), wheels=(DEFAULT,))
        assert all(a.change == -1 for a in run.awards)


def test_st_dope_02_bad_choices_are_refused_state_unchanged():
    s = script()
    s.refused(choose("cheat", "rest"), "ST-DOPE-02")
    s.refused({R: {"choice": "dope"}}, "CON-06")
    s.refused({R: "dope", B: {"choice": "rest"}}, "ST-DOPE-02")


def test_st_dope_03_amb51_dope_unaccused_the_doper_splits_6_energy_publicly():
    s = script(energy={R: 20, G: 28})
    out = s.step(choose("dope", "rest"))
    assert out.energy == {}                                        # nothing delivered before the splits
    prompts = TRIAL.prompts(s.state, s.table)
    assert set(prompts) == {R, B}
    red = prompts[R]
    assert not red.secret and red.rule == "ST-DOPE-03" and red.fields[0].name == "share"
    assert (red.fields[0].low, red.fields[0].high) == (4, 6)       # Green has room for 2 only (30 cap)
    s.refused({R: {"share": 3}, B: {"share": 1}}, "ST-DOPE-03")    # Green would pass 30
    s.refused({R: {"share": 7}, B: {"share": 1}}, "ST-DOPE-03")
    s.refused({R: {"share": 5}, B: {"share": 3}}, "ST-DOPE-04")    # the Rest gain is 2
    out = s.step({R: {"share": 5}, B: {"share": 2}})
    assert s.over and out.energy == {R: 5, G: 1, B: 2}
    assert s.table.energy == {R: 25, B: 27, G: 29, Y: 25}


def test_st_dope_03_amb47b_a_gain_beyond_the_team_room_fills_everyone_to_30():
    s = script(energy={R: 28, G: 29})
    out = s.step(choose("dope", "dope"))
    assert set(TRIAL.prompts(s.state, s.table)) == {B}             # Red's 3 of room leave one legal split
    assert out.energy == {R: 2, G: 1} and out.events[1]["kept"] == 3
    s.refused({B: {"share": 0}}, "ST-DOPE-03")                     # Yellow cannot take all 6
    s.step({B: {"share": 5}})
    assert s.over and s.table.energy == {R: 30, B: 30, G: 30, Y: 26}


def test_st_dope_04_rest_gains_2_split_as_the_team_chooses():
    s = script()
    s.step(choose("rest", "rest"))
    out = s.step({R: {"share": 0}, B: {"share": 1}})
    assert s.over and out.energy == {G: 2, B: 1, Y: 1}


# ST-DOPE-05
def test_st_dope_05_06_accuse_catches_a_doper_who_loses_the_best_medal_at_once():
    s = script(medals=MEDALS)
    out = s.step(choose("accuse", "dope"))
    assert s.over and out.energy == {} and out.awards == (Award("blue", "silver", -1),)
    assert s.table.medals["blue"] == {"gold": 0, "silver": 1, "bronze": 1}       # ST-DOPE-06: the board now
    assert s.table.medals["red"] == MEDALS["red"]
    s = script(medals=MEDALS)
    out = s.step(choose("dope", "accuse"))
    assert out.awards == (Award("red", "gold", -1),) and s.table.medals["red"]["gold"] == 0


# ST-DOPE-05
def test_st_dope_05_amb47c_a_caught_team_without_medals_loses_nothing():
    s = script()
    out = s.step(choose("dope", "accuse"))
    assert s.over and out.awards == () and out.energy == {}
    assert [e["medal"] for e in out.events if e["type"] == "caught"] == [None]


# ST-DOPE-05
def test_st_dope_05_amb47d_accuse_against_rest_or_accuse_has_no_effect():
    s = script(medals=MEDALS)
    out = s.step(choose("rest", "accuse"))
    assert out.awards == () and set(TRIAL.prompts(s.state, s.table)) == {R}
    s.step({R: {"share": 1}})
    assert s.over and s.table.medals == MEDALS


@pytest.mark.parametrize("r, b, red_gain, blue_gain, lost", [
    ("dope", "dope", 6, 6, None),
    ("dope", "accuse", 0, 0, "red"),
    ("dope", "rest", 6, 2, None),
    ("rest", "accuse", 2, 0, None),
    ("accuse", "accuse", 0, 0, None),
])
def test_ds_dope_01_every_pair_of_choices(r, b, red_gain, blue_gain, lost):
    s = script(energy=10, medals=MEDALS)
    s.step(choose(r, b))
    while not s.over:
        s.step({seat: {"share": p.fields[0].low} for seat, p in TRIAL.prompts(s.state, s.table).items()})
    energy = s.table.energy
    assert energy[R] + energy[G] - 20 == red_gain and energy[B] + energy[Y] - 20 == blue_gain
    assert [a.team for a in s.awards] == ([lost] if lost else [])


def test_amb51_six_players_both_teams_split_at_once_one_share_per_member_but_the_last():
    s = script(6, energy=20)
    s.step(choose("dope", "rest"))
    prompts = TRIAL.prompts(s.state, s.table)
    assert set(prompts) == {R, B}
    s.step({R: {"share": 1}, B: {"share": 0}})
    prompts = TRIAL.prompts(s.state, s.table)
    assert (prompts[R].fields[0].low, prompts[R].fields[0].high) == (0, 5)
    out = s.step({R: {"share": 2}, B: {"share": 2}})
    assert s.over and out.energy == {R: 1, G: 2, "purple": 3, Y: 2}
    assert s.outcomes[-1].events[0]["shares"] == {R: 1, G: 2, "purple": 3}


@pytest.mark.parametrize("text, field", [
    ("stand_in: false\ngains: {dope: 6}\n", "gains.rest"),
    ("stand_in: false\ngains: {dope: -1, rest: 2}\n", "gains.dope"),
    ("stand_in: false\ngains: 6\n", "gains"),
    ("stand_in: false\n", "gains"),
])
def test_malformed_content_names_the_file_and_the_field(tmp_path: Path, text, field):
    content_refused(TRIAL, tmp_path, text, field)


def test_the_printed_gains_are_not_a_stand_in():
    content = TRIAL.load(None)
    assert content.gains == {"dope": 6, "rest": 2} and not content.stand_in


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("wheels", [DEFAULT, SWITCH], ids=lambda w: w.name)
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players, wheels):
    def table(seed: int):
        energy = {s: (seed * 7 + i * 5) % 31 for i, s in enumerate(SEATS6[:players])}
        return make_table(TRIAL, players, energy=energy, wheel_max=wheels.number_max, medals=MEDALS)
    for run in random_sweep(TRIAL, players, wheels, table=table):
        assert not run.forced


@pytest.mark.parametrize("wheel_max", [30, 11])
@pytest.mark.parametrize("players", [4, 6])
def test_declared_fields_cover_every_prompt(players, wheel_max):
    """Trial.fields: the host checks the seated controllers against these before play."""
    declared_fields_cover_every_prompt(TRIAL, make_table(TRIAL, players, wheel_max=wheel_max))


@given(st.lists(st.integers(0, 30), min_size=2, max_size=3), st.integers(0, 12))
def test_amb47b_fill_lowest_never_passes_30_and_loses_only_what_does_not_fit(levels, gain):
    members = SEATS6[:len(levels)]
    energy = dict(zip(members, levels))
    shares = fill_lowest(energy, members, gain)
    assert all(energy[m] + shares[m] <= 30 and shares[m] >= 0 for m in members)
    assert sum(shares.values()) == min(gain, sum(30 - e for e in levels))


def test_heuristic_bots_play_legally_and_fill_the_lowest_first():
    for seed in range(40):
        for players in (4, 6):
            run = run_trial(TRIAL, seed, make_table(TRIAL, players, medals=MEDALS), bot="heuristic",
                            wheels=(DEFAULT,))
            assert not run.forced
    assert fill_lowest({R: 20, G: 27, "purple": 22}, [R, G, "purple"], 6) == {R: 4, G: 0, "purple": 2}
    assert fill_lowest({R: 29, G: 30}, [R, G], 6) == {R: 1, G: 0}
