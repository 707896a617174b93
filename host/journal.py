"""The crash-safe game journal: one JSONL file per game (DESIGN.md §3.5).

Line 1 is the header (format, versions, game, options, seed, bot seed, seats). Every applied input set is
one ``step`` line, written, flushed and fsynced before the game moves on, carrying a CRC of the state it
led to so ``replay --check`` can prove the file reproduces the game. A final ``end`` line holds the result.

Reading is forgiving and never raises anything but :class:`JournalError`: a torn last line (the host was
killed mid-write) or a corrupt line is reported, and the game is rebuilt up to the last good line.
"""
from __future__ import annotations

import json
import os
import platform
import zlib
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

FORMAT = 1


class JournalError(Exception):
    """A journal that cannot be used at all (missing, unreadable, no valid header)."""


def state_crc(game: Any, state: Any) -> int:
    """CRC-32 of the state's canonical JSON: equal states, equal CRCs."""
    return zlib.crc32(json.dumps(game.to_json(state), sort_keys=True, separators=(",", ":")).encode())


def versions() -> dict[str, str]:
    try:
        mine = metadata.version("eightbit-box")
    except metadata.PackageNotFoundError:
        mine = "unknown"
    return {"eightbit": mine, "python": platform.python_version()}


def default_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "eightbit" / "journals"


@dataclass
class Journal:
    """A journal as read from disk."""

    path: Path
    header: dict[str, Any]
    steps: list[dict[str, Any]] = field(default_factory=list)
    end: dict[str, Any] | None = None
    problems: list[str] = field(default_factory=list)
    good_bytes: int = 0          # length of the file up to the last good line
    header_end: int = 0          # byte offset just after the header line
    step_ends: list[int] = field(default_factory=list)   # byte offset just after each step line


class JournalWriter:
    """Appends lines durably (write, flush, fsync)."""

    def __init__(self, path: Path, fh: Any) -> None:
        self.path = path
        self._fh = fh

    @classmethod
    def create(cls, path: str | Path, header: dict[str, Any]) -> "JournalWriter":
        p = Path(path)
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
            fh = open(p, "x", encoding="utf-8")
        except FileExistsError:
            raise JournalError(f"{p} already exists; choose another --journal path or resume it") from None
        except OSError as exc:
            raise JournalError(f"cannot create journal {p}: {exc.strerror or exc}") from None
        writer = cls(p, fh)
        writer._write({"type": "header", "format": FORMAT, "versions": versions(), **header})
        return writer

    @classmethod
    def reopen(cls, journal: Journal) -> "JournalWriter":
        """Continue a journal, cutting off anything after its last good line first."""
        try:
            fh = open(journal.path, "r+", encoding="utf-8")
            fh.truncate(journal.good_bytes)
            fh.seek(journal.good_bytes)
        except OSError as exc:
            raise JournalError(f"cannot write journal {journal.path}: {exc.strerror or exc}") from None
        return cls(journal.path, fh)

    def step(self, n: int, inputs: dict[str, Any], crc: int) -> None:
        self._write({"type": "step", "n": n, "inputs": inputs, "crc": crc})

    def finish(self, result: dict[str, Any]) -> None:
        self._write({"type": "end", "result": result})

    def _write(self, record: dict[str, Any]) -> None:
        self._fh.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._fh.flush()
        os.fsync(self._fh.fileno())

    def close(self) -> None:
        self._fh.close()


def read(path: str | Path) -> Journal:
    """Read a journal; problems after a valid header are collected in ``problems``, not raised."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise JournalError(f"cannot read journal {p}: {exc.strerror or exc}") from None
    lines = raw.split(b"\n")
    offset = 0
    journal: Journal | None = None
    for number, line in enumerate(lines, 1):
        complete = number < len(lines)          # a last piece without "\n" was torn mid-write
        length = len(line) + (1 if complete else 0)
        if not line.strip():
            offset += length
            continue
        try:
            record = json.loads(line.decode("utf-8")) if complete else None
        except (UnicodeDecodeError, json.JSONDecodeError):
            record = None
        if journal is None:
            if not isinstance(record, dict) or record.get("type") != "header":
                raise JournalError(f"{p} is not a game journal (line {number} is not a valid header)")
            if record.get("format") != FORMAT:
                raise JournalError(f"{p} has journal format {record.get('format')!r}; this version reads {FORMAT}")
            for key in ("game", "options", "seed", "seats"):
                if key not in record:
                    raise JournalError(f"{p}: the header has no {key!r}")
            journal = Journal(p, record)
            offset += length
            journal.good_bytes = journal.header_end = offset
            continue
        if not complete:
            journal.problems.append(f"line {number} was cut off mid-write; using the {len(journal.steps)} "
                                    "steps before it")
            break
        if not isinstance(record, dict) or record.get("type") not in ("step", "end"):
            journal.problems.append(f"line {number} is corrupt; using the {len(journal.steps)} steps before it")
            break
        if record["type"] == "end":
            journal.end = record.get("result")
            offset += length
            journal.good_bytes = offset
            break
        if record.get("n") != len(journal.steps) or not isinstance(record.get("inputs"), dict):
            journal.problems.append(f"line {number} is out of sequence; using the {len(journal.steps)} "
                                    "steps before it")
            break
        journal.steps.append(record)
        offset += length
        journal.good_bytes = offset
        journal.step_ends.append(offset)
    if journal is None:
        raise JournalError(f"{p} is empty")
    return journal
