"""``SerialController``: a real (or emulated) board over pyserial, with a reader thread.

    c = SerialController("/dev/ttyACM0")            # or "socket://host:port", or an emulator's pty path
    c.wait_connected(timeout=5)                      # hello received -> uid, colour, face table known
    c.snapshot().faces; c.set_led("locked"); c.close()
    c.text_screen                                    # hal.board_screen.BoardScreen when the hello says screen=
    c.read_raw()                                     # RawReading(raw=(l, c, r), locked) for calibration

The port is opened with ``exclusive=True``. Disconnection is decided by the heartbeat timeout (no valid line
for ``heartbeat_timeout`` seconds) or a read error — never by ``is_open``, which stays True after an unplug.
The reader thread then keeps retrying the same URL and accepts the board back only if its hello carries the
same uid (the hub may also ``retarget`` it to a new port where that uid appeared). While a maker command
claims the port (``eightbit flash``, ``hal.port_claim``) the controller lets it go within ``CLAIM_CHECK_S`` and
does not reopen it until the claim ends: the seat is paused like an unplugged board. Nothing escapes the
thread: garbage, corrupt lines, wrong protocol versions and wrong uids are counted in ``counters`` and
``stats`` (see ``diagnostics()``); an I/O error ends the session (``read_errors``, ``last_read_error``) and a
bug in decoding or handling a line is a programming error (``program_errors``, ``last_program_error``,
logged with its traceback under ``EIGHTBIT_DEBUG=1``: ``hal.faults``); why a board is refused is in
``refused`` (a wrong protocol version, a hello that breaks the grammar), anything odd about an accepted one in
``notice`` (an unknown board profile). The board's private screen follows its hello's and its ``N`` notices'
``screen=`` (firmware/PROTOCOL.md): ``text_screen`` is None while the screen is ``lost`` or ``none`` (so the
seat's private view goes to the TV peek at once) and comes back, showing its lines again, when the board says
its size again; ``screen_notice`` says what is wrong meanwhile.
"""
from __future__ import annotations

import os
import select
import threading
import time
from typing import Any

import serial

from hal import faults
from hal.board_screen import BoardScreen, screen_size
from hal.boards import load_board
from hal.controller import Controller, LedState
from hal.faces import FaceTable, load_face_table
from hal.faults import Fault
from hal.port_claim import PortUse
from hal.protocol import PROTOCOL_VERSION, BoardError, Decoder, Hello, Notice, RawReading, State, command

HEARTBEAT_TIMEOUT = 1.5
SCREEN_NOTICES = {
    "lost": "its screen stopped answering (a loose wire?): its private view is on the TV peek until it is back",
    "none": ("its board profile has a screen but none answered at power-up: check the OLED's wires (SDA, SCL, "
             "3V3, GND), its address (0x3C) and, for a 1.3\" module, `driver: sh1106` in the profile; its "
             "private view is on the TV peek"),
}
READ_TIMEOUT = 0.05  # the reader thread's longest sleep without data (it also paces the hello retries)
CLAIM_CHECK_S = 0.2  # how often an open port looks whether `eightbit flash` asks for it


def table_for(hello: Hello) -> tuple[FaceTable | None, str | None]:
    """(face table, notice) for a board's hello. The profile is looked up by name only (``hal.profiles``).

    An unknown profile falls back to the default face table with a notice when the wheels' detent counts fit
    it; otherwise (or when the profile's detents differ from the board's) the table is None: its wheels
    cannot be read, and the notice says why.
    """
    try:
        table = load_board(hello.board).face_table()
    except ValueError as exc:
        default = load_face_table("default")
        if default.detents == tuple(hello.detents):
            return default, f"{exc}; reading its wheels with the default face table"
        return None, f"{exc}, and its wheels ({_counts(hello.detents)}) do not fit the default face table"
    if table.detents != tuple(hello.detents):
        return None, (f"it reports {_counts(hello.detents)} positions per wheel but the {hello.board} profile "
                      f"has {_counts(table.detents)}: flash it again with `eightbit flash --board`")
    return table, None


def _counts(detents: tuple[int, ...]) -> str:
    return ",".join(map(str, detents))


def open_port(url: str, timeout: float = 0.05) -> serial.Serial:
    """Open ``url`` (device path or pyserial URL) exclusively; raises serial.SerialException / OSError."""
    return serial.serial_for_url(url, timeout=timeout, exclusive=True, write_timeout=0.5)


