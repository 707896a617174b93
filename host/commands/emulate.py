"""``eightbit emulate``: run N emulated boards (the real firmware) on pseudo-terminals and drive them by hand.

Commands at the prompt: ``<colour> left|centre|right <position|face>``, ``<colour> <face>``,
``<colour> lock`` / ``unlock``, ``<colour> unplug`` / ``plug``, ``list``, ``screens`` (what each board with a
private screen, e.g. ``--board dial-oled-v1``, shows), ``quit``.

On the MicroPython unix port each board also speaks MicroPython's raw REPL (``hal.flashable``), so
``eightbit flash <its path> --colour COLOUR`` flashes it as it would a real Pico (mpremote, the SHA-256 check,
the reset, the hello), and a reflash too; a board unplugged and plugged again boots what was last flashed.

While it runs, the boards are announced in the user's runtime folder (:mod:`hal.emulated_ports`), so
``eightbit play`` (and the lobby's search) finds them without ``--controllers``; the announcement goes when
it quits.
"""
from __future__ import annotations

import argparse
import sys

from host.errors import CommandError, UsageError
from host.files import shown

HELP = "Start emulated controller boards on pseudo-terminals (real firmware on the MicroPython unix port)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--count", type=int, default=None,
                        help="number of boards, 1..6 (default: as many as --colours names, else 2)")
    parser.add_argument("--colours", nargs="+", metavar="COLOUR", help="their colours (default red blue green ...)")
    parser.add_argument("--board", default="dial-v1",
                        help="board profile: hardware/boards/ or your own folder (docs/hardware.md)")
    parser.add_argument("--runtime", choices=("auto", "micropython", "cpython"), default="auto")


def _handle(boards: dict, line: str) -> bool:  # noqa: C901 - one branch per console command
    words = line.split()
    if not words:
        return True
    if words[0] in ("quit", "exit"):
        return False
    if words[0] == "list":
        for c, b in boards.items():
            print(f"{c}: {b.path} -> {b.device}  wheels {b.raw}  lock {'down' if b.lock_level == 0 else 'up'}")
        return True
    if words[0] == "screens":
        for c, b in boards.items():
            if not b.has_screen:
                print(f"{c}: no screen (board {b.profile.name})")
                continue
            print(f"{c}: +" + "-" * 16 + "+")
            for row in (b.screen_lines() + [""] * 4)[:4]:
                print(" " * (len(c) + 2) + f"|{row:<16}|")
            print(" " * (len(c) + 2) + "+" + "-" * 16 + "+")
        return True
    board = boards.get(words[0])
    if board is None or len(words) < 2:
        c = next(iter(boards))
        print(f"? say e.g. '{c} left up', '{c} centre 5', '{c} lock' / '{c} unlock' (hold / let go of LOCK), "
              "'list', 'quit'")
        return True
    verb, rest = words[1], words[2:]
    try:
        if verb == "lock":
            board.press_lock()
        elif verb == "unlock":
            board.release_lock()
        elif verb == "unplug":
            board.close()
        elif verb == "plug":
            board.reopen()
        elif verb in ("left", "centre", "center", "right") and rest:
            wheel = "centre" if verb == "center" else verb
            value = rest[0]
            if value.isdigit() and wheel != "centre":
                board.set_wheel(wheel, int(value))
            else:
                board.set_face(int(value) if value.isdigit() else value, wheel)
        else:
            board.set_face(int(verb) if verb.isdigit() else verb)
        print("ok")
    except ValueError as exc:
        print(f"? {exc}")
    return True


def run(args: argparse.Namespace) -> int:
    from hal.boards import board_names
    from hal.emulated_ports import announce, withdraw
    from hal.emulator import micropython_command, start_boards
    from hal.faces import COLOURS
    from host.arguments import count, one_of
    if args.count is None:
        args.count = len(args.colours) if args.colours else 2  # --colours red blue means two boards
    count(args.count, "--count", 1, len(COLOURS))
    colours = args.colours or list(COLOURS[:args.count])
    for colour in colours:
        one_of(colour, "--colours", COLOURS)
    if len(colours) != args.count or len(set(colours)) != len(colours):
        raise UsageError(f"--colours must name {args.count} different colours (from: {', '.join(COLOURS)}), "
                         f"not {shown(' '.join(colours))}")
    one_of(args.board, "--board", board_names())
    try:
        repl = args.runtime != "cpython" and micropython_command() is not None
        boards = start_boards(args.count, colours, runtime=args.runtime, board=args.board, repl=repl)
    except (RuntimeError, ValueError, OSError) as exc:
        raise CommandError(str(exc)) from None
    by_colour = {b.colour: b for b in boards}
    try:
        runtime = boards[0].runtime
        print(f"{len(boards)} emulated board(s), firmware on "
              f"{'the MicroPython unix port' if runtime == 'micropython' else 'CPython (fallback)'}:")
        for b in boards:
            print(f"  {b.colour:7} {b.path}  ({b.device})  uid {b.uid}")
        announce((b.colour, b.path) for b in boards)
        first = boards[0].colour
        print(f"`eightbit play` in another terminal finds these boards by itself (or pass them: "
              f"eightbit play --controllers {' '.join(b.path for b in boards)})")
        if repl:
            print(f"each board speaks MicroPython's raw REPL: rehearse a flash with "
                  f"eightbit flash --port {boards[0].path} --colour {first}")
        print(f"type e.g. '{first} left up', '{first} centre 5', '{first} lock' (holds LOCK down) then "
              f"'{first} unlock' (lets it go), 'list', 'quit'", flush=True)
        interactive = sys.stdin.isatty()
        while True:
            if interactive:
                print("emulate> ", end="", flush=True)
            line = sys.stdin.readline()
            if not line or not _handle(by_colour, line):
                break
            sys.stdout.flush()
    finally:
        withdraw()
        for b in boards:
            b.stop()
    return 0
