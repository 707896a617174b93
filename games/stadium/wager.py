"""Secret simultaneous Energy wagers on the centre wheel (ST-09, AMB-01, CON-05): one prompt per seat, each a
number 0..min(Energy, wheel) built by games.stadium.inputs.energy_number; the trial's own rule names the
prompt (ST-RUG-03, ST-FENC-03, ST-RLY-02 ...)."""
from __future__ import annotations

from typing import Iterable

from games.core.prompt import Prompt
from games.stadium.inputs import energy_number
from games.stadium.trial import Table


def wager_prompts(table: Table, seats: Iterable[str], rule: str, reason: str) -> dict[str, Prompt]:
    """One secret wager prompt per seat, refused above the seat's Energy or the wheel under ST-09."""
    return {s: Prompt(s, s, (energy_number(table, s),), True, rule, reason) for s in seats}
