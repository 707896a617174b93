"""`eightbit calibrate` through an emulated board (real firmware, raw readings over ``?R``) and from answers.

The prompts are answered by turning the emulated wheels (``set_raw``) and pressing its lock; the resulting
file is then used by ``eightbit flash --calibration`` and the firmware decodes the calibrated detents.
"""
import json

import pytest
import yaml

from hal.calibration import CalibrationError, calibration_from, check_centres
from hal.boards import load_board
from hal.emulator import EmulatedBoard, adc_u16
from host.cli import main
from host.commands import calibrate, flash
from tests.support import wait_for as wait

# Dial with the magnet's zero between detents 2 and 3 (readings wrap past 65535), measured a little noisily.
LEFT = [40000, 56384, 7232, 23616]
RIGHT = [9000, 25000, 41000, 57000]
CENTRE = [(1000 + 2114 * i) % 65536 for i in range(31)]


def driver(board, readings, log):
    """Answers the walk-through: turn the wheel to the reading, press; release once it was captured."""
    def step(kind, wheel, i, n, text):
        log.append((kind, wheel, i, text))
        if kind == "turn":
            board.set_raw(wheel, readings[wheel][i])
            board.press_lock()
        elif kind in ("captured", "release"):
            board.release_lock()
    return step


@pytest.fixture
def board():
    b = EmulatedBoard("yellow").start()
    yield b
    b.stop()


def test_calibrate_cli_walks_every_detent_and_flash_uses_the_file(board, tmp_path, monkeypatch, capsys):
    log = []
    monkeypatch.setattr(calibrate, "STEP", driver(board, {"left": LEFT, "centre": CENTRE, "right": RIGHT}, log))
    out = tmp_path / "cal.yaml"
    assert main(["calibrate", board.path, "--output", str(out), "--samples", "3"]) == 0
    assert f"wrote {out}" in capsys.readouterr().out
    turns = [(w, i, t) for k, w, i, t in log if k == "turn"]
    assert turns[:2] == [("left", 0, "up"), ("left", 1, "right")] and ("centre", 5, "5 (red)") in turns
    assert len(turns) == 4 + 31 + 4
    data = yaml.safe_load(out.read_text())
    assert data["board"] == "dial-v1" and data["uid"] == board.uid
    read = {name: [adc_u16(v) for v in values] for name, values in (("left", LEFT), ("centre", CENTRE),
                                                                     ("right", RIGHT))}
    assert data["calibration"] == read  # what a 12-bit ADC reads back (the emulator quantises as rp2 does)
    config = flash.build_config("dial-v1", "yellow", str(out))
    assert [w["centres"] for w in config["wheels"]] == [read["left"], read["centre"], read["right"]]
    assert board.led == (255, 180, 0) or board.led == (63, 45, 0)  # bright after a capture, dim after


def test_firmware_decodes_the_calibrated_detents(tmp_path):
    """The calibrated (wrapping) centres, flashed as config.json, decode on the real firmware."""
    from hal.calibration import apply_calibration
    from hal.serial_controller import SerialController
    profile = apply_calibration(load_board("dial-v1"), {"left": LEFT, "right": RIGHT})
    b = EmulatedBoard("green", board=profile).start()
    c = SerialController(b.path)
    try:
        assert c.wait_connected(10)
        for i, raw in enumerate(LEFT):
            b.set_raw("left", raw + 300)  # near, not on, the measured centre
            b.set_raw("right", RIGHT[3 - i] - 300)
            assert wait(lambda i=i: c.snapshot().positions[0] == i and c.snapshot().positions[2] == 3 - i)
    finally:
        c.close()
        b.stop()


