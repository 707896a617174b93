"""A fake SSD1306 behind the fake ``machine.I2C`` (address 0x3C): keeps its 1 KiB display RAM as the chip does
(horizontal addressing, the column/page window of commands 0x21/0x22), so tests read the screen back.

Present only when $EIGHTBIT_EMU_OLED names a file (otherwise a write raises OSError like a bus with nothing on
it). After every frame (the pointer wrapped past the window's end) the text it shows, decoded from the pixels
with ``framebuf``'s own 8x8 font, is written to that file as four lines.
"""
import os

try:
    import framebuf
except ImportError:  # CPython: no framebuf, no screen
    framebuf = None

ADDRESS = 0x3C
ram = bytearray(1024)
_state = {"col0": 0, "col1": 127, "page0": 0, "page1": 7, "col": 0, "page": 0, "wrote": False}
_path = os.getenv("EIGHTBIT_EMU_OLED")
_glyphs = {}


def present():
    return bool(_path) and framebuf is not None


def _font():
    if not _glyphs:
        cell = bytearray(8)
        fb = framebuf.FrameBuffer(cell, 8, 8, framebuf.MONO_VLSB)
        for c in range(32, 127):
            fb.fill(0)
            fb.text(chr(c), 0, 0, 1)
            _glyphs[bytes(cell)] = chr(c)
    return _glyphs


def text():
    """The four rows the display RAM shows (16 columns each, y offset 4 in each 16-pixel band)."""
    glyphs = _font()
    rows = []
    for r in range(4):
        chars = []
        for col in range(16):
            cell = bytearray(8)
            for x in range(8):
                top = ram[(r * 2) * 128 + col * 8 + x]
                bottom = ram[(r * 2 + 1) * 128 + col * 8 + x]
                cell[x] = ((top >> 4) | (bottom << 4)) & 0xFF
            chars.append(glyphs.get(bytes(cell), "?"))
        rows.append("".join(chars).rstrip())
    return rows


def _publish():
    if _path:
        with open(_path + ".tmp", "w") as f:
            f.write("\n".join(text()) + "\n")
        os.rename(_path + ".tmp", _path)


def _commands(data, start):
    s = _state
    i = start
    while i < len(data):
        c = data[i]
        if c == 0x21 and i + 2 < len(data):
            s["col0"], s["col1"] = data[i + 1], data[i + 2]
            s["col"] = s["col0"]
            i += 3
        elif c == 0x22 and i + 2 < len(data):
            s["page0"], s["page1"] = data[i + 1] & 7, data[i + 2] & 7
            s["page"] = s["page0"]
            i += 3
        elif c in (0x20, 0x81, 0xA8, 0xD3, 0xD5, 0xD9, 0xDA, 0xDB, 0x8D):
            i += 2  # one argument byte
        else:
            i += 1


def _data(data, start):
    s = _state
    for i in range(start, len(data)):
        ram[s["page"] * 128 + s["col"]] = data[i]
        s["col"] += 1
        if s["col"] > s["col1"]:
            s["col"] = s["col0"]
            s["page"] += 1
            if s["page"] > s["page1"]:
                s["page"] = s["page0"]
                _publish()  # a whole frame arrived


def write(data):
    """One I2C transaction to the display: a control byte (0x00 commands, 0x40 data), then bytes."""
    if not present():
        raise OSError(19)  # ENODEV: nothing answers
    if data and data[0] == 0x40:
        _data(data, 1)
    elif data:
        _commands(data, 1)
