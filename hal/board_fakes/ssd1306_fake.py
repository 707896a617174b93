"""A fake SSD1306 (or SH1106) behind the fake ``machine.I2C`` (address 0x3C), with the faults of a real one.

The display RAM is kept as the chip keeps it, so tests read the screen back: the SSD1306's 128 x 8 pages with
horizontal addressing (the column/page window of commands 0x21/0x22), or, with $EIGHTBIT_EMU_OLED_CHIP=sh1106,
the SH1106's 132 x 8 pages with page addressing only (0xB0+page, column nibbles 0x0X/0x1X; 128 columns shown
from column 2; the SSD1306-only commands 0x20-0x22 and 0x8D mean nothing to it, so an SSD1306 driver garbles it).
At power-up the RAM holds snow (pseudo-random bytes) and the panel is off until 0xAF.

Present only when $EIGHTBIT_EMU_OLED names a file and $EIGHTBIT_EMU_OLED_ATTACHED is not ``0`` (or
``knob(2, 1)`` attaches it); otherwise a write raises
OSError like a bus with nothing on it. What a person sees (the rows decoded with ``framebuf``'s own 8x8 font in
the layout of $EIGHTBIT_EMU_OLED_FONT: ``small``, ``tall`` or ``large``; nothing while the panel is off) is
written to that file as four lines after every frame and every on/off.

Knobs (``knob(which, value)``, also the control line ``i<which> <value>`` of the fake ``machine``):
0 the next ``value`` transfers fail (OSError EIO, a NACK); 1 SDA is held low until ``value`` SCL clocks arrive
(a reset mid-transfer): transfers fail with ETIMEDOUT meanwhile; 2 attach (1) or detach (0) the screen;
3 power-up again: snow from seed ``value``, panel off. ``bus`` counts the clocks and STOPs seen.
"""
import os

try:
    import framebuf
except ImportError:  # CPython: no framebuf, no screen
    framebuf = None

ADDRESS = 0x3C
SH1106 = (os.getenv("EIGHTBIT_EMU_OLED_CHIP") or "ssd1306") == "sh1106"
WIDTH = 132 if SH1106 else 128
OFFSET = 2 if SH1106 else 0  # the first RAM column shown
FONT = os.getenv("EIGHTBIT_EMU_OLED_FONT") or "small"
ram = bytearray(WIDTH * 8)
_state = {"col0": 0, "col1": 127, "page0": 0, "page1": 7, "col": 0, "page": 0}
_path = os.getenv("EIGHTBIT_EMU_OLED")
bus = {"fail": 0, "hold": 0, "clocks": 0, "stops": 0,
       "attached": bool(_path) and framebuf is not None and os.getenv("EIGHTBIT_EMU_OLED_ATTACHED") != "0",
       "on": False, "sda": 1, "scl": 1, "writes": 0}
_glyphs = {}
_ARGS = (0x20, 0x81, 0xA8, 0xD3, 0xD5, 0xD9, 0xDA, 0xDB, 0x8D)  # SSD1306 commands with one argument byte
_SH_ARGS = (0x81, 0xA8, 0xAD, 0xD3, 0xD5, 0xD9, 0xDA, 0xDB)     # SH1106's


def present():
    return bus["attached"]


def power_up(seed=1):
    """Snow in the display RAM, the panel off (as a real module powers up)."""
    x = seed & 0xFFFF or 1
    for i in range(len(ram)):
        x = (x * 75 + 74) % 65537
        ram[i] = x & 0xFF
    bus["on"] = False
    _publish()


def knob(which, value):
    if which == 0:
        bus["fail"] = value
    elif which == 1:
        bus["hold"] = value
    elif which == 2:
        bus["attached"] = bool(value) and framebuf is not None
    elif which == 3:
        power_up(value)


def line(which, level):
    """The bus pins driven as GPIO (bus recovery): SCL rising edges clock a held SDA free; SDA rising while SCL
    is high is a STOP."""
    if which == 1:
        if level and not bus["scl"]:
            bus["clocks"] += 1
            if bus["hold"]:
                bus["hold"] -= 1
        bus["scl"] = level
    else:
        if level and not bus["sda"] and bus["scl"]:
            bus["stops"] += 1
        bus["sda"] = level


def _font():
    if not _glyphs:
        cell = bytearray(8)
        fb = framebuf.FrameBuffer(cell, 8, 8, framebuf.MONO_VLSB)
        for c in range(32, 127):
            fb.fill(0)
            fb.text(chr(c), 0, 0, 1)
            _glyphs[bytes(cell)] = chr(c)
    return _glyphs


