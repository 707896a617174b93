"""The timing loops the game benches share: complete games per second with given bots, the cost of one
``apply`` over recorded (state, inputs) pairs with the prompts rebuilt, and the best and median of several
runs (timing on a shared machine drifts)."""
from __future__ import annotations

import time
from typing import Any, Callable, Mapping

from games.core.runner import bot_inputs, play_out


def games_per_second(game: Any, setup: Callable[[int], Any], bots: Mapping[str, Any],
                     seconds: float, clock: Callable[[], float] = time.perf_counter) -> tuple[float, float]:
    """(games per second, steps per second) for ``seconds`` of back-to-back games; game n is
    ``setup(n)`` (setup timed too) and its bots decide on seed n. ``clock`` may be ``time.process_time``
    (this process's CPU seconds: on a shared machine the wall clock counts the others' work too)."""
    games = steps = 0
    start = clock()
    while clock() - start < seconds:
        _, n = play_out(game, setup(games), bots, games)
        games += 1
        steps += n
    elapsed = clock() - start
    return games / elapsed, steps / elapsed


def apply_cost(game: Any, setup: Callable[[int], Any], bots: Mapping[str, Any],
               keep: Callable[[Any], bool] = lambda state: True, samples: int = 20000, pairs: int = 2000,
               clock: Callable[[], float] = time.perf_counter) -> float:
    """Microseconds per ``apply`` of ``pairs`` recorded (state, inputs) pairs whose state ``keep`` accepts,
    taken from games ``setup(0)``, ``setup(1)``…; each state's prompts are rebuilt (the games memoise them
    for the last few states only, games/core/memo.py, and the pairs are many more)."""
    recorded: list[tuple[Any, dict[str, Any]]] = []
    seed = 0
    state = setup(seed)
    while len(recorded) < pairs:
        if not game.prompts(state):
            seed += 1
            state = setup(seed)
        inputs = bot_inputs(game, state, bots, seed, len(recorded))
        if keep(state):
            recorded.append((state, inputs))
        state, _ = game.apply(state, inputs)
    start = clock()
    for i in range(samples):
        s, inputs = recorded[i % len(recorded)]
        game.apply(s, inputs)
    return (clock() - start) / samples * 1e6


def best_and_median(measure: Callable[[], tuple[float, float]], runs: int = 5) -> tuple[tuple[float, float], float]:
    """The best of ``runs`` (rate, steps) measures and the median rate."""
    results = sorted(measure() for _ in range(runs))
    return results[-1], results[runs // 2][0]
