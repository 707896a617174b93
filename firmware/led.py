"""LED behaviour: which colour the RGB LED shows for each named state the host commands.

States: off, waiting (boot default until the host speaks: slow blink of the player colour), colour
(steady, dim player colour), locked (steady, full-brightness player colour), invalid (fast red/white blink
for 1 s, then back), identify (white blink for 3 s, then back), rgb (any colour the host sends).
Pure logic: ``update(now_ms)`` returns the colour to show or None when nothing changes. The colours are built
once (the host's ``L #RRGGBB`` is copied into one preallocated bytearray), so blinking and every LED command
allocate nothing.
"""
from compat import const, ticks_diff
import protocol as P

COLOURS = {
    "red": (255, 0, 0), "blue": (0, 64, 255), "green": (0, 200, 0),
    "yellow": (255, 180, 0), "purple": (160, 0, 255), "orange": (255, 80, 0),
}
_INVALID_MS = const(1000)
_IDENTIFY_MS = const(3000)
DARK = (0, 0, 0)
WHITE = (255, 255, 255)
RED = (255, 0, 0)


class Led:
    def __init__(self, rgb, now_ms=0):
        self.bright = tuple(rgb)
        self.dim = (rgb[0] // 4, rgb[1] // 4, rgb[2] // 4)
        self.custom = bytearray(3)
        self.mode = P.LED_WAITING
        self.base = P.LED_WAITING  # where invalid/identify return to
        self.since = now_ms
        self.shown = None

    def set(self, mode, now_ms):
        if mode != P.LED_INVALID and mode != P.LED_IDENTIFY:  # no tuple built at run time
            self.base = mode
        self.mode = mode
        self.since = now_ms

    def set_rgb(self, r, g, b, now_ms):
        """Any colour: copied into the one custom buffer, shown again even when the mode was already rgb."""
        c = self.custom
        c[0] = r
        c[1] = g
        c[2] = b
        self.shown = None
        self.set(P.LED_RGB, now_ms)

    def colour_at(self, now_ms):
        t = ticks_diff(now_ms, self.since)
        mode = self.mode
        if mode == P.LED_INVALID:
            if t < _INVALID_MS:
                return RED if (t // 100) % 2 == 0 else WHITE
            mode = self.mode = self.base
        elif mode == P.LED_IDENTIFY:
            if t < _IDENTIFY_MS:
                return WHITE if (t // 250) % 2 == 0 else DARK
            mode = self.mode = self.base
        if mode == P.LED_OFF:
            return DARK
        if mode == P.LED_WAITING:
            return self.dim if (t // 500) % 2 == 0 else DARK
        if mode == P.LED_COLOUR:
            return self.dim
        if mode == P.LED_LOCKED:
            return self.bright
        return self.custom

    def update(self, now_ms):
        c = self.colour_at(now_ms)
        if c is self.shown:
            return None
        self.shown = c
        return c
