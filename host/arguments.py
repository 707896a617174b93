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


ANY_SEAT = -1
"""``--phones`` without a number: phones may take any seat nobody else holds."""


def phone_arguments(p: argparse.ArgumentParser) -> None:
    """``--phones [N]``, ``--phones-port P`` and ``--phones-address A`` (docs/phones.md)."""
    p.add_argument("--phones", type=int, nargs="?", const=ANY_SEAT, default=None, metavar="N",
                   help="let phones play: N phone seats (without N, phones may take any free seat); the host serves "
                        "their page on the local network and prints each seat's link")
    p.add_argument("--phones-port", type=int, default=None, metavar="P",
                   help="the phones' port (default 8088; 0 picks a free one)")
    p.add_argument("--phones-address", default=None, metavar="A",
                   help="the address put in the phones' links (default: this machine's address on the local network)")


def check_phone_arguments(args: argparse.Namespace, verb: str = "play") -> None:
    """``--phones`` from 1 to 6 (or no number), a port from 0 to 65535, no port or address without ``--phones``."""
    phones = getattr(args, "phones", None)
    if phones is None:
        for flag in ("phones_port", "phones_address"):
            if getattr(args, flag, None) is not None:
                raise UsageError(f"--{flag.replace('_', '-')} needs --phones")
        return
    if phones != ANY_SEAT:
        count(phones, "--phones", 1, 6)
    if args.phones_port is not None:
        count(args.phones_port, "--phones-port", 0, 65535)
    if args.phones_address is not None and not args.phones_address.strip():
        raise UsageError("--phones-address needs an address, not an empty string")
