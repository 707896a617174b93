"""A whole Magical Athlete game in the real window with emulated controllers and a bot (issue 21's window test).

``python -m tests.host.screen.games.magical_athlete.window_driver OUT_DIR [SEED]`` (the test starts it under
Xvfb): two emulated boards (the firmware on the MicroPython unix port behind pseudo-terminals, read through
SerialController) sit as Red and Blue, a heuristic bot as Green; the people holding the boards answer every
prompt — the draft picks, the secret racer choices, each power's yes/no, target or number — as a random bot
would, by wheels and LOCK only, and press LOCK to go on from the reveal and the end of each race. The game plays
to the results in the window. Every frame's text is checked: before the reveal no racer a seat has chosen in
secret is written as chosen (the TV never names a choice: CON-05). Screenshots of the first moment of each kind
are saved to OUT_DIR, and OUT_DIR/report.json says what happened.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

STEP_S = 0.005
PRESS_GAP_S = 1.2
"""A board's LOCK presses are this far apart when nothing asks it (two quick presses pause the game)."""
SHOTS = ("draft_pick", "reveal", "roll", "power", "trip", "finish", "race_end", "arrow", "decision")


def answer(session: Any, hands: dict[str, Any], done: set[tuple[int, str]], seed: int) -> str | None:
    """The people holding ``hands`` answer one open prompt as a random bot would, by wheels and LOCK; the colour
    of the board that answered, if one did."""
    from tests.host.screen.table_driver import answer_as_random_bot
    return answer_as_random_bot(session, hands, done, seed)


def run(out: Path, seed: int = 4) -> dict[str, Any]:
    from hal.emulator import start_boards
    from host.cli import build_parser
    from host.screen import draw
    from host.screen.app import App
    from host.table import start_session
    from tests.host.emulated import seat_plans
    from tests.host.screen.table_driver import board_hands, close, save_report

    parser, _ = build_parser()
    args = parser.parse_args(["play", "--no-usb", "--game", "magical_athlete", "--seed", str(seed), "--journal",
                              str(out / "game.jsonl")])
    app = App(args, size=(1280, 720))
    report: dict[str, Any] = {"leaks": [], "shots": [], "frames": 0, "inputs": 0, "holds": 0, "kinds_seen": []}
    boards = start_boards(2, ["red", "blue"])
    try:
        serial, hands = board_hands(boards)
        colours = ["red", "blue", "green"]
        session = start_session("magical_athlete", {"players": colours}, seed, seat_plans(colours, serial, "heuristic"),
                                serial, out / "game.jsonl")
        report["kinds"] = sorted({type(c).__name__ for c in session.controllers.values()})
        app.start_game(session, {}, seed)
        scene = app.scene
        done: set[tuple[int, str]] = set()
        shot_kinds: set[str] = set()
        last_press = {c: 0.0 for c in hands}
        end = time.monotonic() + 420
        while time.monotonic() < end and app.scene is scene:
            app.tick(wait=False)
            report["frames"] += 1
            chosen = {seat: list(session.game.observe(session.state, seat).get("private", {}).get("chosen", []))
                      for seat in colours}
            titles = {scene.title(n) for names in chosen.values() for n in names}
            if titles and session.state.phase == "choose":
                report["leaks"] += [s for s in draw.text_log if any(f"chose {t}" in s for t in titles)]
            kind = scene.beats[0].kind if scene.beats else None
            if kind and kind not in report["kinds_seen"]:
                report["kinds_seen"].append(kind)
            if kind in SHOTS and kind not in shot_kinds and scene.beat_end:
                shot_kinds.add(kind)
                path = out / f"ma-{kind}.png"
                app.save_screenshot(str(path))
                report["shots"].append(str(path))
            now = time.monotonic()
            rested = {c: h for c, h in hands.items() if now - last_press[c] > PRESS_GAP_S}
            if scene.holding and rested:
                colour, board = next(iter(rested.items()))
                board.press_lock()
                board.release_lock()
                last_press[colour] = now
                report["holds"] += 1
            elif not scene.beats and rested:
                colour = answer(session, rested, done, seed)
                if colour is not None:
                    report["inputs"] += 1
                    last_press[colour] = now
            time.sleep(STEP_S)
        report["results"] = app.scene is not None and app.scene.name == "results"
        if report["results"]:
            app.tick(wait=False)
            app.save_screenshot(str(out / "ma-results.png"))
            report["shots"].append(str(out / "ma-results.png"))
            report["results_text"] = list(draw.text_log)
        report["over"] = session.over
        report["paused"] = bool(session.status().get("paused"))
    finally:
        close(app, boards)
    return save_report(out, report)


if __name__ == "__main__":
    run(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 4)
