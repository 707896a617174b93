"""Fake ``machine`` module for emulated boards and firmware tests (MicroPython unix port or CPython).

Found through MICROPYPATH (or sys.path) ahead of the built-in one. ADC and Pin values are driven by the host
through a control pipe whose file descriptor is in $EIGHTBIT_EMU_CTL: ASCII lines ``a<channel> <value>``
(ADC channel 0..2 = GP26..28, 16-bit value) and ``p<pin> <0|1>`` (pin level). Tests can also call
``set_adc``/``set_pin`` directly. The pipe is polled allocation-free on every read, so the firmware's
steady-state loop stays allocation-free under the fake too. When the host end of the pipe closes the
board "loses power" (SystemExit). ``unique_id`` comes from $EIGHTBIT_EMU_UID (hex).
"""
import os
import select
import sys

try:
    from time import ticks_ms, ticks_diff
except ImportError:  # CPython
    import time as _t

    def ticks_ms():
        return int(_t.monotonic() * 1000)

    def ticks_diff(a, b):
        return a - b

_adc = [32768, 32768, 32768, 32768, 32768]
_pins = [1] * 32
_buf = bytearray(1)  # MicroPython's readinto waits until the buffer is full: read one byte per poll
_line = bytearray(24)
_n = [0]
_ctl = None
_poll = None
_ipoll = None


def _open_control():
    global _ctl, _poll, _ipoll
    fd = os.getenv("EIGHTBIT_EMU_CTL")
    if not fd:
        return
    path = "/dev/fd/" + fd
    try:
        _ctl = open(path, "rb", buffering=0)  # CPython
    except TypeError:
        _ctl = open(path, "rb")  # MicroPython
    _poll = select.poll()
    _poll.register(_ctl, select.POLLIN)
    _ipoll = getattr(_poll, "ipoll", None)


def _apply(n):
    line = _line
    if n < 3:
        return
    kind = line[0]
    i = 1
    target = 0
    while i < n and 48 <= line[i] <= 57:
        target = target * 10 + line[i] - 48
        i += 1
    i += 1
    value = 0
    while i < n and 48 <= line[i] <= 57:
        value = value * 10 + line[i] - 48
        i += 1
    if kind == 97 and target < len(_adc):  # 'a'
        _adc[target] = value & 0xFFFF
    elif kind == 112 and target < len(_pins):  # 'p'
        _pins[target] = 1 if value else 0


def _drain(ev):
    if not ev & select.POLLIN:
        raise SystemExit(0)
    k = _ctl.readinto(_buf)
    if not k:
        raise SystemExit(0)  # host side gone: power off
    n = _n[0]
    for j in range(k):
        b = _buf[j]
        if b == 10:
            _apply(n)
            n = 0
        elif n < len(_line):
            _line[n] = b
            n += 1
    _n[0] = n


def pump():
    """Apply pending control lines (called by every ADC/Pin read)."""
    if _poll is None:
        return
    more = True
    while more:
        more = False
        if _ipoll is not None:
            for _o, ev in _ipoll(0):
                _drain(ev)
                more = True
        else:
            for _fd, ev in _poll.poll(0):
                _drain(ev)
                more = True


def set_adc(channel, value):
    _adc[channel] = value


def set_pin(pin, level):
    _pins[pin] = level


def unique_id():
    text = os.getenv("EIGHTBIT_EMU_UID") or "E66141040000CAFE"
    return bytes([int(text[i:i + 2], 16) for i in range(0, len(text), 2)])


def reset():
    print("machine.reset()")
    raise SystemExit(3)


def soft_reset():
    reset()


def freq():
    return 125000000


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    PULL_DOWN = 2

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = id
        if value is not None:
            _pins[id] = value

    def value(self, v=None):
        if v is None:
            pump()
            return _pins[self.id]
        _pins[self.id] = 1 if v else 0

    def __call__(self, v=None):
        return self.value(v)


class ADC:
    def __init__(self, pin):
        pid = pin.id if isinstance(pin, Pin) else pin
        self.channel = pid - 26 if pid >= 26 else pid

    def read_u16(self):
        pump()
        return _adc[self.channel]


class WDT:
    """Resets the (emulated) board when not fed within the timeout; checked on every feed."""

    def __init__(self, id=0, timeout=5000):
        self.timeout = timeout
        self.last = ticks_ms()
        self.armed = True

    def feed(self):
        now = ticks_ms()
        if self.armed and ticks_diff(now, self.last) > self.timeout:
            print("watchdog reset")
            raise SystemExit(4)
        self.last = now

    def disarm(self):
        self.armed = False


class _Mem:
    def __getitem__(self, addr):
        return 0

    def __setitem__(self, addr, value):
        pass


mem32 = _Mem()

_open_control()
