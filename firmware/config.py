"""The board's config file (``config.json``, written at flash time): colour, board profile, calibration.

Missing keys fall back to the defaults below (the dial build), also inside ``pins``, so a half-written file still
boots; a file that
cannot be parsed boots the defaults and says so in ``problem`` (reported in the hello line's log).
"""
import json

FIRMWARE_VERSION = "1.2.0"

DEFAULTS = {
    "colour": "red",
    "board": "dial-v1",
    "pins": {"wheels": [26, 27, 28], "lock": 15, "led": 16},
    "wheels": [
        {"name": "left", "sensor": "angle", "detents": 4},
        {"name": "centre", "sensor": "angle", "detents": 31},
        {"name": "right", "sensor": "angle", "detents": 4},
    ],
    "capture_pct": 30,
    "hold_pct": 45,
    "debounce_ms": 10,
    "lock_debounce_ms": 5,
    "heartbeat_ms": 300,
    "watchdog_ms": 2000,
}


def merged(data):
    """``data`` over the defaults; a default that is a dict (``pins``) is merged key by key, so a file that
    gives only some pins keeps the default of the others. A value of the wrong kind for a dict default is
    ignored."""
    cfg = {}
    for key in DEFAULTS:
        value = DEFAULTS[key]
        cfg[key] = dict(value) if isinstance(value, dict) else value
    if isinstance(data, dict):
        for key in data:
            value = data[key]
            if isinstance(cfg.get(key), dict):
                if isinstance(value, dict):
                    for sub in value:
                        cfg[key][sub] = value[sub]
            else:
                cfg[key] = value
    return cfg


def load(path="config.json"):
    """(config dict, problem string or None)."""
    try:
        with open(path) as f:
            return merged(json.load(f)), None
    except OSError:
        return merged(None), "no config.json"
    except ValueError:
        return merged(None), "config.json unreadable"
