"""``eightbit faces``: write printable wheel faces (one A4 SVG, sizes in mm) for a board profile."""
from __future__ import annotations

import argparse
from pathlib import Path

from host.errors import CommandError, UsageError

HELP = "Write printable wheel faces (SVG, exact sizes from the board profile) for a build."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from hal.boards import board_names
    parser.add_argument("--board", default="dial-v1", choices=board_names(),
                        help="board profile: hardware/boards/ or your own folder (docs/hardware.md)")
    parser.add_argument("--output", metavar="FILE", help="SVG file to write (default: <board>-faces.svg)")


def run(args: argparse.Namespace) -> int:
    from hal.boards import load_board
    from hal.face_print import faces_svg
    from host.files import shown
    if args.output == "":
        raise UsageError("--output is empty: give a file name, or leave it out")
    out = Path(args.output or f"{args.board}-faces.svg")
    try:
        svg = faces_svg(load_board(args.board))
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    try:
        out.write_text(svg, encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot write {shown(str(out))}: {exc.strerror or exc}") from None
    print(f"wrote {out}: wheel faces for board {args.board}; print at 100 % (A4), cut out, align the zero mark")
    return 0
