"""The USB CDC serial link (the board's stdin/stdout): poll-driven byte reads, and writes that never block and
never leave half a line.

Reads use ``select.poll`` and one byte at a time into a one-byte buffer (the command parser keeps the bounded
line). ``pending()`` says whether input waits without reading it.

Writes: rp2's CDC reports "writable" (POLLOUT) as soon as one byte of its TX FIFO is free, and a write that does
not fit then waits up to 500 ms for the host (MICROPY_HW_USB_CDC_TX_TIMEOUT) and may come back short, leaving
half a line on the wire; MicroPython has no call that says how much room there is. So ``write(line)`` only
copies the whole line into a bounded ring (``TX_RING`` bytes, allocated once) or, when it does not fit, drops
it whole and counts it (the hello's ``drop=``); ``flush()``, once per scan, moves bytes from the ring to the
port one at a time while poll says there is room: a one-byte write into a FIFO with a free byte never waits,
and bytes leave in order, so the host only ever sees whole lines. At most ``TX_BUDGET`` bytes per scan. A
write that is refused anyway (``None``, 0 or OSError) is counted in ``stalls`` and ends this scan's flush.
``out_ready`` replaces the poll for a fake CDC (hal/board_fakes/usb_cdc.py). Ctrl-C handling is left alone
(never ``micropython.kbd_intr(-1)``).
"""
import select
import sys

from compat import const

TX_RING = const(256)    # longer than the longest line (the hello), a few state lines behind a slow host
TX_BUDGET = const(64)   # bytes moved per scan: 64 KB/s at 1 kHz, far above the protocol's rate
COUNT_MAX = const(999999999)  # counters stay small ints on the 31-bit small ints of rp2


class UsbSerial:
    def __init__(self, stdin=None, stdout=None, out_ready=None):
        inp = stdin if stdin is not None else sys.stdin.buffer
        out = stdout if stdout is not None else sys.stdout.buffer
        self.inp = getattr(inp, "raw", inp)   # CPython: bypass BufferedReader so poll stays truthful
        self.out = getattr(out, "raw", out)
        self.poller = select.poll()
        self.poller.register(self.inp, select.POLLIN)
        self.out_ready = out_ready
        if out_ready is None:
            self.out_poller = select.poll()
            self.out_poller.register(self.out, select.POLLOUT)
            self._opoll = getattr(self.out_poller, "ipoll", None)
        self.byte = bytearray(1)
        self.one = bytearray(1)
        self.ring = bytearray(TX_RING)
        self.head = 0   # next byte to send
        self.used = 0   # bytes waiting in the ring
        self.dropped = 0
        self.stalls = 0
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
        """The port takes at least one byte now (rp2: one byte of the TX FIFO is free)."""
        if self.out_ready is not None:
            return self.out_ready()
        if self._opoll is not None:
            for _obj, ev in self._opoll(0):
                return ev & select.POLLOUT != 0
            return False
        for _fd, ev in self.out_poller.poll(0):
            return ev & select.POLLOUT != 0
        return False

    def write(self, buf):
        """Queue the whole line ``buf`` and send what the port takes now; or drop it whole (counted).
        True when queued."""
        n = len(buf)
        if n > TX_RING - self.used:
            if self.dropped < COUNT_MAX:
                self.dropped += 1
            self.flush()
            return False
        ring = self.ring
        at = self.head + self.used
        for i in range(n):
            if at >= TX_RING:
                at -= TX_RING
            ring[at] = buf[i]
            at += 1
        self.used += n
        self.flush()
        return True

    def flush(self):
        """Send queued bytes, one at a time while the port has room (at most TX_BUDGET). Never waits."""
        budget = TX_BUDGET
        one = self.one
        while self.used and budget and self.writable():
            one[0] = self.ring[self.head]
            try:
                n = self.out.write(one)
            except OSError:
                n = 0
            if not n:
                if self.stalls < COUNT_MAX:
                    self.stalls += 1
                return
            self.head += 1
            if self.head == TX_RING:
                self.head = 0
            self.used -= 1
            budget -= 1
