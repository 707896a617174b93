"""Weightlifting (ST-LIFT-01..09, AMB-39, GAP-11, DS-LIFT-01): lift / re-roll / pass turns with scripted dice."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from games.stadium.trials import get_trial
from games.stadium.trials.weightlifting import Weight
from tests.games.stadium.trial_harness import SEATS4, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, content_refused, declared_fields_cover_every_prompt

TRIAL = get_trial("weightlifting")
R, B, G, Y = SEATS4
PASS = {"action": "pass"}
REROLL = {"action": "reroll"}


def lift(weight: int) -> dict[str, object]:
    return {"action": "lift", "weight": weight}


@dataclass
class Rolls:
    """Green-die faces in the order the test wants them (stands in for the seeded generator)."""

    faces: list[int]
    forced: int = 0        # no position-forced rolls (games/core/rng.py Rng.forced)

    @property
    def state(self) -> tuple[int, ...]:
        return tuple(self.faces)

    def pick(self, items):
        face = self.faces.pop(0)
        assert face in items
        return face


def script(*faces: int, players: int = 4, **kw) -> Script:
    s = Script.begin(TRIAL, make_table(TRIAL, players, **kw))
    s.rng = Rolls(list(faces))
    return s


def turn(s: Script) -> str:
    (seat,) = TRIAL.prompts(s.state, s.table)
    return seat


def test_st_lift_01_classification_public_turns_talk_allowed_token_passes_after():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("standard", True, True)      # GAP-10
    s = script()
    (prompt,) = TRIAL.prompts(s.state, s.table).values()
    assert not prompt.secret and prompt.controller == R
    action, weight = prompt.fields
    assert (action.wheel, action.options, action.faces) == ("right", ("lift", "pass"),
                                                            ("yellow_triangle", "green_circle"))
    assert (weight.wheel, weight.options, weight.faces) == ("centre", (1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6))


def test_gap11_weights_and_green_ranges_are_stand_in_content():
    content = make_table(TRIAL).content
    assert content.stand_in
    assert content.weights == (Weight(1, 1, 6), Weight(2, 2, 6), Weight(3, 3, 6), Weight(4, 4, 6),
                               Weight(5, 5, 6), Weight(6, 6, 6))


@pytest.mark.parametrize("text, field", [
    ("weights: []\nbot: {min_chance: 1}\n", "stand_in"),
    ("stand_in: true\nbot: {min_chance: 1}\n", "weights"),
    ("stand_in: true\nweights: []\nbot: {min_chance: 1}\n", "weights"),
    ("stand_in: true\nweights: [{weight: 2, range: [1, 6]}, {weight: 2, range: [3, 6]}]\n"
     "bot: {min_chance: 1}\n", "weights[1].weight"),
    ("stand_in: true\nweights: [{weight: x, range: [1, 6]}]\nbot: {min_chance: 1}\n",
     "weights[0].weight"),
    ("stand_in: true\nweights: [{weight: -1, range: [1, 6]}]\nbot: {min_chance: 1}\n",
     "weights[0].weight"),
    ("stand_in: true\nweights: [{weight: 1, range: [6, 1]}]\nbot: {min_chance: 1}\n",
     "weights[0].range"),
    ("stand_in: true\nweights: [{weight: 1, range: [1]}]\nbot: {min_chance: 1}\n",
     "weights[0].range"),
    ("stand_in: true\nweights: [{weight: 1}]\nbot: {min_chance: 1}\n", "weights[0].range"),
    ("stand_in: true\nweights: [7]\nbot: {min_chance: 1}\n", "weights[0]"),
    ("stand_in: true\nweights: [{weight: 1, range: [1, 6]}]\n", "bot"),
    ("stand_in: true\nweights: [{weight: 1, range: [1, 6]}]\nbot: {min_chance: 101}\n",
     "bot.min_chance"),
])
def test_gap11_malformed_weights_name_the_file_and_the_field(tmp_path: Path, text, field):
    content_refused(TRIAL, tmp_path, text, field)


def test_gap11_an_owner_transcription_replaces_the_table(tmp_path: Path):
    path = tmp_path / "weightlifting.yaml"
    path.write_text("stand_in: false\nweights: [{weight: 50, range: [2, 6]}, {weight: 80, range: [5, 5]}]\n"
                    "bot: {min_chance: 10}\n")
    content = TRIAL.load(str(path))
    s = script(5, content=content)
    prompt = TRIAL.prompts(s.state, s.table)[R]
    assert prompt.field("weight").options == (50, 80) and prompt.field("weight").faces == (1, 2)
    s.step({R: lift(80)})
    assert s.outcomes[-1].scores == {R: 80}


# ST-LIFT-02
def test_st_lift_02_turns_go_clockwise_from_the_first_player_skipping_those_who_passed():
    s = script(6, 6, players=6, first=G)
    order = []
    for inputs in (lift(1), PASS, PASS, PASS, PASS, PASS):          # G lifts, then Y P O R B pass
        order.append(turn(s))
        s.step({turn(s): inputs})
    assert order == [G, Y, "purple", "orange", R, B]
    assert turn(s) == G                                              # the only one left, again and again
    s.step({G: lift(2)})
    assert turn(s) == G


def test_st_lift_03_a_turn_is_lift_or_pass_and_a_lift_needs_a_weight():
    s = script()
    s.refused({R: {"action": "lift"}}, "ST-LIFT-04")                 # no weight named
    s.refused({R: lift(7)}, "ST-LIFT-04")                            # not on the tile's table
    s.refused({R: {"action": "reroll"}}, "ST-LIFT-03")              # nothing to re-roll at the start of a turn
    s.refused({R: "lift"}, "ST-LIFT-03")
    s.refused({B: PASS}, "CON-06")


def test_st_lift_04_a_lift_pays_1_rolls_green_and_succeeds_inside_the_range():
    s = script(4)
    out = s.step({R: lift(4)})
    assert out.energy == {R: -1} and out.scores == {R: 4}
    assert out.events[0] == {"type": "roll", "die": "green", "face": 4, "by": R}
    assert s.table.energy[R] == 24 and s.state.lifted == {R: 4} and turn(s) == B    # the turn ends


def test_st_lift_04_a_face_below_the_range_fails():
    s = script(3)
    out = s.step({R: lift(4)})
    assert out.energy == {R: -1} and out.scores == {} and s.state.attempt == 4 and turn(s) == R


def test_st_lift_05_amb39_reroll_for_the_same_weight_any_number_of_times():
    s = script(1, 2, 3, 5)
    s.step({R: lift(5)})
    prompt = TRIAL.prompts(s.state, s.table)[R]
    assert [f.name for f in prompt.fields] == ["action"]                 # AMB-39d: no weight to choose
    assert prompt.field("action").options == ("reroll", "pass")
    s.refused({R: lift(1)}, "ST-LIFT-05")
    s.step({R: REROLL})
    s.step({R: REROLL})
    out = s.step({R: REROLL})
    assert out.scores == {R: 5} and s.table.energy[R] == 21 and turn(s) == B


def test_st_lift_05_amb39a_pass_after_a_failed_roll_leaves_the_competition():
    s = script(1)
    s.step({R: lift(2)})
    s.step({R: PASS})
    assert s.state.passed == (R,) and turn(s) == B
    for seat in (B, G, Y):
        s.step({seat: PASS})
    assert s.over and s.awards == []


def test_st_lift_06_amb39b_a_later_turn_must_be_heavier():
    s = script(5, 6)
    s.step({R: lift(3)})
    for seat in (B, G, Y):
        s.step({seat: PASS})
    prompt = TRIAL.prompts(s.state, s.table)[R]
    assert prompt.field("weight").options == (4, 5, 6) and prompt.field("weight").faces == (4, 5, 6)
    err = s.refused({R: lift(3)}, "ST-LIFT-06")
    assert "heavier" in err.message
    s.refused({R: lift(1)}, "ST-LIFT-06")
    s.step({R: lift(6)})
    prompt = TRIAL.prompts(s.state, s.table)[R]                       # nothing heavier than 6
    assert prompt.field("action").options == ("pass",) and prompt.field("action").faces == ("green_circle",)
    s.refused({R: lift(6)}, "ST-LIFT-06")
    s.step({R: PASS})
    assert s.over and s.medals() == {R: "gold"}


# ST-LIFT-07
def test_st_lift_07_pass_is_permanent_and_the_score_stays():
    s = script(6)
    s.step({R: lift(2)})
    s.step({B: PASS})
    s.step({G: PASS})
    s.step({Y: PASS})
    s.step({R: PASS})
    assert s.over and s.medals() == {R: "gold"} and s.state is None
    s = script(6)
    s.step({R: PASS})
    s.step({B: lift(1)})
    assert turn(s) == G
    s.step({G: PASS})
    s.step({Y: PASS})
    assert turn(s) == B                                               # R and the others are never asked again


def test_st_lift_08_without_energy_a_player_must_pass():
    s = script(1, energy={R: 1})
    s.step({R: lift(3)})                                             # fails, Energy now 0
    prompt = TRIAL.prompts(s.state, s.table)[R]
    assert prompt.field("action").options == ("pass",) and prompt.rule == "ST-LIFT-05"
    err = s.refused({R: REROLL}, "ST-LIFT-08")
    assert "none left" in err.message
    s = script(energy={R: 0})
    assert TRIAL.prompts(s.state, s.table)[R].field("action").options == ("pass",)
    s.refused({R: lift(1)}, "ST-LIFT-08")
    s.step({R: PASS})


# ST-LIFT-09
def test_st_lift_09_lifters_ranked_by_heaviest_weight_3_medals_unranked_get_nothing():
    s = script(6, 6, 6, players=6)
    s.step({R: lift(5)})
    s.step({B: lift(5)})
    s.step({G: lift(3)})
    for seat in ("yellow", "purple", "orange", R, B, G):
        s.step({seat: PASS})
    assert s.over
    assert s.medals() == {R: "gold", B: "gold", G: "bronze"}         # ST-17 after two Golds
    assert [(a.team, a.medal) for a in s.awards] == [("red", "gold"), ("blue", "gold"), ("red", "bronze")]


def test_ds_lift_01_lift_then_fail_heavier_twice_then_pass():
    """DS-LIFT-01: w1 lifted on the first roll (1 Energy); later a heavier w2 fails, is re-rolled and fails
    again (1 + 1 Energy), then Pass → Score stays w1, 3 Energy spent; a player who never lifted is unranked."""
    s = script(2, 3, 1)
    s.step({R: lift(2)})
    for seat in (B, G):
        s.step({seat: PASS})
    s.step({Y: lift(4)})                                             # fails (3 < 4)
    s.step({Y: PASS})                                                # Y never lifted: unranked
    s.step({R: lift(5)})                                             # fails (1 < 5)
    assert s.state.attempt == 5
    s.rng.faces.append(4)
    s.step({R: REROLL})                                              # fails again (4 < 5)
    s.step({R: PASS})
    assert s.over
    assert s.table.energy[R] == 25 - 3 and s.state is None
    assert [o.scores for o in s.outcomes if o.scores] == [{R: 2}]
    assert s.medals() == {R: "gold"}                                  # Y, B, G unranked


def test_bad_input_refused_with_its_rule_state_unchanged():
    s = script(1)
    s.refused({R: {"action": "lift", "weight": "4"}}, "ST-LIFT-04")
    s.refused({R: PASS, B: PASS}, "CON-07")
    s.refused({}, "CON-06")


@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players):
    for seed in range(200):
        run = run_trial(TRIAL, seed, players=players)
        assert not run.forced and run.steps <= TRIAL.step_cap
        spent = sum(25 - e for e in run.table.energy.values())
        lifts = sum(1 for step in run.log for e in step["events"] if e["type"] == "lift")
        assert spent == lifts                                        # 1 Energy per roll, nothing else
        assert all(a.seat in run.scores for a in run.awards)         # only lifters get medals


def test_heuristic_bots_keep_energy_for_the_finals_and_finish():
    for seed in range(40):
        for players in (4, 6):
            run = run_trial(TRIAL, seed, players=players, bot="heuristic")
            assert not run.forced
            assert all(e >= 12 for e in run.table.energy.values())     # 6 for each of 2 Finals ahead
            assert len(run.awards) >= 1


@pytest.mark.parametrize("wheel_max", [30, 11])
@pytest.mark.parametrize("players", [4, 6])
def test_every_prompt_stays_within_the_declared_fields(players, wheel_max):
    declared_fields_cover_every_prompt(TRIAL, make_table(TRIAL, players, wheel_max=wheel_max))
