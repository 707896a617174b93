"""A table driven only from controllers (docs/architecture.md §11), for the screen tests: people who turn wheels and
press LOCK on :class:`~hal.simulated.SimulatedController` s, never a key.

``python -m tests.host.screen.table_driver OUT_DIR`` runs the whole story in a real window (the test starts
it under Xvfb): controllers found → each joins with LOCK → the first sets players, variant and the oldest
player with its wheels → everyone presses LOCK → a game played to the end by wheels and LOCK → results →
LOCK: same table again → everyone ready → the second game starts. Each step saves a screenshot and its
draw log to ``OUT_DIR/report.json``.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from games.core.bots import decision_rng
from games.core.codec import encode
from hal.simulated import SimulatedController

STEP_S = 0.01


def answer_as_random_bot(session: Any, hands: dict[str, Any], done: set[tuple[int, str]], seed: int) -> str | None:
    """The people holding ``hands`` (controllers by prompt key) answer one open prompt as the game's random bot
    would, by wheels and LOCK (one at a time, so the others see the first locked in); the key answered, if any."""
    from games.registry import make_bot
    locked = {e["controller"] for e in session.status()["prompted"] if e["locked"]}
    for key, prompt in session.prompts().items():
        c = hands.get(key)
        if c is None or key in locked or (session.step, key) in done:
            continue
        values = make_bot(session.game.name, "random").act(session.game.observe(session.state, prompt.seat), prompt,
                                                           decision_rng(seed, session.step, key))
        for wheel, face in encode(prompt, values).items():
            c.set_face(face, wheel)
        c.press_lock()
        c.release_lock()
        done.add((session.step, key))
        return key
    return None


def turn(c: SimulatedController, wheel: str, step: int) -> None:
    """Turn one wheel ``step`` detents (wrapping, as a real wheel does)."""
    i = ("left", "centre", "right").index(wheel)
    position = c.snapshot().positions[i] or 0
    c.set_wheel(wheel, (position + step) % c.table.detents[i])


def press(c: SimulatedController) -> None:
    c.press_lock()
    c.release_lock()


def pause(app: Any) -> None:
    """Let ``STEP_S`` of the app's time pass between two ticks: slept on the wall clock, or the app's
    :class:`~host.screen.clock.ManualClock` moved on (a test on a manual clock never waits for the wall clock)."""
    from host.screen.clock import ManualClock
    if isinstance(app.clock, ManualClock):
        app.clock.advance(STEP_S)
    else:
        time.sleep(STEP_S)


def ticks(app: Any, seconds: float = 0.3, until: Any = None) -> bool:
    """Run the app's loop for ``seconds`` of its clock (or until ``until()`` is true); True if ``until`` came
    true."""
    end = app.now() + seconds
    while app.now() < end:
        app.tick(wait=False)
        if until is not None and until():
            return True
        pause(app)
    return until is None


PRESS_GAP_S = 0.6
"""A person's two presses of LOCK are at least this far apart: closer together (DOUBLE_PRESS_S, 0.4 s) they are
the pause gesture, so a "go on" press just before a prompt's lock-in would open the pause menu."""


class Players:
    """The people holding ``controllers``: they answer each prompt as a heuristic bot would, by wheels and LOCK,
    never pressing twice within :data:`PRESS_GAP_S` (times on the session's clock, the app's under the screen)."""

    def __init__(self, controllers: dict[str, SimulatedController], seed: int = 7) -> None:
        from games.pixoid.bots import HeuristicBot   # the story plays Pixoid, the game the console has a screen for
        self.controllers = controllers
        self.bot = HeuristicBot()
        self.seed = seed
        self.done: set[tuple[int, str]] = set()
        self.pressed: dict[str, float] = {}

    def _press(self, session: Any, key: str) -> bool:
        """LOCK on ``key``'s controller, unless it was pressed less than PRESS_GAP_S ago; True if pressed."""
        now = session.clock()
        if now - self.pressed.get(key, -9e9) < PRESS_GAP_S:
            return False
        press(self.controllers[key])
        self.pressed[key] = now
        return True

    def act(self, session: Any) -> None:
        status = {e["controller"]: e for e in session.status()["prompted"]}
        for key, prompt in session.prompts().items():
            c = self.controllers.get(key)
            if c is None or not c.connected or session.plans[prompt.seat].kind == "bot":
                continue
            if status.get(key, {}).get("locked") or (session.step, key) in self.done and key not in session.refused:
                continue
            if session.clock() - self.pressed.get(key, -9e9) < PRESS_GAP_S:
                continue                 # answered on a later tick: a press now would be a double press
            values = self.bot.act(session.game.observe(session.state, prompt.seat), prompt,
                                  decision_rng(self.seed, session.step, key))
            for wheel, face in encode(prompt, values).items():
                c.set_face(face, wheel)
            self._press(session, key)
            self.done.add((session.step, key))

    def play_to_results(self, app: Any, seconds: float = 120.0) -> bool:
        """Play until the results screen (within ``seconds`` of the app's clock); a LOCK now and then goes on
        from screens that wait for one."""
        end = app.now() + seconds
        last_nudge = app.now()
        while app.now() < end:
            app.tick(wait=False)
            if app.scene is not None and app.scene.name == "results":
                return True
            if app.controls is not None:
                self.act(app.controls.session)
                if app.now() - last_nudge > 1.0:
                    last_nudge = app.now()
                    session = app.controls.session
                    for key, c in self.controllers.items():
                        if key not in session.prompts() and c.connected:
                            self._press(session, key)       # "press LOCK to go on" screens between steps
            pause(app)
        return False


