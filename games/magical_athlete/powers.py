"""The racer-power data model (docs/rules/magical_athlete.md §Powers; MA-24, MA-25, MA-R-*).

A racer is data: :class:`Racer` (name, power name, timings, optional or mandatory, the rule IDs it
implements, its text) plus hook functions keyed by the hook names of :data:`HOOKS`. The engine
(games/magical_athlete/engine.py) calls the hooks; a hook acts through the :class:`~games.magical_athlete.
engine.Race` it receives (moves, warps, trips, questions). How to write one: games/magical_athlete/racers/
__init__.py.

Also here: :class:`Token` (one racer on the track), :class:`MainMove` (the main move being built: roll,
base, modifiers, cancellation) and :class:`Fact` (something that happened, which reactive hooks see).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

Effect = Callable[[], object]
"""What a reactive hook returns when its power triggers: the effect, run later in MA-25's order."""

# timing tags (the racer card's moment; display and documentation, the hooks are what run)
START_OF_TURN = "start of turn"
BEFORE_MAIN_MOVE = "before main move"
INSTEAD_OF_ROLLING = "instead of rolling"
ON_ROLL = "on roll"
MAIN_MOVE = "main move"
ON_PASS = "on pass"
ON_STOP = "on stop"
ON_MOVE = "on move"
ON_POWER = "on another racer's power"
END_OF_TURN = "end of turn"
BEFORE_RACE = "before race"
PASSIVE = "passive"
ANY_TIME = "any time"
TIMINGS = (START_OF_TURN, BEFORE_MAIN_MOVE, INSTEAD_OF_ROLLING, ON_ROLL, MAIN_MOVE, ON_PASS, ON_STOP, ON_MOVE,
           ON_POWER, END_OF_TURN, BEFORE_RACE, PASSIVE, ANY_TIME)

ASKS = ("never", "own", "any")
"""Racer.asks's values."""

SKIP = -1
"""``instead_of_roll`` returns this when the power replaced the whole main move (Flip Flop's swap)."""

HOOKS: Mapping[str, str] = {
    # own-turn hooks: called for the acting racer only, directly (no trigger ordering needed)
    "before_race": "(race, me) -> None: after the reveal, before the first turn (MA-18)",
    "start_of_turn": "(race, me) -> None: at the start of my turn (a recovery turn included)",
    "before_main_move": "(race, me) -> None: before my main move (not on a recovery turn, AMB-MA-10)",
    "instead_of_roll": "(race, me) -> int | SKIP | None: a base for the main move with no roll, SKIP for no "
                       "main move at all, None to roll as usual",
    # roll hooks: called for every racer in the race while any racer's main move is rolled
    "reroll": "(race, me, mm) -> bool: after each main-move roll; True when my power rerolls it now",
    "on_roll": "(race, me, mm) -> Effect | None: the final main-move roll (after rerolls) is known",
    "main_move": "(race, me, mm) -> None: the amount is being fixed; call mm.add(me, n, rule) to modify it",
    # reactive hooks (triggers): return an Effect when the power triggers, None otherwise
    "on_move": "(race, me, fact) -> Effect | None: a racer finished a move (fact.token, fact.start, fact.space)",
    "on_pass": "(race, me, fact) -> Effect | None: fact.token passed fact.other",
    "on_stop": "(race, me, fact) -> Effect | None: fact.token stopped on fact.space (move, warp or put)",
    "on_power": "(race, me, fact) -> Effect | None: fact.by's power had an effect (fact.rule)",
    "on_cross": "(race, me, fact) -> Effect | None: fact.token crossed the finish line in place fact.amount",
    "end_of_turn": "(race, me, fact) -> Effect | None: fact.token ended its turn (fact.start: its start space)",
    # passive hooks: asked by the engine while it computes a move
    "follow": "(race, me, mover, amount) -> bool: mover leaves my space with a move of amount (< 0: backward); "
              "True: I move along with it",
    "redirect": "(race, me, token, space) -> int | None: token would stop on space; a space instead, or None",
    "blocks": "(race, me, token, amount) -> bool: token's move of amount would cross the line; True: it does "
              "not move (a move 0)",
    "quiet": "(race, me) -> None: a quiet moment (nothing in progress): Duelist's duel, Copycat's tie pick",
}
"""Every hook a racer may define, with its signature and when the engine calls it."""


@dataclass(frozen=True)
class Racer:
    """One racer card as data (GAP-MA-05): ``name`` is the capitalised key (``HUGEBABY``), ``title`` the
    card's name, ``power`` the power's name, ``timing`` its moments (tags above), ``optional`` whether it is
    a "can" power (MA-24), ``rules`` the rule IDs it implements, ``text`` the power in the project's words,
    ``hooks`` the functions the engine calls (:data:`HOOKS`), ``value`` the heuristic bot's drafting value
    (0..1; roughly how much the power helps its own player), ``leaps`` Leaptoad's passive way of moving
    (MA-R-LEAPTOAD-01: the engine skips occupied spaces), ``after_finish`` whether its powers go on once it
    has crossed the line (Mastermind, MA-R-MASTERMIND-03; MA-27)."""

    name: str
    title: str
    power: str
    timing: tuple[str, ...]
    optional: bool
    rules: tuple[str, ...]
    text: str
    hooks: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    value: float = 0.5
    leaps: bool = False
    after_finish: bool = False
    copies: bool = False
    """Copycat: the engine adds the power of the racer in the lead (``me.memo["pick"]`` on a tie)."""
    asks: str = "any"
    """When its hooks may ask its player a question during the race's turns (before-race questions aside):
    ``never``, ``own`` (only on its own turn) or ``any`` (on any turn, the safe default). Only a speed hint:
    a step the engine guesses asks nothing is replayed from its start if it does (rules.run_race)."""

    def __post_init__(self) -> None:
        unknown = sorted(set(self.hooks) - set(HOOKS))
        if unknown:
            raise ValueError(f"racer {self.name}: unknown hook(s) {', '.join(unknown)} (known: {', '.join(HOOKS)})")
        if self.asks not in ASKS:
            raise ValueError(f"racer {self.name}: asks must be one of {', '.join(ASKS)}")
        bad = sorted(set(self.timing) - set(TIMINGS))
        if bad:
            raise ValueError(f"racer {self.name}: unknown timing(s) {', '.join(bad)}")


