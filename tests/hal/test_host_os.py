"""Host systems (issue 20 Why 10, build 9): where serial ports cannot be locked (Windows: no ``fcntl``, no
``os.getuid``) the simulated console still plays, and every command that needs real controllers says so in
one line instead of failing at import. The system is simulated in a child process: pyserial is imported
first (on Windows it uses its own backend, not ``fcntl``), then ``fcntl`` is made unimportable,
``os.getuid`` removed and ``sys.platform`` set to ``win32``."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hal import host_os

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = """
import multiprocessing.reduction, os, subprocess, sys
import serial, serial.tools.list_ports
sys.modules["fcntl"] = None
del os.getuid
sys.platform = "win32"
from host.cli import main
raise SystemExit(main(sys.argv[1:]))
"""


def _run(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_RUNTIME_DIR": str(tmp_path / "run"), "SDL_VIDEODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    env.pop("EIGHTBIT_DEBUG", None)
    return subprocess.run([sys.executable, "-c", WINDOWS, *argv], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)


def test_the_simulated_console_plays_where_real_controllers_cannot(tmp_path):
    done = _run(tmp_path, "play", "--game", "pixoid", "--headless", "--sim", "--seed", "3",
                "--journal", str(tmp_path / "game.jsonl"))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    notice = [line for line in done.stderr.splitlines() if "Linux" in line]
    assert notice == ["eightbit: real controllers need Linux (Raspberry Pi OS included) or macOS; this is Windows: "
                      "play with simulated players or the keyboard (eightbit play --sim)"]
    assert (tmp_path / "game.jsonl").exists()


@pytest.mark.parametrize("argv", [("flash", "--colour", "red"), ("ports",), ("calibrate",), ("emulate",)])
def test_commands_for_real_boards_say_one_line(tmp_path, argv):
    done = _run(tmp_path, *argv)
    assert done.returncode == 1
    assert done.stderr == (f"eightbit {argv[0]}: real controllers need Linux (Raspberry Pi OS included) or macOS; "
                           "this is Windows: play with simulated players or the keyboard (eightbit play --sim)\n")


def test_a_named_controller_on_such_a_system_stops_the_start_in_one_line(tmp_path):
    done = _run(tmp_path, "play", "--game", "pixoid", "--headless", "--controllers", "socket://127.0.0.1:9", "--sim")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines()[-1].startswith("eightbit play: cannot use the controller at socket://")


def test_linux_and_macos_are_supported_and_named(monkeypatch):
    assert host_os.system_name("linux") == "Linux" and host_os.system_name("darwin") == "macOS"
    assert host_os.system_name("win32") == "Windows"
    monkeypatch.setattr(sys, "platform", "linux")
    assert host_os.serial_problem() is None
    monkeypatch.setattr(sys, "platform", "win32")
    with pytest.raises(host_os.UnsupportedSystem, match="^real controllers need Linux"):
        host_os.require_serial()
