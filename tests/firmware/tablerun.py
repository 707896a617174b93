"""Runs the debounce tables (tables.json) through the firmware's pure logic; shared by CPython and MicroPython.

Returns a list of [scenario name, row index, expected, got] for every mismatching row (empty = all pass).
"""
from button import Button
from wheel import BETWEEN, Wheel, WheelDecoder, default_centres


def run_tables(tables):
    bad = []
    for sc in tables["wheels"]:
        dec = WheelDecoder(default_centres(sc["sensor"], sc["detents"]), sc["sensor"] == "angle")
        w = Wheel(dec, sc["debounce_ms"])
        for i, row in enumerate(sc["rows"]):
            changed = w.update(row[1], row[0])
            got = w.position if changed else None
            if got == BETWEEN:
                got = "between"
            if got != row[2]:
                bad.append([sc["name"], i, row[2], got])
    for sc in tables["buttons"]:
        b = Button(sc["debounce_ms"])
        for i, row in enumerate(sc["rows"]):
            changed = b.update(row[1] == 1, row[0])
            got = (1 if b.pressed else 0) if changed else None
            if got != row[2]:
                bad.append([sc["name"], i, row[2], got])
    return bad
