"""``eightbit emulate`` boards speak MicroPython's raw REPL (issue 20, Why 9 / build 8): ``eightbit flash``
(mpremote, the SHA-256 check, the reset, the hello) and a reflash are rehearsed end to end on a board that
``eightbit emulate --count 1`` started, as docs/hardware.md shows; the board then boots what was flashed."""
from __future__ import annotations

import json
import re
import subprocess
import sys

from hal.flashable import ReplBoard
from hal.hub import probe
from host.cli import main
from tests.hal.test_emulated_discovery import read_until
from tests.support import wait_for


def test_flash_and_reflash_a_board_that_eightbit_emulate_runs(capsys):
    p = subprocess.Popen([sys.executable, "-m", "host.cli", "emulate", "--count", "1"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        hint = read_until(p, "type e.g.")
        m = re.search(r"rehearse a flash with eightbit flash --port (\S+) --colour red", hint)
        assert m, hint
        path = m.group(1)
        assert probe(path).hello.colour == "red"
        assert main(["flash", "--port", path, "--colour", "purple"]) == 0
        out = capsys.readouterr().out
        assert "files verified by SHA-256 on the board" in out and f"flashed {path}:" in out and "purple" in out
        assert main(["flash", "--port", path, "--colour", "orange", "--board", "switch-v1"]) == 0  # a reflash
        hello = probe(path).hello
        assert (hello.colour, hello.board) == ("orange", "switch-v1")
    finally:
        try:
            out, err = p.communicate("quit\n", timeout=60)
        except subprocess.TimeoutExpired:
            p.kill()
            raise
    assert p.returncode == 0 and "Traceback" not in err, err


def test_a_repl_board_keeps_what_was_flashed_across_a_replug_and_is_driven_like_an_emulated_one():
    board = ReplBoard("green").start()
    try:
        assert wait_for(lambda: probe(board.path).hello is not None, 20)  # booted (a lock held now: maintenance)
        board.set_wheel("left", 2)
        board.press_lock()
        assert wait_for(lambda: (s := probe(board.path).state) is not None and s.positions[0] == 2 and s.locked, 10)
        assert main(["flash", board.path, "--colour", "yellow", "--no-verify"]) == 0
        assert json.loads(board.files()["config.json"])["colour"] == "yellow"
        board.release_lock()
        board.reopen()
        assert wait_for(lambda: (h := probe(board.path).hello) is not None and h.colour == "yellow", 20)
    finally:
        board.stop()
    assert not board.dir.exists()
