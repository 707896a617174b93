"""Beach Volleyball (ST-VOL-01..04, AMB-48, DS-VOL-01): Compete with a wager or Rest, once, for the team.

Resting players gain up to 3 Energy (ST-VOL-03); competitors spend their wagers; each team's total is
the sum of its competitors' wagers (0 if none competed) and the higher total wins Gold; equal totals,
0-0 included, give both teams Gold (ST-VOL-04, ST-13). The shared shape is games/stadium/compete_rest.py.
"""
from __future__ import annotations

from typing import Any, Mapping

from games.core.rng import Rng
from games.stadium.compete_rest import CompeteRestState, CompeteRestTrial
from games.stadium.medals import gold_trial
from games.stadium.trial import TEAMS, Outcome, Table


class Volleyball(CompeteRestTrial):
    id = "volleyball"
    talk = False                       # ST-VOL-01
    rule = "ST-VOL-02"
    reason = "Compete (dial a wager for your team) or Rest (+3 Energy)"

    def apply(self, state: CompeteRestState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        shown = self.reveal(table, inputs)
        totals = {t: sum(w for s, w in shown.wagers.items() if table.teams[s] == t) for t in TEAMS}
        winner = None if totals["red"] == totals["blue"] else max(TEAMS, key=totals.__getitem__)   # ST-VOL-04
        events = (shown.event, {"type": "team_totals", "totals": totals, "winner": winner, "rule": "ST-VOL-04"})
        return Outcome(None, events, shown.energy, dict(shown.wagers), gold_trial(winner))

    def forced_end(self, state: CompeteRestState, table: Table) -> Outcome:
        """Never reached (one step); nobody has wagered: the 0-0 tie of ST-VOL-04, both teams Gold."""
        return Outcome(None, ({"type": "forced_end", "trial": self.id},), awards=gold_trial(None))


TRIAL = Volleyball()
