"""Port claims: a maker command that needs a serial port to itself (``eightbit flash``) claims it, and a
running hub does not probe a claimed port, so flashing never finds the port busy because of the hub.

A claim is an exclusive ``flock`` on a small file named after the port's real path in a per-user folder
(``$XDG_RUNTIME_DIR/eightbit-ports``, else the temp folder); it ends when the claiming process closes it or
dies, so a crashed command never leaves a port claimed.
"""
from __future__ import annotations

import fcntl
import os
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def _lock_path(port: str) -> Path:
    base = Path(os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()) / f"eightbit-ports-{os.getuid()}"
    base.mkdir(mode=0o700, exist_ok=True)
    real = os.path.realpath(port) if not re.match(r"^[a-z0-9+]+://", port) else port
    return base / (re.sub(r"[^A-Za-z0-9._-]", "_", real).strip("_")[:120] + ".lock")


class PortBusy(Exception):
    """Another command holds the claim on this port."""


@contextmanager
def claim(port: str) -> Iterator[None]:
    """Hold the claim on ``port`` for the ``with`` block; PortBusy when another process holds it."""
    fd = os.open(_lock_path(port), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise PortBusy(port) from None
        yield
    finally:
        os.close(fd)


def is_claimed(port: str) -> bool:
    """True while some process (this one included) holds a claim on ``port``."""
    try:
        fd = os.open(_lock_path(port), os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
