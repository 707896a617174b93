"""Helpers for the team-wager trials' tests (Relay, Medley): a scripted trial on a fresh table, and wager
inputs by seat."""
from __future__ import annotations

from typing import Any

from games.stadium.trial import Trial
from tests.games.stadium.trial_harness import make_table
from tests.games.stadium.trials.scripted import Script


def begin(trial: Trial, players: int = 4, **table: Any) -> Script:
    """``trial`` scripted from its start on a table of ``players`` (make_table's keywords)."""
    return Script.begin(trial, make_table(trial, players, **table))


def wagers(**values: int) -> dict[str, dict[str, int]]:
    """``wagers(red=3, blue=0)``: each seat's wager input."""
    return {seat: {"wager": w} for seat, w in values.items()}
