"""Issue 11's window test: under Xvfb a whole Outspeed game in the real window, two emulated controllers (the
firmware on the MicroPython unix port, through SerialController) played by wheels and LOCK only, and two
bots, from the first tile to the results — and in no frame does a private view reach the TV: no token kind
held in a hand, a drawn pair or committed (and never revealed) is written on the screen (OS-11, OS-18,
docs/architecture.md §8). Screenshots of the moments are saved and are not blank."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame

from tests.host.screen.test_window import ROOT, xvfb  # noqa: F401 - the Xvfb fixture


def test_a_whole_game_with_emulated_controllers_and_bots_shows_no_private_view(xvfb, tmp_path):  # noqa: F811
    env = dict(os.environ, DISPLAY=xvfb, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", EIGHTBIT_ANIM_SPEED="6",
               XDG_DATA_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "tests.host.screen.games.outspeed.window_driver", str(tmp_path), "12"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["kinds"] == ["SerialController"]                      # the real serial path
    assert report["results"] and report["over"], "the game did not reach the results"
    assert report["inputs"] > 10                                        # the boards answered by wheels and LOCK
    assert {"turn", "routes", "game_end"} <= set(report["events"])
    assert report["held_secret"], "no token was ever held in secret: nothing was checked"
    assert report["leaks"] == [], report["leaks"][:10]
    assert any(line.startswith("Winner") or "Nobody" in line for line in report["results_text"])
    for shot in report["shots"]:
        img = pygame.image.load(shot)
        assert img.get_size() == (1280, 720)
        colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 1280, 9) for y in range(0, 720, 9)}
        assert len(colours) > 20, f"{shot} looks blank"
    assert '"end"' in (tmp_path / "game.jsonl").read_text().splitlines()[-1]
