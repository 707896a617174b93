"""Issue 10 items 1-6 on CPython with the board fakes: the chip's own watchdog register, writes that never
stall, bounded parsing and rate-limited E lines, Ctrl-C that resumes, crash back-off and a maintenance mode
that survives bad files, the fakes' rp2 limits, and counters that stay small ints. The same firmware also runs
on the MicroPython unix port (test_micropython.py)."""
import socket
import sys

import pytest

from conftest import FAKES

sys.path.insert(0, str(FAKES))

import machine

import app as A
import board
import config
import crashes
import lifecycle
import maintenance
import protocol as P
import usbio


@pytest.fixture
def chip(monkeypatch):
    def use(name):
        monkeypatch.setattr(machine, "_CHIP", name)
        machine.WDT.armed = None
    yield use
    machine.WDT.armed = None
    board._wdt[0] = None


# -- 1: the watchdog is stopped through the register of the chip the board really has
@pytest.mark.parametrize("name", ["RP2040", "RP2350"])
def test_disarm_clears_the_enable_bit_of_this_chips_watchdog(chip, name):
    chip(name)
    hw = board.Board(config.merged(None))
    assert hw.chip == name
    hw.start_watchdog(2000)
    assert machine.WDT.armed is not None
    assert hw.disarm_watchdog() is True
    assert machine.WDT.armed is None  # on an RP2350, a write to 0x40058000 (PLL_USB) would leave it running


def test_a_write_to_the_rp2040_address_does_not_stop_an_rp2350_watchdog(chip):
    chip("RP2350")
    wdt = machine.WDT(timeout=2000)
    machine.mem32[0x40058000] = 0  # what the old firmware did on every rp2
    assert machine.WDT.armed is wdt and wdt.enabled


# -- 5: the fakes refuse what rp2 refuses
def test_fake_watchdog_enforces_the_rp2_maximum(chip):
    chip("RP2040")
    with pytest.raises(ValueError, match="exceeds 8388"):
        machine.WDT(timeout=8389)
    machine.WDT(timeout=8388)
    chip("RP2350")
    machine.WDT(timeout=16777)
    with pytest.raises(ValueError):
        machine.WDT(timeout=16778)


def test_firmware_clamps_the_watchdog_to_the_portable_maximum(chip):
    chip("RP2040")
    hw = board.Board(config.merged(None))
    hw.start_watchdog(60000)  # a hand-edited config.json
    assert hw.wdt.timeout == board.WDT_MAX_MS == 8388


def test_fake_adc_has_only_the_adc_pins_and_12_bits():
    for pin in (26, 27, 28, 29):
        machine.ADC(machine.Pin(pin))
    with pytest.raises(ValueError, match="ADC"):
        machine.ADC(machine.Pin(15))
    machine.set_adc(0, 0x1234)
    assert machine.ADC(machine.Pin(26)).read_u16() == (0x123 << 4) | (0x123 >> 8)
    machine.set_adc(0, 0xFFFF)
    assert machine.ADC(0).read_u16() == 0xFFFF


# -- 2: writes poll for room, queue whole lines or drop them whole (counted), never stall
def test_writes_to_a_host_that_does_not_read_are_dropped_whole_and_counted():
    board_side, host_side = socket.socketpair()
    board_side.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1)
    board_side.settimeout(2.0)  # only so that old firmware fails instead of hanging the suite
    r, w = socket.socketpair()
    link = usbio.UsbSerial(stdin=r.makefile("rb", buffering=0), stdout=board_side.makefile("wb", buffering=0))
    line = P.StateLine().format(False, 1, 1, 2, 3, False)
    written = sum(1 for _ in range(400) if link.write(line))
    assert 0 < written < 400 and link.dropped == 400 - written and link.stalls == 0
    host_side.setblocking(False)
    got = b""
    for _ in range(1000):  # the host reads again: what was queued follows, byte for byte
        try:
            got += host_side.recv(65536)
        except BlockingIOError:
            pass
        link.flush()
        if not link.used and len(got) == written * len(line):
            break
    assert got == bytes(line) * written  # whole lines only, none cut, none lost once queued


def test_a_refused_write_is_counted_and_its_line_waits_whole():
    class Refusing:
        refuse = True
        got = b""

        def write(self, buf):
            if Refusing.refuse:
                return None
            Refusing.got += bytes(buf)
            return len(buf)

    r, _w = socket.socketpair()
    link = usbio.UsbSerial(stdin=r.makefile("rb", buffering=0), stdout=Refusing(), out_ready=lambda: True)
    assert link.write(b"B 0000 -- -- -- 0*A6B0\n") is True
    assert link.stalls == 1 and link.used == 23 and link.dropped == 0
    Refusing.refuse = False
    link.flush()
    assert Refusing.got == b"B 0000 -- -- -- 0*A6B0\n" and link.used == 0


