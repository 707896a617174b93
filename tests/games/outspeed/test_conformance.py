"""The shared conformance check (games/core/conformance.py) over 300 seeded games with random bots for each
of 3, 4, 5 and 6 players and the first-game deck, plus the sequential declarations (AMB-14): legal prompts
to the end, refused input leaves the state alone, JSON round trips, replay, same seed same game, bounded
length, and the TV view never depends on hidden state (hands, pile, deck, draws; CON-05)."""
from __future__ import annotations

import pytest

from games.core.conformance import check_game
from tests.games.outspeed.helpers import GAME, players

CONFIGS = [({"players": players(3)}, 300), ({"players": players(4)}, 300), ({"players": players(5)}, 300),
           ({"players": players(6)}, 300), ({"players": players(4), "deck": "first-game"}, 300),
           ({"players": players(5), "declare": "sequential"}, 60)]


def name(config) -> str:
    options, games = config
    return "-".join([f"{len(options['players'])}p", *(str(v) for k, v in options.items() if k != "players")])


@pytest.mark.parametrize("options, games", CONFIGS, ids=[name(c) for c in CONFIGS])
def test_conformance_random_bots(options, games):
    n = len(options["players"])
    for seed in range(games):
        result = check_game(GAME, options, seed, roundtrip_every=1 if seed < 20 else 7)
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
