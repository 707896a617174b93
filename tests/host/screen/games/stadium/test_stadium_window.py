"""Stadium at the TV in the real window, under Xvfb (issue 13): a whole 4-player and a whole 6-player game —
ten trials of the drawn track — with two emulated controllers each (the real firmware on pseudo-terminals,
read through SerialController) held by people who answer with the wheels and LOCK, the other seats bots
(tests/host/screen/games/stadium/stadium_driver.py); the screenshots of a trial's reveal, a wager reveal, a
split being dialled and the closing ceremony are saved, not blank, and say what the game did; the journal
replays to the same result. A cut Stadium journal reopens in the window where the game stopped and
``eightbit resume`` finishes it like the uninterrupted game.

Pace: the animations run at 40× (EIGHTBIT_ANIM_SPEED; a revealed choice turns face up at that speed too),
``--pace 0``.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from games.stadium.trials import get_trial
from tests.host.screen.test_table_by_controllers import not_blank
from tests.host.screen.test_window import ROOT, xvfb  # noqa: F401 - the Xvfb fixture

DRIVER = "tests.host.screen.games.stadium.stadium_driver"


def window_env(display: str, out: Path) -> dict[str, str]:
    return dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", EIGHTBIT_MUTE="1",
                EIGHTBIT_ANIM_SPEED="40", XDG_DATA_HOME=str(out), PYTHONPATH=str(ROOT))


def drive(display: str, out: Path, *argv: str, report: str = "report.json") -> dict:
    proc = subprocess.run([sys.executable, "-m", DRIVER, str(out), *argv], cwd=ROOT, env=window_env(display, out),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    return json.loads((out / report).read_text())


def replayed(journal: Path) -> dict:
    proc = subprocess.run([sys.executable, "-m", "host.cli", "replay", str(journal), "--check", "--json"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def whole_game(display: str, out: Path, players: int, seed: int) -> dict:
    """One whole game in the window; every moment's screenshot checked and kept."""
    r = drive(display, out, str(players), str(seed))
    assert r["controllers"] == ["SerialController"]               # the real serial path, no simulation
    assert r["over"] and r["scene"] == "results", f"the game did not end in {r['seconds']:.0f} s"
    assert len(r["result"]["trials"]) == 10                       # ST-04: the whole track
    missing = [m for m in ("reveal", "wager", "split", "ceremony", "results") if m not in r["moments"]]
    assert not missing, f"never on screen: {missing}"
    for _name, moment in r["moments"].items():
        not_blank(moment["shot"])               # kept in the test's tmp_path (pytest keeps the last runs')
    lines = (out / "game.jsonl").read_text().splitlines()
    assert '"type":"end"' in lines[-1] or '"type": "end"' in lines[-1]
    again = replayed(out / "game.jsonl")
    assert again["winners"] == r["result"]["winners"] and again["scores"] == r["result"]["scores"]
    return r


def check_moments(r: dict) -> None:
    text = {name: " ".join(m["text"]) for name, m in r["moments"].items()}
    first = get_trial(r["result"]["trials"][0]["id"])
    # ST-08: the first trial is revealed with its name and talk policy and waits for a LOCK
    assert first.name in text["reveal"] and "LOCK" in text["reveal"]
    assert ("No talking" if not first.talk else "Talk allowed") in text["reveal"]
    # CON-06: the secret wagers revealed together, every one of them in its seat row
    wagers = r["moments"]["wager"]["wagers"]
    assert len(wagers) == r["players"] and all(v in r["moments"]["wager"]["text"] for v in wagers.values())
    # ST-28, AMB-51, CON-08: a person's share of a team split shown as it is dialled, before LOCK
    split = r["moments"]["split"]
    assert split["seat"] in r["people"] and split["preview"] == split["values"]
    assert f"Share {split['values']['share']}" in text["split"]
    # ST-22, ST-23: the ceremony names the winning team (or the draw) and both teams' VP
    vp, winner = r["result"]["vp"], r["result"]["winner"]
    assert f"{vp['red']} VP" in text["ceremony"] and f"{vp['blue']} VP" in text["ceremony"]
    assert (f"{winner.capitalize()} team" if winner else "draw") in text["ceremony"]


def test_a_whole_4_player_stadium_game_in_the_window_with_emulated_controllers(xvfb, tmp_path):  # noqa: F811
    r = whole_game(xvfb, tmp_path, 4, 2)
    assert r["plan"]["splitter"] in r["people"]
    check_moments(r)


def test_a_whole_6_player_stadium_game_in_the_window_with_emulated_controllers(xvfb, tmp_path):  # noqa: F811
    r = whole_game(xvfb, tmp_path, 6, 2)
    check_moments(r)


@pytest.mark.parametrize("lines", [21, 30])
def test_a_cut_stadium_journal_reopens_the_arena_where_it_stopped_and_resume_finishes_it(xvfb, tmp_path, lines):  # noqa: F811
    """Issue 13 item 6: ``resume`` reopens the arena at the trial the journal stopped in (its slot, the
    tiles revealed so far) and, in the window, finishes the game exactly as the uninterrupted one."""
    base = [sys.executable, "-m", "host.cli"]
    whole = tmp_path / "whole.jsonl"
    done = subprocess.run([*base, "play", "--headless", "--game", "stadium", "--sim", "--seed", "4", "--json",
                           "--journal", str(whole)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    expected = json.loads(done.stdout.strip().splitlines()[-1])
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(whole.read_text().splitlines()[:lines]) + "\n")
    look = tmp_path / "look.jsonl"
    shutil.copy(cut, look)
    where = drive(xvfb, tmp_path, "reopen", str(look), report="reopened.json")
    assert where["scene"] == "stadium" and 1 < where["slot"] < where["slots"]
    said = " ".join(where["text"])
    assert f"Trial {where['slot']} of {where['slots']}" in said
    assert get_trial(where["trial"]).name in said
    assert all(f"{energy} Energy" in said for energy in where["energy"].values())   # every athlete's, as cut
    not_blank(where["shot"])
    shot = tmp_path / "resumed-end.png"
    env = dict(window_env(xvfb, tmp_path), EIGHTBIT_AUTOPLAY="1", EIGHTBIT_ANIM_SPEED="40",
               EIGHTBIT_SCREENSHOT=str(shot))
    proc = subprocess.run([*base, "resume", str(cut)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    not_blank(str(shot))
    again = replayed(cut)
    assert again["winners"] == expected["winners"] and again["scores"] == expected["scores"]
    assert again["medals"] == expected["medals"]
