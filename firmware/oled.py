"""The private screen: a 128x64 SSD1306 OLED on I2C, four rows of 16 characters over MicroPython's ``framebuf``.

``show_row(row, text, n)`` redraws one row (the 8x8 font, centred in a 16-pixel band) into the frame buffer;
``step()`` sends at most one 16-byte chunk per scan, so a whole frame (1 KiB) takes 64 scans and the scan is
never blocked by I2C (a chunk is ~0.5 ms at 400 kHz). Characters are drawn one at a time from preallocated
one-character strings, so a row update allocates nothing. An I2C error (no screen answering) turns the screen
off for good and is counted (``errors``).
"""
import framebuf
from compat import const

ADDRESS = const(0x3C)
ROWS = const(4)
COLUMNS = const(16)
_CHUNK = const(16)
_CHUNKS = const(64)  # 1024 bytes / 16
_INIT = b"\x00\xae\x20\x00\x40\xa1\xc8\x81\x7f\xa8\x3f\xd3\x00\xd5\x80\xd9\xf1\xda\x12\xdb\x30\x8d\x14\xa4\xa6\xaf"
_CHARS = [chr(c) for c in range(32, 127)]


class Oled:
    def __init__(self, i2c, address=ADDRESS):
        self.i2c = i2c
        self.address = address
        self.buf = bytearray(1024)
        self.fb = framebuf.FrameBuffer(self.buf, 128, 64, framebuf.MONO_VLSB)
        self.window = bytearray(b"\x00\x21\x00\x7f\x22\x00\x07")  # columns 0..127, pages 0..7
        mv = memoryview(self.buf)
        self.chunks = [(b"\x40", mv[i * _CHUNK:(i + 1) * _CHUNK]) for i in range(_CHUNKS)]
        self.sending = -1  # next chunk to send, -1 when idle
        self.dirty = False
        self.errors = 0
        self.present = True
        try:
            i2c.writeto(address, _INIT)
        except OSError:
            self.present = False
            self.errors += 1

    def show_row(self, row, text, n):
        """Row ``row`` shows ``text[:n]`` (bytes, printable ASCII) from the next frame on."""
        fb = self.fb
        y = row * 16
        fb.fill_rect(0, y, 128, 16, 0)
        for i in range(n):
            b = text[i]
            if 32 <= b <= 126:
                fb.text(_CHARS[b - 32], i * 8, y + 4, 1)
        self.dirty = True

    def step(self):
        """Send the next chunk of the frame, if one is due (at most one I2C write per call)."""
        if not self.present:
            return
        try:
            if self.sending < 0:
                if not self.dirty:
                    return
                self.dirty = False
                self.i2c.writeto(self.address, self.window)
                self.sending = 0
                return
            self.i2c.writevto(self.address, self.chunks[self.sending])
            self.sending += 1
            if self.sending >= _CHUNKS:
                self.sending = -1
        except OSError:
            self.present = False
            self.errors += 1
