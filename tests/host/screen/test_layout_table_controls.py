"""The layout of the screens the controllers drive (docs/architecture.md §11; the checks of test_layout.py at the three
screen sizes): the lobby with controllers waiting to join, joined, one of them setting the table and one
READY; the pause menu a player opened and the waiting screen with its three choices; the TV peek's curtain
and its private view; the results with their two choices for the controllers."""
from __future__ import annotations

import pygame

from hal.simulated import SimulatedController
from host.private import PrivateChannels
from host.screen.controls import Turn
from host.screen.intents import Intent
from host.screen.overlays import PauseOverlay, PeekOverlay
from host.screen.scenes.lobby import LobbyScene
from host.screen.scenes.results import ResultsScene
from tests.host.screen.conftest import bot_session, press
from tests.host.screen.test_layout import check


def test_lobby_menus_peek_and_results_fit_at_every_size(sized):
    app, size = sized
    found: list[str] = []
    lobby = LobbyScene(app)
    app.switch(lobby)
    red, blue, green = (SimulatedController(c) for c in ("red", "blue", "green"))
    lobby.handle(Intent("discovered", ({"red": red, "blue": blue, "green": green}, [])))
    check(app, size, "lobby, three controllers waiting", found)
    lobby.handle(Intent("press", "red"))
    lobby.handle(Intent("press", "blue"))
    check(app, size, "lobby, red sets the table", found)
    lobby.row = 2
    lobby.handle(Intent("press", "blue"))
    check(app, size, "lobby, blue ready", found)

    session = bot_session(4, 3, "short", humans={"red": red, "blue": blue})
    app.start_game(session, {}, 3)
    for overlay, where in ((PauseOverlay(holder="red"), "pause menu from a held LOCK"),
                           (PauseOverlay("Red (R)", auto=True), "waiting screen with choices")):
        app.push_overlay(overlay)
        check(app, size, where, found)
        app.overlays.remove(overlay)
    red.set_faces(number=30)
    press(red)
    session.poll()
    peek = PeekOverlay("red", PrivateChannels(session), now=0.0)
    peek.since = float("inf")                                  # the curtain
    app.push_overlay(peek)
    check(app, size, "peek curtain", found)
    peek.since = -10.0                                         # the private view
    check(app, size, "peek view", found)
    app.overlays.remove(peek)
    app.controls = None
    app.switch(ResultsScene(app, session.game.observe(session.state, None)))
    app.scene.handle(Intent("turn", Turn("red", "left", 1)))
    check(app, size, "results, new table chosen", found)
    assert not found, "\n".join(found)
    assert pygame.display.get_surface().get_size() == size
