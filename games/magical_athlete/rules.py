"""Magical Athlete as a pure state machine (docs/rules/magical_athlete.md MA-01..MA-75; §13 of the page for the
wheels): setup and roll-offs (MA-01, MA-09, MA-14, AMB-MA-01), the two snake drafts from face-up lines
(MA-07..MA-13; the 2 Player Variant's MA-63 and the 3 Player Double Racer Variant's MA-70), the secret
simultaneous racer choice and reveal each race (MA-15..MA-17, MA-64, MA-71), the races (games/magical_athlete/
engine.py), gold, silver and bronze chips (MA-44..MA-47), the track turned between races and the schedule
(MA-48..MA-52), the next first player (MA-51, MA-67, AMB-MA-21, AMB-MA-22), four races and the final score
with ties (MA-53..MA-55).

A race advances one player's turn at a time (``Race.step``) from a snapshot; when a power asks a question
the step stops (NeedInput), the question becomes the prompt, and the answer is replayed into the step from
its snapshot (engine.py's module docstring). Turns that ask nothing run on within one ``apply``.
"""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Any, Mapping

from games.core.codec import FaceMap, load_face_maps
from games.core.config import refuse_unknown, seat_colours
from games.core.content import packaged
from games.core.errors import ConfigError, IllegalInput
from games.core.config import whole_number
from games.core.faces import COLOURS, WHEEL_MAX
from games.core.game import Event
from games.core.options import CHOICE as OPT_CHOICE
from games.core.options import FLAG, TEXT, Option
from games.core.options import NUMBER as NUMBER_OPT
from games.core.prompt import COLOUR, DIRECTION, NUMBER, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.magical_athlete.content import Content, load_content
from games.magical_athlete.engine import NeedInput, Question, Race, RaceOver
from games.magical_athlete.powers import Token
from games.magical_athlete.racers import ALL_NAMES, RACERS

SCHEDULES = {"alternate": ("mild", "wild", "mild", "wild"), "wild_first": ("wild", "mild", "wild", "mild"),
             "mild": ("mild",) * 4, "wild": ("wild",) * 4}
POLICY_OPTIONS = ("crossing_passes", "recovery_powers", "heckler_self", "both_racers_first_turn", "egg_discards",
                  "sealed_predictions")

OPTIONS: tuple[Option, ...] = (
    Option("double_racer", FLAG, False, "3 players: the 3 Player Double Racer Variant, two racers each (2 players "
           "always play the 2 Player Variant)", "MA-70"),
    Option("schedule", OPT_CHOICE, "alternate", "the track side of each race: alternate (Mild first), wild_first, "
           "mild or wild throughout", "MA-52", choices=tuple(SCHEDULES)),
    Option("content", TEXT, None, "a folder of your own transcriptions (tracks.yaml, chips.yaml) replacing the "
           "stand-ins", "GAP-MA-01"),
    Option("rolloff", OPT_CHOICE, "literal", "roll-off ties: literal (highest unique roll; none unique, all "
           "reroll) or tied (only the tied top rollers reroll)", "AMB-MA-01", choices=("literal", "tied")),
    Option("crossing_passes", FLAG, False, "a move that crosses the finish line passes the racers it goes by",
           "AMB-MA-05"),
    Option("recovery_powers", FLAG, False, "'before my main move' powers still happen on a recovery turn",
           "AMB-MA-10"),
    Option("heckler_self", FLAG, True, "Heckler counts its own turns too", "AMB-MA-15"),
    Option("both_racers_first_turn", FLAG, False, "2 Player Variant: both racers act from the first turn",
           "AMB-MA-20"),
    Option("sealed_predictions", FLAG, False, "Mastermind's and Genius's predictions are dialled in secret and "
           "shown when they resolve (default: announced)", "AMB-MA-19"),
    Option("egg_discards", FLAG, False, "Egg's two unpicked cards leave play (default: bottom of the deck)",
           "AMB-MA-17"),
    Option("wheel_max", NUMBER_OPT, WHEEL_MAX, "the central wheel's largest number: a longer draft line comes in rows "
           "on the left wheel (set from the seated controllers' wheels)", "AMB-01", low=1, cli=False),
)
ROWS = ("up", "down", "right", "left")
"""The left-wheel rows of a draft line longer than the centre wheel's numbers (§13.2)."""


