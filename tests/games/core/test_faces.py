"""The face vocabulary games speak in (CON-03, GAP-01, GAP-02, AMB-01, AMB-02) and console limits."""
from __future__ import annotations

from games.core.faces import COLOUR_LETTERS, COLOURS, DIRECTIONS, SYMBOLS, WHEEL_MAX, turn
from games.pixoid.rules import RESERVE, Pixoid


def test_con03_three_wheels_vocabulary():
    """CON-03: four arrows, numbers from 0 with six colours, the right-wheel symbols."""
    assert DIRECTIONS == ("up", "right", "down", "left")
    assert len(COLOURS) == 6 and {"green", "yellow", "blue", "purple", "red"} <= set(COLOURS)
    assert {"yellow_triangle", "green_circle", "blue_crescent"} <= set(SYMBOLS)
    assert WHEEL_MAX == 30
    assert len(set(COLOUR_LETTERS.values())) == 6  # a letter per colour for colour-blind players
    assert [turn("up", q) for q in range(4)] == ["up", "right", "down", "left"]


def test_con14_pixoid_variants_are_supported():
    """CON-14: Short Game and 3-player variant are setup options."""
    game = Pixoid()
    assert game.setup({"players": ["red", "blue", "green"], "variant": "short"}).config.extra == "yellow"


def test_con15_component_limits_in_pixoid():
    """CON-15: 4 Bonus cubes and 12 reserve cubes per round."""
    state = Pixoid().setup({"players": ["red", "blue", "green", "yellow"]})
    assert RESERVE == 12 and state.reserve == 12 and len(state.bonus) == 4
