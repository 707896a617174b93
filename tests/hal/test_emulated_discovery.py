"""``eightbit play`` finds the boards ``eightbit emulate`` started (issue 19): emulate announces its ports in
the user's runtime folder while it runs (hal/emulated_ports.py), play's discovery reads them, stale
announcements are ignored, and the announcement goes when emulate quits. The hint names both 'lock' and
'unlock' and says how the boards reach ``eightbit play``."""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time

from hal.emulated_ports import announcement_path, emulated_ports, runtime_dir
from host.table import find_controllers
from tests.support import wait_for as wait


def read_until(p: subprocess.Popen, marker: str, timeout: float = 60.0) -> str:
    """What the process printed up to and including the line holding ``marker`` (never waits past ``timeout``:
    a reader thread hands the lines over)."""
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in iter(p.stdout.readline, "")], daemon=True).start()
    out = ""
    end = time.monotonic() + timeout
    while marker not in out:
        try:
            out += lines.get(timeout=max(0.01, end - time.monotonic()))
        except queue.Empty:
            break
    return out


def test_play_discovery_finds_the_boards_emulate_runs_and_forgets_them_when_it_quits():
    p = subprocess.Popen([sys.executable, "-m", "host.cli", "emulate", "--count", "2", "--colours", "red", "blue"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        hint = read_until(p, "type e.g.")
        assert "'red lock'" in hint and "'red unlock'" in hint, hint
        assert "eightbit play" in hint and "--controllers" in hint, hint
        assert wait(lambda: len(emulated_ports()) == 2, 30)
        found = find_controllers([], True, 2, wait=10.0)
        assert sorted(found.controllers) == ["blue", "red"], found.problems
        for c in found.controllers.values():
            c.close()
        assert announcement_path(p.pid).exists()
    finally:
        try:
            out, err = p.communicate("quit\n", timeout=60)
        except subprocess.TimeoutExpired:
            p.kill()
            raise
    assert p.returncode == 0 and "Traceback" not in err, err
    assert not announcement_path(p.pid).exists() and emulated_ports() == []


def test_stale_announcements_are_ignored(tmp_path):
    runtime_dir().mkdir(parents=True, exist_ok=True)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    gone = announcement_path(int(dead.stdout))
    tty = tmp_path / "tty"
    tty.write_text("")
    gone.write_text(json.dumps({"pid": int(dead.stdout), "boards": [{"colour": "red", "path": str(tty)}]}))
    mine = announcement_path(os.getpid())
    mine.write_text(json.dumps({"pid": os.getpid(), "boards": [{"colour": "red", "path": str(tmp_path / "gone")},
                                                               {"colour": "blue", "path": str(tty)}]}))
    (runtime_dir() / "emulate-junk.json").write_text("{not json")
    assert emulated_ports() == [str(tty)]              # the dead process's file and the missing path left out
    assert not gone.exists()                           # and the dead process's file is cleaned up
