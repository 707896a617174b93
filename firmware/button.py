"""Lock button debounce: defer style (a new level counts only after it held for the window, ~5 ms).

Pure logic: no ``machine``; the caller passes the pressed level (already inverted for a pull-up) and the time.
"""
from compat import ticks_diff


class Button:
    """``pressed`` is the debounced state; ``update`` returns True when it changed."""

    def __init__(self, debounce_ms=5, pressed=False):
        self.debounce_ms = debounce_ms
        self.pressed = pressed
        self.candidate = pressed
        self.since = 0

    def update(self, level, now_ms):
        if level != self.candidate:
            self.candidate = level
            self.since = now_ms
        if self.candidate != self.pressed and ticks_diff(now_ms, self.since) >= self.debounce_ms:
            self.pressed = self.candidate
            return True
        return False
