"""Mago Magino speed on one core: complete 4-player games per second with random bots (the issue's goal: at least
1,000), the same with heuristic bots, microseconds per step and the cost of one ``apply``. Last line: JSON
figures. Times are this process's CPU seconds (``time.process_time``: on a shared machine the wall clock counts
the others' work too); it reports the best of five runs (as ``timeit`` does) and the median.

Random bots make long games: about 1,000 turns at four players, two steps a turn (the piece, then the way when
it has two), because a crystal comes home only by chance: every choice is uniform among the legal answers, so a
child's walk to the hideout and a carrier's walk home the long way are random walks, half the offers to load
are declined, a third of the moves go to the wizard (who only frees frogs) and about a third to frogs, while the
witch arrow keeps bewitching. Games per second therefore says more about the random walk than about the rules;
microseconds per step and per apply are the figures to compare with the other games (the runner and the
random bot alone take about 2 us of a step)."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.core.bots import RandomBot
from games.mago_magino import GAME
from games.mago_magino.bots import HeuristicBot
from tests.bench import play_speed as speed

PLAYERS = ["red", "blue", "green", "yellow"]


def games_per_second(bot: type, seconds: float = 3.0) -> tuple[float, float]:
    bots = {p: bot() for p in PLAYERS}
    return speed.games_per_second(GAME, lambda seed: GAME.setup({"players": PLAYERS}, seed), bots, seconds,
                                  time.process_time)


def apply_cost(samples: int = 20000) -> float:
    """Microseconds per ``apply`` of a move (inputs prepared beforehand)."""
    return speed.apply_cost(GAME, lambda seed: GAME.setup({"players": PLAYERS}, seed), {p: RandomBot() for p in PLAYERS},
                            keep=lambda state: state.phase == "move", samples=samples, clock=time.process_time)


def main() -> None:
    (rate, steps), median = speed.best_and_median(lambda: games_per_second(RandomBot, 2.0))
    (smart, _), _ = speed.best_and_median(lambda: games_per_second(HeuristicBot, 1.0), runs=3)
    cost = min(apply_cost() for _ in range(3))
    print(f"mago_magino: {rate:,.1f} complete 4-player games/s with random bots, best of 5 runs "
          f"(median {median:,.1f}; goal >= 1,000)")
    print(f"mago_magino: {smart:,.0f} complete 4-player games/s with heuristic bots")
    print(f"mago_magino: {steps:,.0f} steps/s with random bots (moves and yes/no answers), "
          f"{1e6 / steps:.1f} us a step (goal <= 3)")
    print(f"mago_magino: {cost:.1f} us per apply of a move (prompts rebuilt, validation included)")
    print(json.dumps({"games_per_second": round(rate, 1), "games_per_second_median": round(median, 1),
                      "heuristic_games_per_second": round(smart, 1), "steps_per_second": round(steps),
                      "us_per_step": round(1e6 / steps, 2),
                      "apply_us": round(cost, 2)}))


if __name__ == "__main__":
    main()
