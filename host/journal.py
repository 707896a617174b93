"""The crash-safe game journal: one JSONL file per game (docs/architecture.md §3; docs/sessions-and-journals.md).

Line 1 is the header (format, versions, game, options, seed, bot seed, seats). Every applied input set is
one ``step`` line, written, flushed and fsynced before the game moves on, carrying a CRC of the state it
led to so ``replay --check`` can prove the file reproduces the game. A final ``end`` line holds the result.

Reading is forgiving and never raises anything but :class:`JournalError`: a torn last line (the host was
killed mid-write) or a corrupt line is reported, and the game is rebuilt up to the last good line. What the
rules then say about the steps (a CRC that does not verify, an end line before the game is over) is checked
by ``host.table.rebuild``, which cuts the journal back to the steps that verify. FIFOs, devices,
directories, oversized files and headers of the wrong types are one :class:`JournalError` sentence.
"""
from __future__ import annotations

import json
import os
import platform
import stat
import zlib
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from host.errors import CommandError
from host.settings import data_dir

FORMAT = 1


class JournalError(CommandError):
    """A journal that cannot be used at all (missing, unreadable, no valid header) or written (disk full)."""


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
    return data_dir() / "journals"


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
    seats: list[tuple[int, dict[str, Any], int]] = field(default_factory=list)
    """Seat changes during the game: (from step, the seat's new plan, byte offset just after the line)."""


class JournalWriter:
    """Appends lines durably: one ``os.write`` of the whole line, then fsync. A line that cannot be written
    (disk full) is cut back off, so the file always ends with its last whole step."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd = fd

    @classmethod
    def create(cls, path: str | Path, header: dict[str, Any]) -> "JournalWriter":
        p = Path(path)
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            raise JournalError(f"{p} already exists; choose another --journal path or resume it") from None
        except OSError as exc:
            raise JournalError(f"cannot create journal {p}: {exc.strerror or exc}") from None
        writer = cls(p, fd)
        try:
            writer._write({"type": "header", "format": FORMAT, "versions": versions(), **header})
        except JournalError:
            writer.close()
            p.unlink(missing_ok=True)
            raise
        return writer

    @classmethod
    def reopen(cls, journal: Journal) -> "JournalWriter":
        """Continue a journal, cutting off anything after its last good line first."""
        try:
            fd = os.open(journal.path, os.O_WRONLY)
            os.ftruncate(fd, journal.good_bytes)
            os.lseek(fd, journal.good_bytes, os.SEEK_SET)
        except OSError as exc:
            raise JournalError(f"cannot write journal {journal.path}: {exc.strerror or exc}") from None
        return cls(journal.path, fd)

    def step(self, n: int, inputs: dict[str, Any], crc: int) -> None:
        self._write({"type": "step", "n": n, "inputs": inputs, "crc": crc})

    def seat(self, n: int, plan: dict[str, Any]) -> None:
        """From step ``n`` on, the seat ``plan["colour"]`` is played as ``plan`` says (a bot took it)."""
        self._write({"type": "seat", "n": n, "plan": plan})

    def finish(self, result: dict[str, Any]) -> None:
        self._write({"type": "end", "result": result})

    def _write(self, record: dict[str, Any]) -> None:
        data = (json.dumps(record, separators=(",", ":")) + "\n").encode("utf-8")
        start = os.lseek(self._fd, 0, os.SEEK_CUR)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(self._fd, view):]
            os.fsync(self._fd)
        except OSError as exc:
            try:
                os.ftruncate(self._fd, start)
                os.lseek(self._fd, start, os.SEEK_SET)
            except OSError:
                pass       # the reader cuts a torn last line off anyway
            raise JournalError(f"the journal {self.path} could not be written ({exc.strerror or exc}); the game "
                               f"is saved up to its last step: free some space, then run "
                               f"'eightbit resume {self.path}'") from None

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


MAX_BYTES = 64 * 1024 * 1024
"""A journal larger than this is refused: the longest game is a few hundred kilobytes."""


def _shown(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


def _header_problem(record: dict[str, Any]) -> str | None:
    """What is wrong with a header's types, or None."""
    for key in ("game", "options", "seed", "seats"):
        if key not in record:
            return f"the header has no {key!r}"
    if not isinstance(record["game"], str):
        return f"the header's game must be a name, not {_shown(record['game'])}"
    if not isinstance(record["options"], dict):
        return f"the header's options must be a mapping, not {_shown(record['options'])}"
    for key in ("seed", "bot_seed"):
        if key in record and (type(record[key]) is not int):
            return f"the header's {key} must be a whole number, not {_shown(record[key])}"
    seats = record["seats"]
    if not isinstance(seats, list) or not all(isinstance(x, dict) and isinstance(x.get("colour"), str)
                                              for x in seats):
        return f"the header's seats must be a list of seats with a colour, not {_shown(seats)}"
    return None


