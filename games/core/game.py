"""The contract every game implements (docs/architecture.md §7) and the result record the host reports.

Optional members the host and the conformance check use when a game has them (docs/architecture.md §6):

- ``fields(state) -> tuple[Field, ...]``: every field, at its widest, that any prompt can ask for from
  ``state`` on; before play the host checks that each seated controller's face table shows every face
  these need, and the conformance check proves no prompt asks for more;
- ``wheel_option: str``: the configuration option that receives the seated controllers' largest
  centre-wheel number when the user gave none (AMB-01);
- ``hidden: tuple[str, ...]``: top-level entries of ``to_json(state)`` nobody at the table may see (hands,
  face-down tiles); the conformance check proves the TV view never depends on them (CON-05). A ``rng``
  entry is always treated as hidden.

Events an ``apply`` returns are public; an event private to one seat carries ``"to": seat`` and is never
handed to listeners (the seat's private view comes from ``observe(state, seat)["private"]``).
"""
from __future__ import annotations

from typing import Any, Mapping, Protocol

from games.core.options import Option
from games.core.prompt import Prompt

Event = dict[str, Any]
"""An event is a JSON-ready dict with a ``type`` key (moves, catches, rolls, draws, scores ...)."""


class Game(Protocol):
    """A pure, seeded, replayable game."""

    name: str
    player_counts: frozenset[int]
    """How many may play (Pixoid 3 or 4, Stadium 4 or 6): a set, not a range."""
    options: tuple[Option, ...]
    """Every option a user can set, declared once (games/core/options.py)."""

    def extra_controllers(self, state: Any) -> tuple[str, ...]:
        """Controllers this configuration needs beyond the players' own (Pixoid's 3-player extra Bug)."""

    def narrate(self, events: list[Event], view: dict[str, Any]) -> list[str]:
        """Play-by-play lines for ``events``; ``view`` is the TV view after them."""

    def picture(self, view: dict[str, Any]) -> str | None:
        """The board as text for the headless play-by-play, or None."""

    def summarise(self, results: list[dict[str, Any]], players: list[str]) -> dict[str, Any]:
        """Summary statistics over finished games' results (``eightbit simulate``; JSON-ready)."""

    def summary_lines(self, summary: dict[str, Any], options: dict[str, Any]) -> list[str]:
        """How ``summarise``'s output is printed."""

    def help(self) -> dict[str, Any]:
        """The rules help: ``{"title", "pages": [{"heading", "lines"}]}`` (content, games/core/help.py)."""

    def setup(self, config: Mapping[str, Any], seed: int) -> Any:
        """The initial state; raises ConfigError for a configuration the rules refuse (CON-01)."""

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
