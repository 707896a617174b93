"""End to end: real firmware on emulated boards (ptys) -> SerialController / ControllerHub.

Waits use generous timeouts; nothing asserts wall-clock durations.
"""
import os
import time
import tty

import pytest

from hal.emulator import EmulatedBoard, adc_u16, uid_for
from hal.hub import ControllerHub, probe
from hal.protocol import seal
from hal.serial_controller import SerialController
from tests.support import assert_no_link_errors, wait_for as wait


def host_asks(master, timeout=10.0):
    """Wait until the host has opened the port and asked for hello (its open flushes earlier bytes)."""
    import select
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if select.select([master], [], [], 0.1)[0] and b"?H" in os.read(master, 1024):
            return True
    return False


@pytest.fixture
def board():
    b = EmulatedBoard("green").start()
    yield b
    b.stop()


def test_snapshot_follows_wheels_unplug_and_replug(board):
    assert board.runtime == "micropython"
    c = SerialController(board.path)
    events = []
    c.subscribe(lambda ctl, ev, snap: events.append(ev))
    try:
        assert c.wait_connected(10)
        assert (c.uid, c.colour) == (board.uid, "green")
        for left, centre, right in [(1, 15, 3), (3, 0, 0), (2, 30, 1)]:
            board.set_wheel("left", left)
            board.set_wheel("centre", centre)
            board.set_wheel("right", right)
            assert wait(lambda want=(left, centre, right): c.snapshot().positions == want)
        for face in ("up", "yellow", "green_circle"):
            board.set_face(face)
        board.press_lock()
        want = {"direction": "up", "number": 20, "colour": "yellow", "symbol": "green_circle"}
        assert wait(lambda: c.snapshot().locked and c.snapshot().faces == want)
        c.set_led("locked")
        assert wait(lambda: board.led == (0, 200, 0))
        board.release_lock()
        assert wait(lambda: not c.snapshot().locked)
        board.close()  # unplug
        assert c.wait_disconnected(10)
        assert "disconnect" in events
        board.set_wheel("centre", 7)  # turned while unplugged: absolute wheels remember
        board.reopen()
        assert wait(lambda: c.connected, 10)
        assert c.uid == board.uid
        assert wait(lambda: c.snapshot().positions[1] == 7)
        assert wait(lambda: board.led == (0, 200, 0))  # LED state restored after the replug
        assert events.count("connect") == 2
        assert_no_link_errors(c, unplugged=True)
    finally:
        c.close()


def test_heartbeat_timeout_marks_a_silent_board_disconnected():
    master, slave = os.openpty()
    tty.setraw(slave)
    c = SerialController(os.ttyname(slave), heartbeat_timeout=0.5)
    try:
        assert host_asks(master)
        os.write(master, seal("H proto=1 fw=1.0.0 uid=ABCD colour=red board=dial-v1 detents=4,31,4 rej=0"))
        os.write(master, seal("S 0001 00 05 01 0"))
        assert c.wait_connected(10)
        assert c.snapshot().faces["colour"] == "red"
        assert c.wait_disconnected(10)  # the pty is still open, is_open is True, but nothing arrives
        assert c.counters["timeouts"] >= 1
    finally:
        c.close()
        os.close(master)
        os.close(slave)


def test_garbage_corrupt_partial_lines_and_wrong_version_are_counted():
    master, slave = os.openpty()
    tty.setraw(slave)
    c = SerialController(os.ttyname(slave))
    try:
        assert host_asks(master)
        os.write(master, seal("H proto=2 fw=9 uid=ABCD colour=red board=dial-v1 detents=4,31,4 rej=0"))
        assert wait(lambda: c.counters["wrong_version"] >= 1)
        assert not c.connected and "protocol 2" in c.refused
        os.write(master, b"\xff\xfe\x00garbage\nS 0001 00 05 01 0*0000\nS 0001 00 0\n")
        os.write(master, seal("H proto=1 fw=1.0.0 uid=ABCD colour=red board=dial-v1 detents=4,31,4 rej=0"))
        os.write(master, b"x" * 1000 + b"\n")
        os.write(master, seal("S 0002 01 05 01 0") + seal("S 0009 02 05 01 1"))
        assert wait(lambda: c.snapshot().positions == (2, 5, 1))
        d = c.diagnostics()
        assert d["rejected_lines"].get("ascii", 0) >= 1
        assert d["rejected_lines"].get("crc", 0) + d["rejected_lines"].get("format", 0) >= 2
        assert d["rejected_lines"].get("overflow", 0) >= 1
        assert d["missed_changes"] == 6
    finally:
        c.close()
        os.close(master)
        os.close(slave)


