"""Building a Magical Athlete race position for a test: given racers on given spaces, forced dice and
answers, then stepping it a turn at a time or calling the engine's primitives directly
(games/magical_athlete/racers/__init__.py, "Testing a racer").

    race = scenario({"red": "CENTAUR", "blue": "BANANA"}, spaces={"blue": 4}, dice=[5])
    race.turn("red")
    assert race.space("red") == 5 and race.tripped("red")

Racers are given by colour in seat order (the first colour is the current player unless ``first`` says
otherwise); a colour's value may be a ``(seat, name)`` pair for the double variants (two colours of one
seat). ``answers`` is a list of answers in the order the questions come (True/False for a yes/no, a colour
or None for a target, an int or None for a number, a 0-based index for a choice) or a function of the
:class:`~games.magical_athlete.engine.Question`; with neither, a question raises NeedInput.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from games.core.rng import Rng
from games.magical_athlete.engine import Question, Race, RaceOver, Track
from games.magical_athlete.powers import Fact, Token
from games.magical_athlete.racers import RACERS

PLAIN = Track("mild", 30, (8, 15, 23), {})
"""A plain 30-space test track: spaces 0..29, finish line at 30, second corner at 15."""


class Scenario:
    """A race under test (module docstring)."""

    def __init__(self, race: Race) -> None:
        self.race = race

    # reading
    def tok(self, colour: str) -> Token:
        return self.race.token(colour)

    def space(self, colour: str) -> int:
        return self.tok(colour).space

    def tripped(self, colour: str) -> bool:
        return self.tok(colour).tripped

    def place(self, colour: str) -> int:
        return self.tok(colour).place

    def out(self, colour: str) -> bool:
        return self.tok(colour).out

    @property
    def events(self) -> list[dict[str, Any]]:
        return self.race.events

    @property
    def asked(self) -> list[Question]:
        return self.race.questions

    def types(self) -> list[str]:
        return [e["type"] for e in self.race.events]

    def powers_used(self) -> list[str]:
        """The rule IDs of the power events, in order (who did what)."""
        return [e["rule"] for e in self.race.events if e["type"] == "power"]

    @property
    def over(self) -> bool:
        return self.race.over

    # acting
    def dice(self, *faces: int) -> Scenario:
        self.race.forced.extend(faces)
        return self

    def answer(self, *values: Any) -> Scenario:
        self.race.answers.extend(values)
        return self

    def turn(self, colour: str) -> Scenario:
        """Play ``colour``'s player's turn now (that racer alone), as if it were their turn."""
        token = self.tok(colour)
        self.race.seat = token.seat
        self.race.turns += 1
        self.race.turns_taken[token.seat] += 1
        self._run(lambda: self.race.take_turn(token))
        self.race.current = None
        return self

    def next(self) -> Scenario:
        """Play the next turn the engine's turn order gives (MA-21)."""
        self._run(self.race.step)
        return self

    def before_race(self) -> Scenario:
        self._run(self.race.before_race)
        return self

    def do(self, action: Callable[[Race], Any]) -> Scenario:
        """Run ``action(race)`` (a primitive, a resolve) as one chain, the race ending caught."""
        self._run(lambda: self.race.chain(lambda: action(self.race)))
        return self

    def resolve(self, *facts: Fact) -> Scenario:
        return self.do(lambda r: r.resolve(list(facts)))

    def _run(self, run: Callable[[], Any]) -> None:
        try:
            run()
        except RaceOver:
            pass


def scenario(racers: Mapping[str, str | tuple[str, str]], *, spaces: Mapping[str, int] | None = None,
             dice: Sequence[int] = (), answers: Sequence[Any] | Callable[[Question], Any] = (),
             track: Track = PLAIN, features: Mapping[int, tuple[str, int]] | None = None,
             first: str | None = None, tripped: Sequence[str] = (), points: Mapping[str, int] | None = None,
             deck: Sequence[str] = (), winners: Sequence[str] = (), policy: Mapping[str, Any] | None = None,
             variant: str = "standard", seed: int = 1) -> Scenario:
    """A race position (module docstring). Unknown racer names fail at once with the known ones listed."""
    tokens: list[Token] = []
    seats: list[str] = []
    for i, (colour, spec) in enumerate(racers.items()):
        seat, name = spec if isinstance(spec, tuple) else (colour, spec)
        if name not in RACERS:
            raise KeyError(f"no racer {name!r} (known: {', '.join(sorted(RACERS))})")
        tokens.append(Token(i, colour, seat, name, (spaces or {}).get(colour, 0)))
        if seat not in seats:
            seats.append(seat)
    if features is not None:
        track = Track(track.side, track.finish, track.corners, dict(features))
    base_points = {s: 0 for s in seats}
    base_points.update(points or {})
    race = Race(tokens, track, seats, first or seats[0], Rng(seed), RACERS, points=base_points, deck=deck,
                winners=winners, policy=policy, variant=variant)
    for colour in tripped:
        race.token(colour).tripped = True
    race.forced.extend(dice)
    if callable(answers):
        race.answerer = answers
    else:
        race.answers.extend(answers)
    return Scenario(race)
