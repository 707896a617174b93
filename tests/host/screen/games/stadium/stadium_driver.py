"""A whole Stadium game at the TV (issue 13), for the window tests: emulated controllers (the real firmware on
pseudo-terminals, read through SerialController) held by people who answer every prompt with the wheels and
LOCK as the heuristic bot would, the other seats bots, in a real window (the test runs it under Xvfb).

``python -m tests.host.screen.games.stadium.stadium_driver OUT_DIR PLAYERS SEED`` plays the game from the
first reveal to the results screen and saves, each the first time it is on screen: a trial's reveal
(``reveal.png``), a secret choice revealed in the seat rows (``wager.png``), a person dialling a team split
with the share shown as dialled before LOCK (``split.png``), the closing ceremony (``ceremony.png``) and the
results (``results.png``); ``OUT_DIR/report.json`` holds each moment's draw log and the game's facts.

``... OUT_DIR reopen CUT.jsonl`` reopens a cut journal in the window (:func:`reopen`) and saves its first
frame (``resumed.png``) with where the game stands (``reopened.json``).

Which seats hold the emulated controllers is chosen before the game: the one who splits a gain or a cost
(as the seeded heuristic game goes: the people play exactly as the bots would), and one seat of the other
team.
"""
from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path
from typing import Any

from games.core.bots import decision_rng
from games.core.codec import encode
from games.core.faces import COLOURS
from games.registry import get_game
from games.stadium.bots import HeuristicBot
from tests.host.emulated import seat_plans
from tests.host.screen.table_driver import STEP_S, BoardHands, board_hands, close, press, save_report, ticks

MOMENTS = ("reveal", "wager", "split", "ceremony", "results")
SPLITS = ("share",)
"""The field a team split asks each share with (games/core/split.py)."""


def plan_game(players: int, seed: int, wheel_max: int) -> tuple[list[str], dict[str, Any]]:
    """The seeded heuristic game played headless: the seats that should hold the emulated controllers (the
    first one asked for a share of a team split, then a seat of the other team) and its facts."""
    game = get_game("stadium")
    seats = list(COLOURS[:players])
    state = game.setup({"players": seats, "wheel_max": wheel_max}, seed)
    bot = HeuristicBot()
    splitter = None
    step = 0
    while (prompts := game.prompts(state)) and step < 2000:
        inputs = {}
        for key, prompt in prompts.items():
            if splitter is None and any(f.name in SPLITS for f in prompt.fields):
                splitter = prompt.seat
            inputs[key] = bot.act(game.observe(state, prompt.seat), prompt, decision_rng(seed, step, key))
        state, _ = game.apply(state, inputs)
        step += 1
    teams = state.config.teams
    first = splitter or seats[0]
    other = next(s for s in seats if teams[s] != teams[first])
    return [first, other], {"steps": step, "splitter": splitter,
                            "trials": [r.id for r in state.records]}


PRESS_GAP_S = 0.6
"""A person's two presses of LOCK are at least this far apart (closer together they open the pause)."""


class People:
    """The persons at the emulated controllers: each prompt answered with the wheels, then LOCK; a split's
    share is dialled, shown, and only then locked."""

    def __init__(self, hands: dict[str, BoardHands], seed: int) -> None:
        self.hands = hands
        self.seed = seed
        self.bot = HeuristicBot()
        self.tried: dict[tuple[int, str], float] = {}
        self.pressed: dict[int, float] = {}

    def press(self, app: Any, hand: BoardHands) -> None:
        """LOCK pressed as a person presses it: never twice within PRESS_GAP_S (two quick presses: the pause)."""
        wait = PRESS_GAP_S - (time.monotonic() - self.pressed.get(id(hand), -9.0))
        if wait > 0:
            ticks(app, wait)
        press(hand)
        self.pressed[id(hand)] = time.monotonic()

    def act(self, app: Any, shoot: Any) -> None:
        """Answer every prompt of a person not locked in yet (again after a while: a LOCK pressed while the
        screen held a reveal went on from the reveal, not into the prompt)."""
        session = app.controls.session
        status = {e["controller"]: e for e in session.status()["prompted"]}
        now = time.monotonic()
        for key, prompt in session.prompts().items():
            hand = self.hands.get(key)
            if hand is None or status.get(key, {}).get("locked") or now - self.tried.get((session.step, key), -9) < 1.5:
                continue
            values = self.bot.act(session.game.observe(session.state, prompt.seat), prompt,
                                  decision_rng(self.seed, session.step, key))
            for wheel, face in encode(prompt, values).items():
                hand.set_face(face, wheel)
            if any(f.name in SPLITS for f in prompt.fields):
                ticks(app, 0.4)
                shoot("split", seat=prompt.seat, preview=session.preview(key), values=values)
            self.press(app, hand)
            self.tried[(session.step, key)] = time.monotonic()


