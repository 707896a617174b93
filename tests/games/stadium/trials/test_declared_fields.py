"""``Trial.fields(table)`` of Pole Vault, Archery, 100 Meters, Beach Volleyball and Taekwondo: every prompt
random bots meet asks for no more than the trial declares (AMB-01, GAP-12: the host checks each seated
controller's face table against the declaration before play), and a narrower declaration is caught."""
from __future__ import annotations

from dataclasses import replace

import pytest

from games.stadium.trials import get_trial
from tests.games.stadium.trial_harness import make_table
from tests.games.stadium.trials.scripted import declared_fields_cover_every_prompt

IDS = ("pole_vault", "archery", "100m", "volleyball", "taekwondo")


@pytest.mark.parametrize("wheel_max", [30, 11])
@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("trial_id", IDS)
def test_declared_fields_cover_every_prompt(trial_id, players, wheel_max):
    trial = get_trial(trial_id)
    declared_fields_cover_every_prompt(trial, make_table(trial, players, wheel_max=wheel_max))


def test_a_narrower_declaration_is_caught():
    trial = get_trial("pole_vault")

    class Narrow(type(trial)):
        def fields(self, table):
            return (replace(super().fields(table)[0], options=("wait",), faces=("green_circle",)),)

    with pytest.raises(AssertionError, match="not declared"):
        declared_fields_cover_every_prompt(Narrow(), make_table(trial))
