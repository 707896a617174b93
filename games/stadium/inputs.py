"""Field builders every Stadium trial shares: a number dialled on the centre wheel within the seat's
Energy and the wheel (ST-09, AMB-01; 0 always legal), and option lists on the right wheel mapped in order
to yellow triangle, green circle, blue crescent (GAP-12, AMB-02)."""
from __future__ import annotations

from typing import Sequence

from games.core.prompt import CHOICE, NUMBER, Field
from games.stadium.trial import Table

RIGHT_FACES = ("yellow_triangle", "green_circle", "blue_crescent")
"""GAP-12: the right-wheel face of each Stadium option, in the order the options are listed."""


def energy_number(table: Table, seat: str, name: str = "wager", rule: str = "ST-09",
                  limit: int | None = None) -> Field:
    """A centre-wheel number 0..min(Energy, wheel, ``limit``), refused beyond with a plain reason (ST-09)."""
    energy = table.energy[seat]
    high = min(energy, table.wheel_max, energy if limit is None else limit)
    if high == energy:
        why = f"{name} may not exceed your Energy ({energy})"
    elif limit is not None and high == limit:
        why = f"{name} may be at most {limit} here"
    else:
        why = f"{name} may not exceed the wheel's largest number ({table.wheel_max})"
    return Field(name, NUMBER, rule, f"{why}; 0 is always allowed", low=0, high=high)


def right_choice(name: str, options: Sequence[str], rule: str, why: str = "") -> Field:
    """An option list on the right wheel, options in order on yellow triangle, green circle, blue crescent."""
    if len(options) > len(RIGHT_FACES):
        raise ValueError(f"at most {len(RIGHT_FACES)} options fit the right wheel, not {len(options)}")
    return Field(name, CHOICE, rule, why, options=tuple(options), wheel="right",
                 faces=RIGHT_FACES[:len(options)])
