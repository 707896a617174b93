"""`eightbit ports` and `eightbit emulate` through the real command line."""
import os
import re
import subprocess
import sys
import time

import pytest

from host.cli import main
from hal.emulator import EmulatedBoard


def test_ports_says_plainly_when_nothing_is_connected(capsys):
    assert main(["ports"]) == 0
    out = capsys.readouterr().out
    assert "No controller" in out


def test_ports_lists_an_emulated_board_by_url(capsys):
    b = EmulatedBoard("purple").start()
    try:
        time.sleep(0.3)
        assert main(["ports", "--no-usb", b.path]) == 0
        out = capsys.readouterr().out
        assert b.uid in out and "colour purple" in out and "firmware 1.2.0" in out
    finally:
        b.stop()


def test_emulate_bad_count_is_one_clear_line(capsys):
    assert main(["emulate", "--count", "9"]) == 2
    assert "from 1 to 6, not 9" in capsys.readouterr().err


def test_emulate_starts_boards_and_takes_commands():
    p = subprocess.run([sys.executable, "-m", "host.cli", "emulate", "--count", "2", "--colours", "red", "blue"],
                       input="red left right\nred centre 5\nred lock\nblue 17\nlist\nquit\n",
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "MicroPython unix port" in p.stdout
    assert p.stdout.count("ok") == 4
    assert "Traceback" not in p.stderr


# --- issue 7, item 4 (maker commands): usage errors exit 2 with one line `eightbit VERB: message`

def _usage(argv, capsys, needle):
    assert main(argv) == 2, argv
    err = capsys.readouterr().err
    assert err.startswith(f"eightbit {argv[0]}: ") and err.count("\n") == 1 and needle in err, err
    assert "Traceback" not in err and "internal error" not in err


@pytest.mark.parametrize("argv, needle", [
    (["emulate", "--count", "0"], "--count"),
    (["emulate", "--count", "7"], "--count"),
    (["emulate", "--count", "-1"], "--count"),
    (["emulate", "--colours", "red", "chartreuse"], "'chartreuse' is not one of"),
    (["emulate", "--colours", "red", "red"], "2 different colours"),
    (["emulate", "--colours", ""], "'' is not one of"),
    (["emulate", "--count", "3", "--colours", "red", "blue"], "3 different colours"),
    (["emulate", "--board", "../../etc/passwd"], "--board"),
    (["emulate", "--board", ""], "--board"),
    (["calibrate", "--samples", "0"], "--samples"),
    (["calibrate", "--samples", "-5"], "--samples"),
    (["calibrate", "--timeout", "-1"], "--timeout"),
    (["calibrate", "--timeout", "nan"], "--timeout"),
    (["calibrate", "--timeout", "inf"], "--timeout"),
    (["calibrate", "--board", ""], "--board"),
    (["calibrate", "--board", "<tmp>/x"], "--board"),                # an absolute path, built from tmp_path
    (["calibrate", ""], "PORT is empty"),
    (["calibrate", "--output", ""], "--output"),
    (["calibrate", "--answers", ""], "answers file"),
    (["flash", "--colour", "red", "--timeout", "-1"], "--timeout"),
    (["flash", "--colour", "red", "--timeout", "nan"], "--timeout"),
    (["flash", "--colour", "red", "--timeout", "inf"], "--timeout"),
    (["flash", "--colour", "red", "--timeout", "0"], "--timeout"),
    (["flash", "", "--colour", "red"], "PORT is empty"),
    (["flash", "--colour", "red", "--calibration", ""], "calibration file"),
])
def test_maker_command_usage_errors_exit_2_with_one_line(argv, needle, capsys, tmp_path):
    _usage([a.replace("<tmp>", str(tmp_path)) for a in argv], capsys, needle)


def _billion_laughs() -> str:
    text = "a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]\n"
    for prev, name in zip("abcdefgh", "bcdefghi"):
        text += f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 9) + "]\n"
    return text


@pytest.fixture(params=["fifo", "dev_zero", "directory", "latin1", "deep", "laughs", "huge", "date", "digits"])
def bad_file(request, tmp_path):
    path = tmp_path / "cal.yaml"
    kind = request.param
    if kind == "fifo":
        os.mkfifo(path)
        return str(path), "FIFO"
    if kind == "dev_zero":
        return "/dev/zero", "device"
    if kind == "directory":
        return str(tmp_path), "directory"
    contents = {"latin1": b"board: caf\xe9\n", "deep": b"[" * 100_000 + b"]" * 100_000,
                "laughs": _billion_laughs().encode(), "huge": b"#" * (10 << 20), "date": b"board: 2001-13-45\n",
                "digits": b"calibration: {left: [" + b"9" * 5000 + b"]}\n"}
    needles = {"latin1": "not UTF-8", "deep": "larger than|nested deeper than", "laughs": "expands to more than",
               "huge": "larger than",
               "date": "cannot build", "digits": "cannot build"}
    path.write_bytes(contents[kind])
    return str(path), needles[kind]


