"""4×100 m Medley Relay (ST-MED-01..05): everyone wagers secretly at once; every player spends their own
wager; each team multiplies its members' wagers (one 0 makes it 0) and the higher product wins Gold, equal
products give both teams Gold. Fully simultaneous, so the tile carries no first-player pictogram (GAP-10).
The play is games/stadium/trials/team_wager.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.stadium.trial import Table
from games.stadium.trials.team_wager import TeamWagerTrial, WagerState


@dataclass(frozen=True, slots=True)
class MedleyState(WagerState):
    """Nothing is revealed before the single reveal."""


def everyone(table: Table) -> tuple[tuple[str, ...], ...]:
    """ST-MED-02: all players wager in one stage."""
    return (tuple(table.seats),)


TRIAL = TeamWagerTrial(
    "medley", "ST-MED-02", everyone, "product", MedleyState, passes_token=False, step_cap=1)
