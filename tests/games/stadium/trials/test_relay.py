"""4×100 m Relay (ST-RLY-01..04): successive pairs wager secretly, everyone spends, higher team sum wins Gold."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.core.errors import ContentError
from games.stadium.trials import get_trial
from games.stadium.trials.relay import RelayState
from tests.games.stadium.trial_harness import SEATS4, SEATS6, make_table, run_trial
from tests.games.stadium.trials.scripted import Script, declared_fields_cover_every_prompt
from tests.games.stadium.trials.wagers import begin, wagers

TRIAL = get_trial("relay")
R, B, G, Y = SEATS4
P, O = SEATS6[4:]


def script(players: int = 4, **kw) -> Script:
    return begin(TRIAL, players, **kw)


def test_st_rly_01_classification_secret_centre_wheel_no_talk_token_passes_after():
    assert (TRIAL.kind, TRIAL.talk, TRIAL.passes_token) == ("standard", False, True)   # GAP-10
    s = script()
    for seat, p in TRIAL.prompts(s.state, s.table).items():
        assert p.secret and p.controller == seat and p.rule == "ST-RLY-02"
        assert [(f.name, f.wheel, f.low, f.high) for f in p.fields] == [("wager", "centre", 0, 25)]


def test_st_rly_02_pairs_from_the_first_player_then_to_their_left():
    s = script(first=G)
    assert set(TRIAL.prompts(s.state, s.table)) == {G, Y}
    s.step(wagers(green=3, yellow=4))
    assert set(TRIAL.prompts(s.state, s.table)) == {R, B}
    view = TRIAL.view(s.state, s.table)
    assert view["wagers"] == {G: 3, Y: 4} and view["so_far"] == {"red": 3, "blue": 4}   # later pairs see them
    s.step(wagers(red=0, blue=0))
    assert s.over


def test_st_rly_02_six_players_three_pairs_the_last_two_last():
    s = script(6, first=B)
    seen = []
    while not s.over:
        pair = sorted(TRIAL.prompts(s.state, s.table))
        seen.append(pair)
        s.step({seat: {"wager": 1} for seat in pair})
    assert seen == [sorted((B, G)), sorted((Y, P)), sorted((O, R))]


def test_st_rly_02_a_wager_is_refused_outside_the_pair():
    s = script()
    s.refused(wagers(red=1, blue=1, green=1), "CON-07")


# ST-RLY-03
def test_st_rly_03_every_player_spends_their_wager_only_at_the_end():
    s = script()
    first = s.step(wagers(red=5, blue=2))
    assert first.energy == {} and isinstance(s.state, RelayState)
    last = s.step(wagers(green=1, yellow=7))
    assert last.energy == {R: -5, B: -2, G: -1, Y: -7}
    assert s.table.energy == {R: 20, B: 23, G: 24, Y: 18}


# ST-RLY-04
def test_st_rly_04_higher_sum_wins_gold():
    s = script()
    s.step(wagers(red=6, blue=3))
    out = s.step(wagers(green=1, yellow=3))              # red 6 + 1 = 7, blue 3 + 3 = 6 (a product: 6 < 9)
    assert out.events[-1]["results"] == {"red": 7, "blue": 6}
    assert [(a.team, a.medal, a.seat) for a in s.awards] == [("red", "gold", None)]
    assert s.table.medals["red"]["gold"] == 1 and s.table.medals["blue"]["gold"] == 0


# ST-RLY-04
def test_st_rly_04_equal_sums_give_both_teams_gold():
    s = script()
    s.step(wagers(red=4, blue=2))
    s.step(wagers(green=0, yellow=2))                    # 4 + 0 = 2 + 2 (a product: 0 < 4)
    assert sorted(a.team for a in s.awards) == ["blue", "red"]
    assert all(a.medal == "gold" for a in s.awards)


def test_st_09_a_wager_above_energy_is_refused_0_always_accepted():
    s = script(energy={R: 3})
    err = s.refused(wagers(red=4, blue=0), "ST-09")
    assert "3" in err.message
    s.refused(wagers(red=-1, blue=0), "ST-09")
    s.refused({R: {"wager": "2"}, B: {"wager": 0}}, "ST-09")
    s.refused({R: 2, B: {"wager": 0}}, "ST-RLY-02")
    s.refused(wagers(red=1), "CON-06")
    s.step(wagers(red=0, blue=0))


def test_amb01_the_wheel_caps_a_wager():
    s = script(wheel_max=11)
    assert TRIAL.prompts(s.state, s.table)[R].field("wager").high == 11
    s.refused(wagers(red=12, blue=0), "ST-09")


@pytest.mark.parametrize("text, field", [
    ("usual_wager: [1, 2]\n", "stand_in"),
    ("stand_in: false\n", "usual_wager"),
    ("stand_in: false\nusual_wager: [3, 1]\n", "usual_wager"),
    ("stand_in: false\nusual_wager: [1, x]\n", "usual_wager[1]"),
    ("stand_in: false\nusual_wager: [1, 2]\ngive_up_above: -1\n", "give_up_above"),
    ("stand_in: false\nusual_wager: [1, 2]\ngive_up_above: lots\n", "give_up_above"),
])
def test_malformed_content_names_the_file_and_the_field(tmp_path: Path, text, field):
    path = tmp_path / "relay.yaml"
    path.write_text(text)
    with pytest.raises(ContentError) as exc:
        TRIAL.load(str(path))
    assert exc.value.field == field and "relay.yaml" in exc.value.file


@pytest.mark.parametrize("players", [4, 6])
def test_random_bots_200_seeds_end_within_the_step_cap_and_every_prompt_dials(players):
    for seed in range(200):
        run = run_trial(TRIAL, seed, players=players)
        assert not run.forced and run.steps == players // 2 <= TRIAL.step_cap
        assert run.awards and all(a.medal == "gold" for a in run.awards)


def test_heuristic_bots_bid_within_reach_and_finish():
    for seed in range(40):
        for players in (4, 6):
            run = run_trial(TRIAL, seed, players=players, bot="heuristic")
            assert not run.forced
            spent = {s: 25 - e for s, e in run.table.energy.items()}
            assert max(spent.values()) <= 10 + 5            # give_up_above + the usual wager's top


@pytest.mark.parametrize("wheel_max", [30, 11])
@pytest.mark.parametrize("players", [4, 6])
def test_every_prompt_stays_within_the_declared_fields(players, wheel_max):
    declared_fields_cover_every_prompt(TRIAL, make_table(TRIAL, players, wheel_max=wheel_max))
