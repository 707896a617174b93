"""Fake ``machine`` module for emulated boards and firmware tests (MicroPython unix port or CPython).

Found through MICROPYPATH (or sys.path) ahead of the built-in one. ADC and Pin values are driven by the host
through a control pipe whose file descriptor is in $EIGHTBIT_EMU_CTL: ASCII lines ``a<channel> <value>``
(ADC channel 0..2 = GP26..28, 16-bit value) and ``p<pin> <0|1>`` (pin level). Tests can also call
``set_adc`` directly. The pipe is polled allocation-free on every read, so the firmware's
steady-state loop stays allocation-free under the fake too. When the host end of the pipe closes the
board "loses power" (SystemExit). ``unique_id`` comes from $EIGHTBIT_EMU_UID (hex).

The fake carries the real board's limits (docs/hardware.md "What the emulator enforces"), so a fault that
would bite on hardware fails a test here:

- the chip ($EIGHTBIT_EMU_CHIP: ``RP2040`` default, or ``RP2350``) answers SYSINFO CHIP_ID at 0x40000000, and
  only that chip's watchdog block (RP2040 0x40058000, RP2350 0x400D8000) stops the watchdog when CTRL bit 30
  is cleared; a write anywhere else (0x40058000 is PLL_USB on an RP2350) changes nothing;
- ``WDT(timeout=)`` refuses more than 8,388 ms (RP2040) / 16,777 ms (RP2350) as rp2 does; it resets the board
  when a feed comes late, and reports arm/feed/disarm on $EIGHTBIT_EMU_WDT (``W<ms>``, ``F``, ``D`` lines, feeds
  at most every 100 ms) so an emulator can keep it running across a soft reset, as the real one does;
- ``ADC`` accepts only GP26..29 (or channels 0..4) and quantises to 12 bits scaled to 16 like rp2's
  ``read_u16`` (``raw12 << 4 | raw12 >> 8``); like a real pot on rp2's ADC it can be noisy: every read adds
  bounded, seeded noise of up to +-``amplitude`` (16-bit units) before quantising — ``set_noise(amplitude,
  seed)`` or $EIGHTBIT_EMU_ADC_NOISE (``amplitude`` or ``amplitude,seed``); 0 (the default) is noiseless;
- ``reset_cause()`` is ``PWRON_RESET`` unless $EIGHTBIT_EMU_RESET says ``watchdog``;
- ``I2C`` has an SSD1306 (or SH1106) private screen at 0x3C only when $EIGHTBIT_EMU_OLED is set
  (``ssd1306_fake``, with its knobs: failing transfers, a held SDA that only nine SCL clocks release, power-up
  snow); the I2C's SDA/SCL pins, driven as GPIO for bus recovery, reach that fake (``_bus_pin``). Control lines
  ``i<knob> <value>`` turn its knobs (``ssd1306_fake.knob``).

Shorter waits for tests, never beyond what the real board allows: $EIGHTBIT_EMU_RESUME_MS becomes
``EMU_RESUME_MS``, how long the firmware waits after a Ctrl-C before it resumes (``lifecycle.RESUME_MS`` when
unset, as on the real ``machine``, which has no such attribute).
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

EMULATES_RP2 = True
PWRON_RESET = 1
WDT_RESET = 3
_CHIP = os.getenv("EIGHTBIT_EMU_CHIP") or "RP2040"
_CHIP_PART = {"RP2040": 2, "RP2350": 4}
_WDT_CTRL = {"RP2040": 0x40058000, "RP2350": 0x400D8000}
_WDT_MAX = {"RP2040": 8388, "RP2350": 16777}
if os.getenv("EIGHTBIT_EMU_RESUME_MS"):
    EMU_RESUME_MS = int(os.getenv("EIGHTBIT_EMU_RESUME_MS"))
_adc = [32768, 32768, 32768, 32768, 32768]
_noise = [0, 1]  # amplitude (16-bit units), the generator's state (a 31-bit LCG: small ints, no allocation)
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
    elif kind == 105:  # 'i': the fake screen's knobs
        import ssd1306_fake
        ssd1306_fake.knob(target, value)


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


def set_noise(amplitude, seed=1):
    """Every ADC read from now on adds noise uniform in -amplitude..+amplitude, from a generator seeded ``seed``."""
    _noise[0] = max(0, int(amplitude))
    _noise[1] = int(seed) & 0x7FFFFFFF


def _noisy(value):
    amplitude = _noise[0]
    if not amplitude:
        return value
    state = (_noise[1] * 1103515245 + 12345) & 0x7FFFFFFF
    _noise[1] = state
    value += (state >> 8) % (2 * amplitude + 1) - amplitude
    return 0 if value < 0 else 65535 if value > 65535 else value


def _noise_from_env():
    text = os.getenv("EIGHTBIT_EMU_ADC_NOISE")
    if text:
        parts = text.split(",")
        set_noise(int(parts[0]), int(parts[1]) if len(parts) > 1 else 1)


def unique_id():
    text = os.getenv("EIGHTBIT_EMU_UID") or "E66141040000CAFE"
    return bytes([int(text[i:i + 2], 16) for i in range(0, len(text), 2)])


def reset_cause():
    return WDT_RESET if os.getenv("EIGHTBIT_EMU_RESET") == "watchdog" else PWRON_RESET


def _heap_report(when):
    """$EIGHTBIT_EMU_MEM set: after a collection, say the free heap on stderr (the margin tests read it)."""
    if os.getenv("EIGHTBIT_EMU_MEM"):
        import gc
        gc.collect()
        sys.stderr.write("8bit-emu heap %s free=%d alloc=%d\n" % (when, gc.mem_free(), gc.mem_alloc()))


def reset():
    _heap_report("reset")
    print("machine.reset()")
    raise SystemExit(3)


def freq():
    return 125000000


_i2c_pins = [-1, -1]  # SDA, SCL of the last I2C made: their levels reach the fake screen (bus recovery)


def _bus_pin(pin, level):
    import ssd1306_fake
    ssd1306_fake.line(0 if pin == _i2c_pins[0] else 1, level)


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = id
        if value is not None:
            self.value(value)

    def init(self, mode=-1, pull=-1, value=None):
        if value is not None:
            self.value(value)

    def value(self, v=None):
        if v is None:
            pump()
            if self.id == _i2c_pins[0]:
                import ssd1306_fake
                if ssd1306_fake.bus["hold"]:
                    return 0  # the screen holds SDA low
            return _pins[self.id]
        _pins[self.id] = 1 if v else 0
        if self.id == _i2c_pins[0] or self.id == _i2c_pins[1]:
            _bus_pin(self.id, _pins[self.id])

    def __call__(self, v=None):
        return self.value(v)


class ADC:
    CORE_TEMP = 4

    def __init__(self, pin):
        if isinstance(pin, Pin):
            if not 26 <= pin.id <= 29:
                raise ValueError("Pin doesn't have ADC capabilities")
            self.channel = pin.id - 26
        else:
            if not (0 <= pin <= 4 or 26 <= pin <= 29):
                raise ValueError("invalid channel")
            self.channel = pin - 26 if pin >= 26 else pin

    def read_u16(self):
        pump()
        raw = _noisy(_adc[self.channel]) >> 4  # the RP2040/RP2350 ADC has 12 bits
        return (raw << 4) | (raw >> 8)


_wdt_out = None
_rec_feed = b"F\n"


def _wdt_report(data):
    global _wdt_out
    fd = os.getenv("EIGHTBIT_EMU_WDT")
    if not fd:
        return
    try:
        if _wdt_out is None:
            path = "/dev/fd/" + fd
            try:
                _wdt_out = open(path, "wb", buffering=0)  # CPython
            except TypeError:
                _wdt_out = open(path, "wb")
        _wdt_out.write(data)
    except OSError:
        pass


class WDT:
    """Resets the (emulated) board when not fed within the timeout; checked on every feed."""

    armed = None  # the one watchdog (rp2 has one): stopped through mem32 like the real register

    def __init__(self, id=0, timeout=5000):
        if id != 0:
            raise ValueError("WDT(%d) doesn't exist" % id)
        if timeout > _WDT_MAX[_CHIP]:
            raise ValueError("timeout exceeds %d" % _WDT_MAX[_CHIP])
        self.timeout = timeout
        self.last = ticks_ms()
        self.reported = self.last
        self.enabled = True
        WDT.armed = self
        _wdt_report(("W%d\n" % timeout).encode())
        _heap_report("boot")  # armed once the app is built and has said hello

    def feed(self):
        now = ticks_ms()
        if self.enabled and ticks_diff(now, self.last) > self.timeout:
            print("watchdog reset")
            raise SystemExit(4)
        self.last = now
        if self.enabled and ticks_diff(now, self.reported) >= 100:
            self.reported = now
            _wdt_report(_rec_feed)


class I2C:
    """I2C with an SSD1306 at 0x3C when $EIGHTBIT_EMU_OLED is set (``ssd1306_fake``); else nothing answers."""

    def __init__(self, id=0, sda=None, scl=None, freq=400000):
        import ssd1306_fake
        self.device = ssd1306_fake
        _i2c_pins[0] = sda.id if isinstance(sda, Pin) else -1
        _i2c_pins[1] = scl.id if isinstance(scl, Pin) else -1

    def scan(self):
        return [self.device.ADDRESS] if self.device.present() else []

    def writeto(self, addr, buf, stop=True):
        if addr != self.device.ADDRESS:
            raise OSError(19)
        self.device.write(buf)
        return len(buf)

    def writevto(self, addr, vector, stop=True):
        if addr != self.device.ADDRESS:
            raise OSError(19)
        self.device.write(vector[0], vector)  # part by part: allocation-free, like the real one


class _Mem:
    """Register reads/writes: SYSINFO CHIP_ID and the emulated chip's WATCHDOG CTRL (ENABLE, bit 30)."""

    def __getitem__(self, addr):
        if addr == 0x40000000:
            return (1 << 28) | (_CHIP_PART[_CHIP] << 12) | 0x927
        if addr == _WDT_CTRL[_CHIP]:
            w = WDT.armed
            return (1 << 30) | 0x7000000 if w is not None and w.enabled else 0x7000000
        return 0

    def __setitem__(self, addr, value):
        if addr == _WDT_CTRL[_CHIP] and not value & (1 << 30) and WDT.armed is not None:
            WDT.armed.enabled = False
            WDT.armed = None
            _wdt_report(b"D\n")


mem32 = _Mem()

_open_control()
_noise_from_env()
