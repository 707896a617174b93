"""Issue 20's link checks, shared by CPython (test_link.py) and the MicroPython unix port (mp_runner.py "link").

Each ``check_*`` returns a list of failures (empty = pass) and a dict of numbers: a stray Ctrl-C resumes on
host traffic and leaves the REPL to a tool (``lifecycle.linger``); writes over rp2's USB-CDC never block and
never leave half a line (``usbio`` against the fake ``usb_cdc``); the ADC averaging holds a noisy pot still
(the fake ``machine``'s seeded noise); the crash back-off waits before every restart (an injected clock).
"""
import machine
import protocol as P
from usb_cdc import Cdc

import app as A
import board
import config
import crashes
import lifecycle
import maintenance
import usbio


class QueueLink:
    """Input bytes from a buffer (read_byte / pending), written lines kept."""

    def __init__(self, data=b""):
        self.data = bytes(data)
        self.at = 0
        self.lines = []
        self.dropped = 0

    def read_byte(self):
        if self.at >= len(self.data):
            return -1
        self.at += 1
        return self.data[self.at - 1]

    def pending(self):
        return self.at < len(self.data)

    def write(self, buf):
        self.lines.append(bytes(buf))
        return True


class Hw:
    chip = "RP2040"

    def __init__(self, raw=8192):
        self.fed = 0
        self.level = raw

    def raw(self, wheel):
        return self.level

    def lock_pressed(self):
        return False

    def show(self, rgb):
        pass

    def feed(self):
        self.fed += 1


def sealed(body):
    buf = bytearray(len(body) + 6)
    buf[:len(body)] = body
    return bytes(buf[:P.seal(buf, len(body))])


def make_app(link, hw=None, cfg=None):
    return A.App(cfg or config.merged(None), hw or Hw(), link, "E66141040000CAFE", 0)


# -- Why 2: a stray Ctrl-C never strands a board while a host talks to it
def linger_case(data, before=b"", ms=50):
    """(resumed, bytes read after the Ctrl-C, lines written, the LED mode) for ``data`` following a Ctrl-C that
    came after ``before`` (the start of a host line the 0x03 cut)."""
    link = QueueLink(data)
    app = make_app(link)
    for b in before:
        app.parser.feed(b)
    resumed = lifecycle.linger(app, ms)
    return resumed, link.at, link.lines, app.led.mode


def check_linger():
    bad = []
    hello = sealed(b"?H")
    colour = sealed(b"L colour")
    cases = [
        ("silence", b"", True, 0),
        ("the hub's ?H", hello, True, len(hello)),
        ("a host line, then more", colour + hello, True, len(colour)),
        ("mpremote's CR then Ctrl-A", b"\r\x01", False, 1),
        ("Ctrl-A at once", b"\x01", False, 1),
        ("Ctrl-B", b"\x02", False, 1),
        ("Ctrl-D (soft reboot)", b"\x04", False, 1),
        ("raw paste", b"\x05A\x01", False, 1),
        ("typed at a terminal", b"help()\r", False, 7),
        ("text without end", b"x" * (P.LINE_MAX + 10), False, P.LINE_MAX + 1),
        ("UTF-8", b"\xc3\xa9\r", False, 1),
    ]
    for name, data, resumed, read in cases:
        got = linger_case(data)
        if got[0] != resumed or got[1] != read:
            bad.append([name, resumed, read, got[0], got[1]])
    got = linger_case(hello)
    if not (got[2] and got[2][0][:2] == b"H "):
        bad.append(["?H is answered with the hello", got[2]])
    line = sealed(b"L colour")
    got = linger_case(line[5:], before=line[:5])  # the 0x03 fell inside "L col|our*CRC"
    if not got[0] or got[3] != P.LED_COLOUR:
        bad.append(["a line the Ctrl-C cut in two resumes and is obeyed", got[0], got[3]])
    return bad, {}


# -- Why 5: writes over rp2's CDC never block the scan and never leave half a line
def whole_lines(data):
    """How many lines ``data`` holds and how many of them are not whole sealed lines."""
    lines = bytes(data).split(b"\n")
    broken = 0 if lines[-1] == b"" else 1
    for ln in lines[:-1]:
        body, star, crc = ln.rpartition(b"*")
        if not star or len(crc) != 4 or ("%04X" % P.crc16(body)).encode() != crc:
            broken += 1
    return len(lines) - 1, broken


def cdc_run(make_link, fifo=64, drain=3, every_ms=1, scans=3000, heartbeat_ms=2):
    """The App's scan loop against a fake CDC whose host reads slower than the board writes; then the host
    catches up. Returns (cdc, link, lines, broken)."""
    cdc = Cdc(fifo=fifo, drain=drain, every_ms=every_ms)
    link = make_link(cdc)
    app = make_app(link, cfg=config.merged({"heartbeat_ms": heartbeat_ms}))
    for t in range(scans):
        app.step(t)
        cdc.tick(1)
    cdc.drain, cdc.every_ms = 8, 1  # the board has nothing more to say; the host reads what is on its way
    for _ in range(1000):
        if hasattr(link, "flush"):
            link.flush()
        cdc.tick(1)
    lines, broken = whole_lines(cdc.received)
    return cdc, link, lines, broken


def usbio_link(cdc):
    return usbio.UsbSerial(stdin=open("/dev/null", "rb"), stdout=cdc, out_ready=cdc.ready)  # no host input


SLOW_HOSTS = ((3, 1), (1, 50))  # (bytes, every ms): a host reading slower than the board writes; one that
# holds the port and nearly stops reading (less than a line in rp2's 500 ms: a blocked write comes back short)


