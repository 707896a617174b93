"""The game around the races: chips and points, the track turned, the next first player, four races and the
final score (MA-44..MA-55, MA-67, MA-69, MA-74, AMB-MA-21, AMB-MA-22, AMB-MA-24, AMB-MA-26; DS-MA-06..DS-MA-08,
DS-MA-17..DS-MA-19), the content files (MA-56, MA-57, MA-62, GAP-MA-01..GAP-MA-03) and the named options
(MA-29)."""
from __future__ import annotations

import pytest

from games.core.errors import ContentError
from games.core.rng import Rng
from games.core.runner import play_out
from games.magical_athlete import GAME
from games.magical_athlete.content import load_content
from games.magical_athlete.rules import OPTIONS, State, finish_race, next_first, winners
from tests.games.magical_athlete.scenario import scenario

SEATS = ["red", "blue", "green", "yellow"]


def played(options: dict, seed: int, bots: str = "random"):
    bot = {p: GAME.make_bot(bots) for p in options["players"]}
    state, _ = play_out(GAME, GAME.setup(options, seed), bot, seed)
    return state


def test_four_races_and_the_final_score_ma_53_54():   # MA-44, MA-46, MA-48, MA-50, MA-53, MA-54, DS-MA-19
    state = played({"players": SEATS}, 11)
    result = GAME.result(state)
    assert result is not None and len(result["races"]) == 4
    assert all(not hand for hand in state.hands.values())                         # every racer used once
    for seat in SEATS:
        chips = state.chips[seat]
        assert state.points[seat] == chips["gold"] + chips["silver"] + chips["bronze"]
    raced = [name for race in result["races"] for name in race["racers"].values()]
    assert len(raced) == len(set(raced)) == 16
    assert result["winners"] == [p for p in SEATS if state.points[p] == max(state.points.values())]


def test_tied_players_all_win_ds_ma_18():   # MA-55, DS-MA-18
    state = State()
    state.config = GAME.configure({"players": SEATS})
    state.points = {"red": 10, "blue": 12, "green": 12, "yellow": 3}
    assert winners(state) == ["blue", "green"]


def tracks(options: dict) -> list[str]:
    result = GAME.result(played(options, 12))
    assert result is not None
    return [r["track"] for r in result["races"]]


def test_the_schedule_turns_the_track_ds_ma_08():   # MA-03, MA-49, MA-52, DS-MA-08
    assert tracks({"players": SEATS}) == ["mild", "wild"] * 2
    assert tracks({"players": SEATS, "schedule": "mild"}) == ["mild"] * 4


def race_state(seed: int = 3) -> State:
    state = GAME.setup({"players": SEATS}, seed)
    while state.phase == "draft":
        state, _ = GAME.apply(state, {state.picks[0]: {"card": 1}})
    return state


def test_gold_and_silver_chips_ma_44():   # MA-44, DS-MA-17
    state = race_state()
    race = scenario({s: "ALCHEMIST" for s in SEATS}).race
    race.finishers = [race.token("blue"), race.token("green")]
    race.over = True
    events: list[dict] = []
    finish_race(state, race, events)
    assert state.points["blue"] == 5 and state.points["green"] == 2 and state.chips["blue"]["gold"] == 5
    assert state.history[-1]["first"] == "blue" and state.history[-1]["second"] == "green"
    race2 = scenario({s: "ALCHEMIST" for s in SEATS}).race
    race2.finishers = [race2.token("red"), race2.token("blue")]
    finish_race(state, race2, events)
    assert state.points["red"] == 6 and state.points["blue"] == 5 + 3             # race 2's chips are worth more


def test_no_second_finisher_discards_the_silver_ma_45():   # MA-45, AMB-MA-24
    race = scenario({"red": "ALCHEMIST", "blue": "ALCHEMIST"}, spaces={"red": 28}, dice=[4])
    race.do(lambda r: r.eliminate(r.token("blue")))
    race.turn("red")
    assert race.over and race.place("red") == 1                                   # nobody left: the race ends
    state = race_state()
    events: list[dict] = []
    finish_race(state, race.race, events)
    assert any(e["type"] == "silver_discarded" for e in events) and state.history[-1]["second"] is None


