"""The Stadium meta-game (ST-01..ST-12, ST-20..ST-33, GAP-09, GAP-10, AMB-37, AMB-45, AMB-49, AMB-50,
DS-ENERGY-01): setup and its refusals, the track, the token, Energy and medals applied from each trial's
Outcome, the end. The medal rules ST-13..ST-19 are tested in test_medals.py, ST-25/ST-26 in test_turns.py,
ST-28 in test_team_split.py."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from games.core.bots import RandomBot
from games.core.dice import DIE_COLOURS
from games.core.errors import ConfigError, ContentError, IllegalInput
from games.core.prompt import CHOSEN, public_values
from games.core.rng import Rng
from games.core.runner import play_out
from games.registry import get_game
from games.stadium.flow import Advance
from games.stadium.track import pools
from games.stadium.trial import Award, Outcome
from games.stadium.trials import TRIAL_MODULES, get_trial

GAME = get_game("stadium")
P4 = ["red", "blue", "green", "yellow"]
P6 = [*P4, "purple", "orange"]


def setup(players=P4, seed=0, **options):
    return GAME.setup({"players": list(players), **options}, seed)


def play(players=P4, seed=0, **options):
    """A whole game with random bots; returns (final state, every step's events)."""
    log = []
    state, _ = play_out(GAME, setup(players, seed, **options), {p: RandomBot() for p in players}, seed,
                        on_step=lambda step, inputs, events, st: log.append(events))
    return state, log


# ---- setup (ST-01..ST-06) -----------------------------------------------------------------------

@pytest.mark.parametrize("players", [P4, P6])
def test_st01_four_or_six_players_in_two_equal_teams(players):
    state = setup(players)
    teams = state.config.teams
    assert sorted(teams.values()).count("red") == len(players) // 2 == sorted(teams.values()).count("blue")


@pytest.mark.parametrize("count", [2, 3, 5, 7])
def test_st01_other_player_counts_are_refused(count):
    with pytest.raises(ConfigError) as err:
        setup(P6[:count] if count <= 6 else [*P6, "red"])
    assert err.value.rule == "ST-01" and "4 or 6" in str(err.value)


def test_st01_unequal_teams_are_refused():
    with pytest.raises(ConfigError) as err:
        setup(teams="red red red blue")
    assert err.value.rule == "ST-01" and "equal" in str(err.value)


def test_st02_seats_alternate_and_a_non_alternating_seating_is_refused_with_the_reason():
    state = setup(P6)
    seats = state.config.players
    for i, s in enumerate(seats):
        assert state.config.teams[s] != state.config.teams[seats[(i + 1) % 6]]
    with pytest.raises(ConfigError) as err:
        setup(teams="red red blue blue")
    assert err.value.rule == "ST-02" and "red and blue sit side by side" in str(err.value)
    assert setup(teams="blue red blue red").config.teams["red"] == "blue"


def test_st03_st05_everyone_starts_at_25_energy_and_the_medal_boards_at_0():
    state = setup(P6)
    assert set(state.energy.values()) == {25}
    assert state.medals == {t: {"gold": 0, "silver": 0, "bronze": 0} for t in ("red", "blue")}


def test_st04_st29_six_standard_two_rest_two_final_drawn_face_down_into_the_layout():
    assert {k: len(v) for k, v in pools().items()} == {"standard": 9, "rest": 3, "final": 4}     # ST-29
    assert len({t for ids in pools().values() for t in ids}) == 16
    decks = set()
    for seed in range(30):
        state = setup(seed=seed)
        assert state.kinds == ("standard",) * 3 + ("rest",) + ("standard",) * 3 + ("rest",) + ("final",) * 2
        assert [get_trial(t).kind for t in state.deck] == list(state.kinds)
        assert len(set(state.deck)) == 10 and len(state.unused) == 6
        assert set(state.deck) | set(state.unused) == set(TRIAL_MODULES)
        decks.add(state.deck)
    assert len(decks) > 20                                          # drawn at random


def test_amb49_gap09_another_layout_and_bad_layouts():
    state = setup(layout="F S R S S S R S S F")
    assert state.kinds[0] == "final" and state.kinds[2] == "rest"
    with pytest.raises(ConfigError) as err:
        setup(layout="S S S S S S S R F F")
    assert err.value.rule == "AMB-49" and "6 S, 2 R and 2 F" in str(err.value)
    with pytest.raises(ConfigError):
        setup(layout="S S S X S S S R F F")
    with pytest.raises(ConfigError):
        setup(layout="S S S R S S S R F F", trials="golf")


def test_amb49_the_layout_is_content_and_malformed_content_names_file_and_field(tmp_path):
    (tmp_path / "track.yaml").write_text("stand_in: false\nlayout: [F, F, S, S, S, S, S, S, R, R]\n")
    assert setup(content=str(tmp_path)).kinds[:2] == ("final", "final")
    (tmp_path / "track.yaml").write_text("stand_in: false\nlayout: [F, S]\n")
    from games.stadium.track import load_layout
    load_layout.cache_clear()
    with pytest.raises(ContentError) as err:
        setup(content=str(tmp_path))
    assert err.value.field == "layout" and "track.yaml" in err.value.file


def test_content_folder_overrides_a_trial_and_a_missing_folder_is_refused(tmp_path):
    (tmp_path / "equestrian.yaml").write_text("stand_in: false\nobstacles: [1]\nwhite_squares: [0]\n"
                                               "clear_all_score: 1\n")
    state = setup(trials="equestrian", content=str(tmp_path))
    assert GAME.observe(state, None)["trial"]["state"]["obstacles"] == [1]
    assert GAME.content_record(state.config)["stand_ins"] == []
    assert GAME.content_record(setup(trials="equestrian").config)["stand_ins"] == ["equestrian.yaml"]
    with pytest.raises(ConfigError) as err:
        setup(content=str(tmp_path / "nope"))
    assert err.value.rule == "GAP-11"


def test_st06_the_oldest_flips_the_token_own_colour_first_else_the_opponent_on_the_left():
    seen = set()
    for seed in range(40):
        state = setup(P6, seed, oldest="green")                  # green is Red team; yellow on its left
        flip = state.flip
        assert flip.oldest == "green"
        assert state.first == ("green" if flip.shows == "red" else "yellow")
        seen.add(flip.shows)
    assert seen == {"red", "blue"}
    with pytest.raises(ConfigError) as err:
        setup(oldest="purple")
    assert err.value.rule == "ST-06"


def test_practice_fixed_track_and_bad_trials():
    state = setup(trials="golf")
    assert state.deck == ("golf",) and state.current == "golf" and state.kinds == ("standard",)
    state, _ = play(trials="golf")
    assert len(state.records) == 1 and GAME.result(state)["trials"][0]["id"] == "golf"
    for bad, rule in [("golf,golf", "ST-29"), ("curling", "ST-29"), (",", "ST-04"),
                      (",".join(list(TRIAL_MODULES)[:11]), "ST-07")]:
        with pytest.raises(ConfigError) as err:
            setup(trials=bad)
        assert err.value.rule == rule


def test_unknown_option_refused():
    with pytest.raises(ConfigError):
        GAME.setup({"players": P4, "variant": "short"}, 0)


# ---- flow (ST-07, ST-08, ST-12, ST-21..ST-23) -------------------------------------------------------

def test_st07_st08_ten_trials_each_revealed_then_played_then_the_game_ends():
    state, log = play(seed=3)
    reveals = [e for events in log for e in events if e["type"] == "trial_reveal"]
    assert [r["slot"] for r in reveals] == list(range(2, 11))   # slot 1 is revealed at setup
    assert len(state.records) == 10 and state.current is None
    assert [r.id for r in state.records] == list(state.deck)    # ST-08: slot after slot
    assert GAME.prompts(state) == {}
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {})
    assert err.value.rule == "ST-22"


