"""Wire protocol v1, board side: CRC-16, state/hello line formatting and host command parsing.

The grammar is in PROTOCOL.md; test vectors in protocol_vectors.json. A line is ``<body>*<CRC>\\n`` where
CRC is CRC-16/CCITT-FALSE of the body as four upper-case hex digits. Bodies are printable ASCII without '*'.
State lines are fixed-length and formatted in place into one preallocated buffer (no allocation); the parser
takes one byte at a time into a bounded buffer, never raises, and counts what it rejects. Pure logic.
"""
from array import array

from compat import const

PROTOCOL_VERSION = const(1)
REJ_MAX = const(999999999)  # the hello's rej field is at most 9 digits (PROTOCOL.md grammar)

LINE_MAX = const(48)

# Command codes returned by CommandParser.feed
CMD_NONE = const(0)
CMD_HELLO = const(1)
CMD_STATE = const(2)
CMD_IDENTIFY = const(3)
CMD_LED = const(4)
CMD_RAW = const(5)
CMD_TEXT = const(6)
TEXT_ROWS = const(4)
TEXT_COLUMNS = const(16)
CMD_REJECTED = const(-1)

# LED modes (the word after "L ")
LED_OFF = const(0)
LED_WAITING = const(1)
LED_COLOUR = const(2)
LED_LOCKED = const(3)
LED_INVALID = const(4)
LED_IDENTIFY = const(5)
LED_RGB = const(6)
LED_NAMES = (b"off", b"waiting", b"colour", b"locked", b"invalid", b"identify")

_HEX = b"0123456789ABCDEF"


def _make_table():
    table = array("H", bytes(512))  # 512 bytes, not a list of 256 objects
    for i in range(256):
        crc = i << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
        table[i] = crc & 0xFFFF
    return table


_TABLE = _make_table()


def crc16(buf, start=0, end=-1):
    """CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of ``buf[start:end]`` without slicing."""
    if end < 0:
        end = len(buf)
    crc = 0xFFFF
    table = _TABLE
    for i in range(start, end):
        crc = ((crc << 8) & 0xFF00) ^ table[((crc >> 8) ^ buf[i]) & 0xFF]
    return crc


def put_hex4(buf, at, value):
    buf[at] = _HEX[(value >> 12) & 15]
    buf[at + 1] = _HEX[(value >> 8) & 15]
    buf[at + 2] = _HEX[(value >> 4) & 15]
    buf[at + 3] = _HEX[value & 15]


def seal(buf, end):
    """Append ``*CRC\\n`` after ``buf[:end]``; returns the new length. ``buf`` must have room for 6 bytes."""
    crc = crc16(buf, 0, end)
    buf[end] = 42  # '*'
    put_hex4(buf, end + 1, crc)
    buf[end + 5] = 10
    return end + 6


