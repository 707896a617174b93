"""Golf (docs/rules/stadium.md ST-GOLF-01..10, AMB-36, DS-GOLF-01, GAP-11): a secret opening wager buys strokes, then
turns round the table place team cubes on holes; the team with more cubes on holes wins Gold.

Opening (ST-GOLF-02, ST-GOLF-03, AMB-36a): every player secretly wagers Energy, spends it and sets their
Score to it. Turns go clockwise from the first player, round after round (ST-GOLF-04); a player whose
Score is 0, or whose team has no free space left, is skipped (AMB-36f). A turn (ST-GOLF-05): Score - 1,
roll the green die; its face is the hole. A free own-team space there takes a team cube (ST-GOLF-06);
otherwise the player may pay k Score to aim k holes away at a hole whose own-team space is free, dialling
that hole (or 0 to place nothing) in public (ST-GOLF-07, AMB-36b-d, AMB-36g). Rolling is mandatory while
Score > 0 (AMB-36e), so turns that need no choice are played at once. The trial ends when nobody can play
a turn any more (ST-GOLF-09); more cubes on holes wins Gold, equal counts both (ST-GOLF-10).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from games.core.dice import roll
from games.core.errors import ContentError
from games.core.options import Option
from games.core.prompt import CHOICE, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.effects import ENERGY_MAX
from games.stadium.inputs import widest_number
from games.stadium.medals import gold_trial
from games.stadium.policy import BOTH_GOLD, FORCED_END, forced_tie, with_options
from games.stadium.reserve import reserve
from games.stadium.trial import TEAMS, Outcome, Table
from games.stadium.trial_content import Worded, int_list, trial_yaml
from games.stadium.turns import clockwise, left_of
from games.stadium.wager import wager_prompts

WAGER = "wager"
ADJUST = "adjust"
MAX_SEATS = 6
DECLINE = 0
"""The centre-wheel number that keeps the stroke without placing a cube (ST-GOLF-07: declining)."""


@dataclass(frozen=True)
class GolfContent:
    file: str
    stand_in: bool
    holes: tuple[int, ...]
    forced_end: str = BOTH_GOLD


@dataclass(frozen=True, slots=True)
class GolfState:
    phase: str = WAGER
    budgets: dict[str, int] = field(default_factory=dict)
    """Every player's Score: the strokes left (ST-GOLF-03)."""
    cubes: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """Team -> the holes holding its cube (ST-GOLF-06)."""
    turn: str = ""
    """The seat whose turn comes next (or who is choosing now)."""
    face: int = 0
    """The hole the choosing player rolled (ADJUST phase)."""


def load_content(path: str | None) -> GolfContent:
    file, data = trial_yaml("golf", path)
    holes = int_list(data, "holes", file, low=1, high=ENERGY_MAX)
    if len(set(holes)) != len(holes) or list(holes) != sorted(holes):
        raise ContentError(file, "holes", "must be different numbers in rising order")
    return GolfContent(file, data["stand_in"], holes)


def free(cubes: Mapping[str, tuple[int, ...]], team: str, holes: tuple[int, ...]) -> tuple[int, ...]:
    """The holes whose space of ``team`` is still empty."""
    taken = cubes.get(team, ())
    return tuple(h for h in holes if h not in taken)


def targets(holes: tuple[int, ...], open_: tuple[int, ...], face: int, budget: int) -> tuple[int, ...]:
    """ST-GOLF-07, AMB-36c: the holes a rolled ``face`` can be moved to for k = |hole - face| <= budget Score."""
    return tuple(h for h in open_ if h != face and abs(h - face) <= budget)


