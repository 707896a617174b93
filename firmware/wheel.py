"""Absolute wheel decoding: raw 16-bit ADC reading -> detent index, then defer debounce.

One decoder serves both builds: the dial build (AS5600 analog angle, circular: the last detent neighbours the
first) and the switch build (N-position rotary switch on a resistor ladder, linear). Each detent has a
calibrated centre (per-position calibration): an angle sensor's centres go once round the circle in order
and may wrap past zero (the magnet's zero can sit anywhere); a ladder's strictly increase. Around every
centre there are two windows, given as percentages of the gap to each neighbouring centre:

- *capture* (default 30 %): a reading inside it may become this detent (a ladder's end detents get the same
  window on their outer side, so a reading at either rail is between detents);
- *hold* (default 45 %, wider): while this detent is the reported one, readings inside it keep it
  (hysteresis), so noise near a boundary never flips the position.

Anything outside every capture window (and outside the current detent's hold window) is *between detents*
and is never reported. A new position is reported only after its classification has stayed the same for
the debounce window (defer debounce, QMK "sym_defer"). Pure logic: no ``machine``; time is an argument.
"""
from compat import const, ticks_diff

BETWEEN = const(-1)
_MASK = const(0xFFFF)
_TOP = const(0xFFFF)


def default_centres(sensor, detents):
    """Nominal raw centres for ``detents`` positions of a ``sensor`` ("angle" or "ladder").

    Both sit at (i + 1/2)/N of the range: an AS5600's detents half a step off zero, so none straddles the
    wrap; a ladder's taps at (i + 1/2)/N of the supply, so 0 V (an open switch held down by the pull-down,
    between two positions of a break-before-make switch) and 3V3 are never positions.
    """
    if sensor != "angle" and sensor != "ladder":
        raise ValueError("unknown sensor " + str(sensor))
    return [((2 * i + 1) * 0x10000) // (2 * detents) for i in range(detents)]


class WheelDecoder:
    """Classifies raw readings into detent indexes with per-detent windows (see the module docstring)."""

    def __init__(self, centres, circular, capture_pct=30, hold_pct=45):
        n = len(centres)
        if n < 1 or not (0 < capture_pct <= hold_pct < 50):
            raise ValueError("bad wheel calibration")
        if circular and n > 1:
            # an angle sensor's zero may sit anywhere: the centres go once round the circle, in order
            turn = 0
            for i in range(n):
                gap = (centres[(i + 1) % n] - centres[i]) & _MASK
                if gap == 0:
                    raise ValueError("calibration centres must differ")
                turn += gap
            if turn != 0x10000:
                raise ValueError("calibration centres must go once round in order")
        else:
            for i in range(1, n):
                if centres[i] <= centres[i - 1]:
                    raise ValueError("calibration centres must increase")
        self.count = n
        self.circular = circular
        self.centres = list(centres)
        self.cap_lo = [0] * n
        self.cap_w = [0] * n
        self.hold_lo = [0] * n
        self.hold_w = [0] * n
        for i in range(n):
            c = centres[i]
            if circular:
                below = (c - centres[i - 1]) & _MASK if n > 1 else 0x8000
                above = (centres[(i + 1) % n] - c) & _MASK if n > 1 else 0x7FFF
            else:  # an end detent's outer window mirrors its inner one: the rails are not positions
                below = c - centres[i - 1] if i > 0 else -1
                above = centres[i + 1] - c if i < n - 1 else -1
                if below < 0:
                    below = above
                if above < 0:
                    above = below
            for pct, lo_arr, w_arr in ((capture_pct, self.cap_lo, self.cap_w), (hold_pct, self.hold_lo, self.hold_w)):
                lo = c - (below * pct) // 100 if below >= 0 else 0
                hi = c + (above * pct) // 100 if above >= 0 else _TOP
                if not circular:
                    lo = max(lo, 0)
                    hi = min(hi, _TOP)
                lo_arr[i] = lo & _MASK
                w_arr[i] = (hi - lo) & _MASK if circular else hi - lo

    def classify(self, raw, current=BETWEEN, hint=BETWEEN):
        """The detent ``raw`` belongs to, or ``BETWEEN``; ``current`` keeps its wider hold window."""
        if current >= 0 and ((raw - self.hold_lo[current]) & _MASK) <= self.hold_w[current]:
            return current
        cap_lo = self.cap_lo
        cap_w = self.cap_w
        if hint >= 0 and ((raw - cap_lo[hint]) & _MASK) <= cap_w[hint]:
            return hint
        for i in range(self.count):
            if ((raw - cap_lo[i]) & _MASK) <= cap_w[i]:
                return i
        return BETWEEN


class Wheel:
    """One wheel: decoder plus defer debounce. ``position`` is the reported detent (``BETWEEN`` until known)."""

    def __init__(self, decoder, debounce_ms=10):
        self.decoder = decoder
        self.debounce_ms = debounce_ms
        self.position = BETWEEN
        self.candidate = BETWEEN
        self.since = 0
        self.started = False

    def update(self, raw, now_ms):
        """Feed one scan; True when ``position`` changed (a new stable detent)."""
        c = self.decoder.classify(raw, self.position, self.candidate)
        if c != self.candidate or not self.started:
            self.candidate = c
            self.since = now_ms
            self.started = True
            if self.debounce_ms > 0:
                return False
        if c != BETWEEN and c != self.position and ticks_diff(now_ms, self.since) >= self.debounce_ms:
            self.position = c
            return True
        return False