def test_hub_seats_by_uid_reports_missing_and_duplicates():
    a = EmulatedBoard("red", uid="E6610000DEADBEEF").start()
    b = EmulatedBoard("blue", uid="E6610000DEADBEEF").start()  # same uid: a duplicate
    d = EmulatedBoard("yellow").start()
    hub = ControllerHub(urls=[a.path, b.path, d.path], discover=False)
    try:
        assert hub.wait_for(2, timeout=15)
        hub.scan()
        assert hub.duplicates >= 1 and any("duplicate uid" in p for p in hub.problems)
        assert set(hub.controllers) == {"E6610000DEADBEEF", d.uid}
        hub.seat({"p1": "E6610000DEADBEEF", "p2": d.uid, "p3": "NOT-HERE"})
        assert hub.missing() == ["p3"]
        d.close()
        assert wait(lambda: "p2" in hub.missing(), 10)
        d.reopen()
        assert wait(lambda: hub.controllers[d.uid].connected, 10)
        assert hub.missing() == ["p3"]
    finally:
        hub.close()
        for x in (a, b, d):
            x.stop()


def test_probe_reports_state_and_cpython_fallback_runs_the_same_firmware():
    b = EmulatedBoard("orange", runtime="cpython", positions=(2, 25, 3)).start()
    try:
        assert b.runtime == "cpython"
        result = None
        for _ in range(20):
            result = probe(b.path)
            if result.state is not None and None not in result.state.positions:
                break  # (a board probed right after boot may not have settled yet: "--")
            time.sleep(0.2)
        assert result.hello.uid == uid_for("orange") and result.hello.colour == "orange"
        assert result.state.positions == (2, 25, 3)
    finally:
        b.stop()


def test_raw_readings_follow_the_sensors_between_detents_too(board):
    c = SerialController(board.path)
    try:
        assert c.wait_connected(10)
        board.set_raw("left", 0x1234)
        board.set_raw("centre", 0xBEEF)
        board.set_raw("right", 7)
        board.press_lock()
        assert wait(lambda: c.snapshot().locked)
        r = c.read_raw(5)
        # what rp2's 12-bit ADC reads back, scaled to 16 bits (the emulator quantises like read_u16)
        assert r is not None and r.raw == (adc_u16(0x1234), adc_u16(0xBEEF), adc_u16(7)) == (0x1231, 0xBEEB, 0)
        assert r.locked
        assert c.connected
        assert_no_link_errors(c)
    finally:
        c.close()


def test_read_some_takes_a_whole_line_in_one_wake_up_and_reports_a_dead_port():
    import serial
    from hal.serial_controller import open_port, read_some
    master, slave = os.openpty()
    tty.setraw(slave)
    ser = open_port(os.ttyname(slave))
    try:
        assert read_some(ser, timeout=0.01) == b""
        line = seal("S 0001 00 05 01 0")
        os.write(master, line)
        got = b""
        end = time.monotonic() + 5
        while len(got) < len(line) and time.monotonic() < end:
            got += read_some(ser, timeout=0.1)
        assert got == line
        os.close(master)
        master = -1
        with pytest.raises((serial.SerialException, OSError)):
            for _ in range(20):
                read_some(ser, timeout=0.1)
    finally:
        ser.close()
        if master >= 0:
            os.close(master)
        os.close(slave)


def test_unplugging_a_board_ends_its_relay_before_the_port_closes(board):
    """close() kills the board and waits for the relay thread (board stdout -> pty) to end before it closes
    the pty it writes to: the relay never touches a closed (or reused) descriptor, so no traceback is printed
    when a board is unplugged while it is talking (seen as a termios EBADF at the end of a window test)."""
    c = SerialController(board.path)
    try:
        assert c.wait_connected(10)
        for centre in range(0, 30, 3):             # keep it talking up to the unplug
            board.set_wheel("centre", centre)
        board.close()
        assert not board._relay_thread.is_alive()
        assert board.relay_error is None
    finally:
        c.close()
