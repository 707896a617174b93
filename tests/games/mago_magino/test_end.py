"""The object and the end (MM-07..MM-09, AMB-MM-18) and DS-MM-13, DS-MM-18."""
from __future__ import annotations

from games.core.errors import IllegalInput
from games.mago_magino.state import OVER
from tests.games.mago_magino.helpers import RULES, events_of, move, play, position

import pytest


def test_mm_07_mm_08_ds_mm_13_amb_mm_18_the_third_crystal_home_ends_the_game_at_once():
    # MM-08
    state = position(points=2, children={"red_a": "P12"}, carrying=("red_a",), home={"red": 2},
                     frogs={1: ("P11", "blue_a")})
    after, events = play(state, move("child_a", "right"))
    assert after.phase == OVER and after.winners == ("red",)
    assert events[-1] == {"type": "game_end", "winners": ["red"], "crystals": {"red": 3, "blue": 0}, "rule": "MM-07"}
    assert not events_of(events, "roll") and RULES.prompts(after) == {}
    assert RULES.observe(after, None)["scores"] == {"red": 3, "blue": 0}           # the results screen orders by it
    result = RULES.result(after)
    assert result is not None and result["winners"] == ["red"]
    assert result["players"] == {"red": {"crystals": 3}, "blue": {"crystals": 0}}
    with pytest.raises(IllegalInput, match="over"):
        RULES.apply(after, {"red": {}})


def test_mm_09_ds_mm_18_the_shorter_game_is_won_with_two():
    state = position(points=2, children={"red_a": "P12"}, carrying=("red_a",), home={"red": 1}, variant="short")
    after, events = play(state, move("child_a", "right"))
    assert after.phase == OVER and events[-1]["rule"] == "MM-09"
    standard = position(points=2, children={"red_a": "P12"}, carrying=("red_a",), home={"red": 1})
    assert play(standard, move("child_a", "right"))[0].phase != OVER


def test_mm_08_crystals_arrive_one_at_a_time_so_there_is_never_a_tie():
    # MM-08
    from games.core.bots import RandomBot
    from games.core.runner import play_out
    from games.mago_magino import GAME
    for seed in range(3):
        final, _ = play_out(GAME, GAME.setup({"players": ["red", "blue"], "variant": "short"}, seed),
                            {"red": RandomBot(), "blue": RandomBot()}, seed)
        assert len(final.winners) == 1 and final.home[final.winners[0]] == 2
        assert sum(v == 2 for v in final.home.values()) == 1