def test_st08_the_reveal_shows_the_trials_description():
    state = setup(trials="cycling,golf")
    view = GAME.observe(state, None)
    assert view["trial"]["id"] == "cycling" and view["trial"]["name"] == "Track Cycling"
    _, events = GAME.apply(state, {s: {"wager": 0} for s in P4})
    reveal = next(e for e in events if e["type"] == "trial_reveal")
    assert reveal["trial"] == "golf" and reveal["summary"] == get_trial("golf").summary


def test_st12_scores_are_cleared_at_the_start_of_each_trial():
    state = setup(trials="cycling,golf")
    state, _ = GAME.apply(state, {"red": {"wager": 3}, "blue": {"wager": 2}, "green": {"wager": 1},
                                  "yellow": {"wager": 0}})
    assert state.current == "golf" and set(state.scores.values()) == {0}


def test_st21_gap10_amb50_the_token_passes_after_pictogram_tiles_only():
    state = setup(trials="cycling,golf,equestrian", seed=2)
    first = state.first
    state, events = GAME.apply(state, {s: {"wager": 0} for s in P4})     # cycling: no pictogram
    assert state.first == first and not [e for e in events if e["type"] == "token"]
    state, events = GAME.apply(state, {s: {"wager": 0} for s in P4})     # golf: nobody strokes, it ends
    token = [e for e in events if e["type"] == "token"]
    assert token and token[0]["rule"] == "ST-21" and token[0]["from"] == first
    assert state.first == P4[(P4.index(first) + 1) % 4]                 # the opponent on the left
    assert {t: get_trial(t).passes_token for t in TRIAL_MODULES} == {
        "cycling": False, "equestrian": True, "golf": True, "gymnastics": False, "weightlifting": True,
        "relay": True, "medley": False, "pole_vault": False, "archery": True, "100m": False,
        "volleyball": False, "anti_doping": True, "basketball": True, "fencing": True, "rugby": False,
        "taekwondo": False}


