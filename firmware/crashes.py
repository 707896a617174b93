"""Crash bookkeeping across resets: how many times in a row the app crashed, and how long to back off.

The count lives in a one-line file (``crashes.txt``) so it survives ``machine.reset()``; it is written once per
crash (at most one flash write per back-off period) and cleared once the app has run healthy for
``HEALTHY_MS``. ``backoff_ms(n)`` doubles from 1 s up to 60 s, so a crash loop leaves time to press Ctrl-C or
re-flash, and never hammers the flash. Pure apart from the file; never raises.
"""
from compat import const

PATH = "crashes.txt"
HEALTHY_MS = const(10000)
_FIRST_MS = const(1000)
_MAX_MS = const(60000)
_MAX_COUNT = const(9999)


def count(path=PATH):
    """Crashes in a row so far (0 when the file is missing or unreadable)."""
    try:
        with open(path) as f:
            n = int(f.read().strip() or "0")
    except (OSError, ValueError):
        return 0
    return min(max(n, 0), _MAX_COUNT)


def record(path=PATH):
    """One more crash; returns the new count."""
    n = min(count(path) + 1, _MAX_COUNT)
    try:
        with open(path, "w") as f:
            f.write(str(n))
    except OSError:
        pass
    return n


def clear(path=PATH):
    try:
        import os
        os.remove(path)
    except (OSError, ImportError):
        pass


def backoff_ms(n):
    """How long to wait before resetting after the ``n``-th crash in a row."""
    if n <= 1:
        return _FIRST_MS
    if n >= 7:
        return _MAX_MS
    return min(_FIRST_MS << (n - 1), _MAX_MS)
