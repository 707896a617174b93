"""Basketball (ST-BASK-01..10, AMB-43, AMB-45, GAP-11, DS-BASK-01)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.core.errors import ConfigError
from games.stadium.trial import Award
from games.stadium.trials import get_trial
from games.stadium.trials.basketball import BasketballState, intercept_order
from tests.games.stadium.trial_harness import DEFAULT, SEATS4, SEATS6, SWITCH, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, content_refused, declared_fields_cover_every_prompt
from tests.games.stadium.trials.sweep import owner_content, random_sweep

TRIAL = get_trial("basketball")
R, B, G, Y = SEATS4
P, O = SEATS6[4:]
NEVER = {"white": (1,), "green": (4,), "blue": (1,), "red": (0,), "yellow": (-1,)}
"""Fixed dice: green always 4, the white die never intercepts."""
ALWAYS = {**NEVER, "white": ("intercept",)}
BOTH_GOLD = [Award("red", "gold"), Award("blue", "gold")]


def script(players: int = 4, dice=NEVER, options=None, **kw) -> Script:
    table = make_table(TRIAL, players, **kw)
    content = TRIAL.configure(table.content, options or {})
    return Script.begin(TRIAL, replace(table, dice=dice, content=content))


def shoot(n: int) -> dict:
    return {"play": "shoot", "wager": n}


def block(n: int) -> dict:
    return {"defend": "block", "wager": n}


PASS_G = {"play": "pass", "to": G}
INTERCEPT = {"defend": "intercept"}


def test_st_bask_01_classification_final_gold_no_talk_right_and_centre_wheels():
    assert (TRIAL.kind, TRIAL.talk) == ("final", False)
    s = script()
    prompts = TRIAL.prompts(s.state, s.table)
    holder = prompts[R]
    assert [(f.name, f.wheel) for f in holder.fields] == [("play", "right"), ("wager", "centre"), ("to", "centre")]
    assert holder.field("play").faces == ("yellow_triangle", "green_circle")
    assert [(f.name, f.wheel) for f in prompts[B].fields] == [("defend", "right"), ("wager", "centre")]
    assert prompts[B].field("defend").options == ("block", "intercept")


# ST-BASK-02
def test_st_bask_02_the_first_player_starts_with_the_ball_and_both_scores_are_0():
    s = script(first=Y)
    assert s.state == BasketballState(Y, {"red": 0, "blue": 0})
    assert s.table.content.score_spaces == (0, 1, 2) and s.table.content.stand_in


def test_st_bask_03_only_the_holder_and_the_opponents_program_secretly():
    s = script(6)
    prompts = TRIAL.prompts(s.state, s.table)
    assert set(prompts) == {R, B, Y, O} and all(p.secret for p in prompts.values())
    s.refused({R: shoot(1), B: INTERCEPT, Y: INTERCEPT, O: INTERCEPT, G: INTERCEPT}, "CON-07")


def test_st_bask_04_amb43a_a_pass_to_an_opponent_or_to_yourself_is_refused_state_unchanged():
    s = script()
    assert TRIAL.prompts(s.state, s.table)[R].field("to").options == (G,)
    err = s.refused({R: {"play": "pass", "to": B}, B: INTERCEPT, Y: INTERCEPT}, "ST-BASK-04")
    assert "opponent" in err.message and "teammate" in err.message
    err = s.refused({R: {"play": "pass", "to": R}, B: INTERCEPT, Y: INTERCEPT}, "ST-BASK-04")
    assert "yourself" in err.message
    s.refused({R: {"play": "dunk"}, B: INTERCEPT, Y: INTERCEPT}, "ST-BASK-04")
    s.refused({R: {"play": "pass"}, B: INTERCEPT, Y: INTERCEPT}, "ST-BASK-04")


def test_st_bask_04_st09_a_shot_above_energy_is_refused_and_amb43e_shooting_with_0_is_allowed():
    s = script(energy={R: 0})
    s.refused({R: shoot(1), B: INTERCEPT, Y: INTERCEPT}, "ST-09")
    out = s.step({R: shoot(0), B: INTERCEPT, Y: INTERCEPT})          # 0 + 4 >= 0 + 3: a basket
    assert s.state.baskets == {"red": 1, "blue": 0} and R not in out.energy


def test_st_bask_05_st09_a_block_above_energy_is_refused():
    s = script(energy={B: 2})
    err = s.refused({R: shoot(1), B: block(3), Y: INTERCEPT}, "ST-09")
    assert "Energy (2)" in err.message
    s.refused({R: shoot(1), B: {"defend": "steal"}, Y: INTERCEPT}, "ST-BASK-05")


# ST-BASK-06, ST-BASK-07, ST-BASK-08
def test_ds_bask_01_st_bask_06_07_08_a_basket_and_a_miss_same_payments_and_ball_transfer():
    """DS-BASK-01: wager 3 + roll 4 = 7 against Blocks 2 + 2 = 4 scores; against 5 misses."""
    s = script()
    out = s.step({R: shoot(3), B: block(2), Y: block(2)})
    shot = next(e for e in out.events if e["type"] == "shot")
    assert (shot["total"], shot["needed"], shot["scored"]) == (7, 7, True)
    assert out.energy == {R: -3, B: -2, Y: -2} and s.state.baskets == {"red": 1, "blue": 0}
    assert s.state.holder == B                                        # the opponent on the shooter's left
    s = script()
    out = s.step({R: shoot(3), B: block(2), Y: block(3)})
    assert next(e for e in out.events if e["type"] == "shot")["scored"] is False
    assert out.energy == {R: -3, B: -2, Y: -3} and s.state.baskets == {"red": 0, "blue": 0}
    assert s.state.holder == B


# ST-BASK-06
def test_st_bask_06_amb43b_intercept_has_no_effect_and_no_cost_against_a_shot():
    s = script(dice=ALWAYS)
    out = s.step({R: shoot(0), B: INTERCEPT, Y: INTERCEPT})
    assert [e["die"] for e in out.events if e["type"] == "roll"] == ["green"]
    assert out.energy == {} and s.state.baskets["red"] == 1 and s.state.holder == B


# ST-BASK-08
def test_st_bask_08_the_ball_goes_to_the_opponent_left_of_the_shooter_in_6_players():
    s = script(6, first=Y)
    s.step({Y: shoot(5), R: block(5), G: block(5), P: block(5)})
    assert s.state.holder == P


# ST-BASK-07, ST-BASK-09
def test_st_bask_07_09_an_unintercepted_pass_reaches_the_teammate_and_blockers_still_pay():
    s = script()
    out = s.step({R: PASS_G, B: block(4), Y: INTERCEPT})
    assert out.energy == {B: -4} and s.state.holder == G and s.state.baskets == {"red": 0, "blue": 0}
    assert [(e["by"], e["die"]) for e in out.events if e["type"] == "roll"] == [(Y, "white")]


# ST-BASK-09
def test_st_bask_09_a_pass_is_a_public_event_naming_its_receiver():
    """An event with a "to" key is private to that seat (games/core/game.py): the pass said "to", so the
    session kept it from the TV; it names its receiver instead and reaches the table's events."""
    s = script()
    out = s.step({R: PASS_G, B: block(4), Y: INTERCEPT})
    passes = [e for e in out.events if e["type"] == "pass"]
    assert passes and all("to" not in e and e["receiver"] == G for e in passes)


