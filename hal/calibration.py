"""Wheel calibration: measured raw centres per detent -> checked, saved, loaded and applied to a board profile.

    centres = check_centres("left", "angle", [40000, 56384, 7232, 23616])   # raises CalibrationError
    save_calibration(path, "dial-v1", {"left": [...], "centre": [...], "right": [...]}, uid="E661...")
    data = host.files.load_yaml_file(path, "calibration file")   # the host reads the file, bounded
    profile = apply_calibration(board, calibration_from(data, board, f"calibration file {path}"))
    face_label(table, "left", 0) -> "up"
    measure(ctl, profile, ["left"], on_step)   # drives a maker through each detent over ``?R`` raw readings

The rules are the firmware's (``firmware/wheel.py``): a ladder's centres strictly increase; an angle sensor's
go once round the circle in order and may wrap past zero. On top, two detents closer than a quarter of the
nominal spacing are refused as "the same reading" (the wheel was not turned, or two taps are shorted).
File format (YAML; JSON is accepted too, being YAML)::

    board: dial-v1
    uid: E6610000F1A5F1A5          # informational: the board it was measured on
    calibration: {left: [...], centre: [...], right: [...]}
"""
from __future__ import annotations

import dataclasses
import json
import math
import reprlib
import statistics
import time
from pathlib import Path
from typing import Any, Callable

import yaml

from hal.boards import BoardProfile
from hal.faces import WHEELS, FaceTable

FULL_TURN = 0x10000


class CalibrationError(ValueError):
    """Readings or a calibration file that cannot be used; the message is one sentence for a maker."""


def min_gap(sensor: str, detents: int) -> int:
    """Smallest distance between two detents' centres before they count as the same reading."""
    if sensor == "angle":
        return FULL_TURN // (4 * detents)
    return 0xFFFF // (4 * max(1, detents - 1))


