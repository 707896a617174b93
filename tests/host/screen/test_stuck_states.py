"""States that used to stick (issue 9 item 5): bots' locks are drawn at once, and a controller that comes back
lifts the waiting screen by itself, without anyone turning a wheel."""
from __future__ import annotations

import time

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games.pixoid.scene import PixoidScene
from host.screen.overlays import PauseOverlay
from tests.host.screen.conftest import bot_session, dial_choice, press


def run_ticks(app, seconds: float = 0.6) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.tick(wait=False)
        time.sleep(0.01)


def test_a_reconnected_controller_resumes_the_game_without_a_wheel_turn(app):
    red = SimulatedController("red")
    session = bot_session(4, 3, humans={"red": red})
    app.switch(PixoidScene(app, session))
    run_ticks(app, 0.3)
    red.unplug()
    run_ticks(app)
    assert any(isinstance(o, PauseOverlay) and o.auto for o in app.overlays)
    red.plug()
    run_ticks(app)
    assert not any(isinstance(o, PauseOverlay) for o in app.overlays)


def test_bots_locking_in_are_drawn_without_anyone_acting(app):
    red = SimulatedController("red")
    session = bot_session(4, 3, humans={"red": red})
    scene = PixoidScene(app, session)
    frames: list[str] = []
    app.on_frame = lambda: frames.append(" ".join(draw.text_log).lower())
    app.switch(scene)
    run_ticks(app, 0.3)
    dial_choice(red, session.prompts()["red"], session.prompts()["red"].fields[0].options[0])
    press(red)                                            # red places; the bots place; then everyone programs
    for _ in range(100):
        run_ticks(app, 0.1)
        if session.state.phase == "program" and not scene.beats:
            break
    run_ticks(app, 0.5)
    assert session.state.phase == "program"
    waiting = session.status()["waiting_for"]
    assert waiting and all(k == "red" or session.plans[k].kind != "bot" for k in waiting)
    assert frames and "thinking" not in frames[-1]       # the last frame on screen, not a fresh drawing


def test_a_controller_found_later_takes_a_seat_without_moving_the_others(app):
    from host.screen.intents import Intent
    from host.screen.scenes.lobby import LobbyScene
    lobby = LobbyScene(app)
    app.switch(lobby)
    before = [(s.colour, s.kind) for s in lobby.seats]
    assert len(before) == 4 and all(kind == "bot" for _, kind in before)
    lobby.on_discovered({"green": SimulatedController("green")}, [])
    assert [(s.colour, s.kind) for s in lobby.seats] == before          # found, not seated until it joins
    lobby.handle(Intent("press", "green"))                              # LOCK: join
    after = [(s.colour, s.kind) for s in lobby.seats]
    assert [c for c, _ in after] == [c for c, _ in before]          # nobody moved, seat 1 is still seat 1
    assert dict(after)["green"] == "controller"
    lobby.on_discovered({"orange": SimulatedController("orange")}, [])
    lobby.handle(Intent("press", "orange"))
    colours = [s.colour for s in lobby.seats]
    assert colours[:3] == [c for c, _ in before][:3] and colours[3] == "orange"
    lobby.handle(Intent("back"))
    assert app.running and app.overlays                             # Esc asks before quitting
    app.dispatch(Intent("back"))
    assert app.running and not [o for o in app.overlays if not o.closed]


def test_same_table_again_keeps_every_seat(app, tmp_path):
    from host.screen.intents import Intent
    from host.screen.scenes.lobby import LobbyScene
    from host.screen.scenes.results import ResultsScene
    app.args.journal = str(tmp_path / "g.jsonl")
    lobby = LobbyScene(app)
    app._lobby = lobby
    app.switch(lobby)
    lobby.handle(Intent("digit", 3))
    lobby.handle(Intent("letter", "k"))
    seats = [(s.colour, s.kind) for s in lobby.seats]
    session = bot_session(4, 5)
    app.switch(ResultsScene(app, session.game.observe(session.state, None)))
    app.scene.handle(Intent("lock"))
    assert app.scene is lobby and [(s.colour, s.kind) for s in lobby.seats] == seats


def test_seats_can_be_reordered_from_a_controller_and_from_the_keyboard_con09(app):
    """CON-09: seat order is the clockwise seating order; a player moves their own seat with the RIGHT wheel
    (the keyboard moves the selected seat with [ and ]); nobody else changes colour or kind."""
    from host.screen.controls import Turn
    from host.screen.intents import Intent
    from host.screen.scenes.lobby import LobbyScene
    lobby = LobbyScene(app)
    app.switch(lobby)
    lobby.on_discovered({"green": SimulatedController("green")}, [])
    lobby.handle(Intent("press", "green"))                       # green joins with LOCK
    order = [s.colour for s in lobby.seats]
    kinds = {s.colour: s.kind for s in lobby.seats}
    g = order.index("green")
    lobby.handle(Intent("turn", Turn("green", "right", -g)))     # green moves to the first seat
    assert [s.colour for s in lobby.seats] == ["green"] + [c for c in order if c != "green"]
    assert {s.colour: s.kind for s in lobby.seats} == kinds
    lobby.selected = 0
    lobby.handle(Intent("symbol", +1))                            # the keyboard moves it back one place
    assert [s.colour for s in lobby.seats][1] == "green" and lobby.selected == 1
    assert not any(s.ready for s in lobby.seats)