@lru_cache(maxsize=1)
def face_maps() -> dict[str, FaceMap]:
    return load_face_maps(str(packaged("games.magical_athlete", "wheels.yaml")))


class Config:
    """A validated configuration (MA-01, MA-52, GAP-MA-01..03)."""

    def __init__(self, players: tuple[str, ...], variant: str, schedule: str, content_dir: str | None,
                 rolloff: str, policy: dict[str, Any], wheel_max: int = WHEEL_MAX) -> None:
        self.players, self.variant, self.schedule = players, variant, schedule
        self.content_dir, self.rolloff, self.policy = content_dir, rolloff, policy
        self.wheel_max = wheel_max

    @property
    def content(self) -> Content:
        return load_content(self.content_dir)

    @property
    def per_seat(self) -> int:
        """Racers each player races with in one race (MA-64, MA-71)."""
        return 1 if self.variant == "standard" else 2

    def to_json(self) -> dict[str, Any]:
        return {"players": list(self.players), "variant": self.variant, "schedule": self.schedule,
                "content": self.content_dir, "rolloff": self.rolloff, "policy": dict(self.policy),
                "wheel_max": self.wheel_max}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Config:
        return cls(tuple(d["players"]), d["variant"], d["schedule"], d["content"], d["rolloff"], dict(d["policy"]),
                   d.get("wheel_max", WHEEL_MAX))


def make_config(options: Mapping[str, Any]) -> Config:
    if isinstance(options, Config):
        return options
    refuse_unknown(options, {"players", *(o.name for o in OPTIONS)}, "magical_athlete")
    players = seat_colours(options, {2, 3, 4, 5, 6}, "Magical Athlete is for 2 to 6 players", "MA-01")
    defaults = {o.name: o.default for o in OPTIONS}
    get = {**defaults, **{k: v for k, v in options.items() if v is not None}}
    for o in OPTIONS:
        if o.kind == OPT_CHOICE and get[o.name] not in o.choices:
            raise ConfigError(f"{o.name} must be one of {', '.join(o.choices)}, not {get[o.name]!r}", o.rule)
        if o.kind == FLAG and not isinstance(get[o.name], bool):
            raise ConfigError(f"{o.name} must be true or false", o.rule)
    variant = "standard"
    if len(players) == 2:
        variant = "2p"
    elif get["double_racer"]:
        if len(players) != 3:
            raise ConfigError("the Double Racer Variant is for 3 players", "MA-70")
        variant = "double"
    content_dir = get["content"]
    if content_dir is not None and not isinstance(content_dir, str):
        raise ConfigError("content must be a folder", "GAP-MA-01")
    if content_dir is not None and not os.path.isdir(content_dir):
        raise ConfigError(f"content folder {content_dir!r} does not exist", "GAP-MA-01")
    config = Config(players, variant, get["schedule"], content_dir, get["rolloff"],
                    {k: get[k] for k in POLICY_OPTIONS}, whole_number(get["wheel_max"], "wheel_max"))
    load_content(content_dir)                        # checked now (file and field named on error)
    low = 6 if variant == "standard" else 8          # Genius's 1..6; a hand of 8 in the variants
    if config.wheel_max < low:
        raise ConfigError(f"the centre wheel must reach {low} for this game, not {config.wheel_max}", "AMB-01")
    need = len(players) * 4 * (2 if variant != "standard" else 1)
    if len(deck_names()) < need:
        raise ConfigError(f"{len(players)} players in this variant need {need} racers; {len(deck_names())} exist",
                          "MA-08")
    return config


def deck_names() -> tuple[str, ...]:
    """The racers in the box this build has (the 36 of the rulebook, MA-02)."""
    return tuple(n for n in ALL_NAMES if n in RACERS)


