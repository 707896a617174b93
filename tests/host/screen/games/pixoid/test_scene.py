"""Pixoid on the table screen layer (host/screen/games/pixoid/): the reveal stays on the board until the
movement ends (PX-17..PX-20), the headline follows the moment, the ticker speaks the content's words, and
the round summary (PX-31, PX-32) waits for a LOCK when people play."""
from __future__ import annotations

from host.screen.games.pixoid.scene import PixoidScene, ticker_line, words
from tests.host.screen.conftest import bot_session


def run_until(scene, test, now: float = 1000.0, step: float = 0.02, limit: int = 40000) -> float:
    for _ in range(limit):
        scene.update(now)
        if test():
            return now
        now += step
    raise AssertionError("never happened")


def test_px17_the_reveal_stays_on_every_seat_until_the_movement_ends(app):
    session = bot_session(4, 5)
    scene = PixoidScene(app, session)
    app.switch(scene)
    now = run_until(scene, lambda: bool(scene.beats) and scene.beats[0].kind == "reveal" and scene.model["reveal"])
    programs = scene.model["reveal"]
    assert set(programs) == set(session.state.config.players) | {p for p in [scene.view["extra"]] if p}
    assert scene._moment() == "Programs revealed"
    seen_moves = set()
    while scene.beats and scene.beats[0].kind in ("reveal", "step"):
        rows = {r.colour: r for r in scene._seat_rows()}
        assert all(rows[p].state == "shown" for p in programs)          # every program, all along
        if scene.beats[0].kind == "step":
            seen_moves.add(scene._moment())
        now += 0.02
        scene.update(now)
    assert {"Pixoid moves", "The Bugs move"} <= seen_moves            # Pixoid first, then the Bugs
    run_until(scene, lambda: not scene.beats, now)
    assert all(r.state != "shown" for r in scene._seat_rows())        # gone once the turn is over


def test_ticker_lines_come_from_the_content_words():
    templates = words()["ticker"]
    assert ticker_line({"type": "caught", "by": ("blue", "green"), "pix": 3}, templates) == \
        "CAUGHT by Blue and Green!"
    assert ticker_line({"type": "reserve", "taken": 3, "left": 9}, templates) == \
        "Pixoid survives the turn: 9 reserve cubes left"
    assert ticker_line({"type": "move", "piece": "red", "path": [1]}, templates) is None
    assert ticker_line({"type": "caught"}, templates) is None                     # a field missing


def test_px31_with_only_bots_the_round_summary_goes_on_by_itself(app):
    session = bot_session(3, 2, "short")
    scene = PixoidScene(app, session)
    app.switch(scene)
    run_until(scene, lambda: bool(scene.beats) and scene.beats[0].kind == "round_end", step=0.2)
    assert not scene.holding and scene._moment() == "Round over"
    run_until(scene, lambda: app.scene is not scene, step=0.5)