def test_amb37_a_pass_inside_the_trial_moves_the_token_at_once():
    state = setup(trials="cycling")
    adv = Advance(state, Rng(1))
    adv.outcome(Outcome(state.trial_state, pass_token=1))
    assert adv.first == P4[(P4.index(state.first) + 1) % 4]
    assert adv.events[-1]["rule"] == "AMB-37"


@pytest.mark.parametrize("players", [P4, P6])
def test_st22_st23_vp_and_the_winner(players):
    for seed in range(20):
        state, _ = play(players, seed)
        res = GAME.result(state)
        for team in ("red", "blue"):
            m = res["medals"][team]
            assert res["vp"][team] == 4 * m["gold"] + 2 * m["silver"] + m["bronze"]      # ST-22
        vp = res["vp"]
        if vp["red"] == vp["blue"]:
            assert res["winner"] is None and set(res["winners"]) == set(players)         # ST-23: a draw
        else:
            win = max(vp, key=vp.get)
            assert res["winner"] == win and res["winners"] == [p for p in players if res["teams"][p] == win]
        assert json.loads(json.dumps(res)) == res


def test_issue12_item5_result_shape():
    state, _ = play(seed=5)
    res = GAME.result(state)
    assert res["winner"] in ("red", "blue", None)
    assert set(res["medals"]) == {"red", "blue"} and set(res["medals"]["red"]) == {"gold", "silver", "bronze"}
    assert set(res["vp"]) == {"red", "blue"}
    assert len(res["trials"]) == 10
    for t in res["trials"]:
        assert t["id"] in TRIAL_MODULES and t["type"] in ("standard", "rest", "final")
        for a in t["awards"]:
            assert set(a) == {"team", "medal", "change"} and a["change"] in (1, -1)


