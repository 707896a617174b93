"""Basketball (docs/rules/stadium.md ST-BASK-01..10, AMB-43, AMB-45): the ball holder against the opposing team,
exchange after exchange, until a team has scored its baskets (the tile's score spaces are content, GAP-11).

Each exchange the holder secretly chooses Shoot with a wager or Pass with a teammate's colour
(ST-BASK-04, AMB-43a) and every opponent secretly chooses Block with a wager or Intercept (ST-BASK-05);
the holder's teammates do nothing (ST-BASK-03). A Shot rolls the green die: wager + face at least the
Blocks' total + 3 scores a basket (ST-BASK-06); every Shoot and Block wager is spent whatever happened
(ST-BASK-07); after a Shot the ball goes to the opposing player on the shooter's left (ST-BASK-08). A
Pass is rolled against by the Intercepting opponents one at a time with the white die, in the order the
``intercept_order`` option names (AMB-43c): the first Intercept face takes the ball, else the named
teammate gets it (ST-BASK-09). The team reaching the last score space wins Gold (ST-BASK-10); the step cap
ends the trial as a tie (AMB-45, the ``forced_end`` option).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, Mapping, Sequence

from games.core.content import need
from games.core.dice import load_dice, roll
from games.core.errors import ContentError
from games.core.options import CHOICE, Option
from games.core.prompt import COLOUR, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.inputs import energy_number, widest_number
from games.stadium.medals import gold_trial
from games.stadium.policy import BOTH_GOLD, FORCED_END, ROUND_CAP, forced_tie, with_options
from games.stadium.reserve import reserve
from games.stadium.trial import TEAMS, Outcome, Table
from games.stadium.trial_content import Worded, int_list, trial_yaml
from games.stadium.turns import clockwise, opponent_left_of
from games.stadium.wheels import choice

CLOSEST = "closest"
FIRST_CLOCKWISE = "first_clockwise"
INTERCEPT_ORDER = Option("intercept_order", CHOICE, CLOSEST,
                         "who rolls first against a Pass: the Intercepting opponent closest to the holder (a tie: "
                         "the one on the holder's left), or the first one clockwise from the holder", "AMB-43",
                         choices=(CLOSEST, FIRST_CLOCKWISE),
                         labels=((CLOSEST, "closest to the holder"), (FIRST_CLOCKWISE, "first clockwise")))
"""AMB-43c: the order the Intercepting opponents roll in; both continue clockwise from the first roller."""

_PROMPTS: dict[tuple[Any, ...], dict[str, Prompt]] = {}
"""An exchange's prompts by (holder, seats, teams, Energy, wheel): built once, asked for at every step."""


@dataclass(frozen=True)
class BasketballContent:
    file: str
    stand_in: bool
    score_spaces: tuple[int, ...]
    """Each team's score track, 0 first; the last space wins (ST-BASK-02, ST-BASK-10, GAP-11)."""
    shot_margin: int
    """A Shot scores when green + wager is at least the Block total + this (ST-BASK-06)."""
    intercept_face: str
    """The white-die face that intercepts a Pass (ST-BASK-09, GAP-08)."""
    intercept_order: str = CLOSEST
    forced_end: str = BOTH_GOLD

    @property
    def to_win(self) -> int:
        return self.score_spaces[-1]


@dataclass(frozen=True, slots=True)
class BasketballState:
    holder: str
    """The seat with the ball (ST-BASK-02: the first player at the start)."""
    baskets: dict[str, int]
    """Team -> baskets scored."""
    exchange: int = 1
    last: dict[str, str] = field(default_factory=dict)
    """The programs revealed in the last exchange: seat -> "shoot 3", "pass green", "block 2", "intercept"."""
    play: dict[str, Any] = field(default_factory=dict)
    """The last exchange's Shot or Pass as public: its event's fields (roll, total, needed, scored; to,
    order, intercepted_by) and the white-die faces rolled against a Pass, in order (``rolls``)."""


