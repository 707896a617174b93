"""Checks of command-line values that argparse's types let through (``nan``, ``inf``, ``-1``, ``0``, ``""``):
each bad value is a :class:`~host.errors.UsageError` (one line, exit status 2) naming the option."""
from __future__ import annotations

import math
import argparse
from typing import Iterable

from host.errors import UsageError
from host.files import shown

DAY = 86_400.0


def seconds(value: float, option: str, most: float = DAY) -> float:
    """``value`` if it is a finite number of seconds above 0 and at most ``most``."""
    if not (isinstance(value, (int, float)) and math.isfinite(value) and 0 < value <= most):
        raise UsageError(f"{option} must be a number of seconds above 0 and at most {most:g}, not {shown(value)}")
    return float(value)


def count(value: int, option: str, least: int, most: int) -> int:
    """``value`` if it is a whole number from ``least`` to ``most``."""
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise UsageError(f"{option} must be a whole number from {least} to {most}, not {shown(value)}")
    return value


def one_of(value: str, option: str, choices: Iterable[str]) -> str:
    """``value`` if it is one of ``choices`` (an empty string never is)."""
    options = list(choices)
    if value not in options:
        raise UsageError(f"{option} {shown(value)!r} is not one of: {', '.join(options)}")
    return value


def window_arguments(p: argparse.ArgumentParser) -> None:
    """``--windowed`` / ``--fullscreen`` for the commands that open the console (the choice is remembered)."""
    group = p.add_mutually_exclusive_group()
    group.add_argument("--windowed", action="store_true",
                       help="open the console in a window (remembered; default: full screen)")
    group.add_argument("--fullscreen", action="store_true",
                       help="open the console full screen again after --windowed (remembered)")
