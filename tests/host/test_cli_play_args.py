"""Bad command-line input to play/resume is one line with the right status (issue 7), and the player count
follows the table: one to three controllers with --sim and no --players start a game with bots."""
from __future__ import annotations

import argparse
import subprocess
import sys

import pytest

from hal.simulated import SimulatedController
from host.options import game_options
from host.table import TableRequest, add_extra_controllers, extra_of, seat_new
from host.seats import BOT, CONTROLLER

CLI = [sys.executable, "-m", "host.cli"]


def run(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([*CLI, *argv], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("extra", [["--pace", "inf"], ["--pace", "nan"], ["--pace", "1e300"], ["--pace", "-1"],
                                   ["--board", ""], ["--journal", ""], ["--tiles", ""], ["--board", "1A"],
                                   ["--board", "9Z 1A 2A 3A"], ["--board", "1A 1A 1A 1A 1A"],
                                   ["--oldest", "orange", "--players", "3"], ["--players", "9"]])
def test_play_usage_errors_exit_2_in_one_line(tmp_path, extra):
    proc = run("play", "--headless", "--sim", "--no-usb", "--seed", "1", "--journal", str(tmp_path / "j.jsonl"),
               *extra)
    assert proc.returncode == 2, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and proc.stderr.startswith("eightbit play: ")
    assert not (tmp_path / "j.jsonl").exists()


@pytest.mark.parametrize("pace", ["inf", "nan", "-1"])
def test_resume_pace_usage_errors_exit_2(tmp_path, pace):
    proc = run("resume", str(tmp_path / "nothing.jsonl"), "--pace", pace)
    assert proc.returncode == 2 and proc.stderr.startswith("eightbit resume: --pace")


def test_a_named_controller_that_cannot_be_opened_is_named_not_replaced_by_a_bot(tmp_path):
    proc = run("play", "--headless", "--sim", "--no-usb", "--controllers", "/dev/ttyNOPE0",
               "--journal", str(tmp_path / "j.jsonl"))
    assert proc.returncode == 1
    assert "/dev/ttyNOPE0" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "j.jsonl").exists()


def args(**kw) -> argparse.Namespace:
    base = dict(game="pixoid", players=None, sim=True, bots="heuristic", variant="standard", oldest=None,
                frame=None, board=None, tiles=None)
    return argparse.Namespace(**{**base, **kw})


@pytest.mark.parametrize("count", [1, 2, 3])
def test_one_to_three_controllers_with_sim_fill_the_table_with_bots(count):
    found = {c: SimulatedController(c) for c in ("red", "blue", "green")[:count]}
    table = seat_new(TableRequest("pixoid", sim=True), found)
    assert len(table.players) == 4
    assert [p.kind for p in table.plans.values()].count(CONTROLLER) == count
    assert [p.kind for p in table.plans.values()].count(BOT) == 4 - count
    options = game_options(args(), table.players)
    add_extra_controllers(table, extra_of("pixoid", options), found, console=False)
    assert set(table.controllers) == set(found)


def test_three_controllers_without_sim_play_three_and_need_the_extra_bug_controller():
    found = {c: SimulatedController(c) for c in ("red", "blue", "green")}
    table = seat_new(TableRequest("pixoid", sim=False), found)
    assert table.players == ["red", "blue", "green"]
    with pytest.raises(Exception, match="one more controller for the extra Bug"):
        add_extra_controllers(table, extra_of("pixoid", game_options(args(), table.players)), found, console=False)
    add_extra_controllers(table, extra_of("pixoid", game_options(args(), table.players)), found, console=True)
    assert set(table.keyboard) == {"yellow"} and table.notices


class FakeHub:
    """A hub where /dev/red answered and was seated, /dev/odd answered with a colour nobody knows."""

    def __init__(self, urls, discover, held=()):
        self.urls = urls
        red = SimulatedController("red")
        red.url = "/dev/red"
        self.controllers = {"uid-red": red}
        self.problems = ["/dev/odd: colour 'chartreuse' is not a controller colour; it is not seated"]
        self.refused = {"/dev/odd": "colour 'chartreuse' is not a controller colour"}

    def ports(self):
        return list(self.urls)

    def wait_for(self, want, timeout):
        return False

    def by_colour(self):
        return {"red": self.controllers["uid-red"]}


def test_a_named_board_that_answers_oddly_is_a_notice_and_the_others_play(monkeypatch):
    from host.table import find_controllers
    monkeypatch.setattr("hal.hub.ControllerHub", FakeHub)
    found = find_controllers(["/dev/odd", "/dev/red"], usb=False, want=2)
    assert set(found.controllers) == {"red"} and not found.failed
    assert any("/dev/odd" in p and "chartreuse" in p for p in found.problems)
    found.require_named()                       # nothing to stop the start


def test_a_flag_two_games_declare_differently_gives_each_games_help():
    """``--tiles`` is Pixoid's Circuit Boards (GAP-03) and Outspeed's Track tiles (GAP-06): the help says both,
    not the first game's meaning alone."""
    from host.options import add_game_flags
    p = argparse.ArgumentParser()
    add_game_flags(p)
    text = " ".join(next(a.help for a in p._actions if a.dest == "tiles").split())
    assert "pixoid: your own Circuit Board file" in text and "GAP-03" not in text      # no rule IDs in help
    assert "outspeed: your own transcription of the Track tiles" in text and "GAP-06" not in text


def test_named_ports_without_the_usb_search_wait_for_those_ports_only(monkeypatch):
    """Three boards named with ``--controllers`` and no USB search: the search waits for three answers, not
    for a fourth controller that nobody named (the lobby asks for 4 when no count is given)."""
    from host.table import find_controllers
    asked: list[int] = []

    class CountingHub(FakeHub):
        def wait_for(self, want, timeout):
            asked.append(want)
            return False

    monkeypatch.setattr("hal.hub.ControllerHub", CountingHub)
    find_controllers(["/dev/a", "/dev/b", "/dev/c"], usb=False, want=4)
    find_controllers([f"/dev/{c}" for c in "abcdef"], usb=False, want=4)
    find_controllers(["/dev/a"], usb=True, want=4)
    assert asked == [3, 6, 4]


def test_a_controller_the_search_does_not_return_lets_its_port_go(monkeypatch):
    """A board still connecting when the search's wait ended is closed, not left holding its port (its lock
    then refused every later look at that port: '[Errno 11] Could not exclusively lock port')."""
    from host.table import find_controllers
    slow = SimulatedController("blue")
    slow.url = "/dev/blue"
    closed: list[str] = []
    slow.close = lambda: closed.append("blue")       # type: ignore[method-assign]

    class SlowHub(FakeHub):
        def __init__(self, urls, discover, held=()):
            super().__init__(urls, discover, held)
            self.controllers["uid-blue"] = slow

    monkeypatch.setattr("hal.hub.ControllerHub", SlowHub)
    found = find_controllers(["/dev/red", "/dev/blue"], usb=False, want=2)
    assert set(found.controllers) == {"red"} and closed == ["blue"]