def whole(value: Any) -> Any:
    """``value`` as an int when it is a whole number (``12``, ``12.0``), else None (``True``, ``"12"``, ``1.5``,
    ``nan``, ``inf`` are not readings)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    return None


def check_centres(wheel: str, sensor: str, centres: list[int], detents: int | None = None) -> list[int]:  # noqa: C901 - one check per way centres go wrong, each with its message
    """The centres as ints if the firmware will accept them and they are well apart; else CalibrationError."""
    if not isinstance(centres, (list, tuple)):
        raise CalibrationError(f"the {wheel} wheel's readings must be a list, got {reprlib.repr(centres)}")
    values = [whole(v) for v in centres]
    if None in values:
        raise CalibrationError(f"the {wheel} wheel's readings must be whole numbers, got {reprlib.repr(centres)}")
    n = len(values)
    if detents is not None and n != detents:
        raise CalibrationError(f"the {wheel} wheel has {detents} positions but {n} readings were given")
    if n == 0:
        raise CalibrationError(f"the {wheel} wheel has no readings")
    bad = [v for v in values if not 0 <= v <= 0xFFFF]
    if bad:
        raise CalibrationError(f"the {wheel} wheel's reading {bad[0]} is outside 0..65535")
    close = min_gap(sensor, n)
    if sensor == "ladder":
        for i in range(1, n):
            if abs(values[i] - values[i - 1]) < close:
                raise CalibrationError(
                    f"the {wheel} wheel's positions {i} and {i + 1} read almost the same ({values[i - 1]} and "
                    f"{values[i]}): was the wheel turned between them, or are two ladder taps shorted?")
            if values[i] < values[i - 1]:
                raise CalibrationError(
                    f"the {wheel} wheel's ladder is not monotonic: position {i + 1} reads {values[i]}, below "
                    f"position {i} ({values[i - 1]}); check the resistor ladder and the order you turned it")
        return values
    if sensor != "angle":
        raise CalibrationError(f"the {wheel} wheel has an unknown sensor {sensor!r}")
    if n == 1:
        return values
    gaps = [(values[(i + 1) % n] - values[i]) % FULL_TURN for i in range(n)]
    for i, gap in enumerate(gaps):
        if min(gap, FULL_TURN - gap) < close:
            j = (i + 1) % n
            raise CalibrationError(
                f"the {wheel} wheel's positions {i + 1} and {j + 1} read almost the same ({values[i]} and "
                f"{values[j]}): was the wheel turned between them?")
    if sum(gaps) != FULL_TURN:
        backwards = [(values[i] - values[(i + 1) % n]) % FULL_TURN for i in range(n)]
        if sum(backwards) == FULL_TURN:
            raise CalibrationError(
                f"the {wheel} wheel's readings go down as the positions go up: its sensor counts the other "
                f"way (tie the AS5600's DIR pin to GND) or the positions were visited in reverse")
        raise CalibrationError(
            f"the {wheel} wheel's readings are out of order ({', '.join(map(str, values))}): visit the "
            f"positions in order, 1 to {n}, once each")
    return values


def check_all(profile: BoardProfile, calibration: dict[str, Any]) -> dict[str, list[int]]:
    """Check every wheel given (a subset is fine: the others keep their nominal centres)."""
    out: dict[str, list[int]] = {}
    for name, values in calibration.items():
        if name not in WHEELS:
            raise CalibrationError(f"unknown wheel {reprlib.repr(name)} (wheels are {', '.join(WHEELS)})")
        spec = profile.wheels[WHEELS.index(name)]
        out[name] = check_centres(name, spec["sensor"], values, int(spec["detents"]))
    return out


def save_calibration(path: str | Path, board: str, calibration: dict[str, list[int]], uid: str | None = None) -> Path:
    path = Path(path)
    data: dict[str, Any] = {"board": board}
    if uid:
        data["uid"] = uid
    data["calibration"] = {w: [int(v) for v in calibration[w]] for w in WHEELS if w in calibration}
    text = "# Wheel calibration written by `eightbit calibrate`; use it with `eightbit flash --calibration`.\n"
    if path.suffix == ".json":
        text = json.dumps(data, indent=1) + "\n"
    else:
        text += yaml.safe_dump(data, default_flow_style=None, sort_keys=False)
    try:
        path.write_text(text)
    except OSError as exc:
        raise CalibrationError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path


def calibration_from(data: Any, profile: BoardProfile, source: str) -> dict[str, list[int]]:
    """Check the parsed content of a calibration file for ``profile`` (``source`` names it in messages; the
    host reads the file, bounded: ``host.files``); CalibrationError with one sentence otherwise."""
    if not isinstance(data, dict) or not isinstance(data.get("calibration"), dict):
        raise CalibrationError(f"{source} has no 'calibration:' section")
    board = data.get("board")
    if board and board != profile.name:
        named = board if isinstance(board, str) and len(board) <= 40 else reprlib.repr(board)
        raise CalibrationError(f"{source} was measured on a {named} board, not {profile.name}")
    try:
        return check_all(profile, data["calibration"])
    except CalibrationError as exc:
        raise CalibrationError(f"{source}: {exc}") from None


def apply_calibration(profile: BoardProfile, calibration: dict[str, list[int]]) -> BoardProfile:
    return dataclasses.replace(profile, calibration={**profile.calibration, **calibration})


def face_label(table: FaceTable, wheel: str, position: int) -> str:
    """What the printed face at ``position`` shows (for prompts), e.g. ``up``, ``5``, ``10 (blue)``."""
    if wheel == "left":
        return str(table.directions[position]).replace("_", " ")
    if wheel == "right":
        return str(table.symbols[position]).replace("_", " ")
    colour = table.colours[position]
    return f"{table.numbers[position]}" + (f" ({colour})" if colour else "")


StepCallback = Callable[[str, str, int, int, str], None]


SAMPLES = 16  # raw readings per position (each already the board's mean of 4 ADC reads)


def _middle_spread(values: list[int]) -> int:
    """Spread of the middle half of ``values`` (interquartile range): ADC noise spikes do not count, a wheel
    that moves while it is sampled does."""
    v = sorted(values)
    q = len(v) // 4
    return v[len(v) - 1 - q] - v[q]


def measure(ctl: Any, profile: BoardProfile, wheels: list[str], on_step: StepCallback, samples: int = SAMPLES,
            step_timeout: float = 120.0) -> dict[str, list[int]]:
    """Walk through every detent of ``wheels`` on a connected ``SerialController``; returns raw centres.

    For each position: wait until the lock is up, call ``on_step("turn", wheel, i, n, label)``, wait for the
    lock to go down, take the median of ``samples`` raw readings (``?R``; taken again while their middle half
    spreads over more than half the closest allowed gap: the wheel was still moving; single noise spikes of the
    RP2040's ADC do not count), then ``on_step("captured", ...)``.
    The LED is dim while waiting for a press and bright once a reading is taken. Raises CalibrationError when
    the board goes away, stops answering ``?R`` (old firmware) or nobody presses within ``step_timeout``.
    """
    table = profile.face_table()
    out: dict[str, list[int]] = {}
    for wheel in wheels:
        w = WHEELS.index(wheel)
        n = int(profile.wheels[w]["detents"])
        values: list[int] = []
        for i in range(n):
            label = face_label(table, wheel, i) if n == table.detents[w] else str(i + 1)
            _wait_lock(ctl, False, step_timeout, on_step, wheel, i, n, label)
            ctl.set_led("colour")
            on_step("turn", wheel, i, n, label)
            _wait_lock(ctl, True, step_timeout, None, wheel, i, n, label)
            values.append(_sample(ctl, w, wheel, i, samples, min_gap(profile.wheels[w]["sensor"], n) // 2))
            ctl.set_led("locked")
            on_step("captured", wheel, i, n, str(values[-1]))
        out[wheel] = check_centres(wheel, profile.wheels[w]["sensor"], values, n)
    ctl.set_led("colour")
    return out


def _sample(ctl: Any, w: int, wheel: str, i: int, samples: int, spread: int, attempts: int = 3) -> int:
    """Median of ``samples`` raw readings of wheel ``w``; re-taken while their middle half spreads over more
    than ``spread``."""
    for _ in range(attempts):
        readings = []
        for _ in range(max(1, samples)):
            r = ctl.read_raw(2.0)
            if r is None:
                if not ctl.connected:
                    raise CalibrationError("the board went away (unplugged?); nothing was written")
                raise CalibrationError("the board does not answer raw readings (?R): flash firmware 1.1.0 "
                                       "or later with `eightbit flash` first")
            readings.append(r.raw[w])
        shifted = [(v + 0x8000) & 0xFFFF for v in readings]  # the short way round when resting near zero
        if _middle_spread(readings) <= spread:
            return int(statistics.median(readings))
        if _middle_spread(shifted) <= spread:
            return (int(statistics.median(shifted)) - 0x8000) & 0xFFFF
        time.sleep(0.05)
    raise CalibrationError(f"the {wheel} wheel's readings at position {i + 1} kept moving ({min(readings)}.."
                           f"{max(readings)}): hold it still on the detent, or check the sensor's wiring and magnet")


def _wait_lock(ctl: Any, pressed: bool, timeout: float, on_step: StepCallback | None, wheel: str, i: int, n: int,
               label: str) -> None:
    end = time.monotonic() + timeout
    told = False
    while ctl.snapshot().locked != pressed:
        if not ctl.connected:
            raise CalibrationError("the board went away (unplugged?); nothing was written")
        if time.monotonic() > end:
            what = "pressed" if pressed else "released"
            raise CalibrationError(f"the lock button was not {what} within {timeout:g} s; nothing was written")
        if not pressed and not told and on_step is not None:
            on_step("release", wheel, i, n, label)
            told = True
        time.sleep(0.01)