def check_cdc():
    bad = []
    numbers = {}
    for drain, every_ms in SLOW_HOSTS:
        cdc, link, lines, broken = cdc_run(usbio_link, drain=drain, every_ms=every_ms)
        name = "%d B/%d ms" % (drain, every_ms)
        numbers[name] = {"lines": lines, "dropped": link.dropped, "blocked_ms": cdc.blocked_ms}
        if cdc.blocked_ms or cdc.short_writes:
            bad.append([name, "a write blocked the scan", cdc.blocked_ms, cdc.short_writes])
        if broken:
            bad.append([name, "half lines reached the host", broken])
        if not lines or not link.dropped:
            bad.append([name, "lines went out, the rest were dropped whole and counted", lines, link.dropped])
    fast = cdc_run(usbio_link, drain=64)  # a host that keeps up: nothing dropped
    if fast[1].dropped or fast[3] or fast[0].blocked_ms:
        bad.append(["a host that keeps up loses nothing", fast[1].dropped, fast[3]])
    return bad, numbers


# -- Why 6: the ADC averaging holds a noisy pot still; the crash back-off waits
NOISE = 1056  # about half the gap between the centre wheel's 31 detents: a noisy pot on long wires
CENTRE = 1


def raw_spread(hw, reads=4000, level=30000, seed=7):
    """Standard deviation of ``hw.raw(CENTRE)`` over ``reads`` noisy reads of a still pot, per NOISE/sqrt(3)
    (the spread of one noisy read): ~0.5 with four reads averaged, ~1.0 with none."""
    machine.set_noise(NOISE, seed)
    machine.set_adc(CENTRE, level)
    total = 0
    squares = 0
    for _ in range(reads):
        v = hw.raw(CENTRE) - level
        total += v
        squares += v * v
    machine.set_noise(0)
    mean = total / reads
    var = squares / reads - mean * mean
    return (var ** 0.5) / (NOISE / 3 ** 0.5)


def scans_to_report(hw, target=12, seed=11, limit=400):
    """Turn the centre wheel to ``target`` under noise: scans until the board reports it (``limit`` if never)."""
    cfg = config.merged(None)
    link = QueueLink()
    app = make_app(link, hw=hw, cfg=cfg)
    centres = [w for w in cfg["wheels"]]
    from wheel import default_centres
    at = default_centres(centres[CENTRE]["sensor"], centres[CENTRE]["detents"])
    machine.set_adc(CENTRE, at[5])
    for t in range(50):
        app.step(t)
    machine.set_noise(NOISE, seed)
    machine.set_adc(CENTRE, at[target])
    found = limit
    for t in range(limit):
        app.step(50 + t)
        if app.w1.position == target:
            found = t
            break
    machine.set_noise(0)
    return found


class SingleRead(board.Board):
    """The board without its ADC averaging: one read per scan (what the tests must catch)."""

    def raw(self, wheel):
        return self.adcs[wheel].read_u16()


def check_noise():
    bad = []
    hw = board.Board(config.merged(None))
    spread = raw_spread(hw)
    scans = [scans_to_report(hw, seed=s) for s in (11, 12, 13)]
    single = SingleRead(config.merged(None))
    spread_single = raw_spread(single)
    scans_single = [scans_to_report(single, seed=s) for s in (11, 12, 13)]
    if spread > 0.7:
        bad.append(["the averaged reading of a still, noisy pot spreads as much as one read", spread])
    if max(scans) > 40:
        bad.append(["a turn under noise is reported within 40 scans", scans])
    if spread_single <= 0.7 or min(scans_single) <= 40:  # the checks above can fail: they catch a board
        bad.append(["without averaging the checks would not notice", spread_single, scans_single])
    return bad, {"spread": spread, "scans": scans, "spread_single": spread_single, "scans_single": scans_single}


def back_off_waits(crash_count):
    """Run main.py's crash path ``crash_count`` times in a row on an injected clock: the ms waited before each
    reset and the watchdog feeds during the waits (``crashes.txt`` in the current folder)."""
    clock = [0]
    feeds = [0]
    resets = []

    def sleep(ms):
        clock[0] += ms

    def feed():
        feeds[0] += 1

    def reset():
        resets.append(clock[0])
        raise SystemExit(3)

    saved = (maintenance._sleep_ms, maintenance._feed, machine.reset)
    maintenance._sleep_ms, maintenance._feed, machine.reset = sleep, feed, reset
    try:
        crashes.clear()
        for _ in range(crash_count):
            try:
                maintenance.back_off_and_reset()
            except SystemExit:
                pass
    finally:
        maintenance._sleep_ms, maintenance._feed, machine.reset = saved
        crashes.clear()
    waits = [resets[0]] + [resets[i] - resets[i - 1] for i in range(1, len(resets))]
    return waits, feeds[0]


def check_back_off():
    bad = []
    waits, feeds = back_off_waits(4)
    if waits != [1000, 2000, 4000, 8000]:
        bad.append(["the wait before each restart doubles from 1 s", waits])
    if feeds < sum(waits) // 100:
        bad.append(["the watchdog is fed every 100 ms while it waits", feeds])
    return bad, {"waits": waits, "feeds": feeds}


CHECKS = {"linger": check_linger, "cdc": check_cdc, "noise": check_noise, "back_off": check_back_off}


def run_all():
    failures = {}
    numbers = {}
    for name in CHECKS:
        bad, got = CHECKS[name]()
        if bad:
            failures[name] = bad
        numbers[name] = got
    return failures, numbers
