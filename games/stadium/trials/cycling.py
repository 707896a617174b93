"""Track Cycling (ST-CYC-01..08, AMB-35, DS-CYC-01..04): one secret simultaneous wager; groups of equal
wagers ranked highest first take medals by the 3 Medals rule, each medallist paying the next lower distinct
wager (0 if nobody wagered less); nobody else pays."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.effects import victory_points
from games.stadium.inputs import energy_number, widest_number
from games.stadium.medals import gold_trial, three_medals
from games.stadium.trial import Outcome, Table
from games.stadium.trial_content import trial_yaml


@dataclass(frozen=True, slots=True)
class CyclingState:
    """Waiting for the one simultaneous wager (the trial has no other state)."""

    wagering: bool = True


def wager_groups(wagers: Mapping[str, int], seats: tuple[str, ...]) -> list[list[str]]:
    """ST-CYC-03: seats grouped by equal wager, groups highest wager first (seat order within a group)."""
    return [[s for s in seats if wagers[s] == w] for w in sorted(set(wagers.values()), reverse=True)]


def prices(groups: list[list[str]], wagers: Mapping[str, int]) -> dict[str, int]:
    """ST-CYC-04..06, AMB-35: what each seat would pay if medalled: the next lower distinct wager, or 0."""
    out: dict[str, int] = {}
    for i, group in enumerate(groups):
        price = wagers[groups[i + 1][0]] if i + 1 < len(groups) else 0
        out.update({s: price for s in group})
    return out


class Cycling:
    id = "cycling"
    name = "Track Cycling"
    kind = "standard"
    talk = True                     # ST-CYC-01
    passes_token = False            # GAP-10: fully simultaneous
    step_cap = 1
    state_type = CyclingState
    summary = ("Everyone secretly wagers Energy. The highest wagers take Gold, then Silver and Bronze; each "
               "medallist pays the next lower wager, and nobody else pays.")

    def load(self, content_path: str | None) -> Any:
        trial_yaml(self.id, content_path)
        return {}

    def fields(self, table: Table) -> tuple[Field, ...]:
        return (widest_number(table),)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(CyclingState())

    def prompts(self, state: CyclingState, table: Table) -> dict[str, Prompt]:
        return {s: Prompt(s, s, (energy_number(table, s),), True, "ST-CYC-02",
                          "Track Cycling: secretly wager Energy")
                for s in table.seats}

    def apply(self, state: CyclingState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        wagers = {s: clean[s]["wager"] for s in table.seats}
        groups = wager_groups(wagers, table.seats)
        awards = three_medals(groups, table.teams)                  # ST-CYC-05..07 follow the 3 Medals rule
        price = prices(groups, wagers)
        pay = {a.seat: -price[a.seat] for a in awards if price[a.seat]}     # ST-CYC-08
        events = ({"type": "wagers", "trial": self.id, "wagers": wagers},
                  *({"type": "pay", "seat": s, "energy": -d, "why": "ST-CYC-04"} for s, d in pay.items()))
        return Outcome(None, events, energy=pay, scores=wagers, awards=awards)

    def forced_end(self, state: CyclingState, table: Table) -> Outcome:
        return Outcome(None, ({"type": "forced_end", "trial": self.id},), awards=gold_trial(None))

    def view(self, state: CyclingState, table: Table) -> dict:
        return {"phase": "wager"}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        """Wager about a third of what can be dialled, more when the team trails on medals: a medal costs
        only the next lower wager, so bidding high is cheap unless someone is just below."""
        high = prompt.field("wager").high
        team = view["team"]
        other = "blue" if team == "red" else "red"
        behind = victory_points(view["medals"][team]) < victory_points(view["medals"][other])
        share = 2 if behind else 3
        return {"wager": min(high, high // share + rng.below(3))}


TRIAL = Cycling()
