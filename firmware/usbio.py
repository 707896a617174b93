"""The USB CDC serial link (the board's stdin/stdout): poll-driven byte reads and writes that never stall.

Reads use ``select.poll`` and one byte at a time into a one-byte buffer (the command parser keeps the bounded
line). Writes never wait for the host: on rp2 a CDC write that does not fit waits up to 500 ms for a host that
holds the port open (DTR set) without reading (MICROPY_HW_USB_CDC_TX_TIMEOUT). So a line is written only when
poll reports room (POLLOUT: the host is attached and the TX FIFO is not full); otherwise the whole line is
dropped and counted. A write that still comes back short (or ``None``: refused) is counted too and starts a
back-off: for ``STALL_BACKOFF_MS`` every line is dropped without touching the port, so a stuck host costs at
most one stall per back-off period, never one per scan. ``pending()`` says whether input waits without
reading it (used after Ctrl-C). Ctrl-C handling is left alone (never ``micropython.kbd_intr(-1)``).
"""
import select
import sys

from compat import const, ticks_diff, ticks_ms

STALL_BACKOFF_MS = const(1000)
COUNT_MAX = const(999999999)  # counters stay small ints on the 31-bit small ints of rp2


class UsbSerial:
    def __init__(self, stdin=None, stdout=None):
        inp = stdin if stdin is not None else sys.stdin.buffer
        out = stdout if stdout is not None else sys.stdout.buffer
        self.inp = getattr(inp, "raw", inp)   # CPython: bypass BufferedReader so poll stays truthful
        self.out = getattr(out, "raw", out)
        self.poller = select.poll()
        self.poller.register(self.inp, select.POLLIN)
        self.out_poller = select.poll()
        self.out_poller.register(self.out, select.POLLOUT)
        self.byte = bytearray(1)
        self.dropped = 0
        self.stalls = 0
        self.stalled_at = 0
        self.backoff = False
        self.closed = False
        self._ipoll = getattr(self.poller, "ipoll", None)
        self._opoll = getattr(self.out_poller, "ipoll", None)

    def read_byte(self):
        """One byte (0..255) if one is waiting, else -1. Never blocks."""
        if self._ipoll is not None:
            for _obj, ev in self._ipoll(0):
                return self._take(ev)
            return -1
        for _fd, ev in self.poller.poll(0):
            return self._take(ev)
        return -1

    def pending(self):
        """True when at least one input byte waits (nothing is read)."""
        if self._ipoll is not None:
            for _obj, _ev in self._ipoll(0):
                return True
            return False
        return len(self.poller.poll(0)) > 0

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

    def writable(self):
        if self._opoll is not None:
            for _obj, ev in self._opoll(0):
                return ev & select.POLLOUT != 0
            return False
        for _fd, ev in self.out_poller.poll(0):
            return ev & select.POLLOUT != 0
        return False

    def _drop(self):
        if self.dropped < COUNT_MAX:
            self.dropped += 1

    def write(self, buf):
        """Write the whole line ``buf`` now, or drop it (counted). True when written."""
        if self.backoff:
            if ticks_diff(ticks_ms(), self.stalled_at) < STALL_BACKOFF_MS:
                self._drop()
                return False
            self.backoff = False
        if not self.writable():
            self._drop()
            return False
        try:
            n = self.out.write(buf)
        except OSError:
            n = 0
        if n is None or n < len(buf):
            self._drop()
            if self.stalls < COUNT_MAX:
                self.stalls += 1
            self.stalled_at = ticks_ms()
            self.backoff = True
            return False
        return True
