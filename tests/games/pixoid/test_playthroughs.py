"""Golden playthroughs (OpenSpiel's habit): seeded games with heuristic bots, every event written as text.
A rules change shows up as a diff. Regenerate on purpose with ``EIGHTBIT_REGENERATE=1 pytest <this file>``
and review the diff like code."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from games.core.runner import play_out
from games.pixoid.bots import HeuristicBot
from games.pixoid.rules import Pixoid

HERE = Path(__file__).parent / "playthroughs"
CASES = {
    "standard-4p-seed1": {"players": ["red", "blue", "green", "yellow"]},
    "standard-3p-seed2": {"players": ["red", "blue", "green"]},
    "short-4p-seed3": {"players": ["red", "blue", "green", "yellow"], "variant": "short"},
    "seat-frame-complete-3p-seed4": {"players": ["red", "blue", "green"], "frame": "seat", "catch": "complete"},
}


def playthrough(name: str, options: dict) -> str:
    seed = int(name.rsplit("seed", 1)[1])
    game = Pixoid()
    lines = [f"# pixoid {json.dumps(options, sort_keys=True)} seed {seed}"]

    def record(step, inputs, events, state):
        lines.append(f"step {step} inputs {json.dumps(inputs, sort_keys=True)}")
        lines.extend("  " + json.dumps(e, sort_keys=True) for e in events)

    state, _ = play_out(game, game.setup(options, seed), {p: HeuristicBot() for p in options["players"]}, seed,
                        on_step=record)
    lines.append("result " + json.dumps(game.result(state), sort_keys=True))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(CASES))
def test_playthrough_matches_golden_file(name):
    path = HERE / f"{name}.txt"
    text = playthrough(name, CASES[name])
    if os.environ.get("EIGHTBIT_REGENERATE"):
        path.write_text(text)
    assert path.exists(), f"{path} is missing: run with EIGHTBIT_REGENERATE=1 once"
    assert text == path.read_text(), f"{name} differs from its golden file (rules or bots changed?)"