# ST-BASK-09
def test_st_bask_09_amb43d_the_first_intercept_takes_the_ball_and_stops_the_rolling():
    s = script(dice=ALWAYS)
    out = s.step({R: PASS_G, B: INTERCEPT, Y: INTERCEPT})
    assert [e["by"] for e in out.events if e["type"] == "roll"] == [B]          # B is on the holder's left
    assert s.state.holder == B


@pytest.mark.parametrize("policy, first", [("closest", O), ("first_clockwise", Y)])
# ST-BASK-09
def test_st_bask_09_amb43c_intercept_order_is_a_named_option(policy, first):
    s = script(6, dice=ALWAYS, options={"intercept_order": policy})
    out = s.step({R: {"play": "pass", "to": P}, B: block(0), Y: INTERCEPT, O: INTERCEPT})
    assert [e["by"] for e in out.events if e["type"] == "roll"] == [first] and s.state.holder == first


def test_amb43c_intercept_order_from_the_closest_then_clockwise():
    seats = SEATS6
    assert intercept_order(seats, R, [Y, O], "closest") == (O, Y)            # O is 1 seat away (on the right)
    assert intercept_order(seats, R, [B, Y, O], "closest") == (B, Y, O)      # tie at 1: the clockwise one
    assert intercept_order(seats, R, [Y, O], "first_clockwise") == (Y, O)
    assert intercept_order(seats, G, [O, B], "closest") == (B, O)            # B 1 away, O 3 away
    assert intercept_order(seats, R, [], "closest") == ()


