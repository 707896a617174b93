"""Taekwondo (ST-TKD-01..08, AMB-44, AMB-45, DS-TKD-01): an opening wager, then Attack/Block/Wait rounds.

Opening: every player secretly wagers Energy, spends it and starts on Score wager + 1 (ST-TKD-02,
AMB-44a). Each round every athlete still in secretly chooses Attack (with a target's colour on the centre
wheel), Block or Wait on the right wheel (ST-TKD-03); all effects apply together: an Attack costs its
target 2 unless the target Blocked, attacks adding up (ST-TKD-04); a Block costs each of its attackers 2,
or the blocker 2 when nobody attacked them (ST-TKD-05); Wait does nothing (ST-TKD-06). A Score of 0 or
less is out (ST-TKD-07). When one team has nobody left the other wins Gold; both wiped out together is a
tie, both Gold (ST-TKD-08, AMB-44b/d). Targets: any other athlete still in, teammates included, or with the
``attack_targets`` option opponents only (AMB-44c). The step cap (AMB-45) ends endless rounds as a tie
worth what the ``forced_end`` option says.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from games.core.errors import ContentError
from games.core.options import CHOICE, Option
from games.core.prompt import COLOUR, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.effects import ENERGY_MAX
from games.stadium.inputs import energy_number
from games.stadium.medals import gold_trial
from games.stadium.policy import BOTH_GOLD, FORCED_END, ROUND_CAP, forced_tie, with_options
from games.stadium.reserve import reserve
from games.stadium.trial import TEAMS, Outcome, Table
from games.stadium.trial_content import Worded, trial_yaml
from games.stadium.wager import wager_prompts
from games.stadium.wheels import choice

ANY = "any"
OPPONENTS = "opponents"
ATTACK_TARGETS = Option("attack_targets", CHOICE, ANY, "Taekwondo: an Attack may target any other athlete "
                        "still in, teammates included, or opponents only", "AMB-44", choices=(ANY, OPPONENTS),
                        labels=((ANY, "any other athlete"), (OPPONENTS, "opponents only")))
"""AMB-44c: the text lets an Attack name any other player; the switch limits it to opponents."""


@dataclass(frozen=True)
class TaekwondoContent:
    file: str
    stand_in: bool
    opening_bonus: int
    attack_loss: int
    block_loss: int
    idle_block_loss: int
    attack_targets: str = ANY
    forced_end: str = BOTH_GOLD


@dataclass(frozen=True, slots=True)
class TaekwondoState:
    round: int = 0
    """0 = the opening wager; then the round being programmed."""
    scores: dict[str, int] = field(default_factory=dict)
    out: tuple[str, ...] = ()
    """Eliminated athletes, in the order they went out (ST-TKD-07)."""
    last: dict[str, str] = field(default_factory=dict)
    """Last round's revealed choices: seat -> "attack <colour>" | "block" | "wait"."""


