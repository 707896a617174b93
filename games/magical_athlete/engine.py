"""One race of Magical Athlete: turns, main moves, moves, warps, trips, eliminations, the track's spaces and
the one resolver for every racer power and trigger chain (MA-17..MA-45, MA-56..MA-61, MA-75; AMB-MA-05..
AMB-MA-13, AMB-MA-24, AMB-MA-30, AMB-MA-31, AMB-MA-36, AMB-MA-37).

:class:`Race` is both the state of a race and the API racer hooks act through (games/magical_athlete/
racers/__init__.py explains how to write a racer). It is pure and deterministic: the dice come from the
seeded :class:`~games.core.rng.Rng` (or a list of forced faces in tests), and every question a power asks
a player is answered from ``answers``; when the answers run out, :class:`NeedInput` is raised with the
:class:`Question`, and the caller (games/magical_athlete/rules.py) replays the step from its snapshot once
the answer is in (replay makes every suspended chain resumable and JSON-storable without storing a stack).

The resolver (MA-25, AMB-MA-06, AMB-MA-07): when things happen at one moment (a move ends: the racers it
passed, the space it stopped on), :meth:`Race.resolve` asks every racer in the race for its triggers in
MA-25's order — the track's space first, then the current player's racers, then the other players' going
clockwise — fixing them all at that moment; then runs each trigger's effect in that order, depth-first
(everything an effect causes is resolved before the next effect). An effect whose racer has left the race
is dropped; the race ending (a second finisher) drops everything pending (:class:`RaceOver`). A chain
that brings back a state it already had is stopped there (AMB-MA-12), and a chain of 1,000 effects is
cut off (safety cap).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Mapping, Sequence

from games.core.rng import Rng
from games.magical_athlete.powers import HOOKS, SKIP, Effect, Fact, MainMove, Racer, Token

Event = dict[str, Any]

CHAIN_CAP = 1000
"""Effects in one chain before it is cut off (AMB-MA-12's safety cap)."""
DEPTH_CAP = 40
"""Effects nested inside one another before the chain is cut off (AMB-MA-12's safety cap, kept within the
interpreter's stack)."""
TURN_CAP = 500
"""Turns in one race before it is ended with the places not yet taken left empty (AMB-MA-24)."""


@dataclass(frozen=True)
class Track:
    """One side of the racetrack (GAP-MA-01/02): ``finish`` is position F, one past the last space (the Start
    is space 0, AMB-MA-05); ``corners`` the corner spaces (MA-62); ``features`` space -> ("arrow", n),
    ("rock", 0) or ("star", 0) (MA-58..MA-60)."""

    side: str
    finish: int
    corners: tuple[int, ...]
    features: Mapping[int, tuple[str, int]]


HOOK_OF_FACT = {"move": "on_move", "pass": "on_pass", "stop": "on_stop", "power": "on_power", "cross": "on_cross",
                "end_of_turn": "end_of_turn"}


class RaceOver(Exception):
    """The race ended (a second finisher, Mastermind, no racer left): everything pending is dropped (MA-22)."""


class ChainStopped(Exception):
    """A loop (a repeated state) or the safety cap stopped the chain (MA-28, AMB-MA-12)."""


@dataclass(frozen=True)
class Question:
    """What a power asks a player (§13.2): ``kind`` is ``yes`` (a yes/no), ``target`` (a racer colour of
    ``options``; with ``optional`` the player may decline), ``number`` (``low``..``high``; optional likewise)
    or ``choice`` (1..len(options), list numbers of named racers: Egg's draw, Twin's winners, the order of
    one's own two racers); ``seat`` answers it for the racer ``colour``; ``rule`` names the power; ``secret``:
    the answer is dialled in secret and stays private until the power shows it (a sealed prediction, AMB-MA-19)."""

    seat: str
    colour: str
    kind: str
    rule: str
    text: str
    options: tuple[Any, ...] = ()
    low: int = 0
    high: int = 0
    optional: bool = False
    secret: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "colour": self.colour, "kind": self.kind, "rule": self.rule, "text": self.text,
                "options": list(self.options), "low": self.low, "high": self.high, "optional": self.optional,
                "secret": self.secret}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Question:
        return cls(data["seat"], data["colour"], data["kind"], data["rule"], data["text"], tuple(data["options"]),
                   data["low"], data["high"], data["optional"], bool(data.get("secret", False)))


class NeedInput(Exception):
    """A power asked a question no answer is recorded for yet (the step is replayed once it is)."""

    def __init__(self, question: Question) -> None:
        super().__init__(question.text)
        self.question = question


DEFAULT_POLICY: Mapping[str, Any] = {
    "crossing_passes": False,         # AMB-MA-05: a crossing move passes nobody
    "recovery_powers": False,         # AMB-MA-10: no "before my main move" powers on a recovery turn
    "heckler_self": True,             # AMB-MA-15: Heckler counts its own turns too
    "both_racers_first_turn": False,  # AMB-MA-20: 2 Player Variant, one racer on each player's first turn
    "sealed_predictions": False,      # AMB-MA-19: predictions are announced (public)
}


