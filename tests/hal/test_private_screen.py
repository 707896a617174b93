"""The controller with its own screen (issue 10, docs/architecture.md §8): the dial-oled-v1 board's hello advertises a
16x4 text screen, the host's SerialController gets a ``text_screen`` (host.private.screen.TextScreen), its
checksummed ``T`` lines reach the real firmware on the MicroPython unix port, which draws them with framebuf
and sends them to the fake SSD1306 a chunk per scan; the text is read back from the display RAM."""
import json
from pathlib import Path

from hal.emulator import EmulatedBoard
from hal.protocol import command
from hal.serial_controller import SerialController
from host.private.screen import TextScreen, screen_of
from tests.support import wait_for as wait

VEC = json.loads((Path(__file__).resolve().parents[2] / "firmware" / "protocol_vectors.json").read_text())


def test_text_lines_match_the_vectors():
    for v in VEC["text_commands"]:
        assert command("text", (v["row"], v["text"])) == v["line"].encode()
    assert command("text", (0, "x" * 40 + "*")) == command("text", (0, "x" * 16))  # cut to the row, never '*'


def test_private_lines_show_on_the_boards_own_screen():
    board = EmulatedBoard("blue", board="dial-oled-v1").start()
    c = SerialController(board.path)
    try:
        assert c.wait_connected(15)
        assert c.hello.extra["screen"] == "16x4"
        screen = screen_of(c)
        assert isinstance(screen, TextScreen) and (screen.columns, screen.rows) == (16, 4)
        lines = ["turn CENTRE 1-4", "you dialled 5", "Bonus: 3, 7"]
        screen.show(lines)
        assert wait(lambda: board.screen_lines() == lines + [""], 10), board.screen_lines()
        screen.clear()
        assert wait(lambda: board.screen_lines() == ["", "", "", ""], 10)
        assert board.running and c.connected and c.counters["board_errors"] == 0
    finally:
        c.close()
        board.stop()


def test_a_board_without_a_screen_offers_none():
    board = EmulatedBoard("red").start()
    c = SerialController(board.path)
    try:
        assert c.wait_connected(15)
        assert "screen" not in c.hello.extra and screen_of(c) is None
    finally:
        c.close()
        board.stop()


def test_emulate_shows_each_boards_screen():
    import subprocess
    import sys
    p = subprocess.run([sys.executable, "-m", "host.cli", "emulate", "--count", "1", "--board", "dial-oled-v1"],
                       input="screens\nquit\n", capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "red: +----------------+" in p.stdout and p.stdout.count("|                |") == 4
