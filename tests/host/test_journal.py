"""The crash-safe journal: written line by line, read forgivingly, resumed exactly, verified by replay."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from host.cli import main
from host.journal import JournalError, read

PLAY = [sys.executable, "-m", "host.cli", "play", "--headless", "--sim", "--players", "4", "--seed", "21"]


def _finished_journal(tmp_path: Path, name: str = "game.jsonl") -> Path:
    path = tmp_path / name
    assert main(["play", "--headless", "--sim", "--seed", "8", "--players", "3", "--journal", str(path)]) == 0
    return path


def test_journal_layout_header_steps_end(tmp_path, capsys):
    path = _finished_journal(tmp_path)
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    header = lines[0]
    assert header["type"] == "header" and header["game"] == "pixoid" and header["seed"] == 8
    assert {"eightbit", "python"} <= set(header["versions"]) and len(header["seats"]) == 3
    assert [r["n"] for r in lines[1:-1]] == list(range(len(lines) - 2))
    assert all("crc" in r for r in lines[1:-1]) and lines[-1]["type"] == "end"


def test_replay_check_accepts_a_good_journal_and_rejects_tampering(tmp_path, capsys):
    path = _finished_journal(tmp_path)
    assert main(["replay", str(path), "--check"]) == 0
    assert "OK" in capsys.readouterr().out
    lines = path.read_text().splitlines()
    record = json.loads(lines[5])
    record["crc"] ^= 1
    lines[5] = json.dumps(record)
    path.write_text("\n".join(lines) + "\n")
    assert main(["replay", str(path), "--check"]) == 1
    assert "does not reproduce" in capsys.readouterr().err


def test_truncated_journal_is_reported_and_resumed_from_last_good_line(tmp_path, capsys):
    path = _finished_journal(tmp_path)
    expected = read(path).end
    data = path.read_bytes()
    lines = data.split(b"\n")
    cut = b"\n".join(lines[:12]) + b"\n" + lines[12][:9]          # killed in the middle of a write
    path.write_bytes(cut)
    journal = read(path)
    assert len(journal.steps) == 11 and "cut off" in journal.problems[0]
    capsys.readouterr()
    assert main(["resume", str(path), "--headless", "--json"]) == 0
    out = capsys.readouterr()
    assert "cut off" in out.err
    result = json.loads(out.out.strip().splitlines()[-1])
    assert {k: result[k] for k in expected} == expected and result["seed"] == 8
    assert main(["replay", str(path), "--check"]) == 0              # the repaired file reproduces


def test_corrupt_middle_line_stops_there(tmp_path):
    path = _finished_journal(tmp_path)
    lines = path.read_text().splitlines()
    lines[6] = '{"type": "step", "n": 5, "inputs": '
    path.write_text("\n".join(lines) + "\n")
    journal = read(path)
    assert len(journal.steps) == 5 and "corrupt" in journal.problems[0]


def test_step_refused_by_the_rules_is_a_problem_not_a_crash(tmp_path, capsys):
    path = _finished_journal(tmp_path)
    lines = path.read_text().splitlines()
    record = json.loads(lines[2])
    record["inputs"] = {"nobody": {}}
    lines[2] = json.dumps(record)
    path.write_text("\n".join(lines) + "\n")
    assert main(["replay", str(path), "--check"]) == 1
    assert "refused by the rules" in capsys.readouterr().err


@pytest.mark.parametrize("content", [b"", b"not json\n", b'{"type": "header", "format": 99}\n',
                                     b'{"type": "step", "n": 0}\n', b"\xff\xfe\x00garbage"])
def test_unusable_files_get_one_clear_message(tmp_path, content):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(JournalError):
        read(path)
    for argv in (["resume", str(path), "--headless"], ["replay", str(path), "--check"]):
        proc = subprocess.run([sys.executable, "-m", "host.cli", *argv], capture_output=True, text=True)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1


def test_existing_journal_is_not_overwritten(tmp_path):
    path = _finished_journal(tmp_path)
    proc = subprocess.run([*PLAY, "--journal", str(path)], capture_output=True, text=True)
    assert proc.returncode == 1 and "already exists" in proc.stderr


def test_kill_9_mid_game_then_resume_ends_like_an_uninterrupted_run(tmp_path):
    whole = subprocess.run([*PLAY, "--json", "--journal", str(tmp_path / "whole.jsonl")],
                           capture_output=True, text=True, check=True)
    expected = json.loads(whole.stdout.strip().splitlines()[-1])
    path = tmp_path / "killed.jsonl"
    proc = subprocess.Popen([*PLAY, "--json", "--pace", "0.02", "--journal", str(path)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().count("\n") >= 25:
            break
        time.sleep(0.01)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    steps_before = len(read(path).steps)
    assert 24 <= steps_before < expected_steps(tmp_path / "whole.jsonl")
    resumed = subprocess.run([sys.executable, "-m", "host.cli", "resume", str(path), "--headless", "--json"],
                             capture_output=True, text=True, check=True)
    assert json.loads(resumed.stdout.strip().splitlines()[-1]) == expected
    check = subprocess.run([sys.executable, "-m", "host.cli", "replay", str(path), "--check"],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stderr


def expected_steps(path: Path) -> int:
    return len(read(path).steps)


def _journal_with_seats(tmp_path: Path, kinds: dict[str, str]) -> Path:
    """A short bot game's journal, cut mid-game, whose header claims the given seat kinds."""
    path = _finished_journal(tmp_path)
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    for seat in header["seats"]:
        if seat["colour"] in kinds:
            seat.update(kind=kinds[seat["colour"]], bot=None)
    path.write_text("\n".join([json.dumps(header)] + lines[1:15]) + "\n")
    return path


def test_resume_headless_needs_hands_for_keyboard_and_controller_seats(tmp_path, capsys):
    path = _journal_with_seats(tmp_path, {"red": "keyboard", "blue": "controller"})
    assert main(["resume", str(path), "--headless", "--no-usb"]) == 1
    err = capsys.readouterr().err
    assert "nobody can play red, blue" in err and "keyboard seats need the console" in err
    assert main(["resume", str(path), "--headless", "--no-usb", "--sim", "--json"]) == 0   # bots stand in
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["winners"]


_GOOD: list[bytes] = []


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400), st.integers(0, 2000))
def test_any_damage_to_a_journal_is_reported_never_raised(tmp_path_factory, noise, cut):
    """Garbage appended, bytes cut: reading gives a Journal with problems or one JournalError, nothing else."""
    from host.table import rebuild
    from host.errors import CommandError
    base = tmp_path_factory.mktemp("fuzz")
    if not _GOOD:
        path = base / "j.jsonl"
        assert main(["play", "--headless", "--sim", "--seed", "3", "--players", "3", "--journal", str(path)]) == 0
        _GOOD.append(path.read_bytes())
    good = _GOOD[0]
    damaged = base / "damaged.jsonl"
    damaged.write_bytes(good[:cut] + noise)
    try:
        journal = read(damaged)
    except JournalError:
        return
    assert len(journal.steps) <= good.count(b"\n")
    try:
        rebuild(damaged)
    except CommandError:
        pass
