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

import dataclasses
import types
import typing
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
from games.core.serial import from_jsonable, to_jsonable

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


# ---- a game's own state fields in a position (e.g. Stadium's trial in progress) ------------------------

def _kind(hint: Any) -> str:
    """A type hint in words, for an error."""
    origin = typing.get_origin(hint)
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    if origin is typing.Union or origin is types.UnionType:
        return " or ".join(_kind(a) for a in args) + (" or null" if len(args) < len(typing.get_args(hint)) else "")
    if origin in (tuple, list):
        return "a list"
    if origin is dict or hint is dict:
        return "a mapping"
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return "a mapping of its fields"
    return {int: "a whole number", float: "a number", str: "a word", bool: "true or false"}.get(hint, "a value")


def typed(value: Any, hint: Any, file: str, field: str) -> None:
    """``value`` (as a position file gives it: YAML's lists, mappings and scalars) checked against the type
    ``hint`` of a state field, as games/core/serial.py writes that type; ContentError names the innermost
    field that is wrong (``faces[2]``, ``scores.red``)."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return
    if origin is typing.Union or origin is types.UnionType:
        _typed_union(value, hint, file, field)
    elif isinstance(hint, type) and dataclasses.is_dataclass(hint):
        _typed_dataclass(value, hint, file, field)
    elif origin in (tuple, list) or hint in (tuple, list):
        _typed_list(value, hint, file, field)
    elif origin is dict or hint is dict:
        _typed_dict(value, hint, file, field)
    elif not _scalar_ok(value, hint):
        raise ContentError(file, field, f"must be {_kind(hint)}, not {value!r}")


def _typed_union(value: Any, hint: Any, file: str, field: str) -> None:
    args = typing.get_args(hint)
    if value is None and type(None) in args:
        return
    for member in (a for a in args if a is not type(None)):
        try:
            typed(value, member, file, field)
            return
        except ContentError:
            continue
    raise ContentError(file, field, f"must be {_kind(hint)}, not {value!r}")


def _typed_dataclass(value: Any, hint: type, file: str, field: str) -> None:
    if not isinstance(value, dict):
        raise ContentError(file, field, f"must be {_kind(hint)}, not {value!r}")
    hints = typing.get_type_hints(hint)
    names = [f.name for f in dataclasses.fields(hint) if f.init and not f.name.startswith("_")]
    for key, item in value.items():
        if key not in names:
            raise ContentError(file, f"{field}.{key}", f"is not a field of {hint.__name__} ({', '.join(names)})")
        typed(item, hints[key], file, f"{field}.{key}")


def _typed_list(value: Any, hint: Any, file: str, field: str) -> None:
    args = typing.get_args(hint)
    if not isinstance(value, list):
        raise ContentError(file, field, f"must be a list, not {value!r}")
    if typing.get_origin(hint) is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
        if len(value) != len(args):
            raise ContentError(file, field, f"must be a list of {len(args)}, not {len(value)}")
        for i, (item, member) in enumerate(zip(value, args)):
            typed(item, member, file, f"{field}[{i}]")
    elif args:
        for i, item in enumerate(value):
            typed(item, args[0], file, f"{field}[{i}]")


def _typed_dict(value: Any, hint: Any, file: str, field: str) -> None:
    if not isinstance(value, dict):
        raise ContentError(file, field, f"must be a mapping, not {value!r}")
    key_tp, value_tp = typing.get_args(hint) or (Any, Any)
    for key, item in value.items():
        if key_tp is str and not isinstance(key, str):
            raise ContentError(file, f"{field}.{key}", "must be named by a word")
        if key_tp is int and not (type(key) is int or str(key).isdigit()):
            raise ContentError(file, f"{field}.{key}", "must be numbered")
        typed(item, value_tp, file, f"{field}.{key}")


def _scalar_ok(value: Any, hint: Any) -> bool:
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return type(value) is int
    if hint is float:
        return type(value) in (int, float)
    if hint is str:
        return isinstance(value, str)
    return True                                     # a hint the serialiser does not check either


def with_fields(obj: Any, given: Any, file: str, field: str) -> Any:
    """``obj`` (a dataclass, e.g. a state just set up) with the fields ``given`` replaced, each given as a
    position file writes it (the journal's JSON of that field) and checked against its declared type;
    ContentError names a field that the class does not have or a value of the wrong type."""
    cls = type(obj)
    if not isinstance(given, dict):
        raise ContentError(file, field, f"must be a mapping of {cls.__name__}'s fields")
    typed(given, cls, file, field)
    return from_jsonable(cls, {**to_jsonable(obj), **given})
