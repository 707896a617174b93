"""Maintenance mode: the lock button held at power-up means "don't start the app, leave the REPL free".

Read before anything else imports the app, so even a broken build can be re-flashed.
"""
import config


def requested(samples=5):
    try:
        import board
        cfg, _ = config.load()
        pin = board.lock_pin(cfg["pins"]["lock"])
        import time
        held = 0
        for _ in range(samples):
            if pin.value() == 0:
                held += 1
            time.sleep_ms(2) if hasattr(time, "sleep_ms") else time.sleep(0.002)
        return held == samples
    except Exception:
        return False
