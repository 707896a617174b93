"""The switch build's resistor ladder (issue 10 item 8, docs/hardware.md "Switch build"): taps at (i + 1/2)/N
of the supply (GND - 499R - tap 0 - 1k - tap 1 ... tap N-1 - 499R - 3V3, 1 % resistors), a 1 MOhm pull-down on
the wiper so an open switch reads 0 V. Every tap, with any resistor within tolerance, the pull-down's load and
12-bit quantisation, decodes to its own position with the nominal (uncalibrated) centres; the rails never do."""
from hypothesis import given, strategies as st

from wheel import BETWEEN, WheelDecoder, default_centres

R = 1000.0
R_END = 499.0
PULL_DOWN = 1_000_000.0


def tap_readings(n: int, resistors: list[float]) -> list[int]:
    """read_u16 at each tap: the divider loaded by the pull-down, quantised to 12 bits, scaled to 16."""
    total = sum(resistors)
    out = []
    for i in range(n):
        below = sum(resistors[: i + 1])  # GND .. tap i
        above = total - below
        thevenin = below * above / total
        v = below / total * PULL_DOWN / (PULL_DOWN + thevenin)  # fraction of 3V3 at the ADC pin
        raw12 = min(4095, int(v * 4096))
        out.append((raw12 << 4) | (raw12 >> 8))
    return out


def ladder(n: int, tolerance: float):
    nominal = [R_END] + [R] * (n - 1) + [R_END]
    return st.lists(st.floats(-tolerance, tolerance), min_size=n + 1, max_size=n + 1).map(
        lambda errs: [r * (1 + e) for r, e in zip(nominal, errs)])


@given(st.sampled_from([4, 12]).flatmap(lambda n: st.tuples(st.just(n), ladder(n, 0.01))))
def test_every_tap_of_a_1_percent_ladder_decodes_to_its_position(build):
    n, resistors = build
    dec = WheelDecoder(default_centres("ladder", n), False)
    assert [dec.classify(raw) for raw in tap_readings(n, resistors)] == list(range(n))


def test_nominal_taps_sit_at_i_plus_half_over_n_and_the_rails_are_between_detents():
    for n in (4, 12):
        dec = WheelDecoder(default_centres("ladder", n), False)
        assert default_centres("ladder", n)[0] == 0x10000 // (2 * n)
        assert dec.classify(0) == BETWEEN  # open switch: the pull-down holds the pin at 0 V
        assert dec.classify(0xFFFF) == BETWEEN
        assert dec.classify(0, current=0) == BETWEEN  # even while position 0 is the reported one
