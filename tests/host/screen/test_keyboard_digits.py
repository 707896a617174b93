"""The keyboard pad's centre wheel (CON-03, AMB-01; host/screen/keyboard.py): every number a face table's
centre wheel shows, up to its largest, can be typed as digits (two typed quickly make 10..30) and reached
with +/-; a number the wheel does not show is never set."""
from __future__ import annotations

from pathlib import Path

import pytest

import host.screen.keyboard as keyboard
from hal.faces import load_face_table
from hal.simulated import SimulatedController
from host.screen.intents import Intent
from host.screen.keyboard import KeyboardPad

TABLES = sorted(p.stem for p in (Path(__file__).parents[3] / "hardware" / "faces").glob("*.yaml"))


@pytest.fixture
def still_clock(monkeypatch):
    """Digits typed within the pad's window, whatever the machine's speed (the suite never times itself)."""
    monkeypatch.setattr(keyboard.time, "monotonic", lambda: 100.0)


def test_both_builds_face_tables_are_covered():
    assert {"default", "switch12"} <= set(TABLES)


def _pad(table_name: str) -> tuple[KeyboardPad, SimulatedController]:
    c = SimulatedController("red", table=load_face_table(table_name))
    pad = KeyboardPad({"red": c})
    pad.refresh(["red"])
    return pad, c


def _number(c: SimulatedController) -> int:
    return c.snapshot().faces["number"]


@pytest.mark.parametrize("table_name", TABLES)
def test_con03_every_number_up_to_the_wheels_largest_is_typeable(table_name, still_clock):
    numbers = load_face_table(table_name).numbers
    assert len(numbers) > 1
    for n in numbers:
        pad, c = _pad(table_name)
        for digit in str(n):
            assert pad.handle(Intent("digit", int(digit))) == "turn"
        assert _number(c) == n, f"typing {n} on the {table_name} wheel set {_number(c)}"


@pytest.mark.parametrize("table_name", TABLES)
def test_con03_plus_minus_reach_both_ends_and_stop_there(table_name):
    numbers = load_face_table(table_name).numbers
    pad, c = _pad(table_name)
    for n in numbers[1:]:
        pad.handle(Intent("adjust", 1))
        assert _number(c) == n
    pad.handle(Intent("adjust", 1))
    assert _number(c) == numbers[-1]
    for n in reversed(numbers[:-1]):
        pad.handle(Intent("adjust", -1))
        assert _number(c) == n
    pad.handle(Intent("adjust", -1))
    assert _number(c) == numbers[0]


@pytest.mark.parametrize("table_name", TABLES)
def test_con03_two_digits_beyond_the_wheel_start_again(table_name, still_clock):
    top = load_face_table(table_name).numbers[-1]
    pad, c = _pad(table_name)
    over = str(top + 1)
    for digit in over:
        pad.handle(Intent("digit", int(digit)))
    assert _number(c) == int(over[-1])              # "the number after the largest": the last digit alone