def read_some(ser: serial.Serial, timeout: float = READ_TIMEOUT) -> bytes:
    """Whatever has arrived, waiting up to ``timeout`` for the first byte; one wake-up per burst.

    On POSIX ports one ``select`` + one ``os.read`` takes a whole state line as it arrives (pyserial's
    ``read(in_waiting or 1)`` wakes for the first byte, then loops again for the other 22). Other ports (URLs)
    use pyserial's own read.
    """
    fd = getattr(ser, "fd", None)
    if isinstance(fd, int) and fd >= 0:
        if not select.select([fd], [], [], timeout)[0]:
            return b""
        try:
            data = os.read(fd, 4096)
        except BlockingIOError:  # spurious readiness (the port is non-blocking): nothing yet
            return b""
        if not data:  # readable but empty: the device is gone (as pyserial reports it)
            raise serial.SerialException("device reports readiness to read but returned no data")
        return data
    return ser.read(ser.in_waiting or 1)


class SerialController(Controller):
    kind = "serial"

    def __init__(self, url: str, uid: str | None = None, heartbeat_timeout: float = HEARTBEAT_TIMEOUT,
                 retry_interval: float = 0.2, start: bool = True) -> None:
        super().__init__(uid or "", None, load_face_table("default"))
        self.url = url
        self.heartbeat_timeout = heartbeat_timeout
        self.retry_interval = retry_interval
        self.hello: Hello | None = None
        self.text_screen: BoardScreen | None = None  # the board's private screen, when its hello says screen=
        self.refused: str | None = None  # why the board on this port is not accepted (wrong version, bad hello)
        self.notice: str | None = None  # something odd about an accepted board (unknown profile)
        self.screen_notice: str | None = None  # why the board's screen is not used now (lost, none at boot)
        self._kept_screen: BoardScreen | None = None  # the screen while it is gone, to show its lines again
        self.decoder = Decoder()
        self.counters: dict[str, int] = {k: 0 for k in (
            "wrong_version", "wrong_uid", "missed_changes", "board_errors", "timeouts", "read_errors",
            "open_failures", "connects", "write_errors", "program_errors", "handed_over")}
        self.last_read_error: Fault | None = None      # the port or the board failed (hal.faults)
        self.last_program_error: Fault | None = None   # a bug in the decoder or the message handling
        self._ser: serial.Serial | None = None
        self.last_open_error: str | None = None
        self._wlock = threading.Lock()
        self._stop = threading.Event()
        self._connected_evt = threading.Event()
        self._last_seq: int | None = None
        self._raw_cond = threading.Condition()
        self._raw: RawReading | None = None
        self._raw_count = 0
        self._thread = threading.Thread(target=self._run, name=f"serial-{url}", daemon=True)
        if start:
            self._thread.start()

    # -- public
    @property
    def stats(self):
        return self.decoder.stats

    def diagnostics(self) -> dict[str, Any]:
        """Counters of everything rejected or noticed, for `eightbit ports` and tests."""
        return {"rejected_lines": dict(self.stats.counts), "lines": self.decoder.lines, **self.counters,
                "refused": self.refused, "screen_notice": self.screen_notice,
                "callback_errors": self.callback_errors,
                "last_read_error": self.last_read_error and str(self.last_read_error),
                "last_program_error": self.last_program_error and str(self.last_program_error),
                "last_callback_error": self.last_callback_error and str(self.last_callback_error)}

    @property
    def port_open(self) -> bool:
        """True while the reader thread holds its port open (connected, or still waiting for the hello)."""
        return self._ser is not None

    def wait_connected(self, timeout: float = 5.0) -> bool:
        return self._connected_evt.wait(timeout)

    def wait_disconnected(self, timeout: float = 5.0) -> bool:
        end = time.monotonic() + timeout
        while self.connected and time.monotonic() < end:
            time.sleep(0.01)
        return not self.connected

    def retarget(self, url: str) -> None:
        """Look for this board at ``url`` from now on (the hub saw its uid there)."""
        self.url = url

    def read_raw(self, timeout: float = 1.0) -> RawReading | None:
        """Ask the board for its raw wheel readings (``?R``, for calibration); None if none came in time."""
        with self._raw_cond:
            seen = self._raw_count
        self._write(command("raw"))
        end = time.monotonic() + timeout
        with self._raw_cond:
            while self._raw_count == seen:
                left = end - time.monotonic()
                if left <= 0:
                    return None
                self._raw_cond.wait(left)
            return self._raw

    def close(self) -> None:
        self._stop.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout=2)
        self._close_port()

    # -- internals
    def _send_led(self, state: LedState | tuple[int, int, int]) -> None:
        arg = state if isinstance(state, tuple) else state.value
        self._write(command("led", arg))

    def _write(self, data: bytes) -> None:
        with self._wlock:
            ser = self._ser
            if ser is None:
                return
            try:
                ser.write(data)
            except (serial.SerialException, OSError, ValueError):
                self.counters["write_errors"] += 1

    def _close_port(self) -> None:
        with self._wlock:
            ser, self._ser = self._ser, None
        if ser is not None:
            try:
                ser.close()
            except Exception:  # noqa: BLE001 - the port may already be gone; closing must not raise
                pass

    def _run(self) -> None:
        while not self._stop.is_set():
            use = PortUse(self.url)
            if not use.take():  # claimed by `eightbit flash`: paused until it is done
                self._stop.wait(self.retry_interval)
                continue
            try:
                ser = open_port(self.url)
            except (OSError, ValueError) as exc:      # pyserial's SerialException is an OSError; a bad URL a ValueError
                use.release()
                self.counters["open_failures"] += 1
                self.last_open_error = str(exc)
                self._stop.wait(self.retry_interval)
                continue
            with self._wlock:
                self._ser = ser
            try:
                self._session(ser, use)
            except Exception as exc:  # noqa: BLE001 - never let the thread die; say what it was
                self._fault(exc)
            self._close_port()
            self._connected_evt.clear()
            self._set_connected(False)
            use.release()  # after the seat shows the board gone: a claim that gets the port sees it paused
            self._stop.wait(self.retry_interval)

    def _session(self, ser: serial.Serial, use: PortUse) -> None:
        self.hello = None
        self._last_seq = None
        last_valid = time.monotonic()
        asked = checked = 0.0
        while not self._stop.is_set():
            now = time.monotonic()
            if now - checked > CLAIM_CHECK_S:
                checked = now
                if use.wanted():
                    self.counters["handed_over"] += 1
                    return
            if self.hello is None and now - asked > 0.3:
                self._write(command("hello"))
                asked = now
            try:
                data = read_some(ser)
            except (TypeError, ValueError) as exc:  # pyserial on a port closed under it: the port, not our code
                self._fault(serial.SerialException(f"port closed: {exc}"))
                return
            now = time.monotonic()
            if data:
                for msg in self.decoder.feed(data):
                    if self._handle(msg, now) is False:
                        return
                    last_valid = now
                if self.hello is None and self.stats.last_hello_problem:
                    self.refused = f"its hello was refused: {self.stats.last_hello_problem}"
            if now - last_valid > self.heartbeat_timeout:
                self.counters["timeouts"] += 1
                return

    def _screen_is(self, value: str | None) -> None:
        """The board's screen is ``value`` (a hello's or notice's ``screen=``): a size, ``lost``, ``none`` or absent."""
        size = screen_size({"screen": value}) if value else None
        if size is None:
            if self.text_screen is not None:
                self._kept_screen = self.text_screen
            self.text_screen = None
            self.screen_notice = SCREEN_NOTICES.get(value or "")
            return
        self.screen_notice = None
        kept = self.text_screen or self._kept_screen
        if kept is None or (kept.columns, kept.rows) != size:
            self.text_screen = BoardScreen(self._write, *size)
        else:
            self.text_screen = kept
            kept.resend()  # back (after a replug, or the screen answers again): show again what it showed

    def _fault(self, exc: BaseException) -> None:
        """Count ``exc`` as a read error (I/O: the session ends, the thread reconnects) or a program error."""
        fault = faults.record(exc, f"serial {self.url}")
        if fault.kind == "read":
            self.counters["read_errors"] += 1
            self.last_read_error = fault
        else:
            self.counters["program_errors"] += 1
            self.last_program_error = fault

    def _handle(self, msg: Hello | State | RawReading | BoardError | Notice, now: float) -> bool | None:
        if isinstance(msg, Hello):
            if msg.proto != PROTOCOL_VERSION:
                self.counters["wrong_version"] += 1
                self.refused = f"board speaks protocol {msg.proto}, this host speaks {PROTOCOL_VERSION}"
                return None
            if self.uid and msg.uid != self.uid:
                self.counters["wrong_uid"] += 1
                return False  # someone else's board on our old port: let go of it
            first = self.hello is None
            self.hello = msg
            self.refused = None
            self.stats.last_hello_problem = None
            if first:
                self.uid = msg.uid
                self.colour = msg.colour
                table, self.notice = table_for(msg)
                self.table = table or load_face_table("default")
                self.counters["connects"] += 1
                self._write(command("state"))
                self._screen_is(msg.extra.get("screen"))
                if self.led != LedState.WAITING:
                    self._send_led(self.led)  # restore what the host last asked for (after a replug)
            return None
        if isinstance(msg, BoardError):
            self.counters["board_errors"] += 1
            return None
        if isinstance(msg, Notice):
            if "screen" in msg.fields:
                self._screen_is(msg.fields["screen"])
            return None
        if isinstance(msg, RawReading):
            with self._raw_cond:
                self._raw = msg
                self._raw_count += 1
                self._raw_cond.notify_all()
            return None
        if self.hello is None:
            return None  # state before hello (or from a refused board): not trusted yet
        if self._last_seq is not None and not msg.heartbeat:
            gap = (msg.seq - self._last_seq) & 0xFFFF
            if gap > 1:
                self.counters["missed_changes"] += gap - 1
        self._last_seq = msg.seq
        self._update(msg.positions, msg.locked, msg.seq, now)
        if not self._connected:
            self._set_connected(True)
            self._connected_evt.set()
        return None