class Race:
    """The state of one race and the API hooks act through (module docstring; racers/__init__.py)."""

    def __init__(self, tokens: Sequence[Token], track: Track, seats: Sequence[str], first: str, rng: Rng,
                 racers: Mapping[str, Racer], *, points: Mapping[str, int] | None = None,
                 deck: Sequence[str] = (), winners: Sequence[str] = (), policy: Mapping[str, Any] | None = None,
                 variant: str = "standard") -> None:
        self.tokens = list(tokens)
        self.track = track
        self.seats = list(seats)
        self.racers = racers
        self.rng = rng
        self.points = dict(points or {s: 0 for s in seats})
        """Every player's total points (earlier races included): bronze chips and Sisyphus change it."""
        self.gained = {s: 0 for s in seats}
        """Points each player gained (or lost) during this race, placement chips excluded (AMB-MA-21)."""
        self.deck = list(deck)
        self.winners = list(winners)
        """The racers that won earlier races of the game (Twin, AMB-MA-18)."""
        self.policy = {**DEFAULT_POLICY, **(policy or {})}
        self.variant = variant
        """standard, 2p (2 Player Variant) or 3p_double (3 Player Double Racer Variant)."""
        self.seat = first
        """The player whose turn it is (the current player, MA-25)."""
        self.current: Token | None = None
        """The racer taking its part of the turn now."""
        self.turns = 0
        self.turns_taken: dict[str, int] = {s: 0 for s in seats}
        self.extra: list[int] = []
        """Tokens owed an extra turn right after this one (Genius, MA-R-GENIUS-02)."""
        self.jump: str | None = None
        """The seat that takes the next turn out of order (Skipper, MA-R-SKIPPER-01)."""
        self.finishers: list[Token] = []
        self.eliminated: list[Token] = []
        self.over = False
        self.forced: list[int] = []
        """Die faces the next rolls take (tests, scenario.py), before the rng is used."""
        self.answers: list[Any] = []
        self.asked = 0
        self.answerer: Callable[[Question], Any] | None = None
        """Answers questions beyond ``answers`` (tests; None: raise NeedInput)."""
        self.questions: list[Question] = []
        """Every question asked (tests read it)."""
        self.events: list[Event] = []
        self.deferred: list[Effect] = []
        self._chain = 0
        self._seen: set[tuple[Any, ...]] = set()
        self.turn_start: dict[int, int] = {}
        self.before_done = False
        """Whether the before-race powers have run (MA-18)."""
        self._depth = 0
        self._order: dict[tuple[str, int], tuple[int, ...]] = {}
        self._may: dict[str, bool] = {}
        self._copycats: tuple[int, ...] = ()
        """The Copycats' token indices (set with ``_may``)."""
        self._hooks: dict[tuple[Any, ...], tuple[tuple[int, Callable[..., Any]], ...]] = {}
        """Whether the before-race powers have run (MA-18)."""

    # ---------------------------------------------------------------- copying
    def clone(self) -> Race:
        """An independent copy (the snapshot a step is replayed from). _order, _may and _hooks are shared with
        the copy: _may is replaced, never edited; the other two hold token indices, and _hooks is replaced when a
        racer leaves the race (left_race)."""
        new = object.__new__(Race)
        d = self.__dict__.copy()
        tokens = d["tokens"] = [t.clone() for t in self.tokens]
        d["rng"] = Rng(self.rng.state)
        d["points"], d["gained"] = self.points.copy(), self.gained.copy()
        d["deck"], d["winners"] = self.deck.copy(), self.winners.copy()
        d["turns_taken"], d["turn_start"] = self.turns_taken.copy(), self.turn_start.copy()
        d["extra"] = self.extra.copy() if self.extra else []
        d["forced"] = self.forced.copy() if self.forced else []
        d["answers"] = self.answers.copy() if self.answers else []
        d["events"] = self.events.copy() if self.events else []
        d["deferred"], d["questions"], d["_seen"] = [], [], set()
        d["finishers"] = [tokens[t.index] for t in self.finishers] if self.finishers else []
        d["eliminated"] = [tokens[t.index] for t in self.eliminated] if self.eliminated else []
        d["current"] = None if self.current is None else tokens[self.current.index]
        new.__dict__ = d
        return new

    # ---------------------------------------------------------------- terms (MA-30..MA-33)
    def on_track(self) -> list[Token]:
        """Racers still in the race, in token order."""
        return [t for t in self.tokens if t.on_track]

    def others(self, me: Token) -> list[Token]:
        """Every other racer still on the track ("another racer"; the owner's second racer included, MA-68)."""
        return [t for t in self.tokens if t is not me and t.on_track]

    def at(self, space: int, but: Token | None = None) -> list[Token]:
        """The racers stopped on ``space`` (MA-36), ``but`` left out."""
        return [t for t in self.tokens if t.on_track and t.space == space and t is not but]

    def alone(self, token: Token) -> bool:
        """No other racer shares its space (MA-31)."""
        return not self.at(token.space, token)

    def leaders(self) -> list[Token]:
        """The racer or racers nearest the finish line, finishers not counted (MA-33)."""
        live = self.on_track()
        if not live:
            return []
        top = max(t.space for t in live)
        return [t for t in live if t.space == top]

    def last(self) -> list[Token]:
        """The racer or racers nearest the Start (MA-32)."""
        live = self.on_track()
        if not live:
            return []
        low = min(t.space for t in live)
        return [t for t in live if t.space == low]

    def token(self, colour: str) -> Token:
        for t in self.tokens:
            if t.colour == colour:
                return t
        raise KeyError(colour)

    def order(self) -> list[Token]:
        """Every racer in MA-25's order: the current player's racers (the acting one first), then the other
        players' clockwise from the current player."""
        cur = self.current
        key = (self.seat, -1 if cur is None else cur.index)
        cached = self._order.get(key)
        tokens = self.tokens
        if cached is not None:
            return [tokens[i] for i in cached]
        i = self.seats.index(self.seat) if self.seat in self.seats else 0
        seat_rank = {s: (k - i) % len(self.seats) for k, s in enumerate(self.seats)}
        found = sorted(tokens, key=lambda t: (seat_rank.get(t.seat, 99), t is not cur, t.index))
        self._order[key] = tuple(t.index for t in found)    # indices: the cache is shared with clones
        return found

    def may_have(self, hook: str) -> bool:
        """Whether any racer of this race can have ``hook`` now (a fast path: most hooks belong to racers
        not in the race). A Copycat can have any hook; ``*copies`` asks whether there is a Copycat."""
        found = (self._may or self._may_table()).get(hook)
        if found is None:                            # not a hook name
            own = [self.racers[t.borrowed or t.name] for t in self.tokens]
            found = any(r.copies for r in own) or (hook != "*copies" and any(hook in r.hooks for r in own))
        return found

    def _may_table(self) -> dict[str, bool]:
        """:meth:`may_have` for every hook name at once (and ``*copies``, ``*leaps``), for the racers in the race
        now; a new table replaces it when a racer leaves or takes another's powers (:meth:`left_race`)."""
        own = [self.racers[t.borrowed or t.name] for t in self.tokens]
        copies = any(r.copies for r in own)
        table = {name: copies or any(name in r.hooks for r in own) for name in HOOKS}
        table["*copies"] = copies
        table["*leaps"] = copies or any(r.leaps for r in own)
        table["*asks"] = copies or any(r.asks == "any" for r in own)       # on any turn (quiet_next)
        self._copycats = tuple(i for i, r in enumerate(own) if r.copies)
        self._may = table
        return table

    def leaping(self) -> bool:
        """Whether a racer of this race can leap (Leaptoad, or a Copycat that may copy it)."""
        return (self._may or self._may_table())["*leaps"]

    def powers(self, token: Token) -> tuple[Racer, ...]:
        """The racer definitions whose hooks act for ``token`` now: its own (or what Egg or Twin borrowed),
        and for Copycat also the power of the racer it copies (MA-R-COPYCAT-01)."""
        own = self.racers[token.borrowed] if token.borrowed else self.racers[token.name]
        if own.copies:
            copied = self.copied(token)
            if copied is not None:
                return own, copied
        return (own,)

    def copied(self, token: Token) -> Racer | None:
        """The power a Copycat has now: the lead racer's (MA-R-COPYCAT-01); on a tie the one its player
        picked, else the first leader in MA-25's order (AMB-MA-16); none when it leads alone."""
        top, lead = -1, []                           # the leaders (MA-33) but this Copycat
        for t in self.tokens:
            if t.place or t.out:
                continue
            if t.space > top:
                top, lead = t.space, [t]
            elif t.space == top:
                lead.append(t)
        if token in lead:
            lead.remove(token)
        if not lead:
            return None
        pick = token.memo.get("pick")
        chosen = next((t for t in lead if t.colour == pick), None)
        if chosen is None:
            order = self.order()
            chosen = min(lead, key=order.index) if len(lead) > 1 else lead[0]
        racer = self.racers[chosen.borrowed or chosen.name]
        return None if racer.copies else racer

    def has_power(self, token: Token) -> bool:
        """Whether ``token``'s powers work now (MA-27; Mastermind's go on after it finishes)."""
        if token.out:
            return False
        if token.place:
            return any(r.after_finish for r in self.powers(token))
        return True

    # ---------------------------------------------------------------- narration
    def say(self, kind: str, **data: Any) -> None:
        """Add an event for the play-by-play (public)."""
        data["type"] = kind
        self.events.append(data)

    # ---------------------------------------------------------------- questions
    def _answer(self, q: Question) -> Any:
        self.questions.append(q)
        if self.asked >= len(self.answers) and self.answerer is not None:
            self.answers.append(self.answerer(q))
        if self.asked < len(self.answers):
            value = self.answers[self.asked]
            self.asked += 1
            return value
        raise NeedInput(q)

    def ask_yes(self, me: Token, rule: str, text: str, who: Token | None = None) -> bool:
        """A yes/no for an optional power of ``me`` (MA-24), answered by the player of ``who`` (default: me;
        Dicemonger's reroll is asked of the roller)."""
        asker = who or me
        value = bool(self._answer(Question(asker.seat, asker.colour, "yes", rule, text)))
        self.say("decision", colour=asker.colour, rule=rule, text=text, answer="yes" if value else "no")
        return value

    def ask_target(self, me: Token, rule: str, text: str, targets: Sequence[Token],
                   optional: bool = True, secret: bool = False) -> Token | None:
        """A racer among ``targets`` picked by colour, or None if the (optional) power is not used; with no
        target there is nothing to ask (None). ``secret``: dialled in secret, the decision private to the seat."""
        if not targets:
            return None
        colours = tuple(t.colour for t in targets)
        value = self._answer(Question(me.seat, me.colour, "target", rule, text, colours, optional=optional,
                                      secret=secret))
        if (value is None and not optional) or (value is not None and value not in colours):
            raise ValueError(f"{rule}: {value!r} is not one of {', '.join(colours)}")
        picked = None if value is None else self.token(value)
        self.say("decision", colour=me.colour, rule=rule, text=text, answer=value, **self._private(me, secret))
        return picked

    @staticmethod
    def _private(me: Token, secret: bool) -> dict[str, Any]:
        """An event's ``to`` when it is private to ``me``'s seat (games/core/game.py)."""
        return {"to": me.seat} if secret else {}

    def ask_number(self, me: Token, rule: str, text: str, low: int, high: int,
                   optional: bool = False, secret: bool = False) -> int | None:
        """A number ``low``..``high`` (Genius's prediction), or None if the optional power is not used;
        ``secret`` as for :meth:`ask_target`."""
        value = self._answer(Question(me.seat, me.colour, "number", rule, text, low=low, high=high,
                                      optional=optional, secret=secret))
        self.say("decision", colour=me.colour, rule=rule, text=text, answer=value, **self._private(me, secret))
        return None if value is None else int(value)

    def ask_choice(self, me: Token, rule: str, text: str, names: Sequence[str], optional: bool = False) -> int | None:
        """One of ``names`` by list number: the index picked (0-based), or None when declined."""
        if not names:
            return None
        value = self._answer(Question(me.seat, me.colour, "choice", rule, text, tuple(names), optional=optional))
        self.say("decision", colour=me.colour, rule=rule, text=text, answer=value)
        return None if value is None else int(value)

    # ---------------------------------------------------------------- dice
    def die(self) -> int:
        """One d6 roll (GAP-MA-04): a forced face first, else the seeded generator."""
        if self.forced:
            return self.forced.pop(0)
        return 1 + self.rng.below(6)

    # ---------------------------------------------------------------- the resolver
    def resolve(self, facts: Sequence[Fact]) -> None:
        """Collect every trigger of ``facts`` (simultaneous) in MA-25's order, then run each (module docstring)."""
        if self.over or not facts:
            return
        effects = self._space_effects(facts) if self.track.features else []     # racetrack spaces first
        may = self._may or self._may_table()
        lists = []
        for i, fact in enumerate(facts):
            name = HOOK_OF_FACT[fact.kind]
            if may[name]:
                pairs = self.all_hooks(name)
                if pairs:
                    lists.append((i, fact, pairs))
        if len(lists) == 1:
            _, fact, pairs = lists[0]
            for token, hook in pairs:
                if (effect := hook(self, token, fact)) is not None:
                    effects.append((token, effect))
        elif lists:                                  # racer by racer in MA-25's order, then fact by fact
            rank = {t.index: k for k, t in enumerate(self.order())}
            entries = sorted(((rank[t.index], i, k, t, h, fact) for i, fact, pairs in lists
                              for k, (t, h) in enumerate(pairs)), key=lambda e: e[:3])
            for *_, token, hook, fact in entries:
                if (effect := hook(self, token, fact)) is not None:
                    effects.append((token, effect))
        for token, effect in effects:
            if self.over:
                return
            self._run(token, effect)

    def _space_effects(self, facts: Sequence[Fact]) -> list[tuple[Token, Effect]]:
        """The special spaces' effects of the stops among ``facts`` (MA-25, MA-61)."""
        effects: list[tuple[Token, Effect]] = []
        features = self.track.features
        for fact in facts:
            if fact.kind == "stop" and not fact.token.place and not fact.token.out:
                feature = features.get(fact.space)
                if feature is not None and fact.space != 0:
                    effects.append((fact.token, self._space_effect(fact.token, fact.space, feature)))
        return effects

    def _run(self, token: Token, effect: Effect) -> None:
        if not (self.has_power(token) or (effect.__name__ == "_space" and token.on_track)):
            return                                   # left the race: its pending triggers are dropped (AMB-MA-07)
        self._chain += 1
        if self._chain > CHAIN_CAP:
            self.say("loop_stopped", rule="AMB-MA-12", why="safety cap")
            raise ChainStopped()
        key = (self.signature(), token.index, effect.__qualname__)   # the same power again from the same position
        if key in self._seen:
            self.say("loop_stopped", rule="MA-28", why="the same position came back")
            raise ChainStopped()
        self._seen.add(key)
        self._depth += 1
        try:
            if self._depth > DEPTH_CAP:
                self.say("loop_stopped", rule="AMB-MA-12", why="safety cap (nesting)")
                raise ChainStopped()
            effect()
        finally:
            self._depth -= 1

    def signature(self) -> tuple[Any, ...]:
        """The position a loop check compares (AMB-MA-12): spaces, trips, places, points."""
        return (tuple((t.space, t.tripped, t.place, t.out) for t in self.tokens), tuple(self.points.values()))

    def chain(self, run: Callable[..., Any], *args: Any) -> None:
        """Run ``run(*args)`` as one top-level chain: loops in it are stopped (AMB-MA-12), the rest of the turn
        goes on."""
        self._chain = 0
        if self._seen:
            self._seen = set()
        try:
            run(*args)
        except ChainStopped:
            pass

    def _space_effect(self, token: Token, space: int, feature: tuple[str, int]) -> Effect:
        kind, n = feature

        def _space() -> None:
            if not token.on_track:
                return
            if kind == "arrow":
                self.say("arrow", colour=token.colour, space=space, amount=n, rule="MA-58")
                self.move(token, n, rule="MA-58")
            elif kind == "rock":
                self.say("rock", colour=token.colour, space=space, rule="MA-59")
                self.trip(token, rule="MA-59")
            elif kind == "star":
                self.say("star", colour=token.colour, space=space, rule="MA-60")
                self.give_points(token.seat, 1, rule="MA-60")
        return _space

    def power(self, by: Token, rule: str, text: str = "", **data: Any) -> None:
        """``by``'s power had an effect (AMB-MA-11): narrated, and other racers' ``on_power`` triggers
        (Scoocher) resolve. The primitives below call it for you when given ``by``."""
        if self.over:
            return
        self.say("power", colour=by.colour, racer=by.name, rule=rule, text=text, **data)
        self.resolve([Fact("power", by, by=by, rule=rule)])

    def later(self, effect: Effect) -> None:
        """Run ``effect`` after the main move in progress (AMB-MA-09: Dicemonger's and Scoocher's moves for rerolls)."""
        self.deferred.append(effect)

    # ---------------------------------------------------------------- primitives
    def move(self, token: Token, amount: int, *, by: Token | None = None, rule: str = "",
             main: bool = False) -> bool:
        """Move ``token`` ``amount`` spaces (negative: backward) as one move (MA-34): Suckerfish may ride
        along, Leaptoad skips occupied spaces, a backward move stops at the Start (AMB-MA-37), a move that
        reaches the finish crosses unless Stickler blocks it, Huge Baby puts it behind her; then its passes,
        its stop and (with ``by``) the power's effect resolve together. False when it did not move (a move 0)."""
        facts = self._move(token, amount, by=by, rule=rule, main=main)
        if facts is None:
            return False
        self.resolve(facts)
        return True

    def move_many(self, moves: Sequence[tuple[Token, int]], *, by: Token | None = None, rule: str = "") -> bool:
        """Several moves at the same moment (Party Animal's pull, AMB-MA-29): each is a move of its own, made
        one after the other in the order given, and what they cause (passes, stops, ``by``'s power once)
        resolves together, so the arrivals are simultaneous (MA-43). False when nobody moved."""
        if self.over:
            return False
        facts: list[Fact] = []
        moved: list[Token] = []
        for token, amount in moves:
            made = self._move(token, amount, by=by, rule=rule, announce=False)
            if made is not None:
                facts.extend(made)
                moved.append(token)
        if not moved:
            return False
        if by is not None:
            self.say("power", colour=by.colour, racer=by.name, rule=rule,
                     text="moved " + ", ".join(t.colour for t in moved))
            facts.append(Fact("power", by, by=by, rule=rule))
        self.resolve(facts)
        return True

    def _move(self, token: Token, amount: int, *, by: Token | None = None, rule: str = "", main: bool = False,
              announce: bool = True) -> list[Fact] | None:
        """One move made (:meth:`move`), its crossings included: the facts it raises, not yet resolved, or None
        for a move 0. Without ``announce`` the power of ``by`` is left for the caller to announce once
        (:meth:`move_many`). A fact no racer of the race can react to (no hook for it, no special space) is
        left out."""
        if self.over or token.place or token.out or amount == 0:
            return None
        may = self._may or self._may_table()
        start = token.space
        ridden = self._riders(token, amount) if may["follow"] else []
        if may["*leaps"]:
            end, skipped = self._path(token, start, amount)
        else:
            end, skipped = max(0, start + amount), 0
        finish = self.track.finish
        if end >= finish:
            if self._blocked(token, amount):
                return None
            ridden = [(r, why) for r, why in ridden if not self._blocked(r, end - start)]   # the exact amount only
            may = self._may or self._may_table()                                            # (AMB-MA-27)
        movers = [token, *(r for r, _ in ridden)]
        facts: list[Fact] = []
        crossed: list[Token] = []
        events = self.events
        on_move, redirect = may["on_move"], may["redirect"]
        for mover in movers:
            before = mover.space
            if end >= finish:
                crossed.append(mover)
                events.append({"colour": mover.colour, "start": before, "end": finish, "main": main and mover is token,
                               "crossed": True, "type": "move"})
                continue
            land = self._redirect(mover, end) if redirect else end
            mover.space = land
            events.append({"colour": mover.colour, "start": before, "end": land, "main": main and mover is token,
                           "type": "move"})
            if on_move:
                facts.append(Fact("move", mover, start=before, space=land, amount=amount,
                                  main=main and mover is token, by=by, rule=rule))
        if amount > 0 and may["on_pass"]:
            facts.extend(self._passes(movers, crossed, start, by, rule))
        on_stop, features = may["on_stop"], self.track.features
        for mover in movers:
            if mover not in crossed and (on_stop or mover.space in features):
                facts.append(Fact("stop", mover, space=mover.space, start=start, how="move", by=by, rule=rule))
        if skipped or ridden or (by is not None and announce):
            self._move_powers(facts, token, amount, skipped, ridden, by if announce else None, rule)
        for mover in crossed:                         # the current player's racer first (AMB-MA-31)
            self._cross(mover)
        return facts

    def _move_powers(self, facts: list[Fact], token: Token, amount: int, skipped: int, ridden: list[tuple[Token, str]],
                     by: Token | None, rule: str) -> None:
        """The powers a move is: each space a Leaptoad skipped, each rider's ride, ``by``'s power (AMB-MA-11)."""
        on_power = (self._may or self._may_table())["on_power"]
        if on_power:
            for _ in range(skipped):
                facts.append(Fact("power", token, by=token, rule="MA-R-LEAPTOAD-01"))
        for rider, why in ridden:                     # riding along is the rider's power (Suckerfish, AMB-MA-11)
            self.say("power", colour=rider.colour, racer=rider.name, rule=why, text=f"rode along with {token.colour}")
            if on_power:
                facts.append(Fact("power", rider, by=rider, rule=why))
        if by is not None:
            self.say("power", colour=by.colour, racer=by.name, rule=rule, text=f"moved {token.colour} {amount}")
            if on_power:
                facts.append(Fact("power", by, by=by, rule=rule))

    def _passes(self, movers: list[Token], crossed: list[Token], start: int, by: Token | None,
                rule: str) -> list[Fact]:
        """The racers a forward move from ``start`` passed (MA-35; a crossing move passes nobody, AMB-MA-05)."""
        facts = []
        passers = [] if crossed and not self.policy["crossing_passes"] else movers
        for mover in passers:
            stop = self.track.finish if mover in crossed else mover.space
            for other in self.tokens:
                if other.on_track and other not in movers and start < other.space < stop:
                    facts.append(Fact("pass", mover, other=other, start=start, space=stop, by=by, rule=rule))
        return facts

    def _blocked(self, token: Token, amount: int) -> bool:
        """Whether a power forbids ``token``'s crossing move (Stickler's ``blocks``): then it is a move 0."""
        if not (self._may or self._may_table())["blocks"]:
            return False
        for other in self.order():
            if other is token or not self.has_power(other):
                continue
            for racer in self.powers(other):
                hook = racer.hooks.get("blocks")
                if hook is not None and hook(self, other, token, amount):
                    self.say("blocked", colour=token.colour, by=other.colour, rule=racer.rules[0])
                    self.power(other, racer.rules[0], f"{token.colour} may not overshoot the finish")
                    return True
        return False

    def _riders(self, token: Token, amount: int) -> list[tuple[Token, str]]:
        """The racers riding along with ``token``'s move (Suckerfish's ``follow``) and the rule of the power."""
        riders: list[tuple[Token, str]] = []
        if not self.may_have("follow"):
            return riders
        for other in self.order():
            if other is token or not other.on_track or other.space != token.space or not self.has_power(other):
                continue
            for racer in self.powers(other):
                hook = racer.hooks.get("follow")
                if hook is not None and hook(self, other, token, amount):
                    riders.append((other, racer.rules[0]))
                    break
        return riders

    def _path(self, token: Token, start: int, amount: int) -> tuple[int, int]:
        """Where a move of ``amount`` from ``start`` ends, and how many occupied spaces it skipped (Leaptoad)."""
        step = 1 if amount > 0 else -1
        leaps = self.leaping() and any(r.leaps for r in self.powers(token))
        if not leaps:
            return max(0, start + amount), 0
        pos, left, skipped = start, abs(amount), 0
        while left:
            pos += step
            if pos < 0:
                return 0, skipped
            if pos >= self.track.finish:
                return pos, skipped
            if self.at(pos, token):
                skipped += 1
                continue
            left -= 1
        return pos, skipped

    def _redirect(self, token: Token, space: int) -> int:
        """Where ``token`` ends up when it would stop on ``space`` (Huge Baby's ``redirect``, AMB-MA-23)."""
        if not self.may_have("redirect"):
            return space
        for other in self.tokens:
            if other is token or not other.on_track or other.space != space:
                continue
            for racer in self.powers(other):
                hook = racer.hooks.get("redirect")
                if hook is not None:
                    new = hook(self, other, token, space)
                    if new is not None and new != space:
                        return new
        return space

    def _cross(self, token: Token) -> None:
        """``token`` crossed the finish line: it takes the next place and leaves the track (MA-22, MA-23)."""
        self.finishers.append(token)
        token.place = len(self.finishers)
        token.tripped = False
        self.left_race()
        self.say("finish", colour=token.colour, racer=token.name, place=token.place, rule="MA-22")
        self.resolve([Fact("cross", token, amount=token.place)])
        if token.place >= 2 or not self.on_track():
            self.end()

    def end(self) -> None:
        """The race ends now; whatever is pending is dropped (MA-22, MA-45)."""
        self.over = True
        self.say("race_over", first=self.finishers[0].colour if self.finishers else None,
                 second=self.finishers[1].colour if len(self.finishers) > 1 else None)
        raise RaceOver()

    def place_second(self, token: Token) -> None:
        """``token`` takes 2nd place at once and the race ends (Mastermind, MA-R-MASTERMIND-02)."""
        if token in self.finishers:
            self.finishers.append(token)                 # both places (MA-R-MASTERMIND-03)
        else:
            self.finishers.append(token)
            token.place = len(self.finishers)
        self.say("finish", colour=token.colour, racer=token.name, place=2, rule="MA-R-MASTERMIND-02")
        self.end()

    def warp(self, token: Token, space: int, *, by: Token | None = None, rule: str = "") -> bool:
        """Put ``token`` on ``space`` (MA-40): not a move, it passes nobody, but it stops there (MA-38)."""
        return self.warp_many([(token, space)], by=by, rule=rule)

    def warp_many(self, moves: Sequence[tuple[Token, int]], *, by: Token | None = None, rule: str = "") -> bool:
        """Several warps at the same moment (Flip Flop's swap, AMB-MA-25): the arrivals are simultaneous."""
        if self.over:
            return False
        facts: list[Fact] = []
        placed: list[tuple[Token, int]] = []
        for token, space in moves:
            if not token.on_track:
                continue
            placed.append((token, token.space))
            token.space = max(0, min(space, self.track.finish - 1))
        for token, before in placed:
            token.space = self._redirect(token, token.space)
            self.say("warp", colour=token.colour, start=before, end=token.space, by=by.colour if by else None, rule=rule)
            facts.append(Fact("stop", token, space=token.space, start=before, how="warp", by=by, rule=rule))
        if not placed:
            return False
        if by is not None:
            self.say("power", colour=by.colour, racer=by.name, rule=rule,
                     text="warped " + ", ".join(t.colour for t, _ in placed))
            facts.append(Fact("power", by, by=by, rule=rule))
        self.resolve(facts)
        return True

    def put(self, token: Token, space: int, *, by: Token | None = None, rule: str = "") -> None:
        """Put ``token`` on ``space`` without moving (Huge Baby, MA-R-HUGEBABY-02): it stops there."""
        self.put_many([(token, space)], by=by, rule=rule)

    def put_many(self, puts: Sequence[tuple[Token, int]], *, by: Token | None = None, rule: str = "") -> None:
        """Several puts at the same moment (Huge Baby putting everyone on her new space back, AMB-MA-23): the
        arrivals are simultaneous; ``by``'s power happens once."""
        if self.over:
            return
        facts: list[Fact] = []
        for token, space in puts:
            if not token.on_track:
                continue
            before = token.space
            token.space = max(0, space)
            self.say("put", colour=token.colour, start=before, end=token.space, by=by.colour if by else None,
                     rule=rule)
            facts.append(Fact("stop", token, space=token.space, start=before, how="put", by=by, rule=rule))
        if facts and by is not None:
            facts.append(Fact("power", by, by=by, rule=rule))
        self.resolve(facts)

    def trip(self, token: Token, *, by: Token | None = None, rule: str = "") -> bool:
        """Trip ``token`` (MA-39): it skips its next main move. A tripped racer trips no further (AMB-MA-10)."""
        if self.over or not token.on_track or token.tripped:
            return False
        token.tripped = True
        self.say("trip", colour=token.colour, by=by.colour if by else None, rule=rule)
        if by is not None:
            self.power(by, rule, f"tripped {token.colour}")
        return True

    def eliminate(self, token: Token, *, by: Token | None = None, rule: str = "") -> bool:
        """Take ``token`` out of the race (MA-27); its pending triggers are dropped."""
        if self.over or not token.on_track:
            return False
        token.out = True
        self.eliminated.append(token)
        self.left_race()
        self.say("eliminated", colour=token.colour, racer=token.name, by=by.colour if by else None, rule=rule)
        if by is not None:
            self.power(by, rule, f"eliminated {token.colour}")
        if not self.on_track():
            self.end()
        return True

    def give_points(self, seat: str, n: int, *, by: Token | None = None, rule: str = "") -> int:
        """Give (or, negative, take) points; a total never goes below 0 (AMB-MA-26). Returns the change."""
        change = max(n, -self.points[seat])
        if change == 0:
            return 0
        self.points[seat] += change
        self.gained[seat] += change
        self.say("points", seat=seat, amount=change, rule=rule)
        if by is not None:
            self.power(by, rule, f"{'+' if change > 0 else ''}{change} point(s) for {seat}")
        return change

    def skip_to(self, seat: str, *, by: Token | None = None, rule: str = "") -> None:
        """``seat`` takes the next turn, after any extra turn owed (Skipper, MA-R-SKIPPER-01; AMB-MA-19)."""
        self.jump = seat
        if by is not None:
            self.power(by, rule, f"{seat} takes the next turn")

    def extra_turn(self, token: Token, *, by: Token | None = None, rule: str = "") -> None:
        """``token`` takes another turn after this one (Genius, MA-R-GENIUS-02)."""
        self.extra.append(token.index)
        if by is not None:
            self.power(by, rule, f"{token.colour} takes another turn")

    # ---------------------------------------------------------------- turns
    def own_hooks(self, token: Token, name: str) -> list[Callable[..., Any]]:
        found = (self._may or self._may_table()).get(name)
        if not (self.may_have(name) if found is None else found):
            return []
        return [hook for racer in self.powers(token) if (hook := racer.hooks.get(name)) is not None]

    def all_hooks(self, name: str) -> list[tuple[Token, Callable[..., Any]]]:
        """Every (racer, hook) of ``name`` of the racers whose powers work, in MA-25's order (cached until a
        racer leaves the race, unless a Copycat's power changes with the lead)."""
        may = self._may or self._may_table()
        can = may.get(name)
        if not (self.may_have(name) if can is None else can):
            return []
        cur = self.current
        key: tuple[Any, ...] = (name, self.seat, -1 if cur is None else cur.index)
        if may["*copies"]:                            # what each Copycat copies now is part of the key
            tokens = self.tokens
            key += tuple((i, c.name if (c := self.copied(tokens[i])) else "") for i in self._copycats)
        cached = self._hooks.get(key)
        if cached is not None:
            if not cached:
                return []
            tokens = self.tokens
            return [(tokens[i], h) for i, h in cached]
        found = []
        for token in self.order():
            if self.has_power(token):
                for racer in self.powers(token):
                    hook = racer.hooks.get(name)
                    if hook is not None:
                        found.append((token, hook))
        self._hooks[key] = tuple((t.index, h) for t, h in found)    # indices: shared with clones
        return found

    def left_race(self) -> None:
        """A racer finished, was eliminated or took another racer's powers: the hook cache is stale."""
        self._hooks = {}
        self._may = {}

    def before_race(self) -> None:
        """The "before my race" powers, in MA-25's order from the first player (MA-18, AMB-MA-04)."""
        self.current = None
        done: set[tuple[int, str, str | None]] = set()
        while True:                       # an Egg or Twin that took a before-race power resolves it too
            todo = [(t, r) for t in self.order() for r in self.powers(t)[:1]
                    if "before_race" in r.hooks and (t.index, r.name, t.borrowed) not in done]
            if not todo:
                return
            token, racer = todo[0]
            done.add((token.index, racer.name, token.borrowed))
            self.current = token
            self.chain(racer.hooks["before_race"], self, token)
            self.current = None
            self.left_race()

    def take_turn(self, token: Token) -> None:
        """``token``'s part of its player's turn (MA-19, MA-39, AMB-MA-10, AMB-MA-20). The hook tables are looked
        at again after anything that may change them (a racer leaving the race)."""
        self.current = token
        self.turn_start[token.index] = token.space
        if token.memo:
            token.memo.pop("turn", None)
        self.events.append({"colour": token.colour, "racer": token.name, "seat": token.seat, "type": "turn"})
        recovering = token.tripped
        if recovering:
            token.tripped = False
            self.say("recover", colour=token.colour, rule="MA-39")
        if (self._may or self._may_table())["start_of_turn"]:
            for hook in self.own_hooks(token, "start_of_turn"):
                self.chain(hook, self, token)
        if (self._may or self._may_table())["quiet"]:
            self.quiet()
        if not token.place and not token.out and (not recovering or self.policy["recovery_powers"]):
            if (self._may or self._may_table())["before_main_move"]:
                for hook in self.own_hooks(token, "before_main_move"):
                    if token.on_track:
                        self.chain(hook, self, token)
            if (self._may or self._may_table())["quiet"]:
                self.quiet()
        if not token.place and not token.out and not recovering and not (
                token.memo and token.memo.get("turn", {}).get("no_main_move")):
            self._main_part(token)
        if (not token.out or token.place) and (self._may or self._may_table())["end_of_turn"]:
            start = self.turn_start[token.index]
            self.chain(self.resolve, [Fact("end_of_turn", token, start=start, space=token.space)])
        if (self._may or self._may_table())["quiet"]:
            self.quiet()

    def _main_part(self, token: Token) -> None:
        """The main move, what it put off till after it (AMB-MA-09), and the quiet moment after."""
        self.chain(self.main_move, token)
        if self.deferred:
            for effect in self.deferred:
                self.chain(effect)
            self.deferred = []
        if (self._may or self._may_table())["quiet"]:
            self.quiet()

    def main_move(self, token: Token) -> None:
        """Roll (or not), rerolls, roll triggers, modifiers, the move (MA-19, MA-41, MA-42, AMB-MA-08/09/30)."""
        base: int | None = None
        if (self._may or self._may_table())["instead_of_roll"]:
            for hook in self.own_hooks(token, "instead_of_roll"):
                base = hook(self, token)
                if base is not None:
                    break
        if base == SKIP or token.place or token.out:
            return
        mm = self._roll(token) if base is None else MainMove(token, None, base)
        if mm.cancelled or token.place or token.out:
            return
        if (self._may or self._may_table())["main_move"]:
            for other, hook in self.all_hooks("main_move"):
                hook(self, other, mm)
        amount = mm.amount
        self.events.append({"colour": token.colour, "base": mm.base, "amount": amount,
                            "modifiers": [[m[0].colour, m[1], m[2]] for m in mm.modifiers], "type": "main_move"})
        for by, _n, rule in mm.modifiers:
            self.later(partial(self.power, by, rule, f"changed {token.colour}'s main move"))
        self.move(token, amount, main=True)
        if mm.trip_after:
            self.trip(token, rule="MA-R-ROCKETSCIENTIST-01")

    def _roll(self, token: Token) -> MainMove:
        """The main move's roll, its rerolls and the roll triggers (MA-41, MA-42, AMB-MA-07)."""
        roll = self.die()
        mm = MainMove(token, roll, roll)
        self.events.append({"colour": token.colour, "roll": roll, "type": "roll"})
        rerolled = (self._may or self._may_table())["reroll"]
        while rerolled and token.on_track:
            rerolled = False
            for other, hook in self.all_hooks("reroll"):
                if hook(self, other, mm):
                    mm.roll = mm.base = self.die()
                    mm.rerolls += 1
                    self.say("reroll", colour=token.colour, roll=mm.roll, by=other.colour)
                    rerolled = True
                    break
        if (self._may or self._may_table())["on_roll"]:
            effects = [(o, e) for o, hook in self.all_hooks("on_roll") if (e := hook(self, o, mm)) is not None]
            for other, effect in effects:         # fixed at the roll: a cancelled move still has its Lackey
                if not token.on_track:            # and Skipper (AMB-MA-07, DS-MA-29, EX-MA-07)
                    break
                self._run(other, effect)
        return mm

    def quiet(self) -> None:
        """A quiet moment: the ``quiet`` hooks (Duelist's duel, Copycat's pick) until none acts (AMB-MA-13)."""
        if not (self._may or self._may_table())["quiet"]:
            return
        for _ in range(20):
            if self.over:
                return
            before = len(self.events)
            for token, hook in self.all_hooks("quiet"):
                if token.on_track:
                    self.chain(hook, self, token)
            if len(self.events) == before:
                return

    def next_turn(self) -> tuple[str, list[Token]]:
        """Who acts next: an owed extra turn, a Skipper jump, else the next player clockwise who still has a
        racer on the track (MA-21, MA-75); returns the seat and its racers to act."""
        tokens = self.tokens
        while self.extra:
            token = tokens[self.extra.pop(0)]
            if token.on_track:
                return token.seat, [token]
        if self.jump is not None:
            seat, self.jump = self.jump, None
        else:
            seats = self.seats
            n = len(seats)
            i = seats.index(self.seat)
            seat = self.seat
            for k in range(1, n + 1):
                seat = seats[(i + k) % n]
                if any(t.seat == seat and not t.place and not t.out for t in tokens):
                    break
        live = [t for t in tokens if t.seat == seat and not t.place and not t.out]
        if not live:
            return self.next_turn_from(seat)
        return seat, live

    def quiet_next(self) -> bool:
        """A guess on the safe side that the next step asks no question (``Racer.asks``): no racer of the race
        asks on other racers' turns, the next player has one racer on the track and it asks nothing. Only a speed
        hint (rules.run_race keeps no snapshot of such a step and replays from the apply's start if it asks)."""
        if self.turns == 0 or self.extra or self.jump is not None or self.turns >= TURN_CAP:
            return False
        if (self._may or self._may_table())["*asks"]:
            return False
        tokens = self.tokens
        seats = self.seats
        n = len(seats)
        i = seats.index(self.seat)
        for k in range(1, n + 1):
            seat = seats[(i + k) % n]
            live = [t.index for t in tokens if t.seat == seat and not t.place and not t.out]
            if live:
                return len(live) == 1 and self.racers[tokens[live[0]].borrowed or tokens[live[0]].name].asks == "never"
        return False

    def settle(self) -> None:
        """After a step that asked nothing: start the next one as a fresh copy would (no events, answers or
        questions of the step before)."""
        self.events, self.answers, self.asked, self.questions = [], [], 0, []
        self.deferred, self._seen = [], set()

    def next_turn_from(self, seat: str) -> tuple[str, list[Token]]:
        self.seat = seat
        return self.next_turn()

    def play_seat(self, seat: str, tokens: Sequence[Token]) -> None:
        """One player's turn: each of their racers in turn, the player choosing the order (MA-66, MA-72)."""
        self.seat = seat
        self.turns += 1
        first_turn = self.turns_taken[seat] == 0
        self.turns_taken[seat] += 1
        todo = list(tokens)
        if len(todo) > 1:
            only_one = first_turn and self.variant == "2p" and not self.policy["both_racers_first_turn"]
            rule = "MA-66" if self.variant == "2p" else "MA-72"
            text = "which racer acts" if only_one else "which racer acts first"
            pick = self.ask_target(todo[0], rule, text, todo, optional=False)
            assert pick is not None
            todo = [pick] if only_one else [pick, *[t for t in todo if t is not pick]]
        for token in todo:
            if token.on_track:
                self.take_turn(token)
        self.current = None

    def step(self) -> None:
        """Play the next player's turn (the race's first turn included); RaceOver ends the race."""
        if self.turns >= TURN_CAP:
            self.say("race_capped", rule="AMB-MA-24")
            self.end()
        if self.turns == 0:
            live = [t for t in self.tokens if t.seat == self.seat and t.on_track]
            if live:
                self.play_seat(self.seat, live)
                return
        self.play_seat(*self.next_turn())

