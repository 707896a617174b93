"""Controllers that say odd things (issue 7, item 5): real firmware on emulated boards whose config.json makes
them say an unknown or empty colour, a uid that is not hex, a colour another board has, a path as board
profile. Each gets a notice naming its port; the good boards are seated and keep working.

Waits use generous timeouts; nothing asserts wall-clock durations.
"""
from __future__ import annotations

import functools
import json

import pytest

from hal.emulator import EmulatedBoard
from hal.hub import ControllerHub, probe
from hal.serial_controller import SerialController
from tests.support import wait_for as wait


def odd_board(colour: str, **config: str) -> EmulatedBoard:
    """An emulated board whose config.json says ``config`` (as a board flashed by hand might)."""
    board = EmulatedBoard(colour)
    board.config.update(config)
    (board.dir / "config.json").write_text(json.dumps(board.config))
    return board.start()


@pytest.fixture
def boards():
    started: dict[str, EmulatedBoard] = {}

    def make(name: str, colour: str, **config: str) -> EmulatedBoard:
        started[name] = odd_board(colour, **config)
        return started[name]
    yield make
    for b in started.values():
        b.stop()


def _booted(*started: EmulatedBoard) -> None:
    """Wait until every board answers a probe (its hello, or a hello refused): the boards boot at their own pace,
    so without this the board found first, which keeps a shared colour, would be whichever booted first."""
    def answers(path: str) -> bool:
        result = probe(path)
        return result.hello is not None or result.refused_hello
    for b in started:
        assert wait(functools.partial(answers, b.path), 60, interval=0.1), b.path


def _scan_until_noticed(hub: ControllerHub, *odd: EmulatedBoard, timeout: float = 60.0) -> None:
    """Scan until every board in ``odd`` has a notice (a board still booting gives no hello at first)."""
    def noticed() -> bool:
        hub.scan()
        return all(any(p.startswith(f"{b.path}: ") for p in hub.problems) for b in odd)
    assert wait(noticed, timeout, interval=0.1), hub.problems


def _notice(hub: ControllerHub, board: EmulatedBoard) -> str:
    found = [p for p in hub.problems if p.startswith(f"{board.path}: ")]
    assert len(found) == 1, (board.path, hub.problems)
    return found[0]


def test_odd_boards_get_a_notice_naming_their_port_and_the_good_ones_play(boards):
    red = boards("red", "red")
    blue = boards("blue", "blue")
    chartreuse = boards("chartreuse", "chartreuse")
    empty = boards("empty", "")
    not_hex = boards("not_hex", "green", uid="NOT-HEX!")
    second_red = boards("second_red", "red", uid="E6610000000000AA")
    order = [red, chartreuse, empty, not_hex, second_red, blue]
    _booted(*order)  # "the first red" is the first in the hub's scan order
    hub = ControllerHub(urls=[b.path for b in order], discover=False)
    try:
        assert hub.wait_for(2, timeout=30)
        _scan_until_noticed(hub, chartreuse, empty, not_hex, second_red)
        assert wait(lambda: len(hub.by_colour()) == 2, 15)
        seated = hub.by_colour()
        assert set(seated) == {"red", "blue"}
        assert seated["red"].url == red.path and seated["red"].uid == red.uid  # the first red keeps its colour
        assert "'chartreuse', not a player colour" in _notice(hub, chartreuse)
        assert "empty colour" in _notice(hub, empty)
        assert "uid 'NOT-HEX!' is not" in _notice(hub, not_hex)
        assert set(hub.refused) == {chartreuse.path, empty.path, not_hex.path, second_red.path}
        dup = _notice(hub, second_red)
        assert "colour red" in dup and red.path in dup and "not seated" in dup
        # the good boards keep working
        red.set_face(17)
        blue.set_face("down")
        assert wait(lambda: seated["red"].snapshot().faces["number"] == 17)
        assert wait(lambda: seated["blue"].snapshot().faces["direction"] == "down")
    finally:
        hub.close()


def test_a_board_profile_named_by_path_is_refused_and_never_opened(boards, tmp_path):
    trap = tmp_path / "x.yaml"
    trap.write_text("this file must never be read\n")
    sneaky = boards("sneaky", "yellow", board=str(tmp_path / "x"))
    climbing = boards("climbing", "purple", board="../../etc/passwd")
    hub = ControllerHub(urls=[sneaky.path, climbing.path], discover=False)
    try:
        _scan_until_noticed(hub, sneaky, climbing)
        assert not hub.controllers
        assert "hello board" in _notice(hub, sneaky) and "profile name" in _notice(hub, sneaky)
        assert "'../../etc/passwd' is not" in _notice(hub, climbing)
    finally:
        hub.close()


def test_an_unknown_profile_name_is_a_notice_and_the_default_faces_are_used(boards):
    board = boards("mystery", "orange", board="dial-v9")
    hub = ControllerHub(urls=[board.path], discover=False)
    try:
        assert hub.wait_for(1, timeout=30)
        assert "unknown board profile 'dial-v9'" in _notice(hub, board)
        assert "default face table" in _notice(hub, board)
        assert set(hub.by_colour()) == {"orange"}
    finally:
        hub.close()


def test_a_refused_hello_says_why_on_the_serial_controller_and_in_the_probe(boards):
    board = boards("not_hex", "green", uid="cafe")  # lower-case hex
    results = []
    assert wait(lambda: results.append(probe(board.path)) or results[-1].refused_hello, 30, interval=0.1)
    assert results[-1].hello is None and "uid 'cafe'" in results[-1].error
    c = SerialController(board.path)
    try:
        assert wait(lambda: c.refused is not None and "uid 'cafe'" in c.refused, 10)
        assert not c.connected
    finally:
        c.close()
