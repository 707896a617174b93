"""The real window: under Xvfb a scripted game (``--sim``, EIGHTBIT_AUTOPLAY) runs from the lobby to the
results and saves a screenshot that is not blank; without any display the console says so in one line
(docs/console.md: no traceback). Xvfb missing is a failure quoting the line ``make test``'s setup step
(tests/setup/system-packages.sh) wrote, never a skip.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[3]
X11_SOCKETS = Path("/tmp/.X11-unix")
"""Where an X server puts display :n's socket (``X<n>``): fixed by X11 itself, not a folder of ours."""
X11_LOCK = "/tmp/.X{n}-lock"
"""The lock file an X server holds for display :n, also fixed by X11."""


def free_display(start: int = 90) -> int:
    for n in range(start, 400):
        if not Path(X11_LOCK.format(n=n)).exists() and not (X11_SOCKETS / f"X{n}").exists():
            return n
    raise AssertionError(f"no free X display number between :{start} and :399")


def worker_base() -> int:
    """Where this test process looks for a free display: pytest-xdist workers (gw0, gw1 ...) each start 50
    numbers apart, so two workers starting Xvfb at once do not pick the same one."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    return 90 + 50 * (int(worker[2:]) if worker[2:].isdigit() else 0)


@pytest.fixture
def xvfb(request):
    exe = shutil.which("Xvfb") or ("/usr/bin/Xvfb" if Path("/usr/bin/Xvfb").exists() else None)
    if exe is None:
        report = ROOT / ".venv" / ".system-packages"
        said = report.read_text().strip() if report.exists() else ""
        pytest.fail(f"Xvfb is not installed: {said or 'install it (apt-get install xvfb xauth)'}"
                    " -- `make test` installs it where it can")
    size = getattr(request, "param", "1280x720")
    start = worker_base()
    for _ in range(10):                      # another process may take the number first: try the next one
        n = free_display(start)
        proc = subprocess.Popen([exe, f":{n}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not (X11_SOCKETS / f"X{n}").exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if (X11_SOCKETS / f"X{n}").exists() and proc.poll() is None:
            break
        proc.kill()
        start = n + 1
    else:
        pytest.fail(f"Xvfb did not start on :{n}")
    yield f":{n}"
    proc.terminate()
    try:
        proc.wait(5)
    except subprocess.TimeoutExpired:
        proc.kill()


def test_real_window_plays_a_game_and_saves_a_screenshot(xvfb, tmp_path):
    shot = tmp_path / "pixoid.png"
    env = dict(os.environ, DISPLAY=xvfb, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", EIGHTBIT_AUTOPLAY="1",
               EIGHTBIT_ANIM_SPEED="40", EIGHTBIT_SCREENSHOT=str(shot), XDG_DATA_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "host.cli", "play", "--sim", "--seed", "5", "--players", "3",
                           "--pace", "0", "--journal", str(tmp_path / "game.jsonl")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    for path in (shot, tmp_path / "pixoid-results.png"):
        assert path.exists(), f"{path.name} was not saved"
        img = pygame.image.load(str(path))
        assert img.get_size() == (1280, 720)
        colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 1280, 7) for y in range(0, 720, 7)}
        assert len(colours) > 20, f"{path.name} looks blank ({len(colours)} colours)"
    lines = (tmp_path / "game.jsonl").read_text().splitlines()
    assert '"end"' in lines[-1] or "result" in lines[-1]


@pytest.mark.parametrize("xvfb", ["1920x1080"], indirect=True)
def test_full_screen_by_default_fills_a_screen_without_a_window_manager(xvfb, tmp_path):
    """The console opens full screen on the screen it starts on, at its real resolution, with nothing
    off-screen even with no window manager (Xvfb runs none); --windowed opens a 1280×720 window and is
    remembered for the next start (docs/architecture.md §11)."""
    shot = tmp_path / "full.png"
    env = dict(os.environ, DISPLAY=xvfb, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", EIGHTBIT_AUTOPLAY="1",
               EIGHTBIT_ANIM_SPEED="40", EIGHTBIT_SCREENSHOT=str(shot), XDG_DATA_HOME=str(tmp_path))
    play = [sys.executable, "-m", "host.cli", "play", "--sim", "--seed", "5", "--players", "4", "--pace", "0",
            "--variant", "short"]     # a Short Game: three starts of the console, each played to its results
    proc = subprocess.run(play, cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
    assert proc.returncode == 0, proc.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1920, 1080)
    lit = [(x, y) for x in range(0, 1920, 16) for y in range(0, 1080, 16) if sum(img.get_at((x, y))[:3]) > 60]
    assert min(x for x, _ in lit) < 100 and max(x for x, _ in lit) > 1820        # drawn edge to edge
    assert min(y for _, y in lit) < 60 and max(y for _, y in lit) > 1020
    proc = subprocess.run([*play, "--windowed"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
    assert proc.returncode == 0, proc.stderr
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    assert json.loads((tmp_path / "eightbit" / "settings.json").read_text())["windowed"] is True
    proc = subprocess.run(play, cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)                 # the choice is remembered


def no_display_env(tmp_path: Path) -> dict[str, str]:
    """No X11/Wayland display and no SDL driver asked for: SDL would fall back to off-screen by itself."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "XDG_RUNTIME_DIR",
                        "EIGHTBIT_DEBUG")}
    env["XDG_DATA_HOME"] = str(tmp_path)
    return env


