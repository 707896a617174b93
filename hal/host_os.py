"""Which host systems can drive real controllers, and the one line said on any other.

Real boards need POSIX serial-port locking (``fcntl.flock``, a per-user folder named by ``os.getuid``:
``hal.port_claim``) and the emulator's pseudo-terminals: Linux (Raspberry Pi OS included) and macOS. On any
other system (Windows) the simulated and keyboard console still runs; ``eightbit flash``, ``ports``,
``calibrate``, ``emulate`` and the USB scan of ``play`` say ``UNSUPPORTED`` once instead of failing at import.
"""
from __future__ import annotations

import importlib.util
import os
import sys

SUPPORTED = {"linux": "Linux", "darwin": "macOS"}
NAMES = {"win32": "Windows", "cygwin": "Cygwin", "msys": "MSYS"}


class UnsupportedSystem(RuntimeError):
    """Real controllers were asked for on a system that cannot lock their serial ports."""


def system_name(platform: str | None = None) -> str:
    platform = sys.platform if platform is None else platform
    for prefix, name in {**SUPPORTED, **NAMES}.items():
        if platform.startswith(prefix):
            return name
    return platform


def serial_problem() -> str | None:
    """``None`` where real controllers work; else one sentence saying so and what still works."""
    supported = any(sys.platform.startswith(p) for p in SUPPORTED)
    if supported and hasattr(os, "getuid") and importlib.util.find_spec("fcntl") is not None:
        return None
    return (f"real controllers need Linux (Raspberry Pi OS included) or macOS; this is {system_name()}: "
            "play with simulated players or the keyboard (eightbit play --sim)")


def require_serial() -> None:
    """Raise :class:`UnsupportedSystem` (its message one line) where real controllers cannot work."""
    problem = serial_problem()
    if problem is not None:
        raise UnsupportedSystem(problem)
