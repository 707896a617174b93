"""Issue 20 Why 2, 5 and 6 (build 2, 4, 5) on CPython and on the MicroPython unix port: a stray Ctrl-C resumes
the app on host traffic and leaves the REPL to a tool; writes over rp2's USB-CDC ("writable" at one free
byte) never block the scan and never leave half a line; the ADC averaging is what holds a noisy pot still;
the crash back-off waits before every restart. The checks live in linkrun.py so both interpreters run them."""
import sys

import pytest

from conftest import FAKES

sys.path.insert(0, str(FAKES))  # the fake machine and usb_cdc, before the imports below

import linkrun
import usbio
from test_micropython import runner
from usb_cdc import Cdc


@pytest.mark.parametrize("name", sorted(linkrun.CHECKS))
def test_link_check_on_cpython(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the back-off writes crashes.txt
    bad, _numbers = linkrun.CHECKS[name]()
    assert bad == []


def test_link_checks_on_the_micropython_unix_port(tmp_path):
    result, _ = runner("link", tmp_path, heap="512k")  # the checks keep whole host streams: room for them
    assert result["link_failures"] == {}
    assert result["link_numbers"]["back_off"]["waits"] == [1000, 2000, 4000, 8000]


class BlockingLink:
    """What the firmware did before: a whole line written whenever poll says "writable"."""

    def __init__(self, cdc):
        self.cdc = cdc
        self.dropped = 0

    def read_byte(self):
        return -1

    def pending(self):
        return False

    def write(self, buf):
        if not self.cdc.ready():
            self.dropped += 1
            return False
        return self.cdc.write(buf) == len(buf)


def test_the_fake_cdc_catches_a_whole_line_written_when_one_byte_is_free():
    slow = linkrun.cdc_run(BlockingLink, drain=3, every_ms=1)[0]
    assert slow.blocked_ms > 0  # each line that did not fit held the scan up
    cdc, _link, lines, broken = linkrun.cdc_run(BlockingLink, drain=1, every_ms=50)
    assert cdc.blocked_ms > 0 and cdc.short_writes > 0 and broken > 0 and lines > 0  # half lines left behind


def test_the_fake_cdc_says_writable_at_one_free_byte_and_blocks_up_to_500_ms():
    cdc = Cdc(fifo=8, drain=1, every_ms=100)
    assert cdc.write(b"1234567") == 7 and cdc.ready()  # one byte free: "writable"
    assert cdc.write(b"abcdef\n") == 6 and cdc.blocked_ms == 500  # 5 came as the host read, then it gave up
    assert bytes(cdc.received) == b"12345"
    idle = Cdc(fifo=8, attached=False)
    assert idle.ready() and idle.write(b"x" * 100) == 100 and idle.blocked_ms == 0  # no host: discarded


def test_a_line_longer_than_the_room_left_is_dropped_whole():
    cdc = Cdc(fifo=4, drain=0)
    link = linkrun.usbio_link(cdc)
    line = b"S 0001 01 02 03 0*ABCD\n"
    queued = sum(1 for _ in range(20) if link.write(line))
    assert queued == usbio.TX_RING // len(line) and link.dropped == 20 - queued
    assert bytes(cdc.received) == b"" and bytes(cdc.fifo) == line[:4] and cdc.blocked_ms == 0
