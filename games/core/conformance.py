"""The conformance check every game must pass (docs/architecture.md §5, OpenSpiel's habit).

Random-legal bots play a seeded game; along the way it checks: prompts exist until the end and vanish at
the end; every bot input is accepted; a rejected input leaves the state untouched; every state survives a
JSON round trip; replaying (config, seed, inputs) gives the identical state; the same seed gives the same
game; the game ends within a bound. It raises AssertionError naming the seed and step on any failure.

The wheel contract (docs/architecture.md §6): no prompt ever carries a team split (AMB-51); every prompt is
answerable on each face table given (``wheels``: every legal value reachable and read back identically, no
two active fields on one wheel); and every prompt asks only for faces the game declares up front
(``game.fields``, when it declares them), which is what the host checks the seated controllers against before play.

Secrecy (CON-05): every view ``observe`` gives (each seat and the TV) is JSON-ready, and changing what is
hidden — the top-level state entries the game declares ``hidden`` and the RNG state — never changes the
TV view.
"""
from __future__ import annotations

import json
from typing import Any, Mapping, Sequence

from games.core.bots import Bot, RandomBot
from games.core.codec import Wheels, check_prompt, faces_needed
from games.core.errors import IllegalInput
from games.core.game import ProcessedGame
from games.core.prompt import SPLIT, Prompt
from games.core.runner import bot_inputs

HIDDEN_ALWAYS = ("rng",)
"""State entries hidden in every game that has them: the generator's state."""


def check_prompts(game: ProcessedGame, state: Any, prompts: Mapping[str, Prompt], wheels: Sequence[Wheels],
                  where: str) -> None:
    """No split reaches a controller; each prompt is answerable on every face table in ``wheels``; every
    field stays within what ``game.fields`` declares (when the game declares it)."""
    declared = {f.name: f for f in game.fields(state)} if game.declares_fields else None
    for controller, prompt in prompts.items():
        for f in prompt.fields:
            assert f.kind != SPLIT, f"{where}: {controller} is asked a team split as one field (AMB-51)"
            if declared is not None:
                widest = declared.get(f.name)
                assert widest is not None and widest.wheel == f.wheel, \
                    f"{where}: {f.name} is not declared by {game.name}.fields on the {f.wheel} wheel"
                extra = set(faces_needed(f)) - set(faces_needed(widest))
                assert not extra, f"{where}: {f.name} asks for {sorted(extra, key=str)}, beyond {game.name}.fields"
        for table in wheels:
            problems = check_prompt(prompt, table)
            assert not problems, f"{where}: {problems[0]}"


def _perturb(value: Any) -> Any:
    """The same shape with every scalar changed (lengths and keys kept: sizes may be public)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "~"
    if isinstance(value, list):
        return [_perturb(v) for v in value]
    if isinstance(value, dict):
        return {k: _perturb(v) for k, v in value.items()}
    return value


def check_views(game: ProcessedGame, state: Any, seats: Sequence[str], where: str) -> None:
    """CON-05: every view is JSON-ready, and the TV view does not depend on hidden state."""
    for seat in (*seats, None):
        try:
            json.dumps(game.observe(state, seat))
        except (TypeError, ValueError) as exc:
            raise AssertionError(f"{where}: observe(state, {seat!r}) is not JSON-ready ({exc})") from None
    data = game.to_json(state)
    tv = json.dumps(game.observe(state, None), sort_keys=True)
    for key in (*HIDDEN_ALWAYS, *game.hidden):
        if key not in data:
            continue
        changed = game.from_json(json.loads(json.dumps({**data, key: _perturb(data[key])})))
        assert json.dumps(game.observe(changed, None), sort_keys=True) == tv, \
            f"{where}: the TV view changes with the hidden {key!r}"


def _roundtrip(game: ProcessedGame, state: Any) -> dict[str, Any]:
    data = game.to_json(state)
    again = game.to_json(game.from_json(json.loads(json.dumps(data))))
    assert again == data, "JSON round trip changed the state"
    return data


def play_checked(game: ProcessedGame, options: Mapping[str, Any], seed: int, bots: Mapping[str, Bot] | None = None,
                 max_steps: int = 10_000, roundtrip_every: int = 1,
                 wheels: Sequence[Wheels] = ()) -> tuple[Any, list[dict[str, Any]]]:
    """Play one game with every check; returns (final state, the input sets applied). ``wheels``: the face
    tables every prompt must be answerable on."""
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
            check_views(game, state, seats, where)
        check_prompts(game, state, prompts, wheels, where)
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
            state, events = game.apply(state, inputs)
        except IllegalInput as exc:  # pragma: no cover - this is the failure being checked for
            raise AssertionError(f"{where}: a legal bot input was refused: {exc}") from None
        for event in events:
            assert "to" not in event or event["to"] in seats, (
                f"{where}: event {event.get('type')!r} has a 'to' that is not a seat: the host would keep a "
                f"public event from the table (an event's 'to' marks it private to that seat)")
        log.append(inputs)
        step += 1
    return state, log


def replay(game: ProcessedGame, options: Mapping[str, Any], seed: int, log: list[dict[str, Any]]) -> Any:
    """The state reached by applying ``log`` to a fresh game."""
    state = game.setup(options, seed)
    for inputs in log:
        state, _ = game.apply(state, inputs)
    return state


def check_game(game: ProcessedGame, options: Mapping[str, Any], seed: int, **kwargs: Any) -> dict[str, Any]:
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
