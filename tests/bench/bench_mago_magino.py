"""Mago Magino speed on one core: complete 4-player games per second with random bots (the issue's goal: at least
1,000), the same with heuristic bots, steps per second and the cost of one ``apply``. Last line: JSON figures.
Timing on a shared machine drifts, so it reports the best of five runs (as ``timeit`` does) and the median.

Random bots make long games: a crystal comes home only by chance (about a thousand turns at four players), so
games per second says more about the random walk than about the rules; steps per second and the cost of an
apply are the figures to compare with the other games."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.core.bots import RandomBot
from games.mago_magino import GAME
from games.mago_magino.bots import HeuristicBot
from tests.bench import play_speed as speed

PLAYERS = ["red", "blue", "green", "yellow"]


def games_per_second(bot: type, seconds: float = 3.0) -> tuple[float, float]:
    bots = {p: bot() for p in PLAYERS}
    return speed.games_per_second(GAME, lambda seed: GAME.setup({"players": PLAYERS}, seed), bots, seconds)


def apply_cost(samples: int = 20000) -> float:
    """Microseconds per ``apply`` of a move (inputs prepared beforehand)."""
    return speed.apply_cost(GAME, lambda seed: GAME.setup({"players": PLAYERS}, seed), {p: RandomBot() for p in PLAYERS},
                            keep=lambda state: state.phase == "move", samples=samples)


def main() -> None:
    (rate, steps), median = speed.best_and_median(lambda: games_per_second(RandomBot, 2.0))
    (smart, _), _ = speed.best_and_median(lambda: games_per_second(HeuristicBot, 1.0), runs=3)
    cost = min(apply_cost() for _ in range(3))
    print(f"mago_magino: {rate:,.1f} complete 4-player games/s with random bots, best of 5 runs "
          f"(median {median:,.1f}; goal >= 1,000)")
    print(f"mago_magino: {smart:,.0f} complete 4-player games/s with heuristic bots")
    print(f"mago_magino: {steps:,.0f} steps/s with random bots (moves and yes/no answers)")
    print(f"mago_magino: {cost:.1f} us per apply of a move (prompts rebuilt, validation included)")
    print(json.dumps({"games_per_second": round(rate, 1), "games_per_second_median": round(median, 1),
                      "heuristic_games_per_second": round(smart, 1), "steps_per_second": round(steps),
                      "apply_us": round(cost, 2)}))


if __name__ == "__main__":
    main()
