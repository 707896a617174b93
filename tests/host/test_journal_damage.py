"""Journals never resume a different game (issue 7): a step whose CRC fails, an early end line, files that
are not journals (FIFOs, devices, directories), headers of the wrong types and absurd nesting are each one
clear line — and resuming keeps only the steps that verify."""
from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from host.cli import main
from host.journal import JournalError, JournalWriter, read

CLI = [sys.executable, "-m", "host.cli"]


def finished(tmp_path: Path, name: str = "game.jsonl", seed: int = 8) -> Path:
    path = tmp_path / name
    assert main(["play", "--headless", "--sim", "--seed", str(seed), "--players", "4", "--journal", str(path)]) == 0
    return path


def lines_of(path: Path) -> list[str]:
    return path.read_text().splitlines()


def write_lines(path: Path, lines: list[str]) -> None:
    path.write_text("\n".join(lines) + "\n")


def one_digit_changed(record: dict) -> dict:
    """A valid step whose inputs differ from what was played by one digit of one number."""
    for inputs in record["inputs"].values():
        for key, value in inputs.items():
            if type(value) is int:
                inputs[key] = value + 1 if value < 2 else value - 1
                return record
    raise AssertionError("no number in this step")


def cli(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([*CLI, *argv], capture_output=True, text=True, timeout=timeout)


def test_resume_keeps_only_the_steps_whose_crc_verifies(tmp_path, capsys):
    path = finished(tmp_path)
    expected = read(path).end
    lines = lines_of(path)
    k = next(i for i in range(6, len(lines) - 1)
             if any(type(v) is int for inp in json.loads(lines[i])["inputs"].values() for v in inp.values()))
    lines[k] = json.dumps(one_digit_changed(json.loads(lines[k])), separators=(",", ":"))
    write_lines(path, lines)
    assert main(["replay", str(path), "--check"]) == 1
    assert f"step {k - 1} does not reproduce" in capsys.readouterr().err
    assert main(["resume", str(path), "--headless", "--json"]) == 0
    out = capsys.readouterr()
    assert f"step {k - 1} does not reproduce" in out.err and f"using the {k - 1} steps before it" in out.err
    result = json.loads(out.out.strip().splitlines()[-1])
    assert {key: result[key] for key in expected} == expected       # the bots replay the original game
    assert main(["replay", str(path), "--check"]) == 0                # and the file verifies for good


def test_an_end_line_before_the_game_is_over_is_a_problem_not_the_end(tmp_path, capsys):
    path = finished(tmp_path)
    expected = read(path).end
    lines = lines_of(path)
    write_lines(path, lines[:6] + [json.dumps({"type": "end", "result": {"scores": {}}})])
    assert main(["replay", str(path), "--check"]) == 1
    assert "not over" in capsys.readouterr().err
    assert main(["resume", str(path), "--headless", "--json"]) == 0
    out = capsys.readouterr()
    assert "not over" in out.err
    result = json.loads(out.out.strip().splitlines()[-1])
    assert {key: result[key] for key in expected} == expected
    repaired = lines_of(path)
    assert sum('"type":"end"' in line for line in repaired) == 1 and '"type":"end"' in repaired[-1]
    assert main(["replay", str(path), "--check"]) == 0


def test_lines_after_the_end_are_reported(tmp_path):
    path = finished(tmp_path)
    write_lines(path, lines_of(path) + [lines_of(path)[3]])
    assert any("after the end" in p for p in read(path).problems)


@pytest.mark.parametrize("kind", ["fifo", "directory", "device"])
@pytest.mark.parametrize("verb", ["replay", "resume", "tiles"])
def test_a_fifo_a_device_or_a_directory_is_refused_in_one_line(tmp_path, kind, verb):
    if kind == "fifo":
        target = tmp_path / "pipe"
        os.mkfifo(target)
    elif kind == "directory":
        target = tmp_path
    else:
        target = Path("/dev/zero")
    argv = {"replay": ["replay", str(target), "--check"],
            "resume": ["resume", str(target), "--headless", "--sim"],
            "tiles": ["play", "--headless", "--sim", "--tiles", str(target), "--journal", str(tmp_path / "j.jsonl")]}
    proc = cli(*argv[verb], timeout=30)
    assert proc.returncode in (1, 2), proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert "internal error" not in proc.stderr


GOOD_HEADER = {"type": "header", "format": 1, "game": "pixoid", "options": {"players": ["red", "blue", "green",
                                                                                      "yellow"]},
               "seed": 7, "bot_seed": 7, "seats": [{"colour": c, "kind": "bot", "bot": "heuristic"}
                                                   for c in ("red", "blue", "green", "yellow")]}


@pytest.mark.parametrize("change", [{"seed": "seven"}, {"bot_seed": None}, {"seats": "red"}, {"options": ["red"]},
                                    {"seed": True}, {"game": 5}, {"seats": [1, 2]},
                                    {"options": {"players": "red"}}, {"options": {"players": [1, 2, 3, 4]}}])
def test_a_header_of_the_wrong_types_is_one_clear_line(tmp_path, change):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({**GOOD_HEADER, **change}) + "\n")
    for argv in (["replay", str(path), "--check"], ["resume", str(path), "--headless", "--sim"]):
        proc = cli(*argv)
        assert proc.returncode == 1, proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1 and "internal error" not in proc.stderr, proc.stderr