# ---- Energy and medals (ST-09, ST-10, ST-20) -------------------------------------------------------

def test_st09_ds_energy_01_a_wager_above_energy_is_refused_0_is_accepted_state_unchanged():
    state = setup(trials="cycling")
    state = replace(state, energy={**state.energy, "red": 4})
    before = GAME.to_json(state)
    inputs = {"red": {"wager": 5}, "blue": {"wager": 0}, "green": {"wager": 0}, "yellow": {"wager": 0}}
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, inputs)
    assert err.value.rule == "ST-09" and "Energy (4)" in err.value.message
    assert GAME.to_json(state) == before
    GAME.apply(state, {**inputs, "red": {"wager": 0}})


def test_st10_ds_energy_01_energy_is_clamped_to_0_30_on_every_change():
    state = setup(trials="cycling")
    state = replace(state, energy={**state.energy, "red": 29, "blue": 2})
    adv = Advance(state, Rng(1))
    adv.outcome(Outcome(state.trial_state, energy={"red": 3, "blue": -5}))
    assert adv.energy["red"] == 30 and adv.energy["blue"] == 0
    event = adv.events[-1]
    assert event["changes"] == {"red": 1, "blue": -2} and event["lost"] == {"red": 2, "blue": -3}


def test_st20_st_dope_06_medals_are_applied_at_once_and_a_loss_never_goes_below_0():
    state = setup(trials="cycling")
    adv = Advance(state, Rng(1))
    adv.outcome(Outcome(state.trial_state, awards=(Award("red", "gold"),)))
    assert adv.medals["red"]["gold"] == 1 and adv.events[-1]["boards"]["red"]["gold"] == 1
    adv.outcome(Outcome(state.trial_state, awards=(Award("red", "gold", -1), Award("blue", "silver", -1))))
    assert adv.medals["red"]["gold"] == 0 and adv.medals["blue"]["silver"] == 0
    assert adv.events[-1]["applied"] == 0                                    # nothing to lose


def test_amb45_a_trial_at_its_step_cap_ends_as_the_forced_tie():
    state = setup(trials="cycling,golf")
    cyc = get_trial("cycling")
    assert cyc.step_cap == 1
    adv = Advance(state, Rng(1))
    adv.step(Outcome(state.trial_state))                  # a step that does not end the trial: the cap ends it
    assert adv.records[0].forced and {a.team for a in adv.records[0].awards} == {"red", "blue"}
    assert any(e["type"] == "step_cap" and e["rule"] == "AMB-45" for e in adv.events)
    adv2 = Advance(setup(trials="cycling,golf", forced_end="no_medal"), Rng(1))
    adv2.step(Outcome(adv2.trial_state))
    assert adv2.records[0].forced and adv2.records[0].awards == ()


# ---- what is shown (ST-11, ST-24, ST-27, ST-30..ST-33) ------------------------------------------------

def test_st11_every_trial_declares_its_talk_policy_and_wagers_are_never_shown_before_the_reveal():
    assert {t: get_trial(t).talk for t in TRIAL_MODULES}["golf"] is False
    state = setup(trials="cycling")
    view = GAME.observe(state, None)
    assert view["trial"]["talk"] is True
    prompt = GAME.prompts(state)["red"]
    assert prompt.secret and public_values(prompt, {"wager": 7}) == {"wager": CHOSEN}


def test_st24_a_four_player_game_never_asks_a_fifth_or_sixth_seat():
    for seed in range(10):
        state = setup(P4, seed)
        while GAME.prompts(state):
            assert set(GAME.prompts(state)) <= set(P4)
            state, _ = GAME.apply(state, {c: RandomBot().act(None, p, Rng(seed)) for c, p in GAME.prompts(state).items()})


