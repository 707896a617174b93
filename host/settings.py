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

Remembered choices live in ``settings.json`` in the data directory (:func:`windowed`,
:func:`remember_windowed`): the console opens full screen unless ``--windowed`` was chosen last (or F11
left it in a window). A file that cannot be read counts as no choice made; it is rewritten at the next choice.

``EIGHTBIT_BOARDS`` (a folder of your own board profiles) is read by ``hal/profiles.py`` itself, since the
hardware layer never imports the host.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


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


def _saved() -> dict[str, Any]:
    try:
        data = json.loads((data_dir() / "settings.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def windowed() -> bool:
    """Whether the console opens in a window (the last choice; full screen when none was made)."""
    return _saved().get("windowed") is True


def remember_windowed(value: bool) -> None:
    """Remember the window choice for the next start (silently kept for this run only if unwritable)."""
    data = dict(_saved(), windowed=bool(value))
    path = data_dir() / "settings.json"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        tmp.replace(path)
    except OSError:
        pass
