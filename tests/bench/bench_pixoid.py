"""Pixoid speed on one core: complete 4-player games per second with random bots, joint turns per second,
and the cost of one ``apply``. Goal: at least 1,000 games per second. Last line: JSON figures.
Timing on a shared machine drifts, so it reports the best of five runs (as ``timeit`` does) and the median."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.core.bots import RandomBot
from games.pixoid.rules import Pixoid
from tests.bench import play_speed as speed

PLAYERS = ["red", "blue", "green", "yellow"]


def games_per_second(seconds: float = 3.0) -> tuple[float, float]:
    game = Pixoid()
    bots = {p: RandomBot() for p in PLAYERS}
    return speed.games_per_second(game, lambda seed: game.setup({"players": PLAYERS}), bots, seconds)


def apply_cost(samples: int = 20000) -> float:
    """Microseconds per ``apply`` of a joint programming turn (inputs prepared beforehand)."""
    game = Pixoid()
    return speed.apply_cost(game, lambda seed: game.setup({"players": PLAYERS}), {p: RandomBot() for p in PLAYERS},
                            keep=lambda state: state.phase == "program", samples=samples)


def main() -> None:
    (rate, turns), median = speed.best_and_median(lambda: games_per_second(2.0))   # five 2-second runs
    cost = min(apply_cost() for _ in range(3))
    print(f"pixoid: {rate:,.0f} complete 4-player games/s with random bots, best of 5 runs "
          f"(median {median:,.0f}; goal >= 1,000)")
    print(f"pixoid: {turns:,.0f} joint steps/s (placements and programming turns)")
    print(f"pixoid: {cost:.1f} us per apply of a programming turn (prompts rebuilt, validation included)")
    print(json.dumps({"games_per_second": round(rate, 1), "games_per_second_median": round(median, 1),
                      "steps_per_second": round(turns), "apply_us": round(cost, 2)}))


if __name__ == "__main__":
    main()
