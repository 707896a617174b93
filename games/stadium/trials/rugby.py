"""Rugby (docs/rules/stadium.md ST-RUG-01..06, AMB-45): a tug of war of secret team wagers over a marker track (GAP-11).

Every round every player secretly wagers Energy (ST-RUG-03); the team with the higher sum moves the
marker one space toward its own space, equal sums leave it (ST-RUG-04); everyone spends their wager
(ST-RUG-05); the team whose space the marker reaches wins Gold (ST-RUG-06). AMB-45: once every player
has 0 Energy the marker can never move, so the trial ends as a tie at once; the step cap ends it as a
tie too; the ``forced_end`` option says what a tie is worth (both Gold by default, or no medal).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from games.core.options import Option
from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.inputs import widest_number
from games.stadium.medals import gold_trial
from games.stadium.policy import BOTH_GOLD, FORCED_END, ROUND_CAP, forced_tie, with_options
from games.stadium.reserve import reserve
from games.stadium.trial import TEAMS, Outcome, Table
from games.stadium.trial_content import Worded, trial_yaml
from games.stadium.wager import wager_prompts

TOWARD = {"red": 1, "blue": -1}
"""The direction the marker moves when a team wins a round: Red's space is at +spaces, Blue's at -spaces."""


@dataclass(frozen=True)
class RugbyContent:
    file: str
    stand_in: bool
    spaces_per_side: int
    """Spaces from the 0 space to each team's space (GAP-11)."""
    forced_end: str = BOTH_GOLD


@dataclass(frozen=True, slots=True)
class RugbyState:
    marker: int = 0
    """Spaces toward Red's space (negative: toward Blue's)."""
    round: int = 1
    last_wagers: dict[str, int] = field(default_factory=dict)
    """The wagers revealed last round (public once revealed)."""


class Rugby(Worded):
    id = "rugby"
    kind = "final"
    talk = True                     # ST-RUG-01
    passes_token = False            # GAP-10: fully simultaneous
    step_cap = ROUND_CAP            # AMB-45: one step per round
    state_type = RugbyState
    OPTIONS: tuple[Option, ...] = (FORCED_END,)

    def load(self, content_path: str | None) -> RugbyContent:
        file, data = trial_yaml(self.id, content_path)
        return RugbyContent(file, data["stand_in"], whole(data, "spaces_per_side", file, "spaces_per_side", 1, 30))

    def configure(self, content: RugbyContent, options: Mapping[str, Any]) -> RugbyContent:
        return with_options(content, options, self.OPTIONS, self.name)

    def start(self, table: Table, rng: Rng) -> Outcome:
        state = RugbyState()                                               # ST-RUG-02: the 0 space
        if _exhausted(table.energy):
            return self._tie(table, "every player has 0 Energy: the marker can never move")
        return Outcome(state)

    def prompts(self, state: RugbyState, table: Table) -> dict[str, Prompt]:
        return wager_prompts(table, table.seats, "ST-RUG-03", f"Rugby round {state.round}: secretly wager Energy")

    def fields(self, table: Table) -> tuple[Field, ...]:
        return (widest_number(table),)

    def apply(self, state: RugbyState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        wagers = {s: clean[s]["wager"] for s in table.seats}
        sums = {t: sum(wagers[s] for s in table.members(t)) for t in TEAMS}
        winner = None if sums["red"] == sums["blue"] else max(TEAMS, key=sums.__getitem__)      # ST-RUG-04
        marker = state.marker + (TOWARD[winner] if winner else 0)
        spent = {s: -w for s, w in wagers.items() if w}                                       # ST-RUG-05
        events: list[dict[str, Any]] = [
            {"type": "reveal", "wagers": wagers},
            {"type": "push", "sums": sums, "team": winner, "marker": marker, "rule": "ST-RUG-04"}]
        side = table.content.spaces_per_side
        if abs(marker) >= side:                                                                # ST-RUG-06
            team = "red" if marker > 0 else "blue"
            events.append({"type": "trial_won", "team": team, "rule": "ST-RUG-06"})
            return Outcome(None, tuple(events), spent, awards=gold_trial(team))
        if _exhausted({s: table.energy[s] - wagers[s] for s in table.seats}):
            tie = self._tie(table, "every player has 0 Energy: the marker can never move")
            return Outcome(None, (*events, *tie.events), spent, awards=tie.awards)
        return Outcome(RugbyState(marker, state.round + 1, wagers), tuple(events), spent)

    def forced_end(self, state: RugbyState, table: Table) -> Outcome:
        return self._tie(table, f"the step cap of {self.step_cap} rounds is reached")

    def _tie(self, table: Table, why: str) -> Outcome:
        return forced_tie(table.content.forced_end, why)

    def view(self, state: RugbyState, table: Table) -> dict[str, Any]:
        return {"marker": state.marker, "spaces_per_side": table.content.spaces_per_side, "round": state.round,
                "toward": dict(TOWARD), "last_wagers": dict(state.last_wagers)}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict[str, Any]:
        """A little each round from what is not kept for the Finals ahead; everything when one push wins or
        loses the trial; once nothing is left above the reserve, a push of 1 or 2 from it, so a tug of war
        of zero wagers does not stall until the step cap (AMB-45)."""
        trial = view["trial"]["state"]
        high = prompt.field("wager").high
        side, ours = trial["spaces_per_side"], trial["marker"] * TOWARD[view["team"]]
        if abs(ours) == side - 1:
            return {"wager": high}
        spare = max(0, view["energy"][seat] - reserve(view))
        return {"wager": min(high, 2 + rng.below(4), spare or 1 + rng.below(2))}


def _exhausted(energy: Mapping[str, int]) -> bool:
    return all(e <= 0 for e in energy.values())


TRIAL = Rugby()
