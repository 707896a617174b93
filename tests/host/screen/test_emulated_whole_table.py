"""The whole table on the real firmware (issue 9): the same story as test_table_by_controllers — join with
LOCK, set the table with the wheels, ready, play to the end, results, same table again, the second game
starts — but every controller is an emulated board (the firmware on the MicroPython unix port behind a
pseudo-terminal, read through SerialController), in a real window under Xvfb, with no key pressed."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.host.screen.test_table_by_controllers import not_blank
from tests.host.screen.test_window import ROOT, xvfb  # noqa: F401 - the Xvfb fixture


def test_a_whole_table_on_emulated_boards_from_joining_to_a_rematch(xvfb, tmp_path):  # noqa: F811
    env = dict(os.environ, DISPLAY=xvfb, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", EIGHTBIT_MUTE="1",
               EIGHTBIT_ANIM_SPEED="40", XDG_DATA_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "tests.host.screen.table_driver", str(tmp_path), "--emulated"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=400)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    steps = {s["name"]: s for s in json.loads((tmp_path / "report.json").read_text())["steps"]}
    assert list(steps) == ["found", "joined", "set", "game", "results", "again", "rematch"]
    for s in steps.values():
        not_blank(s["shot"])
    text = {name: " ".join(s["text"]) for name, s in steps.items()}
    assert steps["found"]["kinds"] == ["SerialController"]             # the real serial path, no simulation
    assert "press LOCK on your controller to join" in text["found"]
    assert steps["joined"]["seats"] == [["red", "controller"], ["blue", "controller"]]
    assert steps["joined"]["led"] == ["LedState.COLOUR"] * 2
    assert steps["set"]["settings"]["variant"] == "short" and steps["set"]["oldest"] == "blue"
    assert steps["game"]["started"] and steps["game"]["first_pixoid"] == "blue"
    assert steps["results"]["reached"] and "RESULTS" in text["results"]
    again = steps["again"]
    assert again["scene"] == "lobby" and again["same_lobby"] and again["seats"] == again["seats_before"]
    assert steps["rematch"]["started"] and steps["rematch"]["games"] == 2
    lines = (tmp_path / "g1.jsonl").read_text().splitlines()
    assert '"type":"end"' in lines[-1] or '"type": "end"' in lines[-1]
