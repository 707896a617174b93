"""``eightbit calibrate``: measure where each detent of each wheel really sits, for ``eightbit flash --calibration``.

With a board: for every position of every wheel the maker turns the wheel there and presses the lock; the
board's raw ADC readings (``?R``, firmware 1.1.0+) are sampled and their median becomes that detent's centre.
The LED is dim while it waits for a press and bright once the reading is taken. Without a board,
``--answers FILE`` takes the raw readings from a YAML/JSON file (``{left: [..], centre: [..], right: [..]}``).
Either way the readings are checked (in order, once round for dials, rising for ladders, no two alike) and
written as a calibration file; nothing is written when any check fails.
"""
from __future__ import annotations

import argparse
import time

from hal.calibration import SAMPLES
from host.errors import CommandError, UsageError
from host.files import shown

MAX_SAMPLES = 1000
HELP = "Measure each wheel's detent positions on a board and write a calibration file for `eightbit flash`."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from hal.faces import WHEELS
    parser.add_argument("port", nargs="?", metavar="PORT",
                        help="serial port of the board (default: the one Pico found by USB VID:PID 2E8A:0005)")
    parser.add_argument("--output", "-o", default="calibration.yaml", metavar="FILE",
                        help="calibration file to write (.yaml, or .json) (default: calibration.yaml)")
    parser.add_argument("--board", help="board profile (default: the one the board reports)")
    parser.add_argument("--wheels", nargs="+", choices=WHEELS, default=list(WHEELS), help="wheels to calibrate")
    parser.add_argument("--samples", type=int, default=SAMPLES,
                        help=f"raw readings per position (median is kept; default {SAMPLES})")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for each lock press")
    parser.add_argument("--answers", metavar="FILE",
                        help="take the raw readings from this YAML/JSON file instead of a board")


def print_step(kind: str, wheel: str, index: int, count: int, text: str) -> None:
    if kind == "turn":
        print(f"Turn the {wheel.upper()} wheel to position {index + 1} of {count} ({text}) and press the lock "
              f"button.", flush=True)
    elif kind == "captured":
        print(f"  {wheel} {index + 1}: raw {text}; release the lock.", flush=True)
    elif kind == "release":
        print("Release the lock button to go on.", flush=True)


STEP = print_step  # what each step of the walk-through does (tests wrap it to turn the emulated wheels)


ANSWERS_LIMIT = 256 * 1024  # readings for three wheels, even with many samples each, are a few KiB


def from_answers(path: str, board: str, wheels: list[str]) -> tuple[str, dict[str, list[int]]]:
    from hal.calibration import CalibrationError, check_all
    from host.files import load_yaml_file, shown
    data = load_yaml_file(path, "answers file", ANSWERS_LIMIT)
    source = f"answers file {shown(path)}"
    if isinstance(data, dict) and isinstance(data.get("calibration"), dict):
        data = data["calibration"]
    if not isinstance(data, dict):
        raise CommandError(f"{source} must map wheel names to lists of raw readings")
    readings: dict[str, list[int]] = {}
    for wheel in wheels:
        if wheel not in data:
            continue
        values = data[wheel]
        if not isinstance(values, list):
            raise CommandError(f"{source}: the {wheel} wheel's readings must be a list")
        readings[wheel] = [_reading(v, source, wheel) for v in values]
    if not readings:
        raise CommandError(f"{source} has readings for none of the wheels {', '.join(wheels)}")
    profile = _profile(board)
    try:
        return profile.name, check_all(profile, readings)
    except CalibrationError as exc:
        raise CommandError(f"{source}: {exc}") from None


def _reading(value: object, source: str, wheel: str) -> int:
    """One position's reading: a whole number, or a list of samples whose median is kept."""
    import statistics

    from hal.calibration import whole
    samples = value if isinstance(value, list) else [value]
    numbers = [whole(v) for v in samples]
    if not numbers or None in numbers:
        raise CommandError(f"{source}: the {wheel} wheel's readings must be whole numbers (or lists of them)")
    return int(statistics.median(numbers))


def _profile(name: str):
    from hal.boards import board_names, load_board
    known = board_names()
    if name not in known:  # a usage error, found before any board is opened
        raise UsageError(f"--board {shown(name)!r} is not a board profile (known: {', '.join(known)})")
    try:
        return load_board(name)
    except ValueError as exc:
        raise CommandError(str(exc)) from None


def _reported_profile(name: str):
    from hal.boards import load_board
    try:
        return load_board(name)
    except ValueError as exc:
        raise CommandError(f"the board reports its profile as {name}: {exc}; name the right one with --board") \
            from None


def calibrate_board(port: str, board: str | None, wheels: list[str], samples: int = SAMPLES, timeout: float = 120.0,
                    on_step=None) -> tuple[str, str, dict[str, list[int]]]:
    """Walk through the wheels on the board at ``port``; returns (board profile name, uid, centres)."""
    from hal.calibration import CalibrationError, measure
    from hal.serial_controller import SerialController
    ctl = SerialController(port)
    try:
        end = time.monotonic() + 5.0
        while not ctl.wait_connected(0.1) and time.monotonic() < end and ctl.counters["open_failures"] < 3:
            pass  # (a port that cannot even be opened three times running is gone: say so at once)
        if not ctl.connected:
            why = ctl.refused or ctl.last_open_error
            raise CommandError(f"no controller answered on {port}" + (f" ({why})" if why else "")
                               + ": is it plugged in and flashed with `eightbit flash`?")
        hello = ctl.hello
        if hello is None:
            raise CommandError(f"the controller on {port} never said hello: is it flashed with `eightbit flash`?")
        profile = _profile(board) if board else _reported_profile(hello.board)
        if tuple(int(w["detents"]) for w in profile.wheels) != tuple(hello.detents):
            raise CommandError(f"the board reports {','.join(map(str, hello.detents))} positions per wheel, "
                               f"the {profile.name} profile has {','.join(map(str, profile.detents))}")
        try:
            centres = measure(ctl, profile, wheels, on_step or STEP, samples=samples, step_timeout=timeout)
        except CalibrationError as exc:
            raise CommandError(str(exc)) from None
        return profile.name, ctl.uid, centres
    finally:
        ctl.close()


def run(args: argparse.Namespace) -> int:
    from hal.calibration import CalibrationError, save_calibration
    from host.arguments import count, seconds
    from host.files import check_output_file
    count(args.samples, "--samples", 1, MAX_SAMPLES)
    seconds(args.timeout, "--timeout")
    if args.board is not None:
        _profile(args.board)
    if args.port == "":
        raise UsageError("PORT is empty: give a serial port, or leave it out to use the one Pico plugged in")
    check_output_file(args.output, "--output")  # before the walk-through, so it is not lost
    uid = None
    if args.answers is not None:
        board, centres = from_answers(args.answers, args.board or "dial-v1", args.wheels)
    else:
        from host.board_port import find_port
        port = find_port(args.port)
        print(f"Calibrating the board on {port}: wheels {', '.join(args.wheels)}. Turn each wheel as asked and "
              f"press the lock button at each position.", flush=True)
        board, uid, centres = calibrate_board(port, args.board, args.wheels, args.samples, args.timeout,
                                              on_step=lambda *a: STEP(*a))
    try:
        path = save_calibration(args.output, board, centres, uid=uid)
    except CalibrationError as exc:
        raise CommandError(str(exc)) from None
    for wheel, values in centres.items():
        print(f"{wheel}: {', '.join(map(str, values))}")
    print(f"wrote {path}; flash it with: eightbit flash --board {board} --colour COLOUR --calibration {path}")
    return 0
