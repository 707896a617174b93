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


def assert_no_link_errors(*controllers: object, unplugged: bool = False) -> None:
    """No read error (the port/board failed), program error (decoder/handler bug) or subscriber error happened
    on any of ``controllers`` (``SerialController``s; others have only ``callback_errors``). ``unplugged``: the
    test pulled a board out, so read errors are expected; the others still are not."""
    for c in controllers:
        counters = getattr(c, "counters", {})
        kinds = ("program_errors",) if unplugged else ("read_errors", "program_errors")
        found = {k: counters.get(k, 0) for k in kinds}
        found["callback_errors"] = getattr(c, "callback_errors", 0)
        last = [str(e) for e in (getattr(c, "last_read_error", None), getattr(c, "last_program_error", None),
                                 getattr(c, "last_callback_error", None)) if e is not None]
        assert not any(found.values()), f"{c}: {found} {last}"
