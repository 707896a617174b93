"""Thin hardware adapters over ``machine``: three ADC wheels, the lock button, the RGB LED and the watchdog.

Everything here is a one-liner over ``machine``/``neopixel`` so the logic elsewhere stays testable; the
emulator and the tests replace ``machine`` and ``neopixel`` by fakes found through MICROPYPATH.
"""
import sys

import machine

try:
    import neopixel
except ImportError:  # a board without the module still runs, LED-less
    neopixel = None


def uid():
    """The board's unique id as upper-case hex."""
    raw = machine.unique_id()
    return "".join(["%02X" % b for b in raw])


def lock_pin(number):
    return machine.Pin(number, machine.Pin.IN, machine.Pin.PULL_UP)


class Board:
    def __init__(self, cfg):
        pins = cfg["pins"]
        self.adcs = [machine.ADC(machine.Pin(p)) for p in pins["wheels"]]
        self.lock = lock_pin(pins["lock"])
        self.pixels = neopixel.NeoPixel(machine.Pin(pins["led"]), 1) if neopixel else None
        self.wdt = None

    def raw(self, wheel):
        return self.adcs[wheel].read_u16()

    def lock_pressed(self):
        return self.lock.value() == 0  # pull-up: pressed pulls the pin low

    def show(self, rgb):
        if self.pixels is not None:
            self.pixels[0] = rgb
            self.pixels.write()

    def start_watchdog(self, timeout_ms):
        self.wdt = machine.WDT(timeout=timeout_ms)

    def feed(self):
        if self.wdt is not None:
            self.wdt.feed()

    def disarm_watchdog(self):
        """Stop the watchdog so a REPL session (mpremote) is not reset under the user's feet."""
        if self.wdt is None:
            return
        if sys.platform == "rp2":
            # RP2040 WATCHDOG_CTRL (0x40058000) bit 30 is ENABLE; machine.WDT has no stop().
            machine.mem32[0x40058000] = machine.mem32[0x40058000] & ~(1 << 30)
        elif hasattr(self.wdt, "disarm"):
            self.wdt.disarm()
        self.wdt = None


def reset():
    machine.reset()
