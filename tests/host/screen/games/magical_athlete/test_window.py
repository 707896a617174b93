"""Issue 21's window test: under Xvfb a whole Magical Athlete game in the real window, two emulated controllers
(the firmware on the MicroPython unix port, through SerialController) played by wheels and LOCK only — the
draft, the secret racer choices, every power's question, a LOCK to go on from each reveal and each race's end —
and a heuristic bot, from the first draft line to the results; no frame names a secret choice before the reveal
(CON-05). Screenshots of the moments are saved under the test's folder and are not blank (MA-10, MA-15, MA-16,
MA-44, MA-53)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame

from tests.host.screen.test_window import ROOT, xvfb  # noqa: F401 - the Xvfb fixture


def test_a_whole_game_from_emulated_controllers_and_a_bot(xvfb, tmp_path):  # noqa: F811
    env = dict(os.environ, DISPLAY=xvfb, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", EIGHTBIT_ANIM_SPEED="24",
               XDG_DATA_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "tests.host.screen.games.magical_athlete.window_driver", str(tmp_path),
                           "4"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=480)
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["kinds"] == ["SerialController"]                      # the real serial path
    assert report["results"] and report["over"], "the game did not reach the results"
    assert not report["paused"]
    assert report["inputs"] >= 20                                       # picks, choices and questions by wheels
    assert report["holds"] >= 8                                         # four reveals and four race ends went on
    assert {"draft_pick", "reveal", "roll", "power", "finish", "race_end", "game_over"} <= set(report["kinds_seen"])
    assert report["leaks"] == [], report["leaks"][:10]
    assert any("wins" in line or "shared win" in line for line in report["results_text"])
    for shot in report["shots"]:
        img = pygame.image.load(shot)
        assert img.get_size() == (1280, 720)
        colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 1280, 9) for y in range(0, 720, 9)}
        assert len(colours) > 20, f"{shot} looks blank"
    assert '"end"' in (tmp_path / "game.jsonl").read_text().splitlines()[-1]
