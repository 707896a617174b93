"""Equestrian (ST-EQU-01..09, EX-ST-EQU-01, AMB-46, GAP-11) alone, through the shared trial harness; the die
is fixed by giving the table a green die of one face."""
from __future__ import annotations

from dataclasses import replace

import pytest

from games.stadium.trials import get_trial
from tests.games.stadium.trial_harness import SEATS4, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, all_, content_refused, declared_fields_cover_every_prompt

EQU = get_trial("equestrian")


def script(green: int | tuple[int, ...], players: int = 4, **table) -> Script:
    t = make_table(EQU, players, **table)
    faces = (green,) if isinstance(green, int) else green
    return Script.begin(EQU, replace(t, dice={**t.dice, "green": faces}))


def test_st_equ_01_classification():
    assert (EQU.kind, EQU.talk, EQU.passes_token) == ("standard", True, True)


# ST-EQU-02
def test_st_equ_02_gap11_five_obstacles_marker_starts_on_the_first():
    s = script(3)
    assert s.table.content.obstacles == (4, 6, 8, 10, 12) and s.table.content.stand_in
    assert s.state.obstacle == 0 and EQU.view(s.state, s.table)["height"] == 4


# ST-EQU-03
def test_st_equ_03_every_rider_still_in_wagers_secretly():
    s = script(1)
    s.step({"red": {"wager": 3}, "blue": {"wager": 0}, "green": {"wager": 3}, "yellow": {"wager": 3}})
    prompts = EQU.prompts(s.state, s.table)
    assert set(prompts) == {"red", "green", "yellow"} and all(p.secret for p in prompts.values())


# ST-EQU-04
def test_ex_st_equ_01_st_equ_04_09_jump_on_the_second_obstacle():
    """Marker on obstacle 2 (value 6): w + g >= 6 clears, else Score = white square 2 (1) and out; w spent."""
    s = script(3)
    s.step(all_(SEATS4, wager=1))                                    # 1 + 3 >= 4: everyone clears obstacle 1
    assert s.state.obstacle == 1
    out = s.step({"red": {"wager": 3}, "blue": {"wager": 2}, "green": {"wager": 5}, "yellow": {"wager": 0}})
    assert s.state.riders == ("red", "green")                        # 3+3, 5+3 clear; 2+3, 0+3 fail
    assert out.scores == {"blue": 1, "yellow": 1}                    # ST-EQU-05 white square at position 2
    assert out.energy == {"red": -3, "blue": -2, "green": -5}        # ST-EQU-09: spent either way


# ST-EQU-04
def test_st_equ_04_riders_roll_clockwise_from_the_first_player_skipping_the_eliminated():
    s = script(6, first="green")
    s.step({"red": {"wager": 0}, "blue": {"wager": 0}, "green": {"wager": 0}, "yellow": {"wager": 0}})
    out = s.step({"red": {"wager": 0}, "blue": {"wager": 0}, "green": {"wager": 0}, "yellow": {"wager": 0}})
    rolls = [e["by"] for e in out.events if e["type"] == "roll"]
    assert rolls == ["green", "yellow", "red", "blue"]
    s2 = script(1, first="green")
    s2.step({"red": {"wager": 3}, "blue": {"wager": 0}, "green": {"wager": 3}, "yellow": {"wager": 3}})
    out = s2.step({"red": {"wager": 5}, "green": {"wager": 5}, "yellow": {"wager": 5}})
    assert [e["by"] for e in out.events if e["type"] == "roll"] == ["green", "yellow", "red"]


# ST-EQU-06, ST-EQU-07
def test_st_equ_06_07_the_trial_ends_when_everyone_is_out():
    s = script(1)
    s.step(all_(SEATS4, wager=0))                                    # 0 + 1 < 4: all out at obstacle 1
    assert s.over
    assert set(s.medals().values()) == {"gold"} and len(s.medals()) == 4     # all ranked equal (0 cleared)


# ST-EQU-07, ST-EQU-08
def test_st_equ_07_08_amb46_clearing_all_five_scores_5_and_ranks_first():
    s = script(3, energy=30)
    s.step(all_(SEATS4, wager=1))                                   # 1 + 3 >= 4: everyone clears
    s.step({"red": {"wager": 3}, "blue": {"wager": 0}, "green": {"wager": 3}, "yellow": {"wager": 0}})
    s.step({"red": {"wager": 5}, "green": {"wager": 0}})            # obstacle 8: red clears, green out
    s.step({"red": {"wager": 7}})
    out = s.step({"red": {"wager": 9}})                             # obstacle 12 cleared
    assert s.over and out.scores["red"] == 5
    assert s.medals() == {"red": "gold", "green": "silver", "blue": "bronze", "yellow": "bronze"}
    assert s.outcomes[2].scores == {"blue": 1, "yellow": 1} and s.outcomes[3].scores == {"green": 2}


def test_st09_wager_above_energy_refused_and_nothing_changes():
    s = script(3, energy={"red": 2})
    err = s.refused({"red": {"wager": 3}, "blue": {"wager": 0}, "green": {"wager": 0}, "yellow": {"wager": 0}},
                    "ST-09")
    assert "Energy (2)" in err.message


def test_an_eliminated_rider_is_not_asked_and_may_not_answer():
    s = script(1)
    s.step({"red": {"wager": 3}, "blue": {"wager": 0}, "green": {"wager": 3}, "yellow": {"wager": 3}})
    s.refused({"red": {"wager": 0}, "blue": {"wager": 0}, "green": {"wager": 0}, "yellow": {"wager": 0}},
              "CON-07")


@pytest.mark.parametrize("text, field", [
    ("stand_in: true\nobstacles: [4, 6]\nwhite_squares: [0]\nclear_all_score: 5\n", "white_squares"),
    ("stand_in: true\nobstacles: [4, 60]\nwhite_squares: [0, 1]\nclear_all_score: 5\n", "obstacles[1]"),
    ("stand_in: true\nobstacles: [4, 6]\nwhite_squares: [0, 1]\nclear_all_score: 1\n", "clear_all_score"),
    ("stand_in: true\nobstacles: [4, 6]\nwhite_squares: [0, 1]\n", "clear_all_score"),
    ("obstacles: [4, 6]\nwhite_squares: [0, 1]\nclear_all_score: 5\n", "stand_in"),
])
def test_gap11_malformed_content_names_the_file_and_field(tmp_path, text, field):
    content_refused(EQU, tmp_path, text, field)


def test_an_owners_transcription_is_used(tmp_path):
    path = tmp_path / "equestrian.yaml"
    path.write_text("stand_in: false\nobstacles: [2, 3]\nwhite_squares: [0, 1]\nclear_all_score: 2\n")
    content = EQU.load(str(path))
    assert content.obstacles == (2, 3) and not content.stand_in


@pytest.mark.parametrize("players", [4, 6])
def test_alone_under_random_bots_200_seeds_ends_within_its_cap(players):
    for seed in range(200):
        run = run_trial(EQU, seed, players=players)
        assert not run.forced and run.steps <= 5
        ranked = {a.seat for a in run.awards}
        assert ranked and all(a.change == 1 for a in run.awards)


def test_heuristic_bots_answer_legally_and_the_fields_cover_every_prompt():
    for seed in range(50):
        run_trial(EQU, seed, players=6 if seed % 2 else 4, bot="heuristic")
    declared_fields_cover_every_prompt(EQU, make_table(EQU, 6))


def test_forced_end_is_the_documented_tie():
    s = script(3)
    out = EQU.forced_end(s.state, s.table)
    assert out.state is None and {a.team for a in out.awards} == {"red", "blue"}
