"""Golden playthroughs (OpenSpiel's habit; tests/games/golden.py): seeded Outspeed games with random bots on the
frozen copy of the stand-in tiles (tests/games/outspeed/data), every input and event written as text, so any
rules change shows up as a diff (and a change of the shipped tiles does not). Regenerate on purpose with
``EIGHTBIT_REGENERATE=1 pytest <this file>`` and review the diff like code."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.core.bots import RandomBot
from tests.games.golden import check_golden, playthrough_text
from tests.games.outspeed.helpers import GAME, TILES, players

HERE = Path(__file__).parent / "playthroughs"
CASES = {
    "standard-3p-seed1": {"players": players(3)},
    "first-game-4p-seed2": {"players": players(4), "deck": "first-game"},
    "standard-6p-seed3": {"players": players(6)},
    "sequential-5p-seed4": {"players": players(5), "declare": "sequential"},
    "standard-4p-seed8": {"players": players(4)},                      # reaches tile 15's wheel-with-X
}


def playthrough(name: str, options: dict) -> str:
    seed = int(name.rsplit("seed", 1)[1])
    text = playthrough_text(GAME, {**options, "tiles": TILES}, seed, {p: RandomBot() for p in options["players"]})
    return text.replace(TILES, "tests/games/outspeed/data/rules_tiles.yaml")     # the same on every machine


@pytest.mark.parametrize("name", sorted(CASES))
def test_playthrough_matches_golden_file(name):
    check_golden(HERE / f"{name}.txt", playthrough(name, CASES[name]))


def test_the_golden_games_cover_the_flip_x_draws_boards_and_eliminations():
    text = "".join((HERE / f"{name}.txt").read_text() for name in CASES)
    for needle in ('"type": "flip"', '"type": "reveal_tokens"', '"type": "keep"', '"type": "board"',
                   '"type": "eliminated"', '"type": "roll"', '"type": "x"'):
        assert needle in text, needle
