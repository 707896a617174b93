"""Track Cycling (ST-CYC-01..08, AMB-35, DS-CYC-01..04): one secret simultaneous wager; groups of equal
wagers ranked highest first take medals by the 3 Medals rule, each medallist paying the next lower distinct
wager (0 if nobody wagered less); nobody else pays."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from games.core.options import Option
from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.effects import victory_points
from games.stadium.inputs import widest_number
from games.stadium.medals import ranks_by, three_medals
from games.stadium.policy import BOTH_GOLD, FORCED_END, forced_tie, with_options
from games.stadium.trial import Outcome, Table
from games.stadium.trial_content import Worded, trial_yaml
from games.stadium.wager import wager_prompts


@dataclass(frozen=True)
class CyclingContent:
    file: str
    stand_in: bool
    forced_end: str = BOTH_GOLD


@dataclass(frozen=True, slots=True)
class CyclingState:
    """Waiting for the one simultaneous wager (the trial has no other state)."""

    wagering: bool = True


def prices(groups: list[list[str]], wagers: Mapping[str, int]) -> dict[str, int]:
    """ST-CYC-04..06, AMB-35: what each seat would pay if medalled: the next lower distinct wager, or 0."""
    out: dict[str, int] = {}
    for i, group in enumerate(groups):
        price = wagers[groups[i + 1][0]] if i + 1 < len(groups) else 0
        out.update({s: price for s in group})
    return out


class Cycling(Worded):
    id = "cycling"
    kind = "standard"
    talk = True                     # ST-CYC-01
    passes_token = False            # GAP-10: fully simultaneous
    step_cap = 1
    state_type = CyclingState

    OPTIONS: tuple[Option, ...] = (FORCED_END,)

    def load(self, content_path: str | None) -> CyclingContent:
        file, data = trial_yaml(self.id, content_path)
        return CyclingContent(file, data["stand_in"])

    def configure(self, content: CyclingContent, options: Mapping[str, Any]) -> CyclingContent:
        return with_options(content, options, self.OPTIONS, self.name)

    def fields(self, table: Table) -> tuple[Field, ...]:
        return (widest_number(table),)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(CyclingState())

    def prompts(self, state: CyclingState, table: Table) -> dict[str, Prompt]:
        return wager_prompts(table, table.seats, "ST-CYC-02", "Track Cycling: secretly wager Energy")

    def apply(self, state: CyclingState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        wagers = {s: clean[s]["wager"] for s in table.seats}
        groups = ranks_by(wagers, table.seats)                       # ST-CYC-03
        awards = three_medals(groups, table.teams)                  # ST-CYC-05..07 follow the 3 Medals rule
        price = prices(groups, wagers)
        pay = {a.seat: -price[a.seat] for a in awards if price[a.seat]}     # ST-CYC-08
        events = ({"type": "wagers", "trial": self.id, "wagers": wagers},
                  *({"type": "pay", "seat": s, "energy": -d, "why": "ST-CYC-04"} for s, d in pay.items()))
        return Outcome(None, events, energy=pay, scores=wagers, awards=awards)

    def forced_end(self, state: CyclingState, table: Table) -> Outcome:
        return forced_tie(table.content.forced_end, "the trial's one step did not happen")

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