@pytest.mark.parametrize("verb", ["flash", "calibrate"])
def test_a_bad_calibration_or_answers_file_is_one_line_and_never_hangs(verb, bad_file, tmp_path):
    path, needle = bad_file
    argv = (["flash", "/dev/null", "--colour", "red", "--calibration", path] if verb == "flash" else
            ["calibrate", "--answers", path, "-o", str(tmp_path / "out.yaml")])
    p = subprocess.run([sys.executable, "-m", "host.cli", *argv], capture_output=True, text=True, timeout=60)
    assert p.returncode == 1, p.stderr
    assert p.stderr.startswith(f"eightbit {verb}: ") and p.stderr.count("\n") == 1, p.stderr
    assert re.search(needle, p.stderr), p.stderr
    assert len(p.stderr) < 400 and "Traceback" not in p.stderr


def test_a_deep_answers_file_below_the_size_limit_is_refused_by_depth(tmp_path, capsys):
    answers = tmp_path / "deep.yaml"
    answers.write_text("[" * 20_000 + "]" * 20_000)
    assert main(["calibrate", "--answers", str(answers), "-o", str(tmp_path / "o.yaml")]) == 1
    assert "nested deeper than" in capsys.readouterr().err


@pytest.mark.parametrize("readings, needle", [
    ({"left": [True, 16384, 32768, 49152]}, "whole numbers"),
    ({"left": ["8192", 24576, 40960, 57344]}, "whole numbers"),
    ({"left": [8192.5, 24576, 40960, 57344]}, "whole numbers"),
    ({"left": [[float("inf")], 24576, 40960, 57344]}, "whole numbers"),
    ({"left": [[], 24576, 40960, 57344]}, "whole numbers"),
])
def test_answers_that_are_not_whole_numbers_are_one_line(readings, needle, tmp_path, capsys):
    import yaml
    answers = tmp_path / "answers.yaml"
    answers.write_text(yaml.safe_dump(readings))
    assert main(["calibrate", "--answers", str(answers), "-o", str(tmp_path / "o.yaml")]) == 1
    err = capsys.readouterr().err
    assert needle in err and err.count("\n") == 1


@pytest.mark.parametrize("where", ["fifo", "directory", "no_folder"])
def test_calibrate_refuses_a_bad_output_before_the_walk_through(where, tmp_path, capsys):
    answers = tmp_path / "answers.yaml"
    answers.write_text("left: [8192, 24576, 40960, 57344]\n")
    out = {"fifo": tmp_path / "pipe", "directory": tmp_path, "no_folder": tmp_path / "nope" / "o.yaml"}[where]
    if where == "fifo":
        os.mkfifo(out)
    assert main(["calibrate", "--answers", str(answers), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "--output" in err and err.count("\n") == 1


def test_a_calibration_file_with_a_huge_value_never_prints_it(tmp_path, capsys):
    cal = tmp_path / "cal.yaml"
    cal.write_text("board: " + "w" * 5000 + "\ncalibration: {left: [1]}\n")
    assert main(["flash", "/dev/null", "--colour", "red", "--calibration", str(cal)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 400 and "measured on a 'wwww" in err
    cal.write_text("board: dial-v1\ncalibration: {left: [" + ", ".join(["1.5"] * 5_000) + "]}\n")
    assert main(["flash", "/dev/null", "--colour", "red", "--calibration", str(cal)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 400 and "whole numbers" in err


# --- `eightbit ports` exit status

def test_ports_fails_when_a_port_it_was_asked_about_fails(capsys):
    b = EmulatedBoard("purple").start()
    try:
        assert main(["ports", "--no-usb", b.path, "/dev/ttyNOPE0"]) == 1
        captured = capsys.readouterr()
        assert "/dev/ttyNOPE0: cannot open" in captured.out and "colour purple" in captured.out
        assert captured.err.startswith("eightbit ports: 1 of 2 port(s)") and "/dev/ttyNOPE0" in captured.err
    finally:
        b.stop()


def test_ports_fails_on_a_board_that_cannot_be_seated(capsys):
    odd = EmulatedBoard("chartreuse").start()
    try:
        assert main(["ports", "--no-usb", odd.path]) == 1
        out = capsys.readouterr().out
        assert "'chartreuse', not a player colour" in out
    finally:
        odd.stop()
