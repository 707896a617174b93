"""Maintenance mode and the crash back-off: the parts of boot that must work even when the app is broken.

Maintenance mode: the lock button held at power-up means "don't start the app, leave the REPL free". It is
read before anything imports the app, with nothing but ``machine``, ``json`` and ``time`` (no ``board``, no
``config``): a truncated module or a ``config.json`` without ``pins.lock`` still gets the lock pin (default
GP15), so a broken build can always be re-flashed.

``back_off_and_reset()``: after a crash, count it (``crashes``), wait its back-off while feeding any armed
watchdog, then reset; the LED blinks red twice a second meanwhile (``bootled``). Ctrl-C during the wait leaves
to the REPL (and stops the watchdog when it can), the LED steady dim white.
"""
import json

DEFAULT_LOCK_PIN = 15


def lock_pin_number(path="config.json"):
    """The lock's GPIO from config.json when it is a valid pin number (0..29), else GP15."""
    try:
        with open(path) as f:
            pin = json.load(f)["pins"]["lock"]
    except Exception:
        return DEFAULT_LOCK_PIN
    if isinstance(pin, int) and not isinstance(pin, bool) and 0 <= pin <= 29:
        return pin
    return DEFAULT_LOCK_PIN


def _sleep_ms(ms):
    import time
    if hasattr(time, "sleep_ms"):
        time.sleep_ms(ms)
    else:
        time.sleep(ms / 1000)


def requested(samples=5):
    try:
        import machine
        pin = machine.Pin(lock_pin_number(), machine.Pin.IN, machine.Pin.PULL_UP)
        held = 0
        for _ in range(samples):
            if pin.value() == 0:
                held += 1
            _sleep_ms(2)
        return held == samples
    except Exception:
        return False


def _feed():
    try:
        import board
        board.feed_watchdog()
    except Exception:
        pass


def back_off_and_reset():
    import machine
    try:
        import crashes
        n = crashes.record()
        wait = crashes.backoff_ms(n)
    except Exception:
        n, wait = 0, 1000
    print("8bit: crash %d in a row; reset in %d ms (Ctrl-C for the REPL)" % (n, wait))
    import bootled
    try:
        for i in range(wait // 100):
            _feed()
            bootled.show(bootled.backoff_colour(i * 100))
            _sleep_ms(100)
    except KeyboardInterrupt:
        try:
            import board
            board.disarm_watchdog()
        except Exception:
            pass
        bootled.show(bootled.REPL_FREE)
        print("8bit: interrupted, REPL free")
        return
    machine.reset()
