"""``eightbit play``: start a game at the table (headless play-by-play until the screen is used)."""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from games.core.runner import play_out
from games.registry import BOTS, GAMES, get_game, make_bot
from host.commands.simulate import check_players, game_options
from host.playbyplay import board_picture, describe

HELP = "play a game (with --headless --sim: bots play and the play-by-play is printed)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", choices=sorted(GAMES), default="pixoid")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--sim", action="store_true", help="simulated players (bots) instead of controllers")
    p.add_argument("--headless", action="store_true", help="no window: print the play-by-play")
    p.add_argument("--seed", type=int, default=None, help="seed (default: from the clock)")
    p.add_argument("--bots", default="heuristic", help="bot kind for simulated players")
    p.add_argument("--variant", choices=("standard", "short"), default="standard")
    p.add_argument("--board", help="Pixoid board, e.g. '1A 2B 3A 4B'")
    p.add_argument("--tiles", help="your own Circuit Board file (YAML)")
    p.add_argument("--pace", type=float, default=0.0, help="seconds to wait between steps")
    p.add_argument("--json", action="store_true", help="end with one JSON line of the result")


def _usage_error(message: str) -> None:
    print(f"eightbit play: {message}", file=sys.stderr)
    raise SystemExit(2)


def run(args: argparse.Namespace) -> int:
    players = check_players(_usage_error, args.game, args.players)
    if args.bots not in BOTS[args.game]:
        _usage_error(f"unknown bot {args.bots!r} (choose from {', '.join(BOTS[args.game])})")
    if args.pace < 0:
        _usage_error("--pace must be 0 or more seconds")
    seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000
    game = get_game(args.game)
    state = game.setup(game_options(args, players), seed)
    bots = {p: make_bot(args.game, args.bots) for p in players}
    print(f"{args.game}, seed {seed}: " + ", ".join(players) + f" ({args.bots} bots)")
    print(board_picture(game.observe(state, None)))

    def show(step: int, inputs: dict[str, Any], events: list[dict[str, Any]], new_state: Any) -> None:
        for line in describe(events, game.observe(new_state, None)):
            print(line)
        if args.pace:
            sys.stdout.flush()
            time.sleep(args.pace)

    state, _ = play_out(game, state, bots, seed, on_step=show)
    result = dict(game.result(state) or {})
    result["seed"] = seed
    if args.json:
        print(json.dumps(result))
    return 0
