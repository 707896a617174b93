"""Equestrian (docs/rules/stadium.md ST-EQU-01..09, EX-ST-EQU-01, AMB-46, GAP-11): up to five rounds, one obstacle each.

Every rider still in secretly wagers Energy (ST-EQU-03); then clockwise from the first player each spends
the wager and rolls the green die: wager + die >= the obstacle clears it (ST-EQU-04, ST-EQU-09); a failed
jump sets the rider's Score to the white square under that obstacle and eliminates them (ST-EQU-05). The
marker moves on after every round (ST-EQU-06) until the last obstacle is jumped or nobody is left
(ST-EQU-07). Every rider is ranked by obstacles cleared, clearing all ranking first: 3 Medals (ST-EQU-08).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from games.core.dice import roll
from games.core.errors import ContentError
from games.core.options import Option
from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.inputs import widest_number
from games.stadium.medals import ranks_by, three_medals
from games.stadium.policy import BOTH_GOLD, FORCED_END, forced_tie, with_options
from games.stadium.reserve import reserve
from games.stadium.trial import Outcome, Table
from games.stadium.trial_content import Worded, int_list, trial_yaml
from games.stadium.turns import clockwise
from games.stadium.wager import wager_prompts

MAX_OBSTACLES = 10
"""The most obstacles a content file may print (the step cap is one round per obstacle)."""
GREEN_TOP = 6
"""The green die's best face in the shipped dice (an obstacle must be clearable: wager <= 30 plus a face)."""


@dataclass(frozen=True)
class EquestrianContent:
    file: str
    stand_in: bool
    obstacles: tuple[int, ...]
    white_squares: tuple[int, ...]
    """The Score of a rider who fails at each obstacle (AMB-46: the obstacles cleared before it)."""
    clear_all_score: int
    forced_end: str = BOTH_GOLD


@dataclass(frozen=True, slots=True)
class EquestrianState:
    obstacle: int = 0
    """The marker: the index of the obstacle jumped this round (ST-EQU-02)."""
    riders: tuple[str, ...] = ()
    """Riders not eliminated, in seat order."""
    cleared: dict[str, int] = field(default_factory=dict)
    """Obstacles each rider has cleared."""
    last: dict[str, dict[str, int]] = field(default_factory=dict)
    """Last round's jumps, public once rolled: seat -> {"wager", "die", "need"}."""


def load_content(path: str | None) -> EquestrianContent:
    file, data = trial_yaml("equestrian", path)
    obstacles = int_list(data, "obstacles", file, low=1, high=30 + GREEN_TOP)
    if len(obstacles) > MAX_OBSTACLES:
        raise ContentError(file, "obstacles", f"may list at most {MAX_OBSTACLES} obstacles, not {len(obstacles)}")
    white = int_list(data, "white_squares", file, length=len(obstacles), low=0, high=30)
    top = whole(data, "clear_all_score", file, "clear_all_score", 0, 30)
    if top <= max(white):
        raise ContentError(file, "clear_all_score", f"must be above every white square ({max(white)}): clearing "
                                                    "all ranks first (AMB-46)")
    return EquestrianContent(file, data["stand_in"], obstacles, white, top)


class Equestrian(Worded):
    id = "equestrian"
    kind = "standard"
    talk = True                     # ST-EQU-01
    passes_token = True             # GAP-10: the jumping order depends on the first player
    step_cap = MAX_OBSTACLES        # one step per round; the trial always ends by its last obstacle
    state_type = EquestrianState
    OPTIONS: tuple[Option, ...] = (FORCED_END,)

    def load(self, content_path: str | None) -> EquestrianContent:
        return load_content(content_path)

    def configure(self, content: EquestrianContent, options: Mapping[str, Any]) -> EquestrianContent:
        return with_options(content, options, self.OPTIONS, self.name)

    def fields(self, table: Table) -> tuple[Field, ...]:
        return (widest_number(table),)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(EquestrianState(0, table.seats, {s: 0 for s in table.seats}))

    def prompts(self, state: EquestrianState, table: Table) -> dict[str, Prompt]:
        need_ = table.content.obstacles[state.obstacle]
        return wager_prompts(table, state.riders, "ST-EQU-03",
                             f"Equestrian obstacle {state.obstacle + 1} ({need_}): secretly wager Energy")

    def apply(self, state: EquestrianState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        content: EquestrianContent = table.content
        height = content.obstacles[state.obstacle]
        wagers = {s: clean[s]["wager"] for s in state.riders}
        events: list[dict[str, Any]] = [{"type": "reveal", "obstacle": state.obstacle + 1, "height": height,
                                         "wagers": wagers, "rule": "ST-EQU-03"}]
        cleared = dict(state.cleared)
        scores: dict[str, int] = {}
        riders = []
        last = {}
        for seat in clockwise(table.seats, table.first, skip=set(table.seats) - set(state.riders)):   # ST-EQU-04
            face = roll(rng, "green", table.dice, events, seat)
            ok = wagers[seat] + face >= height
            last[seat] = {"wager": wagers[seat], "die": face, "need": height}
            if ok:
                cleared[seat] += 1
                riders.append(seat)
                events.append({"type": "jump", "seat": seat, "cleared": True, "total": wagers[seat] + face,
                               "height": height, "rule": "ST-EQU-04"})
            else:
                scores[seat] = content.white_squares[state.obstacle]                     # ST-EQU-05
                events.append({"type": "jump", "seat": seat, "cleared": False, "total": wagers[seat] + face,
                               "height": height, "score": scores[seat], "rule": "ST-EQU-05"})
        spent = {s: -w for s, w in wagers.items() if w}                                   # ST-EQU-09
        nxt = state.obstacle + 1                                                          # ST-EQU-06
        alive = tuple(s for s in table.seats if s in riders)
        if nxt < len(content.obstacles) and alive:
            return Outcome(EquestrianState(nxt, alive, cleared, last), tuple(events), spent, scores)
        for seat in alive:                                                                # AMB-46
            scores[seat] = content.clear_all_score
        awards = three_medals(ranks_by(cleared, table.seats), table.teams)                 # ST-EQU-07, -08
        events.append({"type": "ranking", "cleared": cleared, "rule": "ST-EQU-08"})
        return Outcome(None, tuple(events), spent, scores, awards)

    def forced_end(self, state: EquestrianState, table: Table) -> Outcome:
        return forced_tie(table.content.forced_end, f"the step cap of {self.step_cap} rounds is reached")

    def view(self, state: EquestrianState, table: Table) -> dict[str, Any]:
        content: EquestrianContent = table.content
        return {"obstacle": state.obstacle + 1, "height": content.obstacles[state.obstacle],
                "obstacles": list(content.obstacles), "white_squares": list(content.white_squares),
                "riders": list(state.riders), "cleared": dict(state.cleared),
                "last": {s: dict(j) for s, j in state.last.items()}}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict[str, Any]:
        """Wager what makes the jump likely (height minus a middling die), within what is not kept for the
        Finals; drop out cheaply (wager 0) when the jump would eat that reserve."""
        trial = view["trial"]["state"]
        high = prompt.field("wager").high
        spare = max(0, view["energy"][seat] - reserve(view))
        want = max(0, trial["height"] - 3 - rng.below(2))
        return {"wager": min(high, want) if want <= spare else 0}


TRIAL = Equestrian()
