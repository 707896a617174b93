"""``eightbit simulate`` and headless ``eightbit play``: output, JSON shape, and bad arguments (exit 2, one
line, no traceback)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from host.cli import main


def test_simulate_json_shape(capsys):
    assert main(["simulate", "pixoid", "--players", "3", "--games", "4", "--seed", "10", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games_per_second"] > 0 and len(data["results"]) == 4
    first = data["results"][0]
    assert first["seed"] == 10 and set(first["scores"]) == {"red", "blue", "green"}
    assert all(w in first["scores"] for w in first["winners"])
    assert len(first["rounds"]) == 3
    assert set(first["rounds"][0]) >= {"pixoid", "caught", "reserve_taken", "bonus"}


def test_simulate_is_reproducible(capsys):
    main(["simulate", "pixoid", "--games", "3", "--seed", "4", "--json", "--bots", "random"])
    a = json.loads(capsys.readouterr().out)["results"]
    main(["simulate", "pixoid", "--games", "3", "--seed", "4", "--json", "--bots", "random"])
    assert json.loads(capsys.readouterr().out)["results"] == a


def _simulate_json(capsys, *argv):
    assert main(["simulate", "pixoid", "--json", *argv]) == 0
    data = json.loads(capsys.readouterr().out)
    del data["games_per_second"]
    return data


def test_simulate_gives_the_same_json_for_one_and_two_workers(capsys):
    for bots in ("random", "heuristic"):
        argv = ["--games", "23", "--seed", "5", "--players", "3", "--bots", bots]
        one = _simulate_json(capsys, *argv, "--workers", "1")
        assert _simulate_json(capsys, *argv, "--workers", "2") == one
        assert [r["seed"] for r in one["results"]] == list(range(5, 28))


def test_simulate_progress_bar_reaches_the_end_with_workers(capsys, monkeypatch):
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert main(["simulate", "pixoid", "--games", "30", "--workers", "2", "--bots", "random"]) == 0
    captured = capsys.readouterr()
    assert captured.err.rstrip().endswith("] 30/30") and "[" + "#" * 30 + "]" in captured.err
    assert "(2 workers)" in captured.out


def test_simulate_summary_and_short_variant(capsys):
    assert main(["simulate", "pixoid", "--games", "5", "--variant", "short"]) == 0
    out = capsys.readouterr().out
    assert "catch rate" in out and "win share by seat" in out and "games per second" in out


@pytest.mark.parametrize("argv", [
    ["simulate", "chess"],
    ["simulate", "pixoid", "--players", "2"],
    ["simulate", "pixoid", "--players", "9"],
    ["simulate", "pixoid", "--games", "-1"],
    ["simulate", "pixoid", "--games", "lots"],
    ["simulate", "pixoid", "--bots", "genius"],
    ["simulate", "pixoid", "--workers", "0"],
    ["simulate", "pixoid", "--workers", "-2"],
    ["simulate", "pixoid", "--workers", "two"],
    ["play", "--players", "5", "--sim", "--headless"],
    ["frobnicate"],
])
def test_bad_arguments_exit_2_with_one_line(argv):
    proc = subprocess.run([sys.executable, "-m", "host.cli", *argv], capture_output=True, text=True)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_bad_board_and_tiles_are_one_line_errors(tmp_path):
    """A malformed --board is a usage error (2); so is a tiles file the rules cannot use (a content error)."""
    bad = tmp_path / "tiles.yaml"
    bad.write_text("size: 6\ntiles: {}\n")
    for argv, status in ((["simulate", "pixoid", "--games", "1", "--board", "1A 1A 2A 3A"], 2),
                         (["simulate", "pixoid", "--games", "1", "--tiles", str(bad)], 2)):
        proc = subprocess.run([sys.executable, "-m", "host.cli", *argv], capture_output=True, text=True)
        assert proc.returncode == status and "Traceback" not in proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1


def test_headless_play_prints_the_play_by_play(capsys):
    assert main(["play", "--headless", "--sim", "--seed", "2", "--players", "3", "--json"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("Round 1, turn 1") for line in out)
    assert any("Game over" in line for line in out)
    result = json.loads(out[-1])
    assert result["seed"] == 2 and len(result["rounds"]) == 3