def test_next_first_player_ds_ma_06():   # MA-51, AMB-MA-22, DS-MA-06
    state = race_state()
    race = scenario({s: "ALCHEMIST" for s in SEATS}, spaces={"red": 9, "blue": 4, "green": 2, "yellow": 7}).race
    assert next_first(state, race, {}, Rng(1), []) == "green"                     # farthest behind
    race.token("yellow").out = True
    race.eliminated = [race.token("yellow")]
    assert next_first(state, race, {}, Rng(1), []) == "yellow"                    # first eliminated
    race.eliminated = []
    race.token("yellow").out = False
    race.token("red").space = 2
    events: list[dict] = []
    assert next_first(state, race, {}, Rng(1), events) in ("red", "green") and events[0]["type"] == "roll_off"


def test_two_player_next_first_ds_ma_07():   # MA-67, AMB-MA-21, DS-MA-07
    state = GAME.setup({"players": SEATS[:2]}, 4)
    race = scenario({"red": "ALCHEMIST", "blue": "ALCHEMIST"}).race
    assert next_first(state, race, {"red": 7, "blue": 3}, Rng(1), []) == "blue"
    events: list[dict] = []
    next_first(state, race, {"red": 4, "blue": 4}, Rng(1), events)
    assert events and events[0]["rule"] == "MA-67"


def test_the_variants_change_nothing_else_ma_69_74():   # MA-69, MA-74
    result = GAME.result(played({"players": SEATS[:2]}, 13))
    assert result is not None and len(result["races"]) == 4
    assert all(len(r["racers"]["red"]) == 2 for r in result["races"])


def test_points_never_go_below_zero_amb_ma_26():   # AMB-MA-26, MA-47
    race = scenario({"red": "ALCHEMIST"}, points={"red": 1}).race
    assert race.give_points("red", -3) == -1 and race.points["red"] == 0


def test_shipped_tracks_gap_ma_01_02():   # MA-56, MA-57, MA-62, GAP-MA-01, GAP-MA-02, GAP-MA-03
    content = load_content()
    assert content.tracks["mild"].features == {} and content.tracks["mild"].finish == 30
    assert {k for k, _ in content.tracks["wild"].features.values()} == {"arrow", "rock", "star"}
    assert all(len(t.corners) >= 2 for t in content.tracks.values())
    assert set(content.stand_ins) == {"tracks.yaml", "chips.yaml"}


def test_content_errors_name_file_and_field(tmp_path):   # GAP-MA-01, MA-62
    (tmp_path / "tracks.yaml").write_text("mild: {spaces: 30, corners: [8], features: {}}\n"
                                          "wild: {spaces: 30, corners: [8, 15], features: {}}\n", encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_content(str(tmp_path))
    assert "tracks.yaml" in str(err.value) and "mild.corners" in str(err.value)
    (tmp_path / "tracks.yaml").write_text("mild: {spaces: 30, corners: [8, 15], features: {3: lava}}\n"
                                          "wild: {spaces: 30, corners: [8, 15], features: {}}\n", encoding="utf-8")
    with pytest.raises(ContentError, match="mild.features.3"):
        load_content(str(tmp_path))
    (tmp_path / "tracks.yaml").write_text("mild: {spaces: 20, corners: [5, 10], features: {}}\n"
                                          "wild: {spaces: 25, corners: [8, 15], features: {4: star}}\n",
                                          encoding="utf-8")
    (tmp_path / "chips.yaml").write_text("gold: [1, 2, 3]\nsilver: [1, 1, 1, 1]\n", encoding="utf-8")
    with pytest.raises(ContentError, match="chips.yaml: gold"):
        load_content(str(tmp_path))
    (tmp_path / "chips.yaml").write_text("gold: [9, 9, 9, 9]\nsilver: [1, 1, 1, 1]\n", encoding="utf-8")
    mine = GAME.configure({"players": SEATS, "content": str(tmp_path)})
    assert mine.content.tracks["mild"].finish == 20 and mine.content.gold == (9, 9, 9, 9)
    assert GAME.content_record(mine)["stand_ins"] == []


def test_every_ambiguity_switch_is_a_named_option_ma_29():   # MA-29
    rules = {o.rule for o in OPTIONS}
    assert {"AMB-MA-01", "AMB-MA-05", "AMB-MA-10", "AMB-MA-15", "AMB-MA-17", "AMB-MA-20"} <= rules
