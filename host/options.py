"""Command-line options shared by ``play``, ``simulate``, ``resume`` and the lobby: the flags built from each
game's declared options (``Game.options``, games/core/options.py), usage checks and the options for setup.

Usage errors are one line and exit status 2 (``eightbit VERB: message``).
"""
from __future__ import annotations

import argparse
import math
import sys
from typing import Any, Mapping, NoReturn

from games.core.errors import ConfigError
from games.core.faces import COLOURS
from games.core.options import CHOICE, FILE, FLAG, NUMBER, SEAT, TEXT, Option
from games.registry import BOTS, GAMES, get_game
from host.errors import sentence

MAX_PACE_S = 60.0


def usage_error(verb: str, message: str) -> NoReturn:
    print(f"eightbit {verb}: {message}", file=sys.stderr)
    raise SystemExit(2)


def check_pace(pace: float, verb: str) -> None:
    if not (math.isfinite(pace) and 0 <= pace <= MAX_PACE_S):
        usage_error(verb, f"--pace must be from 0 to {MAX_PACE_S:g} seconds, not {pace!r}")


def add_game_flags(p: argparse.ArgumentParser) -> None:
    """One flag per option any registered game declares (``Game.options``); the game's name is in the
    help of an option that not every game has. Flags default to None: only what the user gave is passed."""
    owners: dict[str, list[str]] = {}
    declared: dict[str, list[Option]] = {}
    for name, game in GAMES.items():
        for o in game.options:
            if o.cli:
                owners.setdefault(o.name, []).append(name)
                declared.setdefault(o.name, []).append(o)
    for name, same in declared.items():
        o = same[0]
        says = [f"{x.help}{_default_shown(x)}" for x in same]     # rule IDs belong in docs/rules, not help
        if len(set(says)) == 1:
            whose = "" if len(owners[name]) == len(GAMES) else f"{', '.join(owners[name])}: "
            text = f"{whose}{says[0]}"
        else:                                  # one flag, a different meaning per game: each game says its own
            text = "; ".join(f"{game}: {said}" for game, said in zip(owners[name], says))
        text = text.replace("%", "%%")
        if o.kind == FLAG:
            p.add_argument(o.flag, action=argparse.BooleanOptionalAction, default=None, help=text)
        elif o.kind == CHOICE:
            p.add_argument(o.flag, choices=o.choices, default=None, help=text)
        elif o.kind == SEAT:
            p.add_argument(o.flag, choices=COLOURS, default=None, help=text)
        elif o.kind == NUMBER:
            p.add_argument(o.flag, type=int, default=None, metavar="N", help=text)
        else:
            p.add_argument(o.flag, default=None, metavar="FILE" if o.kind == FILE else "TEXT", help=text)


def _default_shown(o: Option) -> str:
    return f" (default {o.label(o.default)})" if o.default is not None and o.kind != TEXT else ""


def setup_options(game_name: str, players: list[str], given: Mapping[str, Any]) -> dict[str, Any]:
    """The options for ``configure``: the players and every option the game declares that ``given`` sets
    (by option name; None is unset: the game's default, kept out of the journal). The one path from the
    command line's flags (:func:`game_options`) and the lobby's toggles to a game's options."""
    options: dict[str, Any] = {"players": list(players)}
    for o in get_game(game_name).options:
        value = given.get(o.name)
        if value is not None:
            options[o.name] = value
    return options


def game_options(args: argparse.Namespace, players: list[str], game_name: str | None = None) -> dict[str, Any]:
    """The options for ``configure`` from the parsed command line (:func:`setup_options`)."""
    return setup_options(game_name or args.game, players, vars(args))


def check_game_flags(args: argparse.Namespace, verb: str) -> None:
    """A flag of an option the chosen game does not have is a usage error, not silently ignored."""
    mine = {o.name for o in get_game(args.game).options}
    for name, game in GAMES.items():
        for o in game.options:
            if o.cli and o.name not in mine and getattr(args, o.name, None) is not None:
                usage_error(verb, f"{o.flag} is not an option of {args.game} (it is one of {name}'s)")


def count_words(counts: frozenset[int]) -> str:
    """3 or 4; 4 or 6; 3 to 6."""
    ordered = sorted(counts)
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]} to {ordered[-1]}"
    return ", ".join(str(n) for n in ordered[:-1]) + (" or " if len(ordered) > 1 else "") + str(ordered[-1])


def check_play_args(args: argparse.Namespace, verb: str = "play") -> None:
    """Usage errors found before anything is opened: counts, bots, pace, empty paths, and every game
    option the rules refuse (a malformed --board); --oldest is checked once the seats are known."""
    game = get_game(args.game)
    check_game_flags(args, verb)
    if args.players is not None and args.players not in game.player_counts:
        usage_error(verb, f"{args.game} is for {count_words(game.player_counts)} players, not {args.players}")
    if args.bots not in BOTS[args.game]:
        usage_error(verb, f"unknown bot {args.bots!r} (choose from {', '.join(BOTS[args.game])})")
    check_pace(args.pace, verb)
    for flag in ("board", "journal", "tiles"):
        value = getattr(args, flag, None)
        if value is not None and not value.strip():
            usage_error(verb, f"--{flag} needs a value, not an empty string")
    options = game_options(args, list(COLOURS[:args.players or max(game.player_counts)]))
    options.pop("oldest", None)
    try:
        game.configure(options)              # a question for the configuration: nothing is set up yet
    except ConfigError as exc:
        usage_error(verb, sentence(exc))


def check_oldest(args: argparse.Namespace, players: list[str], verb: str = "play") -> None:
    if getattr(args, "oldest", None) and args.oldest not in players:
        usage_error(verb, f"--oldest {args.oldest} is not one of the players ({', '.join(players)})")
