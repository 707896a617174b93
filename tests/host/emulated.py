"""Driving a game on emulated boards (the real firmware on the MicroPython unix port behind ptys), shared by
the end-to-end tests and the window drivers: the boards for a fixture, the seat plans, a LOCK press the host
has seen, and a session played to the end with a bot's answers dialled on the boards."""
from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping

from games.core.bots import decision_rng
from hal.emulator import start_boards
from host.seats import BOT, CONTROLLER, SeatPlan
from tests.support import wait_for as wait


def running_boards(colours: list[str]) -> Iterator[dict[str, Any]]:
    """A fixture's body: one emulated board a colour, by colour; stopped after the test."""
    started = start_boards(len(colours), colours)
    yield {b.colour: b for b in started}
    for b in started:
        b.stop()


def seat_plans(colours: list[str], controllers: Mapping[str, Any], bot: str = "heuristic") -> dict[str, SeatPlan]:
    """A controller seat for each colour in ``controllers``, a ``bot`` seat for the others."""
    return {c: SeatPlan(c, CONTROLLER, None, controllers[c].uid) if c in controllers else SeatPlan(c, BOT, bot)
            for c in colours}


def lock(board: Any, controller: Any) -> None:
    """Press and release the board's LOCK, each seen by the host's controller."""
    board.press_lock()
    assert wait(lambda: controller.snapshot().locked)
    board.release_lock()
    assert wait(lambda: not controller.snapshot().locked)


def play_on_boards(session: Any, bot: Any, seed: int, dial: Callable[[str, Any, dict[str, Any]], None],
                   turns: int) -> None:
    """Up to ``turns`` steps: every prompt answered as ``bot`` would (on ``seed``), by ``dial(seat, prompt,
    values)`` on the boards, then the session's step waited for."""
    for _ in range(turns):
        if session.over:
            break
        step = session.step
        for key, prompt in session.prompts().items():
            values = bot.act(session.game.observe(session.state, prompt.seat), prompt, decision_rng(seed, step, key))
            dial(key, prompt, values)
        assert wait(lambda step=step: any(u.kind == "applied" for u in session.poll()) or session.step > step, 30)