_new = object.__new__


class Token:
    """One racer on the track for one race. ``index`` is its place in ``Race.tokens`` (fixed for the race),
    ``colour`` the racer colour that names it on the wheel (its player's colour; in the double variants the
    second racer has a spare colour, §13.7), ``seat`` the owning player, ``name`` the racer (``BANANA``),
    ``space`` where it stands (0 = the Start), ``tripped`` face down (MA-39), ``place`` 1 or 2 once it has
    crossed, ``out`` eliminated (MA-27), ``borrowed`` the racer whose powers Egg or Twin took, ``memo`` a
    JSON-ready scratch dict a racer's hooks may use (a prediction, a refusal)."""

    __slots__ = ("index", "colour", "seat", "name", "space", "tripped", "place", "out", "borrowed", "memo")

    def __init__(self, index: int, colour: str, seat: str, name: str, space: int = 0) -> None:
        self.index = index
        self.colour = colour
        self.seat = seat
        self.name = name
        self.space = space
        self.tripped = False
        self.place = 0
        self.out = False
        self.borrowed: str | None = None
        self.memo: dict[str, Any] = {}

    @property
    def on_track(self) -> bool:
        """Still racing: neither crossed the line nor eliminated (MA-23, MA-27)."""
        return not self.place and not self.out

    def clone(self) -> Token:
        t = _new(Token)                                   # no __init__: every slot is set here
        t.index, t.colour, t.seat, t.name, t.space = self.index, self.colour, self.seat, self.name, self.space
        t.tripped, t.place, t.out, t.borrowed = self.tripped, self.place, self.out, self.borrowed
        t.memo = dict(self.memo) if self.memo else {}
        return t

    def to_json(self) -> dict[str, Any]:
        return {"colour": self.colour, "seat": self.seat, "name": self.name, "space": self.space,
                "tripped": self.tripped, "place": self.place, "out": self.out, "borrowed": self.borrowed,
                "memo": self.memo}

    @classmethod
    def from_json(cls, index: int, data: Mapping[str, Any]) -> Token:
        t = cls(index, data["colour"], data["seat"], data["name"], data["space"])
        t.tripped, t.place, t.out, t.borrowed = data["tripped"], data["place"], data["out"], data["borrowed"]
        t.memo = dict(data["memo"])
        return t

    def __repr__(self) -> str:
        return f"Token({self.colour} {self.name} @{self.space})"


class MainMove:
    """The main move being built for ``token`` (MA-19, AMB-MA-08): ``roll`` the die face (None when nothing
    was rolled: Legs, AMB-MA-30), ``base`` the amount before modifiers (the roll, Alchemist's 4, Rocket
    Scientist's double, Legs's 5), ``modifiers`` (racer, amount, rule) entries, ``cancelled`` when a power
    cancelled the move (Inchworm, Sisyphus), ``trip_after`` when the mover trips after moving (Rocket
    Scientist), ``rerolls`` how many rerolls were made, ``used`` which reroll allowances were spent."""

    __slots__ = ("token", "roll", "base", "modifiers", "cancelled", "trip_after", "rerolls")

    def __init__(self, token: Token, roll: int | None, base: int) -> None:
        self.token = token
        self.roll = roll
        self.base = base
        self.modifiers: list[tuple[Token, int, str]] = []
        self.cancelled = False
        self.trip_after = False
        self.rerolls = 0

    def add(self, by: Token, amount: int, rule: str) -> None:
        """A main-move modifier of ``by``'s power (Coach +1, Gunk -1, ...): one power effect each (AMB-MA-11)."""
        self.modifiers.append((by, amount, rule))

    @property
    def amount(self) -> int:
        """Base plus modifiers, never below 0 (AMB-MA-08)."""
        return max(0, self.base + sum(m[1] for m in self.modifiers))


class Fact:
    """Something that happened, as reactive hooks see it: ``kind`` (move, pass, stop, power, cross,
    end_of_turn), ``token`` the racer it happened to (the mover, the passer, the stopper, the finisher),
    ``other`` the second racer (the one passed), ``space`` the space concerned (where it stopped or ended),
    ``start`` where a move started, ``amount`` the move's amount (or the finishing place), ``main`` whether it
    was a main move, ``how`` move / warp / put, ``by`` the racer whose power caused it (None: main move,
    track space), ``rule`` the rule ID of that power."""

    __slots__ = ("kind", "token", "other", "space", "start", "amount", "main", "how", "by", "rule")

    def __init__(self, kind: str, token: Token, *, other: Token | None = None, space: int = 0, start: int = 0,
                 amount: int = 0, main: bool = False, how: str = "move", by: Token | None = None,
                 rule: str = "") -> None:
        self.kind = kind
        self.token = token
        self.other = other
        self.space = space
        self.start = start
        self.amount = amount
        self.main = main
        self.how = how
        self.by = by
        self.rule = rule

    def __repr__(self) -> str:
        return f"Fact({self.kind} {self.token!r} other={self.other!r} space={self.space})"
