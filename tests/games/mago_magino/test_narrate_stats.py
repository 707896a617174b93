"""The play-by-play, the board as text and ``simulate``'s statistics (issue 22 item 5): win share by seat, game
length, how often the arrow bewitches (MM-30), and no line that says whose frog is whose after the moment
of bewitching (MM-34)."""
from __future__ import annotations

from games.mago_magino import GAME
from tests.games.mago_magino.helpers import aim, move, play, position


def test_mm_30_mm_44_the_narrator_tells_the_bewitching_and_the_freeing():
    state = position(children={"red_a": "P7"}, arrow="aim", wizard="P3")
    bewitched, events = aim(state, "P7")
    lines = GAME.narrate(events, GAME.observe(bewitched, None))
    assert "The witch arrow is aimed and points at P7" in lines
    assert "Bewitched into frogs: Red A (frog 1)" in lines
    picture = GAME.picture(GAME.observe(bewitched, None)) or ""
    assert "P7: frog 1 <- arrow" in picture and "Red" not in picture.split("home:")[0].split("P7")[1]
    assert picture.endswith("Turn 1: Red rolled the witch arrow")          # the roll the setup made (MM-11)
    hop = position(points=2, frogs={1: ("P12", "red_a")}, wizard="P3")
    _, events = play(hop, move("frog", "right", 1))
    assert "Frog 1 is freed in the wizard's house: it was Red A" in GAME.narrate(events, {})
    wizard = position(points=4, wizard="P11")
    _, events = play(wizard, move("wizard", "right"))
    assert GAME.narrate(events, {})[:2] == ["The wizard moves clockwise: P12 H", "The wizard stops on H (forfeits 2)"]
    child = position(points=4, children={"red_a": "P10"}, carrying=("red_a",))
    _, events = play(child, move("child_a", "right"))
    assert "Red A stops on H (forfeits 1)" in GAME.narrate(events, {})


def test_mm_07_summary_win_share_length_and_bewitching():
    results = [{"winners": ["red"], "turns": 40, "players": {"red": {"crystals": 3}, "blue": {"crystals": 1}},
                "counts": {"arrow_turns": 10, "bewitched": 4, "freed": 2, "rolls_again": 1, "delivered": 4}},
               {"winners": ["blue"], "turns": 60, "players": {"red": {"crystals": 2}, "blue": {"crystals": 3}},
                "counts": {"arrow_turns": 10, "bewitched": 1}}]
    summary = GAME.summarise(results, ["red", "blue"])
    assert summary["wins"] == {"red": 1, "blue": 1} and summary["turns_mean"] == 50
    assert summary["bewitched_per_arrow"] == 0.25
    lines = GAME.summary_lines(summary, {})
    assert "red won 1 (50%), 2.50 crystals home on average" in lines
    assert any(line.startswith("witch arrow: turned 10.0 times a game, 2.5 children bewitched") for line in lines)
