"""Archery (ST-ARCH-01..06, AMB-41): one turn each, four dice, re-roll one die at a time for Energy.

Clockwise from the first player (ST-ARCH-02, ST-25) each archer rolls the blue, yellow, red and green dice
(ST-ARCH-03), then re-rolls one die of their choice for 1 Energy as often as they like and can
(ST-ARCH-04): a public choice, Re-roll (with the die's colour on the centre wheel) or Stop on the right
wheel. Stopping — by choice, or at once when the archer cannot pay another re-roll — sets the Score to the
signed sum of the four faces (ST-ARCH-05, AMB-41: yellow and red faces are negative and totals stay
signed). After every turn the archers are ranked by Score: 3 Medals (ST-ARCH-06).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from games.core.content import need
from games.core.dice import DIE_COLOURS, roll
from games.core.errors import ContentError
from games.core.faces import COLOURS
from games.core.prompt import COLOUR, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.effects import ENERGY_MAX
from games.stadium.medals import ranks_by, three_medals
from games.stadium.reserve import reserve
from games.stadium.trial import Outcome, Table
from games.stadium.trial_content import Worded, trial_yaml
from games.stadium.turns import clockwise
from games.stadium.wheels import choice

MAX_SEATS = 6


@dataclass(frozen=True, slots=True)
class ArcheryContent:
    dice: tuple[str, ...]
    """The dice every archer rolls, by colour (ST-ARCH-03)."""
    reroll_cost: int
    """Energy per re-roll of one die (ST-ARCH-04)."""
    stand_in: bool


@dataclass(frozen=True, slots=True)
class ArcheryState:
    order: tuple[str, ...]
    """Archers clockwise from the first player (ST-ARCH-02)."""
    turn: int = 0
    """Index in ``order`` of the archer shooting now."""
    faces: tuple[int, ...] = ()
    """The shooter's dice now, in content order."""
    scores: dict[str, int] = field(default_factory=dict)
    """Archers who have shot -> Score (signed, AMB-41)."""
    rerolls: int = 0
    """Re-rolls the shooter has taken this turn (ST-ARCH-04: public, each paid for)."""


def load_archery(content_path: str | None) -> ArcheryContent:
    file, data = trial_yaml("archery", content_path)
    dice = need(data, "dice", list, file, "dice")
    if not dice:
        raise ContentError(file, "dice", "must name at least one die")
    for i, die in enumerate(dice):
        if die not in DIE_COLOURS or die not in COLOURS:
            raise ContentError(file, f"dice[{i}]", f"{die!r} is not a console die of a controller colour "
                               f"({', '.join(c for c in DIE_COLOURS if c in COLOURS)})")
    if len(set(dice)) != len(dice):
        raise ContentError(file, "dice", "names a die twice (a re-roll names the die by its colour)")
    cost = whole(data, "reroll_cost", file, "reroll_cost", 1, ENERGY_MAX)     # >= 1: re-rolls must end
    return ArcheryContent(tuple(dice), cost, data["stand_in"])


