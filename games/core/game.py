"""The contract every game implements (docs/architecture.md §2, §7), processed once at registration.

A game is a package ``games/<name>/`` whose ``__init__.py`` defines ``GAME = process_game(rules, ...)``:
``rules`` is an object with the required members of :class:`Game` (the pure state machine), the keywords
declare the optional members. :func:`process_game` checks the required members and the declared ones and
fills every default once (boardgame.io's ``ProcessGameConfig``); the host and the tests use only the
:class:`ProcessedGame` it returns, so nobody probes a game for a member. ``games.registry`` finds every
such package by convention; the console's screen for it is ``host.screen.games.<name>``.

The optional members and their defaults (a keyword left out gets the default):

- ``fields(state) -> tuple[Field, ...]``: every field, at its widest, that any prompt can ask for from
  ``state`` on; before play the host checks that each seated controller's face table shows every face
  these need, and the conformance check proves no prompt asks for more (default: the fields of the
  current prompts, and ``declares_fields`` is False);
- ``wheel_option: str | None``: the configuration option that receives the seated controllers' largest
  centre-wheel number when the user gave none (AMB-01; default None);
- ``hidden: tuple[str, ...]``: top-level entries of ``to_json(state)`` nobody at the table may see (hands,
  face-down tiles); the conformance check proves the TV view never depends on them (CON-05). A ``rng``
  entry is always treated as hidden (default ``()``);
- ``extra_controllers(config) -> tuple[str, ...]``: controllers a configuration needs beyond the players'
  own (a 3-player game's extra piece on a controller of its own), asked of the configuration
  ``configure`` returns (default ``()``);
- ``content_record(config) -> dict``: for the journal header, which content files are in play and which
  are stand-ins (default ``{}``: nothing recorded);
- ``private_lines(private) -> list[str]``: a seat's ``observe(state, seat)["private"]`` in words
  (default: plain JSON written out, a mapping as "Key: value" lines, a list as its items);
- ``picture(view) -> str | None``: the board as text for the headless play-by-play (default None);
- ``narrate(events, view) -> list[str]``: play-by-play lines (default: each public event's type);
- ``summarise(results, players) -> dict`` and ``summary_lines(summary, options) -> list[str]``: the
  statistics of ``eightbit simulate`` (default: games played and wins per seat);
- ``help() -> dict``: the rules help (default: ``content/help.yaml`` of the game's package, which
  ``package`` names; games/core/help.py);
- ``bots: {kind: class}``: the bots the game offers; ``random`` (games/core/bots.py) is always offered;
- ``order: int``: where the console lists the game (the lowest is the default game; ties by name);
- ``conformance: tuple[Conformance, ...]``: the option sets the shared conformance and replay tests
  play (default: one set, the smallest player count).

Events an ``apply`` returns are public; an event private to one seat carries ``"to": seat`` and is never
handed to listeners (the seat's private view comes from ``observe(state, seat)["private"]``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol

from games.core.bots import Bot, RandomBot
from games.core.faces import COLOURS
from games.core.options import Option
from games.core.prompt import Field, Prompt

Event = dict[str, Any]
"""An event is a JSON-ready dict with a ``type`` key (moves, catches, rolls, draws, scores ...)."""


class Game(Protocol):
    """The required members: a pure, seeded, replayable game."""

    # read-only members (properties here): a class attribute of the rules and a frozen ProcessedGame both fit
    @property
    def name(self) -> str:
        """The game's lower-case word."""

    @property
    def player_counts(self) -> frozenset[int]:
        """How many may play (e.g. 3 or 4; 4 or 6): a set, not a range."""

    @property
    def options(self) -> tuple[Option, ...]:
        """Every option a user can set, declared once (games/core/options.py)."""

    def configure(self, options: Mapping[str, Any]) -> Any:
        """The validated configuration of plain options (``players`` and the declared options), every
        content file that can come up checked; raises ConfigError or ContentError (CON-01)."""

    def setup(self, config: Any, seed: int) -> Any:
        """The initial state of a configuration (``configure``'s, or plain options it configures)."""

    def prompts(self, state: Any) -> dict[str, Prompt]:
        """Who owes input now, keyed by controller colour; empty when the game is over."""

    def apply(self, state: Any, inputs: Mapping[str, Any]) -> tuple[Any, list[Event]]:
        """Validate every input, then resolve; returns a new state and the events."""

    def observe(self, state: Any, seat: str | None) -> dict[str, Any]:
        """What ``seat`` (or the TV, for ``None``) may see."""

    def result(self, state: Any) -> dict[str, Any] | None:
        """``{"scores", "winners", ...}`` once the game is over, else ``None``."""

    def to_json(self, state: Any) -> dict[str, Any]:
        """A JSON-ready copy of the whole state."""

    def from_json(self, data: Mapping[str, Any]) -> Any:
        """The state ``to_json`` described."""


