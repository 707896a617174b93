"""Stadium speed on one core: complete games per second with random bots for 4 and 6 players (the full
draw of ten trials), and each trial's steps per second played alone, setup not timed (the slowest is
reported). Goal: at least 400 four-player games per second. Timing on a shared machine drifts, so each
figure is the best of several runs and the median is printed too. Last line: JSON figures."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.core.bots import RandomBot
from games.core.faces import COLOURS
from games.core.runner import play_out
from games.stadium.rules import Stadium
from games.stadium.trials import TRIAL_MODULES
from tests.bench import play_speed as speed


def games_per_second(players: int, seconds: float = 2.0, trials: str | None = None) -> tuple[float, float]:
    """(games per second, steps per second) for ``seconds`` of back-to-back games."""
    game = Stadium()
    seats = list(COLOURS[:players])
    options = {"players": seats, **({"trials": trials} if trials else {})}
    bots = {p: RandomBot() for p in seats}
    return speed.games_per_second(game, lambda seed: game.setup(options, seed), bots, seconds)


def trial_steps_per_second(trial: str, seconds: float = 0.4) -> float:
    """Steps per second of one trial played alone by 6 random bots (setup not timed)."""
    game = Stadium()
    seats = list(COLOURS[:6])
    bots = {p: RandomBot() for p in seats}
    steps, busy, games = 0, 0.0, 0
    while busy < seconds:
        state = game.setup({"players": seats, "trials": trial}, games)
        start = time.perf_counter()
        _, n = play_out(game, state, bots, games)
        busy += time.perf_counter() - start
        steps += n
        games += 1
    return steps / busy


def main() -> None:
    figures = {}
    for players in (4, 6):
        (rate, steps), median = speed.best_and_median(lambda players=players: games_per_second(players))
        goal = " (goal >= 400)" if players == 4 else ""
        print(f"stadium: {rate:,.0f} complete {players}-player games/s with random bots, best of 5 "
              f"(median {median:,.0f}){goal}; {steps:,.0f} steps/s")
        figures[f"games_per_second_{players}p"] = round(rate, 1)
        figures[f"games_per_second_{players}p_median"] = round(median, 1)
    per_trial = {trial: round(max(trial_steps_per_second(trial) for _ in range(3))) for trial in TRIAL_MODULES}
    slowest = min(per_trial, key=per_trial.get)
    print(f"stadium: slowest trial alone (6 players, setup not timed): {slowest} at {per_trial[slowest]:,} steps/s")
    print("stadium: steps/s per trial alone: " + ", ".join(f"{t} {n:,}" for t, n in sorted(per_trial.items())))
    figures.update({"slowest_trial": slowest, "slowest_trial_steps_per_second": per_trial[slowest],
                    "trial_steps_per_second": per_trial})
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
