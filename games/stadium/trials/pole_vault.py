"""Pole Vault (ST-POLE-01..08, AMB-40, GAP-11, DS-POLE-01): simultaneous Jump/Wait rounds down the rungs.

A cube starts on the top rung (9 Energy). Each round every player without a medal in this trial secretly
chooses Jump or Wait on the right wheel (ST-POLE-03); Jump needs the rung's Energy (ST-POLE-04, AMB-40a).
Nobody jumps: the cube moves down a rung (ST-POLE-05). Jumpers pay the rung and form one rank below every
earlier round's jumpers; the 3 Medals rule runs over the ranks so far (ST-POLE-06, AMB-40c). The trial ends
at 3 or more medals, or after the round on the lowest rung, whose Waiters get nothing (ST-POLE-07, -08,
AMB-40b). The rungs are content (``content/pole_vault.yaml``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from games.core.errors import ContentError
from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.medals import three_medals
from games.stadium.reserve import reserve
from games.stadium.trial import Outcome, Table
from games.stadium.trial_content import Worded, int_list, trial_yaml
from games.stadium.wheels import choice

TOP_RUNG = 9
"""ST-POLE-02: the cube starts next to the 9-Energy marker."""


@dataclass(frozen=True, slots=True)
class PoleVaultContent:
    rungs: tuple[int, ...]
    """Energy cost of each rung, top (9) first, strictly descending (GAP-11)."""
    stand_in: bool


@dataclass(frozen=True, slots=True)
class PoleVaultState:
    rung: int = 0
    """Index of the cube's rung in ``rungs`` (0 = the top rung)."""
    ranks: tuple[tuple[str, ...], ...] = ()
    """The jumpers of each round someone jumped in, best (earliest) first; every one of them holds a medal."""
    jumped_on: tuple[int, ...] = field(default=(), compare=False)
    """The rung (index) each of ``ranks`` jumped on, for the TV (who jumped on which rung); it changes no
    play, so states differing only in it compare equal."""


def load_rungs(content_path: str | None) -> PoleVaultContent:
    """The rungs, validated: the top rung is 9, rungs strictly descend, the lowest is 0 or more."""
    file, data = trial_yaml("pole_vault", content_path)
    rungs = int_list(data, "rungs", file, low=0, high=TOP_RUNG)
    if rungs[0] != TOP_RUNG:
        raise ContentError(file, "rungs[0]", f"the top rung must cost {TOP_RUNG} Energy (ST-POLE-02)")
    for i in range(1, len(rungs)):
        if not rungs[i] < rungs[i - 1]:
            raise ContentError(file, f"rungs[{i}]", "rungs must descend: each cheaper than the one above")
    return PoleVaultContent(rungs, data["stand_in"])


class PoleVault(Worded):
    id = "pole_vault"
    kind = "standard"
    talk = False                       # ST-POLE-01
    passes_token = False               # GAP-10: simultaneous
    step_cap = TOP_RUNG + 1
    """One round per rung at most (ST-POLE-08); 9 down to 0 is at most 10 rungs."""
    state_type = PoleVaultState

    def load(self, content_path: str | None) -> PoleVaultContent:
        return load_rungs(content_path)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(PoleVaultState())

    def prompts(self, state: PoleVaultState, table: Table) -> dict[str, Prompt]:
        cost = table.content.rungs[state.rung]
        done = {s for rank in state.ranks for s in rank}
        out: dict[str, Prompt] = {}
        for seat in table.seats:
            if seat in done:
                continue                                    # ST-POLE-03: medallists no longer choose
            if table.energy[seat] >= cost:
                f = choice("jump_wait", "action", "ST-POLE-03", ("jump", "wait"))
            else:                                           # ST-POLE-04, AMB-40a
                f = choice("jump_wait", "action", "ST-POLE-04", ("wait",), refusals=(
                    ("jump", f"a Jump on this rung costs {cost} Energy and {seat} has {table.energy[seat]}."),))
            out[seat] = Prompt(seat, seat, (f,), True, "ST-POLE-03",
                               f"Jump for {cost} Energy or Wait (the cube then drops a rung)")
        return out

    def apply(self, state: PoleVaultState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        rungs = table.content.rungs
        cost = rungs[state.rung]
        jumpers = tuple(s for s in table.seats if s in clean and clean[s]["action"] == "jump")
        events: tuple[dict, ...] = ({"type": "pole_vault", "rung": cost, "jump": list(jumpers),
                                     "wait": [s for s in table.seats if s in clean and s not in jumpers]},)
        last = state.rung == len(rungs) - 1
        if not jumpers:                                     # ST-POLE-05; ST-POLE-08 on the lowest rung
            return Outcome(None if last else PoleVaultState(state.rung + 1, state.ranks, state.jumped_on), events)
        ranks = (*state.ranks, jumpers)                     # ST-POLE-06, AMB-40c
        awards = three_medals(ranks, table.teams)
        new = tuple(a for a in awards if a.seat in jumpers)
        over = len(awards) >= 3 or last                     # ST-POLE-07, ST-POLE-08
        return Outcome(None if over else PoleVaultState(state.rung + 1, ranks, (*state.jumped_on, state.rung)), events,
                       energy={s: -cost for s in jumpers}, awards=new)

    def fields(self, table: Table) -> tuple[Field, ...]:
        """Every field a Pole Vault prompt can ask, at its widest."""
        return (choice("jump_wait", "action", "ST-POLE-03", ("jump", "wait")),)

    def forced_end(self, state: PoleVaultState, table: Table) -> Outcome:
        """Never reached (one round per rung); ends with the medals already won."""
        return Outcome(None, ({"type": "forced_end", "trial": self.id},))

    def view(self, state: PoleVaultState, table: Table) -> dict:
        rungs = table.content.rungs
        done = {s for rank in state.ranks for s in rank}
        return {"rungs": list(rungs), "rung": state.rung, "cost": rungs[state.rung],
                "lowest": state.rung == len(rungs) - 1, "ranks": [list(r) for r in state.ranks],
                "jumped_on": list(state.jumped_on),
                "choosing": [s for s in table.seats if s not in done], "stand_in": table.content.stand_in,
                "standing": {a.seat: a.medal for a in three_medals(state.ranks, table.teams) if a.seat}}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        """Never dig into the Energy kept for the Finals ahead (but always jump on the lowest rung); with no
        Final ahead, jump at once; otherwise jump with a chance that grows as the rungs get cheaper, and more
        so while no teammate holds a medal of this trial."""
        if "jump" not in prompt.field("action").options:
            return {"action": "wait"}
        trial = view["trial"]["state"]
        cost, keep = trial["cost"], reserve(view)
        if trial["lowest"] or keep == 0:
            return {"action": "jump"}
        if view["energy"][seat] - cost < keep:
            return {"action": "wait"}
        mates = {s for s, t in view["teams"].items() if t == view["teams"][seat] and s != seat}
        team_has_medal = any(s in mates for rank in trial["ranks"] for s in rank)
        chance = TOP_RUNG + 1 - cost + (0 if team_has_medal else 3)          # in tenths
        return {"action": "jump" if rng.below(10) < chance else "wait"}


TRIAL = PoleVault()
