"""The rules goldens of every game, replayed from their recorded inputs (tests/games/golden.py): each
``tests/games/<game>/playthroughs/*.txt`` is set up from its header and fed its own inputs, and its prompts,
events and result must match the file. No bot runs here, so a bot change never shows in these files.

A new golden is a file holding just its header line; ``EIGHTBIT_REGENERATE=1 pytest tests/games/test_goldens.py``
plays the header's bots once and writes every file anew — review the diff like code."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.registry import GAMES
from tests.games import golden

GOLDENS = golden.files("playthroughs")


@pytest.mark.parametrize("path", GOLDENS, ids=golden.file_id)
def test_golden_replays_from_its_recorded_inputs(path: Path, regenerate, monkeypatch):
    monkeypatch.chdir(golden.ROOT)
    golden.replay(golden.load(path, regenerate is not None, regenerate, events=True), golden.file_id(path))


def test_every_registered_game_has_a_golden():
    assert sorted(GAMES) == sorted({p.parent.parent.name for p in GOLDENS})
