"""The number field every Stadium trial shares: dialled on the centre wheel within the seat's Energy and the
wheel (ST-09, AMB-01; 0 always legal). Right-wheel option lists come from games/stadium/wheels.py (GAP-12)."""
from __future__ import annotations

from typing import Any

from games.core.prompt import NUMBER, Field
from games.stadium.trial import Table


_NUMBERS: dict[tuple[Any, ...], Field] = {}
"""The fields made so far (a field is immutable, and a trial asks the same few again and again), bounded."""


def energy_number(table: Table, seat: str, name: str = "wager", rule: str = "ST-09",
                  limit: int | None = None) -> Field:
    """A centre-wheel number 0..min(Energy, wheel, ``limit``), refused beyond with a plain reason (ST-09)."""
    key = (table.energy[seat], table.wheel_max, limit, name, rule)
    made = _NUMBERS.get(key)
    if made is None:
        if len(_NUMBERS) >= 4096:
            _NUMBERS.clear()
        made = _NUMBERS[key] = _energy_number(*key)
    return made


def _energy_number(energy: int, wheel_max: int, limit: int | None, name: str, rule: str) -> Field:
    high = min(energy, wheel_max, energy if limit is None else limit)
    if high == energy:
        why = f"{name} may not exceed your Energy ({energy})"
    elif limit is not None and high == limit:
        why = f"{name} may be at most {limit} here"
    else:
        why = f"{name} may not exceed the wheel's largest number ({wheel_max})"
    return Field(name, NUMBER, rule, f"{why}; 0 is always allowed", low=0, high=high)



def widest_number(table: Table, name: str = "wager", rule: str = "ST-09") -> Field:
    """The widest declaration of a centre-wheel number field: 0..the wheel's largest (for ``fields``)."""
    return Field(name, NUMBER, rule, low=0, high=table.wheel_max)
