"""The ticker as drawn on a real table screen (issue 19 point 6): a long line is wrapped and read whole, newest
or older, never cut with "…" ("Over capacity on Red: Blue, Green and Orange l…"); an older line that has no
room left is not shown rather than cut."""
from __future__ import annotations


from host.screen import draw
from host.screen.games.pixoid.scene import PixoidScene
from tests.host.screen.conftest import bot_session

LONG = "Over capacity on Red: Blue, Green and Orange lose the turn"


def _scene(sized):
    app, size = sized
    scene = PixoidScene(app, bot_session(4, 3))
    app.switch(scene)
    return app, scene


def _drawn(app) -> list[str]:
    app.request_redraw()
    app.present()
    return list(draw.text_log)


def test_an_older_long_line_wraps_or_waits_never_cut(sized):
    app, scene = _scene(sized)
    scene.table.ticker.clear()
    scene.table.ticker.add(LONG, 0.0)
    scene.table.ticker.add("Red takes a cube", 1.0)
    said = _drawn(app)
    assert "Red takes a cube" in said
    assert not any("…" in t for t in said), [t for t in said if "…" in t]
    shown = [t for t in said if len(t) > 3 and t in LONG and t != LONG]
    assert not shown or " ".join(shown) == LONG, shown


def test_a_long_newest_line_after_another_is_read_whole(sized):
    app, scene = _scene(sized)
    scene.table.ticker.clear()
    scene.table.ticker.add("Red takes a cube", 0.0)
    scene.table.ticker.add(LONG, 1.0)
    said = _drawn(app)
    assert not any("…" in t for t in said), [t for t in said if "…" in t]
    rows = [t for t in said if len(t) > 3 and t in LONG]
    assert " ".join(rows) == LONG or LONG in said, rows
