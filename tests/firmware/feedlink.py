"""Host commands arriving all the time, for the firmware's allocation test (mp_runner.py) and the scan benchmark
(tests/bench/mp_scan.py); runs on the MicroPython unix port and CPython."""
import protocol as P


class FeedLink:
    """A link whose input never runs dry: serves a preallocated byte stream in a loop; counts writes."""

    def __init__(self, data):
        self.data = data
        self.at = 0
        self.written = 0
        self.dropped = 0

    def read_byte(self):
        b = self.data[self.at]
        self.at += 1
        if self.at == len(self.data):
            self.at = 0
        return b

    def pending(self):
        return True

    def write(self, buf):
        self.written += 1
        return True


def command_stream():
    """Every command the host sends in play, sealed, plus a rejected line (E, rate-limited)."""
    out = bytearray()
    for body in (b"L colour", b"I", b"L locked", b"L #102030", b"?S", b"?R", b"L invalid", b"L waiting"):
        buf = bytearray(len(body) + 6)
        buf[:len(body)] = body
        n = P.seal(buf, len(body))
        out += buf[:n]
    out += b"garbage\n"
    return out
