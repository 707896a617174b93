"""Golden playthroughs (OpenSpiel's habit): seeded games with heuristic bots, every event written as text.
A rules change shows up as a diff. Regenerate on purpose with ``EIGHTBIT_REGENERATE=1 pytest <this file>``
and review the diff like code."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.pixoid.bots import HeuristicBot
from games.pixoid.rules import Pixoid
from tests.games.golden import check_golden, playthrough_text

HERE = Path(__file__).parent / "playthroughs"
CASES = {
    "standard-4p-seed1": {"players": ["red", "blue", "green", "yellow"]},
    "standard-3p-seed2": {"players": ["red", "blue", "green"]},
    "short-4p-seed3": {"players": ["red", "blue", "green", "yellow"], "variant": "short"},
    "seat-frame-complete-3p-seed4": {"players": ["red", "blue", "green"], "frame": "seat", "catch": "complete"},
}


def playthrough(name: str, options: dict) -> str:
    seed = int(name.rsplit("seed", 1)[1])
    return playthrough_text(Pixoid(), options, seed, {p: HeuristicBot() for p in options["players"]})


@pytest.mark.parametrize("name", sorted(CASES))
def test_playthrough_matches_golden_file(name):
    check_golden(HERE / f"{name}.txt", playthrough(name, CASES[name]))
