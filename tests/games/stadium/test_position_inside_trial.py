"""Stadium positions inside a trial (issue 18 item 3; docs/positions.md, games/stadium/position.py): the trial
starts as the game starts it, then moves to the moment the position describes (steps, Scores, its own state);
``next_dice`` are the rolls after that moment; a state that breaks the trial's rules, a field of the wrong type
or a state the trial cannot go on from is one ContentError naming the field."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.core.errors import ContentError
from games.core.position import position_of, read_position, start
from games.core.rng import Rng

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "positions" / "stadium-archery.yaml"
SEATS = ["red", "blue", "yellow", "green"]


def archery(**trial) -> dict:
    """A position inside Archery: Red and Blue have shot, Yellow shoots now."""
    state = {"order": SEATS, "turn": 2, "faces": [3, -1, -2, 2], "scores": {"red": 5, "blue": 2}}
    return {"game": "stadium", "players": SEATS, "options": {"trials": "archery,golf"}, "first": "red",
            "trial": {"steps": 4, "state": {**state, **trial.pop("state", {})}, **trial}}


def test_st_arch_04_st_12_amb_45_a_position_inside_archery_starts_at_that_moment_and_the_next_dice_follow():
    game, state = start(read_position(EXAMPLE))
    assert state.current == "archery" and state.trial_steps == 5                   # AMB-45 counts them
    assert state.scores == {"red": 5, "blue": 2, "yellow": 0, "green": 0}          # ST-12
    assert state.energy == {"red": 22, "blue": 25, "yellow": 24, "green": 25}      # the position's, not the start's
    assert (state.trial_state.turn, state.trial_state.faces, state.trial_state.rerolls) == (2, (3, -1, -2, 2), 1)
    assert Rng(state.rng).forced != 0                  # the opening rolls did not use the forced green 6
    assert list(game.prompts(state)) == ["yellow"]
    after, events = game.apply(state, {"yellow": {"action": "reroll", "die": "green"}})       # ST-ARCH-04
    assert [(e["die"], e["face"], e.get("forced")) for e in events if e["type"] == "roll"] == [("green", 6, True)]
    assert after.trial_state.faces == (3, -1, -2, 6) and after.energy["yellow"] == 23
    assert game.from_json(game.to_json(state)) == state


@pytest.mark.parametrize("trial, field, says", [
    ({"stepz": 1}, "trial.stepz", "is not a field of a trial in progress"),
    ({"steps": 100000}, "trial.steps", "must be from 0 to"),
    ({"scores": {"purple": 3}}, "trial.scores.purple", "'purple' is not one of the players"),
    ({"scores": {"red": "five"}}, "trial.scores.red", "must be a whole number"),
    ({"state": {"turnn": 1}}, "trial.state.turnn", "is not a field of ArcheryState"),
    ({"state": {"faces": [3, "x", -2, 2]}}, "trial.state.faces[1]", "must be a whole number, not 'x'"),
    ({"state": {"faces": [3, 3, -2, 2]}}, "trial.state.faces[1]", "3 is not a face of the yellow die"),   # ST-ARCH-03
    ({"state": {"faces": [3, -1]}}, "trial.state.faces", "the archer shooting has 4 dice"),              # ST-ARCH-03
    ({"state": {"order": ["red", "green", "yellow", "blue"]}}, "trial.state.order", "clockwise"),       # ST-ARCH-02
    ({"state": {"turn": 1}}, "trial.state.scores", "the archers who have shot have a Score"),           # ST-ARCH-05
    ({"state": {"turn": 7}}, "trial.state.turn", "must be 0..3"),
])
def test_st_arch_02_03_05_a_trial_state_that_breaks_the_rules_is_one_error_naming_the_field(trial, field, says):
    with pytest.raises(ContentError) as error:
        position_of(archery(**trial), "q.yaml")
    assert error.value.field == field and says in error.value.message, str(error.value)


def test_a_state_the_trial_cannot_go_on_from_is_refused_by_playing_the_rest_once():
    """Pole Vault has no checks of its own: a rung past the bar's rungs fails when the trial is played on."""
    data = {"game": "stadium", "players": SEATS, "options": {"trials": "pole_vault"}, "trial": {"state": {"rung": 99}}}
    with pytest.raises(ContentError) as error:
        position_of(data, "q.yaml")
    assert error.value.field == "trial.state" and "Pole Vault cannot go on from this state" in error.value.message


def test_without_trial_the_position_is_the_start_of_the_trial_as_before():
    data = archery()
    del data["trial"]
    _, state = start(position_of(data))
    assert state.trial_steps == 0 and state.trial_state.turn == 0
