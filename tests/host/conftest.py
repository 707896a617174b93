"""Helpers for session tests: simulated controllers that play by turning wheels and pressing lock."""
from __future__ import annotations

from typing import Any

from games.core.bots import decision_rng
from games.core.codec import encode
from games.pixoid.bots import HeuristicBot
from hal.simulated import SimulatedController
from host.seats import BOT, CONTROLLER, SeatPlan
from host.session import Session
from host.table import start_session


def make_session(players: list[str], humans: list[str], seed: int = 1, journal=None, extra=(), **options: Any):
    plans = {c: SeatPlan(c, CONTROLLER if c in humans else BOT, None if c in humans else "heuristic") for c in players}
    controllers = {c: SimulatedController(c) for c in list(humans) + list(extra)}
    session = start_session("pixoid", {"players": players, **options}, seed, plans, controllers, journal)
    return session, controllers


def dial(controller: SimulatedController, values: dict[str, Any], prompt) -> None:
    """Turn the wheels to show ``values`` for ``prompt``, as the wheel codec encodes them."""
    for wheel, face in encode(prompt, values).items():
        controller.set_face(face, wheel)


def press(controller: SimulatedController) -> None:
    controller.press_lock()
    controller.release_lock()


def play_humans(session: Session, controllers: dict[str, SimulatedController], seed: int = 7,
                max_steps: int = 2000) -> None:
    """Human seats answer like a heuristic bot would, through their wheels and lock button."""
    bot = HeuristicBot()
    for step in range(max_steps):
        if session.over:
            return
        for key, prompt in session.prompts().items():
            if key in controllers:
                values = bot.act(session.game.observe(session.state, prompt.seat), prompt,
                                 decision_rng(seed, step, key))
                dial(controllers[key], values, prompt)
                press(controllers[key])
        session.poll()
    raise AssertionError("game did not end")
