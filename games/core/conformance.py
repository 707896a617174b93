"""The conformance check every game must pass (DESIGN.md §4, OpenSpiel's habit).

Random-legal bots play a seeded game; along the way it checks: prompts exist until the end and vanish at
the end; every bot input is accepted; a rejected input leaves the state untouched; every state survives a
JSON round trip; replaying (config, seed, inputs) gives the identical state; the same seed gives the same
game; the game ends within a bound. It raises AssertionError naming the seed and step on any failure.
"""
from __future__ import annotations

import json
from typing import Any, Mapping

from games.core.bots import Bot, RandomBot
from games.core.errors import IllegalInput
from games.core.game import Game
from games.core.runner import bot_inputs


def _roundtrip(game: Game, state: Any) -> dict[str, Any]:
    data = game.to_json(state)
    again = game.to_json(game.from_json(json.loads(json.dumps(data))))
    assert again == data, "JSON round trip changed the state"
    return data


def play_checked(game: Game, options: Mapping[str, Any], seed: int, bots: Mapping[str, Bot] | None = None,
                 max_steps: int = 10_000, roundtrip_every: int = 1) -> tuple[Any, list[dict[str, Any]]]:
    """Play one game with every check; returns (final state, the input sets applied)."""
    state = game.setup(options, seed)
    seats = list(options["players"])
    bots = bots or {s: RandomBot() for s in seats}
    log: list[dict[str, Any]] = []
    step = 0
    while True:
        prompts = game.prompts(state)
        where = f"{game.name} seed {seed} step {step}"
        if not prompts:
            assert game.result(state) is not None, f"{where}: no prompt but no result"
            break
        assert game.result(state) is None, f"{where}: a result while prompts remain"
        assert step < max_steps, f"{where}: the game did not end within {max_steps} steps"
        if step % roundtrip_every == 0:
            before = _roundtrip(game, state)
            loaded = game.from_json(json.loads(json.dumps(before)))
            assert game.prompts(loaded) == prompts, f"{where}: prompts differ after a JSON round trip"
        inputs = bot_inputs(game, state, bots, seed, step)
        if len(prompts) > 1 or step % 7 == 0:
            partial = dict(list(inputs.items())[1:])
            snapshot = game.to_json(state)
            try:
                game.apply(state, partial)
            except IllegalInput:
                pass
            else:
                raise AssertionError(f"{where}: an input set missing a controller was accepted")
            assert game.to_json(state) == snapshot, f"{where}: a rejected input changed the state"
        try:
            state, _events = game.apply(state, inputs)
        except IllegalInput as exc:  # pragma: no cover - this is the failure being checked for
            raise AssertionError(f"{where}: a legal bot input was refused: {exc}") from None
        log.append(inputs)
        step += 1
    return state, log


def replay(game: Game, options: Mapping[str, Any], seed: int, log: list[dict[str, Any]]) -> Any:
    """The state reached by applying ``log`` to a fresh game."""
    state = game.setup(options, seed)
    for inputs in log:
        state, _ = game.apply(state, inputs)
    return state


def check_game(game: Game, options: Mapping[str, Any], seed: int, **kwargs: Any) -> dict[str, Any]:
    """All conformance checks for one seed; returns the game's result."""
    state, log = play_checked(game, options, seed, **kwargs)
    final = game.to_json(state)
    assert game.to_json(replay(game, options, seed, log)) == final, f"seed {seed}: replay differs"
    again, log2 = play_checked(game, options, seed, **{**kwargs, "roundtrip_every": 10**9})
    assert log2 == log and game.to_json(again) == final, f"seed {seed}: same seed, different game"
    result = game.result(state)
    assert result is not None
    json.dumps(result)
    return result
