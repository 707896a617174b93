"""host.simulation: seeded games spread over worker processes come back complete, once each, in seed order."""
from __future__ import annotations

from host.simulation import Batch, _chunks, default_workers, play_batch, play_seeds

BATCH = Batch("pixoid", {"players": ["red", "blue", "green", "yellow"], "variant": "short"}, "random", 40, 9)


def test_chunks_cover_every_seed_once_in_order():
    for games in (1, 7, 9, 100, 1001):
        for workers in (1, 2, 3, 16):
            batch = Batch("pixoid", {}, "random", 3, games)
            seeds = [s for chunk in _chunks(batch, workers) for s in chunk]
            assert seeds == list(range(3, 3 + games))


def test_workers_give_the_results_of_one_process_in_seed_order():
    alone = play_seeds(BATCH, range(40, 49))
    progress: list[int] = []
    assert play_batch(BATCH, 3, progress.append) == alone
    assert progress == sorted(progress) and progress[-1] == 9
    assert play_batch(BATCH, 1) == alone
    assert play_batch(BATCH, 50) == alone   # more workers than games: one game each at most


def test_default_workers_is_at_least_one():
    assert default_workers() >= 1
