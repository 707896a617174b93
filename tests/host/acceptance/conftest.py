"""The acceptance tables draw through SDL's dummy video driver (asked for by name, so the console accepts it:
host/screen/display.py) and play no sound; both are set before pygame is imported. The six emulated boards
boot once for the module (:func:`boards`) and every table plugs in the ones it needs."""
from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(scope="module")
def boards() -> Iterator[dict[str, Any]]:
    """Six emulated boards (the real firmware), by colour, shared by the module's tables."""
    from hal.emulator import start_boards
    from tests.host.acceptance.harness import SIX
    started = start_boards(len(SIX), SIX)
    try:
        yield {b.colour: b for b in started}
    finally:
        for b in started:
            b.stop()
