"""``eightbit play``: seat the controllers and play a game — on the screen, or headless with ``--headless``."""
from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from games.core.errors import RulesError
from games.core.position import Position, read_position
from games.registry import DEFAULT_GAME, GAMES
from host.arguments import check_phone_arguments, phone_arguments, window_arguments
from host.errors import sentence
from host.options import add_game_flags, check_oldest, check_play_args, game_options, usage_error
from host.table import (DEFAULT_PLAYERS, Found, TableRequest, add_extra_controllers, default_journal_path, extra_of,
                        find_controllers, seat_new, start_session, table_size)

HELP = "Play a game at the table (the console screen; --headless prints the play-by-play instead)."


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", choices=sorted(GAMES), default=DEFAULT_GAME, help=f"which game (default {DEFAULT_GAME})")
    p.add_argument("--players", type=int, default=None, help="number of players (default: every controller; "
                   "with --sim, bots fill the table up to four)")
    p.add_argument("--sim", action="store_true", help="play with simulated players (bots) where no controller is")
    p.add_argument("--headless", action="store_true", help="no window: print the play-by-play")
    p.add_argument("--seed", type=int, default=None, help="seed (default: from the clock)")
    p.add_argument("--journal", help="journal file to write (default: a new file in ~/.local/share/eightbit)")
    p.add_argument("--pace", type=float, default=0.0, help="seconds to wait between steps (to watch bots play)")
    p.add_argument("--json", action="store_true", help="end with one JSON line of the result")
    p.add_argument("--controllers", nargs="+", default=[], metavar="URL",
                   help="serial ports or URLs of controllers (besides USB discovery), e.g. /dev/ttyACM0 socket://host:7000")
    p.add_argument("--bots", default="heuristic", help="bot kind for simulated players: random or heuristic")
    p.add_argument("--no-usb", action="store_true", help="do not look for USB controllers")
    p.add_argument("--position", metavar="FILE", help="start at the position this YAML file describes "
                   "(its game, players and options; docs/positions.md)")
    window_arguments(p)
    phone_arguments(p)
    add_game_flags(p)


def request_of(args: argparse.Namespace, console: bool = False) -> TableRequest:
    return TableRequest(args.game, args.players, args.sim, args.bots, tuple(args.controllers), not args.no_usb,
                        console)


def print_problems(problems: list[str]) -> None:
    for problem in problems:
        print(f"eightbit: {problem}", file=sys.stderr)


def read_position_arg(args: argparse.Namespace, verb: str = "play") -> Position | None:
    """``--position FILE`` read and checked (one line, exit 2, when it is wrong); it names the game and
    the number of players."""
    if not getattr(args, "position", None):
        return None
    try:
        position = read_position(args.position)
    except RulesError as exc:
        usage_error(verb, sentence(exc))
    args.game = position.game
    args.players = len(position.options["players"])
    return position


def run(args: argparse.Namespace) -> int:
    position = read_position_arg(args)
    check_play_args(args)
    check_phone_arguments(args)
    window = False
    if not args.headless:
        from host.screen.display import window_or_headless
        window = window_or_headless("play", args.game)
        if window and position is None:
            from host.screen.app import run_console
            return run_console(args)
        args.headless = not window
    seed = args.seed if args.seed is not None else (position.data.get("seed", 0) if position is not None
                                                     else int(time.time()) % 1_000_000)
    found = find_controllers(args.controllers, not args.no_usb, args.players or DEFAULT_PLAYERS)
    print_problems([p for p in found.problems if p not in found.failed])
    found.require_named()
    if not found.controllers and not args.sim and sys.stdin.isatty() and sys.stdout.isatty() and not args.json:
        try:
            answer = input("No controller was found. Play with simulated players instead? [Y/n] ")
        except EOFError:
            answer = "n"
        args.sim = answer.strip().lower() in ("", "y", "yes")
    phones = None
    if args.phones is not None:
        from host.phones.table import phone_colours, start_phones
        seats = args.players or table_size(args.game, len(found.controllers), True)
        phones = start_phones(args, phone_colours(args.phones, found.controllers, seats))
        found.controllers.update(phones.controllers())
    try:
        return play_table(args, found, position, window, seed, phones)
    finally:
        if phones is not None:
            phones.close()


def play_table(args: argparse.Namespace, found: Found, position: Position | None, window: bool, seed: int,
               phones: Any) -> int:
    """Seat the table found (controllers, then phones, then bots), start the game and play it."""
    table = seat_new(request_of(args, console=window), found.controllers)
    check_oldest(args, table.players)
    options = game_options(args, table.players)
    if position is not None:
        if set(table.players) != set(position.options["players"]):     # seated in the position's order
            usage_error("play", f"{args.position}: players: the position seats {', '.join(position.options['players'])} "
                                f"but the table has {', '.join(table.players)}")
        options = {**options, **position.options}
    add_extra_controllers(table, extra_of(args.game, options), found.controllers, console=window)
    journal = args.journal or default_journal_path(args.game, seed)
    session = start_session(args.game, options, seed, table.plans, table.controllers, journal, position)
    print(f"{args.game}, seed {seed}: " + ", ".join(p.label for p in table.plans.values()), flush=True)
    print(f"journal: {session.journal.path if session.journal else '(none)'}", file=sys.stderr, flush=True)
    listeners = []
    if phones is not None:
        from host.phones.feed import PhoneFeed
        from host.phones.table import print_links
        print_links(phones)
        feed = PhoneFeed(phones)
        feed.refresh(session)
        listeners.append(feed.refresh)
    if window:
        from host.screen.app import run_console
        return run_console(argparse.Namespace(**{**vars(args), "seed": seed, "journal": None, "phone_server": phones}),
                           session=session)
    from host.headless import run_headless
    run_headless(session, pace=args.pace, want_json=args.json, seed=seed, listeners=listeners)
    return 0
