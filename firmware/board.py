"""Thin hardware adapters over ``machine``: chip, ADC wheels, lock button, RGB LED, watchdog.

The fakes in hal/board_fakes replace ``machine``/``neopixel`` in tests. Chip registers: docs/hardware.md
"Chips" (SYSINFO CHIP_ID 0x40000000: PART 2 = RP2040, 4 = RP2350; watchdog CTRL 0x40058000 on the RP2040,
0x400D8000 on the RP2350, ENABLE bit 30). WDT timeouts are clamped to 8,388 ms (the RP2040's maximum).
"""
import sys

import machine
from compat import const

try:
    import neopixel
except ImportError:  # a board without the module still runs, LED-less
    neopixel = None

WDT_MAX_MS = const(8388)
WDT_MIN_MS = const(1)
SAMPLES = const(4)  # ADC reads averaged per wheel per scan (RP2040 ADC: ~8.7 effective bits, erratum E11)
_SYSINFO_CHIP_ID = const(0x40000000)
_WDT_BASE = {"RP2040": 0x40058000, "RP2350": 0x400D8000}
_WDT_ENABLE = const(0x40000000)  # CTRL bit 30


def uid():
    """The board's unique id as upper-case hex."""
    raw = machine.unique_id()
    return "".join(["%02X" % b for b in raw])


def chip():
    """``"RP2040"``, ``"RP2350"`` or ``"unknown"`` (not an rp2 board, or a part number we do not know)."""
    if sys.platform != "rp2" and not getattr(machine, "EMULATES_RP2", False):
        return "unknown"
    part = (machine.mem32[_SYSINFO_CHIP_ID] >> 12) & 0xFFFF
    if part == 2:
        return "RP2040"
    if part == 4:
        return "RP2350"
    return "unknown"


def reset_cause():
    """Why the board last started: ``power``, ``watchdog`` (a watchdog timeout or ``machine.reset()``) or ``other``."""
    try:
        cause = machine.reset_cause()
    except (AttributeError, OSError):
        return "other"
    if cause == getattr(machine, "PWRON_RESET", -1):
        return "power"
    if cause == getattr(machine, "WDT_RESET", -1):
        return "watchdog"
    return "other"


def lock_pin(number):
    return machine.Pin(number, machine.Pin.IN, machine.Pin.PULL_UP)


_wdt = [None]  # the one armed watchdog, so main.py's crash back-off can feed it without an App


def feed_watchdog():
    if _wdt[0] is not None:
        _wdt[0].feed()


def make_screen(spec):
    """The private screen from ``pins.oled`` (``{"i2c": 0, "sda": 4, "scl": 5}``, optional ``driver``
    ``ssd1306``/``sh1106``, ``font`` ``small``/``tall``/``large``, ``blank_after_min``), or None (none
    configured, a bad spec, or no ``framebuf``). A screen that does not answer is still returned: it says so
    (``oled.NOTE_NONE``) and keeps trying."""
    if not isinstance(spec, dict):
        return None
    try:
        import oled
        from compat import ticks_ms
        bus = oled.Bus(spec.get("i2c", 0), spec["sda"], spec["scl"])
        blank_ms = int(float(spec.get("blank_after_min", 0)) * 60000)
        return oled.Oled(bus, spec.get("driver", "ssd1306"), spec.get("font", "small"), blank_ms, ticks_ms())
    except (ImportError, KeyError, ValueError, OSError, TypeError):
        return None


def disarm_watchdog():
    """Stop the armed watchdog: ``machine.WDT`` has no stop(), so clear CTRL.ENABLE of this chip's watchdog
    block. True when no watchdog runs any more; False on an unknown chip (never write a register we cannot name).
    """
    if _wdt[0] is None:
        return True
    base = _WDT_BASE.get(chip())
    if base is None:
        return False
    machine.mem32[base] = machine.mem32[base] & ~_WDT_ENABLE
    _wdt[0] = None
    return True


class Board:
    def __init__(self, cfg):
        pins = cfg["pins"]
        self.adcs = [machine.ADC(machine.Pin(p)) for p in pins["wheels"]]
        self.lock = lock_pin(pins["lock"])
        self.pixels = neopixel.NeoPixel(machine.Pin(pins["led"]), 1) if neopixel else None
        self.chip = chip()
        self.wdt = None
        self.screen = make_screen(pins.get("oled"))

    def raw(self, wheel):
        """The wheel's reading, the mean of SAMPLES ``read_u16`` calls (small ints: no allocation)."""
        adc = self.adcs[wheel]  # (a bound method ``adc.read_u16`` held in a variable would allocate)
        return (adc.read_u16() + adc.read_u16() + adc.read_u16() + adc.read_u16()) >> 2

    def lock_pressed(self):
        return self.lock.value() == 0  # pull-up: pressed pulls the pin low

    def show(self, rgb):
        if self.pixels is not None:
            self.pixels[0] = rgb
            self.pixels.write()

    def start_watchdog(self, timeout_ms):
        timeout_ms = min(max(int(timeout_ms), WDT_MIN_MS), WDT_MAX_MS)
        self.wdt = machine.WDT(timeout=timeout_ms)
        _wdt[0] = self.wdt

    def feed(self):
        if self.wdt is not None:
            self.wdt.feed()

    def disarm_watchdog(self):
        """Stop the watchdog so a REPL session (mpremote) is not reset under the user's feet."""
        if disarm_watchdog():
            self.wdt = None
            return True
        return False

def reset():
    machine.reset()
