"""``ControllerHub``: finds controllers, follows hot-plug, seats them by uid and says who is missing.

    hub = ControllerHub(urls=["socket://10.0.0.5:7000"], discover=True)   # USB ports by VID:PID 2E8A:0005
    hub.scan()                       # probe new ports now (also done every ``interval`` s by start())
    hub.start(); hub.controllers     # {uid: SerialController}
    hub.seat({"red": uid1, "blue": uid2}); hub.missing() -> seats whose controller is not connected
    hub.problems                     # duplicate uids, wrong protocol versions, unreadable ports (strings)
    hub.close()

A port is probed (open, ``?H``, wait for the hello) only while no controller owns it. A uid seen again on
a new port is handed back to its existing controller (``retarget``), so a replugged board keeps its seat.
A second board with a uid already connected elsewhere is a *duplicate*: reported, never seated.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import serial
from serial.tools import list_ports

from hal.protocol import PROTOCOL_VERSION, Decoder, Hello, State, command
from hal.serial_controller import SerialController, open_port

PICO_VID, PICO_PID = 0x2E8A, 0x0005


def usb_ports() -> list[str]:
    """Device paths of USB serial ports with the Pico's MicroPython VID:PID."""
    return sorted(p.device for p in list_ports.comports() if p.vid == PICO_VID and p.pid == PICO_PID)


@dataclass
class Probe:
    url: str
    hello: Hello | None = None
    state: State | None = None
    error: str | None = None
    rejected: int = 0


def probe(url: str, timeout: float = 1.5) -> Probe:
    """Open ``url``, ask for hello and state, close; never raises."""
    result = Probe(url)
    try:
        ser = open_port(url)
    except Exception as exc:
        result.error = f"cannot open ({exc})"
        return result
    dec = Decoder()
    try:
        ser.write(command("hello"))
        end = time.monotonic() + timeout
        asked_state = False
        while time.monotonic() < end and (result.hello is None or result.state is None):
            data = ser.read(ser.in_waiting or 1)
            for msg in dec.feed(data):
                if isinstance(msg, Hello):
                    result.hello = msg
                    if not asked_state:
                        ser.write(command("state"))
                        asked_state = True
                elif isinstance(msg, State) and result.hello is not None:
                    result.state = msg
    except Exception as exc:
        result.error = f"read failed ({exc})"
    finally:
        try:
            ser.close()
        except Exception:
            pass
    result.rejected = dec.stats.total
    if result.hello is None and result.error is None:
        result.error = "no 8Bit Box hello (not a controller, or firmware not running)"
    elif result.hello is not None and result.hello.proto != PROTOCOL_VERSION:
        result.error = f"wrong protocol version {result.hello.proto} (this host speaks {PROTOCOL_VERSION})"
    return result


class ControllerHub:
    def __init__(self, urls: list[str] | None = None, discover: bool = True, interval: float = 1.0,
                 heartbeat_timeout: float = 1.5) -> None:
        self.urls = list(urls or [])
        self.discover = discover
        self.interval = interval
        self.heartbeat_timeout = heartbeat_timeout
        self.controllers: dict[str, SerialController] = {}
        self.seats: dict[str, str] = {}
        self.problems: list[str] = []
        self.duplicates = 0
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def ports(self) -> list[str]:
        found = usb_ports() if self.discover else []
        return found + [u for u in self.urls if u not in found]

    def _problem(self, text: str) -> None:
        if text not in self.problems:
            self.problems.append(text)

    def scan(self) -> list[SerialController]:
        """Probe every port no connected controller owns; returns controllers newly created."""
        new: list[SerialController] = []
        with self._lock:
            busy = {c.url for c in self.controllers.values() if c.connected}
        for url in self.ports():
            if url in busy:
                continue
            result = probe(url)
            if result.hello is None or result.error:
                if result.error and result.hello is not None:
                    self._problem(f"{url}: {result.error}")
                continue
            uid = result.hello.uid
            with self._lock:
                existing = self.controllers.get(uid)
                if existing is None:
                    ctl = SerialController(url, uid=uid, heartbeat_timeout=self.heartbeat_timeout)
                    self.controllers[uid] = ctl
                    new.append(ctl)
                elif existing.url != url and (existing.connected or existing.port_open):
                    # its own port is still open (maybe not yet past hello): alive there, so this is a second
                    # board with the same uid, not a replug; only a controller whose port died is retargeted
                    self.duplicates += 1
                    self._problem(f"{url}: duplicate uid {uid} (already connected on {existing.url})")
                elif existing.url != url:
                    existing.retarget(url)
        return new

    def wait_for(self, count: int, timeout: float = 10.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if sum(c.connected for c in self.controllers.values()) >= count:
                return True
            self.scan()
            time.sleep(0.1)
        return False

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="hub", daemon=True)
            self._thread.start()

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                self.scan()
            except Exception as exc:  # discovery trouble is a problem to report, not a crash
                self._problem(f"scan failed: {exc}")
            self._stop.wait(self.interval)

    def seat(self, seats: dict[str, str]) -> None:
        """Map seat names to controller uids."""
        self.seats = dict(seats)

    def missing(self) -> list[str]:
        """Seats whose controller is not connected right now."""
        return [seat for seat, uid in self.seats.items()
                if uid not in self.controllers or not self.controllers[uid].connected]

    def by_colour(self) -> dict[str, SerialController]:
        return {c.colour: c for c in self.controllers.values() if c.colour and c.connected}

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=3)
        for c in list(self.controllers.values()):
            c.close()
