"""Fencing (docs/rules/stadium.md ST-FENC-01..08, AMB-41, AMB-42, AMB-45): rounds of secret wagers buying dice, a marker
track (content, GAP-11) and victory after two round wins in a row.

Every round every player secretly wagers Energy (ST-FENC-03); clockwise from the first player each
spends it and rolls the dice the content's ladder gives for the wager; a wager above the ladder's top
rolls the top set and earns one re-roll per Energy above it, each a public choice of one die to re-roll
or stop (ST-FENC-04, ST-FENC-05). A player's Score is the signed sum of their dice (ST-FENC-06,
AMB-41); the team with the higher total wins the round (ST-FENC-07) and the marker moves onto its space,
or from its space onto the victory space, which wins Gold (ST-FENC-08, AMB-42). The step cap ends the
trial as a tie (AMB-45, the ``forced_end`` option).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from games.core.content import need
from games.core.dice import DIE_COLOURS, load_dice, roll
from games.core.errors import ContentError
from games.core.faces import COLOURS
from games.core.options import Option
from games.core.prompt import COLOUR, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.effects import ENERGY_MAX
from games.stadium.inputs import widest_number
from games.stadium.medals import gold_trial
from games.stadium.policy import BOTH_GOLD, FORCED_END, ROUND_CAP, forced_tie, with_options
from games.stadium.reserve import reserve
from games.stadium.trial import TEAMS, Outcome, Table
from games.stadium.trial_content import Worded, trial_yaml
from games.stadium.turns import clockwise
from games.stadium.wager import wager_prompts
from games.stadium.wheels import choice

SPACES = ("start", *TEAMS, "victory")
"""The marker's spaces (GAP-11): the 0 space, each team's space, the victory space."""
MAX_SEATS = 6


@dataclass(frozen=True)
class FencingContent:
    file: str
    stand_in: bool
    track: dict[str, str]
    """How the TV names each space of :data:`SPACES` (the tile's printing)."""
    dice_by_wager: tuple[tuple[str, ...], ...]
    """The dice a wager of 0, 1, 2 ... rolls (ST-FENC-04); above the last, the last with re-rolls."""
    forced_end: str = BOTH_GOLD

    def ladder_text(self) -> str:
        """"0: red + yellow, ..., 4+: green + blue and re-rolls" for the prompt."""
        rows = [f"{w}: {' + '.join(dice)}" for w, dice in enumerate(self.dice_by_wager)]
        return ", ".join(rows) + f", {len(rows)}+: {' + '.join(self.dice_by_wager[-1])} and re-rolls"

    def dice_for(self, wager: int) -> tuple[tuple[str, ...], int]:
        """(dice rolled, re-rolls earned) for a wager (ST-FENC-04, ST-FENC-05)."""
        top = len(self.dice_by_wager) - 1
        return self.dice_by_wager[min(wager, top)], max(0, wager - top)


@dataclass(frozen=True, slots=True)
class FencingState:
    marker: str = "start"
    """One of :data:`SPACES` but "victory" (reaching it ends the trial)."""
    round: int = 1
    wagers: dict[str, int] = field(default_factory=dict)
    """This round's revealed wagers ({} while the players wager)."""
    order: tuple[str, ...] = ()
    """This round's rollers, clockwise from the first player (ST-FENC-04)."""
    turn: int = 0
    """Index in ``order`` of the player re-rolling now."""
    dice: tuple[tuple[str, int], ...] = ()
    """The re-rolling player's dice: (die colour, face)."""
    rerolls: int = 0
    """Re-rolls the re-rolling player has left (ST-FENC-05)."""
    scores: dict[str, int] = field(default_factory=dict)
    """This round's Scores of the players who have rolled (signed, AMB-41)."""
    history: tuple[str, ...] = ()
    """Every round's winner so far: "red", "blue" or "tie"."""


class Fencing(Worded):
    id = "fencing"
    kind = "final"
    talk = False                    # ST-FENC-01
    passes_token = True             # GAP-10: the rolls go clockwise from the first player
    step_cap = ROUND_CAP + MAX_SEATS * ENERGY_MAX
    """AMB-45: 50 rounds plus every re-roll step the table's Energy can ever pay for (Energy only falls in
    this trial, and a re-roll costs a wagered Energy), so the cap never ends it before round 50."""
    state_type = FencingState
    OPTIONS: tuple[Option, ...] = (FORCED_END,)

    def load(self, content_path: str | None) -> FencingContent:
        file, data = trial_yaml(self.id, content_path)
        track = need(data, "track", dict, file, "track")
        names = {space: need(track, space, str, file, f"track.{space}") for space in SPACES}
        ladder = need(data, "dice_by_wager", dict, file, "dice_by_wager")
        if not ladder or set(ladder) != set(range(len(ladder))):
            raise ContentError(file, "dice_by_wager", "must list the wagers 0, 1, 2 ... without a gap")
        rows = tuple(_dice_row(need(ladder, w, list, file, f"dice_by_wager.{w}"), file, f"dice_by_wager.{w}")
                     for w in range(len(ladder)))
        top = f"dice_by_wager.{len(rows) - 1}"
        if any(die not in COLOURS for die in rows[-1]):
            raise ContentError(file, top, "the re-rolled dice are named by their colour on the centre wheel, so "
                               f"each must be a controller colour ({', '.join(COLOURS)})")
        if len(set(rows[-1])) != len(rows[-1]):
            raise ContentError(file, top, "names a die twice (a re-roll names the die by its colour)")
        return FencingContent(file, data["stand_in"], names, rows)

    def configure(self, content: FencingContent, options: Mapping[str, Any]) -> FencingContent:
        return with_options(content, options, self.OPTIONS, self.name)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(FencingState())                                         # ST-FENC-02: the 0 space

    def prompts(self, state: FencingState, table: Table) -> dict[str, Prompt]:
        if not state.wagers:
            return wager_prompts(table, table.seats, "ST-FENC-03", f"Fencing round {state.round}: secretly "
                                 f"wager Energy ({table.content.ladder_text()})")
        seat = state.order[state.turn]
        total = sum(face for _, face in state.dice)
        return {seat: Prompt(seat, seat, _reroll_fields(tuple(d for d, _ in state.dice)), False, "ST-FENC-05",
                             f"total {total}: re-roll one die ({state.rerolls} left) or stop")}

    def fields(self, table: Table) -> tuple[Field, ...]:
        return (widest_number(table), *_reroll_fields(table.content.dice_by_wager[-1]))

    def apply(self, state: FencingState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        events: list[dict[str, Any]] = []
        if not state.wagers:
            wagers = {s: clean[s]["wager"] for s in table.seats}
            events.append({"type": "reveal", "wagers": wagers, "rule": "ST-FENC-03"})
            state = replace(state, wagers=wagers, order=clockwise(table.seats, table.first), turn=0)
            spent = {s: -w for s, w in wagers.items() if w}                       # ST-FENC-04
            return self._roll_on(state, table, rng, events, spent, {})
        seat = state.order[state.turn]
        if clean[seat]["action"] == "stop":
            return self._done_rolling(state, table, rng, events, {})
        die = clean[seat]["die"]
        face = roll(rng, die, table.dice, events, seat)                           # ST-FENC-05
        i = next(k for k, (d, _) in enumerate(state.dice) if d == die)
        state = replace(state, dice=(*state.dice[:i], (die, face), *state.dice[i + 1:]),
                        rerolls=state.rerolls - 1)
        if state.rerolls == 0:
            return self._done_rolling(state, table, rng, events, {})
        return Outcome(state, tuple(events))

    def _roll_on(self, state: FencingState, table: Table, rng: Rng, events: list[dict[str, Any]],
                 spent: dict[str, int], scores: dict[str, int]) -> Outcome:
        """Roll for each player from ``state.turn`` on until one has re-rolls to decide or all have rolled."""
        content: FencingContent = table.content
        while state.turn < len(state.order):
            seat = state.order[state.turn]
            dice, rerolls = content.dice_for(state.wagers[seat])
            state = replace(state, dice=tuple((d, roll(rng, d, table.dice, events, seat)) for d in dice),
                            rerolls=rerolls)
            if rerolls:
                return Outcome(state, tuple(events), spent, scores)
            state, score = _score(state, events)
            scores[seat] = score
        return self._end_round(state, table, events, spent, scores)

    def _done_rolling(self, state: FencingState, table: Table, rng: Rng, events: list[dict[str, Any]],
                      spent: dict[str, int]) -> Outcome:
        seat = state.order[state.turn]
        state, score = _score(state, events)
        return self._roll_on(state, table, rng, events, spent, {seat: score})

    def _end_round(self, state: FencingState, table: Table, events: list[dict[str, Any]],
                   spent: dict[str, int], scores: dict[str, int]) -> Outcome:
        totals = {t: sum(state.scores[s] for s in table.members(t)) for t in TEAMS}          # ST-FENC-07
        winner = None if totals["red"] == totals["blue"] else max(TEAMS, key=totals.__getitem__)
        marker = state.marker if winner is None else "victory" if state.marker == winner else winner  # AMB-42
        events.append({"type": "round", "round": state.round, "totals": totals, "winner": winner,
                       "marker": marker, "rule": "ST-FENC-08"})
        if marker == "victory":
            events.append({"type": "trial_won", "team": winner, "rule": "ST-FENC-08"})
            return Outcome(None, tuple(events), spent, scores, gold_trial(winner))
        return Outcome(FencingState(marker, state.round + 1, history=(*state.history, winner or "tie")),
                       tuple(events), spent, scores)

    def forced_end(self, state: FencingState, table: Table) -> Outcome:
        return forced_tie(table.content.forced_end, f"the step cap of {self.step_cap} steps is reached")

    def view(self, state: FencingState, table: Table) -> dict[str, Any]:
        content: FencingContent = table.content
        return {"marker": state.marker, "track": dict(content.track), "round": state.round,
                "wagers": dict(state.wagers), "order": list(state.order),
                "rolling": state.order[state.turn] if state.wagers and state.turn < len(state.order) else None,
                "dice": [[d, f] for d, f in state.dice], "rerolls": state.rerolls, "scores": dict(state.scores),
                "history": list(state.history), "ladder": [list(row) for row in content.dice_by_wager],
                "die_means": {d: sum(table.dice[d]) / len(table.dice[d]) for d in content.dice_by_wager[-1]},
                "die_faces": {d: list(table.dice[d]) for row in content.dice_by_wager for d in row}}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict[str, Any]:
        """Wager 2 to 5 (2 is the best value per Energy, 4+ buys re-rolls) from what is not kept for the
        Finals ahead, 6 when one more round lost loses the trial; re-roll a die showing less than its
        average, else stop."""
        trial = view["trial"]["state"]
        if prompt.fields[0].name == "wager":
            high = prompt.field("wager").high
            other = next(t for t in TEAMS if t != view["team"])
            spare = max(0, view["energy"][seat] - reserve(view))
            wager = 6 if trial["marker"] == other else min(2 + rng.below(4), max(spare, 2))
            return {"wager": min(wager, high)}
        options = prompt.field("die").options
        worst = None
        for die, face in trial["dice"]:
            mean = trial["die_means"][die]
            if die in options and face < mean and (worst is None or mean - face > worst[1]):
                worst = (die, mean - face)
        return {"action": "reroll", "die": worst[0]} if worst else {"action": "stop"}


def _reroll_fields(dice: tuple[str, ...]) -> tuple[Field, Field]:
    """ST-FENC-05: Re-roll (with the die's colour on the centre wheel) or Stop, on the right wheel."""
    return (choice("reroll_stop", "action", "ST-FENC-05", ("reroll", "stop")),
            Field("die", COLOUR, "ST-FENC-05", "re-roll one of your dice, named by its colour", options=dice,
                  only_if=("action", ("reroll",))))


def _dice_row(dice: list[Any], file: str, where: str) -> tuple[str, ...]:
    """One rung of the ladder: console dice whose faces are all numbers (a Score is their sum)."""
    numbered = tuple(d for d in DIE_COLOURS if all(type(f) is int for f in load_dice()[d]))
    if not dice:
        raise ContentError(file, where, "must name at least one die")
    for i, die in enumerate(dice):
        if die not in numbered:
            raise ContentError(file, f"{where}[{i}]", f"{die!r} is not a numbered console die ({', '.join(numbered)})")
    return tuple(dice)


def _score(state: FencingState, events: list[dict[str, Any]]) -> tuple[FencingState, int]:
    """ST-FENC-06: the player's Score is the sum of their final dice (signed, AMB-41); the next one rolls."""
    seat = state.order[state.turn]
    score = sum(face for _, face in state.dice)
    events.append({"type": "fencing_score", "seat": seat, "dice": [list(d) for d in state.dice], "score": score})
    return replace(state, turn=state.turn + 1, dice=(), rerolls=0, scores={**state.scores, seat: score}), score


TRIAL = Fencing()