class State:
    """The whole game (to_json lists every entry)."""

    def __init__(self) -> None:
        self.config: Config
        self.rng = 0
        self.deck: list[str] = []
        self.phase = "draft"
        self.line: list[str] = []
        self.picks: list[str] = []          # the seats still to pick from this line, in order
        self.drafts: list[tuple[str, list[str]]] = []   # the lines still to come: (first drafter, pick order)
        self.hands: dict[str, list[str]] = {}
        self.drafted: dict[str, list[str]] = {}
        self.points: dict[str, int] = {}
        self.chips: dict[str, dict[str, int]] = {}
        self.race_no = 0
        self.first = ""
        self.choices: dict[str, list[str]] = {}
        self.race: Race | None = None      # the race snapshot at the start of the current step (never mutated)
        self.answers: list[Any] = []
        self.pending: Question | None = None
        self.history: list[dict[str, Any]] = []
        self.winners: list[str] = []
        self.last_race_points: dict[str, int] = {}
        self.emitted = 0
        """Events of the current step already handed out (a replayed step regenerates them)."""

    def clone(self) -> State:
        s = State()
        s.__dict__.update(self.__dict__)
        s.deck, s.line, s.picks = list(self.deck), list(self.line), list(self.picks)
        s.drafts = [(a, list(b)) for a, b in self.drafts]
        s.hands = {k: list(v) for k, v in self.hands.items()}
        s.drafted = {k: list(v) for k, v in self.drafted.items()}
        s.points, s.chips = dict(self.points), {k: dict(v) for k, v in self.chips.items()}
        s.choices = {k: list(v) for k, v in self.choices.items()}
        s.answers, s.history, s.winners = list(self.answers), list(self.history), list(self.winners)
        s.last_race_points = dict(self.last_race_points)
        return s

    def clone_in_race(self) -> State:
        """A copy for an ``apply`` during a race: the race step and :func:`finish_race` replace what they change
        rather than edit it, so only the entries are copied, not what they hold."""
        s = State()
        s.__dict__.update(self.__dict__)
        return s


# ---------------------------------------------------------------- race snapshots (JSON)
def race_to_json(race: Race) -> dict[str, Any]:
    return {"tokens": [t.to_json() for t in race.tokens], "side": race.track.side, "seats": list(race.seats),
            "seat": race.seat, "turns": race.turns, "turns_taken": dict(race.turns_taken), "extra": list(race.extra),
            "jump": race.jump, "finishers": [t.index for t in race.finishers],
            "eliminated": [t.index for t in race.eliminated], "over": race.over, "gained": dict(race.gained),
            "before_done": race.before_done}


def race_from_json(state: State, d: Mapping[str, Any]) -> Race:
    cfg = state.config
    tokens = [Token.from_json(i, t) for i, t in enumerate(d["tokens"])]
    race = Race(tokens, cfg.content.tracks[d["side"]], d["seats"], d["seat"], Rng(state.rng), RACERS,
                points=state.points, deck=state.deck, winners=state.winners, policy=cfg.policy, variant=cfg.variant)
    race.turns, race.turns_taken = d["turns"], dict(d["turns_taken"])
    race.extra, race.jump = list(d["extra"]), d["jump"]
    race.finishers = [tokens[i] for i in d["finishers"]]
    race.eliminated = [tokens[i] for i in d["eliminated"]]
    race.over, race.gained = d["over"], dict(d["gained"])
    race.before_done = d["before_done"]
    return race


# ---------------------------------------------------------------- setup
def roll_off(rng: Rng, seats: list[str], rule: str, how: str, events: list[Event]) -> str:
    """MA-09 / MA-14 with AMB-MA-01: the highest roll nobody else rolled wins; none unique → all reroll
    (``tied``: only the tied top rollers reroll)."""
    rolling = list(seats)
    for _ in range(1000):
        rolls = {s: 1 + rng.below(6) for s in rolling}
        events.append({"type": "roll_off", "rolls": rolls, "rule": rule})
        if how == "tied":
            top = max(rolls.values())
            tied = [s for s in rolling if rolls[s] == top]
            if len(tied) == 1:
                return tied[0]
            rolling = tied
            continue
        unique = [v for v in set(rolls.values()) if list(rolls.values()).count(v) == 1]
        if unique:
            best = max(unique)
            return next(s for s in rolling if rolls[s] == best)
    return rolling[0]


def from_seat(seats: tuple[str, ...] | list[str], first: str) -> list[str]:
    i = seats.index(first)
    return [seats[(i + k) % len(seats)] for k in range(len(seats))]


