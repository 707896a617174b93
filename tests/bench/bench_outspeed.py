"""Outspeed speed on one core (issue 11, Speed): complete games per second with random bots for 3, 4 and 6
players (standard deck, a new seed per game, setup timed too), and the cost of one ``apply`` (prompts rebuilt,
validation included) over every phase of real games. Goal: at least 600 four-player games per second.
Timing on a shared machine drifts, so each figure is the best of five runs and the median is printed too.
Last line: JSON figures."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.core.bots import RandomBot  # noqa: E402
from games.core.faces import COLOURS  # noqa: E402
from games.core.runner import bot_inputs, play_out  # noqa: E402
from games.outspeed.rules import Outspeed  # noqa: E402

GOAL = 600


def games_per_second(players: int, seconds: float = 2.0) -> tuple[float, float]:
    """(games per second, applies per second) for ``seconds`` of back-to-back seeded games."""
    game = Outspeed()
    seats = list(COLOURS[:players])
    options = {"players": seats}
    bots = {p: RandomBot() for p in seats}
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, n = play_out(game, game.setup(options, games), bots, games)
        games += 1
        steps += n
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / elapsed


def apply_cost(players: int = 4, samples: int = 20000) -> float:
    """Microseconds per ``apply`` of a recorded (state, inputs) pair of any phase, its prompts rebuilt."""
    game = Outspeed()
    seats = list(COLOURS[:players])
    bots = {p: RandomBot() for p in seats}
    pairs = []
    seed = 0
    state = game.setup({"players": seats}, seed)
    while len(pairs) < 2000:
        if not game.prompts(state):
            seed += 1
            state = game.setup({"players": seats}, seed)
        inputs = bot_inputs(game, state, bots, seed, len(pairs))
        pairs.append((state, inputs))
        state, _ = game.apply(state, inputs)
    start = time.perf_counter()
    for i in range(samples):
        s, inputs = pairs[i % len(pairs)]
        s._prompts = None
        game.apply(s, inputs)
    return (time.perf_counter() - start) / samples * 1e6


def main() -> None:
    figures: dict[str, float] = {}
    for players in (3, 4, 6):
        runs = sorted(games_per_second(players) for _ in range(5))
        (rate, steps), median = runs[-1], runs[2][0]
        goal = f" (goal >= {GOAL})" if players == 4 else ""
        print(f"outspeed: {rate:,.0f} complete {players}-player games/s with random bots, best of 5 "
              f"(median {median:,.0f}){goal}; {steps:,.0f} applies/s")
        figures[f"games_per_second_{players}p"] = round(rate, 1)
        figures[f"games_per_second_{players}p_median"] = round(median, 1)
    cost = min(apply_cost() for _ in range(3))
    print(f"outspeed: {cost:.1f} us per apply (4 players, any phase; prompts rebuilt, validation included)")
    figures["apply_us"] = round(cost, 2)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
