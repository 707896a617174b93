"""A flashable emulated Pico on a pseudo-terminal: MicroPython's raw REPL for ``mpremote``, and the app it boots.

    board = FlashableBoard(tmp_path / "flash", uid="E6610000F1A5F1A5").start()   # an unflashed Pico
    ReplBoard("red").start()   # `eightbit emulate`'s board: flashed with the firmware, wheels/lock/LED/screen
    subprocess.run([sys.executable, "-m", "mpremote", "connect", board.path, "fs", "cp", ...])
    board.files() -> {name: bytes}; board.mode; board.log; board.lock_held = True (maintenance mode); board.stop()
    board.moves_on_reset = True (comes back on another path after a hard reset)
    board.replug(); board.wdt_timeout_ms (the armed watchdog, None when stopped); FlashableBoard(..., chip="RP2350")
    FlashableBoard(..., resume_ms=3000): the firmware's wait after a stray Ctrl-C (default 1000, the real board's
    3000 only when asked for: the fake ``machine`` passes it on as ``EMU_RESUME_MS``)

Flashing is tested with mpremote against it (docs/architecture.md §5), and ``eightbit emulate`` runs its boards
on it (``ReplBoard``), so a maker can rehearse ``eightbit flash`` (the hash check, a reflash) without hardware.
One supervisor thread owns the pty's master side and plays the board's USB serial:

- *app*: at power-up, after a hard reset and after a soft reset from the friendly REPL, ``main.py`` from the
  board's filesystem directory runs on the MicroPython unix port (``hal/board_fakes`` for ``machine``), its
  stdin/stdout relayed to the pty. Ctrl-C (0x03) is not relayed: it interrupts the app (SIGINT ->
  KeyboardInterrupt, as the USB CDC interrupt char does); bytes that follow wait until the REPL is back.
  An app that exits with the fake ``machine.reset()`` (status 3) or a watchdog reset (4) boots again.
- *friendly REPL* (``>>> ``): Ctrl-A enters the raw REPL, Ctrl-D soft-reboots (and runs ``main.py``).
- *raw REPL*: Ctrl-B leaves, Ctrl-C clears, Ctrl-D with an empty buffer soft-reboots (staying in the raw
  REPL, ``main.py`` not run, as on MicroPython), Ctrl-D after code answers ``OK``, runs it and replies
  ``<stdout>\\x04<traceback>\\x04>``. Raw-paste (``\\x05A\\x01``) is served with flow control, or refused with
  ``R\\x00`` when ``raw_paste=False`` so mpremote falls back to the plain raw REPL.
- Code runs in a persistent MicroPython process (``rawrepl_server.py``) whose ``/`` is the filesystem
  directory, so what mpremote's ``fs cp`` sends (``open``/``write``/``os.stat``) lands there byte for byte.
  ``machine.reset()`` is a hard reset: input is dropped for a moment (USB re-enumerating), then boot.
- The watchdog survives a soft reset, as the chip's does: the app's fake ``machine.WDT`` reports arm/feed/disarm
  on a pipe, and the supervisor keeps counting after the app is gone (Ctrl-C, soft reboot); a watchdog that
  is neither fed nor stopped (through the emulated ``chip``'s own register) hard-resets the board, in the
  middle of an mpremote session if need be. Only a hard reset clears it.
- After Ctrl-C the app may keep running for a while (the firmware reads what follows to see whether a tool
  takes over or the host goes on): bytes are still relayed to it, through a pipe the supervisor also holds,
  so when the app leaves, the bytes it did not read are still there for the REPL, as in rp2's stdin ring
  buffer; a second Ctrl-C interrupts it again. Output from the app after the Ctrl-C other than its
  "interrupted" farewell means it resumed ("app resumed" in ``log``).
"""
from __future__ import annotations

import json
import os
import select
import shutil
import signal
import struct
import subprocess
import tempfile
import threading
import time
import tty
from pathlib import Path
from typing import IO

from hal.emulator import FAKES_DIR, micropython_command
from hal.faces import WHEELS

SERVER = FAKES_DIR / "rawrepl_server.py"
DEFAULT_UID = "E6610000F1A5F1A5"
BANNER = b"MicroPython v1.24.0 on 2024-10-25; Raspberry Pi Pico (emulated) with RP2040\r\n" \
         b"Type \"help()\" for more information.\r\n>>> "
