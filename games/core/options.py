"""A game's options, declared once (docs/architecture.md §2): name, kind, default, choices, one-line help
and the rule or AMB it implements. The host builds the ``play``/``simulate`` flags, the lobby's toggles and
the journal's options from this one declaration; the game's ``setup`` still validates every value.

Kinds: ``choice`` (one of ``choices``), ``flag`` (true/false), ``number`` (whole number ``low..high``),
``text`` (a string the game parses, e.g. Pixoid's ``--board "1A 2B 3A 4B"``), ``file`` (a path to the
user's own content file) and ``seat`` (a player colour, e.g. the oldest player).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CHOICE = "choice"
FLAG = "flag"
NUMBER = "number"
TEXT = "text"
FILE = "file"
SEAT = "seat"
OPTION_KINDS = (CHOICE, FLAG, NUMBER, TEXT, FILE, SEAT)


@dataclass(frozen=True)
class Option:
    """One configuration option of a game."""

    name: str                        # key in the options mapping; the flag is --name with dashes
    kind: str
    default: Any
    help: str
    rule: str                        # the rule or AMB resolution this option implements
    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None
    lobby: str = ""                  # the lobby key that changes it ("" = not offered in the lobby)
    title: str = ""                  # its name on the TV ("Arrows"); default: the name, capitalised
    labels: tuple[tuple[Any, str], ...] = ()   # value -> words for the TV ("screen" -> "as on the screen")
    cli: bool = True                 # offered as a command-line flag
    shuffle: bool = False            # the lobby toggle picks another of ``choices`` at random (a maze)

    def __post_init__(self) -> None:
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"option {self.name}: unknown kind {self.kind!r}")

    @property
    def shown_name(self) -> str:
        return self.title or self.name.replace("_", " ").capitalize()

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    def label(self, value: Any) -> str:
        """How ``value`` reads on the TV."""
        return dict(self.labels).get(value, "on" if value is True else "off" if value is False else str(value))

    def next_value(self, value: Any, pick: int = 0) -> Any:
        """The value after ``value`` for a lobby toggle (choices cycle, flags flip); a ``shuffle`` option
        takes ``choices[pick % len(choices)]`` (the caller draws ``pick`` at random), never ``value`` again."""
        if self.kind == FLAG:
            return not value
        if self.shuffle and len(self.choices) > 1:
            others = [c for c in self.choices if c != value]
            return others[pick % len(others)]
        if self.choices:
            i = self.choices.index(value) if value in self.choices else -1
            return self.choices[(i + 1) % len(self.choices)]
        return value
