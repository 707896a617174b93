"""``eightbit play``: seat the controllers and play a game — on the screen, or headless with ``--headless``."""
from __future__ import annotations

import argparse
import math
import sys
import time
from typing import Any

from games.core.errors import ConfigError
from games.core.faces import COLOURS
from games.registry import BOTS, GAMES, get_game
from hal.controller import Controller
from host.errors import CommandError
from host.seats import BOT, CONTROLLER, SeatPlan

HELP = "Play a game at the table (the console screen; --headless prints the play-by-play instead)."


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", choices=sorted(GAMES), default="pixoid", help="which game (default pixoid)")
    p.add_argument("--players", type=int, default=None, help="number of players (Pixoid: 3 or 4)")
    p.add_argument("--sim", action="store_true", help="play with simulated players (bots) where no controller is")
    p.add_argument("--headless", action="store_true", help="no window: print the play-by-play")
    p.add_argument("--seed", type=int, default=None, help="seed (default: from the clock)")
    p.add_argument("--journal", help="journal file to write (default: a new file in ~/.local/share/eightbit)")
    p.add_argument("--pace", type=float, default=0.0, help="seconds to wait between steps (to watch bots play)")
    p.add_argument("--json", action="store_true", help="end with one JSON line of the result")
    p.add_argument("--controllers", nargs="+", default=[], metavar="URL",
                   help="serial ports or URLs of controllers (besides USB discovery), e.g. /dev/ttyACM0 socket://host:7000")
    p.add_argument("--bots", default="heuristic", help="bot kind for simulated players: random or heuristic")
    p.add_argument("--variant", choices=("standard", "short"), default="standard")
    p.add_argument("--oldest", choices=COLOURS, help="colour of the oldest player (first Pixoid)")
    p.add_argument("--frame", choices=("screen", "seat"), help="how arrows are read (default screen)")
    p.add_argument("--board", help="Pixoid board: tile and side per quadrant clockwise from top-left, e.g. '1A 2B 3A 4B'")
    p.add_argument("--tiles", help="your own Circuit Board file (YAML)")
    p.add_argument("--no-usb", action="store_true", help="do not look for USB controllers")


def usage_error(verb: str, message: str) -> None:
    print(f"eightbit {verb}: {message}", file=sys.stderr)
    raise SystemExit(2)


MAX_PACE_S = 60.0


def check_pace(pace: float, verb: str) -> None:
    if not (math.isfinite(pace) and 0 <= pace <= MAX_PACE_S):
        usage_error(verb, f"--pace must be from 0 to {MAX_PACE_S:g} seconds, not {pace!r}")


def check_args(args: argparse.Namespace, verb: str = "play") -> None:
    """Usage errors (exit 2) found before anything is opened: counts, bots, pace, empty paths, and every
    game option the rules refuse (a malformed --board, an --oldest colour not in the game)."""
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
    options.pop("oldest", None)          # checked once the seats are known (check_oldest)
    try:
        game.setup(options, 0)
    except ConfigError as exc:
        usage_error(verb, str(exc))


def check_oldest(args: argparse.Namespace, players: list[str], verb: str = "play") -> None:
    if getattr(args, "oldest", None) and args.oldest not in players:
        usage_error(verb, f"--oldest {args.oldest} is not one of the players ({', '.join(players)})")


