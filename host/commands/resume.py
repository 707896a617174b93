"""``eightbit resume JOURNAL``: continue a game from its journal exactly where it stopped."""
from __future__ import annotations

import argparse
import sys

from games.registry import get_game
from host.commands.play import check_pace, discover
from hal.controller import Controller
from hal.simulated import SimulatedController
from host.errors import CommandError
from host.seats import BOT, CONTROLLER, KEYBOARD, SeatPlan

HELP = "Continue a game from its journal (after a crash, a kill or a power cut)."


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("journal", help="the game's journal file (.jsonl)")
    p.add_argument("--headless", action="store_true", help="no window: print the play-by-play")
    p.add_argument("--json", action="store_true", help="end with one JSON line of the result")
    p.add_argument("--pace", type=float, default=0.0, help="seconds to wait between steps")
    p.add_argument("--sim", action="store_true", help="bots take the seats of controllers that are not here")
    p.add_argument("--controllers", nargs="+", default=[], metavar="URL", help="serial ports or URLs of controllers")
    p.add_argument("--no-usb", action="store_true", help="do not look for USB controllers")


def seat_controllers(args: argparse.Namespace, plans: dict[str, SeatPlan],
                     pieces: tuple[str, ...]) -> tuple[dict[str, Controller], dict[str, SeatPlan]]:
    """Controllers (and seats) for a resumed game.

    Controller seats find their controllers again by colour; keyboard seats get simulated controllers driven
    from the console's keyboard (headless, nobody can type: they count as missing). Missing seats are an
    error, or with ``--sim`` bots take them. The 3-player extra Bug (PX-42) needs a spare controller when
    anyone plays by hand; on the console a keyboard-driven one stands in for it.
    """
    humans = [c for c, p in plans.items() if p.kind == CONTROLLER or (args.headless and p.kind == KEYBOARD)]
    controllers: dict[str, Controller] = {}
    if not args.headless:
        controllers.update({c: SimulatedController(c) for c, p in plans.items() if p.kind == KEYBOARD})
    found = discover(args.controllers, not args.no_usb, len(humans)) if humans else {}
    controllers.update({c: found[c] for c in humans if c in found})
    missing = [c for c in humans if c not in controllers]
    if missing and not args.sim:
        typed = [c for c in missing if plans[c].kind == KEYBOARD]
        raise CommandError(f"nobody can play {', '.join(missing)} here: "
                           + ("keyboard seats need the console (resume without --headless); " if typed else "")
                           + "connect the controllers or add --sim to let bots take those seats")
    plans = {c: SeatPlan(c, BOT, "heuristic") if c in missing else p for c, p in plans.items()}
    if any(p.kind != BOT for p in plans.values()):
        for extra in (p for p in pieces if p not in plans):
            spare = found.get(extra) or next((ctl for k, ctl in found.items() if k not in plans), None)
            if spare is None and args.headless:
                raise CommandError(f"the 3-player game needs one more controller for the extra Bug ({extra})")
            controllers[extra] = spare or SimulatedController(extra)
    return controllers, plans


def run(args: argparse.Namespace) -> int:
    from host.headless import print_result, run_headless
    from host.table import plans_from_header, rebuild, resume_session
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
        args.headless = not window_or_headless("resume")
    controllers, plans = seat_controllers(args, plans_from_header(header),
                                          getattr(rebuilt.state.config, "pieces", ()))
    if not args.headless:
        from host.screen.app import run_console
        session = resume_session(rebuilt, controllers, plans)
        options = header["options"]
        screen_args = argparse.Namespace(**{
            **vars(args), "game": header["game"], "players": len(options["players"]), "seed": seed,
            "journal": None, "bots": "heuristic", "variant": options.get("variant", "standard"),
            "oldest": options.get("oldest"), "frame": options.get("frame"), "board": options.get("board"),
            "tiles": options.get("tiles")})
        return run_console(screen_args, session=session)
    session = resume_session(rebuilt, controllers, plans)
    print(f"resuming {header['game']} (seed {seed}) after step {rebuilt.steps}", flush=True)
    run_headless(session, pace=args.pace, want_json=args.json, seed=seed, show_board=False)
    return 0