def test_calibrate_ladder_from_answers_with_samples(tmp_path, capsys):
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps({"left": [[10, 12, 11], 21800, 43700, 65500],
                                   "centre": [i * 5957 for i in range(12)]}))
    out = tmp_path / "cal.json"
    assert main(["calibrate", "--answers", str(answers), "--board", "switch-v1", "-o", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["calibration"]["left"] == [11, 21800, 43700, 65500]
    assert calibration_from(data, load_board("switch-v1"), str(out))["centre"][11] == 11 * 5957


@pytest.mark.parametrize("readings, board, message", [
    ({"left": [0, 30000, 20000, 65535]}, "switch-v1", "ladder is not monotonic"),
    ({"left": [0, 21000, 21100, 65535]}, "switch-v1", "positions 2 and 3 read almost the same"),
    ({"left": [8192, 40960, 24576, 57344]}, "dial-v1", "out of order"),
    ({"left": [57344, 40960, 24576, 8192]}, "dial-v1", "DIR pin"),
    ({"left": [8192, 24576, 40960]}, "dial-v1", "has 4 positions but 3 readings"),
    ({"left": [8192, 24576, 40960, 70000]}, "dial-v1", "outside 0..65535"),
])
def test_bad_readings_are_one_clear_line_and_write_nothing(tmp_path, capsys, readings, board, message):
    answers = tmp_path / "answers.yaml"
    answers.write_text(yaml.safe_dump(readings))
    out = tmp_path / "cal.yaml"
    assert main(["calibrate", "--answers", str(answers), "--board", board, "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
    assert not out.exists()


def test_unplugged_board_is_one_clear_line(tmp_path, capsys):
    out = tmp_path / "cal.yaml"
    assert main(["calibrate", str(tmp_path / "ttyACM0"), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "no controller answered on" in err and err.count("\n") == 1
    assert not out.exists()


def test_board_unplugged_mid_way_writes_nothing(board, tmp_path, capsys, monkeypatch):
    log = []
    step = driver(board, {"left": LEFT}, log)

    def unplug_at_third(kind, wheel, i, n, text):
        if kind == "turn" and i == 2:
            board.close()
            return
        step(kind, wheel, i, n, text)
    monkeypatch.setattr(calibrate, "STEP", unplug_at_third)
    out = tmp_path / "cal.yaml"
    assert main(["calibrate", board.path, "--wheels", "left", "-o", str(out), "--timeout", "20"]) == 1
    assert "went away" in capsys.readouterr().err
    assert not out.exists()


def test_check_centres_accepts_the_nominal_layouts():
    from hal.boards import nominal_centres
    for sensor, n in [("angle", 4), ("angle", 31), ("ladder", 4), ("ladder", 12)]:
        assert check_centres("x", sensor, nominal_centres(sensor, n), n) == nominal_centres(sensor, n)
    with pytest.raises(CalibrationError):
        check_centres("x", "angle", [1, 2, 3, 4], 4)


class FakeBoardLink:
    """A stand-in for SerialController for the sampling rules only (the real path is tested above)."""

    def __init__(self, raws, answers=True):
        from hal.protocol import RawReading
        self.raws = list(raws)
        self.answers = answers
        self.connected = True
        self.locked = False
        self.RawReading = RawReading

    def snapshot(self):
        import types
        return types.SimpleNamespace(locked=self.locked)

    def set_led(self, state):
        pass

    def read_raw(self, timeout):
        if not self.answers:
            return None
        return self.RawReading((self.raws.pop(0) if self.raws else 0, 0, 0), self.locked)


def _one_wheel_profile():
    import dataclasses
    p = load_board("dial-v1")
    return dataclasses.replace(p, wheels=({**p.wheels[0], "detents": 1},) + p.wheels[1:])


def test_sampling_retakes_moving_readings_and_handles_the_wrap():
    from hal.calibration import measure
    link = FakeBoardLink([65530, 3, 65534, 1, 2])  # a dial resting on zero: the median is taken the short way

    def press(kind, *a):
        link.locked = kind == "turn"
    assert measure(link, _one_wheel_profile(), ["left"], press, samples=5) == {"left": [1]}
    link = FakeBoardLink([100, 9000, 100, 100, 100])  # one ADC spike among steady readings: the median holds
    assert measure(link, _one_wheel_profile(), ["left"], press, samples=5) == {"left": [100]}
    link = FakeBoardLink([100, 10000, 20000, 30000, 40000] + [200, 201, 202, 203, 204])  # turning during the first 5
    assert measure(link, _one_wheel_profile(), ["left"], press, samples=5) == {"left": [202]}
    link = FakeBoardLink([0, 9000] * 20)
    with pytest.raises(CalibrationError, match="kept moving"):
        measure(link, _one_wheel_profile(), ["left"], press, samples=4)


def test_old_firmware_without_raw_readings_is_one_clear_sentence():
    from hal.calibration import measure
    link = FakeBoardLink([], answers=False)

    def press(kind, *a):
        link.locked = kind == "turn"
    with pytest.raises(CalibrationError, match="firmware 1.1.0"):
        measure(link, _one_wheel_profile(), ["left"], press)


def test_sampling_accepts_the_rp2040_adcs_noise_and_takes_16_readings_by_default():
    """Issue 10 item 7: ~8.7 effective bits means a few hundred counts of u16 noise; five single samples
    limited to 264 counts of spread refused a steady wheel."""
    import random
    from hal.calibration import SAMPLES, measure
    rng = random.Random(7)
    noisy = [30000 + int(rng.gauss(0, 180)) for _ in range(SAMPLES)] + [65535]  # and one spike
    link = FakeBoardLink(noisy)

    def press(kind, *a):
        link.locked = kind == "turn"
    got = measure(link, _one_wheel_profile(), ["left"], press)["left"][0]
    assert SAMPLES == 16 and len(link.raws) == 1  # 16 readings taken, in one go
    assert abs(got - 30000) < 200
