"""``eightbit simulate GAME``: many headless games with bots, a progress bar, then summary statistics.

``--workers N`` plays them in N processes (default: the machine's cores); the results are the same for any N.
``--position FILE`` starts every game at the position the file describes (docs/positions.md): its game,
players and options; game ``i`` is set up with seed ``--seed`` + i (default: the position's own seed), so the
facts the position does not give and the chance after it differ from game to game, and its ``next_dice``
are the next rolls of every game.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from games.core.errors import ConfigError, RulesError
from games.core.faces import COLOURS
from games.core.position import Position, read_position
from games.registry import BOTS, GAMES, get_game
from host.errors import sentence
from host.options import add_game_flags, check_game_flags, count_words, game_options, usage_error
from host.simulation import Batch, default_workers, play_batch
from host.table import table_size

HELP = "Play many headless games with bots and print statistics."


def whole_seed(position: Position) -> int:
    """The position's own seed (checked a whole number when it was read)."""
    return int(position.data.get("seed", 0))


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", nargs="?", choices=sorted(GAMES), help="which game (with --position: the position's)")
    p.add_argument("--players", type=int, default=None, help="number of players (default: four, or the game's "
                   "nearest count)")
    p.add_argument("--games", type=positive_int, default=100, help="how many games (default 100)")
    p.add_argument("--seed", type=int, default=None, help="seed of the first game; game i uses seed+i (default 1, "
                   "or the position's seed)")
    p.add_argument("--position", metavar="FILE", help="start every game at the position this YAML file describes "
                   "(its game, players and options; docs/positions.md)")
    p.add_argument("--bots", default="heuristic", help="bot kind: random or heuristic")
    p.add_argument("--workers", type=positive_int, default=default_workers(),
                   help="processes to play in; the results are the same for any number (default: this "
                        "machine's cores, %(default)s)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the summary")
    add_game_flags(p)


def read_position_arg(args: argparse.Namespace) -> Position | None:
    """``--position FILE`` read and checked (one line, exit 2, when it is wrong); it names the game, which
    the command line may repeat but not contradict, and the players."""
    if args.position is None:
        if args.game is None:
            usage_error("simulate", f"name a game ({', '.join(sorted(GAMES))}) or give --position FILE")
        return None
    try:
        position = read_position(args.position)
    except RulesError as exc:
        usage_error("simulate", sentence(exc))
    if args.game is not None and args.game != position.game:
        usage_error("simulate", f"{args.position} is a {position.game} position, not {args.game}")
    seats = len(position.options["players"])
    if args.players is not None and args.players != seats:
        usage_error("simulate", f"{args.position}: players: the position seats {seats} players, not {args.players}")
    args.game, args.players = position.game, seats
    return position


def run(args: argparse.Namespace) -> int:
    position = read_position_arg(args)
    game = get_game(args.game)
    check_game_flags(args, "simulate")
    count = args.players or table_size(args.game, 0, True)
    if count not in game.player_counts:
        usage_error("simulate", f"{args.game} is for {count_words(game.player_counts)} players, not {count}")
    players = list(COLOURS[:count]) if position is None else list(position.options["players"])
    if args.bots not in BOTS[args.game]:
        usage_error("simulate", f"unknown bot {args.bots!r} (choose from {', '.join(BOTS[args.game])})")
    options = game_options(args, players)
    if position is not None:
        options = {**options, **position.options}          # as play --position: the position's options
    if args.seed is None:
        args.seed = 1 if position is None else whole_seed(position)
    try:
        game.configure(options)         # refuses a bad configuration before the run starts (nothing set up)
    except ConfigError as exc:
        usage_error("simulate", sentence(exc))
    show_progress = not args.json and sys.stderr.isatty()

    def progress(done: int) -> None:
        sys.stderr.write(f"\r[{'#' * int(done / args.games * 30):<30}] {done}/{args.games}")
        sys.stderr.flush()

    start = time.perf_counter()
    batch = Batch(args.game, options, args.bots, args.seed, args.games,
                  position.data if position is not None else None, position.file if position is not None else "position")
    results = play_batch(batch, args.workers, progress if show_progress else None)
    elapsed = time.perf_counter() - start
    if show_progress:
        sys.stderr.write("\n")
    rate = args.games / elapsed if elapsed > 0 else float("inf")
    summary = game.summarise(results, players)
    if args.json:
        print(json.dumps({"game": args.game, "players": players, "options": options, "bots": args.bots,
                          "games": args.games, "seed": args.seed, "games_per_second": round(rate, 1),
                          **({"position": args.position} if position is not None else {}),
                          "summary": summary, "results": results}))
        return 0
    chosen = ", ".join(f"{k} {v}" for k, v in options.items() if k != "players")
    origin = f" from the position in {args.position}" if position is not None else ""
    print(f"{args.game}: {args.games} games{origin}, {len(players)} players, {chosen or 'default options'}, "
          f"{args.bots} bots, seeds {args.seed}..{args.seed + args.games - 1}")
    for line in game.summary_lines(summary, options):
        print(line)
    workers = min(args.workers, args.games)
    print(f"  speed                 {rate:,.0f} games per second ({workers} worker{'s' if workers > 1 else ''})")
    return 0