def game_options(args: argparse.Namespace, players: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {"players": players}
    for key in ("variant", "oldest", "frame", "board", "tiles"):
        value = getattr(args, key, None)
        if value:
            options[key] = value
    return options


def find_controllers(urls: list[str], usb: bool, want: int,
                     wait: float = 3.0) -> tuple[dict[str, Controller], list[str]]:
    """Connected controllers by colour (USB VID:PID and the URLs given), and the problems met on the way
    (duplicate uids, wrong protocol versions, unreadable ports)."""
    from hal.hub import ControllerHub, probe
    hub = ControllerHub(urls=urls, discover=usb)
    if not hub.ports():
        return {}, []
    hub.wait_for(want, timeout=wait)
    problems = list(hub.problems)
    answered = {c.url for c in hub.controllers.values() if c.connected}
    for url in urls:
        if url not in answered and not any(p.startswith(f"{url}:") for p in problems):
            problems.append(f"{url}: {probe(url, timeout=0.5).error or 'no controller answered'}")
    return dict(hub.by_colour()), problems


def discover(urls: list[str], usb: bool, want: int, wait: float = 3.0) -> dict[str, Controller]:
    """``find_controllers`` for the command line: problems are printed, one line each; a controller the
    user named (``--controllers URL``) that cannot be used is an error, never quietly replaced by a bot."""
    found, problems = find_controllers(urls, usb, want, wait)
    named = [p for p in problems if any(p.startswith(f"{url}:") for url in urls)]
    for problem in problems:
        if problem not in named:
            print(f"eightbit: {problem}", file=sys.stderr)
    if named:
        for c in found.values():
            c.close()
        raise CommandError(f"cannot use the controller at {named[0]}"
                           + (f" (and {len(named) - 1} more)" if len(named) > 1 else ""))
    return found


DEFAULT_PLAYERS = 4


def table_size(game: Any, controllers: int, sim: bool) -> int:
    """How many play when --players is not given: every controller; with --sim, bots fill the table up to
    the usual four (so one to three controllers never start a game that needs one more controller)."""
    want = max(controllers, DEFAULT_PLAYERS) if sim else (controllers or DEFAULT_PLAYERS)
    return max(game.min_players, min(want, game.max_players))


def seat_plans(args: argparse.Namespace, found: dict[str, Controller]) -> tuple[list[str], dict[str, SeatPlan]]:
    """Seats: every found controller's colour, then bots (only with --sim) up to the player count."""
    game = get_game(args.game)
    want = args.players or table_size(game, len(found), args.sim)
    humans = list(found)[:want]
    plans = {c: SeatPlan(c, CONTROLLER, None, found[c].uid) for c in humans}
    missing = want - len(humans)
    if missing and not args.sim:
        if not humans:
            raise CommandError("no controller was found; connect one, pass --controllers URL, or add --sim to play "
                               "with simulated players")
        raise CommandError(f"{len(humans)} controller(s) found but {want} players wanted; add --sim to fill the "
                           "other seats with simulated players")
    for colour in [c for c in COLOURS if c not in plans][:missing]:
        plans[colour] = SeatPlan(colour, BOT, args.bots)
    return list(plans), plans


def extra_controllers(game_name: str, options: dict[str, Any], plans: dict[str, SeatPlan],
                      found: dict[str, Controller]) -> dict[str, Controller]:
    """Controllers the game needs beyond the players' own (Pixoid's extra 3-player Bug, PX-42)."""
    state = get_game(game_name).setup(options, 0)
    pieces = getattr(state.config, "pieces", ())
    extra = [p for p in pieces if p not in plans]
    needed = {}
    if any(p.kind != BOT for p in plans.values()):
        for colour in extra:
            spare = found.get(colour) or next((c for k, c in found.items() if k not in plans and k not in needed), None)
            if spare is None:
                raise CommandError(f"the 3-player game needs one more controller for the extra Bug ({colour})")
            needed[colour] = spare
    return needed


def run(args: argparse.Namespace) -> int:
    check_args(args)
    if not args.headless:
        from host.screen.display import window_or_headless
        if window_or_headless("play"):
            from host.screen.app import run_console
            return run_console(args)
        args.headless = True
    from host.headless import run_headless
    from host.table import default_journal_path, start_session
    seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000
    found = discover(args.controllers, not args.no_usb, args.players or 4)
    if not found and not args.sim and sys.stdin.isatty() and sys.stdout.isatty() and not args.json:
        try:
            answer = input("No controller was found. Play with simulated players instead? [Y/n] ")
        except EOFError:
            answer = "n"
        args.sim = answer.strip().lower() in ("", "y", "yes")
    players, plans = seat_plans(args, found)
    check_oldest(args, players)
    options = game_options(args, players)
    controllers = {c: found[c] for c in players if plans[c].kind != BOT}
    controllers.update(extra_controllers(args.game, options, plans, found))
    journal = args.journal or default_journal_path(args.game, seed)
    session = start_session(args.game, options, seed, plans, controllers, journal)
    print(f"{args.game}, seed {seed}: " + ", ".join(p.label for p in plans.values()), flush=True)
    print(f"journal: {session.journal.path if session.journal else '(none)'}", file=sys.stderr, flush=True)
    run_headless(session, pace=args.pace, want_json=args.json, seed=seed)
    return 0
