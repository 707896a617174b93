"""Golden playthroughs shared by every game's tests (OpenSpiel's habit): a seeded game with bots written as
text, one line per step's inputs and per event, and the check against the file kept beside the test.
Regenerate on purpose with ``EIGHTBIT_REGENERATE=1`` and review the diff like code."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping, Sequence

from games.core.bots import Bot
from games.core.game import Game
from games.core.runner import play_out


def playthrough_text(game: Game, options: Mapping[str, Any], seed: int, bots: Mapping[str, Bot],
                     preamble: Sequence[str] = ()) -> str:
    """The whole game as text: a header, ``preamble`` lines, every step's inputs and events, the result."""
    lines = [f"# {game.name} {json.dumps(options, sort_keys=True)} seed {seed}", *preamble]

    def record(step: int, inputs: Any, events: Any, state: Any) -> None:
        lines.append(f"step {step} inputs {json.dumps(inputs, sort_keys=True)}")
        lines.extend("  " + json.dumps(e, sort_keys=True) for e in events)

    state, _ = play_out(game, game.setup(options, seed), bots, seed, on_step=record)
    lines.append("result " + json.dumps(game.result(state), sort_keys=True))
    return "\n".join(lines) + "\n"


def check_golden(path: Path, text: str) -> None:
    """``text`` equals the golden file at ``path`` (written first when EIGHTBIT_REGENERATE is set)."""
    if os.environ.get("EIGHTBIT_REGENERATE"):
        path.write_text(text)
    assert path.exists(), f"{path} is missing: run with EIGHTBIT_REGENERATE=1 once"
    assert text == path.read_text(), f"{path.stem} differs from its golden file (rules or bots changed?)"
