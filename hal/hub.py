"""``ControllerHub``: finds controllers, follows hot-plug, seats them by uid and says who is missing.

    hub = ControllerHub(urls=["socket://10.0.0.5:7000"], discover=True)   # USB ports by VID:PID 2E8A:0005
    hub.scan()                       # probe new ports now (also done every ``interval`` s by start())
    hub.start(); hub.controllers     # {uid: SerialController}
    hub.seat({"red": uid1, "blue": uid2}); hub.missing() -> seats whose controller is not connected
    ControllerHub(held=[...])        # ports this program already holds (a game's controllers): never probed
    hub.problems                     # notices, each naming its port: duplicate uids, wrong protocol versions,
                                     # refused hellos, unknown or taken colours, unknown board profiles
    hub.refused                      # {url: why} boards that answered but are not seated (a notice, not a
                                     # port failure: the game goes on without them)
    hub.close()

With ``discover``, the boards a running ``eightbit emulate`` announced (``hal.emulated_ports``) are found as
USB boards are. A port is probed (open, ``?H``, wait for the hello) only while no controller owns it and no maker command
has claimed it (``hal.port_claim``: ``eightbit flash`` needs the port to itself; a probe holds the port's use for
its 1.5 s, so a claim made meanwhile waits for it to end, and a seated controller lets its port go when it is
claimed and takes it back after, like a board unplugged and plugged in again); a port that gave no hello
(an unflashed Pico) is probed again only after ``QUIET_S``, so the hub does not keep it busy; a probe whose
hello is refused ends as soon as that hello is read (two odd boards would otherwise hold up every scan by 3 s).
A uid seen again on a new port is handed back to its existing controller (``retarget``), so a replugged board
keeps its seat.
A second board with a uid already connected elsewhere is a *duplicate*: reported, never seated. A board is
not seated either (a notice says why, naming its port; the other boards are unaffected) when its hello breaks
the grammar, when its colour is not a player colour, when another board that is present already has its
colour (the first one found keeps it), or when its wheels do not fit its board profile.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass

from serial.tools import list_ports

from hal.emulated_ports import emulated_ports
from hal.faces import COLOURS
from hal.port_claim import PortUse, is_claimed, real_port
from hal.protocol import PROTOCOL_VERSION, Decoder, Hello, State, command
from hal.serial_controller import SerialController, open_port, table_for

PICO_VID, PICO_PID = 0x2E8A, 0x0005
MAX_PROBLEMS = 100
HEARD_MAX = 512
QUIET_S = 3.0  # a port that gave no hello (an unflashed Pico, a board at its REPL) is probed again after this


def same_port(url: str) -> str:
    """One spelling per port: a device path resolved through its symlinks (an emulated board's stable path),
    a URL as it is."""
    return real_port(url)


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
    refused_hello: bool = False  # a hello came but broke the grammar (``error`` says which field)
    heard: bytes = b""  # the first bytes the port sent (a REPL's prompt, maintenance mode's line), for notices


def colour_problem(hello: Hello) -> str | None:
    """Why a board with this hello cannot take a seat by its colour, or None."""
    if hello.colour not in COLOURS:
        return (f"board {hello.uid} says its colour is {hello.colour!r}, not a player colour "
                f"({', '.join(COLOURS)}); it is not seated: give it one with `eightbit flash --colour COLOUR`")
    return None


def colour_taken(uid: str, colour: str, holder: SerialController) -> str:
    return (f"board {uid} says colour {colour}, which board {holder.uid} on {holder.url} already has; it is not "
            f"seated: give one of them another colour with `eightbit flash --colour COLOUR`")


def probe(url: str, timeout: float = 1.5) -> Probe:
    """Open ``url``, ask for hello and state, close; never raises. Not while a maker command claims the port."""
    with PortUse(url) as free:
        if not free:
            result = Probe(url)
            result.error = "claimed by `eightbit flash` (being flashed): try again when it has finished"
            return result
        return probe_claimed(url, timeout)


def probe_claimed(url: str, timeout: float) -> Probe:
    """``probe`` for the claimer of ``url`` itself (``eightbit flash`` checking the board it flashed)."""
    result = Probe(url)
    try:
        ser = open_port(url)
    except (OSError, ValueError) as exc:      # pyserial's SerialException is an OSError; a bad URL a ValueError
        result.error = f"cannot open ({exc})"
        return result
    dec = Decoder()
    try:
        ser.write(command("hello"))
        end = time.monotonic() + timeout
        asked_state = False
        # a refused hello ends the probe at once: waiting out the timeout would only delay every other port
        while time.monotonic() < end and (result.hello is None or result.state is None) and not (
                result.hello is None and dec.stats.last_hello_problem):
            data = ser.read(ser.in_waiting or 1)
            if len(result.heard) < HEARD_MAX:
                result.heard += data[:HEARD_MAX - len(result.heard)]
            for msg in dec.feed(data):
                if isinstance(msg, Hello):
                    result.hello = msg
                    if not asked_state:
                        ser.write(command("state"))
                        asked_state = True
                elif isinstance(msg, State) and result.hello is not None:
                    result.state = msg
    except OSError as exc:
        result.error = f"read failed ({exc})"
    finally:
        try:
            ser.close()
        except OSError:
            pass
    result.rejected = dec.stats.total
    if result.hello is None and result.error is None and dec.stats.last_hello_problem:
        result.error = f"its hello was refused: {dec.stats.last_hello_problem}"
        result.refused_hello = True
    elif result.hello is None and result.error is None:
        result.error = "no 8Bit Box hello (not a controller, or firmware not running)"
    elif result.hello is not None and result.hello.proto != PROTOCOL_VERSION:
        result.error = f"wrong protocol version {result.hello.proto} (this host speaks {PROTOCOL_VERSION})"
    return result


class ControllerHub:
    def __init__(self, urls: list[str] | None = None, discover: bool = True, interval: float = 1.0,
                 heartbeat_timeout: float = 1.5, held: Iterable[str] = ()) -> None:
        self.urls = list(urls or [])
        self.discover = discover
        self.held = {same_port(u) for u in held}  # ports this program's controllers already have open
        self.interval = interval
        self.heartbeat_timeout = heartbeat_timeout
        self.controllers: dict[str, SerialController] = {}
        self.seats: dict[str, str] = {}
        self.problems: list[str] = []
        self.refused: dict[str, str] = {}  # url -> why the board that answered there is not seated (latest scan)
        self.duplicates = 0
        self._quiet_until: dict[str, float] = {}  # url -> when a port that gave no hello is probed again
        self._claims: dict[str, tuple[str, float]] = {}  # uid -> (colour its hello said, when it was probed)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def ports(self) -> list[str]:
        """The ports to look at: USB boards and the boards ``eightbit emulate`` runs (``discover``), then the
        URLs given; never one in ``held`` (opening it again would fail: the port is exclusive)."""
        seen = set(self.held)
        out = []
        for url in ((usb_ports() + emulated_ports()) if self.discover else []) + self.urls:
            if same_port(url) not in seen:
                seen.add(same_port(url))
                out.append(url)
        return out

    def _problem(self, text: str) -> None:
        """Note a problem once; a hub that runs for hours keeps at most ``MAX_PROBLEMS`` (the first ones)."""
        if text not in self.problems and len(self.problems) < MAX_PROBLEMS:
            self.problems.append(text)

    def _refuse(self, url: str, why: str) -> None:
        self.refused[url] = why
        self._problem(f"{url}: {why}")

    def scan(self) -> list[SerialController]:
        """Probe every port no connected controller owns; returns controllers newly created."""
        new: list[SerialController] = []
        with self._lock:
            busy = {c.url for c in self.controllers.values() if c.connected}
        now = time.monotonic()
        for url in self.ports():
            if url in busy or is_claimed(url) or now < self._quiet_until.get(url, 0.0):
                continue  # owned, claimed by `eightbit flash`, or gave no hello a moment ago
            result = probe(url)
            if result.hello is None and not result.refused_hello:
                self._quiet_until[url] = time.monotonic() + QUIET_S  # an unflashed Pico: ask again later
            if result.hello is None or result.error:
                if result.error and (result.hello is not None or result.refused_hello):
                    self._refuse(url, result.error)
                continue
            uid = result.hello.uid
            with self._lock:
                refusal = self._refusal(url, result.hello)
                if refusal:
                    self._refuse(url, refusal)
                    continue
                self.refused.pop(url, None)
                self._claims[uid] = (result.hello.colour, time.monotonic())
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

    def _refusal(self, url: str, hello: Hello) -> str | None:
        """Why the board that said ``hello`` on ``url`` is not seated (its colour, its profile), or None."""
        problem = colour_problem(hello)
        if problem:
            return problem
        table, notice = table_for(hello)
        if table is None:
            return f"board {hello.uid}: {notice}; it is not seated"
        if notice:
            self._problem(f"{url}: board {hello.uid}: {notice}")
        holder = self._colour_holder(hello.colour, hello.uid)
        return None if holder is None else colour_taken(hello.uid, hello.colour, holder)

    def _colour_holder(self, colour: str, uid: str) -> SerialController | None:
        """Another board that is present (connected, its port open, or probed just now) with ``colour``."""
        now = time.monotonic()
        for other_uid, ctl in self.controllers.items():
            claimed, when = self._claims.get(other_uid, (None, 0.0))
            if other_uid == uid or (ctl.colour or claimed) != colour:
                continue
            if ctl.connected or ctl.port_open or now - when < self.heartbeat_timeout + 1.0:
                return ctl
        return None

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
            except Exception as exc:  # noqa: BLE001 - discovery trouble is a problem to report, not a crash
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
        """Connected controllers by colour; one with no player colour, or a colour an earlier one has, is left
        out with a notice (a board can change colour behind its uid when it is reflashed and replugged)."""
        out: dict[str, SerialController] = {}
        for c in list(self.controllers.values()):
            hello = c.hello
            if not c.connected or hello is None:
                continue
            problem = colour_problem(hello)
            if problem or hello.colour in out:
                self._problem(f"{c.url}: {problem or colour_taken(c.uid, hello.colour, out[hello.colour])}")
            else:
                out[hello.colour] = c
        return out

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=3)
        for c in list(self.controllers.values()):
            c.close()
