"""A table with controllers and no keyboard (issue 9, docs/architecture.md §11), in a real window under Xvfb: two
controllers join with LOCK (their LEDs go from blinking to their seat colour), the first sets players,
variant and the oldest player (CON-10) with its wheels, both press LOCK, the game is played to the end by
wheels and LOCK alone, the results take LOCK for "same table again", and the second game starts with
every seat kept. Each step's screenshot is checked for content and its draw log for the expected words."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame

from tests.host.screen.test_window import ROOT, xvfb  # noqa: F401 - the Xvfb fixture


def not_blank(path: str) -> None:
    img = pygame.image.load(path)
    assert img.get_size() == (1280, 720)
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 1280, 9) for y in range(0, 720, 9)}
    assert len(colours) > 8, f"{path} looks blank ({len(colours)} colours)"


def run_story(display: str, out, *extra: str) -> tuple[dict, dict]:
    """Run tests.host.screen.table_driver in a real window on ``display``; its steps and each step's text."""
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", EIGHTBIT_MUTE="1",
               EIGHTBIT_ANIM_SPEED="40", XDG_DATA_HOME=str(out), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "tests.host.screen.table_driver", str(out), *extra], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=400)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    steps = {s["name"]: s for s in json.loads((out / "report.json").read_text())["steps"]}
    assert list(steps) == ["found", "joined", "set", "game", "results", "again", "rematch"]
    for s in steps.values():
        not_blank(s["shot"])
    return steps, {name: " ".join(s["text"]) for name, s in steps.items()}


def test_a_whole_table_from_controllers_only(xvfb, tmp_path):  # noqa: F811
    steps, text = run_story(xvfb, tmp_path)

    found = steps["found"]
    assert found["seats"] == [] and found["led"] == ["LedState.WAITING"] * 2          # blinking, not seated
    assert "Red (R), Blue (B): press LOCK on your controller to join." in text["found"]

    joined = steps["joined"]
    assert joined["seats"] == [["red", "controller"], ["blue", "controller"]]
    assert joined["led"] == ["LedState.COLOUR"] * 2                                    # the seat colour
    assert "Red (R) sets the table: LEFT wheel picks a line, CENTRE wheel changes it." in text["joined"]

    chosen = steps["set"]
    assert chosen["seats"] == [["red", "controller"], ["blue", "controller"], ["green", "bot"], ["yellow", "bot"]]
    assert chosen["settings"]["variant"] == "short" and chosen["oldest"] == "blue"
    assert "Short Game" in text["set"] and "Press LOCK when ready" in text["set"]

    game = steps["game"]
    assert game["scene"] == "pixoid" and game["started"] and game["variant"] == "short"
    assert game["first_pixoid"] == "blue"                                             # CON-10: the oldest
    assert "Blue (B)" in text["game"] and "Red (R)" in text["game"]

    assert steps["results"]["reached"] and steps["results"]["scene"] == "results"
    assert "RESULTS" in text["results"] and "Same table again" in text["results"]

    again = steps["again"]
    assert again["scene"] == "lobby" and again["same_lobby"] and again["seats"] == again["seats_before"]
    assert not any(again["ready"])                                                    # everyone confirms again
    assert steps["rematch"]["started"] and steps["rematch"]["games"] == 2 and steps["rematch"]["scene"] == "pixoid"
    lines = (tmp_path / "g1.jsonl").read_text().splitlines()
    assert '"type": "end"' in lines[-1] or '"type":"end"' in lines[-1]
