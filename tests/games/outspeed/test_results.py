"""Outspeed's own checks of finished games (the shared conformance check of every registered game is
tests/games/test_conformance_all.py): 300 random games for each of 3, 4, 5 and 6 players and the first-game
deck, 60 with the sequential declarations (AMB-14) — turns, winners, eliminations, the flip and the Fuel."""
from __future__ import annotations

import pytest

from games.core.bots import RandomBot
from games.core.runner import play_out
from tests.games.outspeed.helpers import GAME, players

CONFIGS = [({"players": players(3)}, 300), ({"players": players(4)}, 300), ({"players": players(5)}, 300),
           ({"players": players(6)}, 300), ({"players": players(4), "deck": "first-game"}, 300),
           ({"players": players(5), "declare": "sequential"}, 60)]


def name(config) -> str:
    options, games = config
    return "-".join([f"{len(options['players'])}p", *(str(v) for k, v in options.items() if k != "players")])


@pytest.mark.parametrize("options, games", CONFIGS, ids=[name(c) for c in CONFIGS])
def test_results_of_random_games(options, games):
    n = len(options["players"])
    for seed in range(games):
        state, _ = play_out(GAME, GAME.setup(options, seed), {p: RandomBot() for p in options["players"]}, seed)
        result = GAME.result(state)
        assert result["turns"] <= 13                                              # OS-12
        alive = [p for p, s in result["seats"].items() if s["eliminated"] is None]
        assert set(result["winners"]) <= set(alive)                               # OS-62, OS-70
        assert result["no_winner"] == (not alive)                                  # OS-73
        if len(alive) == 1:
            assert result["winners"] == alive                                      # OS-72
        if alive:
            assert result["winners"]
            lead = max(result["seats"][p]["zone"] for p in alive)
            assert all(result["seats"][w]["zone"] == lead for w in result["winners"])   # OS-70
        if result["flipped"]:
            assert n >= 5 and len(alive) <= 4                                      # OS-63
        assert all(s["fuel"] >= 0 for s in result["seats"].values())
        if options.get("deck") == "first-game":
            assert [r["tile"] for r in result["routes"]] == list(range(1, len(result["routes"]) + 1))  # OS-04
