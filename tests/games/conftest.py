"""The ``regenerate`` fixture of the goldens and bot pins (tests/games/golden.py)."""
from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import WATCH


@pytest.fixture
def regenerate() -> Callable[[Path, str], None] | None:
    """None, or with ``EIGHTBIT_REGENERATE`` set a writer of golden files: rewriting them in the checkout on
    purpose is the one write outside the temporary folders the suite's guard is told about."""
    if not os.environ.get("EIGHTBIT_REGENERATE"):
        return None

    def write(path: Path, text: str) -> None:
        WATCH.allow(path.parent)
        path.write_text(text)

    return write