def _decode(line: bytes) -> Any:
    try:
        return json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None


def read_bytes(path: str | Path, what: str = "journal", limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file, refusing FIFOs, devices and directories (which would hang or never
    end) and files over ``limit``, with one :class:`JournalError` sentence."""
    p = Path(path)
    if not str(path):
        raise JournalError(f"the {what} path is empty")
    try:
        info = os.stat(p)
    except OSError as exc:
        raise JournalError(f"cannot read {what} {p}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        kind = "a directory" if stat.S_ISDIR(info.st_mode) else "not a regular file (a FIFO or a device)"
        raise JournalError(f"{p} is {kind}; give the path of a {what} file")
    if info.st_size > limit:
        raise JournalError(f"{p} is {info.st_size:,} bytes, too large for a {what} (at most {limit:,})")
    try:
        with open(p, "rb") as fh:
            return fh.read(limit + 1)
    except OSError as exc:
        raise JournalError(f"cannot read {what} {p}: {exc.strerror or exc}") from None


def read(path: str | Path) -> Journal:
    """Read a journal; problems after a valid header are collected in ``problems``, not raised."""
    p = Path(path)
    raw = read_bytes(path)
    lines = raw.split(b"\n")
    offset = 0
    journal: Journal | None = None
    for number, line in enumerate(lines, 1):
        complete = number < len(lines)          # a last piece without "\n" was torn mid-write
        length = len(line) + (1 if complete else 0)
        if not line.strip():
            offset += length
            continue
        if journal is not None and journal.end is not None:
            journal.problems.append(f"line {number} comes after the end line; it is ignored")
            break
        record = _decode(line) if complete else None
        if journal is None:
            if not isinstance(record, dict) or record.get("type") != "header":
                raise JournalError(f"{p} is not a game journal (line {number} is not a valid header)")
            if record.get("format") != FORMAT:
                raise JournalError(f"{p} has journal format {_shown(record.get('format'))}; "
                                   f"this version reads {FORMAT}")
            problem = _header_problem(record)
            if problem:
                raise JournalError(f"{p}: {problem}")
            journal = Journal(p, record)
            offset += length
            journal.good_bytes = journal.header_end = offset
            continue
        if not complete:
            journal.problems.append(f"line {number} was cut off mid-write; using the {len(journal.steps)} "
                                    "steps before it")
            break
        if not isinstance(record, dict) or record.get("type") not in ("step", "end", "seat"):
            journal.problems.append(f"line {number} is corrupt; using the {len(journal.steps)} steps before it")
            break
        if record["type"] == "end":
            result = record.get("result")
            journal.end = result if isinstance(result, dict) else {}
            offset += length
            journal.good_bytes = offset
            continue
        if record["type"] == "seat":
            if record.get("n") != len(journal.steps) or not isinstance(record.get("plan"), dict):
                journal.problems.append(f"line {number} (a seat change) is out of sequence; using the "
                                        f"{len(journal.steps)} steps before it")
                break
            offset += length
            journal.good_bytes = offset
            journal.seats.append((record["n"], record["plan"], offset))
            continue
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
