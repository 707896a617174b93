"""Many seeded headless games with bots, spread over worker processes (``eightbit simulate --workers``).

Game ``i`` of a run always uses seed ``first_seed + i`` for both the game and its bots, and results come back
in seed order, so a run gives the same results whatever the number of workers. Workers know no particular
game: they look the game and its bots up in the registry by name. Each worker ignores Ctrl-C; the parent
stops them all when it is interrupted.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from games.core.position import configure, position_of, position_state
from games.core.runner import play_out
from games.registry import get_game, make_bot

CHUNKS_PER_WORKER = 32
"""Seeds are handed out in about this many chunks per worker: enough to keep both cores busy to the end and
move the progress bar, few enough that handing them out costs little (on 2 cores both 10-game chunks and
64 chunks per worker were slower)."""


@dataclass(frozen=True)
class Batch:
    """Games ``first_seed`` .. ``first_seed + games - 1`` of one configuration with one kind of bot; with a
    ``position`` (a position file's description, games/core/position.py) every game starts there, set up
    with its own seed (every field the position does not give, and the chance that follows)."""

    game: str
    options: dict[str, Any]
    bots: str
    first_seed: int
    games: int
    position: dict[str, Any] | None = None
    position_file: str = "position"


def default_workers() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def play_seeds(batch: Batch, seeds: range) -> list[dict[str, Any]]:
    """The result of each seeded game in ``seeds``, with its seed."""
    game = get_game(batch.game)
    bots = {p: make_bot(batch.game, batch.bots) for p in batch.options["players"]}
    start = _starter(batch)
    results = []
    for seed in seeds:
        state, _ = play_out(game, start(seed), bots, seed)
        result = game.result(state)
        if result is None:
            raise RuntimeError(f"{batch.game}, seed {seed}: no prompt is left but the game has no result")
        result["seed"] = seed
        results.append(result)
    return results


def _starter(batch: Batch) -> Callable[[int], Any]:
    """The first state of the game of each seed: set up, or at the batch's position."""
    game = get_game(batch.game)
    if batch.position is None:
        return lambda seed: game.setup(batch.options, seed)
    position = position_of(batch.position, batch.position_file)       # checked already: this names no problem
    config = configure(position, batch.options)
    return lambda seed: position_state(position, config, seed)


def _chunks(batch: Batch, workers: int) -> list[range]:
    size = max(1, -(-batch.games // (workers * CHUNKS_PER_WORKER)))
    end = batch.first_seed + batch.games
    return [range(s, min(s + size, end)) for s in range(batch.first_seed, end, size)]


def _play_chunk(job: tuple[int, Batch, range]) -> tuple[int, list[dict[str, Any]]]:
    index, batch, seeds = job
    return index, play_seeds(batch, seeds)


def _ignore_interrupt() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def play_batch(batch: Batch, workers: int,
               on_progress: Callable[[int], None] | None = None) -> list[dict[str, Any]]:
    """Every game's result in seed order, played in ``workers`` processes (1: in this one);
    ``on_progress(games_done)`` is called as chunks finish."""
    workers = max(1, min(workers, batch.games))
    jobs = [(i, batch, seeds) for i, seeds in enumerate(_chunks(batch, workers))]
    parts: dict[int, list[dict[str, Any]]] = {}

    def collect(finished: Iterable[tuple[int, list[dict[str, Any]]]]) -> None:
        done = 0
        for index, results in finished:
            parts[index] = results
            done += len(results)
            if on_progress is not None:
                on_progress(done)

    if workers == 1:
        collect(map(_play_chunk, jobs))
    else:
        # forkserver (spawn where there is none): a plain fork of a process with threads running (the console's
        # controller threads, an emulated board's relay) can copy a held lock into the child and hang it.
        method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
        context = multiprocessing.get_context(method)
        with context.Pool(workers, initializer=_ignore_interrupt) as pool:  # leaving it stops the workers
            collect(pool.imap_unordered(_play_chunk, jobs))
    return [result for index in sorted(parts) for result in parts[index]]
