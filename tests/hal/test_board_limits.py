"""The emulator carries the real board's limits (issue 10 items 1, 2, 3, 5), so these faults fail here as they
would on hardware: a watchdog that survives the soft reset of an mpremote session on an RP2350, rp2's CDC
write stall when the host holds the port without reading, a stray Ctrl-C, and board profiles the board
cannot run; and (issue 20 Why 2) a stray Ctrl-C while the hub talks to the board, with mpremote getting in after.
Waits use timeouts only; nothing asserts durations."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
import serial

from hal.boards import load_board
from hal.emulator import CDC_GONE_S, FAKES_DIR, FIRMWARE_DIR, EmulatedBoard, micropython_command
from hal.hub import ControllerHub, probe
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
        assert wait(lambda: board.wdt_timeout_ms is not None, 30)
        source = board.fs / "board.py"
        source.write_text(source.read_text().replace('"RP2350": 0x400D8000', '"RP2350": 0x40058000'))  # old bug
        config = board.fs / "config.json"
        config.write_text(config.read_text().replace('"watchdog_ms":2000', '"watchdog_ms":500'))  # a short period
        boots = board.boots
        board.replug()  # power cycle: the board boots the patched files
        assert wait(lambda: board.boots > boots and board.mode == "app" and board.wdt_timeout_ms == 500, 30)
        session = subprocess.Popen([sys.executable, "-m", "mpremote", "connect", board.path, "exec",
                                    "import time\ntime.sleep(30)\nprint('survived')"],
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:  # the board resets under the session; mpremote then waits for a board that never answers
            assert wait(lambda: "watchdog reset" in board.log or session.poll() is not None, 60), board.log
        finally:
            session.kill()
            out = session.communicate()[0]
        assert "watchdog reset" in board.log, board.log
        assert "survived" not in out
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
        assert wait(lambda: "app resumed" in board.log or "app exit 0" in board.log, 60), board.log
        assert board.mode == "app" and "app exit 0" not in board.log, board.log
        hello = []
        assert wait(lambda: hello.append(probe(board.path).hello) or hello[-1] is not None, 60), board.log
        assert hello[-1].colour == "blue" and "app exit 0" not in board.log
    finally:
        board.stop()


# -- issue 20 Why 2: a stray Ctrl-C never strands a board while a host talks to it; mpremote still gets in
def test_a_stray_ctrl_c_while_the_hub_talks_to_the_board_never_strands_it(tmp_path):
    # the real board's 3 s wait: the hub drops the silent board after 1.5 s and asks ?H again 0.2 s later,
    # so the silence the old firmware waited for never came and the ?H left it at the REPL
    board = FlashableBoard(tmp_path / "flash", uid=UID, resume_ms=3000).start()
    hub = None
    try:
        assert main(["flash", board.path, "--colour", "blue"]) == 0
        hub = ControllerHub(urls=[board.path], discover=False, interval=0.2)
        hub.start()
        assert wait(lambda: UID in hub.controllers and hub.controllers[UID].connected, 30), board.log
        fd = os.open(board.path, os.O_RDWR | os.O_NOCTTY)
        try:
            os.write(fd, b"\x03")  # from another program, while the hub holds the port
        finally:
            os.close(fd)
        assert wait(lambda: "interrupt app" in board.log, 10), board.log
        assert wait(lambda: "app resumed" in board.log and hub.controllers[UID].connected, 30), board.log
        assert board.mode == "app" and not any(e.startswith("app exit") for e in board.log), board.log
        hub.close()
        hub = None
        out = mpremote(board.path, "exec", "print(6 * 7)")  # raw REPL entry (CR, Ctrl-C, CR, Ctrl-A) still works
        assert "42" in out and "app exit 0" in board.log, (out, board.log)
    finally:
        if hub is not None:
            hub.close()
        board.stop()


@pytest.mark.parametrize("fakes, env, wait_ms", [
    (False, {}, "3000"),                                # the real board (unix port's own machine): RESUME_MS
    (True, {}, "3000"),                                 # an emulated board that asks for nothing shorter
    (True, {"EIGHTBIT_EMU_RESUME_MS": "1000"}, "1000"),  # FlashableBoard's shorter wait
])
def test_only_an_emulated_board_waits_less_than_resume_ms_after_a_ctrl_c(tmp_path, fakes, env, wait_ms):
    path = f"{FAKES_DIR}:{FIRMWARE_DIR}" if fakes else str(FIRMWARE_DIR)
    environ = {k: v for k, v in os.environ.items() if not k.startswith("EIGHTBIT_EMU_")}
    r = subprocess.run([micropython_command(), "-c", "import lifecycle; print(lifecycle.resume_ms())"],
                       capture_output=True, text=True, cwd=tmp_path, env=dict(environ, MICROPYPATH=path, **env),
                       timeout=60)
    assert (r.stdout.strip(), r.stderr) == (wait_ms, "")


# -- item 2: a host that holds the port without reading never stalls the scan
def test_a_host_that_does_not_read_cannot_stall_the_board_into_a_watchdog_reset():
    board = EmulatedBoard("orange", watchdog_ms=1000).start()  # two of rp2's stalled writes would exceed it
    try:
        r = probe(board.path)
        assert r.hello is not None
        port = serial.Serial(board.path)  # opened (DTR set, as pyserial does) and never read
        try:
            port.write(b"x\n" * 12 + command("state") * 20)  # 32 replies asked for in one go
            # four watchdog periods (with rp2's 500 ms per stalled write the board is reset), and long enough
            # for the board's USB to take the silent host as gone (CDC_GONE_S after its first stalled write)
            time.sleep(CDC_GONE_S + 1)
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