REQUIRED_METHODS = ("configure", "setup", "prompts", "apply", "observe", "result", "to_json", "from_json")


class GameError(TypeError):
    """A game package that breaks the contract: one line naming the game and the member."""


@dataclass(frozen=True)
class Conformance:
    """One option set the shared conformance and replay tests play: ``seeds`` seeded games with random bots,
    the JSON round trip checked every ``roundtrip_every`` steps after the first ``full`` seeds."""

    options: Mapping[str, Any]
    seeds: int = 30
    roundtrip_every: int = 7
    full: int = 5

    @property
    def label(self) -> str:
        """A short test id: ``4p``, ``3p-short``."""
        rest = [f"{v}" for k, v in self.options.items() if k != "players"]
        return "-".join([f"{len(self.options['players'])}p", *rest]).replace(" ", "")


def generic_lines(private: Any) -> list[str]:
    """Plain JSON as lines: a mapping's entries, a list's items, anything else as one line."""
    if private is None or private == {} or private == []:
        return []
    if isinstance(private, Mapping):
        return [f"{words_of(k).capitalize()}: {words_of(v)}" for k, v in private.items()]
    if isinstance(private, (list, tuple)):
        return [words_of(v) for v in private]
    return [words_of(private)]


def words_of(value: Any) -> str:
    """A JSON value in plain words: lists joined by commas ("none" when empty), underscores as spaces."""
    if isinstance(value, (list, tuple)):
        return ", ".join(words_of(v) for v in value) or "none"
    if isinstance(value, Mapping):
        return ", ".join(f"{words_of(k)} {words_of(v)}" for k, v in value.items())
    return str(value).replace("_", " ")


def event_lines(events: list[Event], view: dict[str, Any]) -> list[str]:
    """The default play-by-play: each public event's type in words."""
    return [str(e.get("type", "event")).replace("_", " ") for e in events if "to" not in e]


def no_picture(view: dict[str, Any]) -> str | None:
    return None


def wins_summary(results: list[dict[str, Any]], players: list[str]) -> dict[str, Any]:
    """The default statistics: games played and how often each seat was among the winners."""
    return {"games": len(results), "wins": {p: sum(p in r.get("winners", ()) for r in results) for p in players}}


def wins_lines(summary: dict[str, Any], options: dict[str, Any]) -> list[str]:
    games = summary["games"] or 1
    return [f"games: {summary['games']}"] + [f"{p} won {n} ({100 * n / games:.0f}%)"
                                              for p, n in summary["wins"].items()]


@dataclass(frozen=True, eq=False)
class ProcessedGame:
    """A registered game with every member present (see the module docstring); the rules object it was
    processed from is ``rules``. Built by :func:`process_game` only."""

    rules: Any
    name: str
    player_counts: frozenset[int]
    options: tuple[Option, ...]
    configure: Callable[[Mapping[str, Any]], Any]
    setup: Callable[..., Any]
    prompts: Callable[[Any], dict[str, Prompt]]
    apply: Callable[[Any, Mapping[str, Any]], tuple[Any, list[Event]]]
    observe: Callable[[Any, str | None], dict[str, Any]]
    result: Callable[[Any], dict[str, Any] | None]
    to_json: Callable[[Any], dict[str, Any]]
    from_json: Callable[[Mapping[str, Any]], Any]
    fields: Callable[[Any], tuple[Field, ...]]
    declares_fields: bool
    wheel_option: str | None
    hidden: tuple[str, ...]
    extra_controllers: Callable[[Any], tuple[str, ...]]
    content_record: Callable[[Any], dict[str, Any]]
    private_lines: Callable[[Any], list[str]]
    picture: Callable[[dict[str, Any]], str | None]
    narrate: Callable[[list[Event], dict[str, Any]], list[str]]
    summarise: Callable[[list[dict[str, Any]], list[str]], dict[str, Any]]
    summary_lines: Callable[[dict[str, Any], dict[str, Any]], list[str]]
    help: Callable[[], dict[str, Any]]
    bots: Mapping[str, type] = field(default_factory=dict)
    order: int = 100
    conformance: tuple[Conformance, ...] = ()
    option_names: frozenset[str] = frozenset()

    def make_bot(self, kind: str) -> Bot:
        """A new bot of ``kind``; KeyError lists the kinds this game offers."""
        try:
            return self.bots[kind]()
        except KeyError:
            raise KeyError(f"unknown bot {kind!r} for {self.name} (known: {', '.join(self.bots)})") from None


def _current_fields(game: Any) -> Callable[[Any], tuple[Field, ...]]:
    def fields(state: Any) -> tuple[Field, ...]:
        return tuple(f for p in game.prompts(state).values() for f in p.fields)
    return fields


def _none(config: Any) -> tuple[str, ...]:
    return ()


