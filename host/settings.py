"""The one place the host reads its environment: ``EIGHTBIT_*`` variables and the data directory.

Read each time they are asked for (tests and the window tests set them per process), never cached.

| variable | meaning |
|---|---|
| ``EIGHTBIT_DEBUG=1`` | tracebacks instead of one-line errors; native library noise kept; audio notes |
| ``EIGHTBIT_MUTE=1`` | no sounds |
| ``EIGHTBIT_AUTOPLAY=1`` | the console starts as soon as seats are ready, plays fast, quits at the results |
| ``EIGHTBIT_SCREENSHOT=file.png`` | save the window at the end of the game (and ``file-results.png``) |
| ``EIGHTBIT_ANIM_SPEED=x`` | animation speed factor (default 1, 12 under autoplay) |
| ``EIGHTBIT_STARTUP_PROBE=1`` | print ``lobby-drawn <unix time>`` when the lobby is first drawn, then quit |
| ``XDG_DATA_HOME`` | the data directory's parent (default ``~/.local/share``): journals, screen error log |
"""
from __future__ import annotations

import os
from pathlib import Path


def _flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


def debug() -> bool:
    return _flag("EIGHTBIT_DEBUG")


def mute() -> bool:
    return _flag("EIGHTBIT_MUTE")


def autoplay() -> bool:
    return os.environ.get("EIGHTBIT_AUTOPLAY") == "1"


def startup_probe() -> bool:
    return os.environ.get("EIGHTBIT_STARTUP_PROBE") == "1"


def screenshot() -> str | None:
    return os.environ.get("EIGHTBIT_SCREENSHOT") or None


def anim_speed(autoplaying: bool) -> float:
    text = os.environ.get("EIGHTBIT_ANIM_SPEED")
    try:
        return max(0.05, float(text)) if text else (12.0 if autoplaying else 1.0)
    except ValueError:
        return 1.0


def data_dir() -> Path:
    """Where the console keeps its files (``$XDG_DATA_HOME/eightbit``)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "eightbit"
