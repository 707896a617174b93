"""Command-line options shared by ``play``, ``resume`` and the lobby: usage checks and game options.

Usage errors are one line and exit status 2 (``eightbit VERB: message``).
"""
from __future__ import annotations

import argparse
import math
import sys
from typing import Any, NoReturn

from games.core.errors import ConfigError
from games.core.faces import COLOURS
from games.registry import BOTS, get_game

MAX_PACE_S = 60.0


def usage_error(verb: str, message: str) -> NoReturn:
    print(f"eightbit {verb}: {message}", file=sys.stderr)
    raise SystemExit(2)


def check_pace(pace: float, verb: str) -> None:
    if not (math.isfinite(pace) and 0 <= pace <= MAX_PACE_S):
        usage_error(verb, f"--pace must be from 0 to {MAX_PACE_S:g} seconds, not {pace!r}")


def game_options(args: argparse.Namespace, players: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {"players": players}
    for key in ("variant", "oldest", "frame", "board", "tiles"):
        value = getattr(args, key, None)
        if value:
            options[key] = value
    return options


def check_play_args(args: argparse.Namespace, verb: str = "play") -> None:
    """Usage errors found before anything is opened: counts, bots, pace, empty paths, and every game
    option the rules refuse (a malformed --board); --oldest is checked once the seats are known."""
    game = get_game(args.game)
    if args.players is not None and not game.min_players <= args.players <= game.max_players:
        usage_error(verb, f"{args.game} is for {game.min_players} to {game.max_players} players, not {args.players}")
    if args.bots not in BOTS[args.game]:
        usage_error(verb, f"unknown bot {args.bots!r} (choose from {', '.join(BOTS[args.game])})")
    check_pace(args.pace, verb)
    for flag in ("board", "journal", "tiles"):
        value = getattr(args, flag, None)
        if value is not None and not value.strip():
            usage_error(verb, f"--{flag} needs a value, not an empty string")
    options = game_options(args, list(COLOURS[:args.players or game.max_players]))
    options.pop("oldest", None)
    try:
        game.setup(options, 0)
    except ConfigError as exc:
        usage_error(verb, str(exc))


def check_oldest(args: argparse.Namespace, players: list[str], verb: str = "play") -> None:
    if getattr(args, "oldest", None) and args.oldest not in players:
        usage_error(verb, f"--oldest {args.oldest} is not one of the players ({', '.join(players)})")
