"""Fake ``neopixel`` for emulated boards: ``write()`` reports the pixel to the host.

Each write sends a 4-byte record ``b'L' r g b`` on the file descriptor in $EIGHTBIT_EMU_LED (if set); the
record buffer is preallocated. Tests may read ``NeoPixel.last``.
"""
import os

_out = None
_rec = bytearray(b"L\x00\x00\x00")


def _open():
    global _out
    fd = os.getenv("EIGHTBIT_EMU_LED")
    if fd:
        path = "/dev/fd/" + fd
        try:
            _out = open(path, "wb", buffering=0)
        except TypeError:
            _out = open(path, "wb")


class NeoPixel:
    last = (0, 0, 0)
    writes = 0

    def __init__(self, pin, n, bpp=3, timing=1):
        self.n = n
        self.pixels = [(0, 0, 0)] * n

    def __setitem__(self, i, rgb):
        self.pixels[i] = rgb

    def __getitem__(self, i):
        return self.pixels[i]

    def __len__(self):
        return self.n

    def fill(self, rgb):
        for i in range(self.n):
            self.pixels[i] = rgb

    def write(self):
        rgb = self.pixels[0]
        NeoPixel.last = rgb
        NeoPixel.writes += 1
        if _out is not None:
            _rec[1] = rgb[0]
            _rec[2] = rgb[1]
            _rec[3] = rgb[2]
            try:
                _out.write(_rec)
            except OSError:
                pass


_open()
