"""The whole table on the real firmware (issue 9): the same story as test_table_by_controllers — join with
LOCK, set the table with the wheels, ready, play to the end, results, same table again, the second game
starts — but every controller is an emulated board (the firmware on the MicroPython unix port behind a
pseudo-terminal, read through SerialController), in a real window under Xvfb, with no key pressed."""
from __future__ import annotations

from tests.host.screen.test_table_by_controllers import run_story
from tests.host.screen.test_window import ROOT, xvfb  # noqa: F401 - the Xvfb fixture


def test_a_whole_table_on_emulated_boards_from_joining_to_a_rematch(xvfb, tmp_path):  # noqa: F811
    steps, text = run_story(xvfb, tmp_path, "--emulated")
    assert steps["found"]["kinds"] == ["SerialController"]             # the real serial path, no simulation
    assert "press LOCK on your controller to join" in text["found"]
    assert steps["joined"]["seats"] == [["red", "controller"], ["blue", "controller"]]
    assert steps["joined"]["led"] == ["LedState.COLOUR"] * 2
    assert steps["set"]["settings"]["variant"] == "short" and steps["set"]["oldest"] == "blue"
    assert steps["game"]["started"] and steps["game"]["first_pixoid"] == "blue"
    assert steps["results"]["reached"] and "RESULTS" in text["results"]
    again = steps["again"]
    assert again["scene"] == "lobby" and again["same_lobby"] and again["seats"] == again["seats_before"]
    assert steps["rematch"]["started"] and steps["rematch"]["games"] == 2
    lines = (tmp_path / "g1.jsonl").read_text().splitlines()
    assert '"type":"end"' in lines[-1] or '"type": "end"' in lines[-1]