RAW_BANNER = b"raw REPL; CTRL-B to exit\r\n>"
PASTE_WINDOW = 128
RESUME_MS = 1000  # the app's wait after a stray Ctrl-C: a tool's Ctrl-A follows within milliseconds


def _out(proc: subprocess.Popen[bytes]) -> IO[bytes]:
    """A child's stdout (every child here is started with ``stdout=PIPE``)."""
    assert proc.stdout is not None
    return proc.stdout


class FlashableBoard:
    def __init__(self, fs_dir: str | Path, uid: str = DEFAULT_UID, raw_paste: bool = True,
                 heapsize: str = "96k", reboot_s: float = 0.2, chip: str = "RP2040",
                 resume_ms: int = RESUME_MS, link: str | Path | None = None) -> None:
        # 96 KiB, not the 64 KiB budget: the flashed board compiles its .py files in the unix port's 64-bit
        # heap next to the fakes, and pytest's long folder names become strings in that heap (`--mpy`, and
        # EmulatedBoard, boot in 64 KiB; a Pico has ~190 KiB)
        self.chip = chip
        self.resume_ms = resume_ms
        self.moves_on_reset = False  # True: after a hard reset the board comes back on another port path
        self.wdt_timeout_ms: int | None = None  # armed watchdog (survives soft resets)
        self.wdt_fed = 0.0
        self._wdt_r = -1
        self.fs = Path(fs_dir)
        self.fs.mkdir(parents=True, exist_ok=True)
        self.uid = uid
        self.raw_paste = raw_paste
        self.heapsize = heapsize
        self.reboot_s = reboot_s
        mp = micropython_command()
        if not mp:
            raise RuntimeError("the MicroPython unix port is not installed")
        self.mp: str = mp
        self.link = Path(link) if link else Path(tempfile.gettempdir()) / f"eightbit-flashable-{os.getpid()}-{id(self):x}"
        self.path = str(self.link)
        self.mode = "off"
        self.boots = 0
        self.execs = 0
        self.pastes = 0
        self.log: list[str] = []
        self._master = self._slave = -1
        self._stop = threading.Event()
        self._replug = threading.Event()
        self._thread: threading.Thread | None = None
        self._server: subprocess.Popen[bytes] | None = None
        self._req_w = self._done_r = -1
        self._app: subprocess.Popen[bytes] | None = None
        self._app_in_r = self._app_in_w = -1  # the app's stdin pipe; the supervisor keeps the read end too
        self._rawbuf = bytearray()
        self._esc = b""
        self._paste_got = 0
        self._done_buf = b""
        self._reboot_at = 0.0
        self._ctl_w = -1
        self._interrupted_at = 0.0
        self.lock_held = False

    # -- lifecycle
    def start(self) -> "FlashableBoard":
        self._stop.clear()
        master, slave = os.openpty()
        tty.setraw(slave)
        os.set_blocking(master, False)
        self._master, self._slave = master, slave
        if self.link.is_symlink() or self.link.exists():
            self.link.unlink()
        self.link.symlink_to(os.ttyname(slave))
        self._boot()
        self._thread = threading.Thread(target=self._loop, name="flashable-board", daemon=True)
        self._thread.start()
        return self

    @property
    def device(self) -> str | None:
        """The pty behind ``path`` (None while stopped)."""
        return os.ttyname(self._slave) if self._slave >= 0 else None

    # -- what a subclass gives the app (wheels, LED, screen)
    def boot_controls(self) -> bytes:
        """Control lines the app's fake ``machine`` reads at power-up (held lock: maintenance mode)."""
        return b"p15 0\n" if self.lock_held else b""

    def app_environment(self) -> dict[str, str]:
        """Extra environment for the app process."""
        return {}

    def app_fds(self) -> tuple[int, ...]:
        """Extra file descriptors the app process inherits."""
        return ()

    def send_control(self, text: str) -> None:
        """A control line for the running app's fake ``machine`` (dropped while no app runs)."""
        if self._ctl_w >= 0:
            try:
                os.write(self._ctl_w, text.encode())
            except OSError:
                pass

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._kill_app()
        self._close_wdt()
        self._kill_server()
        for fd in (self._master, self._slave):
            if fd >= 0:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._master = self._slave = -1
        try:
            self.link.unlink()
        except OSError:
            pass

    def __enter__(self) -> "FlashableBoard":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def replug(self) -> None:
        """Unplug and plug in again (a hard reset done by the supervisor thread at its next turn)."""
        self._replug.set()

    def files(self) -> dict[str, bytes]:
        return {p.name: p.read_bytes() for p in sorted(self.fs.iterdir()) if p.is_file()}

    # -- output to the host
    def _out(self, data: bytes) -> None:
        """Write to the host; like a USB CDC port nobody reads, drop what does not fit within ~1 s."""
        view = memoryview(data)
        tries = 0
        while view and tries < 20:
            try:
                n = os.write(self._master, view)
            except BlockingIOError:
                tries += 1
                select.select([], [self._master], [], 0.05)
                continue
            except OSError:
                return
            view = view[n:]

    # -- the code-running MicroPython process (raw REPL)
    def _start_server(self) -> None:
        self._kill_server()
        req_r, req_w = os.pipe()
        done_r, done_w = os.pipe()
        env = dict(os.environ, MICROPYPATH=str(FAKES_DIR), RAWREPL_REQ=str(req_r), RAWREPL_DONE=str(done_w),
                   RAWREPL_FS=str(self.fs.resolve()), EIGHTBIT_EMU_UID=self.uid, EIGHTBIT_EMU_CHIP=self.chip)
        env.pop("EIGHTBIT_EMU_CTL", None)
        self._server = subprocess.Popen([self.mp, "-X", f"heapsize={self.heapsize}", str(SERVER)],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, pass_fds=(req_r, done_w), env=env,
                                        cwd=self.fs)
        os.close(req_r)
        os.close(done_w)
        os.set_blocking(_out(self._server).fileno(), False)
        self._req_w, self._done_r = req_w, done_r
        self._done_buf = b""

    def _kill_server(self) -> None:
        proc, self._server = self._server, None
        if proc is not None:
            proc.kill()
            proc.wait()
            _out(proc).close()
        for fd in (self._req_w, self._done_r):
            if fd >= 0:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._req_w = self._done_r = -1

    # -- the app (main.py from the board's filesystem)
    def _boot(self) -> None:
        """Power-up / reset: run main.py if the filesystem has one, else sit at the friendly REPL."""
        self.boots += 1
        self._start_server()
        self._rawbuf.clear()
        if not (self.fs / "main.py").exists():
            self._friendly()
            return
        ctl_r, ctl_w = os.pipe()  # wheels stay where they are; the pipe keeps the fake powered, holds the lock
        if self.boot_controls():
            os.write(ctl_w, self.boot_controls())
        wdt_r, wdt_w = os.pipe()
        self._close_wdt()
        self._wdt_r = wdt_r
        env = dict(os.environ, MICROPYPATH=f"{FAKES_DIR}:{self.fs.resolve()}", EIGHTBIT_EMU_CTL=str(ctl_r),
                   EIGHTBIT_EMU_UID=self.uid, EIGHTBIT_EMU_CHIP=self.chip, EIGHTBIT_EMU_WDT=str(wdt_w),
                   EIGHTBIT_EMU_RESUME_MS=str(self.resume_ms), **self.app_environment())
        self._app_in_r, self._app_in_w = os.pipe()
        os.set_blocking(self._app_in_r, False)
        self._app = subprocess.Popen([self.mp, "-X", f"heapsize={self.heapsize}", "main.py"],
                                     stdin=self._app_in_r, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     cwd=self.fs, env=env, pass_fds=(ctl_r, wdt_w, *self.app_fds()))
        os.close(ctl_r)
        os.close(wdt_w)
        os.set_blocking(wdt_r, False)
        self._ctl_w = ctl_w
        os.set_blocking(_out(self._app).fileno(), False)
        self.mode = "app"
        self.log.append("boot app")

    # -- the watchdog, which outlives the app process
    def _close_wdt(self) -> None:
        if self._wdt_r >= 0:
            self._wdt_records()
            os.close(self._wdt_r)
            self._wdt_r = -1

    def _wdt_records(self) -> None:
        try:
            data = os.read(self._wdt_r, 4096)
        except (BlockingIOError, OSError):
            return
        for line in data.split(b"\n"):
            if line[:1] == b"W":
                self.wdt_timeout_ms = int(line[1:])
                self.wdt_fed = time.monotonic()
            elif line == b"F":
                self.wdt_fed = time.monotonic()
            elif line == b"D":
                self.wdt_timeout_ms = None

    def _wdt_check(self) -> None:
        if self._wdt_r >= 0:
            self._wdt_records()
        if self.wdt_timeout_ms is not None and self.mode != "rebooting" \
                and time.monotonic() - self.wdt_fed > self.wdt_timeout_ms / 1000:
            self.log.append("watchdog reset")
            self._hard_reset()

    def _kill_app(self) -> None:
        app, self._app = self._app, None
        if app is not None:
            app.kill()
            app.wait()
            try:
                _out(app).close()
            except OSError:
                pass
        for fd in (self._app_in_r, self._app_in_w):
            if fd >= 0:
                os.close(fd)
        self._app_in_r = self._app_in_w = -1
        if self._ctl_w >= 0:
            os.close(self._ctl_w)
            self._ctl_w = -1

    def _app_exited(self) -> None:
        status = self._app.wait() if self._app else 0
        unread = self._unread_input()
        self._kill_app()
        self._close_wdt()  # its last records (a disarm just before leaving) count
        self.log.append(f"app exit {status}")
        if status in (3, 4):  # machine.reset() / watchdog: the board reboots
            self._hard_reset()
        else:
            self._friendly()
            self._input(unread)  # what the app did not read waits for the REPL

    def _friendly(self) -> None:
        self.mode = "friendly"
        self._out(b"\r\n" + BANNER)

    def _hard_reset(self) -> None:
        self.log.append("hard reset")
        self._kill_app()
        self._close_wdt()
        self.wdt_timeout_ms = None  # a chip reset stops the watchdog
        self._kill_server()
        self.mode = "rebooting"
        self._reboot_at = time.monotonic() + self.reboot_s
        if self.moves_on_reset:  # re-enumerated as another ttyACM: the old device is gone, a new one appears
            for fd in (self._master, self._slave):
                os.close(fd)
            self.link.unlink(missing_ok=True)
            master, slave = os.openpty()
            tty.setraw(slave)
            os.set_blocking(master, False)
            self._master, self._slave = master, slave
            self.link = self.link.with_name(self.link.name + "-again")
            self.path = str(self.link)
            self.link.unlink(missing_ok=True)
            self.link.symlink_to(os.ttyname(slave))

    def _soft_reboot(self, raw: bool) -> None:
        self.log.append("soft reboot" + (" (raw)" if raw else ""))
        self._kill_app()
        self._out(b"MPY: soft reboot\r\n")
        if raw:
            self._start_server()
            self._rawbuf.clear()
            self.mode = "raw"
            self._out(RAW_BANNER)
        else:
            self._boot()

    # -- input from the host
    def _input(self, data: bytes) -> None:  # noqa: C901 - one branch per raw-REPL control byte
        for _i, b in enumerate(data):
            mode = self.mode
            if mode in ("app", "stopping"):
                if b == 0x03:
                    self._interrupt()
                    continue
                try:
                    os.write(self._app_in_w, bytes((b,)))
                except OSError:
                    pass
            elif mode == "rebooting":
                pass  # USB is down while the board restarts
            elif mode == "friendly":
                if b == 0x01:
                    self.mode = "raw"
                    self._rawbuf.clear()
                    self._out(b"\r\n" + RAW_BANNER)
                elif b == 0x04:
                    self._soft_reboot(raw=False)
                elif b in (0x02, 0x03):
                    self._out(b"\r\n>>> ")
                elif b == 0x0D:
                    self._out(b"\r\n>>> ")
            elif mode == "raw":
                self._raw_byte(b)
            elif mode == "paste":
                if b == 0x04:
                    self._out(b"\x04")
                    self._run(bytes(self._rawbuf), ok=b"")
                else:
                    self._rawbuf.append(b)
                    self._paste_got += 1
                    if self._paste_got % PASTE_WINDOW == 0:
                        self._out(b"\x01")
            elif mode == "exec":
                if b == 0x03 and self._server is not None:
                    self._server.send_signal(signal.SIGINT)

    def _interrupt(self) -> None:
        """Ctrl-C: the USB CDC interrupt char raises KeyboardInterrupt in the app (SIGINT here)."""
        self._app_output()  # what it wrote before the Ctrl-C is not taken for a resumed app
        if self._app is None:
            return  # it had already left: the REPL got the Ctrl-C
        self.mode = "stopping"
        self._interrupted_at = time.monotonic()
        self.log.append("interrupt app")
        try:
            self._app.send_signal(signal.SIGINT)
        except (OSError, AttributeError):
            pass

    def _unread_input(self) -> bytes:
        if self._app_in_r < 0:
            return b""
        try:
            return os.read(self._app_in_r, 65536)
        except (BlockingIOError, OSError):
            return b""

    def _app_output(self) -> None:
        """Relay what the app wrote; after a Ctrl-C, output other than its farewell means it resumed."""
        if self._app is None:
            return
        try:
            data = _out(self._app).read()
        except (OSError, ValueError):
            data = None
        if data:
            self._out(data)
            if self.mode == "stopping" and b"interrupted" not in data \
                    and time.monotonic() - self._interrupted_at > 0.03:
                self.mode = "app"  # it resumed by itself after a stray Ctrl-C
                self.log.append("app resumed")
        elif data == b"":
            self._app_exited()

    def _raw_byte(self, b: int) -> None:
        if self._esc:  # inside the raw-paste request \x05 A \x01
            self._esc += bytes((b,))
            if self._esc == b"\x05A":
                return
            if self._esc == b"\x05A\x01":
                self._esc = b""
                if self.raw_paste:
                    self.pastes += 1
                    self.mode = "paste"
                    self._rawbuf.clear()
                    self._paste_got = 0
                    self._out(b"R\x01" + struct.pack("<H", PASTE_WINDOW))
                else:
                    self._out(b"R\x00")
                return
            self._rawbuf += self._esc
            self._esc = b""
            return
        if b == 0x05 and not self._rawbuf:
            self._esc = b"\x05"
        elif b == 0x01:
            self._rawbuf.clear()
            self._out(b"\r\n" + RAW_BANNER)
        elif b == 0x02:
            self._friendly()
        elif b == 0x03:
            self._rawbuf.clear()
        elif b == 0x04:
            if self._rawbuf:
                self._run(bytes(self._rawbuf), ok=b"OK")
            else:
                self._out(b"OK")
                self._soft_reboot(raw=True)
        else:
            self._rawbuf.append(b)

    def _run(self, code: bytes, ok: bytes) -> None:
        self.execs += 1
        self._rawbuf.clear()
        self._out(ok)
        self.mode = "exec"
        try:
            os.write(self._req_w, b"%d\n" % len(code) + code)
        except OSError:
            self._out(b"\x04OSError: board not responding\r\n\x04>")
            self.mode = "raw"

    def _server_output(self) -> None:
        proc = self._server
        if proc is None:
            return
        try:
            data = _out(proc).read()
        except (OSError, ValueError):
            return
        if data and self.mode == "exec":
            self._out(data.replace(b"\n", b"\r\n"))

    def _server_done(self) -> None:
        try:
            chunk = os.read(self._done_r, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            self._kill_server()
            if self.mode == "exec":
                self._out(b"\x04MemoryError or crash in the REPL process\r\n\x04>")
                self.mode = "raw"
                self._start_server()
            return
        self._done_buf += chunk
        while b"\n" in self._done_buf:
            head, rest = self._done_buf.split(b"\n", 1)
            size = int(head[1:])
            if len(rest) < size:
                return
            err, self._done_buf = rest[:size], rest[size:]
            self._server_output()  # everything it printed before finishing is already in the pipe
            if head[:1] == b"R":
                self._hard_reset()
                return
            self._out(b"\x04" + err.replace(b"\n", b"\r\n") + b"\x04>")
            self.mode = "raw"

    # -- the supervisor loop
    def _loop(self) -> None:
        while not self._stop.is_set():
            if self._replug.is_set():
                self._replug.clear()
                self._hard_reset()
            self._wdt_check()
            if self.mode == "rebooting":
                if time.monotonic() >= self._reboot_at:
                    self._boot()
                else:
                    try:
                        os.read(self._master, 4096) if select.select([self._master], [], [], 0.01)[0] else None
                    except OSError:
                        pass
                    continue
            fds = [self._master]
            app_out = _out(self._app).fileno() if self._app is not None else -1
            srv_out = _out(self._server).fileno() if self._server is not None else -1
            for fd in (app_out, srv_out, self._done_r):
                if fd >= 0:
                    fds.append(fd)
            try:
                ready = select.select(fds, [], [], 0.05)[0]
            except (OSError, ValueError):
                continue
            if srv_out in ready:
                self._server_output()
            if self._done_r >= 0 and self._done_r in ready:
                self._server_done()
            if app_out >= 0 and app_out in ready:
                self._app_output()
            if self._master in ready:
                try:
                    data = os.read(self._master, 4096)
                except OSError:
                    data = b""
                if data:
                    self._input(data)



class ReplBoard(FlashableBoard):
    """``eightbit emulate``'s board: a FlashableBoard already flashed with this firmware and its board profile's
    config.json (source files, as ``eightbit flash`` writes them), driven like ``EmulatedBoard``: wheels, the
    lock, the LED and the private screen. ``eightbit flash <path>`` works on it as on a real board."""

    runtime = "micropython"

    def __init__(self, colour: str = "red", uid: str | None = None, board: str = "dial-v1",
                 positions: tuple[int, int, int] = (0, 0, 0)) -> None:
        from hal.boards import firmware_config, load_board
        from hal.emulator import FIRMWARE_DIR, uid_for
        self.colour = colour
        self.profile = load_board(board)
        self.table = self.profile.face_table()
        self.has_screen = isinstance(self.profile.pins.get("oled"), dict)
        self.dir = Path(tempfile.mkdtemp(prefix=f"eightbit-{colour}-"))
        # the real board's wait after a stray Ctrl-C (lifecycle.RESUME_MS); a Pico has ~190 KiB of heap, and
        # this board compiles its .py files on boot as a flashed Pico does
        super().__init__(self.dir / "fs", uid=uid or uid_for(colour), link=self.dir / "tty", resume_ms=3000,
                         heapsize="128k" if self.has_screen else "96k")
        for f in sorted(FIRMWARE_DIR.glob("*.py")):
            shutil.copyfile(f, self.fs / f.name)
        (self.fs / "config.json").write_text(json.dumps(firmware_config(self.profile, colour),
                                                        separators=(",", ":")) + "\n")
        self.centres = [self.profile.centres(i) for i in range(3)]
        self.raw = [self.centres[i][positions[i]] for i in range(3)]
        self.lock_pin = int(self.profile.pins["lock"])
        self.lock_level = 1
        self.led: tuple[int, int, int] | None = None
        self.led_writes = 0
        self._led_r, self._led_w = os.pipe()
        threading.Thread(target=self._read_led, args=(self._led_r,), daemon=True).start()

    # -- what the app gets
    def boot_controls(self) -> bytes:
        level = 0 if self.lock_held else self.lock_level
        return ("".join(f"a{i} {self.raw[i]}\n" for i in range(3)) + f"p{self.lock_pin} {level}\n").encode()

    def app_environment(self) -> dict[str, str]:
        env = {"EIGHTBIT_EMU_LED": str(self._led_w)}
        if self.has_screen:
            oled = self.profile.pins["oled"]
            env.update(EIGHTBIT_EMU_OLED=str(self.dir / "oled.txt"),
                       EIGHTBIT_EMU_OLED_CHIP=str(oled.get("driver", "ssd1306")),
                       EIGHTBIT_EMU_OLED_FONT=str(oled.get("font", "small")), EIGHTBIT_EMU_OLED_ATTACHED="1")
        return env

    def app_fds(self) -> tuple[int, ...]:
        return (self._led_w,)

    # -- lifecycle, as EmulatedBoard's
    def close(self) -> None:
        """Unplug: the board loses power and its port goes."""
        FlashableBoard.stop(self)

    def reopen(self) -> "ReplBoard":
        """Plug in again: it boots what its filesystem holds (the last flash)."""
        self.close()
        self.start()
        return self

    def stop(self) -> None:
        self.close()
        for fd in (self._led_w,):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.dir, ignore_errors=True)

    @property
    def running(self) -> bool:
        return self.mode != "off" and self._thread is not None and self._thread.is_alive()

    # -- inputs
    def set_raw(self, wheel: str | int, raw: int) -> None:
        i = WHEELS.index(wheel) if isinstance(wheel, str) else int(wheel)
        self.raw[i] = int(raw) & 0xFFFF
        self.send_control(f"a{i} {self.raw[i]}\n")

    def set_wheel(self, wheel: str | int, position: int) -> None:
        i = WHEELS.index(wheel) if isinstance(wheel, str) else int(wheel)
        if not 0 <= position < len(self.centres[i]):
            raise ValueError(f"{WHEELS[i]} wheel has no position {position}")
        self.set_raw(i, self.centres[i][position])

    def set_face(self, face: object, wheel: str | None = None) -> None:
        wheel = wheel or self.table.wheel_of_face(face)
        self.set_wheel(wheel, self.table.position_of(wheel, face))

    def press_lock(self) -> None:
        self.lock_level = 0
        self.send_control(f"p{self.lock_pin} 0\n")

    def release_lock(self) -> None:
        self.lock_level = 1
        self.send_control(f"p{self.lock_pin} 1\n")

    def screen_lines(self) -> list[str]:
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
            os.close(fd)
