"""The Trial protocol every Stadium trial implements, and the records the meta-game and a trial exchange.

A trial never changes Energy, medals, the First Player token or the track itself: it returns an
:class:`Outcome` naming the changes and the meta-game applies them (ST-10, ST-20, ST-21). The meta-game
lends the trial a read-only :class:`Table` at every step.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol

from games.core.prompt import Field, Prompt
from games.core.rng import Rng

TEAMS = ("red", "blue")
MEDALS = ("gold", "silver", "bronze")
KINDS = ("standard", "rest", "final")


@dataclass(frozen=True)
class Award:
    """One medal awarded (``change`` +1) or lost (-1, ST-DOPE-06) by a team, for an athlete when individual."""

    team: str
    medal: str
    change: int = 1
    seat: str | None = None


@dataclass(frozen=True)
class Table:
    """What the meta-game lends a trial at each step: read-only facts, rebuilt after every step."""

    seats: tuple[str, ...]
    """Controller colours in clockwise seat order."""
    teams: dict[str, str]
    """Seat -> "red" | "blue" (alternating, ST-02)."""
    energy: dict[str, int]
    """Every seat's Energy now (0..30, ST-10)."""
    first: str
    """The seat holding the First Player token now."""
    wheel_max: int
    """The centre wheel's largest number (AMB-01): an extra cap on dialled numbers."""
    dice: dict[str, tuple]
    """Die colour -> faces (games/core/dice.py)."""
    content: Any
    """This trial's validated content (what ``Trial.load`` returned)."""
    medals: dict[str, dict[str, int]]
    """Team -> {"gold": n, "silver": n, "bronze": n}."""

    def members(self, team: str) -> tuple[str, ...]:
        """The team's seats in seat order."""
        return tuple(s for s in self.seats if self.teams[s] == team)

    def cap(self, seat: str) -> int:
        """The largest number ``seat`` may dial now: its Energy (ST-09) and the wheel (AMB-01)."""
        return min(self.energy[seat], self.wheel_max)


@dataclass(frozen=True)
class Outcome:
    """What a trial step returns; only the meta-game changes Energy, medals, the token or the track."""

    state: Any | None
    """The trial's next state (a dataclass); None = the trial is over."""
    events: tuple[dict, ...] = ()
    """JSON-ready events (every die roll is a "roll" event, see games.core.dice.roll)."""
    energy: dict[str, int] = field(default_factory=dict)
    """Energy DELTAS per seat (the meta-game clamps to 0..30, ST-10)."""
    scores: dict[str, int] = field(default_factory=dict)
    """Score track values to set (ST-12; the meta-game clears them per trial)."""
    awards: tuple[Award, ...] = ()
    """Medals awarded or lost now (ST-20: applied at once)."""
    pass_token: int = 0
    """Times the First Player token passes now, inside the trial (AMB-37)."""


class Trial(Protocol):
    id: str
    """"cycling", ... (the ids of trials/__init__.py TRIAL_MODULES)."""

    @property
    def name(self) -> str:
        """"Track Cycling" (the trial's words, games/stadium/content/<id>.yaml)."""

    kind: str
    """"standard" | "rest" | "final" (ST-29)."""
    talk: bool
    """Communication allowed (ST-11)."""
    passes_token: bool
    """The tile carries the first-player pictogram: the meta-game passes the token once after the trial
    (ST-21, GAP-10, AMB-50)."""
    step_cap: int
    """AMB-45: after this many applied steps the meta-game calls ``forced_end``."""
    state_type: type
    """The trial's state dataclass (for serialisation)."""

    @property
    def summary(self) -> str:
        """One or two sentences for the TV: what you dial and how medals are won (the trial's words)."""

    def load(self, content_path: str | None) -> Any:
        """Validated content (None = the shipped stand-in)."""

    def start(self, table: Table, rng: Rng) -> Outcome:
        """The first state (may roll dice)."""

    def prompts(self, state: Any, table: Table) -> dict[str, Prompt]:
        """Who owes input now, keyed by seat (= controller)."""

    def apply(self, state: Any, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        """Validate with games.core.prompt.validate_inputs FIRST (IllegalInput naming the rule, nothing
        changed on refusal), then resolve."""

    def forced_end(self, state: Any, table: Table) -> Outcome:
        """AMB-45: the trial hit its step cap; the documented tie (both Gold by default)."""

    def view(self, state: Any, table: Table) -> dict:
        """Public, plain JSON, never a secret."""

    def position_problems(self, state: Any, table: Table) -> list[tuple[str, str]]:
        """What breaks the trial's rules in ``state`` when a position describes it (field, sentence); the
        shared base (games/stadium/trial_content.Worded) finds nothing."""

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        """The heuristic bot's answer from the seat's view only (view = Stadium.observe(state, seat))."""

    def fields(self, table: Table) -> tuple[Field, ...]:
        """Every field at its widest (by name) that the trial's prompts can ask on a table like this one
        (numbers 0..table.wheel_max, every colour, every option): Stadium.fields unites them for the host's
        face-table check, and the conformance check proves no prompt asks for more."""

    # Optional: OPTIONS: tuple[Option, ...] and configure(content, options) -> content, the trial's named
    # policies (games/stadium/policy.py); Stadium offers them as its own options and configures the content.