def _nothing(config: Any) -> dict[str, Any]:
    return {}


def _declared(rules: Any, member: str) -> Any:
    """What ``rules`` (or its class) defines as ``member``, None when nothing does (read statically: a
    property is found, not run)."""
    for owner in (rules, *type(rules).__mro__):
        try:
            found = vars(owner).get(member)
        except TypeError:                      # an object without a __dict__ (slots)
            continue
        if found is not None:
            return found
    return None


def _need(ok: bool, name: str, member: str, says: str) -> None:
    if not ok:
        raise GameError(f"game {name}: {member} {says}")


def process_game(rules: Any, *, package: str, fields: Callable[[Any], tuple[Field, ...]] | None = None,
                 wheel_option: str | None = None, hidden: tuple[str, ...] = (),
                 extra_controllers: Callable[[Any], tuple[str, ...]] | None = None,
                 content_record: Callable[[Any], dict[str, Any]] | None = None,
                 private_lines: Callable[[Any], list[str]] | None = None,
                 picture: Callable[[dict[str, Any]], str | None] | None = None,
                 narrate: Callable[[list[Event], dict[str, Any]], list[str]] | None = None,
                 summarise: Callable[[list[dict[str, Any]], list[str]], dict[str, Any]] | None = None,
                 summary_lines: Callable[[dict[str, Any], dict[str, Any]], list[str]] | None = None,
                 help: Callable[[], dict[str, Any]] | None = None, bots: Mapping[str, type] | None = None,
                 order: int = 100, conformance: tuple[Conformance, ...] = ()) -> ProcessedGame:
    """``rules`` checked against :class:`Game` and every optional member filled (module docstring);
    GameError names the game and the member that is missing or of the wrong type."""
    members = {m: _declared(rules, m) for m in ("name", "player_counts", "options", *REQUIRED_METHODS)}
    name = members["name"] if isinstance(members["name"], str) else None
    _need(members["player_counts"] is not None and members["options"] is not None, str(name),
          "player_counts and options", "are required")
    if not isinstance(name, str) or re.fullmatch(r"[a-z][a-z0-9_-]*", name) is None:
        raise GameError(f"game {name}: name must be a lower-case word (letters, digits, - and _)")
    for m in REQUIRED_METHODS:
        _need(callable(members[m]), name, m, "is required (a method)")
    counts = rules.player_counts
    _need(isinstance(counts, frozenset) and bool(counts) and all(type(n) is int and 1 <= n <= len(COLOURS)
                                                                  for n in counts),
          name, "player_counts", f"must be a non-empty frozenset of whole numbers from 1 to {len(COLOURS)}")
    options = tuple(rules.options)
    _need(all(isinstance(o, Option) for o in options), name, "options", "must hold games.core.options.Option")
    option_names = frozenset(o.name for o in options)
    _need(len(option_names) == len(options), name, "options", "declares an option twice")
    _need(wheel_option is None or wheel_option in option_names, name, "wheel_option",
          f"{wheel_option!r} is not one of its options")
    _need(isinstance(hidden, tuple) and all(isinstance(h, str) for h in hidden), name, "hidden",
          "must be a tuple of state entry names")
    offered = {"random": RandomBot, **(bots or {})}
    _need(all(isinstance(k, str) and isinstance(v, type) for k, v in offered.items()), name, "bots",
          "must map a kind to a bot class")
    for key, value in {"fields": fields, "extra_controllers": extra_controllers, "content_record": content_record,
                       "private_lines": private_lines, "picture": picture, "narrate": narrate,
                       "summarise": summarise, "summary_lines": summary_lines, "help": help}.items():
        _need(value is None or callable(value), name, key, "must be callable")
    _need(all(isinstance(c, Conformance) and set(c.options) - {"players"} <= option_names for c in conformance),
          name, "conformance", "must be Conformance entries naming its own options")
    smallest = min(counts)

    def packaged_help() -> dict[str, Any]:
        from games.core.help import load_help
        return load_help(package)

    return ProcessedGame(
        rules=rules, name=name, player_counts=counts, options=options, configure=rules.configure,
        setup=rules.setup, prompts=rules.prompts, apply=rules.apply, observe=rules.observe, result=rules.result,
        to_json=rules.to_json, from_json=rules.from_json,
        fields=fields or _current_fields(rules), declares_fields=fields is not None, wheel_option=wheel_option,
        hidden=hidden, extra_controllers=extra_controllers or _none, content_record=content_record or _nothing,
        private_lines=private_lines or generic_lines, picture=picture or no_picture, narrate=narrate or event_lines,
        summarise=summarise or wins_summary, summary_lines=summary_lines or wins_lines,
        help=help or packaged_help, bots=offered, order=order,
        conformance=conformance or (Conformance({"players": list(COLOURS[:smallest])}),),
        option_names=option_names)
