"""4×100 m Relay (ST-RLY-01..04): successive pairs from the first player wager secretly, pair by pair; every
player spends their wager; the higher team sum wins Gold, equal sums give both teams Gold.

The pairs are ST-26's successive pairs in seat order (first two, next two, in 6-player the last two); a later
pair sees the earlier pairs' revealed wagers (ST-RLY-02, derived). The tile carries the first-player
pictogram (GAP-10): the token passes once after the trial. The play is games/stadium/trials/team_wager.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.stadium.trial import Table
from games.stadium.trials.team_wager import TeamWagerTrial, WagerState
from games.stadium.turns import pairs


@dataclass(frozen=True, slots=True)
class RelayState(WagerState):
    """The pair wagering now and the wagers revealed so far."""


def pair_stages(table: Table) -> tuple[tuple[str, ...], ...]:
    """ST-RLY-02, ST-26: the first player and the player to their left, then the next two, then the last two."""
    return pairs(table.seats, table.first)


TRIAL = TeamWagerTrial(
    "relay", "ST-RLY-02", pair_stages, "sum", RelayState, passes_token=True, step_cap=3)
