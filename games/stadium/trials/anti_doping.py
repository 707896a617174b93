"""Anti-Doping Test (docs/rules/stadium.md ST-DOPE-01..06, AMB-47, AMB-51): the first player and the player to
their left secretly choose Dope, Rest or Accuse on the right wheel and reveal together.

Dope gains the doper's team 6 Energy unless the other participant Accused (ST-DOPE-03); Rest gains 2
(ST-DOPE-04); Accuse against Dope costs the doper's team its gain and one medal of the best kind it holds,
taken off its board at once (ST-DOPE-05, ST-DOPE-06); Accuse against anything else does nothing
(AMB-47d). A gain is split among the team's members by the participant (AMB-47a, AMB-51), asked as
public share prompts (games/stadium/team_split.py); each share is within that member's room to 30 and a
gain above the team's room is cut to it (AMB-47b). No medal is awarded (ST-DOPE-01).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.effects import ENERGY_MAX
from games.stadium.inputs import widest_number
from games.stadium.team_split import SplitStep
from games.stadium.trial import MEDALS, Award, Outcome, Table
from games.stadium.trial_content import Worded, trial_yaml
from games.stadium.turns import left_of
from games.stadium.wheels import choice

CHOICES = ("dope", "rest", "accuse")
"""ST-DOPE-02, in the order they sit on the right wheel (GAP-12)."""
GAIN_RULE = {"dope": "ST-DOPE-03", "rest": "ST-DOPE-04"}


@dataclass(frozen=True)
class AntiDopingContent:
    file: str
    stand_in: bool
    gains: dict[str, int]
    """Energy a team gains in total for Dope (6) and Rest (2) (ST-DOPE-03, ST-DOPE-04)."""


@dataclass(frozen=True, slots=True)
class AntiDopingState:
    participants: tuple[str, ...]
    """The first player and the player to their left (ST-DOPE-01)."""
    choices: dict[str, str] = field(default_factory=dict)
    """The revealed choices ({} until both are locked in and revealed)."""
    splits: tuple[SplitStep, ...] = ()
    """The gains still being split, one per team, each by its participant (AMB-47a)."""


class AntiDoping(Worded):
    id = "anti_doping"
    kind = "rest"
    talk = True                     # ST-DOPE-01: non-participants may advise, publicly
    passes_token = True             # GAP-10
    step_cap = 3
    """One reveal, then at most one share per team member but the last (3 players: 2); never reached."""
    state_type = AntiDopingState

    def load(self, content_path: str | None) -> AntiDopingContent:
        file, data = trial_yaml(self.id, content_path)
        gains = {c: whole(data.get("gains"), c, file, f"gains.{c}", 0, 3 * ENERGY_MAX) for c in GAIN_RULE}
        return AntiDopingContent(file, data["stand_in"], gains)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(AntiDopingState((table.first, left_of(table.seats, table.first))))

    def prompts(self, state: AntiDopingState, table: Table) -> dict[str, Prompt]:
        if not state.choices:
            return {p: Prompt(p, p, (_choice(),), True, "ST-DOPE-02",
                              "Anti-Doping Test: secretly choose Dope, Rest or Accuse")
                    for p in state.participants}
        out: dict[str, Prompt] = {}
        for split in state.splits:
            prompt = split.prompt(table)
            if prompt is not None:
                out[split.designated] = prompt
        return out

    def fields(self, table: Table) -> tuple[Field, ...]:
        """The choice, and a share of the largest gain (a dialled share stays on the wheel, AMB-01)."""
        share = widest_number(table, "share", "ST-DOPE-03")
        return _choice(), replace(share, high=min(share.high, max(table.content.gains.values())))

    def apply(self, state: AntiDopingState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        if state.choices:
            return self._finish([s.advance(clean[s.designated]["share"]) if s.designated in clean else s
                                 for s in state.splits], state, [], ())
        choices = {p: clean[p]["choice"] for p in state.participants}
        events: list[dict[str, Any]] = [{"type": "reveal", "choices": choices, "rule": "ST-DOPE-02"}]
        awards: list[Award] = []
        splits: list[SplitStep] = []
        for seat in state.participants:
            other = next(p for p in state.participants if p != seat)
            team, mine, theirs = table.teams[seat], choices[seat], choices[other]
            if mine == "dope" and theirs == "accuse":
                awards.extend(_lose_best_medal(table, team, events))                   # ST-DOPE-05/06
                continue
            if mine in GAIN_RULE:
                gain = table.content.gains[mine]
                split = SplitStep.begin(seat, table.members(team), gain, 1, table, GAIN_RULE[mine])
                events.append({"type": "gain", "team": team, "seat": seat, "choice": mine, "gain": gain,
                               "kept": split.total, "rule": GAIN_RULE[mine]})        # AMB-47b: the rest lost
                splits.append(split)
        return self._finish(splits, replace(state, choices=choices), events, tuple(awards))

    def _finish(self, splits: list[SplitStep], state: AntiDopingState, events: list[dict[str, Any]],
                awards: tuple[Award, ...]) -> Outcome:
        """Deliver the Energy of every split that is complete; the trial ends once none is pending."""
        energy: dict[str, int] = {}
        pending = []
        for split in splits:
            if not split.done():
                pending.append(split)
                continue
            shares = split.deltas()
            energy.update({m: v for m, v in shares.items() if v})
            events.append({"type": "split", "by": split.designated, "shares": shares, "rule": "AMB-51"})
        next_state = replace(state, splits=tuple(pending)) if pending else None
        return Outcome(next_state, tuple(events), energy, awards=awards)

    def forced_end(self, state: AntiDopingState, table: Table) -> Outcome:
        """Never reached (the trial takes at most 3 steps); ends with no further effect."""
        return Outcome(None, ({"type": "forced_end", "rule": "AMB-45"},))

    def view(self, state: AntiDopingState, table: Table) -> dict[str, Any]:
        return {"participants": list(state.participants), "choices": dict(state.choices),
                "gains": dict(table.content.gains),
                "splits": [{"by": s.designated, "members": list(s.members), "total": s.total,
                            "given": list(s.given)} for s in state.splits]}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict[str, Any]:
        """Dope when the team has no medal to lose, Accuse more often when the other team has medals to
        lose; a share fills the team's lowest Energy first."""
        trial = view["trial"]["state"]
        if prompt.fields[0].name == "share":
            split = next(s for s in trial["splits"] if s["by"] == seat)
            member = split["members"][len(split["given"])]
            ideal = fill_lowest(view["energy"], split["members"], split["total"] - sum(split["given"]),
                                skip=split["members"][:len(split["given"])])[member]
            f = prompt.fields[0]
            return {"share": min(max(ideal, f.low), f.high)}
        team = view["team"]
        other = next(t for t in view["medals"] if t != team)
        mine, theirs = sum(view["medals"][team].values()), sum(view["medals"][other].values())
        weights = {"dope": 3 if mine == 0 else 2, "rest": 2, "accuse": 2 if theirs else 1}
        pick = rng.below(sum(weights.values()))
        for option in CHOICES:
            if pick < weights[option]:
                return {"choice": option}
            pick -= weights[option]
        return {"choice": "rest"}


def _choice() -> Field:
    return choice("dope_rest_accuse", "choice", "ST-DOPE-02", CHOICES)


def _lose_best_medal(table: Table, team: str, events: list[dict[str, Any]]) -> tuple[Award, ...]:
    """ST-DOPE-05, AMB-47c: one medal of the best kind the team holds (Gold, else Silver, else Bronze)."""
    best = next((m for m in MEDALS if table.medals[team][m] > 0), None)
    events.append({"type": "caught", "team": team, "medal": best, "rule": "ST-DOPE-05"})
    return (Award(team, best, -1),) if best else ()


def fill_lowest(energy: Mapping[str, int], members: Sequence[str], total: int,
                skip: Sequence[str] = ()) -> dict[str, int]:
    """A gain of ``total`` given one Energy at a time to the member lowest now (30 cap), ``skip`` left out."""
    shares = {m: 0 for m in members}
    open_ = [m for m in members if m not in skip]
    for _ in range(total):
        room = [m for m in open_ if energy[m] + shares[m] < ENERGY_MAX]
        if not room:
            break
        low = min(room, key=lambda m: energy[m] + shares[m])
        shares[low] += 1
    return shares


TRIAL = AntiDoping()