def test_a_deeply_nested_line_is_corrupt_not_a_crash(tmp_path):
    path = tmp_path / "deep.jsonl"
    deep = "[" * 100_000 + "]" * 100_000
    path.write_text(deep + "\n")
    with pytest.raises(JournalError):
        read(path)
    path.write_text(json.dumps(GOOD_HEADER) + "\n" + '{"type":"step","n":0,"inputs":' + deep + "}\n")
    assert "corrupt" in read(path).problems[0]
    proc = cli("replay", str(path), "--check")
    assert proc.returncode == 1 and "internal error" not in proc.stderr


def test_disk_full_while_journaling_is_one_line_and_resumable(tmp_path, monkeypatch, capsys):
    path = tmp_path / "full.jsonl"
    real_write = os.write
    calls = {"n": 0}

    def write(fd, data):
        calls["n"] += 1
        if calls["n"] == 9:               # header + 7 steps written, then the disk is full
            real_write(fd, bytes(data)[:10])
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr("host.journal.os.write", write)
    status = main(["play", "--headless", "--sim", "--seed", "8", "--players", "4", "--journal", str(path)])
    err = capsys.readouterr().err
    monkeypatch.undo()
    assert status == 1
    said = [line for line in err.splitlines() if "could not be written" in line]
    assert len(said) == 1 and "No space left" in said[0] and f"eightbit resume {path}" in said[0]
    journal = read(path)
    assert len(journal.steps) == 7 and not journal.problems     # the torn line was cut back off
    assert main(["resume", str(path), "--headless"]) == 0
    assert main(["replay", str(path), "--check"]) == 0


def test_the_writer_never_leaves_half_a_line(tmp_path, monkeypatch):
    writer = JournalWriter.create(tmp_path / "w.jsonl", {k: v for k, v in GOOD_HEADER.items() if k != "type"})
    monkeypatch.setattr("host.journal.os.fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.EIO, "I/O error")))
    with pytest.raises(JournalError, match="could not be written"):
        writer.step(0, {"red": {}}, 1)
    writer.close()
    assert (tmp_path / "w.jsonl").read_text().count("\n") == 1


def test_a_refused_step_with_a_huge_value_is_reported_in_one_short_line(tmp_path):
    path = finished(tmp_path)
    lines = lines_of(path)
    record = json.loads(lines[3])
    seat = next(iter(record["inputs"]))
    record["inputs"][seat] = {k: "x" * 1_000_000 for k in record["inputs"][seat]}
    lines[3] = json.dumps(record)
    write_lines(path, lines)
    proc = cli("replay", str(path), "--check")
    assert proc.returncode == 1 and len(proc.stderr) < 600, proc.stderr[:300]
