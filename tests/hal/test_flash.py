"""`eightbit flash` with the real mpremote against a flashable emulated Pico (raw REPL on a pty, docs/architecture.md §5).

The board's filesystem is a directory: the test checks that every firmware file and config.json arrived
byte-exact, that the board then boots them (the real firmware on the MicroPython unix port) and answers hello
with the new colour and uid. Waits use timeouts only; nothing asserts durations.
"""
import json
import os
import tty

import pytest

from hal.emulator import FIRMWARE_DIR
from hal.hub import probe
from host.cli import main
from host.commands import flash
from rawrepl_emulator import DEFAULT_UID as UID
from rawrepl_emulator import FlashableBoard


def firmware():
    return {p.name: p.read_bytes() for p in sorted(FIRMWARE_DIR.glob("*.py"))}


def test_flash_copies_firmware_and_config_byte_exact_then_the_board_boots_them(pico, tmp_path, capsys):
    cal = tmp_path / "cal.yaml"
    cal.write_text("board: dial-v1\ncalibration:\n  left: [40000, 56384, 7232, 23616]\n")  # zero between detents
    assert main(["flash", pico.path, "--colour", "blue", "--calibration", str(cal)]) == 0
    out = capsys.readouterr().out
    assert f"flashed {pico.path}: uid {UID}, colour blue, board dial-v1, firmware 1.2.0" in out
    files = pico.files()
    want = firmware()
    config = json.loads(files.pop("config.json"))
    files.pop("crash.log", None)
    assert files == want  # byte-exact
    assert config == flash.build_config("dial-v1", "blue", str(cal))
    assert config["wheels"][0]["centres"] == [40000, 56384, 7232, 23616]
    assert "boot app" in pico.log and pico.mode == "app"
    assert pico.pastes > 0  # mpremote used raw-paste mode
    r = probe(pico.path)  # the flashed board keeps answering as a controller
    assert r.hello.uid == UID and r.hello.colour == "blue" and r.hello.fw == "1.2.0"
    assert not (pico.fs / "crash.log").exists()


def test_reflash_interrupts_the_running_app_and_works_without_raw_paste(tmp_path, capsys):
    board = FlashableBoard(tmp_path / "flash", uid=UID).start()
    try:
        assert main(["flash", board.path, "--colour", "red"]) == 0  # raw-paste: the quick first copy
        board.raw_paste = False  # from now on raw-paste is refused: mpremote falls back to the plain raw REPL
        pastes, execs = board.pastes, board.execs
        assert main(["flash", board.path, "--colour", "orange", "--board", "switch-v1"]) == 0
        assert "interrupt app" in board.log  # Ctrl-C stopped firmware that was running
        assert board.pastes == pastes and board.execs > execs  # the plain raw REPL only
        r = probe(board.path)
        assert (r.hello.colour, r.hello.board, r.hello.detents) == ("orange", "switch-v1", (4, 12, 4))
        assert json.loads(board.files()["config.json"])["colour"] == "orange"
    finally:
        board.stop()


def test_dry_run_prints_the_plan_and_writes_nothing(pico, capsys):
    assert main(["flash", pico.path, "--colour", "green", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "dry run" in out and "mpremote connect " + pico.path in out and "config.json" in out
    assert '"colour":"green"' in out and "wheel.py" in out
    assert pico.files() == {} and pico.execs == 0


def test_board_discovery_messages(monkeypatch, capsys):
    import hal.hub
    monkeypatch.setattr(hal.hub, "usb_ports", lambda: [])
    assert main(["flash", "--colour", "red"]) == 1
    assert "no board found" in capsys.readouterr().err
    monkeypatch.setattr(hal.hub, "usb_ports", lambda: ["/dev/ttyACM0", "/dev/ttyACM1"])
    assert main(["flash", "--colour", "red"]) == 1
    err = capsys.readouterr().err
    assert "2 boards found (/dev/ttyACM0, /dev/ttyACM1)" in err and "PORT" in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_mpremote_failure_shows_its_last_error_line(tmp_path, capsys):
    assert main(["flash", str(tmp_path / "no-such-port"), "--colour", "red"]) == 1
    err = capsys.readouterr().err
    assert "mpremote failed on" in err and "failed to access" in err
    assert err.count("\n") == 1


@pytest.mark.slow
def test_a_board_without_a_raw_repl_is_reported_not_hung(tmp_path, capsys):
    master, slave = os.openpty()  # a serial port whose device never answers
    tty.setraw(slave)
    link = tmp_path / "ttyACM9"  # not under /dev/pts: mpremote then applies its own 10 s timeout
    link.symlink_to(os.ttyname(slave))
    try:
        assert main(["flash", str(link), "--colour", "red"]) == 1
        err = capsys.readouterr().err
        assert "mpremote failed on" in err and "could not enter raw repl" in err
    finally:
        os.close(master)
        os.close(slave)


def test_bad_calibration_file_is_one_clear_line(tmp_path, capsys):
    cal = tmp_path / "cal.yaml"
    cal.write_text("board: dial-v1\ncalibration:\n  left: [8192, 40960, 24576, 57344]\n")
    assert main(["flash", "/dev/null", "--colour", "red", "--calibration", str(cal)]) == 1
    assert "out of order" in capsys.readouterr().err
    cal.write_text("board: switch-v1\ncalibration: {left: [0, 1, 2, 3]}\n")
    assert main(["flash", "/dev/null", "--colour", "red", "--calibration", str(cal)]) == 1
    assert "measured on a switch-v1 board, not dial-v1" in capsys.readouterr().err


def test_a_board_that_never_says_hello_after_the_reset_is_reported(pico, capsys):
    pico.lock_held = True  # lock held at power-up: main.py stays in maintenance mode, the app never starts
    assert main(["flash", pico.path, "--colour", "red", "--timeout", "1"]) == 1  # it never will: no need to wait
    err = capsys.readouterr().err
    assert "did not come back as the new firmware within 1 s" in err and "maintenance mode" in err
    assert "config.json" in pico.files() and pico.mode == "friendly"
