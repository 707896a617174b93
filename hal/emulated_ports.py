"""Boards that ``eightbit emulate`` runs, announced to the discovery of ``eightbit play`` and the lobby.

While it runs, ``eightbit emulate`` keeps a small file in the user's runtime folder
(``$XDG_RUNTIME_DIR/eightbit``, else ``eightbit-<uid>`` in the temp folder), named after its process id and
listing each board's colour and stable port path; it removes the file when it quits. Discovery
(:func:`emulated_ports`) reads every such file and ignores stale ones: a file whose process is gone (it was
killed before it could clean up; the file is removed then) and a port path that no longer exists.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Iterable


def runtime_dir() -> Path:
    """The per-user folder the announcements live in (private to the user)."""
    base = os.environ.get("XDG_RUNTIME_DIR")
    return Path(base) / "eightbit" if base else Path(tempfile.gettempdir()) / f"eightbit-{os.getuid()}"


def announcement_path(pid: int | None = None) -> Path:
    return runtime_dir() / f"emulate-{os.getpid() if pid is None else pid}.json"


def announce(boards: Iterable[tuple[str, str]]) -> Path:
    """Write this process's announcement of ``boards`` (colour, port path); returns the file."""
    path = announcement_path()
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"pid": os.getpid(), "boards": [{"colour": c, "path": p} for c, p in boards]}),
                   encoding="utf-8")
    os.replace(tmp, path)
    return path


def withdraw() -> None:
    """Remove this process's announcement (when ``eightbit emulate`` quits)."""
    try:
        announcement_path().unlink()
    except FileNotFoundError:
        pass


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True          # someone else's process has that id: not ours to judge, the paths decide
    return True


def emulated_ports() -> list[str]:
    """The port paths of the boards every running ``eightbit emulate`` announced, stale entries left out."""
    folder = runtime_dir()
    if not folder.is_dir():
        return []
    ports: list[str] = []
    for file in sorted(folder.glob("emulate-*.json")):
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
            pid = int(data["pid"])
            paths = [str(b["path"]) for b in data["boards"]]
        except (OSError, ValueError, KeyError, TypeError):
            continue                                   # half-written or not ours: ignored
        if not _alive(pid):
            try:
                file.unlink()
            except OSError:
                pass
            continue
        ports += [p for p in paths if os.path.exists(p) and p not in ports]
    return ports