def draft_plan(cfg: Config, start: str) -> list[tuple[str, list[str]]]:
    """Every line of the draft: (first drafter, pick order) — MA-10, MA-11, MA-63, MA-70."""
    seats = cfg.players
    if cfg.variant == "2p":
        a, b = from_seat(seats, start)
        return [(a, [a, b, b, a, a, b, b, a]), (b, [b, a, a, b, b, a, a, b])]
    plans = []
    rounds = 4 if cfg.variant == "double" else 2
    for k in range(rounds):
        first = seats[(seats.index(start) + k) % len(seats)]
        order = from_seat(seats, first)
        plans.append((first, order + order[::-1]))
    return plans


def setup(options: Mapping[str, Any], seed: int) -> tuple[State, list[Event]]:
    cfg = make_config(options)
    s = State()
    s.config = cfg
    rng = Rng(seed)
    events: list[Event] = []
    s.deck = rng.shuffled(deck_names())                        # MA-05
    s.hands = {p: [] for p in cfg.players}
    s.drafted = {p: [] for p in cfg.players}
    s.points = {p: 0 for p in cfg.players}
    s.chips = {p: {"gold": 0, "silver": 0, "bronze": 0} for p in cfg.players}
    start = roll_off(rng, list(cfg.players), "MA-09", cfg.rolloff, events)
    events.append({"type": "draft_start", "seat": start, "rule": "MA-09"})
    s.drafts = draft_plan(cfg, start)
    s.rng = rng.state
    next_line(s, events)
    return s, events


def next_line(s: State, events: list[Event]) -> None:
    """Turn up the next draft line of 2N cards (MA-08; 8 in the 2 Player Variant, 6 per line with 3), or end
    the draft and roll off for the first race (MA-14)."""
    if not s.drafts:
        rng = Rng(s.rng)
        s.first = roll_off(rng, list(s.config.players), "MA-14", s.config.rolloff, events)
        s.rng = rng.state
        events.append({"type": "first_player", "seat": s.first, "rule": "MA-14"})
        start_choice(s, events)
        return
    first, order = s.drafts.pop(0)
    n = len(order)
    s.line, s.deck = s.deck[:n], s.deck[n:]
    s.picks = order
    s.phase = "draft"
    events.append({"type": "draft_line", "cards": list(s.line), "first": first, "rule": "MA-08"})


def start_choice(s: State, events: list[Event]) -> None:
    s.phase = "choose"
    s.choices = {p: [] for p in s.config.players}
    side = SCHEDULES[s.config.schedule][s.race_no]
    events.append({"type": "race_start", "race": s.race_no + 1, "track": side, "first": s.first, "rule": "MA-49"})


def spare_colours(cfg: Config) -> dict[str, str]:
    """GAP-MA-06: the unseated colours in the console's order, dealt to the players in seat order."""
    spare = [c for c in COLOURS if c not in cfg.players]
    return {p: spare[i] for i, p in enumerate(cfg.players) if i < len(spare)}


def reveal(s: State, events: list[Event]) -> None:
    """MA-15..MA-17: every choice revealed together; the tokens go on the Start (not a stop, AMB-MA-36)."""
    cfg = s.config
    spare = spare_colours(cfg)
    tokens: list[Token] = []
    for p in cfg.players:
        for k, name in enumerate(s.choices[p]):
            colour = p if k == 0 else spare[p]
            tokens.append(Token(len(tokens), colour, p, name))
            s.hands[p].remove(name)
    events.append({"type": "reveal", "racers": {t.colour: {"seat": t.seat, "racer": t.name} for t in tokens},
                   "rule": "MA-15"})
    side = SCHEDULES[cfg.schedule][s.race_no]
    race = Race(tokens, cfg.content.tracks[side], list(cfg.players), s.first, Rng(s.rng), RACERS, points=s.points,
                deck=s.deck, winners=s.winners, policy=cfg.policy, variant=cfg.variant)
    s.choices = {p: [] for p in cfg.players}
    s.race = race
    s.phase = "race"
    s.answers, s.pending = [], None


class _Guessed(Exception):
    """A step guessed quiet (Race.quiet_next) asked a question: the apply's race is played again with
    snapshots."""


def run_race(s: State, events: list[Event]) -> None:
    """Play steps from the snapshot until a question is pending or the race is over (module docstring). A
    step that asks nothing needs no snapshot of its start; one is kept unless the race guesses the step asks
    nothing, and a wrong guess plays the apply's race again from its start keeping every snapshot."""
    start = (s.race, s.answers, s.pending, s.emitted, s.rng, s.points, s.deck, len(events))
    try:
        _run_steps(s, events, guess=True)
    except _Guessed:
        s.race, s.answers, s.pending, s.emitted, s.rng, s.points, s.deck = start[:7]
        del events[start[7]:]
        _run_steps(s, events, guess=False)


