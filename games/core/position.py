"""Positions you can set up (issue 18 item 7; docs/positions.md): a YAML description of a mid-game position
turned into a valid state of a game, with the next dice fixed.

A position file is a mapping::

    game: outspeed            # which game (required)
    players: [red, blue, green]   # seat order (default: the game's smallest table in console colours)
    options: {deck: first-game}   # the game's own options, by the names the command line uses
    seed: 7                   # the seed of a normal setup, whose defaults fill every field not given
    next_dice: {yellow: [-3, -1], blue: [2]}   # the next rolls of each die, in order (games with dice)
    ...                       # the game's own fields: games/<game>/position.py

A state is built the games' normal way: the game is configured from ``players`` and ``options`` and set up
with ``seed`` (so every field not given takes its normal default), the game's part
(``games/<game>/position.py``: ``FIELDS``, ``DICE`` and ``build(state, data, file)``) changes the fields the
position gives and starts the turn or trial there, and the forced faces ride in the state's generator
(games/core/rng.py), so a journal of the game replays like any other.

Every field is checked: a position that breaks the rules, a wrong type, an unknown colour or a field that
does not exist is one :class:`ContentError` naming the file and the field.
"""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any, Mapping

from games.core.content import load_yaml, whole
from games.core.dice import force_faces
from games.core.errors import ConfigError, ContentError
from games.core.evolve import evolve
from games.core.faces import COLOURS
from games.core.game import ProcessedGame

COMMON = ("game", "players", "options", "seed", "next_dice")
"""The fields every position may give; a game's part adds its own (``FIELDS``)."""


@dataclass(frozen=True)
class Position:
    """A read position: the file it came from (for errors), the game, the options it is configured with
    (``players`` and the game's own) and the whole description (JSON-ready, for the journal header)."""

    file: str
    game: str
    options: dict[str, Any]
    data: dict[str, Any]


def part_of(game: ProcessedGame) -> ModuleType:
    """The game's position module (``games/<package>/position.py``, found by convention)."""
    package = type(game.rules).__module__.rsplit(".", 1)[0]
    return import_module(f"{package}.position")


def read_position(path: str | Path) -> Position:
    """A position file read (bounded YAML, games/core/content.py) and checked field by field."""
    file, data = load_yaml(path)
    return position_of(data, file)


def position_of(data: Any, file: str = "position") -> Position:
    """A position from its description (a parsed file, or a journal header's copy), checked field by field
    and set up once, so everything wrong is found now."""
    from games.registry import GAMES
    if not isinstance(data, dict):
        raise ContentError(file, "(file)", "must be a mapping of position fields")
    name = data.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise ContentError(file, "game", f"must name a game ({', '.join(GAMES)}), not {name!r}")
    game = GAMES[name]
    part = part_of(game)
    for key in data:
        if key not in COMMON and key not in part.FIELDS:
            raise ContentError(file, str(key), f"is not a field of {name} positions "
                                               f"(fields: {', '.join(COMMON + tuple(part.FIELDS))})")
    players = data.get("players", list(COLOURS[:min(game.player_counts)]))
    if not isinstance(players, list) or not players:
        raise ContentError(file, "players", "must be a list of controller colours in seat order")
    for i, p in enumerate(players):
        if p not in COLOURS:
            raise ContentError(file, f"players[{i}]", f"{p!r} is not a controller colour ({', '.join(COLOURS)})")
    given = data.get("options", {})
    if not isinstance(given, dict):
        raise ContentError(file, "options", f"must be a mapping of the game's options, not {type(given).__name__}")
    for key in given:
        if key not in game.option_names:
            raise ContentError(file, f"options.{key}", f"is not an option of {name} "
                                                       f"({', '.join(sorted(game.option_names))})")
    whole(data.get("seed", 0), file, "seed", 0)
    if "next_dice" in data and not part.DICE:
        raise ContentError(file, "next_dice", f"{name} has no dice")
    position = Position(file, name, {"players": list(players), **given}, dict(data))
    start(position)
    return position


def configure(position: Position, options: Mapping[str, Any] | None = None) -> Any:
    """The game's configuration of the position's options (or of ``options``, e.g. the same ones fitted to
    the seated wheels); a ConfigError becomes a ContentError naming the file."""
    game = game_of(position)
    try:
        return game.configure(options if options is not None else position.options)
    except ConfigError as exc:
        field = "players" if "player" in exc.message and "option" not in exc.message else "options"
        raise ContentError(position.file, field, str(exc)) from None


def game_of(position: Position) -> ProcessedGame:
    from games.registry import get_game
    return get_game(position.game)


def position_state(position: Position, config: Any, seed: int | None = None) -> Any:
    """The state ``position`` describes, of the game configured as ``config`` (``seed``: the position's
    own unless given)."""
    game = game_of(position)
    data = position.data
    base = game.setup(config, position.data.get("seed", 0) if seed is None else seed)
    part = part_of(game)
    if part.DICE and "next_dice" in data:          # a game with dice keeps its generator in ``rng``
        base = evolve(base, rng=force_faces(base.rng, data["next_dice"], part.dice_of(config), position.file,
                                            "next_dice"))
    return part.build(base, data, position.file)


def start(position: Position, seed: int | None = None) -> tuple[ProcessedGame, Any]:
    """The game and the state of ``position`` (configured from its own options)."""
    return game_of(position), position_state(position, configure(position), seed)
