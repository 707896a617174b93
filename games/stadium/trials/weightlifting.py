"""Weightlifting (ST-LIFT-01..09, AMB-39, GAP-11, DS-LIFT-01): public lift / re-roll / pass turns until
everyone has passed.

Clockwise from the first player, each player who has not passed takes a turn (ST-LIFT-02): Lift or Pass
(ST-LIFT-03). A Lift costs 1 Energy, names a weight from the tile's table and rolls the green die; a face in
that weight's range lifts it: the Score becomes the weight and the turn ends (ST-LIFT-04). After a failed roll
the player pays 1 more to re-roll for the same weight, or Passes (ST-LIFT-05, AMB-39a/c/d). A later turn may
only attempt a weight heavier than the one lifted (ST-LIFT-06, AMB-39b). Pass is permanent; a player who never
lifted is unranked (ST-LIFT-07). Lifting and re-rolling need 1 Energy (ST-LIFT-08). When everyone has
passed, lifters are ranked by their heaviest weight, 3 Medals rule (ST-LIFT-09). The weights and their
green-die ranges are content (``content/weightlifting.yaml``, GAP-11). On the controller the action is a
right-wheel symbol and the weight its row of the tile's table on the centre wheel.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Mapping

from games.core.content import need
from games.core.dice import roll
from games.core.errors import ContentError
from games.core.prompt import CHOICE, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.effects import ENERGY_MAX
from games.stadium.medals import three_medals
from games.stadium.reserve import reserve
from games.stadium.trial import Outcome, Table
from games.stadium.trial_content import Worded, trial_yaml
from games.stadium.turns import clockwise, left_of
from games.stadium.wheels import choice

COST = 1
"""ST-LIFT-04, ST-LIFT-05: Energy per roll (the description governs the glossary's icon, ST-30, AMB-39c)."""
DIE = "green"


@dataclass(frozen=True, slots=True)
class Weight:
    weight: int
    """The Score a lift of this weight gives."""
    low: int
    high: int
    """The green-die faces low..high (inclusive) that lift it."""

    def lifts(self, face: Any) -> bool:
        return type(face) is int and self.low <= face <= self.high


@dataclass(frozen=True, slots=True)
class WeightliftingContent:
    file: str
    stand_in: bool
    weights: tuple[Weight, ...]
    """The tile's table, lightest first (GAP-11)."""
    min_chance: int
    """The heuristic bot only tries a weight whose one-roll chance is at least this (percent)."""

    def weight(self, value: int) -> Weight:
        return next(w for w in self.weights if w.weight == value)


@dataclass(frozen=True, slots=True)
class WeightliftingState:
    turn: str
    """The seat whose turn it is."""
    passed: tuple[str, ...] = ()
    """Who has left the competition, in the order they passed (ST-LIFT-07)."""
    lifted: dict[str, int] = field(default_factory=dict)
    """Each lifter's heaviest weight (their Score)."""
    attempt: int | None = None
    """The weight the player on turn failed and may re-roll for (AMB-39d); None at the start of a turn."""


def load_content(path: str | None) -> WeightliftingContent:
    """The weights table, validated: whole-number weights strictly heavier down the table, each with a
    green-die range low..high."""
    file, data = trial_yaml("weightlifting", path)
    rows = need(data, "weights", list, file, "weights")
    if not rows:
        raise ContentError(file, "weights", "must list at least one weight")
    weights: list[Weight] = []
    for i, row in enumerate(rows):
        where = f"weights[{i}]"
        weight = whole(row, "weight", file, f"{where}.weight", 0)
        span = need(row, "range", list, file, f"{where}.range")
        if len(span) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in span):
            raise ContentError(file, f"{where}.range", f"must be two whole numbers [low, high], not {span!r}")
        low, high = span
        if weights and weight <= weights[-1].weight:
            raise ContentError(file, f"{where}.weight", "weights must get heavier down the table")
        if low > high:
            raise ContentError(file, f"{where}.range", f"must be a range low..high, not {low}..{high}")
        weights.append(Weight(weight, low, high))
    bot = need(data, "bot", dict, file, "bot")
    chance = whole(bot, "min_chance", file, "bot.min_chance", 0, 100)
    return WeightliftingContent(file, data["stand_in"], tuple(weights), chance)