def _at(page, x):
    return ram[page * WIDTH + OFFSET + x]


def _half(byte):
    """Bits 0, 2, 4, 6 of a doubled column as a nibble."""
    return (byte & 1) | (byte >> 1 & 2) | (byte >> 2 & 4) | (byte >> 3 & 8)


def text(font=None):
    """The four rows the display RAM shows in ``font``'s layout (default $EIGHTBIT_EMU_OLED_FONT)."""
    font = font or FONT
    glyphs = _font()
    columns = 8 if font == "large" else 16
    rows = []
    for r in range(4):
        chars = []
        for col in range(columns):
            cell = bytearray(8)
            for x in range(8):
                if font == "small":
                    top = _at(r * 2, col * 8 + x)
                    bottom = _at(r * 2 + 1, col * 8 + x)
                    cell[x] = ((top >> 4) | (bottom << 4)) & 0xFF
                else:
                    at = col * 16 + 2 * x if font == "large" else col * 8 + x
                    cell[x] = _half(_at(r * 2, at)) | _half(_at(r * 2 + 1, at)) << 4
            chars.append(glyphs.get(bytes(cell), "?"))
        rows.append("".join(chars).rstrip())
    return rows


def seen():
    """What a person sees: the rows, or four empty rows while the panel is off."""
    return text() if bus["on"] else ["", "", "", ""]


def _publish():
    if _path and framebuf is not None:
        with open(_path + ".tmp", "w") as f:
            f.write("\n".join(seen()) + "\n")
        os.rename(_path + ".tmp", _path)


def _commands(data, start):
    s = _state
    i = start
    while i < len(data):
        c = data[i]
        if SH1106:
            if 0xB0 <= c <= 0xB7:
                s["page"] = c & 7
            elif c <= 0x0F:
                s["col"] = (s["col"] & 0xF0) | c
            elif c <= 0x1F:
                s["col"] = (s["col"] & 0x0F) | (c & 0x0F) << 4
            elif c in _SH_ARGS:
                i += 1
            elif c in (0xAE, 0xAF):
                bus["on"] = c == 0xAF
                _publish()
            i += 1
            continue
        if c == 0x21 and i + 2 < len(data):
            s["col0"], s["col1"] = data[i + 1], data[i + 2]
            s["col"] = s["col0"]
            i += 3
        elif c == 0x22 and i + 2 < len(data):
            s["page0"], s["page1"] = data[i + 1] & 7, data[i + 2] & 7
            s["page"] = s["page0"]
            i += 3
        elif c in _ARGS:
            i += 2
        else:
            if c in (0xAE, 0xAF):
                bus["on"] = c == 0xAF
                _publish()
            i += 1


def _data(data, start):
    s = _state
    for i in range(start, len(data)):
        if SH1106:
            col = s["col"]
            if col < WIDTH:
                ram[s["page"] * WIDTH + col] = data[i]
            s["col"] = col + 1
            if col == OFFSET + 127:
                _publish()  # the end of a page's shown columns
            continue
        ram[s["page"] * 128 + s["col"]] = data[i]
        s["col"] += 1
        if s["col"] > s["col1"]:
            s["col"] = s["col0"]
            s["page"] += 1
            if s["page"] > s["page1"]:
                s["page"] = s["page0"]
                _publish()  # a whole frame arrived


def write(first, parts=None):
    """One I2C transaction: a control byte (0x00 commands, 0x40 data), then bytes; ``parts``: the buffers of a
    ``writevto`` (``first`` is the first of them)."""
    if not bus["attached"]:
        raise OSError(19)  # ENODEV: nothing answers (rp2 says EIO for a NACK; either is an OSError)
    if bus["hold"]:
        raise OSError(110)  # ETIMEDOUT: SDA stuck low
    if bus["fail"]:
        bus["fail"] -= 1
        raise OSError(5)  # EIO: a NACK, a loose wire
    bus["writes"] += 1
    data = len(first) and first[0] == 0x40
    if parts is None:  # (no tuple made: the fake allocates nothing per transfer, like the real bus)
        if data:
            _data(first, 1)
        elif len(first):
            _commands(first, 1)
        return
    for k in range(len(parts)):
        if data:
            _data(parts[k], 1 if k == 0 else 0)
        elif k == 0:
            _commands(parts[k], 1)


if bus["attached"]:
    power_up(int(os.getenv("EIGHTBIT_EMU_OLED_SEED") or "1"))
