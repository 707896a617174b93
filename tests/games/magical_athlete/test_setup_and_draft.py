"""Setup, roll-offs, the drafts and the racer choice (MA-01..MA-17, MA-63, MA-64, MA-70, MA-71, AMB-MA-01,
AMB-MA-02, AMB-MA-03; EX-MA-02, EX-MA-03, DS-MA-01..DS-MA-05)."""
from __future__ import annotations

import pytest

from games.core.errors import ConfigError, IllegalInput
from games.core.rng import Rng
from games.magical_athlete import GAME
from games.magical_athlete.racers import ALL_NAMES, RACERS
from games.magical_athlete.rules import Config, deck_names, draft_plan, roll_off

SEATS = ["red", "blue", "green", "yellow", "purple", "orange"]


class Dice(Rng):
    """A stand-in generator whose d6 faces are given (below(6) returns face - 1)."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def below(self, n: int) -> int:
        return self.faces.pop(0) - 1


def cfg(n: int, variant: str = "standard") -> Config:
    return Config(tuple(SEATS[:n]), variant, "alternate", None, "literal", {})


def test_player_counts_and_variants_ma_01():   # MA-01
    assert GAME.player_counts == frozenset({2, 3, 4, 5, 6})
    with pytest.raises(ConfigError):
        GAME.configure({"players": SEATS[:1]})
    assert GAME.configure({"players": SEATS[:2]}).variant == "2p"          # two players: the 2 Player Variant
    with pytest.raises(ConfigError, match="3 players"):
        GAME.configure({"players": SEATS[:4], "double_racer": True})
    assert GAME.configure({"players": SEATS[:3], "double_racer": True}).variant == "double"
    with pytest.raises(ConfigError):
        GAME.configure({"players": SEATS[:4], "bogus": 1})


def test_the_box_ma_02():   # MA-02, MA-47
    assert len(ALL_NAMES) == 36 and len(set(ALL_NAMES)) == 36
    assert set(RACERS) <= set(ALL_NAMES)
    assert deck_names() == tuple(n for n in ALL_NAMES if n in RACERS)
    content = GAME.configure({"players": SEATS[:4]}).content
    assert len(content.gold) == 4 and len(content.silver) == 4          # one gold and one silver per race


def test_chip_values_rise_race_by_race_ma_04():   # MA-04, DS-MA-17
    content = GAME.configure({"players": SEATS[:4]}).content
    assert list(content.gold) == sorted(content.gold) and content.gold[3] > content.gold[0]
    assert list(content.silver) == sorted(content.silver)
    assert all(g > s for g, s in zip(content.gold, content.silver))


def test_the_deck_is_shuffled_from_the_seed_ma_05():   # MA-05, MA-13
    a, b = GAME.setup({"players": SEATS[:4]}, 1), GAME.setup({"players": SEATS[:4]}, 2)
    again = GAME.setup({"players": SEATS[:4]}, 1)
    assert a.line + a.deck == again.line + again.deck
    assert a.line + a.deck != b.line + b.deck
    assert sorted(a.line + a.deck) == sorted(deck_names())                 # undrafted cards stay in the deck


def test_a_die_is_a_d6_ma_06():   # MA-06
    from tests.games.magical_athlete.scenario import scenario
    race = scenario({"red": "BANANA"}, seed=5).race
    assert {race.die() for _ in range(300)} == {1, 2, 3, 4, 5, 6}


def test_roll_off_literal_and_tied_ma_09():   # MA-09, MA-14, AMB-MA-01, DS-MA-03
    seats = SEATS[:4]
    assert roll_off(Dice(6, 6, 4, 2), seats, "MA-09", "literal", []) == "green"   # 6, 6 tie: the 4 wins
    events: list[dict] = []
    assert roll_off(Dice(5, 5, 3, 3, 1, 2, 3, 4), seats, "MA-09", "literal", events) == "yellow"   # none unique
    assert len(events) == 2
    assert roll_off(Dice(4, 4, 4, 4, 6, 1, 1, 1), seats, "MA-09", "literal", []) == "red"
    assert roll_off(Dice(6, 6, 4, 2, 3, 5), seats, "MA-09", "tied", []) == "blue"    # only the tied reroll


def test_snake_drafts_ex_ma_02():   # MA-10, MA-11, EX-MA-02, AMB-MA-02
    (a, first), (b, second) = draft_plan(cfg(4), "red")
    assert first == ["red", "blue", "green", "yellow", "yellow", "green", "blue", "red"]
    assert (a, b) == ("red", "blue")
    assert second == ["blue", "green", "yellow", "red", "red", "yellow", "green", "blue"]


def test_snake_drafts_six_and_three_players_ds_ma_01_02():   # DS-MA-01, DS-MA-02
    (_, six1), (_, six2) = draft_plan(cfg(6), "red")
    assert six1 == SEATS + SEATS[::-1] and six2 == SEATS[1:] + SEATS[:1] + (SEATS[1:] + SEATS[:1])[::-1]
    (_, three1), (_, three2) = draft_plan(cfg(3), "red")
    assert three1 == ["red", "blue", "green", "green", "blue", "red"]
    assert three2 == ["blue", "green", "red", "red", "green", "blue"]


def test_two_player_draft_ex_ma_03():   # MA-63, EX-MA-03
    (_, one), (_, two) = draft_plan(cfg(2, "2p"), "red")
    assert one == ["red", "blue", "blue", "red", "red", "blue", "blue", "red"]
    assert two == ["blue", "red", "red", "blue", "blue", "red", "red", "blue"]


def test_double_racer_draft_ds_ma_04():   # MA-70, DS-MA-04
    plans = draft_plan(cfg(3, "double"), "red")
    assert [first for first, _ in plans] == ["red", "blue", "green", "red"]
    assert all(len(order) == 6 for _, order in plans)
    assert sum(order.count("red") for _, order in plans) == 8


def draft_all(state):
    while state.phase == "draft":
        seat = state.picks[0]
        state, _ = GAME.apply(state, {seat: {"card": 1}})
    return state


def test_a_line_is_2n_cards_and_everyone_drafts_4_ma_07_08():   # MA-07, MA-08, MA-12
    state = GAME.setup({"players": SEATS[:4]}, 3)
    assert len(state.line) == 8 and GAME.observe(state, None)["line"][0]["number"] == 1
    state = draft_all(state)
    assert all(len(h) == 4 for h in state.hands.values())
    tv = GAME.observe(state, None)
    assert tv["hands"] == state.hands                                       # teams are public (AMB-MA-03)


def test_the_racer_choice_is_secret_and_simultaneous_ma_15():   # MA-15, MA-16, MA-17, DS-MA-05
    state = draft_all(GAME.setup({"players": SEATS[:4]}, 4))
    prompts = GAME.prompts(state)
    assert set(prompts) == set(SEATS[:4]) and all(p.secret for p in prompts.values())
    hand = list(state.hands["red"])
    with pytest.raises(IllegalInput):
        GAME.apply(state, {s: {"racer": 1} for s in SEATS[:3]})            # everyone answers together
    before_tv = GAME.observe(state, None)
    assert before_tv["locked"] == []
    state, events = GAME.apply(state, {s: {"racer": 1} for s in SEATS[:4]})
    assert any(e["type"] == "reveal" for e in events)
    assert hand[0] not in state.hands["red"]                                # used racers leave the hand
    race = GAME.observe(state, None)["race"]
    assert race is None or all(t["space"] >= 0 for t in race["tokens"])


def test_private_view_is_only_the_unrevealed_choice_ma_15():   # MA-15, MA-71
    state = draft_all(GAME.setup({"players": SEATS[:2]}, 5))
    assert GAME.prompts(state)["red"].fields[0].high == 8
    state, _ = GAME.apply(state, {"red": {"racer": 1}, "blue": {"racer": 3}})
    mine = GAME.observe(state, "red")["private"]
    assert mine == {"chosen": [state.hands["red"][0]]}
    assert "private" not in GAME.observe(state, None)
    assert GAME.prompts(state)["red"].fields[0].high == 7                   # a second, different racer (MA-64)


def test_two_player_variant_races_two_racers_each_ma_64():   # MA-64, MA-65
    state = draft_all(GAME.setup({"players": SEATS[:2]}, 6))
    assert all(len(h) == 8 for h in state.hands.values())
    state, _ = GAME.apply(state, {"red": {"racer": 1}, "blue": {"racer": 1}})
    state, events = GAME.apply(state, {"red": {"racer": 1}, "blue": {"racer": 1}})
    reveal = next(e for e in events if e["type"] == "reveal")
    assert len(reveal["racers"]) == 4
    assert sorted(v["seat"] for v in reveal["racers"].values()) == ["blue", "blue", "red", "red"]
