"""The LED on the boot paths where the app does not run: maintenance mode, the REPL left free, crash back-off.

Only ``machine``, ``neopixel`` and ``json`` (like ``maintenance``), so a broken build still shows it:

- maintenance mode (lock held at power-up) and the REPL after Ctrl-C: steady dim white (``REPL_FREE``);
- crash back-off: a red double blink every second (``backoff_colour``) until the board resets.

The app's own patterns (waiting, colour, locked, invalid, identify) are in ``led``; docs/hardware.md
"LED patterns" lists them all.
"""
import json

REPL_FREE = (24, 24, 24)
RED = (255, 0, 0)
DARK = (0, 0, 0)
DEFAULT_LED_PIN = 16
_np = None


def led_pin(path="config.json"):
    """The LED's GPIO from config.json when it is a valid pin number (0..29), else GP16."""
    try:
        with open(path) as f:
            pin = json.load(f)["pins"]["led"]
    except Exception:
        return DEFAULT_LED_PIN
    if isinstance(pin, int) and not isinstance(pin, bool) and 0 <= pin <= 29:
        return pin
    return DEFAULT_LED_PIN


def backoff_colour(t_ms):
    """Crash back-off: red for 100 ms at 0 and at 200 ms of every second, dark otherwise."""
    p = t_ms % 1000
    return RED if p < 100 or 200 <= p < 300 else DARK


def show(rgb):
    """Show ``rgb`` on the status LED; never raises (no LED wired, a broken config)."""
    global _np
    try:
        if _np is None:
            import machine
            import neopixel
            _np = neopixel.NeoPixel(machine.Pin(led_pin()), 1)
        _np[0] = rgb
        _np.write()
    except Exception:
        pass
