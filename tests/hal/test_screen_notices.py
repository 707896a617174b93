"""The board's N notice lines on the host (firmware/PROTOCOL.md "Notices", vectors ``notice_lines``) and the
switch they drive (issue 20 Why 1): an emulated dial-oled-v1 board whose screen stops answering says
``N screen=lost``; its SerialController drops its text screen at once, so the seat's private view is on the TV
peek (host.private.channel); when the screen answers again (``N screen=<size>``) the same screen comes back and
shows its lines again. A board whose OLED profile finds no screen at power-up says so in its hello."""
import json
from pathlib import Path

from hal.emulator import EmulatedBoard
from hal.protocol import Notice, parse_board_line
from hal.serial_controller import SerialController
from host.private.screen import screen_of
from tests.support import wait_for as wait

VEC = json.loads((Path(__file__).resolve().parents[2] / "firmware" / "protocol_vectors.json").read_text())
LINES = ["turn CENTRE 1-4", "you dialled 5"]


def test_notice_vectors_parse():
    for v in VEC["notice_lines"]:
        assert parse_board_line(v["line"].encode()) == Notice(v["fields"])


def test_a_screen_that_goes_and_comes_back_switches_the_seat_to_the_tv_peek_and_back():
    board = EmulatedBoard("blue", board="dial-oled-v1").start()
    c = SerialController(board.path)
    try:
        assert c.wait_connected(15)
        screen = screen_of(c)
        assert screen is not None and c.screen_notice is None
        screen.show(LINES)
        assert wait(lambda: board.screen_lines() == LINES + ["", ""], 10), board.screen_lines()
        board.screen_knob("attached", 0)            # a loose jumper: found by the board's idle probe
        assert wait(lambda: screen_of(c) is None, 10)
        assert "TV peek" in c.screen_notice and c.connected
        board.screen_knob("power_up", 7)            # it comes back with snow in its memory
        board.screen_knob("attached", 1)
        assert wait(lambda: screen_of(c) is screen, 10) and c.screen_notice is None
        assert wait(lambda: board.screen_lines() == LINES + ["", ""], 10), board.screen_lines()
        assert c.counters["program_errors"] == 0 and c.stats.total == 0
    finally:
        c.close()
        board.stop()


def test_an_oled_board_without_its_screen_says_so():
    board = EmulatedBoard("red", board="dial-oled-v1", screen_attached=False).start()
    c = SerialController(board.path)
    try:
        assert c.wait_connected(15)
        assert c.hello.extra["screen"] == "none"
        assert screen_of(c) is None and "answered at power-up" in c.screen_notice
    finally:
        c.close()
        board.stop()
