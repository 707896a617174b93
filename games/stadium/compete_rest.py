"""Compete-or-Rest, the shape 100 Meters and Beach Volleyball share (ST-100-02/03, ST-VOL-02/03, AMB-48).

Every player secretly programs once: Compete with an Energy wager on the centre wheel (ST-09: 0..Energy
and the wheel), or Rest on the right wheel; all reveal together. A Rest gains ``rest_gain`` Energy up to
30 (AMB-48: +min(3, 30 - Energy)) and a wager set alongside Rest is not read (CON-04); competitors spend
their wagers. The trials differ only in how the competitors' wagers win medals (:class:`CompeteRestTrial`).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.effects import ENERGY_MAX
from games.stadium.inputs import energy_number
from games.stadium.reserve import reserve
from games.stadium.trial import Outcome, Table
from games.stadium.trial_content import Worded, trial_yaml
from games.stadium.wheels import choice


@dataclass(frozen=True, slots=True)
class CompeteRestContent:
    rest_gain: int
    """Energy a Rest gains, up to 30 (ST-100-03, ST-VOL-03)."""
    stand_in: bool


@dataclass(frozen=True, slots=True)
class CompeteRestState:
    """Waiting for the one simultaneous program (the trial has no other state)."""

    programming: bool = True


@dataclass(frozen=True)
class Reveal:
    """The programs revealed together, and what they cost or gain."""

    wagers: dict[str, int]
    """Competitors -> wager, in seat order."""
    resting: tuple[str, ...]
    energy: dict[str, int]
    """Energy deltas: -wager per competitor, +min(gain, 30 - Energy) per rester (AMB-48)."""
    event: dict[str, Any]


def load(trial_id: str, content_path: str | None) -> CompeteRestContent:
    file, data = trial_yaml(trial_id, content_path)
    return CompeteRestContent(whole(data, "rest_gain", file, "rest_gain", 0, ENERGY_MAX), data["stand_in"])


def prompts(table: Table, rule: str, reason: str) -> dict[str, Prompt]:
    """One secret program per seat: Compete + wager, or Rest (the wager is read only with Compete)."""
    return {seat: Prompt(seat, seat, program(table, seat, rule), True, rule, reason) for seat in table.seats}


def program(table: Table, seat: str | None, rule: str) -> tuple[Field, Field]:
    """The two fields of a program; for ``seat`` None, at their widest (any Energy up to 30)."""
    action = choice("compete_rest", "action", rule, ("compete", "rest"))
    if seat is None:
        table, seat = replace(table, energy=dict.fromkeys(table.seats, ENERGY_MAX)), table.seats[0]
    wager = energy_number(table, seat)
    return action, replace(wager, only_if=("action", ("compete",)))


def reveal(table: Table, inputs: Mapping[str, Any], rule: str, reason: str) -> Reveal:
    """Validate every program first (nothing changes on a refusal), then reveal them together."""
    clean = validate_inputs(prompts(table, rule, reason), inputs)
    wagers = {s: clean[s]["wager"] for s in table.seats if clean[s]["action"] == "compete"}
    resting = tuple(s for s in table.seats if s not in wagers)
    gain = table.content.rest_gain
    energy = {s: -w for s, w in wagers.items() if w}
    energy.update({s: min(gain, ENERGY_MAX - table.energy[s]) for s in resting})
    event = {"type": "reveal", "rule": rule, "compete": dict(wagers), "rest": list(resting)}
    return Reveal(wagers, resting, energy, event)


def heuristic(view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict[str, Any]:
    """Rest when competing would dig into the Energy kept for the Finals ahead; otherwise compete with a
    modest wager that keeps it — or everything when no Final is ahead."""
    high = prompt.field("wager").high
    keep = reserve(view)
    spare = min(high, view["energy"][seat] - keep)
    if spare <= 0:
        return {"action": "rest"}
    return {"action": "compete", "wager": spare if keep == 0 else min(spare, 2 + rng.below(5))}


class CompeteRestTrial(Worded):
    """What 100 Meters and Beach Volleyball share: the content, the one program and the bot; a subclass
    names its rule and turns the revealed wagers into medals (``apply``)."""

    kind = "rest"
    passes_token = False               # GAP-10: simultaneous
    step_cap = 1                       # one program, one reveal
    state_type = CompeteRestState
    id: str
    rule: str
    reason: str

    def load(self, content_path: str | None) -> CompeteRestContent:
        return load(self.id, content_path)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(CompeteRestState())

    def prompts(self, state: CompeteRestState, table: Table) -> dict[str, Prompt]:
        return prompts(table, self.rule, self.reason)

    def fields(self, table: Table) -> tuple[Field, ...]:
        """Every field a program can ask, at its widest."""
        return program(table, None, self.rule)

    def reveal(self, table: Table, inputs: Mapping[str, Any]) -> Reveal:
        return reveal(table, inputs, self.rule, self.reason)

    def view(self, state: CompeteRestState, table: Table) -> dict:
        return {"rest_gain": table.content.rest_gain}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        return heuristic(view, prompt, rng, seat)
