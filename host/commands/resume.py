"""``eightbit resume [JOURNAL]``: continue a game from its journal exactly where it stopped.

Without a path it offers the latest unfinished games in the journals folder (``host.journal.default_dir``;
a journal without an end line), newest first: in a terminal it asks which (Enter takes the newest),
otherwise it takes the newest and says which; when there is none, one line says so.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from games.registry import get_game
from host.arguments import window_arguments
from host.errors import CommandError, UsageError
from host.files import shown
from host.options import check_pace
from host.table import TableRequest, plans_of, rebuild, resume_session, seat_resumed

HELP = "Continue a game from its journal (after a crash, a kill or a power cut)."


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("journal", nargs="?", default=None,
                   help="the game's journal file (.jsonl); default: offer the latest unfinished game")
    p.add_argument("--headless", action="store_true", help="no window: print the play-by-play")
    p.add_argument("--json", action="store_true", help="end with one JSON line of the result")
    p.add_argument("--pace", type=float, default=0.0, help="seconds to wait between steps")
    p.add_argument("--sim", action="store_true", help="bots take the seats of controllers that are not here")
    p.add_argument("--controllers", nargs="+", default=[], metavar="URL", help="serial ports or URLs of controllers")
    p.add_argument("--no-usb", action="store_true", help="do not look for USB controllers")
    window_arguments(p)


OFFERED = 5
"""How many unfinished games the question lists."""


def unfinished(folder: Path) -> list[Path]:
    """The journals in ``folder`` whose game has no end line, newest first (unreadable files left out)."""
    from host.journal import JournalError, read
    try:
        files = sorted(folder.glob("*.jsonl"), key=lambda f: f.stat().st_mtime, reverse=True)
    except OSError:
        return []
    out = []
    for f in files:
        try:
            if read(f).end is None:
                out.append(f)
        except (JournalError, OSError):
            continue
    return out


def described(path: Path) -> str:
    """One line about an unfinished game: its game, its seats, how far it got and when."""
    from host.journal import read
    journal = read(path)
    seats = journal.header.get("options", {}).get("players", [])
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    return (f"{str(journal.header.get('game', '?')).capitalize()}, {len(seats)} players, "
            f"{len(journal.steps)} steps, last played {when}")


def latest_journal(interactive: bool) -> Path | None:
    """The game to resume when no path is given: asked in a terminal (None: the person said no), else the
    newest unfinished one; CommandError when there is none."""
    from host.journal import default_dir
    folder = default_dir()
    games = unfinished(folder)
    if not games:
        raise CommandError(f"no unfinished game in {folder}; name a journal: eightbit resume JOURNAL")
    if not interactive:
        print(f"eightbit resume: the latest unfinished game: {games[0]} ({described(games[0])})", file=sys.stderr)
        return games[0]
    print("Unfinished games, newest first:")
    for i, path in enumerate(games[:OFFERED], 1):
        print(f"  {i}. {described(path)}\n     {path}")
    try:
        answer = input(f"Resume which game? [1-{min(OFFERED, len(games))}, Enter: 1, n: none] ").strip().lower()
    except EOFError:
        answer = "n"
    if answer in ("n", "no", "q"):
        return None
    if answer == "":
        return games[0]
    if not answer.isdigit() or not 1 <= int(answer) <= min(OFFERED, len(games)):
        raise UsageError(f"{shown(answer)} is not one of the games offered (1 to {min(OFFERED, len(games))})")
    return games[int(answer) - 1]


def run(args: argparse.Namespace) -> int:
    from host.headless import print_result, run_headless
    check_pace(args.pace, "resume")
    if args.journal is None:
        chosen = latest_journal(sys.stdin.isatty() and sys.stdout.isatty() and not args.json)
        if chosen is None:
            print("eightbit resume: nothing resumed", file=sys.stderr)
            return 0
        args.journal = str(chosen)
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