def _run_steps(s: State, events: list[Event], guess: bool) -> None:
    assert s.race is not None
    snapshot: Race | None = s.race                   # the race at the start of the coming step
    race = s.race.clone()
    race.answers = list(s.answers)
    while True:
        try:
            if not race.before_done:
                race.before_race()
                race.before_done = True
            else:
                race.step()
        except NeedInput as need:
            if snapshot is None:
                raise _Guessed() from None
            events.extend(race.events[s.emitted:])
            s.emitted = len(race.events)
            s.pending = need.question
            s.race = snapshot
            return
        except RaceOver:
            pass
        events.extend(race.events[s.emitted:])
        s.emitted = 0
        s.rng = race.rng.state
        s.points = dict(race.points)
        s.deck = list(race.deck)
        s.answers, s.pending = [], None
        if race.over:
            finish_race(s, race, events)
            return
        race.settle()
        snapshot = None if guess and race.quiet_next() else race.clone()


def finish_race(s: State, race: Race, events: list[Event]) -> None:
    """MA-44..MA-51: chips to 1st and 2nd, the used racers leave, the next race's first player, the track
    turned; after the fourth race the game ends (MA-53)."""
    cfg = s.config
    content = cfg.content
    s.points, s.chips = dict(s.points), {k: dict(v) for k, v in s.chips.items()}      # replaced, not edited
    s.winners, s.history = list(s.winners), list(s.history)                            # (State.clone_in_race)
    gained = dict(race.gained)
    places = race.finishers
    if places:
        gold = content.gold[s.race_no]
        s.points[places[0].seat] += gold
        s.chips[places[0].seat]["gold"] += gold
        gained[places[0].seat] = gained.get(places[0].seat, 0) + gold
        events.append({"type": "chip", "seat": places[0].seat, "chip": "gold", "points": gold, "rule": "MA-44"})
        s.winners.append(places[0].name)
    if len(places) > 1:
        silver = content.silver[s.race_no]
        s.points[places[1].seat] += silver
        s.chips[places[1].seat]["silver"] += silver
        gained[places[1].seat] = gained.get(places[1].seat, 0) + silver
        events.append({"type": "chip", "seat": places[1].seat, "chip": "silver", "points": silver, "rule": "MA-44"})
    else:
        events.append({"type": "silver_discarded", "rule": "MA-45"})
    for seat, n in race.gained.items():
        s.chips[seat]["bronze"] += n
    side = race.track.side
    racers: dict[str, Any] = {}
    for t in race.tokens:
        racers[t.seat] = t.name if cfg.variant == "standard" else [*racers.get(t.seat, []), t.name]
    s.history.append({"track": side, "racers": racers, "first": places[0].seat if places else None,
                      "second": places[1].seat if len(places) > 1 else None})
    s.last_race_points = gained
    s.race, s.answers, s.pending = None, [], None
    s.race_no += 1
    if s.race_no >= 4:
        s.phase = "over"
        events.append({"type": "game_over", "points": dict(s.points), "winners": winners(s), "rule": "MA-54"})
        return
    rng = Rng(s.rng)
    s.first = next_first(s, race, gained, rng, events)
    s.rng = rng.state
    events.append({"type": "first_player", "seat": s.first, "rule": "MA-51"})
    start_choice(s, events)


def next_first(s: State, race: Race, gained: Mapping[str, int], rng: Rng, events: list[Event]) -> str:
    """MA-51 with AMB-MA-22 (first eliminated, else farthest behind; ties roll off); the 2 Player Variant's
    MA-67 with AMB-MA-21 (fewer points gained in the race; ties roll off)."""
    cfg = s.config
    if cfg.variant == "2p":
        low = min(gained.get(p, 0) for p in cfg.players)
        tied = [p for p in cfg.players if gained.get(p, 0) == low]
        return tied[0] if len(tied) == 1 else roll_off(rng, tied, "MA-67", cfg.rolloff, events)
    if race.eliminated:
        return race.eliminated[0].seat
    live = race.on_track()
    if not live:
        return s.first
    low = min(t.space for t in live)
    tied = sorted({t.seat for t in live if t.space == low}, key=cfg.players.index)
    return tied[0] if len(tied) == 1 else roll_off(rng, tied, "MA-51", cfg.rolloff, events)


