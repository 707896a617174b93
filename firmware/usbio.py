"""The USB CDC serial link (the board's stdin/stdout): poll-driven byte reads and non-blocking-tolerant writes.

Reads use ``select.poll`` and one byte at a time into a one-byte buffer (the command parser keeps the bounded
line). Writes of a whole line that the OS refuses (no host attached, buffer full) are counted and dropped,
never retried in a loop. Ctrl-C handling is left alone (never ``micropython.kbd_intr(-1)``).
"""
import select
import sys


class UsbSerial:
    def __init__(self, stdin=None, stdout=None):
        inp = stdin if stdin is not None else sys.stdin.buffer
        out = stdout if stdout is not None else sys.stdout.buffer
        self.inp = getattr(inp, "raw", inp)   # CPython: bypass BufferedReader so poll stays truthful
        self.out = getattr(out, "raw", out)
        self.poller = select.poll()
        self.poller.register(self.inp, select.POLLIN)
        self.byte = bytearray(1)
        self.dropped = 0
        self.closed = False
        self._ipoll = getattr(self.poller, "ipoll", None)

    def read_byte(self):
        """One byte (0..255) if one is waiting, else -1. Never blocks."""
        if self._ipoll is not None:
            for _obj, ev in self._ipoll(0):
                return self._take(ev)
            return -1
        for _fd, ev in self.poller.poll(0):
            return self._take(ev)
        return -1

    def _take(self, ev):
        if not ev & select.POLLIN:
            self.closed = True
            return -1
        try:
            n = self.inp.readinto(self.byte)
        except OSError:
            return -1
        if not n:
            self.closed = True
            return -1
        return self.byte[0]

    def write(self, buf):
        try:
            n = self.out.write(buf)
        except OSError:
            n = 0
        if n is not None and n < len(buf):
            self.dropped += 1
