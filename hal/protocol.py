"""Wire protocol v1, host side (grammar: ``firmware/PROTOCOL.md``; vectors: ``firmware/protocol_vectors.json``).

``LineReader`` splits a byte stream into bounded lines; ``parse_board_line`` turns one line into a
``Hello``, ``State``, ``RawReading`` (calibration, on ``?R``), ``BoardError`` or ``Notice`` — or ``None`` for anything
invalid, with the reason in ``ParseStats``. Nothing here raises on garbage. Hello lines are checked field by
field against the grammar (``parse_hello``), so a line whose CRC happens to match still cannot carry a
malformed uid, number or name. ``command(...)`` builds host -> board lines.
"""
from __future__ import annotations

import re
import reprlib
from dataclasses import dataclass, field

PROTOCOL_VERSION = 1
LINE_MAX = 256
LED_STATES: tuple[str, ...] = ("off", "waiting", "colour", "locked", "invalid", "identify")


def crc16(data: bytes) -> int:
    """CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF)."""
    crc = 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def _make_table() -> list[int]:
    out = []
    for i in range(256):
        crc = i << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
        out.append(crc & 0xFFFF)
    return out


_TABLE = _make_table()


def crc16_fast(data: bytes) -> int:
    crc = 0xFFFF
    table = _TABLE
    for byte in data:
        crc = ((crc << 8) & 0xFF00) ^ table[((crc >> 8) ^ byte) & 0xFF]
    return crc


def seal(body: str) -> bytes:
    """``body*CRC\\n`` as bytes."""
    raw = body.encode("ascii")
    return b"%s*%04X\n" % (raw, crc16_fast(raw))


TEXT_ROWS = 4       # the private screen: 4 rows of 16 characters (firmware/PROTOCOL.md, T)
TEXT_COLUMNS = 16


def command(name: str, arg: str | tuple | None = None) -> bytes:
    """Host -> board line: ``command("hello")``, ``("state")``, ``("raw")``, ``("identify")``, ``("led", "locked")``,
    ``("led", (255, 136, 0))``, ``("text", (0, "you dialled 5"))`` (printable ASCII, cut to 16 characters)."""
    if name == "hello":
        return seal("?H")
    if name == "state":
        return seal("?S")
    if name == "identify":
        return seal("I")
    if name == "raw":
        return seal("?R")
    if name == "text":  # one row of the controller's private screen: arg = (row, text)
        if not isinstance(arg, tuple):
            raise ValueError(f"text needs (row, text), not {arg!r}")
        row, text = arg
        body = "".join(ch if 32 <= ord(ch) <= 126 and ch != "*" else "?" for ch in str(text))[:TEXT_COLUMNS]
        if not 0 <= int(row) < TEXT_ROWS:
            raise ValueError(f"the screen has rows 0..{TEXT_ROWS - 1}, not {row}")
        return seal(f"T {int(row)} {body}")
    if name == "led":
        if isinstance(arg, tuple):
            r, g, b = (max(0, min(255, int(v))) for v in arg)
            return seal(f"L #{r:02X}{g:02X}{b:02X}")
        if arg in LED_STATES:
            return seal(f"L {arg}")
        raise ValueError(f"unknown LED state {arg!r}; use one of {', '.join(LED_STATES)} or an (r, g, b) tuple")
    raise ValueError(f"unknown command {name!r}")


@dataclass(frozen=True)
class Hello:
    proto: int
    fw: str
    uid: str
    colour: str
    board: str
    detents: tuple[int, ...]
    rejected: int
    extra: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class State:
    heartbeat: bool
    seq: int
    positions: tuple[int | None, int | None, int | None]
    locked: bool


@dataclass(frozen=True)
class RawReading:
    """The wheels' raw 16-bit ADC readings and the debounced lock (answer to ``?R``, used to calibrate)."""

    raw: tuple[int, int, int]
    locked: bool


@dataclass(frozen=True)
class BoardError:
    reason: str


