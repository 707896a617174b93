"""Stadium tables for the scene tests: seeded sessions with people on simulated controllers and bots, a scene
held on its first reveal, and going on from it."""
from __future__ import annotations

from typing import Any

from games.core.faces import COLOURS
from games.registry import get_game
from hal.simulated import SimulatedController
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session
from tests.host.screen.games.pixoid.test_scene import run_until


def first_of(players: int, seed: int, trials: str | None = None) -> str:
    """Who holds the First Player token at the start of this seeded game (ST-06)."""
    options: dict[str, Any] = {"players": list(COLOURS[:players])}
    if trials:
        options["trials"] = trials
    return get_game("stadium").setup(options, seed).first


def stadium_session(players: int, seed: int, people: tuple[str, ...] = (), trials: str | None = None):
    """A Stadium game: ``people`` on simulated controllers (returned), bots in the other seats."""
    colours = list(COLOURS[:players])
    humans = {c: SimulatedController(c) for c in people}
    plans = {c: SeatPlan(c, CONTROLLER, None, humans[c].uid) if c in humans else SeatPlan(c, BOT, "heuristic")
             for c in colours}
    options: dict[str, Any] = {"players": colours}
    if trials:
        options["trials"] = trials
    return start_session("stadium", options, seed, plans, humans, None), humans


def held_scene(app: Any, session: Any) -> Any:
    """A Stadium scene on ``session``, played until its first reveal holds for the table."""
    from host.screen.games.stadium.scene import StadiumScene
    scene = StadiumScene(app, session)
    app.switch(scene)
    run_until(scene, lambda: scene.holding)
    return scene


def go_on(scene: Any, pad: SimulatedController) -> None:
    """``pad`` presses LOCK on the reveal; the scene plays on until the trial asks for input."""
    from host.screen.intents import Intent
    press(pad)
    scene.handle(Intent("wake"))
    run_until(scene, lambda: not scene.beats)


def press(controller: SimulatedController) -> None:
    controller.press_lock()
    controller.release_lock()
