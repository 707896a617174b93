"""Golden playthroughs (OpenSpiel's habit): seeded Stadium games with heuristic bots, every event written as
text, for 4 and 6 players. A rules change in the meta-game or any trial shows up as a diff. Regenerate on
purpose with ``EIGHTBIT_REGENERATE=1 pytest <this file>`` and review the diff like code."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from games.core.runner import play_out
from games.stadium.bots import HeuristicBot
from games.stadium.rules import Stadium

HERE = Path(__file__).parent / "playthroughs"
CASES = {
    "full-4p-seed1": {"players": ["red", "blue", "green", "yellow"]},
    "full-6p-seed2": {"players": ["red", "blue", "green", "yellow", "purple", "orange"], "oldest": "green"},
}


def playthrough(name: str, options: dict) -> str:
    seed = int(name.rsplit("seed", 1)[1])
    game = Stadium()
    state = game.setup(options, seed)
    lines = [f"# stadium {json.dumps(options, sort_keys=True)} seed {seed}",
             "setup " + json.dumps(game.observe(state, None)["track"], sort_keys=True)]

    def record(step, inputs, events, state):
        lines.append(f"step {step} inputs {json.dumps(inputs, sort_keys=True)}")
        lines.extend("  " + json.dumps(e, sort_keys=True) for e in events)

    state, _ = play_out(game, state, {p: HeuristicBot() for p in options["players"]}, seed, on_step=record)
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
