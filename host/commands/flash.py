"""``eightbit flash``: one command to turn a Pico running MicroPython into an 8Bit Box controller.

Finds the board (USB VID:PID 2E8A:0005, or PORT), writes its ``config.json`` (colour, board profile,
calibration from ``eightbit calibrate``), copies every ``firmware/*.py`` and the config with ``mpremote``,
hard-resets it, then checks that it answers the wire protocol's hello with the new colour, uid, board and
firmware version. mpremote runs as ``python -m mpremote`` (twice: read the uid, then copy with ``resume`` so
it does not soft-reset again, and ``reset``); its last error line is shown when it fails.
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from host.board_port import find_port
from host.errors import CommandError, UsageError

HELP = "Flash a controller: write its config (colour, board, calibration) and copy the firmware with mpremote."

UID_CODE = "import machine\nprint('UID=' + ''.join(['%02X' % b for b in machine.unique_id()]))"


def _boards() -> list[str]:
    from hal.boards import board_names
    return board_names()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from hal.faces import COLOURS
    parser.add_argument("port", nargs="?", metavar="PORT",
                        help="serial port of the board (default: the one Pico found by USB VID:PID 2E8A:0005)")
    parser.add_argument("--colour", "--color", required=True, choices=COLOURS, help="the player colour")
    parser.add_argument("--board", default="dial-v1", choices=_boards(),
                        help="board profile: hardware/boards/ or your own folder (docs/hardware.md)")
    parser.add_argument("--calibration", metavar="FILE", help="wheel calibration written by `eightbit calibrate`")
    parser.add_argument("--dry-run", action="store_true", help="print the plan (config, files, commands) only")
    parser.add_argument("--no-verify", action="store_true", help="do not wait for the board's hello afterwards")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds to wait for the board to come back")


def firmware_files() -> list[Path]:
    from hal.emulator import FIRMWARE_DIR
    return sorted(FIRMWARE_DIR.glob("*.py"))


def firmware_version() -> str:
    from hal.emulator import FIRMWARE_DIR
    m = re.search(r'FIRMWARE_VERSION\s*=\s*"([^"]+)"', (FIRMWARE_DIR / "config.py").read_text())
    return m.group(1) if m else "?"


CALIBRATION_LIMIT = 64 * 1024  # a calibration file is well under 2 KiB


def build_config(board: str, colour: str, calibration: str | None) -> dict:
    from hal.boards import firmware_config, load_board
    from hal.calibration import CalibrationError, apply_calibration, calibration_from
    from host.files import load_yaml_file, shown
    try:
        profile = load_board(board)
        if calibration is not None:
            data = load_yaml_file(calibration, "calibration file", CALIBRATION_LIMIT)
            source = f"calibration file {shown(calibration)}"
            profile = apply_calibration(profile, calibration_from(data, profile, source))
        return firmware_config(profile, colour)
    except (ValueError, CalibrationError) as exc:
        raise CommandError(str(exc)) from None


def mpremote(port: str, *args: str, timeout: float = 120.0) -> str:
    """Run ``python -m mpremote connect PORT ARGS...``; its stdout, or CommandError with its last error line."""
    cmd = [sys.executable, "-m", "mpremote", "connect", port, *args]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise CommandError(f"mpremote did not finish within {timeout:g} s on {port}") from None
    except OSError as exc:
        raise CommandError(f"cannot run mpremote ({exc.strerror or exc})") from None
    if p.returncode != 0:
        if "No module named mpremote" in p.stderr:
            raise CommandError("mpremote is not installed in this Python (pip install mpremote)")
        lines = [line.strip() for line in (p.stderr or p.stdout).splitlines() if line.strip()]
        last = lines[-1] if lines else f"exit status {p.returncode}"
        raise CommandError(f"mpremote failed on {port}: {last}")
    return p.stdout


def plan_commands(files: list[Path], config_path: str) -> list[list[str]]:
    return [["exec", UID_CODE],
            ["resume", "fs", "cp", *[str(f) for f in files], config_path, ":", "+", "reset"]]


def verify(port: str, colour: str, uid: str | None, board: str, fw: str, timeout: float) -> str:
    """Probe ``port`` until the new firmware says hello; returns the uid or raises CommandError."""
    from hal.hub import probe
    end = time.monotonic() + timeout
    last = "no answer"
    while time.monotonic() < end:
        r = probe(port, timeout=1.5)
        if r.hello is not None:
            h = r.hello
            got = (h.colour, h.board, h.fw) + ((h.uid,) if uid else ())
            want = (colour, board, fw) + ((uid,) if uid else ())
            if got == want and r.error is None:
                return h.uid
            last = f"it answers as colour {h.colour}, board {h.board}, firmware {h.fw}, uid {h.uid}"
            if r.error:
                last = r.error
        elif r.error:
            last = r.error
        time.sleep(0.3)
    raise CommandError(f"the board on {port} did not come back as the new firmware within {timeout:g} s "
                       f"({last}); if the lock button was held it is in maintenance mode: release it and replug")


def run(args: argparse.Namespace) -> int:
    from host.arguments import seconds
    seconds(args.timeout, "--timeout")
    if args.port == "":
        raise UsageError("PORT is empty: give a serial port, or leave it out to use the one Pico plugged in")
    config = build_config(args.board, args.colour, args.calibration)
    files = firmware_files()
    fw = firmware_version()
    if args.dry_run:
        try:
            port = find_port(args.port)
        except CommandError as exc:
            port = f"PORT ({exc})"
        print("eightbit flash (dry run): nothing is written")
        print(f"port: {port}")
        print(f"board {args.board}, colour {args.colour}, firmware {fw}"
              + (f", calibration {args.calibration}" if args.calibration else ", nominal detent centres"))
        print("config.json: " + json.dumps(config, separators=(",", ":")))
        print(f"files ({len(files) + 1}): " + " ".join(f.name for f in files) + " config.json")
        for step in plan_commands(files, "config.json"):
            print("  " + " ".join([sys.executable, "-m", "mpremote", "connect", port]
                                  + [repr(a) if "\n" in a else a for a in step]))
        print(f"then wait for hello: colour {args.colour}, board {args.board}, firmware {fw}")
        return 0
    port = find_port(args.port)
    with tempfile.TemporaryDirectory(prefix="eightbit-flash-") as tmp:
        config_path = str(Path(tmp) / "config.json")
        Path(config_path).write_text(json.dumps(config, separators=(",", ":")) + "\n")
        steps = plan_commands(files, config_path)
        print(f"flashing {port}: board {args.board}, colour {args.colour}, firmware {fw}", flush=True)
        out = mpremote(port, *steps[0], timeout=30.0)
        m = re.search(r"UID=([0-9A-F]+)", out)
        uid = m.group(1) if m else None
        print(f"  board uid {uid or 'unknown'}; copying {len(files)} firmware files and config.json", flush=True)
        mpremote(port, *steps[1])
    if args.no_verify:
        print(f"copied and reset {port} (not verified)")
        return 0
    print("  reset; waiting for the board's hello", flush=True)
    uid = verify(port, args.colour, uid, args.board, fw, args.timeout)
    print(f"flashed {port}: uid {uid}, colour {args.colour}, board {args.board}, firmware {fw}")
    return 0
