"""``eightbit simulate --workers``: complete 4-player Pixoid games per second in 1 and in 2 worker processes,
and the speed-up, with heuristic bots (simulate's default) and with random bots. Goal: at least 1.7x on 2
cores. Runs alternate between 1 and 2 workers so a drifting machine affects both alike. The speed-up is best
run over best run (as ``timeit`` takes the best: other work on a shared machine only ever slows a run down);
the median of the paired runs is printed beside it. Last line: JSON figures."""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from host.simulation import Batch, default_workers, play_batch

OPTIONS = {"players": ["red", "blue", "green", "yellow"], "variant": "standard"}
BATCHES = (Batch("pixoid", OPTIONS, "heuristic", 1, 600), Batch("pixoid", OPTIONS, "random", 1, 2000))
RUNS = 5


def games_per_second(batch: Batch, workers: int) -> float:
    start = time.perf_counter()
    play_batch(batch, workers)
    return batch.games / (time.perf_counter() - start)


def measure(batch: Batch) -> dict[str, float]:
    one: list[float] = []
    two: list[float] = []
    for _ in range(RUNS):
        one.append(games_per_second(batch, 1))
        two.append(games_per_second(batch, 2))
    speedup = max(two) / max(one)
    paired = statistics.median(b / a for a, b in zip(one, two))
    print(f"simulate, {batch.bots} bots: {max(one):,.0f} games/s with 1 worker, {max(two):,.0f} with 2: "
          f"speed-up {speedup:.2f}x (goal >= 1.7x; best of {RUNS} runs of {batch.games} games; "
          f"median of the pairs {paired:.2f}x)")
    return {"games_per_second_1_worker": round(max(one), 1), "games_per_second_2_workers": round(max(two), 1),
            "speedup": round(speedup, 2), "speedup_median_pair": round(paired, 2)}


def main() -> None:
    if default_workers() < 2:
        print("simulate workers: this process may use one core only; the speed-up needs two")
    figures = {batch.bots: measure(batch) for batch in BATCHES}
    print(json.dumps({"cores": default_workers(), **figures}))


if __name__ == "__main__":
    main()
