"""The Energy heuristic bots keep for the Finals ahead (games/stadium/reserve.py)."""
from __future__ import annotations

from games.core.rng import Rng
from games.stadium.reserve import PER_FINAL, finals_ahead, reserve
from games.stadium.trials import get_trial
from tests.games.stadium.trial_harness import make_table

TRACK = [{"slot": i + 1, "kind": k} for i, k in enumerate("standard standard rest final final".split())]


def test_finals_after_the_trial_in_play_are_counted():
    assert finals_ahead({"track": TRACK, "slot": 1}) == 2
    assert finals_ahead({"track": TRACK, "slot": 4}) == 1                # in the first Final
    assert reserve({"track": TRACK, "slot": 5}) == 0                     # the last Final: spend it all
    assert reserve({"track": TRACK[:1], "slot": 1}) == 0                 # a practice of one trial
    assert reserve({}) == 2 * PER_FINAL                                  # a trial alone: assume both ahead


def test_a_bot_with_no_final_ahead_competes_with_everything():
    trial = get_trial("100m")
    table = make_table(trial, energy=20)
    prompt = trial.prompts(trial.start(table, Rng(1)).state, table)["red"]
    view = {"energy": table.energy, "track": TRACK[:1], "slot": 1}
    assert trial.heuristic(view, prompt, Rng(1), "red") == {"action": "compete", "wager": 20}
    ahead = trial.heuristic({**view, "track": TRACK}, prompt, Rng(1), "red")
    assert ahead["action"] == "compete" and ahead["wager"] <= 20 - 2 * PER_FINAL
