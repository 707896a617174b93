"""100 Meters (ST-100-01..05, AMB-48, DS-ENERGY-01): Compete with a wager or Rest, once, all together.

Resting players gain up to 3 Energy and are not ranked (ST-100-03); competitors spend their wagers and are
ranked by wager, highest first, equal wagers sharing a rank, a 0 wager included (ST-100-04); the 3 Medals
rule, with fewer medals when fewer compete (ST-100-05, ST-19). The shared shape is games/stadium/
compete_rest.py.
"""
from __future__ import annotations

from typing import Any, Mapping

from games.core.rng import Rng
from games.stadium.compete_rest import CompeteRestState, CompeteRestTrial
from games.stadium.medals import ranks_by, three_medals
from games.stadium.trial import Outcome, Table


class Sprint(CompeteRestTrial):
    id = "100m"
    talk = True                        # ST-100-01
    rule = "ST-100-02"
    reason = "Compete (dial a wager) or Rest (+3 Energy)"

    def apply(self, state: CompeteRestState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        shown = self.reveal(table, inputs)
        ranking = ranks_by(shown.wagers, table.seats)                      # ST-100-04
        return Outcome(None, (shown.event,), shown.energy, dict(shown.wagers),
                       three_medals(ranking, table.teams))

    def forced_end(self, state: CompeteRestState, table: Table) -> Outcome:
        """Never reached (one step); nobody has competed, so nobody is ranked."""
        return Outcome(None, ({"type": "forced_end", "trial": self.id},))


TRIAL = Sprint()
