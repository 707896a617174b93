"""End to end, Outspeed (issue 11 item 7): the real firmware on emulated boards (MicroPython unix port on
ptys) → SerialController → session → a whole game in which every controller dials its declarations (the
public yes/no on the right wheel, the secret token on the centre wheel), its routes (right wheel), X
(centre wheel) and the token it keeps, through the wheel codec; the journal it writes replays, resumes
as over, and a copy cut mid-game resumes with bots to the same end. Then ``eightbit play --game outspeed
--sim`` plays to the end headless, and with whatever screen the console has."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.core.codec import decode, encode
from games.core.runner import play_out
from games.outspeed.bots import HeuristicBot
from games.registry import get_game
from hal.serial_controller import SerialController
from host.cli import main
from host.table import start_session
from tests.host.emulated import lock, play_on_boards, running_boards, seat_plans
from tests.support import assert_no_link_errors, wait_for as wait

PLAYERS = ["red", "blue", "green", "yellow"]
GAME = get_game("outspeed")
CLI = [sys.executable, "-m", "host.cli"]


def kinds_asked(seed: int) -> set[str]:
    """The prompt kinds a game of heuristic bots on ``seed`` asks (the session's bots decide alike)."""
    seen: set[str] = set()

    def note(step, inputs, events, state):
        for values in inputs.values():
            seen.update(values)
            if values.get("play") == "yes":
                seen.add("token")

    bots = {p: HeuristicBot() for p in PLAYERS}
    play_out(GAME, GAME.setup({"players": PLAYERS}, seed), bots, seed, on_step=note)
    return seen


def seed_using_every_prompt() -> int:
    """A seed whose game has a declaration with a token, routes, an X and a keep-one-of-two."""
    for seed in range(1, 400):
        if GAME.setup({"players": PLAYERS}, seed).deck[-1] == 15 and kinds_asked(seed) >= {
                "play", "token", "route", "x", "keep"}:
            return seed
    raise AssertionError("no seed asks every kind of Outspeed prompt")


@pytest.fixture
def boards():
    yield from running_boards(PLAYERS)


def dial(board, controller, prompt, values) -> None:
    """Turn the board's wheels to the faces the codec gives ``values``, wait until the host reads them
    back as those values, and press LOCK."""
    for wheel, face in encode(prompt, values).items():
        board.set_face(face, wheel)
    assert wait(lambda: decode(prompt, controller.snapshot().faces) == values), (prompt.rule, values)
    lock(board, controller)


def test_whole_game_on_emulated_boards_replays_and_resumes(boards, tmp_path, capsys):
    """OS-14, OS-35, OS-48, OS-55 on the wheels (CON-03, CON-08); the journal (issue 7) replays, resumes."""
    seed = seed_using_every_prompt()
    controllers = {c: SerialController(b.path) for c, b in boards.items()}
    dialled: set[str] = set()
    journal = tmp_path / "outspeed.jsonl"
    try:
        assert all(c.wait_connected(15) for c in controllers.values())
        session = start_session("outspeed", {"players": PLAYERS}, seed, seat_plans(PLAYERS, controllers), controllers,
                                journal)

        def answer(key, prompt, values) -> None:
            dial(boards[key], controllers[key], prompt, values)
            dialled.update(values)
        play_on_boards(session, HeuristicBot(), seed, answer, 400)
        assert session.over
        result = session.game.result(session.state)
        session.close()
        assert_no_link_errors(*controllers.values())
    finally:
        for c in controllers.values():
            c.close()
    assert dialled >= {"play", "token", "route", "x", "keep"}
    assert result["winners"] or result["no_winner"]
    assert main(["replay", str(journal), "--check"]) == 0
    assert "OK" in capsys.readouterr().out

    assert main(["resume", str(journal), "--headless", "--json"]) == 0       # over: says so, same result
    captured = capsys.readouterr()
    assert "already over" in captured.err
    assert json.loads(captured.out.strip().splitlines()[-1]) == {**result, "seed": seed}

    lines = journal.read_text().splitlines(keepends=True)
    steps = [i for i, line in enumerate(lines) if json.loads(line)["type"] == "step"]
    assert len(steps) == session.step >= 20 and json.loads(lines[-1])["type"] == "end"
    cut = tmp_path / "cut.jsonl"                                              # as if the power went mid-game
    cut.write_text("".join(lines[:steps[len(steps) // 2] + 1]))
    resumed = subprocess.run([*CLI, "resume", str(cut), "--headless", "--sim", "--no-usb", "--json"],
                             capture_output=True, text=True, timeout=120)
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout.strip().splitlines()[-1]) == {**result, "seed": seed}
    assert main(["replay", str(cut), "--check"]) == 0


def test_play_sim_headless_plays_to_the_end(tmp_path):
    """``eightbit play --game outspeed --sim --headless``: heuristic bots at every seat, the play-by-play,
    the result as one JSON line, a journal that replays."""
    journal = tmp_path / "sim.jsonl"
    proc = subprocess.run([*CLI, "play", "--game", "outspeed", "--sim", "--headless", "--no-usb", "--players", "5",
                           "--seed", "11", "--json", "--journal", str(journal)], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.strip().splitlines()
    assert "red (bot: heuristic)" in out[0]
    assert any(line.startswith("Game over") for line in out)
    result = json.loads(out[-1])
    assert result["seed"] == 11 and (result["winners"] or result["no_winner"])
    check = subprocess.run([*CLI, "replay", str(journal), "--check"], capture_output=True, text=True, timeout=120)
    assert check.returncode == 0, check.stderr


def test_play_sim_without_a_display_falls_back_to_headless_and_ends(tmp_path):
    """Without --headless and with no display the console says so in one line and plays headless to the end
    (the windowed game under Xvfb is the screen's own test: tests/host/screen/games/outspeed/test_window.py)."""
    journal = tmp_path / "nodisplay.jsonl"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    proc = subprocess.run([*CLI, "play", "--game", "outspeed", "--sim", "--no-usb", "--players", "3", "--seed", "4",
                           "--journal", str(journal)], capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "playing headless instead" in proc.stderr.splitlines()[0]
    assert any(line.startswith("Game over") for line in proc.stdout.splitlines())
    lines = [json.loads(line) for line in Path(journal).read_text().splitlines()]
    assert lines[0]["game"] == "outspeed" and lines[-1]["type"] == "end"