def winners(s: State) -> list[str]:
    top = max(s.points.values())
    return [p for p in s.config.players if s.points[p] == top]                 # MA-54, MA-55


# ---------------------------------------------------------------- prompts
@lru_cache(maxsize=4096)
def yes_no_field(name: str, rule: str, why: str) -> Field:
    return face_maps()["answer"].field(name, rule, ("yes", "no"), why=why)


@lru_cache(maxsize=8192)
def question_prompt(q: Question) -> Prompt:
    """The prompt for a power's question (§13.2): yes/no on the right wheel, a racer by colour or a number on
    the centre wheel; an optional target or number is one prompt with the yes/no beside it."""
    fields: list[Field] = []
    if q.kind == "yes":
        fields.append(yes_no_field("answer", q.rule, q.text))
    else:
        if q.optional:
            fields.append(yes_no_field("use", q.rule, q.text))
        only = ("use", ("yes",)) if q.optional else None
        if q.kind == "target":
            fields.append(Field("colour", COLOUR, q.rule, "the racer's colour", options=q.options, only_if=only))
        elif q.kind == "number":
            fields.append(Field("number", NUMBER, q.rule, f"a number {q.low} to {q.high}", low=q.low, high=q.high,
                                only_if=only))
        else:
            fields.append(Field("number", NUMBER, q.rule, "a list number: " + ", ".join(
                f"{i + 1} {n}" for i, n in enumerate(q.options)), low=1, high=len(q.options), only_if=only))
    return Prompt(q.seat, q.seat, tuple(fields), q.secret, q.rule, f"{q.seat}: {q.text}")


def answer_value(q: Question, values: Mapping[str, Any]) -> Any:
    if q.kind == "yes":
        return values["answer"] == "yes"
    if q.optional and values.get("use") != "yes":
        return None
    if q.kind == "target":
        return values["colour"]
    if q.kind == "number":
        return int(values["number"])
    return int(values["number"]) - 1