class StateLine:
    """The fixed-length state line ``K SSSS LL CC RR X*CCCC\\n`` formatted in place.

    K is ``S`` (state after a change or on request) or ``B`` (heartbeat); SSSS the sequence number (hex,
    wraps at 0x10000); LL CC RR the left, centre and right detent (two decimal digits, ``--`` while unknown);
    X the lock (0 or 1).
    """

    LENGTH = 23

    def __init__(self):
        self.buf = bytearray(b"S 0000 -- -- -- 0*0000\n")

    @staticmethod
    def _pos(buf, at, value):
        if value < 0:
            buf[at] = 45
            buf[at + 1] = 45
        else:
            buf[at] = 48 + (value // 10) % 10
            buf[at + 1] = 48 + value % 10

    def format(self, heartbeat, seq, left, centre, right, locked):
        buf = self.buf
        buf[0] = 66 if heartbeat else 83  # 'B' / 'S'
        put_hex4(buf, 2, seq)
        self._pos(buf, 7, left)
        self._pos(buf, 10, centre)
        self._pos(buf, 13, right)
        buf[16] = 49 if locked else 48
        seal(buf, 17)
        return buf


class RawLine:
    """The fixed-length raw reading line ``R AAAA BBBB CCCC X*CCCC\\n`` formatted in place (for calibration).

    AAAA BBBB CCCC are the left, centre and right wheels' raw 16-bit ADC readings (upper-case hex), X the
    debounced lock (0 or 1). Sent only when the host asks (``?R``).
    """

    LENGTH = 24

    def __init__(self):
        self.buf = bytearray(b"R 0000 0000 0000 0*0000\n")

    def format(self, left, centre, right, locked):
        buf = self.buf
        put_hex4(buf, 2, left)
        put_hex4(buf, 7, centre)
        put_hex4(buf, 12, right)
        buf[17] = 49 if locked else 48
        seal(buf, 18)
        return buf


def hello_line(fw, uid, colour, board, detents, rejected, extra=""):
    """The hello/capabilities line (allocates; sent on boot and on request only). ``extra``: more ``key=value``
    fields separated by spaces (``chip``, ``reset``, ``crashes``, ``drop``; PROTOCOL.md)."""
    body = "H proto=%d fw=%s uid=%s colour=%s board=%s detents=%s rej=%d" % (
        PROTOCOL_VERSION, fw, uid, colour, board, ",".join([str(d) for d in detents]), min(rejected, REJ_MAX))
    if extra:
        body = body + " " + extra.strip()
    buf = bytearray(len(body) + 6)
    for i in range(len(body)):
        buf[i] = ord(body[i])
    seal(buf, len(body))
    return buf


def error_line(reason):
    """An ``E <reason>`` line telling the host a command was rejected."""
    return _line("E " + reason)


def notice_line(fields):
    """An ``N <key=value ...>`` line: something the host should know changed on the board (``screen=lost``)."""
    return _line("N " + fields)


def _line(body):
    buf = bytearray(len(body) + 6)
    for i in range(len(body)):
        buf[i] = ord(body[i])
    seal(buf, len(body))
    return buf


class CommandParser:
    """Host -> board commands, one byte at a time into a bounded buffer; never raises.

    ``feed(byte)`` returns a CMD_* code when a line ends (CMD_NONE otherwise). After CMD_TEXT, ``text_row`` and
    ``text[:text_len]`` hold one row for the private screen. After CMD_LED,
    ``led_mode`` holds an LED_* value and, for LED_RGB, ``rgb_r/g/b`` the colour. Rejected lines (bad CRC,
    non-ASCII, unknown, too long) return CMD_REJECTED, bump ``rejected`` and set ``reason``.
    """

    def __init__(self):
        self.buf = bytearray(LINE_MAX)
        self.n = 0
        self.overflow = False
        self.rejected = 0
        self.reason = ""
        self.led_mode = LED_OFF
        self.text_row = 0
        self.text = bytearray(TEXT_COLUMNS)  # after CMD_TEXT: text[:text_len] is the row's new text
        self.text_len = 0
        self.rgb_r = 0
        self.rgb_g = 0
        self.rgb_b = 0

    def _reject(self, reason):
        if self.rejected < REJ_MAX:  # stays a small int and within the hello's 9 digits
            self.rejected += 1
        self.reason = reason
        return CMD_REJECTED

    def feed(self, byte):
        if byte == 10:
            n = self.n
            self.n = 0
            if self.overflow:
                self.overflow = False
                return self._reject("overflow")
            if n and self.buf[n - 1] == 13:
                n -= 1
            if n == 0:
                return CMD_NONE
            return self._line(n)
        if self.n >= LINE_MAX:
            self.overflow = True
            return CMD_NONE
        self.buf[self.n] = byte
        self.n += 1
        return CMD_NONE

    def _line(self, n):  # noqa: C901 - one branch per command letter (PROTOCOL.md)
        buf = self.buf
        for i in range(n):
            b = buf[i]
            if b < 32 or b > 126:
                return self._reject("ascii")
        if n < 6 or buf[n - 5] != 42:
            return self._reject("format")
        want = 0
        for i in range(n - 4, n):
            b = buf[i]
            if 48 <= b <= 57:
                d = b - 48
            elif 65 <= b <= 70:
                d = b - 55
            else:
                return self._reject("format")
            want = (want << 4) | d
        end = n - 5
        for i in range(end):
            if buf[i] == 42:
                return self._reject("format")
        if crc16(buf, 0, end) != want:
            return self._reject("crc")
        c0 = buf[0]
        if end == 2 and c0 == 63:  # '?'
            if buf[1] == 72:
                return CMD_HELLO
            if buf[1] == 83:
                return CMD_STATE
            if buf[1] == 82:  # 'R'
                return CMD_RAW
        if end == 1 and c0 == 73:  # 'I'
            return CMD_IDENTIFY
        if end > 2 and c0 == 76 and buf[1] == 32:  # 'L '
            return self._led(2, end)
        if end >= 4 and c0 == 84 and buf[1] == 32 and buf[3] == 32:  # 'T <row> <text>'
            return self._text(end)
        return self._reject("unknown")

    def _text(self, end):
        row = self.buf[2] - 48
        n = end - 4
        if row < 0 or row >= TEXT_ROWS or n > TEXT_COLUMNS:
            return self._reject("text")
        for i in range(n):
            self.text[i] = self.buf[4 + i]
        self.text_row = row
        self.text_len = n
        return CMD_TEXT

    def _led(self, start, end):
        buf = self.buf
        if end - start == 7 and buf[start] == 35:  # '#RRGGBB'
            value = 0
            for i in range(start + 1, end):
                b = buf[i]
                if 48 <= b <= 57:
                    d = b - 48
                elif 65 <= b <= 70:
                    d = b - 55
                else:
                    return self._reject("led")
                value = (value << 4) | d
            self.rgb_r = (value >> 16) & 255
            self.rgb_g = (value >> 8) & 255
            self.rgb_b = value & 255
            self.led_mode = LED_RGB
            return CMD_LED
        for mode in range(len(LED_NAMES)):
            name = LED_NAMES[mode]
            if len(name) == end - start:
                same = True
                for k in range(len(name)):
                    if buf[start + k] != name[k]:
                        same = False
                        break
                if same:
                    self.led_mode = mode
                    return CMD_LED
        return self._reject("led")
