"""Where the journal is, on request only (issue 19 item 5): the results screen and the pause menu offer a
"Details" entry, chosen with a wheel and LOCK like every other entry, that shows the journal's path and hides
it again; no file path is drawn otherwise, and without a journal there is no Details entry."""
from __future__ import annotations

from games.core.faces import COLOURS
from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.controls import Turn
from host.screen.intents import Intent
from host.screen.overlays import PauseOverlay
from host.screen.scenes.results import SETTLE_S, ResultsScene
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session


def drawn(app) -> str:
    app.present()
    return "\n".join(b.text for b in draw.text_boxes)


def game(tmp_path):
    red = SimulatedController("red")
    plans = {c: SeatPlan(c, CONTROLLER, None, red.uid) if c == "red" else SeatPlan(c, BOT, "heuristic")
             for c in COLOURS[:3]}
    journal = tmp_path / "table" / "pixoid-game.jsonl"
    return start_session("pixoid", {"players": list(plans), "variant": "standard"}, 3, plans, {"red": red},
                         journal), journal


def test_the_results_show_the_journal_only_when_details_is_chosen(app, tmp_path):
    session, journal = game(tmp_path)
    view = session.game.observe(session.state, None)
    app.switch(ResultsScene(app, view, str(journal)))
    scene = app.scene
    assert "Details" in drawn(app) and str(journal) not in drawn(app) and "jsonl" not in drawn(app)
    scene.since -= SETTLE_S
    scene.handle(Intent("turn", Turn("red", "centre", 2)))        # a wheel moves to Details, LOCK shows it
    scene.handle(Intent("press", "red"))
    assert app.scene is scene and "pixoid-game.jsonl" in drawn(app) and "Hide details" in drawn(app)
    scene.handle(Intent("press", "red"))                          # LOCK again hides it
    assert "jsonl" not in drawn(app)
    app.switch(ResultsScene(app, view, None))                     # no journal: nothing to show
    assert "Details" not in drawn(app)
    session.close()


def test_the_pause_menu_shows_the_journal_only_when_details_is_chosen(app, tmp_path):
    session, journal = game(tmp_path)
    app.start_game(session, {}, 3)
    app.dispatch(Intent("back"))
    pause = app.overlays[-1]
    assert isinstance(pause, PauseOverlay)
    words = [w for w, _, _ in pause.entries()]
    assert "Details" in words and "jsonl" not in drawn(app)
    app.dispatch(Intent("turn", Turn("red", "left", words.index("Details"))))
    app.dispatch(Intent("press", "red"))
    assert app.overlays[-1] is pause and not pause.closed
    assert "pixoid-game.jsonl" in drawn(app)
    app.dispatch(Intent("press", "red"))
    assert "jsonl" not in drawn(app)
    app.dispatch(Intent("back"))
    assert not app.overlays