@lru_cache(maxsize=4096)
def draft_prompt(seat: str, size: int, wheel_max: int = WHEEL_MAX) -> Prompt:
    """MA-10: a card of the line by its number on the centre wheel; a line longer than the wheel's numbers
    comes in rows chosen on the left wheel (§13.2), each row numbered from 1."""
    if size <= wheel_max:
        f = Field("card", NUMBER, "MA-10", f"the number of a card in the line, 1 to {size}", low=1, high=size)
        return Prompt(seat, seat, (f,), False, "MA-10", f"{seat}: draft a racer from the line")
    per = -(-size // -(-size // wheel_max))
    rows = -(-size // per)
    fields = [Field("row", DIRECTION, "MA-10", "a row of the draft line", options=ROWS[:rows])]
    for r in range(rows):
        count = min(per, size - r * per)
        fields.append(Field(f"card_{ROWS[r]}", NUMBER, "MA-10", f"the number of a card in this row, 1 to {count}",
                            low=1, high=count, only_if=("row", (ROWS[r],))))
    return Prompt(seat, seat, tuple(fields), False, "MA-10", f"{seat}: draft a racer from the line")


def drafted_index(values: Mapping[str, Any], size: int, wheel_max: int) -> int:
    """The 0-based card of the line a draft prompt's values give."""
    if "card" in values:
        return int(values["card"]) - 1
    per = -(-size // -(-size // wheel_max))
    return ROWS.index(values["row"]) * per + int(values[f"card_{values['row']}"]) - 1


@lru_cache(maxsize=4096)
def choice_prompt(seat: str, size: int, second: bool) -> Prompt:
    rule = "MA-15"
    why = f"the number of a racer in your hand, 1 to {size}" + (" (your second racer)" if second else "")
    f = Field("racer", NUMBER, rule, why, low=1, high=size, secret=True)
    return Prompt(seat, seat, (f,), True, rule, f"{seat}: choose your racer for the race in secret")


def prompts(s: State) -> dict[str, Prompt]:
    if s.phase == "draft":
        return {s.picks[0]: draft_prompt(s.picks[0], len(s.line), s.config.wheel_max)}
    if s.phase == "choose":
        need = s.config.per_seat
        out = {}
        for p in s.config.players:
            if len(s.choices[p]) < need:
                left = len(s.hands[p]) - len(s.choices[p])
                out[p] = choice_prompt(p, left, bool(s.choices[p]))
        return out
    if s.phase == "race" and s.pending is not None:
        return {s.pending.seat: question_prompt(s.pending)}
    return {}


def apply(s: State, inputs: Mapping[str, Any]) -> tuple[State, list[Event]]:
    asked = prompts(s)
    if not asked:
        raise IllegalInput("MA-53", "", None, None, "the game is over")
    values = validate_inputs(asked, inputs)
    s = s.clone_in_race() if s.phase == "race" else s.clone()
    events: list[Event] = []
    if s.phase == "draft":
        seat = s.picks.pop(0)
        card = s.line.pop(drafted_index(values[seat], len(s.line), s.config.wheel_max))
        s.hands[seat].append(card)
        s.drafted[seat].append(card)
        events.append({"type": "draft_pick", "seat": seat, "racer": card, "rule": "MA-10"})
        if not s.picks:
            s.deck.extend(s.line)                    # no card is left in a line (2N picks of 2N cards)
            s.line = []
            next_line(s, events)
    elif s.phase == "choose":
        for seat, v in values.items():
            left = [n for n in s.hands[seat] if n not in s.choices[seat]]
            s.choices[seat].append(left[v["racer"] - 1])
        events.append({"type": "locked", "seats": sorted(values), "rule": "MA-15"})
        if all(len(c) == s.config.per_seat for c in s.choices.values()):
            reveal(s, events)
    else:
        assert s.pending is not None
        q = s.pending
        s.answers = [*s.answers, answer_value(q, values[q.seat])]
        s.pending = None
    if s.phase == "race":
        run_race(s, events)
    return s, events


# ---------------------------------------------------------------- views, JSON, result
def race_view(s: State) -> dict[str, Any] | None:
    if s.race is None:
        return None
    r = race_to_json(s.race)
    tokens = []
    for t in r["tokens"]:
        racer = RACERS.get(t["borrowed"] or t["name"])
        tokens.append({"colour": t["colour"], "seat": t["seat"], "racer": t["name"], "space": t["space"],
                       "tripped": t["tripped"], "place": t["place"], "out": t["out"], "borrowed": t["borrowed"],
                       "power": racer.power if racer else "", "text": racer.text if racer else ""})
    return {"track": r["side"], "tokens": tokens, "turn": r["seat"], "turns": r["turns"],
            "finishers": [r["tokens"][i]["colour"] for i in r["finishers"]]}


def track_view(track: Any) -> dict[str, Any]:
    """The side of the track the current (or next) race runs on, for the TV: its spaces, corners and special
    spaces (MA-56..MA-62)."""
    return {"side": track.side, "finish": track.finish, "corners": list(track.corners),
            "features": [{"space": k, "kind": v[0], "amount": v[1]} for k, v in sorted(track.features.items())]}


@lru_cache(maxsize=1)
def _cards() -> tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]:
    return tuple((n, (("title", r.title), ("power", r.power), ("text", r.text), ("timing", r.timing),
                      ("optional", r.optional))) for n, r in RACERS.items())


def racer_cards() -> dict[str, dict[str, Any]]:
    """Every racer card of the box as the table sees it (public, MA-02): title, power name, text, timing,
    optional — so a screen names racers and shows powers without importing the rules."""
    return {n: {k: list(v) if isinstance(v, tuple) else v for k, v in card} for n, card in _cards()}


def observe(s: State, seat: str | None) -> dict[str, Any]:
    cfg = s.config
    view: dict[str, Any] = {
        "phase": s.phase, "variant": cfg.variant, "race_no": s.race_no + (0 if s.phase != "over" else 0),
        "schedule": list(SCHEDULES[cfg.schedule]), "points": dict(s.points), "chips": {k: dict(v) for k, v in s.chips.items()},
        "hands": {k: list(v) for k, v in s.hands.items()}, "drafted": {k: list(v) for k, v in s.drafted.items()},
        "line": [{"number": i + 1, "racer": n} for i, n in enumerate(s.line)], "picks": list(s.picks),
        "locked": sorted(p for p, c in s.choices.items() if len(c) >= cfg.per_seat) if s.phase == "choose" else [],
        "first": s.first, "race": race_view(s), "history": [dict(h) for h in s.history],
        "pending": s.pending.to_json() if s.pending else None, "race_winners": list(s.winners),
        "game": "magical_athlete", "players": list(cfg.players), "scores": dict(s.points),
        "winners": winners(s) if s.phase == "over" else [],
        "finish": cfg.content.tracks[SCHEDULES[cfg.schedule][min(s.race_no, 3)]].finish,
        "track": track_view(cfg.content.tracks[SCHEDULES[cfg.schedule][min(s.race_no, 3)]]),
        "cards": racer_cards(),
    }
    if seat is not None:
        view["private"] = {"chosen": list(s.choices.get(seat, []))} if s.phase == "choose" else {}
    return view


def to_json(s: State) -> dict[str, Any]:
    return {"config": s.config.to_json(), "rng": s.rng, "deck": list(s.deck), "phase": s.phase, "line": list(s.line),
            "picks": list(s.picks), "drafts": [[a, list(b)] for a, b in s.drafts],
            "hands": {k: list(v) for k, v in s.hands.items()}, "drafted": {k: list(v) for k, v in s.drafted.items()},
            "points": dict(s.points), "chips": {k: dict(v) for k, v in s.chips.items()}, "race_no": s.race_no,
            "first": s.first, "choices": {k: list(v) for k, v in s.choices.items()},
            "race": None if s.race is None else race_to_json(s.race),
            "answers": list(s.answers), "pending": s.pending.to_json() if s.pending else None,
            "history": list(s.history), "winners": list(s.winners), "last_race_points": dict(s.last_race_points),
            "emitted": s.emitted}


def from_json(d: Mapping[str, Any]) -> State:
    s = State()
    s.config = Config.from_json(d["config"])
    s.rng, s.deck, s.phase, s.line, s.picks = d["rng"], list(d["deck"]), d["phase"], list(d["line"]), list(d["picks"])
    s.drafts = [(a, list(b)) for a, b in d["drafts"]]
    s.hands = {k: list(v) for k, v in d["hands"].items()}
    s.drafted = {k: list(v) for k, v in d["drafted"].items()}
    s.points, s.chips = dict(d["points"]), {k: dict(v) for k, v in d["chips"].items()}
    s.race_no, s.first = d["race_no"], d["first"]
    s.choices = {k: list(v) for k, v in d["choices"].items()}
    s.answers = list(d["answers"])
    s.pending = Question.from_json(d["pending"]) if d["pending"] else None
    s.history, s.winners = list(d["history"]), list(d["winners"])
    s.race = None if d["race"] is None else race_from_json(s, d["race"])
    s.last_race_points, s.emitted = dict(d["last_race_points"]), d["emitted"]
    return s


def result(s: State) -> dict[str, Any] | None:
    if s.phase != "over":
        return None
    return {"scores": dict(s.points), "winners": winners(s), "races": list(s.history),
            "players": {p: {"points": s.points[p], "racers": list(s.drafted[p])} for p in s.config.players},
            "variant": s.config.variant}


class MagicalAthlete:
    """The rules object ``process_game`` registers (games/magical_athlete/__init__.py)."""

    name = "magical_athlete"
    player_counts = frozenset({2, 3, 4, 5, 6})
    options = OPTIONS

    def configure(self, options: Mapping[str, Any]) -> Config:
        return make_config(options)

    def setup(self, config: Any, seed: int) -> State:
        return setup(config, seed)[0]

    def prompts(self, state: State) -> dict[str, Prompt]:
        return prompts(state)

    def apply(self, state: State, inputs: Mapping[str, Any]) -> tuple[State, list[Event]]:
        return apply(state, inputs)

    def observe(self, state: State, seat: str | None) -> dict[str, Any]:
        return observe(state, seat)

    def result(self, state: State) -> dict[str, Any] | None:
        return result(state)

    def to_json(self, state: State) -> dict[str, Any]:
        return to_json(state)

    def from_json(self, data: Mapping[str, Any]) -> State:
        return from_json(data)

    def content_record(self, config: Any) -> dict[str, Any]:
        cfg = make_config(config)
        return {"content": cfg.content_dir, "stand_ins": list(cfg.content.stand_ins)}
