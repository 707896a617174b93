"""`eightbit ports` and `eightbit emulate` through the real command line."""
import subprocess
import sys
import time

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
        assert b.uid in out and "colour purple" in out and "firmware 1.1.0" in out
    finally:
        b.stop()


def test_emulate_bad_count_is_one_clear_line(capsys):
    assert main(["emulate", "--count", "9"]) == 1
    assert "between 1 and 6" in capsys.readouterr().err


def test_emulate_starts_boards_and_takes_commands():
    p = subprocess.run([sys.executable, "-m", "host.cli", "emulate", "--count", "2", "--colours", "red", "blue"],
                       input="red left right\nred centre 5\nred lock\nblue 17\nlist\nquit\n",
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "MicroPython unix port" in p.stdout
    assert p.stdout.count("ok") == 4
    assert "Traceback" not in p.stderr