class Archery(Worded):
    id = "archery"
    kind = "standard"
    talk = True                        # ST-ARCH-01
    passes_token = True                # GAP-10: turn order from the first player
    step_cap = MAX_SEATS * (ENERGY_MAX + 1)
    """Each archer stops or re-rolls for at least 1 Energy: at most 30 re-rolls and a stop each."""
    state_type = ArcheryState

    def load(self, content_path: str | None) -> ArcheryContent:
        return load_archery(content_path)

    def start(self, table: Table, rng: Rng) -> Outcome:
        events: list[dict] = []
        state, scores = self._next_shooter(ArcheryState(clockwise(table.seats, table.first)), table, rng,
                                           events, table.energy)
        return self._outcome(state, table, events, scores, {})

    def prompts(self, state: ArcheryState, table: Table) -> dict[str, Prompt]:
        seat = state.order[state.turn]
        cost = table.content.reroll_cost
        if table.energy[seat] >= cost:
            action = choice("reroll_stop", "action", "ST-ARCH-04", ("reroll", "stop"))
        else:
            action = choice("reroll_stop", "action", "ST-ARCH-04", ("stop",), refusals=(
                ("reroll", f"a re-roll costs {cost} Energy and {seat} has {table.energy[seat]}."),))
        total = sum(state.faces)
        return {seat: Prompt(seat, seat, (action, _die(table)), False, "ST-ARCH-04",
                             f"total {total}: re-roll one die for {cost} Energy, or stop")}

    def fields(self, table: Table) -> tuple[Field, ...]:
        """Every field an Archery prompt can ask, at its widest."""
        return choice("reroll_stop", "action", "ST-ARCH-04", ("reroll", "stop")), _die(table)

    def apply(self, state: ArcheryState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        seat = state.order[state.turn]
        content = table.content
        events: list[dict] = []
        if clean[seat]["action"] == "stop":
            state, scores = self._stop(state, table, rng, events, table.energy)
            return self._outcome(state, table, events, scores, {})
        die = clean[seat]["die"]
        i = content.dice.index(die)
        face = roll(rng, die, table.dice, events, seat)
        state = replace(state, faces=(*state.faces[:i], face, *state.faces[i + 1:]), rerolls=state.rerolls + 1)
        energy = {**table.energy, seat: table.energy[seat] - content.reroll_cost}
        scores: dict[str, int] = {}
        if energy[seat] < content.reroll_cost:              # ST-ARCH-05: stops for lack of Energy
            state, scores = self._stop(state, table, rng, events, energy)
        return self._outcome(state, table, events, scores, {seat: -content.reroll_cost})

    def _stop(self, state: ArcheryState, table: Table, rng: Rng, events: list[dict],
              energy: Mapping[str, int]) -> tuple[ArcheryState, dict[str, int]]:
        """The shooter's Score is set (ST-ARCH-05); the next archer shoots."""
        seat = state.order[state.turn]
        score = sum(state.faces)                             # AMB-41: signed
        events.append({"type": "archery_score", "seat": seat, "faces": list(state.faces), "score": score})
        state = replace(state, turn=state.turn + 1, faces=(), scores={**state.scores, seat: score}, rerolls=0)
        nxt, scores = self._next_shooter(state, table, rng, events, energy)
        return nxt, {seat: score, **scores}

    def _next_shooter(self, state: ArcheryState, table: Table, rng: Rng, events: list[dict],
                      energy: Mapping[str, int]) -> tuple[ArcheryState, dict[str, int]]:
        """The next archer rolls every die (ST-ARCH-03); one who cannot pay a re-roll stops at once.
        Once everyone has shot, ``turn`` is past the last archer."""
        if state.turn >= len(state.order):
            return state, {}
        seat = state.order[state.turn]
        faces = tuple(roll(rng, die, table.dice, events, seat) for die in table.content.dice)
        state = replace(state, faces=faces)
        if energy[seat] < table.content.reroll_cost:
            return self._stop(state, table, rng, events, energy)
        return state, {}

    def _outcome(self, state: ArcheryState, table: Table, events: list[dict], scores: dict[str, int],
                 energy: dict[str, int]) -> Outcome:
        """The step's outcome; after the last archer, the 3 Medals rule over the Scores (ST-ARCH-06)."""
        if state.turn < len(state.order):
            return Outcome(state, tuple(events), energy, scores)
        return Outcome(None, tuple(events), energy, scores, three_medals(rank(state.scores, state.order), table.teams))

    def forced_end(self, state: ArcheryState, table: Table) -> Outcome:
        """Never reached (re-rolls cost Energy); the shooter stops with the dice as they lie, archers who
        have not shot are unranked."""
        seat = state.order[state.turn]
        final = {**state.scores, seat: sum(state.faces)}
        return Outcome(None, ({"type": "forced_end", "trial": self.id},), {}, {seat: final[seat]},
                       three_medals(rank(final, state.order), table.teams))

    def position_problems(self, state: ArcheryState, table: Table) -> list[tuple[str, str]]:
        """A moment of Archery: the archers clockwise from the first player (ST-ARCH-02), one shooting now
        with a face of each die (ST-ARCH-03), Scores only for those who shot (ST-ARCH-05)."""
        order = clockwise(table.seats, table.first)
        if state.order != order:
            return [("order", f"the archers shoot clockwise from the first player: {', '.join(order)}")]
        if not 0 <= state.turn < len(order):
            return [("turn", f"must be 0..{len(order) - 1} (the index of the archer shooting now in order)")]
        dice = table.content.dice
        if len(state.faces) != len(dice):
            return [("faces", f"the archer shooting has {len(dice)} dice ({', '.join(dice)}), not {len(state.faces)}")]
        for i, (die, face) in enumerate(zip(dice, state.faces)):
            if face not in table.dice[die]:
                return [(f"faces[{i}]", f"{face} is not a face of the {die} die "
                                        f"({', '.join(map(str, table.dice[die]))})")]
        shot = set(order[:state.turn])
        if set(state.scores) != shot:
            who = ", ".join(a for a in order if a in shot) or "nobody yet"
            return [("scores", f"the archers who have shot have a Score, the others none (shot: {who})")]
        return []

    def view(self, state: ArcheryState, table: Table) -> dict:
        content = table.content
        return {"order": list(state.order), "shooter": state.order[state.turn], "dice": list(content.dice),
                "faces": list(state.faces), "total": sum(state.faces), "scores": dict(state.scores),
                "reroll_cost": content.reroll_cost, "rerolls": state.rerolls,
                "die_faces": {d: list(table.dice[d]) for d in content.dice},
                "standing": {a.seat: a.medal for a in three_medals(rank(state.scores, state.order), table.teams)
                             if a.seat}}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        """Re-roll the die furthest below its average while that gains at least 1 point and the Energy kept
        for the Finals ahead stays; otherwise stop."""
        trial = view["trial"]["state"]
        if "reroll" not in prompt.field("action").options or \
                view["energy"][seat] - trial["reroll_cost"] < reserve(view):
            return {"action": "stop"}
        gains = {d: sum(trial["die_faces"][d]) / len(trial["die_faces"][d]) - face
                 for d, face in zip(trial["dice"], trial["faces"])}
        best = max(trial["dice"], key=lambda d: gains[d])
        return {"action": "reroll", "die": best} if gains[best] >= 1 else {"action": "stop"}


def _die(table: Table) -> Field:
    """The die to re-roll, by its colour on the centre wheel (ST-ARCH-04)."""
    return Field("die", COLOUR, "ST-ARCH-04", "re-roll one of the dice by its colour",
                 options=table.content.dice, only_if=("action", ("reroll",)))


def rank(scores: Mapping[str, int], order: tuple[str, ...]) -> list[list[str]]:
    """ST-ARCH-06: the archers who shot grouped by equal Score, highest first (equal results share a rank,
    ST-14; signed, AMB-41)."""
    return ranks_by(scores, order)


TRIAL = Archery()
