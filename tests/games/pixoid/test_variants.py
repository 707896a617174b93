"""Short Game (PX-38..PX-41, AMB-06, DS-PX-07) and the 3-player variant (PX-42..PX-48, AMB-10, AMB-11,
DS-PX-08)."""
from __future__ import annotations

import pytest

from games.core.errors import ConfigError
from games.pixoid.state import OVER, PLACE, PROGRAM
from tests.games.pixoid.conftest import moves, pix, scenario

P4 = ["red", "blue", "green", "yellow"]
P3 = ["red", "blue", "green"]
FAR = {"blue": (0, 0), "green": (0, 11), "yellow": (11, 11)}


def test_px38_short_game_is_one_round_without_points(game):
    """PX-38."""
    s = scenario(P4, {"red": (0, 5), "blue": (2, 5), "green": (0, 11), "yellow": (11, 11)}, variant="short")
    s2, events = game.apply(s, moves(red=("right", 3), blue=("up", 1), green=("up", 1), yellow=("up", 1)))
    assert s2.phase == OVER and s2.scores == {p: 0 for p in P4}
    assert len(s2.rounds) == 1


def test_px40_short_game_catch_means_all_bugs_win(game):
    """PX-40."""
    s = scenario(P4, {"red": (0, 5), "blue": (2, 5), "green": (0, 11), "yellow": (11, 11)}, variant="short",
                 reserve_taken=10, bonus_taken=1)
    s2, _ = game.apply(s, moves(red=("right", 3), blue=("up", 1), green=("up", 1), yellow=("up", 1)))
    assert set(s2.winners) == {"blue", "green", "yellow"}


def test_ds_px07_px39_amb06_twelfth_cube_mid_move_wins_at_once(game):
    """DS-PX-07, PX-39, AMB-06."""
    s = scenario(P4, {"red": (0, 5), "blue": (6, 5), "green": (0, 11), "yellow": (11, 11)}, variant="short",
                 reserve_taken=8, bonus_taken=3, bonus=[(2, 5)])
    s2, events = game.apply(s, moves(red=("right", 9), blue=("up", 1), green=("up", 1), yellow=("up", 1)))
    assert s2.phase == OVER and s2.winners == ("red",)
    assert s2.positions["red"] == pix(2, 5)                    # the rest of his path is skipped
    assert [e["piece"] for e in events if e["type"] == "move"] == ["red"]   # Bugs do not move
    assert not any(e["type"] == "caught" for e in events)     # never reached the Bug on (6,5)


def test_px39_twelfth_cube_from_the_reserve_wins(game):
    """PX-39."""
    s = scenario(P4, {"red": (5, 5), **FAR}, variant="short", reserve_taken=9, bonus_taken=2)
    s2, _ = game.apply(s, moves(red=("up", 1), blue=("right", 1), green=("up", 1), yellow=("up", 1)))
    assert s2.phase == OVER and s2.winners == ("red",) and s2.reserve_taken == 10


def test_px41_short_game_with_three_players_keeps_the_extra_bug(game):
    """PX-41."""
    s = game.setup({"players": P3, "variant": "short"})
    assert s.config.extra == "yellow" and s.extra_holder == "blue"


def test_px42_extra_bug_uses_an_unowned_colour(game):
    """PX-42."""
    s = game.setup({"players": P3})
    assert s.config.extra not in P3 and s.config.pieces == ("red", "blue", "green", "yellow")
    with pytest.raises(ConfigError, match="PX-42"):
        game.setup({"players": P3, "extra": "red"})
    with pytest.raises(ConfigError, match="PX-42"):
        game.setup({"players": P4, "extra": "purple"})


def test_px43_amb10_extra_bug_placed_last_on_the_remaining_start(game):
    """PX-43, AMB-10."""
    s = game.setup({"players": P3})
    while s.phase == PLACE:
        (seat, prompt), = game.prompts(s).items()
        s, events = game.apply(s, {seat: {"pix": prompt.field("pix").options[0]}})
    assert events[-2] == {"type": "place", "piece": "yellow", "pix": events[-2]["pix"], "rule": "PX-43"}
    assert len(set(s.positions.values())) == 4 and s.phase == PROGRAM


def test_px44_holder_programs_both_bugs_on_separate_controllers(game):
    """PX-44."""
    s = scenario(P3, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 11)})
    prompts = game.prompts(s)
    assert set(prompts) == {"red", "blue", "green", "yellow"}
    assert prompts["yellow"].seat == "blue" and prompts["yellow"].controller == "yellow"
    assert prompts["yellow"].secret


def test_ds_px08_px46_amb11_extra_controller_alternates_and_px47_scores(game):
    """DS-PX-08, PX-46, AMB-11, PX-47."""
    s = scenario(P3, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (11, 0)})
    holders = []
    for _ in range(3):
        holders.append(s.extra_holder)
        s, _ = game.apply(s, moves(red=("up", 1) if s.positions["red"] != pix(5, 0) else ("down", 1),
                                   blue=("right", 1) if s.turn % 2 else ("left", 1),
                                   green=("up", 1) if s.turn % 2 else ("down", 1),
                                   yellow=("down", 1) if s.turn % 2 else ("up", 1)))
    assert holders == ["blue", "green", "blue"]
    # PX-45/PX-47: the extra Bug catches with 5 cubes left; both Bug players score 5, the extra nothing
    s = scenario(P3, {"red": (5, 5), "blue": (0, 0), "green": (0, 11), "yellow": (5, 0)}, reserve_taken=7)
    s2, events = game.apply(s, moves(red=("up", 1), blue=("right", 1), green=("up", 1), yellow=("down", 9)))
    caught = next(e for e in events if e["type"] == "caught")
    assert caught["by"] == ("yellow",)
    assert s2.scores == {"red": 7, "blue": 5, "green": 5}


def test_px48_three_player_game_has_three_rounds(game):
    """PX-48."""
    from games.core.bots import RandomBot
    from games.core.runner import play_out
    s = game.setup({"players": P3})
    s, _ = play_out(game, s, {p: RandomBot() for p in P3}, 5)
    assert len(game.result(s)["rounds"]) == 3
    assert [r["pixoid"] for r in game.result(s)["rounds"]] == P3


def test_amb10_round_start_holder_is_left_of_the_new_pixoid(game):
    """AMB-10."""
    s = scenario(P3, {"red": (0, 5), "blue": (2, 5), "green": (0, 11), "yellow": (11, 11)})
    s2, _ = game.apply(s, moves(red=("right", 3), blue=("up", 1), green=("up", 1), yellow=("up", 1)))
    assert s2.pixoid == "blue" and s2.extra_holder == "green"
