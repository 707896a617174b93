"""Maker tools (issue 20, Why 7 / build 6): ``ports`` lists a port once however it is named, ``--details``
shows the hello's chip/reset/crashes/drop, a port that never says hello gets a notice saying what to do;
``flash --dry-run`` prints commands a person can paste (they flash the board when run in a shell) with the
"no board found" sentence once; ``flash --help`` lists the board profiles and the MicroPython prerequisite."""
from __future__ import annotations

import os
import subprocess
import tty

import pytest

import hal.hub
from hal.boards import board_names
from hal.emulator import EmulatedBoard
from hal.hub import probe
from host.cli import main
from rawrepl_emulator import DEFAULT_UID as UID


@pytest.fixture
def board():
    b = EmulatedBoard("green").start()
    yield b
    b.stop()


def test_a_port_usb_discovery_also_finds_is_listed_once(board, monkeypatch, capsys):
    monkeypatch.setattr(hal.hub, "usb_ports", lambda: [board.device])  # the pty itself; PORT is its symlink
    assert main(["ports", board.path]) == 0
    out = capsys.readouterr().out
    assert out.count(f"uid {board.uid}") == 1 and "same uid" not in out, out


def test_details_show_chip_reset_cause_crashes_and_dropped_lines(board, capsys):
    assert main(["ports", "--no-usb", "--details", board.path]) == 0
    out = capsys.readouterr().out
    assert "chip RP2040, last start power-up, crashes in a row 0, dropped lines 0" in out, out
    assert main(["ports", "--no-usb", board.path]) == 0
    assert "chip RP2040" not in capsys.readouterr().out


def test_a_port_that_never_answers_gets_a_notice_saying_what_to_do(capsys):
    master, slave = os.openpty()
    tty.setraw(slave)
    try:
        assert main(["ports", "--no-usb", os.ttyname(slave)]) == 1
    finally:
        os.close(master)
        os.close(slave)
    out = capsys.readouterr().out
    assert "notice: it never answered" in out and "install MicroPython" in out and "eightbit flash" in out


def test_an_unflashed_pico_at_its_repl_gets_a_notice_to_flash_it(pico, capsys):
    assert main(["ports", "--no-usb", pico.path]) == 1  # MicroPython only: its REPL answers the probe
    out = capsys.readouterr().out
    assert "notice: a MicroPython REPL answers, not the 8Bit Box firmware" in out, out
    assert f"eightbit flash {pico.path} --colour COLOUR" in out


def test_a_board_in_maintenance_mode_gets_a_notice_naming_it(pico, capsys):
    assert main(["flash", pico.path, "--colour", "red"]) == 0
    pico.lock_held = True
    pico.replug()  # lock held at power-up: the app does not start, the REPL answers
    assert main(["ports", "--no-usb", pico.path]) == 1
    out = capsys.readouterr().out.split("firmware 1.2.0\n")[-1]
    assert "notice:" in out and "maintenance mode" in out, out


def test_dry_run_commands_paste_into_a_shell_and_flash_the_board(pico, tmp_path, capsys):
    assert main(["flash", pico.path, "--colour", "yellow", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert pico.files() == {}
    script = out.split("each can be pasted into a shell", 1)[1].split("\nthen wait for hello")[0]
    lines = script.split("\n", 1)[1]
    work = tmp_path / "paste"
    work.mkdir()
    r = subprocess.run(["bash", "-e", "-c", lines], cwd=work, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "SHA=" in r.stdout and "INFO=" + UID in r.stdout
    assert b'"colour":"yellow"' in pico.files()["config.json"]
    assert wait_hello(pico.path) == "yellow"


def wait_hello(path: str) -> str | None:
    from tests.support import wait_for
    seen: list[str] = []
    wait_for(lambda: bool(h := probe(path).hello) and not seen.append(h.colour), 20)
    return seen[-1] if seen else None


def test_dry_run_without_a_board_says_so_once_and_uses_a_placeholder(monkeypatch, capsys):
    monkeypatch.setattr(hal.hub, "usb_ports", lambda: [])
    assert main(["flash", "--colour", "red", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert out.count("no board found") == 1
    assert "mpremote connect PORT exec" in out and "'\"'\"'" not in out.split("no board found")[0]


def test_flash_help_lists_the_board_profiles_and_the_micropython_prerequisite(capsys):
    with pytest.raises(SystemExit):
        main(["flash", "--help"])
    out = capsys.readouterr().out
    assert "MicroPython 1.22 or later first" in out and "micropython.org/download" in out
    assert "docs/hardware.md" in out
    for name in board_names():
        assert f"  {name} " in out
    assert "SSD1306" in out  # each profile with its description


def test_port_option_is_the_same_as_port(capsys, tmp_path):
    assert main(["flash", "--port", "/dev/nothing-here", "--colour", "red", "--dry-run"]) == 0
    assert "port: /dev/nothing-here" in capsys.readouterr().out
    assert main(["flash", "/dev/a", "--port", "/dev/b", "--colour", "red"]) == 2
    assert "two ports given" in capsys.readouterr().err
