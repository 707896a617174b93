"""Checks trial tests repeat: a trial alone under random bots over many seeds on one face table (ends within
its step cap, every prompt dials on that table with its wheel range, Energy stays 0..30), and an owner's
content file (GAP-11) loaded in place of the stand-in."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from games.core.codec import Wheels
from games.stadium.trial import Table, Trial
from tests.games.stadium.trial_harness import TrialRun, make_table, run_trial


def random_sweep(trial: Trial, players: int, wheels: Wheels, seeds: int = 200,
                 table: Callable[[int], Table] | None = None) -> list[TrialRun]:
    """``seeds`` random-bot runs of ``trial`` alone on the ``wheels`` face table; ``table(seed)`` builds
    each seed's table (default: 25 Energy each, the face table's wheel range)."""
    runs = []
    for seed in range(seeds):
        start = table(seed) if table else make_table(trial, players, wheel_max=wheels.number_max)
        run = run_trial(trial, seed, start, wheels=(wheels,))
        assert run.steps <= trial.step_cap, f"seed {seed}: {run.steps} steps"
        assert all(0 <= e <= 30 for e in run.table.energy.values()), f"seed {seed}: {run.table.energy}"
        runs.append(run)
    return runs


def owner_content(trial: Trial, tmp_path: Path, text: str) -> Any:
    """An owner's transcription ``text`` of the trial's content, loaded and validated."""
    path = tmp_path / f"{trial.id}.yaml"
    path.write_text(text)
    return trial.load(str(path))
