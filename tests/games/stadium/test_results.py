"""Stadium's own checks of finished games (the shared conformance check of every registered game, the full
draw and every trial alone, is tests/games/test_conformance_all.py): medals never below zero (ST-20), VP
from the medal boards (ST-22), the winner by VP (ST-23), ten trials a game (ST-07), a practice track of one
played alone, the draw (ST-04) and the face-down tiles (ST-32); and every trial declares its fields (what
the host checks the face tables against)."""
from __future__ import annotations

import pytest

from games.core.bots import RandomBot
from games.core.faces import COLOURS
from games.core.runner import play_out
from games.stadium.bots import HeuristicBot
from games.stadium.effects import victory_points
from games.stadium.rules import Stadium
from games.stadium.trials import TRIAL_MODULES, get_trial

GAME = Stadium()


def result_of(options: dict, seed: int, bot: type = RandomBot) -> dict:
    state, _ = play_out(GAME, GAME.setup(options, seed), {p: bot() for p in options["players"]}, seed)
    return GAME.result(state)


def check_result(result: dict) -> None:
    for team, board in result["medals"].items():
        assert all(n >= 0 for n in board.values())                                    # ST-20
        assert result["vp"][team] == victory_points(board)                            # ST-22
    vp = result["vp"]
    assert result["winner"] == (None if vp["red"] == vp["blue"] else max(vp, key=vp.get))   # ST-23


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("bot", [RandomBot, HeuristicBot], ids=["random", "heuristic"])
def test_results_of_full_games(players, bot):
    for seed in range(100 if bot is RandomBot else 20):
        result = result_of({"players": list(COLOURS[:players])}, seed, bot)
        check_result(result)
        assert len(result["trials"]) == 10                                            # ST-07
        assert len({t["id"] for t in result["trials"]}) == 10                         # ST-04: each tile drawn once


def test_st32_the_tv_names_no_face_down_tile():
    for seed in range(10):
        state = GAME.setup({"players": list(COLOURS[:4])}, seed)
        track = GAME.observe(state, None)["track"]
        assert track[0]["trial"] is not None                                           # revealed (ST-08)
        assert all(t["trial"] is None and t["name"] is None for t in track[1:])        # ST-32


def test_every_trial_declares_its_fields():
    """Trial.fields is what the host checks the seated controllers' face tables against before play."""
    missing = [t for t in TRIAL_MODULES if not callable(getattr(get_trial(t), "fields", None))]
    assert not missing, f"trials without fields(table): {', '.join(missing)}"


@pytest.mark.parametrize("trial", sorted(TRIAL_MODULES))
def test_each_trial_alone_as_a_practice_game(trial):
    """Issue 12: every trial as a practice game (a track of one), 4 and 6 players in turn."""
    for seed in range(40):
        result = result_of({"players": list(COLOURS[:4 if seed % 2 else 6]), "trials": trial}, seed)
        check_result(result)
        assert [t["id"] for t in result["trials"]] == [trial]