@dataclass(frozen=True)
class Notice:
    """``N key=value ...``: something changed on the board (``screen=lost``, ``screen=none``, ``screen=16x4``)."""

    fields: dict[str, str]


Message = Hello | State | RawReading | BoardError | Notice


@dataclass
class ParseStats:
    """Counters of what the host rejected, by reason; ``total`` sums them."""

    counts: dict[str, int] = field(default_factory=dict)
    last_hello_problem: str | None = None  # why the latest rejected hello broke the grammar (for notices)

    def count(self, reason: str) -> None:
        self.counts[reason] = self.counts.get(reason, 0) + 1

    @property
    def total(self) -> int:
        return sum(self.counts.values())


# Hello fields, one pattern per field of the grammar in firmware/PROTOCOL.md ("hello"). ASCII only, and
# ``\Z`` rather than ``$`` (which would accept a trailing newline).
_REQUIRED = ("proto", "fw", "uid", "colour", "board", "detents")
_KEY = re.compile(r"[a-z][a-z0-9_]{0,15}\Z")
_DEC = r"(?:0|[1-9][0-9]{0,8})"
_FIELDS: dict[str, re.Pattern[str]] = {
    "proto": re.compile(_DEC + r"\Z"),
    "fw": re.compile(r"[0-9][0-9A-Za-z.-]{0,23}\Z"),
    "uid": re.compile(r"[0-9A-F]{2,32}\Z"),
    "colour": re.compile(r"[a-z][a-z0-9-]{0,31}\Z"),
    "board": re.compile(r"[a-z][a-z0-9-]{0,31}\Z"),
    "detents": re.compile(r"([1-9][0-9]?),([1-9][0-9]?),([1-9][0-9]?)\Z"),
    "rej": re.compile(_DEC + r"\Z"),
}
_WHAT = {"proto": "a decimal number", "fw": "a version such as 1.1.0", "uid": "2 to 32 upper-case hex digits",
         "colour": "a lower-case name such as red", "board": "a lower-case profile name such as dial-v1",
         "detents": "three counts 1..99 such as 4,31,4", "rej": "a decimal number"}


def parse_hello(fields_text: str) -> Hello | str:
    """The fields after ``H `` as a ``Hello``, or one sentence saying which field breaks the grammar."""
    fields: dict[str, str] = {}
    for item in fields_text.split(" "):
        key, eq, value = item.partition("=")
        if not eq or not _KEY.match(key):
            return f"hello field {reprlib.repr(item)} is not key=value"
        if key in fields:
            return f"hello repeats the key {key!r}"
        fields[key] = value
    missing = [k for k in _REQUIRED if k not in fields]
    if missing:
        return f"hello has no {missing[0]}"
    for key, pattern in _FIELDS.items():
        if key in fields and not pattern.match(fields[key]):
            if key in ("colour", "board") and fields[key] == "":
                return f"hello has an empty {key}"
            return f"hello {key} {reprlib.repr(fields[key])} is not {_WHAT[key]}"
    detents = tuple(int(d) for d in fields["detents"].split(","))
    extra = {k: v for k, v in fields.items() if k not in _FIELDS}
    return Hello(int(fields["proto"]), fields["fw"], fields["uid"], fields["colour"], fields["board"], detents,
                 int(fields.get("rej", "0")), extra)


_VALUE = re.compile(r"[\x21-\x29\x2b-\x7e]*\Z")


def parse_notice(fields_text: str) -> Notice | None:
    """The fields after ``N `` (the hello's field grammar: key=value, no key twice), or None."""
    fields: dict[str, str] = {}
    for item in fields_text.split(" "):
        key, eq, value = item.partition("=")
        if not eq or not _KEY.match(key) or key in fields or not _VALUE.match(value):
            return None
        fields[key] = value
    return Notice(fields)