@given(st.sampled_from(SEATS6), st.sets(st.sampled_from(SEATS6)), st.sampled_from(["closest", "first_clockwise"]))
def test_amb43c_every_interceptor_rolls_once_in_clockwise_order(holder, tries, policy):
    order = intercept_order(SEATS6, holder, sorted(tries - {holder}), policy)
    assert sorted(order) == sorted(tries - {holder})
    if order:
        i = SEATS6.index(order[0])
        clockwise = [s for s in (*SEATS6[i:], *SEATS6[:i]) if s in order]
        assert list(order) == clockwise


# ST-BASK-10
def test_st_bask_10_the_team_that_scores_twice_wins_gold():
    s = script()
    s.step({R: shoot(0), B: INTERCEPT, Y: INTERCEPT})                 # red 1, ball to B
    s.step({B: shoot(0), R: INTERCEPT, G: INTERCEPT})                 # blue 1, ball to G
    assert not s.over and s.state.holder == G
    out = s.step({G: shoot(0), B: INTERCEPT, Y: INTERCEPT})
    assert s.over and out.awards == (Award("red", "gold"),)


def test_amb45_the_step_cap_forces_a_tie_worth_the_forced_end_option():
    s = script()
    for _ in range(TRIAL.step_cap):
        s.step({s.state.holder: {"play": "pass", "to": G if s.state.holder == R else R},
                B: INTERCEPT, Y: INTERCEPT})                          # passing for ever
    assert not s.over and s.state.exchange == TRIAL.step_cap + 1
    assert list(TRIAL.forced_end(s.state, s.table).awards) == BOTH_GOLD
    no_medal = replace(s.table, content=TRIAL.configure(s.table.content, {"forced_end": "no_medal"}))
    assert TRIAL.forced_end(s.state, no_medal).awards == ()
    with pytest.raises(ConfigError, match="AMB-43"):
        TRIAL.configure(s.table.content, {"intercept_order": "random"})
    run = run_trial(TRIAL, 2, replace(make_table(TRIAL), dice=NEVER), wheels=(), max_steps=1)
    assert run.forced and run.awards == BOTH_GOLD                      # one exchange cannot score twice


@pytest.mark.parametrize("text, field", [
    ("stand_in: true\nscore_spaces: [0, 1, 2]\nshot_margin: 3\n", "intercept_face"),
    ("stand_in: true\nscore_spaces: [0, 1, 2]\nshot_margin: 3\nintercept_face: steal\n", "intercept_face"),
    ("stand_in: true\nscore_spaces: [0, 2]\nshot_margin: 3\nintercept_face: intercept\n", "score_spaces"),
    ("stand_in: true\nscore_spaces: [0]\nshot_margin: 3\nintercept_face: intercept\n", "score_spaces"),
    ("stand_in: true\nscore_spaces: [0, 1, 2]\nshot_margin: -1\nintercept_face: intercept\n", "shot_margin"),
])
def test_gap11_malformed_content_names_the_file_and_the_field(tmp_path: Path, text, field):
    content_refused(TRIAL, tmp_path, text, field)


def test_gap11_an_owner_track_of_three_baskets(tmp_path: Path):
    content = owner_content(TRIAL, tmp_path, "stand_in: false\nscore_spaces: [0, 1, 2, 3]\nshot_margin: 3\n"
                            "intercept_face: intercept\n")
    s = Script.begin(TRIAL, replace(make_table(TRIAL, content=content), dice=NEVER))
    for _ in range(2):
        s.step({R: shoot(0), B: INTERCEPT, Y: INTERCEPT})
        s.step({B: shoot(0), R: block(2), G: block(2)})                # misses; the ball comes back to G
        s.step({G: {"play": "pass", "to": R}, B: INTERCEPT, Y: INTERCEPT})
    assert s.state.baskets == {"red": 2, "blue": 0} and not s.over
    s.step({R: shoot(0), B: INTERCEPT, Y: INTERCEPT})
    assert s.over and s.awards == [Award("red", "gold")]


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
            assert run.awards and run.steps <= TRIAL.step_cap
