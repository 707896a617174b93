"""``eightbit simulate GAME``: many headless games with bots, a progress bar, then summary statistics.

``--workers N`` plays them in N processes (default: the machine's cores); the results are the same for any N.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from games.core.faces import COLOURS
from games.registry import BOTS, GAMES, get_game
from host.simulation import Batch, default_workers, play_batch
from host.stats import summarise

HELP = "Play many headless games with bots and print statistics."


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", choices=sorted(GAMES), help="which game")
    p.add_argument("--players", type=int, default=4, help="number of players (Pixoid: 3 or 4)")
    p.add_argument("--games", type=positive_int, default=100, help="how many games (default 100)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed+i")
    p.add_argument("--bots", default="heuristic", help="bot kind: random or heuristic")
    p.add_argument("--variant", choices=("standard", "short"), default="standard", help="game variant")
    p.add_argument("--board", help="Pixoid board: tile and side per quadrant clockwise from top-left, e.g. '1A 2B 3A 4B'")
    p.add_argument("--tiles", help="your own Circuit Board file (YAML) instead of the stand-in tiles")
    p.add_argument("--workers", type=positive_int, default=default_workers(),
                   help="processes to play in; the results are the same for any number (default: this "
                        "machine's cores, %(default)s)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the summary")


def game_options(args: argparse.Namespace, players: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {"players": players, "variant": args.variant}
    if getattr(args, "board", None):
        options["board"] = args.board
    if getattr(args, "tiles", None):
        options["tiles"] = args.tiles
    return options


def check_players(parser_error: Any, game_name: str, count: int) -> list[str]:
    game = get_game(game_name)
    if count not in game.player_counts:
        parser_error(f"{game_name} is for {' or '.join(map(str, sorted(game.player_counts)))} players, not {count}")
    return list(COLOURS[:count])


def _usage_error(message: str) -> None:
    print(f"eightbit simulate: {message}", file=sys.stderr)
    raise SystemExit(2)


def run(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    players = check_players(_usage_error, args.game, args.players)
    if args.bots not in BOTS[args.game]:
        _usage_error(f"unknown bot {args.bots!r} (choose from {', '.join(BOTS[args.game])})")
    options = game_options(args, players)
    game.setup(options, args.seed)  # refuses a bad configuration before the run starts
    show_progress = not args.json and sys.stderr.isatty()

    def progress(done: int) -> None:
        sys.stderr.write(f"\r[{'#' * int(done / args.games * 30):<30}] {done}/{args.games}")
        sys.stderr.flush()

    start = time.perf_counter()
    results = play_batch(Batch(args.game, options, args.bots, args.seed, args.games), args.workers,
                         progress if show_progress else None)
    elapsed = time.perf_counter() - start
    if show_progress:
        sys.stderr.write("\n")
    rate = args.games / elapsed if elapsed > 0 else float("inf")
    summary = summarise(results, players)
    if args.json:
        print(json.dumps({"game": args.game, "players": players, "variant": args.variant, "bots": args.bots,
                          "games": args.games, "seed": args.seed, "games_per_second": round(rate, 1),
                          "summary": summary, "results": results}))
        return 0
    print(f"{args.game}: {args.games} games, {len(players)} players, {args.variant}, {args.bots} bots, "
          f"seeds {args.seed}..{args.seed + args.games - 1}")
    print(f"  catch rate            {summary['catch_rate'] * 100:5.1f} % of rounds")
    print(f"  turns survived        {summary['mean_turns_survived']:5.2f} per round (reserve cubes taken)")
    print(f"  bonus cubes           {summary['mean_bonus']:5.2f} per round")
    if args.variant == "standard":
        print(f"  points as Pixoid      {summary['mean_points_pixoid']:5.2f} per round")
        print(f"  points as a Bug       {summary['mean_points_bug']:5.2f} per round")
    print("  win share by seat     " + "  ".join(f"{c} {summary['win_share'][c] * 100:.1f}%" for c in players))
    workers = min(args.workers, args.games)
    print(f"  speed                 {rate:,.0f} games per second ({workers} worker{'s' if workers > 1 else ''})")
    return 0
