"""A whole Outspeed game in the real window with emulated controllers and bots (issue 11's window test).

``python -m tests.host.screen.games.outspeed.window_driver OUT_DIR [SEED]`` (the test starts it under Xvfb):
two emulated boards (the firmware on the MicroPython unix port behind pseudo-terminals, read through
SerialController) sit as Red and Blue, two random bots as Green and Yellow; the people holding the boards
answer every prompt as a random bot would, by wheels and LOCK only; the game plays to the results in the
window. Every frame's text (draw's log) is checked for a token kind held in secret and never revealed
(hands, drawn pairs, committed tokens); screenshots of the first moments of each kind are saved to
OUT_DIR, and OUT_DIR/report.json says what happened.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

STEP_S = 0.005
SHOTS = ("bonus_reveal", "bonus_effect", "routes", "forfeit", "roll", "eliminated", "finish", "declare")


def run(out: Path, seed: int = 12) -> dict[str, Any]:
    from hal.emulator import start_boards
    from host.cli import build_parser
    from host.screen import draw
    from host.screen.app import App
    from host.table import start_session
    from tests.host.emulated import seat_plans
    from tests.host.screen.games.outspeed.helpers import (answer_as_bot, applied_events, leaked, public_tokens,
                                                          secret_kinds)
    from tests.host.screen.table_driver import board_hands, close, save_report

    parser, _ = build_parser()
    args = parser.parse_args(["play", "--no-usb", "--game", "outspeed", "--seed", str(seed), "--journal",
                              str(out / "game.jsonl")])
    app = App(args, size=(1280, 720))
    report: dict[str, Any] = {"leaks": [], "shots": [], "frames": 0, "held_secret": False, "inputs": 0}
    boards = start_boards(2, ["red", "blue"])
    try:
        serial, hands = board_hands(boards)
        colours = ["red", "blue", "green", "yellow"]
        session = start_session("outspeed", {"players": colours}, seed, seat_plans(colours, serial, "random"), serial,
                                out / "game.jsonl")
        report["kinds"] = sorted({type(c).__name__ for c in session.controllers.values()})
        app.start_game(session, {}, seed)
        scene = app.scene
        events = applied_events(scene)
        done: set[tuple[int, str]] = set()
        shot_kinds: set[str] = set()
        end = time.monotonic() + 240
        while time.monotonic() < end and app.scene is scene:
            app.tick(wait=False)
            report["frames"] += 1
            secret = secret_kinds(session, public_tokens(events))
            report["held_secret"] |= bool(secret)
            report["leaks"] += leaked(draw.text_log, secret)
            kind = scene.beats[0].kind if scene.beats else None
            if kind in SHOTS and kind not in shot_kinds:
                shot_kinds.add(kind)
                path = out / f"outspeed-{kind}.png"
                app.save_screenshot(str(path))
                report["shots"].append(str(path))
            if answer_as_bot(session, hands, done, seed):
                report["inputs"] += 1
            time.sleep(STEP_S)
        report["results"] = app.scene is not None and app.scene.name == "results"
        if report["results"]:
            app.tick(wait=False)
            app.save_screenshot(str(out / "outspeed-results.png"))
            report["shots"].append(str(out / "outspeed-results.png"))
            report["results_text"] = list(draw.text_log)
        report["events"] = sorted({e["type"] for e in events})
        report["over"] = session.over
    finally:
        close(app, boards)
    return save_report(out, report)


if __name__ == "__main__":
    run(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 12)
