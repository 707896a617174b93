"""GAP-13: the trial tiles' icons are not transcribed, so each trial's icon set is authored from its description
(docs/rules/stadium.md, GAP-13): tile type, medals, controller use and communication. Every trial is played alone
with random bots and checked against that table."""
from __future__ import annotations

from typing import Any

import pytest

from games.stadium.trials import TRIAL_MODULES, get_trial
from tests.games.stadium.trial_harness import run_trial

# trial id: (type, medals, uses a controller in secret, communication allowed)
ICON_SETS: dict[str, tuple[str, str, bool, bool]] = {
    "cycling": ("standard", "3", True, True),
    "equestrian": ("standard", "3", True, True),
    "golf": ("standard", "gold", True, False),
    "gymnastics": ("standard", "phases", False, False),
    "weightlifting": ("standard", "3", False, True),
    "relay": ("standard", "gold", True, False),
    "medley": ("standard", "gold", True, False),
    "pole_vault": ("standard", "3", True, False),
    "archery": ("standard", "3", False, True),
    "100m": ("rest", "3", True, True),
    "volleyball": ("rest", "gold", True, False),
    "anti_doping": ("rest", "none", True, True),
    "basketball": ("final", "gold", True, False),
    "fencing": ("final", "gold", True, False),
    "rugby": ("final", "gold", True, True),
    "taekwondo": ("final", "gold", True, False),
}


class Recording:
    """The trial, noting whether any prompt it asks is secret (a controller programmed in hiding)."""

    def __init__(self, trial: Any) -> None:
        self.trial = trial
        self.secret_prompts = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.trial, name)

    def prompts(self, state: Any, table: Any) -> dict:
        prompts = self.trial.prompts(state, table)
        self.secret_prompts += sum(1 for p in prompts.values() if p.secret)
        return prompts


def test_gap_13_every_trial_has_an_icon_set():
    assert set(ICON_SETS) == set(TRIAL_MODULES)


@pytest.mark.parametrize("trial_id", list(ICON_SETS))
def test_gap_13_trial_plays_as_its_icon_set_says(trial_id: str):
    kind, medals, secret, talk = ICON_SETS[trial_id]
    trial = get_trial(trial_id)
    assert (trial.kind, trial.talk) == (kind, talk)
    recording = Recording(trial)
    for seed in range(4):
        run = run_trial(recording, seed, players=6 if seed % 2 else 4, wheels=(), check_roundtrip=False)
        won = [a for a in run.awards if a.change > 0]
        if medals == "3":
            assert won and all(a.seat is not None for a in won)
        elif medals == "gold":
            assert won and {(a.medal, a.seat) for a in won} == {("gold", None)}
        elif medals == "phases":
            assert sorted(a.medal for a in won if a.seat is None) == ["bronze", "gold", "silver"]
            assert len(won) == 3
        else:
            assert won == []
    assert (recording.secret_prompts > 0) == secret
