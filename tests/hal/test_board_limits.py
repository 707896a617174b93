"""The emulator carries the real board's limits (issue 10 items 1, 2, 3, 5), so these faults fail here as they
would on hardware: a watchdog that survives the soft reset of an mpremote session on an RP2350, rp2's CDC
write stall when the host holds the port without reading, a stray Ctrl-C, and board profiles the board
cannot run. Waits use timeouts only; nothing asserts durations."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
import serial

from hal.boards import load_board
from hal.emulator import EmulatedBoard
from hal.hub import probe
from hal.protocol import command
from host.cli import main
from rawrepl_emulator import FlashableBoard
from tests.support import wait_for as wait

UID = "E6610000F1A5F1A5"


def mpremote(port: str, *args: str, timeout: float = 60) -> str:
    """mpremote's stdout; what it printed so far if the board vanished under it (it then waits forever)."""
    try:
        r = subprocess.run([sys.executable, "-m", "mpremote", "connect", port, *args], capture_output=True,
                           text=True, timeout=timeout)
        return r.stdout + r.stderr
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout or b""
        return out.decode(errors="replace") if isinstance(out, bytes) else out


# -- item 1: the watchdog survives the soft reset; only the chip's own register stops it
def test_a_running_pico_2_can_be_reflashed_and_its_watchdog_never_fires(tmp_path, capsys):
    board = FlashableBoard(tmp_path / "flash", uid=UID, chip="RP2350").start()
    try:
        assert main(["flash", board.path, "--colour", "red"]) == 0
        assert wait(lambda: board.wdt_timeout_ms == 2000, 10)  # the app armed the watchdog
        assert main(["flash", board.path, "--colour", "green"]) == 0  # interrupts the app, ~seconds of REPL
        assert "interrupt app" in board.log and "watchdog reset" not in board.log
        assert probe(board.path).hello.colour == "green"
    finally:
        board.stop()


def test_firmware_that_stops_the_wrong_watchdog_is_reset_in_the_middle_of_a_repl_session(tmp_path):
    board = FlashableBoard(tmp_path / "flash", uid=UID, chip="RP2350").start()
    try:
        assert main(["flash", board.path, "--colour", "red", "--no-verify"]) == 0
        assert wait(lambda: board.wdt_timeout_ms is not None, 10)
        source = board.fs / "board.py"
        source.write_text(source.read_text().replace('"RP2350": 0x400D8000', '"RP2350": 0x40058000'))  # old bug
        boots = board.boots
        board.replug()  # power cycle: the board boots the patched file
        assert wait(lambda: board.boots > boots and board.mode == "app" and board.wdt_timeout_ms is not None, 10)
        out = mpremote(board.path, "exec", "import time\ntime.sleep(4)\nprint('survived')", timeout=15)
        assert "survived" not in out
        assert "watchdog reset" in board.log
    finally:
        board.stop()


# -- item 3: a stray Ctrl-C returns to the app by itself
def test_a_stray_ctrl_c_returns_to_the_app_after_a_few_seconds(tmp_path):
    board = FlashableBoard(tmp_path / "flash", uid=UID).start()
    try:
        assert main(["flash", board.path, "--colour", "blue"]) == 0
        fd = os.open(board.path, os.O_RDWR | os.O_NOCTTY)
        try:
            os.write(fd, b"\x03")  # Ctrl-C typed into a terminal, nothing after it
        finally:
            os.close(fd)
        assert wait(lambda: "app resumed" in board.log, 15)
        assert board.mode == "app" and "app exit 0" not in board.log
        r = probe(board.path)
        assert r.hello is not None and r.hello.colour == "blue"
    finally:
        board.stop()


# -- item 2: a host that holds the port without reading never stalls the scan
def test_a_host_that_does_not_read_cannot_stall_the_board_into_a_watchdog_reset():
    board = EmulatedBoard("orange").start()
    try:
        r = probe(board.path)
        assert r.hello is not None
        port = serial.Serial(board.path)  # opened (DTR set, as pyserial does) and never read
        try:
            port.write(b"x\n" * 12 + command("state") * 20)  # 32 replies asked for in one go
            time.sleep(4)  # two watchdog periods: with rp2's 500 ms per stalled write the board is reset
            assert board.running, "the board was reset while the host held the port without reading"
        finally:
            port.close()
        r = probe(board.path, timeout=5)
        assert r.hello is not None and r.hello.extra.get("drop", "0") != "0"
    finally:
        board.stop()


# -- item 5: profiles the real board cannot run are refused by name
@pytest.mark.parametrize("change, message", [
    (("wheels: [26, 27, 28]", "wheels: [26, 27, 15]"), "wheel pin 15 has no ADC"),
    (("watchdog_ms: 2000", "watchdog_ms: 9000"), "watchdog_ms must be 1..8388"),
])
def test_a_profile_the_board_cannot_run_is_one_clear_error(tmp_path, monkeypatch, change, message):
    folder = tmp_path / "boards"
    folder.mkdir()
    monkeypatch.setenv("EIGHTBIT_BOARDS", str(folder))
    text = load_board.__globals__["profiles"].load("boards", "dial-v1")[0].read_text()
    (folder / "mine.yaml").write_text(text.replace("name: dial-v1", "name: mine").replace(*change))
    with pytest.raises(ValueError, match=message):
        load_board("mine")
