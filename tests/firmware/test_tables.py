"""Firmware pure logic under CPython: QMK-style tables (tables.json) and hypothesis properties."""
import json
from pathlib import Path

from hypothesis import given, settings, strategies as st

from tablerun import run_tables
from wheel import BETWEEN, Wheel, WheelDecoder, default_centres

TABLES = json.loads((Path(__file__).parent / "tables.json").read_text())


def test_debounce_tables():
    assert run_tables(TABLES) == []


BUILDS = [("angle", 4), ("angle", 31), ("ladder", 4), ("ladder", 12)]


def decoder(sensor, n):
    return WheelDecoder(default_centres(sensor, n), sensor == "angle")


def half_gap(sensor, n):
    c = default_centres(sensor, n)
    return (c[1] - c[0]) // 2


@given(st.sampled_from(BUILDS), st.data())
def test_noise_inside_hysteresis_band_never_changes_position(build, data):
    sensor, n = build
    dec = decoder(sensor, n)
    target = data.draw(st.integers(0, n - 1))
    centre = default_centres(sensor, n)[target]
    hold = (2 * half_gap(sensor, n) * 45) // 100 - 1
    w = Wheel(dec, 10)
    for t in range(12):
        w.update(centre, t)
    assert w.position == target
    noise = data.draw(st.lists(st.integers(-hold, hold), min_size=1, max_size=200))
    for i, d in enumerate(noise):
        raw = (centre + d) & 0xFFFF if sensor == "angle" else min(max(centre + d, 0), 0xFFFF)
        assert not w.update(raw, 12 + i)
        assert w.position == target


@settings(max_examples=200)
@given(st.sampled_from(BUILDS), st.data())
def test_bounce_ending_on_a_stable_detent_reports_it_exactly_once(build, data):
    sensor, n = build
    dec = decoder(sensor, n)
    centres = default_centres(sensor, n)
    start = data.draw(st.integers(0, n - 1))
    final = data.draw(st.integers(0, n - 1))
    w = Wheel(dec, 10)
    t = 0
    for _ in range(11):
        w.update(centres[start], t)
        t += 1
    assert w.position == start
    reports = []
    # bounce: any readings, each run shorter than the debounce window
    bounce = data.draw(st.lists(st.tuples(st.integers(0, 0xFFFF), st.integers(1, 9)), max_size=30))
    for raw, dur in bounce:
        for _ in range(dur):
            if w.update(raw, t):
                reports.append(w.position)
            t += 1
        # a between-detent reading always follows, so no run of one detent reaches 10 ms
        if w.update((centres[0] + centres[1]) // 2, t):
            reports.append(w.position)
        t += 1
    for _ in range(25):
        if w.update(centres[final], t):
            reports.append(w.position)
        t += 1
    assert w.position == final
    assert reports == ([final] if final != start else [])


@given(st.sampled_from(BUILDS), st.integers(0, 0xFFFF))
def test_between_detent_reading_is_never_reported(build, raw):
    sensor, n = build
    dec = decoder(sensor, n)
    w = Wheel(dec, 10)
    reported = [w.position for t in range(30) if w.update(raw, t)]
    if dec.classify(raw) == BETWEEN:
        assert reported == [] and w.position == BETWEEN
    else:
        assert reported == [dec.classify(raw)]


def test_windows_do_not_overlap():
    for sensor, n in BUILDS:
        dec = decoder(sensor, n)
        for raw in range(0, 0x10000, 7):
            hits = [i for i in range(n) if ((raw - dec.cap_lo[i]) & 0xFFFF) <= dec.cap_w[i]]
            assert len(hits) <= 1, (sensor, n, raw, hits)


@given(st.sampled_from([4, 12, 31]), st.integers(0, 0xFFFF))
def test_angle_calibration_may_wrap_past_zero(n, offset):
    """The magnet's zero can sit anywhere: centres rotated round the circle still decode every detent."""
    centres = [(c + offset) & 0xFFFF for c in default_centres("angle", n)]
    dec = WheelDecoder(centres, True)
    for i, c in enumerate(centres):
        assert dec.classify(c) == i
        gap = (centres[(i + 1) % n] - c) & 0xFFFF
        assert dec.classify((c + gap // 2) & 0xFFFF) == BETWEEN


def test_bad_calibrations_are_refused():
    import pytest
    for centres, circular in [([100, 50, 200], False), ([0, 0, 100], False),
                              ([100, 30000, 20000, 50000], True),  # out of order: goes round twice
                              ([100, 100, 20000, 50000], True)]:
        with pytest.raises(ValueError):
            WheelDecoder(centres, circular)
