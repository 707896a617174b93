"""The race's speed paths play the same games (games/magical_athlete/rules.py run_race): a step guessed to ask
nothing keeps no snapshot, and when the guess is wrong the apply's race is played again keeping them."""
from __future__ import annotations

import json

import pytest

from games.core.bots import RandomBot
from games.core.faces import COLOURS
from games.core.runner import bot_inputs
from games.magical_athlete import engine
from games.magical_athlete.rules import MagicalAthlete

GAME = MagicalAthlete()


def played(options: dict, seed: int) -> list[str]:
    """Every step's events and state, as JSON."""
    seats = options["players"]
    bots = {p: RandomBot() for p in seats}
    state, out, step = GAME.setup(options, seed), [], 0
    while prompts := GAME.prompts(state):
        state, events = GAME.apply(state, bot_inputs(GAME, state, bots, seed, step, prompts))
        out.append(json.dumps([events, GAME.to_json(state)], sort_keys=True))
        step += 1
    return out


@pytest.mark.parametrize("players", [4, 2])
def test_a_wrong_quiet_guess_replays_the_same_game(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    options = {"players": list(COLOURS[:players])}
    plain = [played(options, seed) for seed in range(2)]
    monkeypatch.setattr(engine.Race, "quiet_next", lambda self: True)          # every guess, wrong ones too
    assert [played(options, seed) for seed in range(2)] == plain


def test_every_racer_says_when_it_asks() -> None:
    from games.magical_athlete.racers import RACERS
    assert {r.asks for r in RACERS.values()} <= {"never", "own", "any"}
    assert RACERS["DICEMONGER"].asks == "any" and RACERS["MAGICIAN"].asks == "own" and RACERS["BANANA"].asks == "never"
