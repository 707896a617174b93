"""Outspeed speed on one core (issue 11, Speed): complete games per second with random bots for 3, 4 and 6
players (standard deck, a new seed per game, setup timed too), and the cost of one ``apply`` (prompts rebuilt,
validation included) over every phase of real games. Goal: at least 600 four-player games per second.
Timing on a shared machine drifts, so each figure is the best of five runs and the median is printed too.
Last line: JSON figures."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.core.bots import RandomBot
from games.core.faces import COLOURS
from games.outspeed.rules import Outspeed
from tests.bench import play_speed as speed

GOAL = 600


def games_per_second(players: int, seconds: float = 2.0) -> tuple[float, float]:
    """(games per second, applies per second) for ``seconds`` of back-to-back seeded games."""
    game = Outspeed()
    seats = list(COLOURS[:players])
    options = {"players": seats}
    bots = {p: RandomBot() for p in seats}
    return speed.games_per_second(game, lambda seed: game.setup(options, seed), bots, seconds)


def apply_cost(players: int = 4, samples: int = 20000) -> float:
    """Microseconds per ``apply`` of a recorded (state, inputs) pair of any phase, its prompts rebuilt."""
    game = Outspeed()
    seats = list(COLOURS[:players])
    return speed.apply_cost(game, lambda seed: game.setup({"players": seats}, seed), {p: RandomBot() for p in seats},
                            samples=samples)


def main() -> None:
    figures: dict[str, float] = {}
    for players in (3, 4, 6):
        (rate, steps), median = speed.best_and_median(lambda players=players: games_per_second(players))
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
