"""Magical Athlete speed on one core: complete games per second with random bots for 4 players (and 3, 6
when the box has the racers for them), and race turns per second. Goal: at least 300 four-player games per
second. Timing on a shared machine drifts, so each figure is the best of several runs and the median is
printed too; the 4-player games are also timed in CPU seconds of this process (``time.process_time``), the
figure the goal is judged by on a machine other processes share. Last line: JSON figures."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.core.bots import RandomBot
from games.core.faces import COLOURS
from games.magical_athlete.rules import MagicalAthlete, deck_names
from tests.bench import play_speed as speed


def games_per_second(players: int, seconds: float = 2.0) -> tuple[float, float]:
    """(games per second, steps per second) for ``seconds`` of back-to-back games."""
    game = MagicalAthlete()
    seats = list(COLOURS[:players])
    bots = {p: RandomBot() for p in seats}
    return speed.games_per_second(game, lambda seed: game.setup({"players": seats}, seed), bots, seconds)


def cpu_games_per_second(players: int, cpu_seconds: float = 2.0) -> tuple[float, float]:
    """(games per CPU second, steps per CPU second): like :func:`games_per_second`, timed by this process's CPU."""
    game = MagicalAthlete()
    seats = list(COLOURS[:players])
    bots = {p: RandomBot() for p in seats}
    return speed.games_per_second(game, lambda seed: game.setup({"players": seats}, seed), bots, cpu_seconds,
                                  clock=time.process_time)


def main() -> None:
    figures = {}
    counts = [n for n in (4, 3, 6) if len(deck_names()) >= 4 * n]
    for players in counts:
        def measure(players: int = players) -> tuple[float, float]:
            return games_per_second(players)
        (rate, steps), median = speed.best_and_median(measure)
        goal = " (goal >= 300)" if players == 4 else ""
        print(f"magical_athlete: {rate:,.0f} complete {players}-player games/s with random bots, best of 5 "
              f"(median {median:,.0f}){goal}; {steps:,.0f} steps/s")
        figures[f"games_per_second_{players}p"] = round(rate, 1)
        figures[f"games_per_second_{players}p_median"] = round(median, 1)
    (rate, steps), median = speed.best_and_median(lambda: cpu_games_per_second(4))
    print(f"magical_athlete: {rate:,.0f} complete 4-player games per CPU second with random bots, best of 5 "
          f"(median {median:,.0f}) (goal >= 300); {steps:,.0f} steps per CPU second")
    figures["cpu_games_per_second_4p"] = round(rate, 1)
    figures["cpu_games_per_second_4p_median"] = round(median, 1)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
