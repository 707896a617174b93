"""The emulated board's USB link passes a state line in one scan, as rp2's byte FIFO does (hal/emulator.py).

The firmware (firmware/usbio.py) writes one byte at a time while poll reports room, up to TX_BUDGET bytes a scan.
The emulator's stdout socket counts records, not bytes: at the kernel's minimum buffer poll said "full" after two
one-byte writes, so a 23-byte line took a dozen scans (~11 ms) to leave the board. These tests pin the room the
socket gives and the relay's gathering of waiting writes; nothing here is timed."""
from __future__ import annotations

import re
import select

from hal.emulator import CDC_FIFO, FIRMWARE_DIR, _gather, board_stdout


def tx_budget() -> int:
    found = re.search(r"^TX_BUDGET = const\((\d+)\)", (FIRMWARE_DIR / "usbio.py").read_text(), re.M)
    assert found is not None
    return int(found.group(1))


def test_the_board_stdout_takes_a_whole_scan_of_one_byte_writes_while_poll_reports_room():
    board_out, relay_in = board_stdout()
    try:
        poll = select.poll()
        poll.register(board_out, select.POLLOUT)
        sent = 0
        while sent < tx_budget() and poll.poll(0):
            board_out.send(b"x")
            sent += 1
        assert sent == tx_budget()
    finally:
        board_out.close()
        relay_in.close()


def test_the_relay_gathers_the_writes_already_waiting_up_to_the_fifo_room():
    board_out, relay_in = board_stdout()
    try:
        for b in b"S 0001 00 05 00 0\n":
            board_out.send(bytes([b]))
        first = relay_in.recv(65536)
        assert _gather(relay_in, first, CDC_FIFO) == b"S 0001 00 05 00 0\n"   # one pty write for the line
        assert _gather(relay_in, b"", CDC_FIFO) == b""                        # nothing taken for nothing pending
        for b in b"abcdef":
            board_out.send(bytes([b]))
        got = _gather(relay_in, relay_in.recv(1), 3)
        assert got == b"abc" and _gather(relay_in, relay_in.recv(1), CDC_FIFO) == b"def"   # the rest stays queued
    finally:
        board_out.close()
        relay_in.close()