def test_st27_gold_trials_end_with_their_gold_and_three_medal_trials_stop_at_three():
    gold_trials = {"golf", "relay", "medley", "volleyball", "basketball", "fencing", "rugby", "taekwondo"}
    for seed in range(15):
        state, _ = play(P6, seed)
        for rec in state.records:
            medals = [a.medal for a in rec.awards if a.change > 0]
            if rec.id in gold_trials:
                assert set(medals) <= {"gold"} and len(medals) <= 2
            if rec.id == "cycling":
                assert len(medals) >= 3 or len(set(medals)) <= 2


def test_st30_the_description_shown_is_the_trials_own():
    for t in TRIAL_MODULES:
        trial = get_trial(t)
        assert trial.summary and trial.name and trial.kind in ("standard", "rest", "final")


def test_st31_every_die_rolled_is_a_roll_event_of_a_console_die():
    _, log = play(P6, 7)
    rolls = [e for events in log for e in events if e["type"] == "roll"]
    assert rolls and all(e["die"] in DIE_COLOURS for e in rolls)


def test_st32_types_are_public_identities_hidden_until_revealed():
    state = setup(seed=4)
    view = GAME.observe(state, None)
    assert [t["kind"] for t in view["track"]] == list(state.kinds)
    assert view["track"][0]["trial"] == state.deck[0]
    assert all(t["trial"] is None and t["name"] is None for t in view["track"][1:])
    text = json.dumps(view)
    for hidden in state.deck[1:] + state.unused:
        assert f'"{hidden}"' not in text
    assert "deck" in GAME.hidden and "unused" in GAME.hidden


def test_st33_energy_scores_and_medals_are_public():
    state = setup(P6)
    for seat in (None, "red"):
        view = GAME.observe(state, seat)
        assert view["energy"] == state.energy and view["scores"] == state.scores and view["medals"] == state.medals
    assert GAME.observe(state, "green")["private"] == {"team": "red", "teammates": ["red", "purple"]}


def test_picture_and_narration_tell_the_game():
    state, log = play(seed=1)
    view = GAME.observe(state, None)
    text = GAME.picture(view)
    assert "Track:" in text and "Medals:" in text and "VP" in text
    lines = [line for events in log for line in GAME.narrate(events, view)]
    assert any(line.startswith("Trial 2:") for line in lines) and lines[-1].startswith("Game over")
    assert GAME.narrate([{"type": "trial_reveal"}], view)                     # malformed: told, never a crash


def test_help_is_content():
    help_ = GAME.help()
    assert help_["title"].startswith("Stadium") and len(help_["pages"]) >= 5


@pytest.mark.parametrize("name", ["teams", "trials", "layout", "content"])
def test_an_empty_text_option_is_refused_not_taken_as_the_default(name):
    with pytest.raises(ConfigError) as err:
        setup(**{name: " "})
    assert "empty" in str(err.value)


def test_gap11_every_content_file_that_can_come_up_is_checked_at_setup(tmp_path):
    """A malformed trial file is refused before play, even when the draw would not reveal that trial."""
    (tmp_path / "golf.yaml").write_text("stand_in: true\nholes: [1, 1]\n")
    with pytest.raises(ContentError) as err:
        setup(content=str(tmp_path))
    assert err.value.field == "holes" and "golf.yaml" in err.value.file
    setup(trials="cycling", content=str(tmp_path))                 # golf cannot come up: not read


# ST-03: every player has their own controller colour, an Athlete of their team, 25 Energy and a Score of 0
def test_st_03_each_athlete_starts_with_25_energy_a_score_and_a_team():
    for players in (P4, P6):
        view = GAME.observe(setup(players, 3), None)
        assert view["seats"] == players and len(set(view["seats"])) == len(players)
        assert view["energy"] == {p: 25 for p in players} and view["scores"] == {p: 0 for p in players}
        assert set(view["teams"]) == set(players) and set(view["teams"].values()) == {"red", "blue"}
        assert sum(1 for t in view["teams"].values() if t == "red") == len(players) // 2
