"""``eightbit simulate --workers``: complete 4-player Pixoid games per second with heuristic bots (simulate's
default) in 1 and in 2 worker processes, and the speed-up. Goal: at least 1.7x on 2 cores.
Runs alternate between 1 and 2 workers so a drifting machine affects both alike; it reports the best of the
runs for each and the median speed-up. Last line: JSON figures."""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from host.simulation import Batch, default_workers, play_batch  # noqa: E402

BATCH = Batch("pixoid", {"players": ["red", "blue", "green", "yellow"], "variant": "standard"}, "heuristic", 1, 600)
RUNS = 3


def games_per_second(workers: int) -> float:
    start = time.perf_counter()
    play_batch(BATCH, workers)
    return BATCH.games / (time.perf_counter() - start)


def main() -> None:
    if default_workers() < 2:
        print("simulate workers: this machine lets the process use one core only; the speed-up needs two")
    one: list[float] = []
    two: list[float] = []
    for _ in range(RUNS):
        one.append(games_per_second(1))
        two.append(games_per_second(2))
    speedup = statistics.median(b / a for a, b in zip(one, two))
    print(f"simulate: {max(one):,.0f} games/s with 1 worker, {max(two):,.0f} with 2 "
          f"(best of {RUNS}; {BATCH.games} heuristic 4-player games per run)")
    print(f"simulate: speed-up {speedup:.2f}x on 2 workers (median of {RUNS} paired runs; goal >= 1.7x)")
    print(json.dumps({"games_per_second_1_worker": round(max(one), 1), "games_per_second_2_workers": round(max(two), 1),
                      "speedup": round(speedup, 2), "cores": default_workers()}))


if __name__ == "__main__":
    main()