class BoardHands:
    """Hands on an emulated board (the real firmware on a pty): what :class:`SimulatedController` offers the
    story — wheels, faces, LOCK, LED, connected — done on the board, each waiting until the host's
    :class:`~hal.serial_controller.SerialController` has seen it (debounce and the serial line included)."""

    def __init__(self, board: Any, controller: Any) -> None:
        self.board = board
        self.controller = controller

    def _until(self, done: Any, timeout: float = 2.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end and not done():
            time.sleep(0.005)

    @property
    def led(self) -> Any:
        return self.controller.led

    @property
    def connected(self) -> bool:
        return self.controller.connected

    @property
    def table(self) -> Any:
        return self.controller.table

    def snapshot(self) -> Any:
        return self.controller.snapshot()

    def set_wheel(self, wheel: str, position: int) -> None:
        i = ("left", "centre", "right").index(wheel)
        self.board.set_wheel(wheel, position)
        self._until(lambda: self.controller.snapshot().positions[i] == position)

    def set_face(self, face: Any, wheel: str) -> None:
        self.set_wheel(wheel, self.controller.table.position_of(wheel, face))

    def press_lock(self) -> None:
        self.board.press_lock()
        self._until(lambda: self.controller.snapshot().locked)

    def release_lock(self) -> None:
        self.board.release_lock()
        self._until(lambda: not self.controller.snapshot().locked)


def board_hands(boards: list[Any], timeout: float = 20.0) -> tuple[dict[str, Any], dict[str, BoardHands]]:
    """The host's SerialController for each emulated board, once every one has connected, and hands on each
    board, both by colour."""
    from hal.serial_controller import SerialController
    serial = {b.colour: SerialController(b.path) for b in boards}
    assert all(c.wait_connected(timeout) for c in serial.values()), "the emulated boards did not connect"
    return serial, {b.colour: BoardHands(b, serial[b.colour]) for b in boards}


def close(app: Any, boards: list[Any]) -> None:
    """A driver's last step, after a failure too: the window closed, then the emulated boards stopped."""
    app.close()
    for b in boards:
        b.stop()


def save_report(out: Path, report: dict[str, Any]) -> dict[str, Any]:
    """``report`` written to OUT_DIR/report.json (what the test reads back), and returned."""
    (out / "report.json").write_text(json.dumps(report, default=str))
    return report


def story(out: Path, emulated: bool = False) -> dict[str, Any]:
    import pygame
    from host.screen import draw
    from host.screen.app import App
    from host.screen.intents import DISCOVERED
    from host.cli import build_parser

    parser, _ = build_parser()
    args = parser.parse_args(["play", "--no-usb", "--seed", "5", "--journal", str(out / "g1.jsonl")])
    app = App(args, size=(1280, 720))
    report: dict[str, Any] = {"steps": []}

    def step(name: str, **facts: Any) -> None:
        shot = out / f"{name}.png"
        app.save_screenshot(str(shot))
        report["steps"].append({"name": name, "scene": app.scene.name if app.scene else None,
                                "text": list(draw.text_log), "shot": str(shot), **facts})

    boards: list[Any] = []
    try:
        if emulated:                       # the real firmware on pseudo-terminals, read through the serial path
            from hal.emulator import start_boards
            boards = start_boards(2, ["red", "blue"])
            found, hands = board_hands(boards)
            red, blue = hands.values()
        else:
            red, blue = SimulatedController("red"), SimulatedController("blue")
            found = {"red": red, "blue": blue}
        app.to_lobby()
        app.post_event(pygame.event.Event(DISCOVERED, controllers=found, problems=[]))
        ticks(app, 0.3)
        step("found", seats=[(s.colour, s.kind) for s in app.scene.seats], led=[str(red.led), str(blue.led)],
             kinds=sorted({type(c).__name__ for c in found.values()}))
        press(red)
        ticks(app, 0.2)
        press(blue)
        ticks(app, 0.2)
        step("joined", seats=[(s.colour, s.kind) for s in app.scene.seats], led=[str(red.led), str(blue.led)])
        lobby = app.scene
        rows = [r[0] for r in lobby.menu()]
        plan = [("players", 1), ("players", 1), ("variant", 1), ("oldest", 1)]
        for row, change in plan:               # red, the first to join, sets the table with its wheels
            for _ in range(len(rows)):
                if rows[lobby.row] == row:
                    break
                turn(red, "left", 1)
                ticks(app, 0.05)
            turn(red, "centre", change)
            ticks(app, 0.1)
        step("set", seats=[(s.colour, s.kind) for s in lobby.seats], settings=dict(lobby.settings),
             oldest=lobby.oldest_colour())
        press(red)
        ticks(app, 0.2)
        press(blue)
        started = ticks(app, 2.0, until=lambda: app.controls is not None)
        state = app.controls.session.state if started else None
        step("game", started=started, variant=getattr(getattr(state, "config", None), "variant", None),
             players=list(getattr(getattr(state, "config", None), "players", ())),
             first_pixoid=getattr(state, "pixoid", None))
        players = Players({"red": red, "blue": blue})
        reached = players.play_to_results(app)
        step("results", reached=reached)
        ticks(app, 1.2)                          # the results ignore presses for a moment
        seats_before = [(s.colour, s.kind) for s in lobby.seats]
        press(red)                               # "same table again" is chosen first
        ticks(app, 0.3)
        step("again", same_lobby=app.scene is lobby, seats=[(s.colour, s.kind) for s in app.scene.seats],
             seats_before=seats_before, ready=[s.ready for s in app.scene.seats])
        press(red)
        ticks(app, 0.2)
        press(blue)
        started = ticks(app, 2.0, until=lambda: app.controls is not None)
        step("rematch", started=started, games=app.games_started)
    finally:
        close(app, boards)
    return save_report(out, report)


if __name__ == "__main__":
    story(Path(sys.argv[1]), emulated="--emulated" in sys.argv[2:])
