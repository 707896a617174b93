"""Team Gymnastics (ST-GYM-01..08, AMB-37, AMB-38, AMB-51, DS-GYM-01): three public team auctions with
raises above the wheel, the winners' split of the price and the token passing after each medal."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.core.codec import check_prompt, encode
from games.core.prompt import OFFSET
from games.stadium.trials import get_trial
from games.stadium.trials.gymnastics import GymnasticsState
from tests.games.stadium.trial_harness import DEFAULT, SEATS4, SEATS6, SWITCH, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, content_refused, declared_fields_cover_every_prompt

TRIAL = get_trial("gymnastics")
R1, B1, R2, B2 = SEATS4                       # red, blue, green, yellow: teams alternate (ST-02)
R3, B3 = SEATS6[4:]
PASS = {"action": "pass"}


def bid(n: int) -> dict[str, object]:
    return {"action": "announce", "bid": n}


def script(players: int = 4, **kw) -> Script:
    return Script.begin(TRIAL, make_table(TRIAL, players, **kw))


def turn(s: Script) -> str:
    (seat,) = TRIAL.prompts(s.state, s.table)
    return seat


def play(s: Script, *moves: dict) -> None:
    """Each move by whoever is asked now."""
    for move in moves:
        s.step({turn(s): move})


def test_st_gym_01_classification_public_turns_no_talk_no_end_of_trial_token():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("standard", False, False)   # AMB-37, GAP-10
    s = script()
    prompt = TRIAL.prompts(s.state, s.table)[R1]
    assert not prompt.secret and prompt.controller == R1
    action, number = prompt.fields
    assert (action.wheel, action.options, action.faces) == ("right", ("announce",), ("yellow_triangle",))
    assert (number.kind, number.wheel, number.low, number.high, number.base) == (OFFSET, "centre", 0, 30, 0)


def test_st_gym_02_three_auctions_gold_silver_bronze_then_the_trial_ends():
    s = script()
    medals = []
    for _ in range(3):
        medals.append(TRIAL.view(s.state, s.table)["medal"])
        play(s, bid(0), PASS)                                      # price 0: nobody pays, no split
    assert medals == ["gold", "silver", "bronze"] and s.over
    assert [a.medal for a in s.awards] == ["gold", "silver", "bronze"]


def test_st_gym_03_amb38a_clockwise_from_the_first_player_who_must_announce():
    s = script(first=R2)
    assert turn(s) == R2
    err = s.refused({R2: PASS}, "ST-GYM-03")
    assert "AMB-38" in err.message
    play(s, bid(0))
    assert turn(s) == B2
    assert TRIAL.prompts(s.state, s.table)[B2].field("action").options == ("announce", "pass")
    play(s, bid(1))
    assert turn(s) == R1
    s.refused({B1: PASS}, "CON-06")


def test_st_gym_04_a_number_must_beat_the_last_and_stay_within_the_team_energy():
    s = script(energy={R1: 10, R2: 5, B1: 25, B2: 25})
    prompt = TRIAL.prompts(s.state, s.table)[R1]
    assert (prompt.field("bid").low, prompt.field("bid").high) == (0, 15)    # red's 10 + 5
    s.refused({R1: bid(16)}, "ST-GYM-04")
    play(s, bid(7))
    s.refused({B1: bid(7)}, "ST-GYM-04")                            # not higher than the last
    s.refused({B1: bid(6)}, "ST-GYM-04")
    s.refused({B1: {"action": "announce", "bid": "8"}}, "ST-GYM-04")
    play(s, bid(8))
    number = TRIAL.prompts(s.state, s.table)[R2].field("bid")
    assert (number.low, number.high, number.base) == (9, 15, 8)
    play(s, bid(15))
    assert TRIAL.view(s.state, s.table)["last"] == 15


def test_st_gym_04_amb01_bids_above_the_wheel_are_raises_a_team_of_three_can_reach_90():
    s = script(6, energy=30, wheel_max=SWITCH.number_max)
    last = None
    while last is None or last < 90:
        prompt = TRIAL.prompts(s.state, s.table)[turn(s)]
        number = prompt.field("bid")
        assert check_prompt(prompt, SWITCH) == () and check_prompt(prompt, DEFAULT) == ()
        assert number.high - number.base <= SWITCH.number_max              # one raise: at most the wheel
        assert encode(prompt, bid(number.high)) == {"right": "yellow_triangle", "centre": number.high - number.base}
        last = number.high
        s.step({turn(s): bid(last)})
    assert TRIAL.view(s.state, s.table)["last"] == 90
    s.refused({turn(s): bid(91)}, "ST-GYM-05")                       # nothing beats 90: only Pass


def test_st_gym_05_amb38c_a_team_that_cannot_beat_the_last_number_must_pass():
    s = script(energy={R1: 10, R2: 10, B1: 3, B2: 4})
    play(s, bid(8))
    prompt = TRIAL.prompts(s.state, s.table)[B1]
    assert [f.name for f in prompt.fields] == ["action"] and prompt.rule == "ST-GYM-05"
    assert prompt.field("action").options == ("pass",) and prompt.field("action").faces == ("green_circle",)
    err = s.refused({B1: bid(9)}, "ST-GYM-05")
    assert "(7)" in err.message
    play(s, PASS)
    assert s.awards[-1].team == "red"


# ST-GYM-06
def test_st_gym_06_a_pass_ends_the_auction_the_other_team_wins_and_pays_its_last_number():
    s = script()
    play(s, bid(2), bid(5), bid(6))                                  # R1 2, B1 5, R2 6
    out = s.step({B2: PASS})                                         # blue passes: red wins Gold, pays 6
    assert [(a.team, a.medal, a.seat) for a in out.awards] == [("red", "gold", None)]
    assert s.table.medals["red"]["gold"] == 1                        # ST-20: at once
    assert out.energy == {}                                          # the split comes first
    prompt = TRIAL.prompts(s.state, s.table)
    assert set(prompt) == {R2}                                       # AMB-51: the last announcer dials it
    share = prompt[R2].field("share")
    assert (share.low, share.high) == (0, 6) and not prompt[R2].secret
    s.refused({R2: {"share": 7}}, "AMB-51")
    out = s.step({R2: {"share": 4}})                                 # red's share 4, green's the rest: 2
    assert out.energy == {R1: -4, R2: -2}
    assert s.table.energy == {R1: 21, B1: 25, R2: 23, B2: 25}        # the passing team spends nothing


# ST-GYM-06
def test_st_gym_06_amb51_a_split_keeps_every_share_within_the_members_energy():
    s = script(energy={R1: 20, R2: 3, B1: 25, B2: 25})
    play(s, bid(0), bid(1), bid(10), PASS)                           # red wins for 10; green holds only 3
    share = TRIAL.prompts(s.state, s.table)[R2].field("share")
    assert (share.low, share.high) == (7, 10)
    s.refused({R2: {"share": 6}}, "AMB-51")
    out = s.step({R2: {"share": 7}})
    assert out.energy == {R1: -7, R2: -3}


# ST-GYM-06
def test_st_gym_06_amb51_six_players_the_designated_member_dials_two_shares():
    s = script(6)
    play(s, bid(0), bid(9), PASS)                                    # blue (B1 9) wins; R2 passes
    assert turn(s) == B1
    s.step({B1: {"share": 2}})
    assert turn(s) == B1 and TRIAL.view(s.state, s.table)["split"]["given"] == [2]
    out = s.step({B1: {"share": 3}})
    assert out.energy == {B1: -2, B2: -3, B3: -4}


def test_amb51_amb01_a_share_beyond_the_wheel_is_dialled_as_a_raise_over_the_lowest_share():
    s = script(wheel_max=SWITCH.number_max)
    play(s, bid(0), bid(11), bid(22), bid(33), bid(40), PASS)       # red (R1's 40) wins; R1 splits 40
    prompt = TRIAL.prompts(s.state, s.table)[R1]
    share = prompt.field("share")
    assert (share.kind, share.low, share.high, share.base) == (OFFSET, 15, 25, 15)   # green holds 25
    assert check_prompt(prompt, SWITCH) == () and encode(prompt, {"share": 25}) == {"centre": 10}
    s.refused({R1: {"share": 14}}, "AMB-51")
    out = s.step({R1: {"share": 18}})
    assert out.energy == {R1: -18, R2: -22}


# ST-GYM-07
def test_st_gym_07_amb37_the_token_passes_after_each_medal_and_the_next_auction_starts_there():
    s = script()
    firsts = [s.table.first]
    for _ in range(3):
        out = s.outcomes[-1]
        play(s, bid(0), PASS)
        assert s.outcomes[-1].pass_token == 1 and out is not s.outcomes[-1]
        firsts.append(s.table.first)
        if not s.over:
            assert turn(s) == s.table.first and TRIAL.view(s.state, s.table)["last"] is None   # AMB-38b
    assert firsts == [R1, B1, R2, B2]


# ST-GYM-08
def test_st_gym_08_one_team_may_win_all_three_medals():
    s = script()
    play(s, bid(0), PASS)                                            # R1 0, B1 passes: red Gold for 0
    play(s, bid(0), bid(1), PASS)                                    # B1 0, R2 1, B2 passes: red Silver for 1
    s.step({R2: {"share": 0}})                                       # R1's share 0: R2 pays the 1
    play(s, bid(0), bid(1), bid(2), PASS)                            # R2 0, B2 1, R1 2, B1 passes: red Bronze
    s.step({R1: {"share": 2}})
    assert s.over and [(a.team, a.medal) for a in s.awards] == [("red", "gold"), ("red", "silver"),
                                                                ("red", "bronze")]
    assert s.table.energy == {R1: 23, B1: 25, R2: 24, B2: 25}


def test_ds_gym_01_blue_wins_gold_for_3_token_to_b1_silver_starts_with_b1():
    """DS-GYM-01: seats R1 B1 R2 B2, first R1. R1 "0", B1 "3", R2 passes → Blue wins Gold and pays 3 in total
    (split chosen by Blue); token → B1; the Silver auction starts with B1."""
    s = script()
    play(s, bid(0), bid(3))
    out = s.step({R2: PASS})
    assert [(a.team, a.medal) for a in out.awards] == [("blue", "gold")] and out.pass_token == 1
    assert s.table.first == B1
    assert turn(s) == B1                                             # B1, the last announcer, splits
    out = s.step({B1: {"share": 1}})
    assert out.energy == {B1: -1, B2: -2} and sum(out.energy.values()) == -3
    assert turn(s) == B1 and TRIAL.view(s.state, s.table)["medal"] == "silver"
    assert TRIAL.prompts(s.state, s.table)[B1].field("action").options == ("announce",)


def test_the_last_medals_split_ends_the_trial():
    s = script()
    play(s, bid(0), PASS, bid(0), PASS, bid(0), bid(4), PASS)       # Bronze: R2 0, B2 4, R1 passes
    assert not s.over and turn(s) == B2
    s.step({B2: {"share": 4}})
    assert s.over and s.table.energy[B1] == 21


def test_bot_habits_content(tmp_path: Path):
    content = make_table(TRIAL).content
    assert not content.stand_in and content.bid_share == {"gold": 40, "silver": 25, "bronze": 15}
    for text, field in [
        ("bid_share: {gold: 1, silver: 1, bronze: 1}\nraise_by: [1, 2]\n", "stand_in"),
        ("stand_in: false\nraise_by: [1, 2]\n", "bid_share"),
        ("stand_in: false\nbid_share: {gold: 1, silver: 1}\nraise_by: [1, 2]\n", "bid_share.bronze"),
        ("stand_in: false\nbid_share: {gold: 1, silver: 101, bronze: 1}\nraise_by: [1, 2]\n", "bid_share.silver"),
        ("stand_in: false\nbid_share: {gold: 1, silver: 1, bronze: 1, tin: 1}\nraise_by: [1, 2]\n",
         "bid_share.tin"),
        ("stand_in: false\nbid_share: {gold: 1, silver: 1, bronze: 1}\nraise_by: [0, 2]\n", "raise_by[0]"),
        ("stand_in: false\nbid_share: {gold: 1, silver: 1, bronze: 1}\nraise_by: [3, 2]\n", "raise_by"),
    ]:
        content_refused(TRIAL, tmp_path, text, field)


def test_bad_input_refused_with_its_rule_state_unchanged():
    s = script()
    s.refused({R1: {"action": "shout"}}, "ST-GYM-03")
    s.refused({R1: {"action": "announce"}}, "ST-GYM-04")
    s.refused({R1: bid(-1)}, "ST-GYM-04")
    s.refused({R1: bid(0), B1: PASS}, "CON-07")
    assert s.state == GymnasticsState(R1)


@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players):
    for seed in range(200):
        run = run_trial(TRIAL, seed, players=players)
        assert not run.forced and run.steps <= TRIAL.step_cap
        assert [a.medal for a in run.awards] == ["gold", "silver", "bronze"]
        prices = [e["price"] for step in run.log for e in step["events"] if e["type"] == "auction_won"]
        assert sum(25 - e for e in run.table.energy.values()) == sum(prices)


@pytest.mark.parametrize("players", [4, 6])
def test_heuristic_bots_bid_within_the_team_energy_and_finish(players):
    for seed in range(60):
        run = run_trial(TRIAL, seed, players=players, bot="heuristic")
        assert not run.forced and len(run.awards) == 3
        assert all(e >= 0 for e in run.table.energy.values())


@pytest.mark.parametrize("wheel_max", [30, 11])
@pytest.mark.parametrize("players", [4, 6])
def test_every_prompt_stays_within_the_declared_fields(players, wheel_max):
    declared_fields_cover_every_prompt(TRIAL, make_table(TRIAL, players, wheel_max=wheel_max))
