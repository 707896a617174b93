"""Fixtures of the hal tests: ``pico``, a flashable emulated Pico speaking MicroPython's raw REPL
(tests/hal/rawrepl_emulator.py)."""
import pytest

from rawrepl_emulator import FlashableBoard


@pytest.fixture
def pico(tmp_path):
    """A flashable emulated Pico (uid DEFAULT_UID), stopped after the test."""
    board = FlashableBoard(tmp_path / "flash").start()
    yield board
    board.stop()
