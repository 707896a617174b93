"""Bot pins: a few seeded games per game played by its bots, pinned as the inputs the bots chose at each step
(``tests/games/<game>/bot_pins/*.txt``, tests/games/golden.py). A change to a bot shows here and only here —
the rules goldens (tests/games/test_goldens.py) replay recorded inputs and run no bot.

``EIGHTBIT_REGENERATE=1 pytest tests/games/test_bot_pins.py`` writes every pin anew (a new pin is a file
holding just its header line); review the diff like code."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.registry import GAMES
from tests.games import golden

PINS = golden.files("bot_pins")


@pytest.mark.parametrize("path", PINS, ids=golden.file_id)
def test_bots_choose_the_pinned_inputs(path: Path, regenerate, monkeypatch):
    monkeypatch.chdir(golden.ROOT)
    golden.check_pin(golden.load(path, regenerate is not None, regenerate, events=False), golden.file_id(path))


def test_every_registered_game_has_a_bot_pin():
    assert sorted(GAMES) == sorted({p.parent.parent.name for p in PINS})
