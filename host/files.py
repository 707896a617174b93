"""Bounded reading of the files a user names on the command line (calibration, answers, tiles, journals).

Every reader here refuses with one :class:`~host.errors.CommandError` line (an empty file name is a
:class:`~host.errors.UsageError`, exit status 2), never hangs and never holds more than a bounded amount
of memory: only regular files are opened (a FIFO, a device such as
``/dev/zero``, a directory or a socket is refused before a byte is read, and the open itself never blocks),
at most ``limit_bytes`` are read, the text must be UTF-8, and YAML is parsed with ``yaml.SafeLoader``
plus a guard on nesting depth and on the size of the document once its aliases are expanded (so a
"billion laughs" file is refused instead of multiplying). Error messages show paths and values through
:func:`shown`, which keeps them to one short line whatever the input.

games/ stays pure: the host reads files here and hands games strings or plain data.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import yaml

from games.core.content import BoundedSafeLoader, Refused as _Refused
from host.errors import CommandError, UsageError

DEFAULT_LIMIT_BYTES = 1 << 20  # 1 MiB: far above any calibration, answers or tiles file
SHOWN_CHARS = 80


def shown(value: object, limit: int = SHOWN_CHARS) -> str:
    """``value`` as one printable line of at most about ``limit`` characters (middle cut with ``...``)."""
    text = value if isinstance(value, str) else str(value) if isinstance(value, Path) else _repr(value, limit)
    if not text.isprintable():  # newlines, control bytes, undecodable file names (surrogates)
        text = text.encode("unicode_escape", "backslashreplace").decode("ascii")
    if len(text) > limit:
        keep = max(1, (limit - 3) // 2)
        text = f"{text[:keep]}...{text[-keep:]}"
    return text


def _repr(value: object, limit: int) -> str:
    if isinstance(value, (list, tuple, dict, set)) and len(value) > limit:
        return f"<{type(value).__name__} of {len(value)} items>"
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails or overflows still gets a name
        return f"<{type(value).__name__}>"
    return text


_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


def _kind(mode: int) -> str:
    return next((kind for test, kind in _KINDS if test(mode)), "something else")


def read_bytes_file(path: str | os.PathLike[str], what: str, limit_bytes: int = DEFAULT_LIMIT_BYTES) -> bytes:
    """The bytes of the regular file ``path`` (``what`` names it in messages, e.g. ``"calibration file"``).

    Refused with one line: a missing or unreadable path, anything but a regular file, more than
    ``limit_bytes`` bytes.
    """
    if not isinstance(path, (str, os.PathLike)) or os.fspath(path) in ("", b""):
        raise UsageError(f"{what}: the file name is empty")
    name = shown(os.fspath(path))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # non-blocking, so opening a FIFO with no writer returns at once
    except ValueError:  # an embedded NUL byte
        raise CommandError(f"{what} {name} is not a valid file name") from None
    except OSError as exc:
        raise CommandError(f"cannot read {what} {name}: {exc.strerror or exc}") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise CommandError(f"{what} {name} is {_kind(mode)}, not a regular file")
        chunks: list[bytes] = []
        size = 0
        while size <= limit_bytes:
            chunk = os.read(fd, min(1 << 16, limit_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise CommandError(f"cannot read {what} {name}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if size > limit_bytes:
        raise CommandError(f"{what} {name} is larger than {_size(limit_bytes)}; is it the right file?")
    return b"".join(chunks)


def check_output_file(path: str | os.PathLike[str], what: str) -> Path:
    """``path`` as a Path if a regular file can be written there: refuses an empty name (UsageError), an
    existing FIFO, device or directory (writing to a FIFO would wait for a reader), a missing folder. Call it
    before long work (a calibration walk-through), so the work is not lost to a bad ``--output``."""
    if os.fspath(path) in ("", b""):
        raise UsageError(f"{what}: the file name is empty")
    out = Path(os.fspath(path))
    name = shown(os.fspath(path))
    try:
        mode = os.stat(out).st_mode
    except FileNotFoundError:
        if not out.parent.is_dir():
            raise CommandError(f"{what} {name}: the folder {shown(str(out.parent))} does not exist") from None
        return out
    except (OSError, ValueError) as exc:
        raise CommandError(f"{what} {name} cannot be written: {getattr(exc, 'strerror', None) or exc}") from None
    if not stat.S_ISREG(mode):
        raise CommandError(f"{what} {name} is {_kind(mode)}, not a regular file")
    return out


def read_text_file(path: str | os.PathLike[str], what: str, limit_bytes: int = DEFAULT_LIMIT_BYTES) -> str:
    """The UTF-8 text of the regular file ``path``; one-line CommandError otherwise (see :func:`read_bytes_file`)."""
    data = read_bytes_file(path, what, limit_bytes)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise CommandError(f"{what} {shown(os.fspath(path))} is not UTF-8 text "
                           f"(byte 0x{data[exc.start]:02X} on line {line})") from None


def load_yaml_text(text: str, what: str) -> Any:
    """Parse ``text`` (YAML or JSON) with :class:`BoundedSafeLoader`; one-line CommandError when it is not
    one bounded YAML document. ``what`` names the source in the message (e.g. ``"tiles file t.yaml"``)."""
    try:
        return yaml.load(text, Loader=BoundedSafeLoader)
    except _Refused as exc:
        raise CommandError(f"{what} {exc}") from None
    except yaml.MarkedYAMLError as exc:
        where = f" (line {exc.problem_mark.line + 1}, column {exc.problem_mark.column + 1})" \
            if exc.problem_mark is not None else ""
        problem = shown(" ".join(p for p in (exc.context, exc.problem) if p) or "syntax error", 100)
        raise CommandError(f"{what} is not valid YAML or JSON{where}: {problem}") from None
    except yaml.reader.ReaderError as exc:
        raise CommandError(f"{what} is not valid YAML or JSON: character {_codepoint(exc.character)} at "
                           f"offset {exc.position} is not allowed") from None
    except yaml.YAMLError as exc:
        raise CommandError(f"{what} is not valid YAML or JSON: {shown(str(exc), 100)}") from None
    except (ValueError, OverflowError, TypeError) as exc:  # e.g. a date 2001-13-45, a 5,000-digit integer
        raise CommandError(f"{what} has a value YAML cannot build: {shown(str(exc), 100)}") from None


def load_yaml_file(path: str | os.PathLike[str], what: str, limit_bytes: int = DEFAULT_LIMIT_BYTES) -> Any:
    """Read (bounded, see :func:`read_text_file`) and parse (bounded, see :func:`load_yaml_text`) a YAML or
    JSON file; an empty file is ``None``."""
    text = read_text_file(path, what, limit_bytes)
    return load_yaml_text(text, f"{what} {shown(os.fspath(path))}")


def _codepoint(char: object) -> str:
    return f"U+{char:04X}" if isinstance(char, int) else shown(char)


def _size(n: int) -> str:
    for unit, scale in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale and n % scale == 0:
            return f"{n // scale} {unit}"
    return f"{n:,} bytes"
