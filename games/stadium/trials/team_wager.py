"""Gold trials won by the teams' combined secret wagers: the 4×100 m Relay (ST-RLY) and the Medley Relay
(ST-MED) differ only in who wagers together and how a team combines its wagers.

Players wager in stages: each stage's players secretly dial a wager on the centre wheel (ST-09) and reveal
together; later stages see earlier stages' revealed wagers (ST-RLY-02). The relay's stages are the
successive pairs from the first player (ST-26); the medley's one stage is everyone (ST-MED-02). After the
last stage every player spends their own wager (ST-RLY-03, ST-MED-04); each team combines its members'
wagers (a sum, ST-RLY-04; a product, ST-MED-03) and the higher result wins Gold, equal results give both
teams Gold (ST-13, ST-RLY-04, ST-MED-05).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from math import prod
from typing import Any, Callable, Iterable, Mapping

from games.core.errors import ContentError
from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.effects import ENERGY_MAX
from games.stadium.inputs import energy_number
from games.stadium.medals import gold_trial
from games.stadium.reserve import reserve
from games.stadium.trial import TEAMS, Outcome, Table
from games.stadium.trial_content import Worded, int_list, trial_yaml
from games.stadium.wager import wager_prompts

Stages = Callable[[Table], tuple[tuple[str, ...], ...]]

COMBINE: dict[str, Callable[[Iterable[int]], int]] = {"sum": sum, "product": prod}
"""How a team combines its members' wagers: ST-RLY-04 adds them, ST-MED-03 multiplies them."""


@dataclass(frozen=True, slots=True)
class WagerContent:
    """The tile prints no numbers; the file holds the heuristic bot's habits."""

    file: str
    stand_in: bool
    usual: tuple[int, int]
    """The range a bot's wager is drawn from when nothing forces its hand."""
    give_up_above: int | None
    """A bot that would need more than this to catch up wagers 0 instead (keeps Energy for the Finals)."""


@dataclass(frozen=True, slots=True)
class WagerState:
    stage: int = 0
    """Index of the stage wagering now."""
    wagers: dict[str, int] = field(default_factory=dict)
    """Every wager revealed so far (public once revealed)."""


def load_wager_content(trial_id: str, path: str | None) -> WagerContent:
    """The bot's habits from ``content/<trial_id>.yaml``, validated (file and field named on error)."""
    file, data = trial_yaml(trial_id, path)
    usual = int_list(data, "usual_wager", file, length=2, low=0, high=30)
    if usual[0] > usual[1]:
        raise ContentError(file, "usual_wager", f"must be a range low..high, not {usual[0]}..{usual[1]}")
    give_up = whole(data, "give_up_above", file, "give_up_above", 0) if "give_up_above" in data else None
    return WagerContent(file, data["stand_in"], (usual[0], usual[1]), give_up)


def team_results(wagers: Mapping[str, int], teams: Mapping[str, str], combine: str) -> dict[str, int]:
    """Each team's combined wagers (ST-RLY-04: a sum; ST-MED-03: a product)."""
    return {team: COMBINE[combine](w for s, w in wagers.items() if teams[s] == team) for team in TEAMS}


def winner(results: Mapping[str, int]) -> str | None:
    """The team with the higher result, None on a tie (ST-13)."""
    red, blue = results["red"], results["blue"]
    return None if red == blue else "red" if red > blue else "blue"


class TeamWagerTrial(Worded):
    """One Gold trial over staged secret wagers; ``stages`` and ``combine`` make it the relay or the medley."""

    kind = "standard"
    talk = False                     # ST-RLY-01, ST-MED-01

    def __init__(self, trial_id: str, rule: str, stages: Stages, combine: str,
                 state_type: type[WagerState], passes_token: bool, step_cap: int) -> None:
        self.id = trial_id
        self.rule = rule
        self.stages = stages
        self.combine = combine
        self.state_type = state_type
        self.passes_token = passes_token
        self.step_cap = step_cap
        """One step per stage: the trial always ends by itself (AMB-45's cap is never reached)."""

    def load(self, content_path: str | None) -> WagerContent:
        return load_wager_content(self.id, content_path)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(self.state_type())

    def prompts(self, state: WagerState, table: Table) -> dict[str, Prompt]:
        seats = self.stages(table)[state.stage]
        return wager_prompts(table, seats, self.rule, "secretly wager Energy: your team's wagers "
                             f"{'add up' if self.combine == 'sum' else 'multiply'}, the higher result wins Gold")

    def fields(self, table: Table) -> tuple[Field, ...]:
        """Every field a prompt can ask, at its widest: a wager of up to 30 Energy, within the wheel."""
        return (energy_number(replace(table, energy=dict.fromkeys(table.seats, ENERGY_MAX)), table.seats[0]),)

    def apply(self, state: WagerState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        revealed = {s: clean[s]["wager"] for s in table.seats if s in clean}
        wagers = {**state.wagers, **revealed}
        events: list[dict] = [{"type": "wagers", "trial": self.id, "rule": self.rule, "wagers": revealed}]
        if state.stage + 1 < len(self.stages(table)):
            return Outcome(replace(state, stage=state.stage + 1, wagers=wagers), tuple(events))
        results = team_results(wagers, table.teams, self.combine)
        events.append({"type": "team_results", "trial": self.id, "results": results})
        return Outcome(None, tuple(events), energy={s: -w for s, w in wagers.items() if w},
                       awards=gold_trial(winner(results)))

    def forced_end(self, state: WagerState, table: Table) -> Outcome:
        """Never reached (one step per stage); ends with nothing spent and no medal."""
        return Outcome(None, ({"type": "forced_end", "trial": self.id, "rule": "AMB-45"},))

    def view(self, state: WagerState, table: Table) -> dict:
        stages = self.stages(table)
        return {"stages": [list(s) for s in stages], "stage": state.stage, "wagering": list(stages[state.stage]),
                "wagers": dict(state.wagers),
                "so_far": team_results(state.wagers, table.teams, self.combine) if state.wagers else None,
                "combine": self.combine,
                "usual_wager": list(table.content.usual), "give_up_above": table.content.give_up_above}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        """Wager the usual amount; in the relay's last leg of one's team, wager what beats the opponents'
        revealed total when that is within reach, else 0; in the relay never dip into the Energy kept for the
        Finals ahead (games/stadium/reserve.py). The medley's wager is at least 1 (a 0 zeroes the product)."""
        trial = view["trial"]["state"]
        cap = prompt.field("wager").high
        if trial["combine"] == "sum":
            cap = min(cap, max(0, view["energy"][seat] - reserve(view)))
        low, high = trial["usual_wager"]
        usual = low + rng.below(high - low + 1)
        teams, team = view["teams"], view["teams"][seat]
        later = [s for stage in trial["stages"][trial["stage"] + 1:] for s in stage]
        give_up = trial["give_up_above"]
        if trial["combine"] == "sum" and give_up is not None and not any(teams[s] == team for s in later):
            mine = sum(w for s, w in trial["wagers"].items() if teams[s] == team)
            theirs = sum(w for s, w in trial["wagers"].items() if teams[s] != team)
            needed = theirs - mine + usual
            usual = 0 if needed > give_up else max(needed, 0)
        if trial["combine"] == "product":
            usual = max(usual, 1)                    # one 0 makes the team's product 0 (ST-MED-03)
        return {"wager": min(usual, cap)}