# -- 3: bounded parsing per scan, rate-limited E lines, stray Ctrl-C
class QueueLink:
    def __init__(self, data=b""):
        self.data = bytearray(data)
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

    def __init__(self):
        self.fed = 0

    def raw(self, wheel):
        return 8192

    def lock_pressed(self):
        return False

    def show(self, rgb):
        pass

    def feed(self):
        self.fed += 1


def make_app(link):
    return A.App(config.merged(None), Hw(), link, "E66141040000CAFE", 0)


def test_one_scan_parses_a_bounded_number_of_host_bytes():
    flood = b"x\n" * 30000  # 60 KB of garbage queued at once
    app = make_app(QueueLink(flood))
    app.step(0)
    assert app.link.at == A.READ_MAX
    assert sum(1 for ln in app.link.lines if ln.startswith(b"E ")) <= 1


def test_error_lines_are_rate_limited_but_every_rejection_is_counted():
    link = QueueLink(b"x\n" * 5000)
    app = make_app(link)
    for t in range(1000):  # one second of scans
        app.step(t)
    errors = [ln for ln in link.lines if ln.startswith(b"E ")]
    assert 1 <= len(errors) <= 1000 // A.E_GAP_MS + 1
    assert app.parser.rejected == link.at // 2


def test_a_stray_ctrl_c_resumes_and_a_tool_that_follows_gets_the_repl():
    app = make_app(QueueLink())
    assert lifecycle.linger(app, 30) is True and app.hw.fed > 0  # nobody followed: resume, watchdog fed
    app = make_app(QueueLink(b"\r\x01"))  # mpremote's CR and Ctrl-A right behind its Ctrl-C
    assert lifecycle.linger(app, 30) is False
    assert app.link.at == 1  # only the CR was read: the raw REPL gets mpremote's Ctrl-A


# -- 4: crashes back off and count; maintenance mode needs nothing but machine and json
def test_crash_back_off_doubles_up_to_a_minute(tmp_path):
    assert [crashes.backoff_ms(n) for n in (1, 2, 3, 6, 7, 50)] == [1000, 2000, 4000, 32000, 60000, 60000]
    path = str(tmp_path / "crashes.txt")
    assert crashes.count(path) == 0
    assert crashes.record(path) == 1 and crashes.record(path) == 2 and crashes.count(path) == 2
    crashes.clear(path)
    assert crashes.count(path) == 0


def test_config_without_pins_lock_keeps_the_default_lock_pin():
    cfg = config.merged({"pins": {"wheels": [26, 27, 28]}})
    assert cfg["pins"]["lock"] == 15 and cfg["pins"]["led"] == 16
    assert config.DEFAULTS["pins"] == {"wheels": [26, 27, 28], "lock": 15, "led": 16}  # defaults untouched


@pytest.mark.parametrize("text", ['{"pins": {"wheels": [26, 27, 28]}}', '{"pins": {"lock": "x"}}', "{trunc",
                                  '{"pins": {"lock": 14}}'])
def test_maintenance_finds_the_lock_pin_whatever_config_json_says(tmp_path, text):
    path = tmp_path / "config.json"
    path.write_text(text)
    assert maintenance.lock_pin_number(str(path)) == (14 if "14" in text else 15)


def test_hello_says_chip_reset_cause_crashes_and_drops(chip):
    chip("RP2350")
    link = QueueLink()
    app = A.App(config.merged(None), Hw(), link, "E66141040000CAFE", 0, lifecycle.boot_fields(board))
    body = bytes(app.hello()).decode().split("*")[0]
    fields = dict(f.split("=") for f in body.split()[1:])
    assert fields["chip"] == "RP2350" and fields["reset"] == "power" and fields["crashes"] == "0"
    assert fields["drop"] == "0"


# -- 6: counters stay small ints (rp2: 31-bit small ints; beyond is a heap integer)
def test_counters_wrap_below_two_to_the_thirty():
    app = make_app(QueueLink())
    app.scans = (1 << 30) - 2
    for t in range(4):
        app.step(t)
    assert 0 <= app.scans < (1 << 30)
    p = P.CommandParser()
    p.rejected = P.REJ_MAX
    for b in b"bad\n":
        p.feed(b)
    assert p.rejected == P.REJ_MAX


def test_led_rgb_is_copied_into_one_buffer():
    app = make_app(QueueLink())
    custom = app.led.custom
    for colour in ((1, 2, 3), (4, 5, 6)):
        app.led.set_rgb(*colour, 0)
        assert app.led.update(0) is custom and tuple(custom) == colour
