"""``eightbit resume JOURNAL``: continue a game from its journal exactly where it stopped."""
from __future__ import annotations

import argparse
import sys

from games.registry import get_game
from host.arguments import window_arguments
from host.errors import CommandError
from host.options import check_pace
from host.table import TableRequest, plans_of, rebuild, resume_session, seat_resumed

HELP = "Continue a game from its journal (after a crash, a kill or a power cut)."


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("journal", help="the game's journal file (.jsonl)")
    p.add_argument("--headless", action="store_true", help="no window: print the play-by-play")
    p.add_argument("--json", action="store_true", help="end with one JSON line of the result")
    p.add_argument("--pace", type=float, default=0.0, help="seconds to wait between steps")
    p.add_argument("--sim", action="store_true", help="bots take the seats of controllers that are not here")
    p.add_argument("--controllers", nargs="+", default=[], metavar="URL", help="serial ports or URLs of controllers")
    p.add_argument("--no-usb", action="store_true", help="do not look for USB controllers")
    window_arguments(p)


def run(args: argparse.Namespace) -> int:
    from host.headless import print_result, run_headless
    check_pace(args.pace, "resume")
    rebuilt = rebuild(args.journal)
    for problem in rebuilt.problems:
        print(f"eightbit resume: {args.journal}: {problem}", file=sys.stderr)
    header = rebuilt.journal.header
    seed = int(header["seed"])
    game = get_game(header["game"])
    if not game.prompts(rebuilt.state):
        game_result = game.result(rebuilt.state) or {}
        print(f"eightbit resume: this game is already over ({rebuilt.steps} steps)", file=sys.stderr)
        if rebuilt.journal.end is None:
            from host.journal import JournalError, JournalWriter
            try:
                writer = JournalWriter.reopen(rebuilt.journal)
                writer.finish(game_result)
                writer.close()
            except JournalError as exc:
                raise CommandError(str(exc)) from None
        if args.json:
            print_result(game_result, seed)
        return 0
    if not args.headless:
        from host.screen.display import window_or_headless
        args.headless = not window_or_headless("resume", header["game"])
    request = TableRequest(header["game"], None, args.sim, "heuristic", tuple(args.controllers), not args.no_usb,
                           console=not args.headless)
    table = seat_resumed(request, plans_of(rebuilt.journal), rebuilt.config)
    for notice in table.notices:
        print(f"eightbit: {notice}", file=sys.stderr)
    controllers, plans = table.controllers, table.plans
    if not args.headless:
        from host.screen.app import run_console
        session = resume_session(rebuilt, controllers, plans)
        options = header["options"]
        screen_args = argparse.Namespace(**{
            **vars(args), "game": header["game"], "players": len(options["players"]), "seed": seed,
            "journal": None, "bots": "heuristic", **{o.name: options.get(o.name) for o in game.options}})
        return run_console(screen_args, session=session)
    session = resume_session(rebuilt, controllers, plans)
    print(f"resuming {header['game']} (seed {seed}) after step {rebuilt.steps}", flush=True)
    run_headless(session, pace=args.pace, want_json=args.json, seed=seed, show_board=False)
    return 0
