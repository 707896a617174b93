"""LED patterns where the app does not run (issue 20, Why 7 / build 6; firmware/bootled.py, docs/hardware.md
"LED patterns"): maintenance mode shows steady dim white, a crash back-off blinks red twice a second until the
reset. The real firmware on the MicroPython unix port (an emulated board whose LED writes come back)."""
from __future__ import annotations

from hal.flashable import ReplBoard
from hal.hub import probe
from tests.support import wait_for

REPL_FREE = (24, 24, 24)
RED = (255, 0, 0)


def test_maintenance_mode_shows_steady_dim_white():
    board = ReplBoard("blue")
    board.lock_held = True  # held at power-up
    board.start()
    try:
        assert wait_for(lambda: board.led == REPL_FREE, 20), board.led
        assert probe(board.path, timeout=0.5).hello is None  # the app did not start
    finally:
        board.stop()


def test_a_crash_back_off_blinks_red_and_dark():
    board = ReplBoard("green")
    (board.fs / "app.py").write_text("raise ValueError('broken build')\n")
    seen: set = set()
    board.start()
    try:
        assert wait_for(lambda: seen.add(board.led) or (RED in seen and (0, 0, 0) in seen), 20), seen
        assert "crash.log" in board.files()
    finally:
        board.stop()