class Taekwondo(Worded):
    id = "taekwondo"
    kind = "final"
    talk = False                       # ST-TKD-01
    passes_token = False               # GAP-10: simultaneous
    step_cap = 1 + ROUND_CAP
    """AMB-45: the opening and 50 rounds."""
    state_type = TaekwondoState
    OPTIONS: tuple[Option, ...] = (ATTACK_TARGETS, FORCED_END)

    def load(self, content_path: str | None) -> TaekwondoContent:
        file, data = trial_yaml(self.id, content_path)
        numbers = {k: whole(data, k, file, k, 0, 30) for k in
                   ("opening_bonus", "attack_loss", "block_loss", "idle_block_loss")}
        if numbers["attack_loss"] + numbers["idle_block_loss"] == 0:
            raise ContentError(file, "attack_loss", "an Attack or a Block must cost something, or no round "
                               "could ever knock anyone out")
        if numbers["opening_bonus"] < 1:
            raise ContentError(file, "opening_bonus", "must be at least 1: a 0 wager must not start out "
                               "(ST-TKD-02 starts everyone on the track)")
        return TaekwondoContent(file, data["stand_in"], **numbers)

    def configure(self, content: TaekwondoContent, options: Mapping[str, Any]) -> TaekwondoContent:
        return with_options(content, options, self.OPTIONS, self.name)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(TaekwondoState())

    # ---- prompts ---------------------------------------------------------------------------------
    def prompts(self, state: TaekwondoState, table: Table) -> dict[str, Prompt]:
        if state.round == 0:
            return wager_prompts(table, table.seats, "ST-TKD-02",
                                 "Taekwondo: secretly wager Energy; your Score starts at the wager + 1")
        alive = _alive(state, table)
        return {seat: Prompt(seat, seat, (choice("attack_block_wait", "action", "ST-TKD-03",
                                                 ("attack", "block", "wait")),
                                          self._target(state, table, seat, alive)),
                             True, "ST-TKD-03", f"round {state.round}: Attack a colour, Block or Wait")
                for seat in alive}

    def _target(self, state: TaekwondoState, table: Table, seat: str, alive: tuple[str, ...]) -> Field:
        """The colour of the athlete attacked (ST-TKD-03, AMB-44c), with a reason for each colour refused."""
        opponents_only = table.content.attack_targets == OPPONENTS
        options = tuple(s for s in alive if s != seat and not (opponents_only and table.teams[s] == table.teams[seat]))
        refusals = [(seat, "you cannot attack yourself.")]
        refusals += [(s, f"{s} is out of the trial.") for s in state.out]
        if opponents_only:
            refusals += [(s, f"{s} is your teammate: only opponents may be attacked (attack_targets option, "
                             "AMB-44).") for s in alive if s != seat and s not in options]
        return Field("target", COLOUR, "ST-TKD-03", "attack the colour of another athlete still in",
                     options=options, refusals=tuple(refusals), only_if=("action", ("attack",)))

    def fields(self, table: Table) -> tuple[Field, ...]:
        """Every field a Taekwondo prompt can ask, at its widest: the opening wager up to 30 Energy, the
        round's choice and any seat's colour."""
        wager = energy_number(replace(table, energy=dict.fromkeys(table.seats, ENERGY_MAX)), table.seats[0])
        action = choice("attack_block_wait", "action", "ST-TKD-03", ("attack", "block", "wait"))
        target = Field("target", COLOUR, "ST-TKD-03", options=table.seats, only_if=("action", ("attack",)))
        return wager, action, target

    # ---- resolution ------------------------------------------------------------------------------
    def apply(self, state: TaekwondoState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        if state.round == 0:
            return self._opening(table, {s: clean[s]["wager"] for s in table.seats})
        content = table.content
        loss = {s: 0 for s in clean}
        attackers = {s: [a for a, v in clean.items() if v.get("target") == s] for s in clean}
        for seat, v in clean.items():
            if v["action"] == "attack":
                target = v["target"]
                if clean[target]["action"] == "block":
                    loss[seat] += content.block_loss              # ST-TKD-05: the blocker hits back
                else:
                    loss[target] += content.attack_loss           # ST-TKD-04: attacks add up
            elif v["action"] == "block" and not attackers[seat]:
                loss[seat] += content.idle_block_loss             # ST-TKD-05: blocked thin air
        scores = {**state.scores, **{s: state.scores[s] - loss[s] for s in clean}}
        knocked = tuple(s for s in table.seats if s in clean and scores[s] <= 0)      # ST-TKD-07
        shown = {s: f"attack {v['target']}" if v["action"] == "attack" else v["action"] for s, v in clean.items()}
        events: list[dict[str, Any]] = [
            {"type": "reveal", "rule": "ST-TKD-03", "round": state.round, "choices": shown},
            {"type": "hits", "rule": "ST-TKD-04", "losses": {s: n for s, n in loss.items() if n},
             "scores": {s: scores[s] for s in clean}}]
        if knocked:
            events.append({"type": "eliminated", "rule": "ST-TKD-07", "seats": list(knocked)})
        nxt = TaekwondoState(state.round + 1, scores, (*state.out, *knocked), shown)
        changed = {s: scores[s] for s in clean if loss[s]}
        standing = {table.teams[s] for s in _alive(nxt, table)}
        if len(standing) == len(TEAMS):
            return Outcome(nxt, tuple(events), scores=changed)
        winner = next(iter(standing), None)                       # ST-TKD-08; None: both out together
        events.append({"type": "trial_won" if winner else "tie", "team": winner, "rule": "ST-TKD-08"})
        return Outcome(None, tuple(events), scores=changed, awards=gold_trial(winner))

    def _opening(self, table: Table, wagers: dict[str, int]) -> Outcome:
        """ST-TKD-02: everyone spends the wager and starts on wager + 1."""
        scores = {s: w + table.content.opening_bonus for s, w in wagers.items()}
        events = ({"type": "reveal", "rule": "ST-TKD-02", "wagers": wagers, "scores": scores},)
        return Outcome(TaekwondoState(1, scores), events, {s: -w for s, w in wagers.items() if w}, dict(scores))

    def forced_end(self, state: TaekwondoState, table: Table) -> Outcome:
        """AMB-45: the step cap ends the rounds as a tie, worth what the ``forced_end`` option says."""
        return forced_tie(table.content.forced_end, f"the step cap of {self.step_cap} steps is reached")

    # ---- views and bots --------------------------------------------------------------------------
    def view(self, state: TaekwondoState, table: Table) -> dict:
        return {"round": state.round, "opening": state.round == 0, "scores": dict(state.scores),
                "out": list(state.out), "alive": list(_alive(state, table)), "last": dict(state.last),
                "attack_targets": table.content.attack_targets, "round_cap": ROUND_CAP,
                "losses": {k: getattr(table.content, k) for k in
                           ("opening_bonus", "attack_loss", "block_loss", "idle_block_loss")}}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        """Opening: a Final, so wager nearly everything but what a Final after it needs. Rounds: Block
        when attacked last round and low (the attackers usually come again), otherwise Attack the weakest
        opponent still in."""
        trial = view["trial"]["state"]
        if trial["opening"]:
            high = min(prompt.field("wager").high, view["energy"][seat] - reserve(view))
            return {"wager": max(0, high - rng.below(3))}
        scores, mine = trial["scores"], view["teams"][seat]
        attacked = any(c == f"attack {seat}" for c in trial["last"].values())
        if attacked and scores[seat] <= 4 and rng.below(3) != 0:
            return {"action": "block"}
        targets = [s for s in prompt.field("target").options if view["teams"][s] != mine]
        if not targets:
            return {"action": "wait"}
        weakest = min(targets, key=lambda s: (scores[s], targets.index(s)))
        return {"action": "attack", "target": weakest}


def _alive(state: TaekwondoState, table: Table) -> tuple[str, ...]:
    return tuple(s for s in table.seats if s not in state.out)


TRIAL = Taekwondo()