class Golf(Worded):
    id = "golf"
    kind = "standard"
    talk = False                    # ST-GOLF-01
    passes_token = True             # GAP-10: turns go from the first player
    step_cap = 1 + MAX_SEATS * ENERGY_MAX
    """The opening plus at most one choice per stroke (each costs a Score): Golf always ends before it."""
    state_type = GolfState
    OPTIONS: tuple[Option, ...] = (FORCED_END,)

    def load(self, content_path: str | None) -> GolfContent:
        return load_content(content_path)

    def configure(self, content: GolfContent, options: Mapping[str, Any]) -> GolfContent:
        return with_options(content, options, self.OPTIONS, self.name)

    def fields(self, table: Table) -> tuple[Field, ...]:
        holes = (DECLINE, *table.content.holes)
        return (widest_number(table), Field("hole", CHOICE, "ST-GOLF-07", options=holes, faces=holes))

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(GolfState(WAGER, {}, {t: () for t in TEAMS}, table.first))

    def prompts(self, state: GolfState, table: Table) -> dict[str, Prompt]:
        if state.phase == WAGER:
            return wager_prompts(table, table.seats, "ST-GOLF-02", "Golf: secretly wager Energy for strokes")
        seat = state.turn
        holes = table.content.holes
        team = table.teams[seat]
        open_ = free(state.cubes, team, holes)
        reach = targets(holes, open_, state.face, state.budgets[seat])
        options = (DECLINE, *reach)
        refusals = tuple((h, f"your team's space at hole {h} is taken" if h not in open_ else
                          f"hole {h} is {abs(h - state.face)} away and you have {state.budgets[seat]} Score"
                          if h != state.face else f"hole {h} is the one you rolled and it is taken")
                         for h in holes if h not in reach)
        f = Field("hole", CHOICE, "ST-GOLF-07", "dial a hole with your team's space free within your Score, "
                  "or 0 to place nothing", options=options, faces=options, refusals=refusals)
        return {seat: Prompt(seat, seat, (f,), False, "ST-GOLF-07",
                             f"Golf: {seat} rolled hole {state.face}; dial another hole (1 Score per hole away) "
                             "or 0")}

    def apply(self, state: GolfState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        events: list[dict[str, Any]] = []
        energy: dict[str, int] = {}
        if state.phase == WAGER:
            wagers = {s: clean[s]["wager"] for s in table.seats}
            events.append({"type": "reveal", "wagers": wagers, "rule": "ST-GOLF-02"})
            energy = {s: -w for s, w in wagers.items() if w}                              # ST-GOLF-03
            state = GolfState(ADJUST, dict(wagers), state.cubes, table.first)
            return self.play_turns(state, table, rng, events, energy, table.first)
        seat = state.turn
        hole = clean[seat]["hole"]
        budgets = dict(state.budgets)
        cubes = dict(state.cubes)
        if hole == DECLINE:
            events.append({"type": "stroke", "seat": seat, "hole": None, "rule": "ST-GOLF-07"})
        else:
            budgets[seat] -= abs(hole - state.face)                                         # ST-GOLF-07, -08
            team = table.teams[seat]
            cubes[team] = tuple(sorted((*cubes[team], hole)))
            events.append({"type": "stroke", "seat": seat, "team": team, "hole": hole, "paid": abs(hole - state.face),
                           "rule": "ST-GOLF-07"})
        state = GolfState(ADJUST, budgets, cubes, seat, 0)
        return self.play_turns(state, table, rng, events, energy, left_of(table.seats, seat))

    def play_turns(self, state: GolfState, table: Table, rng: Rng, events: list[dict[str, Any]],
               energy: dict[str, int], start: str) -> Outcome:
        """Play turns from ``start`` until one needs a choice or nobody can play (ST-GOLF-04..09)."""
        holes = table.content.holes
        budgets = dict(state.budgets)
        cubes = dict(state.cubes)
        seat = start
        while True:
            order = [s for s in clockwise(table.seats, seat)
                     if budgets[s] > 0 and free(cubes, table.teams[s], holes)]   # AMB-36f
            if not order:                                                                       # ST-GOLF-09
                return self._end(GolfState(ADJUST, budgets, cubes), table, events, energy)
            seat = order[0]
            team = table.teams[seat]
            budgets[seat] -= 1                                                                  # ST-GOLF-05
            face = roll(rng, "green", table.dice, events, seat)
            open_ = free(cubes, team, holes)
            if face in open_:                                                                   # ST-GOLF-06
                cubes[team] = tuple(sorted((*cubes[team], face)))
                events.append({"type": "stroke", "seat": seat, "team": team, "hole": face, "paid": 0,
                               "rule": "ST-GOLF-06"})
            elif targets(holes, open_, face, budgets[seat]):
                nxt = GolfState(ADJUST, budgets, cubes, seat, face)
                return Outcome(nxt, tuple(events), energy, dict(budgets))
            else:                                                                               # AMB-36d
                events.append({"type": "stroke", "seat": seat, "hole": None, "rolled": face, "rule": "AMB-36"})
            seat = left_of(table.seats, seat)

    def _end(self, state: GolfState, table: Table, events: list[dict[str, Any]], energy: dict[str, int]) -> Outcome:
        counts = {t: len(state.cubes[t]) for t in TEAMS}
        winner = None if counts["red"] == counts["blue"] else max(TEAMS, key=counts.__getitem__)   # ST-GOLF-10
        events.append({"type": "holes", "cubes": counts, "winner": winner, "rule": "ST-GOLF-10"})
        return Outcome(None, tuple(events), energy, dict(state.budgets), gold_trial(winner))

    def forced_end(self, state: GolfState, table: Table) -> Outcome:
        return forced_tie(table.content.forced_end, f"the step cap of {self.step_cap} steps is reached")

    def view(self, state: GolfState, table: Table) -> dict[str, Any]:
        return {"phase": state.phase, "holes": list(table.content.holes),
                "cubes": {t: list(h) for t, h in state.cubes.items()}, "budgets": dict(state.budgets),
                "turn": state.turn, "face": state.face if state.phase == ADJUST else None}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict[str, Any]:
        """Opening: strokes enough for the team's share of the holes plus one, from what is not kept for the
        Finals. A choice: the nearest free hole when it costs at most half the strokes left, else nothing."""
        trial = view["trial"]["state"]
        if prompt.fields[0].name == "wager":
            team_size = sum(1 for t in view["teams"].values() if t == view["team"])
            want = -(-len(trial["holes"]) // team_size) + 1 + rng.below(2)
            spare = max(0, view["energy"][seat] - reserve(view))
            return {"wager": min(prompt.field("wager").high, want, spare)}
        options = [h for h in prompt.field("hole").options if h != DECLINE]
        face, budget = trial["face"], trial["budgets"][seat]
        best = min(options, key=lambda h: (abs(h - face), h))
        return {"hole": best if abs(best - face) <= max(1, budget // 2) else DECLINE}


TRIAL = Golf()