_STATE = re.compile(rb"([SB]) ([0-9A-F]{4}) (\d\d|--) (\d\d|--) (\d\d|--) ([01])\Z")
_RAW = re.compile(rb"R ([0-9A-F]{4}) ([0-9A-F]{4}) ([0-9A-F]{4}) ([01])\Z")
_HEX4 = re.compile(rb"[0-9A-F]{4}\Z")


def check_frame(line: bytes) -> bytes | str:
    """The body of a well-framed line (without newline), or the reason it is rejected."""
    if line.endswith(b"\n"):
        line = line[:-1]
    if line.endswith(b"\r"):
        line = line[:-1]
    if any(b < 0x20 or b > 0x7E for b in line):
        return "ascii"
    if len(line) < 6 or line[-5:-4] != b"*":
        return "format"
    body, crc = line[:-5], line[-4:]
    if b"*" in body or not _HEX4.match(crc):
        return "format"
    if crc16_fast(body) != int(crc, 16):
        return "crc"
    return body


def parse_board_line(line: bytes, stats: ParseStats | None = None) -> Message | None:
    """Decode one board line; None (and a counted reason) for anything that is not valid protocol v1."""
    body = check_frame(line)
    if isinstance(body, str):
        if stats is not None:
            stats.count(body)
        return None
    kind = body[:1]
    if kind in (b"S", b"B"):
        m = _STATE.match(body)
        if not m:
            return _bad(stats, "grammar")
        left, centre, right = (None if p == b"--" else int(p) for p in m.group(3, 4, 5))
        return State(m.group(1) == b"B", int(m.group(2), 16), (left, centre, right), m.group(6) == b"1")
    if kind == b"H" and body.startswith(b"H "):
        hello = parse_hello(body[2:].decode("ascii"))
        if isinstance(hello, str):
            if stats is not None:
                stats.last_hello_problem = hello
            return _bad(stats, "grammar")
        return hello
    if kind == b"R":
        m = _RAW.match(body)
        if not m:
            return _bad(stats, "grammar")
        left, centre, right = (int(v, 16) for v in m.group(1, 2, 3))
        return RawReading((left, centre, right), m.group(4) == b"1")
    if kind == b"E" and body.startswith(b"E "):
        return BoardError(body[2:].decode("ascii"))
    if kind == b"N" and body.startswith(b"N "):
        notice = parse_notice(body[2:].decode("ascii"))
        return notice if notice is not None else _bad(stats, "grammar")
    return _bad(stats, "grammar")


def _bad(stats: ParseStats | None, reason: str) -> Message | None:
    if stats is not None:
        stats.count(reason)
    return None


class LineReader:
    """Bytes in, complete lines out; a line longer than ``LINE_MAX`` is dropped whole and counted."""

    def __init__(self, stats: ParseStats | None = None, limit: int = LINE_MAX) -> None:
        self.stats = stats if stats is not None else ParseStats()
        self.limit = limit
        self._buf = bytearray()
        self._overflow = False

    def feed(self, data: bytes) -> list[bytes]:
        out: list[bytes] = []
        start = 0
        while True:
            nl = data.find(b"\n", start)
            if nl < 0:
                self._buf += data[start:]
                if len(self._buf) > self.limit:
                    self._buf.clear()
                    self._overflow = True
                return out
            self._buf += data[start:nl + 1]
            if self._overflow or len(self._buf) > self.limit + 1:
                self.stats.count("overflow")
            else:
                out.append(bytes(self._buf))
            self._buf.clear()
            self._overflow = False
            start = nl + 1


class Decoder:
    """Stream decoder: ``feed(bytes) -> [Message]``, with ``stats`` of everything rejected."""

    def __init__(self) -> None:
        self.stats = ParseStats()
        self.reader = LineReader(self.stats)
        self.lines = 0

    def feed(self, data: bytes) -> list[Message]:
        out: list[Message] = []
        for line in self.reader.feed(data):
            self.lines += 1
            if line.strip() == b"":
                continue
            msg = parse_board_line(line, self.stats)
            if msg is not None:
                out.append(msg)
        return out
