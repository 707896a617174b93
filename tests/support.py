"""Small helpers shared by tests: waiting for a condition with a generous timeout (never a timing assertion)."""
from __future__ import annotations

import time
from typing import Callable


def wait_for(condition: Callable[[], bool], timeout: float = 10.0, interval: float = 0.005) -> bool:
    """Poll ``condition`` until it holds or ``timeout`` seconds pass; returns its last value."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(interval)
    return condition()