class Basketball(Worded):
    id = "basketball"
    kind = "final"
    talk = False                    # ST-BASK-01
    passes_token = True             # GAP-10: the first player starts with the ball
    step_cap = ROUND_CAP            # AMB-45: one step per exchange
    state_type = BasketballState
    OPTIONS: tuple[Option, ...] = (INTERCEPT_ORDER, FORCED_END)

    def load(self, content_path: str | None) -> BasketballContent:
        file, data = trial_yaml(self.id, content_path)
        spaces = int_list(data, "score_spaces", file, low=0)
        if len(spaces) < 2 or spaces != tuple(range(len(spaces))):
            raise ContentError(file, "score_spaces", f"must count 0, 1, 2 ... to the winning basket, not {list(spaces)}")
        margin = whole(data, "shot_margin", file, "shot_margin", 0)
        face = need(data, "intercept_face", str, file, "intercept_face")
        if face not in load_dice()["white"]:
            raise ContentError(file, "intercept_face", f"{face!r} is not a face of the white die")
        return BasketballContent(file, data["stand_in"], spaces, margin, face)

    def configure(self, content: BasketballContent, options: Mapping[str, Any]) -> BasketballContent:
        return with_options(content, options, self.OPTIONS, self.name)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(BasketballState(table.first, {t: 0 for t in TEAMS}))               # ST-BASK-02

    def prompts(self, state: BasketballState, table: Table) -> dict[str, Prompt]:
        seats = tuple(table.seats)
        key = (state.holder, seats, tuple(table.teams[s] for s in seats), tuple(table.energy[s] for s in seats),
               table.wheel_max)
        cached = _PROMPTS.get(key)
        if cached is None:
            if len(_PROMPTS) >= 4096:
                _PROMPTS.clear()
            cached = _PROMPTS[key] = self._exchange(state.holder, table)
        return dict(cached)

    def _exchange(self, holder: str, table: Table) -> dict[str, Prompt]:
        """ST-BASK-03: the holder's and every opponent's secret prompt (they depend only on ``_PROMPTS``' key)."""
        team = table.teams[holder]
        mates = tuple(s for s in table.members(team) if s != holder)
        why = "you can pass only to a teammate (AMB-43a)"
        refusals = tuple((s, f"{s} is {'yourself' if s == holder else 'an opponent'}: {why}.")
                         for s in table.seats if s not in mates)
        out = {holder: Prompt(holder, holder, (
            *_holder_fields(energy_number(table, holder), mates, why, refusals),
        ), True, "ST-BASK-03", "Basketball: you have the ball — shoot with a wager or pass to a teammate")}
        for s in table.seats:
            if table.teams[s] != team:
                out[s] = Prompt(s, s, _defender_fields(energy_number(table, s)),
                                True, "ST-BASK-03", f"Basketball: {holder} has the ball — block with a wager or "
                                                    "try to intercept")
        return out

    def fields(self, table: Table) -> tuple[Field, ...]:
        """The holder's and the opponents' fields at their widest: any wager on the wheel, any colour."""
        wager = widest_number(table)
        return (*_holder_fields(wager, table.seats, "", ()), _defender_fields(wager)[0])

    def apply(self, state: BasketballState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        content: BasketballContent = table.content
        holder, team = state.holder, table.teams[state.holder]
        blocks = {s: v["wager"] for s, v in clean.items() if v.get("defend") == "block"}
        spent = {s: -w for s, w in blocks.items() if w}                                    # ST-BASK-07
        said = {s: " ".join(str(v) for v in values.values()) for s, values in clean.items()}     # "shoot 3"
        events: list[dict[str, Any]] = [{"type": "reveal", "holder": holder, "programmed": said, "rule": "ST-BASK-03"}]
        if clean[holder]["play"] == "shoot":
            wager = clean[holder]["wager"]
            if wager:
                spent[holder] = -wager
            face = roll(rng, "green", table.dice, events, holder)
            needed = sum(blocks.values()) + content.shot_margin
            scored = wager + face >= needed                                                 # ST-BASK-06
            baskets = {**state.baskets, team: state.baskets[team] + scored}
            receiver = opponent_left_of(table.seats, dict(table.teams), holder)             # ST-BASK-08
            events.append({"type": "shot", "seat": holder, "wager": wager, "roll": face, "total": wager + face,
                           "needed": needed, "scored": scored, "baskets": baskets, "rule": "ST-BASK-06"})
            if baskets[team] >= content.to_win:                                             # ST-BASK-10
                events.append({"type": "trial_won", "team": team, "rule": "ST-BASK-10"})
                return Outcome(None, tuple(events), spent, awards=gold_trial(team))
        else:
            baskets = state.baskets
            receiver = clean[holder]["to"]
            tries = [s for s, v in clean.items() if v.get("defend") == "intercept"]
            order = intercept_order(table.seats, holder, tries, content.intercept_order)
            thief = next((s for s in order if roll(rng, "white", table.dice, events, s) == content.intercept_face),
                         None)                                                              # ST-BASK-09
            events.append({"type": "pass", "seat": holder, "receiver": receiver, "order": list(order),     # public: no "to"
                           "intercepted_by": thief, "rule": "ST-BASK-09"})
            receiver = thief or receiver
        events.append({"type": "ball", "holder": receiver})
        return Outcome(BasketballState(receiver, baskets, state.exchange + 1, said, _play(events)), tuple(events),
                       spent)

    def forced_end(self, state: BasketballState, table: Table) -> Outcome:
        return forced_tie(table.content.forced_end, f"the step cap of {self.step_cap} exchanges is reached")

    def view(self, state: BasketballState, table: Table) -> dict[str, Any]:
        content: BasketballContent = table.content
        return {"holder": state.holder, "baskets": dict(state.baskets), "to_win": content.to_win,
                "score_spaces": list(content.score_spaces), "shot_margin": content.shot_margin,
                "exchange": state.exchange, "intercept_order": content.intercept_order,
                "last": dict(state.last), "play": dict(state.play)}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict[str, Any]:
        """The holder shoots with 3 to 6 (all it has when less), or passes to a teammate with far more
        Energy; an opponent mostly blocks with 2 to 4, and tries to intercept a holder too tired to shoot.
        Beyond the least of those, a wager spends only what is not kept for the Finals ahead."""
        trial, energy = view["trial"]["state"], view["energy"]
        spare = max(0, energy[seat] - reserve(view))
        wager = prompt.field("wager").high
        if prompt.fields[0].name == "play":
            mates = prompt.field("to").options
            best = max(mates, key=lambda s: energy[s])
            if energy[best] >= energy[seat] + 6 and rng.below(3):
                return {"play": "pass", "to": best}
            return {"play": "shoot", "wager": min(wager, 3 + rng.below(4), max(spare, 3))}
        if energy[trial["holder"]] < 3 and rng.below(2) or rng.below(5) == 0:
            return {"defend": "intercept"}
        return {"defend": "block", "wager": min(wager, 2 + rng.below(3), max(spare, 2))}


def _play(events: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The exchange's Shot or Pass for the view: its event without type and rule, with the white-die faces
    rolled against a Pass (``rolls``)."""
    play = next(e for e in events if e["type"] in ("shot", "pass"))
    out = {k: v for k, v in play.items() if k != "rule"}
    if play["type"] == "pass":
        out["rolls"] = [e["face"] for e in events if e["type"] == "roll"]
    return out


def _holder_fields(wager: Field, mates: tuple[str, ...], why: str,
                   refusals: tuple[tuple[str, str], ...]) -> tuple[Field, Field, Field]:
    """ST-BASK-04: Shoot with a wager, or Pass with a teammate's colour (AMB-43a)."""
    return (_choice("shoot_pass", "play", "ST-BASK-04", ("shoot", "pass")), _when(wager, "play", "shoot"),
            Field("to", COLOUR, "ST-BASK-04", why, options=mates, refusals=refusals, only_if=("play", ("pass",))))


def _defender_fields(wager: Field) -> tuple[Field, Field]:
    """ST-BASK-05: Block with a wager, or Intercept."""
    return (_choice("block_intercept", "defend", "ST-BASK-05", ("block", "intercept")),
            _when(wager, "defend", "block"))


@cache
def _choice(kind: str, name: str, rule: str, options: tuple[str, ...]) -> Field:
    return choice(kind, name, rule, options)


def _when(wager: Field, name: str, value: str) -> Field:
    """The wager field, asked only with that choice (``dataclasses.replace`` is slow in this hot path)."""
    return Field(wager.name, wager.kind, wager.rule, wager.why, low=wager.low, high=wager.high,
                 only_if=(name, (value,)))


def intercept_order(seats: Sequence[str], holder: str, interceptors: Sequence[str], policy: str) -> tuple[str, ...]:
    """ST-BASK-09, AMB-43c: the Intercepting opponents in rolling order — from the one closest to the holder
    by seat distance (a tie: the clockwise one) or, under ``first_clockwise``, the first one clockwise
    from the holder; then on clockwise."""
    if not interceptors:
        return ()
    n, at = len(seats), seats.index(holder)
    ahead = {s: (seats.index(s) - at) % n for s in interceptors}
    if policy == CLOSEST:
        start = min(interceptors, key=lambda s: (min(ahead[s], n - ahead[s]), ahead[s]))
    else:
        start = min(interceptors, key=ahead.__getitem__)
    return tuple(s for s in clockwise(seats, start) if s in interceptors)


TRIAL = Basketball()
