"""Plays a game to the end with bots answering every prompt (simulation, conformance, benchmarks)."""
from __future__ import annotations

from typing import Any, Callable, Mapping

from games.core.bots import Bot, decision_rng
from games.core.game import Event, Game


def bot_inputs(game: Game, state: Any, bots: Mapping[str, Bot], bot_seed: int, step: int,
               prompts: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Each prompted controller answered by the bot of the seat that holds it."""
    if prompts is None:
        prompts = game.prompts(state)
    views: dict[str, Any] = {}
    inputs: dict[str, Any] = {}
    for controller, prompt in prompts.items():
        seat = prompt.seat
        bot = bots[seat]
        view = None
        if getattr(bot, "needs_view", True):
            if seat not in views:
                views[seat] = game.observe(state, seat)
            view = views[seat]
        inputs[controller] = bot.act(view, prompt, decision_rng(bot_seed, step, controller))
    return inputs


def play_out(game: Game, state: Any, bots: Mapping[str, Bot], bot_seed: int, *, start_step: int = 0,
             max_steps: int = 100_000,
             on_step: Callable[[int, dict[str, Any], list[Event], Any], None] | None = None) -> tuple[Any, int]:
    """Apply bot inputs until no prompt remains; returns (final state, number of steps applied)."""
    step = start_step
    while prompts := game.prompts(state):
        if step - start_step >= max_steps:
            raise RuntimeError(f"{game.name}: no end after {max_steps} steps")
        inputs = bot_inputs(game, state, bots, bot_seed, step, prompts)
        state, events = game.apply(state, inputs)
        if on_step is not None:
            on_step(step, inputs, events, state)
        step += 1
    return state, step