def run(out: Path, players: int, seed: int, limit: float = 400.0) -> dict[str, Any]:
    from hal.emulator import start_boards
    from hal.faces import load_face_table
    from host.cli import build_parser
    from host.screen import draw
    from host.screen.app import App
    from host.table import start_session
    from host.wheels import wheels_of

    wheel_max = wheels_of(load_face_table("default")).number_max
    people, facts = plan_game(players, seed, wheel_max)
    report: dict[str, Any] = {"players": players, "seed": seed, "people": people, "plan": facts, "moments": {}}
    args = build_parser()[0].parse_args(["play", "--no-usb", "--game", "stadium", "--seed", str(seed), "--pace", "0",
                                         "--windowed"])
    app = App(args, size=(1280, 720))
    app.sounds.enabled = False
    boards = start_boards(len(people), people)
    t0 = time.monotonic()
    try:
        serial, hands = board_hands(boards)
        seats = list(COLOURS[:players])
        session = start_session("stadium", {"players": seats}, seed, seat_plans(seats, serial), serial,
                                str(out / "game.jsonl"))
        report["controllers"] = sorted({type(c).__name__ for c in session.controllers.values()})
        app.start_game(session, {}, seed)
        scene = app.scene
        hold = People(hands, seed)

        def shoot(name: str, again: bool = False, **extra: Any) -> None:
            if name in report["moments"] and not again:
                return
            shot = out / f"{name}.png"
            app.save_screenshot(str(shot))
            report["moments"][name] = {"shot": str(shot), "text": list(draw.text_log), "at": time.monotonic() - t0,
                                       **extra}

        last_nudge = time.monotonic()
        while time.monotonic() - t0 < limit:
            app.tick(wait=False)
            if app.scene is not scene:
                break
            model = scene.model
            if model.get("revealing") and model["revealing"].get("at") is not None:
                shoot("reveal", trial=model["revealing"].get("id") or model["revealing"].get("trial"))
            flipped = [at for at in (model.get("shown_at") or {}).values() if time.monotonic() - at > scene.flip_s + 0.05]
            wagers = {s: v for s, v in (model.get("shown") or {}).items() if re.fullmatch(r"\d+", str(v))}
            everyone = len(wagers) == players                   # every seat's Energy wager, revealed together
            if flipped and everyone and not model.get("medal_rows") and "wager" not in report["moments"]:
                shoot("wager", shown=dict(model["shown"]), wagers=wagers)    # the first wagers revealed, face up
            if model.get("ceremony"):
                shoot("ceremony")
            if scene.holding:                                     # a reveal waits for a person's LOCK (ST-08)
                if time.monotonic() - last_nudge > 0.5:
                    last_nudge = time.monotonic()
                    for hand in hands.values():
                        hold.press(app, hand)
            elif app.controls is not None and not scene.beats:
                hold.act(app, shoot)
            time.sleep(STEP_S)
        ticks(app, 0.3)
        report["scene"] = app.scene.name if app.scene else None
        if report["scene"] == "results":
            shoot("results")
        report["seconds"] = time.monotonic() - t0
        report["over"] = scene.session.over
        report["result"] = scene.session.game.result(scene.session.state)
    finally:
        close(app, boards)
    return save_report(out, report)




def reopen(out: Path, cut: Path) -> dict[str, Any]:
    """A cut journal reopened in the window (as ``eightbit resume`` does: host.table.rebuild and
    resume_session): the first frame's draw log and screenshot (``resumed.png``), and where the game is. Give
    it a copy: the bots may play on into the journal."""
    from host.cli import build_parser
    from host.screen import draw
    from host.screen.app import App
    from host.screen.game_controls import GameControls
    from host.screen.games import screen_for
    from host.table import rebuild, resume_session

    rebuilt = rebuild(cut)
    session = resume_session(rebuilt, {})
    state = session.state
    report: dict[str, Any] = {"slot": state.slot + 1, "slots": len(state.kinds), "trial": state.current,
                              "steps": rebuilt.steps, "energy": dict(state.energy)}
    app = App(build_parser()[0].parse_args(["play", "--no-usb", "--windowed"]), size=(1280, 720))
    app.sounds.enabled = False
    try:
        app.games_started += 1
        app.controls = GameControls(app, session)
        app.switch(screen_for("stadium").GameScene(app, session, {}, 0))
        app.tick(wait=False)                        # the first frame: the arena as the journal left it
        app.save_screenshot(str(out / "resumed.png"))
        report.update(scene=app.scene.name, text=list(draw.text_log), shot=str(out / "resumed.png"))
    finally:
        session.journal = None                      # only looked at: the journal is left as it was cut
        app.close()
    (out / "reopened.json").write_text(json.dumps(report, default=str))
    return report


if __name__ == "__main__":
    if sys.argv[2] == "reopen":
        reopen(Path(sys.argv[1]), Path(sys.argv[3]))
    else:
        run(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
