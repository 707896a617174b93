"""Port claims and hand-over: a maker command that needs a serial port to itself (``eightbit flash``) claims
it, and every eightbit program that has that port open (a running hub's probe, a seated controller of
``eightbit play``) lets it go, so flashing beside a running table never finds the port busy because of it.

Per port (named after its real path) there are two small files in a per-user folder
(``$XDG_RUNTIME_DIR/eightbit-ports-<uid>``, else the temp folder):

- ``<port>.lock``: a program holds a *shared* ``flock`` on it for as long as it has the port open
  (``PortUse``); the claimer takes it *exclusively*, which it gets only once every user has let go;
- ``<port>.want``: the claimer's request, naming its pid and program, written before it waits for the lock.
  A user checks it (``PortUse.wanted``) and lets go, like a board that was unplugged; nobody opens a port
  while it is wanted or claimed, and after the claim ends the hub finds the board again by its uid.

Locks end when their holder closes them or dies; a request whose writer is no longer running is ignored, so
a crashed command never leaves a port claimed. A port held by a program that does not take part (a serial
terminal, an older eightbit) is not handed over: ``holders`` names it (pid, program) from ``/proc/``.
"""
from __future__ import annotations

import os
import re
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hal.host_os import require_serial

try:
    import fcntl
except ImportError:  # not POSIX (Windows): _base() refuses in one line before a lock is taken
    fcntl = None  # type: ignore[assignment]

HANDOVER_S = 5.0  # how long a claim waits for the users to let go (a probe takes 1.5 s, a controller 0.2 s)
POLL_S = 0.05


def real_port(port: str) -> str:
    """One spelling per port: a device path through its symlinks, a URL as it is."""
    return port if re.match(r"^[a-z0-9+]+://", port) else os.path.realpath(port)


def _base() -> Path:
    require_serial()
    base = Path(os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()) / f"eightbit-ports-{os.getuid()}"
    base.mkdir(mode=0o700, exist_ok=True)
    return base


def _lock_path(port: str, suffix: str = ".lock") -> Path:
    return _base() / (re.sub(r"[^A-Za-z0-9._-]", "_", real_port(port)).strip("_")[:120] + suffix)


def program_name(pid: int) -> str:
    """What ``pid`` runs, as a person would call it: ``eightbit play``, ``minicom``; ``?`` when unknown."""
    try:
        argv = [a for a in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0") if a]
    except OSError:
        return "?"
    if not argv:
        return "?"
    words = [os.path.basename(a) for a in argv[:4]]
    if "host.cli" in argv:  # python -m host.cli play
        rest = argv[argv.index("host.cli") + 1:]
        return "eightbit" + (f" {rest[0]}" if rest else "")
    if words[0] == "eightbit" or (len(words) > 1 and words[1] == "eightbit"):
        i = words.index("eightbit")
        return "eightbit" + (f" {argv[i + 1]}" if len(argv) > i + 1 else "")
    if words[0].startswith("python") and len(words) > 1:
        if words[1] == "-m" and len(words) > 2:
            return words[2]
        return words[0] if words[1].startswith("-") else words[1]
    return words[0]


def holders(port: str) -> list[tuple[int, str]]:
    """Processes (pid, program) that have ``port``'s device open, from ``/proc/``; [] where that is unknown."""
    if "://" in port:
        return []
    target = real_port(port)
    found = []
    try:
        pids = [int(p) for p in os.listdir("/proc/") if p.isdigit()]
    except OSError:
        return []
    for pid in pids:
        if pid == os.getpid():
            continue
        try:
            fds = os.listdir(f"/proc/{pid}/fd")
        except OSError:
            continue
        for fd in fds:
            try:
                if os.readlink(f"/proc/{pid}/fd/{fd}") == target:
                    found.append((pid, program_name(pid)))
                    break
            except OSError:
                continue
    return found


def held_by(port: str) -> str:
    """``eightbit play (pid 1234)``, or ``another program`` when /proc/ does not say."""
    who = holders(port)
    return ", ".join(f"{name} (pid {pid})" for pid, name in who) if who else "another program"


class PortBusy(Exception):
    """The port is not free: another claim holds it, or its users did not let go in time (``why``)."""

    def __init__(self, port: str, why: str) -> None:
        super().__init__(f"{port}: {why}")
        self.port = port
        self.why = why


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _request(port: str) -> tuple[int, str, str] | None:
    """The live request on ``port``: (pid, program, token), or None."""
    try:
        pid_text, token, program = _lock_path(port, ".want").read_text().split(" ", 2)
        pid = int(pid_text)
    except (OSError, ValueError):
        return None
    return (pid, program.strip(), token) if _alive(pid) else None


def _take(fd: int, kind: int) -> bool:
    try:
        fcntl.flock(fd, kind | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False


@contextmanager
def claim(port: str, wait: float | None = None, program: str = "eightbit flash") -> Iterator[None]:
    """Hold ``port`` to this process for the ``with`` block: ask its users to let go and wait up to ``wait`` s
    (``HANDOVER_S``). PortBusy (saying who holds it) when another claim has it or its users keep it."""
    wait = HANDOVER_S if wait is None else wait
    other = _request(port)
    if other is not None:
        raise PortBusy(port, f"claimed by another {other[1]} (pid {other[0]}); wait for it to finish")
    token = f"{os.getpid()}-{time.monotonic_ns()}"
    want = _lock_path(port, ".want")
    tmp = want.with_name(want.name + f".{token}")
    tmp.write_text(f"{os.getpid()} {token} {program}\n")
    os.replace(tmp, want)
    fd = os.open(_lock_path(port), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        end = time.monotonic() + wait
        while not _take(fd, fcntl.LOCK_EX):
            if time.monotonic() >= end:
                raise PortBusy(port, f"in use by {held_by(port)}, which did not let go within {wait:g} s")
            time.sleep(POLL_S)
        yield
    finally:
        os.close(fd)
        mine = _request(port)
        if mine is not None and mine[2] == token:
            try:
                want.unlink()
            except OSError:
                pass


def is_claimed(port: str) -> bool:
    """True while some claim (this process's included) holds or waits for ``port``."""
    if _request(port) is not None:
        return True
    try:
        fd = os.open(_lock_path(port), os.O_RDONLY)
    except OSError:
        return False
    try:
        return not _take(fd, fcntl.LOCK_SH)
    finally:
        os.close(fd)


class PortUse:
    """A program's use of a port it opens (a probe, a controller's session): ``take()`` before opening it
    (False: it is claimed, do not open it), ``wanted()`` while it is open (True: close it and ``release()``)."""

    def __init__(self, port: str) -> None:
        self.port = port
        self._fd: int | None = None

    def take(self) -> bool:
        if self._fd is not None:
            return True
        if _request(self.port) is not None:
            return False
        try:
            fd = os.open(_lock_path(self.port), os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:  # no runtime folder to share: use the port without taking part in hand-overs
            return True
        if not _take(fd, fcntl.LOCK_SH) or _request(self.port) is not None:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def wanted(self) -> bool:
        return _request(self.port) is not None

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)

    def __enter__(self) -> bool:
        return self.take()

    def __exit__(self, *exc: object) -> None:
        self.release()