NO_DISPLAY = "no display available"


def assert_one_quiet_line(stderr: str, verb: str) -> None:
    said = [line for line in stderr.splitlines() if NO_DISPLAY in line]
    assert len(said) == 1 and said[0].startswith(f"eightbit {verb}: ") and "headless" in said[0], stderr
    assert "Traceback" not in stderr and "ALSA" not in stderr and "XDG_RUNTIME_DIR" not in stderr, stderr


def test_play_without_a_display_says_so_and_plays_headless(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "host.cli", "play", "--sim", "--seed", "1", "--json",
                           "--journal", str(tmp_path / "g.jsonl")],
                          cwd=ROOT, env=no_display_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert_one_quiet_line(proc.stderr, "play")
    assert '"winners"' in proc.stdout.strip().splitlines()[-1]


def test_resume_json_without_a_display_says_so_and_finishes(tmp_path):
    whole = tmp_path / "whole.jsonl"
    subprocess.run([sys.executable, "-m", "host.cli", "play", "--headless", "--sim", "--seed", "2",
                    "--journal", str(whole)], cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(whole.read_text().splitlines()[:12]) + "\n")
    proc = subprocess.run([sys.executable, "-m", "host.cli", "resume", str(cut), "--sim", "--json"],
                          cwd=ROOT, env=no_display_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert_one_quiet_line(proc.stderr, "resume")
    assert '"winners"' in proc.stdout.strip().splitlines()[-1]


def test_run_console_without_a_display_is_one_line_and_status_2(tmp_path):
    code = ("import argparse, sys; from host.screen.app import run_console; "
            "sys.exit(run_console(argparse.Namespace(seed=1, journal=None, game='pixoid')))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=no_display_env(tmp_path),
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [proc.stderr.strip()] and NO_DISPLAY in proc.stderr


def test_resume_opens_the_console_where_the_game_stopped(xvfb, tmp_path):
    """A journal cut off mid-game is resumed in the real window and finishes like the uninterrupted game."""
    base = [sys.executable, "-m", "host.cli"]
    whole = tmp_path / "whole.jsonl"
    done = subprocess.run([*base, "play", "--headless", "--sim", "--seed", "6", "--players", "3", "--json",
                           "--journal", str(whole)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    expected = done.stdout.strip().splitlines()[-1]
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(whole.read_text().splitlines()[:20]) + "\n")
    shot = tmp_path / "resumed.png"
    env = dict(os.environ, DISPLAY=xvfb, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", EIGHTBIT_AUTOPLAY="1",
               EIGHTBIT_ANIM_SPEED="40", EIGHTBIT_SCREENSHOT=str(shot), XDG_DATA_HOME=str(tmp_path))
    proc = subprocess.run([*base, "resume", str(cut)], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert shot.exists()
    check = subprocess.run([*base, "replay", str(cut), "--check", "--json"], cwd=ROOT, capture_output=True,
                           text=True, timeout=60)
    assert check.returncode == 0, check.stderr
    assert check.stdout.strip().splitlines()[-1] == expected


def test_every_registered_game_has_a_console_screen():
    from games.registry import GAMES
    from host.screen.games import SCREENS, screen_for
    assert set(GAMES) <= set(SCREENS)
    for game in GAMES:
        assert hasattr(screen_for(game), "GameScene"), game


def test_a_game_without_a_console_screen_says_so_and_plays_headless(monkeypatch, capsys):
    """A game registered before its screen exists (as Outspeed and Stadium once were) plays headless with
    one line, never an invisible window."""
    from host.screen import display
    from host.screen.games import SCREENS
    monkeypatch.setattr("host.screen.games.SCREENS", {k: v for k, v in SCREENS.items() if k != "stadium"})
    assert display.window_or_headless("play", "stadium") is False
    said = capsys.readouterr().err.strip().splitlines()
    assert said == ["eightbit play: stadium has no console screen yet; playing headless instead (the play-by-play)"]
