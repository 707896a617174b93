"""Stadium's heuristic bot (issue 12 item 4): each trial's heuristic from the seat's view only; a heuristic
team beats a random-legal team far more often than not."""
from __future__ import annotations

import pytest

from games.core.bots import RandomBot
from games.core.runner import play_out
from games.registry import get_game
from games.stadium.bots import HeuristicBot

GAME = get_game("stadium")
P4 = ["red", "blue", "green", "yellow"]


def test_a_heuristic_team_beats_a_random_team():
    wins = 0
    for seed in range(60):
        bots = {p: HeuristicBot() if GAME.setup({"players": P4}, seed).config.teams[p] == "red" else RandomBot()
                for p in P4}
        state, _ = play_out(GAME, GAME.setup({"players": P4}, seed), bots, seed)
        wins += GAME.result(state)["winner"] == "red"
    assert wins >= 40


def test_the_heuristic_bot_needs_a_view_of_a_trial_in_play():
    state = GAME.setup({"players": P4, "trials": "cycling"}, 0)
    prompt = GAME.prompts(state)["red"]
    with pytest.raises(ValueError):
        HeuristicBot().act(None, prompt, None)
