"""End to end: the real firmware on emulated boards (MicroPython unix port on ptys) → SerialController →
session → a whole Pixoid game driven by scripted wheel turns and lock presses → journal verified by replay."""
from __future__ import annotations

import time

import pytest

from games.core.bots import decision_rng
from games.core.codec import face_of
from games.pixoid.bots import HeuristicBot
from hal.emulator import start_boards
from hal.serial_controller import SerialController
from host.cli import main
from host.table import start_session
from tests.host.emulated import lock, play_on_boards, running_boards, seat_plans
from tests.support import assert_no_link_errors, wait_for as wait

PLAYERS = ["red", "blue", "green", "yellow"]


@pytest.fixture
def boards():
    yield from running_boards(PLAYERS)


def faces_for(prompt, values):
    faces = {}
    for f in prompt.fields:
        if f.name in values:
            if f.kind == "choice":
                faces["number"] = face_of(f, values[f.name])      # a Starting Pix keeps its number
            else:
                faces[{"direction": "direction", "number": "number"}[f.kind]] = values[f.name]
    return faces


def test_whole_game_on_emulated_boards_is_journaled_and_replays(boards, tmp_path, capsys):
    controllers = {c: SerialController(b.path) for c, b in boards.items()}
    try:
        assert all(c.wait_connected(15) for c in controllers.values())
        assert {c: ctl.colour for c, ctl in controllers.items()} == {c: c for c in PLAYERS}
        journal = tmp_path / "e2e.jsonl"
        session = start_session("pixoid", {"players": PLAYERS}, 5, seat_plans(PLAYERS, controllers), controllers,
                                journal)

        def dial(key, prompt, values) -> None:
            board, ctl = boards[key], controllers[key]
            want = faces_for(prompt, values)
            if "direction" in want:
                board.set_face(want["direction"], "left")
            board.set_face(want["number"], "centre")
            assert wait(lambda: all(ctl.snapshot().faces[k] == v for k, v in want.items()))
            lock(board, ctl)
        play_on_boards(session, HeuristicBot(), 5, dial, 200)
        assert session.over and session.step >= 8
        result = session.game.result(session.state)
        assert len(result["rounds"]) == 4
        session.close()
        assert_no_link_errors(*controllers.values())
    finally:
        for c in controllers.values():
            c.close()
    assert main(["replay", str(journal), "--check"]) == 0
    assert "OK" in capsys.readouterr().out
    assert result["winners"]


def test_play_command_with_an_emulated_board_and_simulated_players(tmp_path):
    """``eightbit play --headless --controllers PTY --sim``: red plays on an emulated board, bots fill the
    other seats; the test turns red's wheels by following the journal the command writes."""
    import json
    import subprocess
    import sys

    from games.pixoid.rules import Pixoid
    from host.errors import CommandError
    from host.table import rebuild

    board = start_boards(1, ["red"])[0]
    journal = tmp_path / "cli.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "host.cli", "play", "--headless", "--no-usb", "--sim",
                             "--players", "4", "--variant", "short", "--seed", "9", "--json",
                             "--journal", str(journal), "--controllers", board.path],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    game, bot, done = Pixoid(), HeuristicBot(), {}
    deadline = time.monotonic() + 180
    try:
        while proc.poll() is None and time.monotonic() < deadline:
            if not journal.exists():
                time.sleep(0.02)
                continue
            try:
                rebuilt = rebuild(journal)
            except CommandError:          # created, header not written yet
                time.sleep(0.02)
                continue
            prompt = game.prompts(rebuilt.state).get("red")
            if prompt is None or time.monotonic() - done.get(rebuilt.steps, -10.0) < 3.0:
                time.sleep(0.02)          # nothing to do, or wait before pressing again (a missed press)
                continue
            values = bot.act(game.observe(rebuilt.state, "red"), prompt, decision_rng(1, rebuilt.steps, "red"))
            want = faces_for(prompt, values)
            if "direction" in want:
                board.set_face(want["direction"], "left")
            board.set_face(want["number"], "centre")
            time.sleep(0.1)                      # let the firmware debounce and report the wheels
            board.press_lock()
            time.sleep(0.05)
            board.release_lock()
            done[rebuilt.steps] = time.monotonic()
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        board.stop()
    assert proc.returncode == 0, err
    assert "red (controller)" in out and "blue (bot: heuristic)" in out
    result = json.loads(out.strip().splitlines()[-1])
    assert result["seed"] == 9 and result["winners"]
    assert rebuild(journal).journal.end == {k: v for k, v in result.items() if k != "seed"}