def chance(weight: Weight, faces: tuple[Any, ...]) -> int:
    """The percent chance one roll of the die lifts ``weight``."""
    return 100 * sum(1 for f in faces if weight.lifts(f)) // len(faces)


@lru_cache(maxsize=64)
def table_view(weights: tuple[Weight, ...], faces: tuple[Any, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """(weight, low, high, percent chance) of every row of the tile's table, for the view."""
    return tuple((w.weight, w.low, w.high, chance(w, faces)) for w in weights)


class Weightlifting(Worded):
    id = "weightlifting"
    kind = "standard"
    talk = True                      # ST-LIFT-01
    passes_token = True              # GAP-10: turns from the first player
    step_cap = 6 * ENERGY_MAX + 6
    """The most steps the trial can take (AMB-45's cap is never reached): every roll costs 1 Energy, which
    nothing in the trial gives back, and each player passes once."""
    state_type = WeightliftingState

    def load(self, content_path: str | None) -> WeightliftingContent:
        return load_content(content_path)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(WeightliftingState(table.first))          # ST-LIFT-02

    def prompts(self, state: WeightliftingState, table: Table) -> dict[str, Prompt]:
        seat = state.turn
        broke = table.energy[seat] < COST
        if state.attempt is not None:
            if broke:                                            # ST-LIFT-08
                action = choice("reroll_pass", "action", "ST-LIFT-08", ("pass",), refusals=(
                    ("reroll", f"a re-roll costs {COST} Energy and {seat} has none left: Pass."),))
            else:
                action = choice("reroll_pass", "action", "ST-LIFT-05", ("reroll", "pass"))
            return {seat: Prompt(seat, seat, (action,), False, "ST-LIFT-05",
                                 f"{seat} missed {state.attempt}: re-roll for {COST} Energy or Pass for good")}
        table_rows = table.content.weights
        best = state.lifted.get(seat)
        heavier = tuple(w.weight for w in table_rows if best is None or w.weight > best)
        if broke or not heavier:
            rule, why = (("ST-LIFT-08", f"a Lift costs {COST} Energy and {seat} has none left: Pass.") if broke else
                         ("ST-LIFT-06", f"{seat} lifted the heaviest weight ({best}): nothing heavier is left."))
            action = choice("lift_pass", "action", rule, ("pass",), refusals=(("lift", why),))
            return {seat: Prompt(seat, seat, (action,), False, rule, f"{seat} can only Pass")}
        action = choice("lift_pass", "action", "ST-LIFT-03", ("lift", "pass"))
        rows = tuple(i + 1 for i, w in enumerate(table_rows) if w.weight in heavier)
        if best is None:
            weight = Field("weight", CHOICE, "ST-LIFT-04", "a weight from the tile's table", options=heavier,
                           faces=rows, only_if=("action", ("lift",)))
        else:                                                    # ST-LIFT-06, AMB-39b
            lighter = tuple((w.weight, f"{seat} lifted {best}: a later Lift must be heavier.")
                            for w in table_rows if w.weight <= best)
            weight = Field("weight", CHOICE, "ST-LIFT-06", f"a weight heavier than {best}", options=heavier,
                           faces=rows, refusals=lighter, only_if=("action", ("lift",)))
        return {seat: Prompt(seat, seat, (action, weight), False, "ST-LIFT-03",
                             f"{seat}: Lift (name a weight, {COST} Energy) or Pass for good")}

    def fields(self, table: Table) -> tuple[Field, ...]:
        """Every field a Weightlifting prompt can ask, at its widest: both actions and any row of the table."""
        rows = table.content.weights
        turn = choice("lift_pass", "action", "ST-LIFT-03", ("lift", "pass"))
        again = choice("reroll_pass", "action", "ST-LIFT-05", ("reroll",))
        return (replace(turn, options=turn.options + again.options, faces=turn.faces + again.faces),
                Field("weight", CHOICE, "ST-LIFT-04", options=tuple(w.weight for w in rows),
                      faces=tuple(range(1, len(rows) + 1))))

    def apply(self, state: WeightliftingState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        seat = state.turn
        values = clean[seat]
        if values["action"] == "pass":                           # ST-LIFT-07
            return self._next(replace(state, passed=(*state.passed, seat), attempt=None), table, seat,
                              [{"type": "pass", "seat": seat, "rule": "ST-LIFT-07"}], {})
        weight = values["weight"] if values["action"] == "lift" else state.attempt
        assert weight is not None
        events: list[dict] = []
        face = roll(rng, DIE, table.dice, events, by=seat)
        lifted = table.content.weight(weight).lifts(face)
        events.append({"type": "lift", "seat": seat, "weight": weight, "face": face, "lifted": lifted,
                       "reroll": values["action"] == "reroll"})
        energy = {seat: -COST}
        if not lifted:                                           # ST-LIFT-05: same turn, same weight
            return Outcome(replace(state, attempt=weight), tuple(events), energy=energy)
        done = replace(state, lifted={**state.lifted, seat: weight}, attempt=None)
        return self._next(done, table, seat, events, energy, scores={seat: weight})

    def _next(self, state: WeightliftingState, table: Table, seat: str, events: list[dict],
              energy: dict[str, int], scores: dict[str, int] | None = None) -> Outcome:
        """The next player to the left who has not passed takes a turn (ST-LIFT-02); nobody left: medals."""
        left = clockwise(table.seats, left_of(table.seats, seat), skip=state.passed)
        if left:
            return Outcome(replace(state, turn=left[0]), tuple(events), energy=energy, scores=scores or {})
        return Outcome(None, tuple(events), energy=energy, scores=scores or {},
                       awards=three_medals(ranking(state.lifted), table.teams))

    def forced_end(self, state: WeightliftingState, table: Table) -> Outcome:
        """Never reached (see ``step_cap``); as if everyone passed now: the lifts so far are ranked."""
        return Outcome(None, ({"type": "forced_end", "trial": self.id, "rule": "AMB-45"},),
                       awards=three_medals(ranking(state.lifted), table.teams))

    def view(self, state: WeightliftingState, table: Table) -> dict:
        rows = table_view(table.content.weights, tuple(table.dice[DIE]))
        return {"turn": state.turn, "attempt": state.attempt, "passed": list(state.passed),
                "lifted": dict(state.lifted),
                "weights": [{"weight": w, "range": [low, high], "chance": c} for w, low, high, c in rows],
                "die": list(table.dice[DIE]),
                "stand_in": table.content.stand_in,
                "min_chance": table.content.min_chance}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        """Keep Energy for the Finals ahead (games/stadium/reserve.py); try the lightest weight with a fair
        chance that beats everyone else's best lift (or, never having lifted, any weight with a fair chance);
        re-roll while the chance is fair."""
        trial = view["trial"]["state"]
        action = prompt.field("action")
        if len(action.options) == 1 or view["energy"][seat] <= reserve(view):
            return {"action": "pass"}
        chances = {w["weight"]: w["chance"] for w in trial["weights"]}
        if trial["attempt"] is not None:
            return {"action": "reroll" if chances[trial["attempt"]] >= trial["min_chance"] else "pass"}
        fair = [w for w in prompt.field("weight").options if chances[w] >= trial["min_chance"]]
        others = [w for s, w in trial["lifted"].items() if s != seat]
        mine = trial["lifted"].get(seat)
        ahead = [w for w in fair if w > max(others, default=-1)]
        if mine is not None and mine > max(others, default=-1):
            return {"action": "pass"}
        target = ahead[0] if ahead else fair[0] if fair and mine is None else None
        return {"action": "lift", "weight": target} if target is not None else {"action": "pass"}


def ranking(lifted: Mapping[str, int]) -> list[list[str]]:
    """ST-LIFT-09: lifters by heaviest weight, equal weights sharing a rank; players who never lifted absent."""
    return [[s for s, w in lifted.items() if w == weight] for weight in sorted(set(lifted.values()), reverse=True)]


TRIAL = Weightlifting()
