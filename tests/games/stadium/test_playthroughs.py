"""Golden playthroughs (OpenSpiel's habit): seeded Stadium games with heuristic bots, every event written as
text, for 4 and 6 players. A rules change in the meta-game or any trial shows up as a diff. Regenerate on
purpose with ``EIGHTBIT_REGENERATE=1 pytest <this file>`` and review the diff like code."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.stadium.bots import HeuristicBot
from games.stadium.rules import Stadium
from tests.games.golden import check_golden, playthrough_text

HERE = Path(__file__).parent / "playthroughs"
CASES = {
    "full-4p-seed1": {"players": ["red", "blue", "green", "yellow"]},
    "full-6p-seed2": {"players": ["red", "blue", "green", "yellow", "purple", "orange"], "oldest": "green"},
}


def playthrough(name: str, options: dict) -> str:
    seed = int(name.rsplit("seed", 1)[1])
    game = Stadium()
    track = "setup " + json.dumps(game.observe(game.setup(options, seed), None)["track"], sort_keys=True)
    return playthrough_text(game, options, seed, {p: HeuristicBot() for p in options["players"]}, (track,))


@pytest.mark.parametrize("name", sorted(CASES))
def test_playthrough_matches_golden_file(name):
    check_golden(HERE / f"{name}.txt", playthrough(name, CASES[name]))
