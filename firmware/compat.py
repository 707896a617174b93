"""Portability shims so the same firmware files run on the board, on the MicroPython unix port and on CPython.

Exports ``const``, ``ticks_ms``, ``ticks_us``, ``ticks_diff``, ``ticks_add``, ``sleep_ms`` and ``sleep_us``. On MicroPython they
are the native ones (allocation-free); on CPython they are thin stand-ins with the same wrap-around semantics.
"""
try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        return value

try:
    from time import ticks_ms, ticks_us, ticks_diff, ticks_add, sleep_ms, sleep_us
except ImportError:  # CPython
    import time as _time

    _PERIOD = 1 << 30
    _HALF = _PERIOD >> 1

    def ticks_ms():
        return int(_time.monotonic() * 1000) & (_PERIOD - 1)

    def ticks_us():
        return int(_time.monotonic() * 1000000) & (_PERIOD - 1)

    def ticks_diff(new, old):
        return ((new - old + _HALF) & (_PERIOD - 1)) - _HALF

    def ticks_add(ticks, delta):
        return (ticks + delta) & (_PERIOD - 1)

    def sleep_ms(ms):
        _time.sleep(ms / 1000)

    def sleep_us(us):
        _time.sleep(us / 1000000)
