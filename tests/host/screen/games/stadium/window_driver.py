"""A Stadium table in the real window, for the window test and screenshots: people on simulated controllers
(wheels and LOCK), one keyboard player (its Enter is a real key event through the app's loop) and bots, from
the first reveal to the results.

``python -m tests.host.screen.games.stadium.window_driver OUT_DIR [PLAYERS] [SEED] [TRIALS] [WxH]`` plays the
game (TRIALS: a practice track such as ``cycling,gymnastics``; ``all``: the drawn track) and saves a screenshot
of each moment with its draw log in ``OUT_DIR/report.json``: the first reveal held for the first player, a
public choice being dialled (and a team's Energy split, when a person dials one), secret wagers revealed
together, a trial's end, the closing ceremony, the results.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from games.core.bots import decision_rng
from games.core.codec import encode
from games.core.faces import COLOURS
from hal.simulated import SimulatedController
from host.seats import BOT, CONTROLLER, KEYBOARD, SeatPlan

STEP_S = 0.01


def story(out: Path, players: int = 4, seed: int = 4, trials: str | None = "cycling,gymnastics",  # noqa: C901 - a scripted story, step after step
          size: tuple[int, int] = (1280, 720), seconds: float = 240.0) -> dict[str, Any]:
    import pygame
    from games.registry import make_bot
    from host.cli import build_parser
    from host.screen import draw
    from host.screen.app import App
    from host.table import start_session
    from tests.host.screen.table_driver import press

    out.mkdir(parents=True, exist_ok=True)
    parser, _ = build_parser()
    args = parser.parse_args(["play", "--game", "stadium", "--no-usb", "--seed", str(seed), "--windowed"])
    app = App(args, size=size)
    app.sounds.enabled = False
    colours = list(COLOURS[:players])
    people = {c: SimulatedController(c) for c in colours[:2]}          # two controllers...
    typed = colours[2]                                                   # ...one keyboard player, bots
    keyboard = {typed: SimulatedController(typed)}
    plans = {c: SeatPlan(c, CONTROLLER, None, people[c].uid) if c in people else
             SeatPlan(c, KEYBOARD, None) if c == typed else SeatPlan(c, BOT, "heuristic") for c in colours}
    options: dict[str, Any] = {"players": colours}
    if trials and trials != "all":
        options["trials"] = trials
    session = start_session("stadium", options, seed, plans, {**people, **keyboard}, out / "game.jsonl")
    bot = make_bot("stadium", "heuristic")
    report: dict[str, Any] = {"steps": [], "holds": [], "previews": [], "reveals": []}
    done: set[tuple[int, str]] = set()

    def step(name: str, **facts: Any) -> None:
        shot = out / f"{name}.png"
        app.save_screenshot(str(shot))
        report["steps"].append({"name": name, "scene": app.scene.name if app.scene else None,
                                "text": list(draw.text_log), "shot": str(shot), **facts})

    def enter() -> None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))

    def act(scene: Any) -> None:
        """Each person answers its prompt as the heuristic bot would, with wheels and LOCK (or Enter)."""
        status = {e["controller"]: e for e in session.status()["prompted"]}
        for key, prompt in session.prompts().items():
            pad = people.get(key) or keyboard.get(key)
            if pad is None or status.get(key, {}).get("locked") or ((session.step, key) in done
                                                                    and key not in session.refused):
                continue
            values = bot.act(session.game.observe(session.state, prompt.seat), prompt,
                             decision_rng(seed, session.step, key))
            for wheel, face in encode(prompt, values).items():
                pad.set_face(face, wheel)
            moment = "split" if any(f.name == "share" for f in prompt.fields) else "dialled"
            if not prompt.secret and moment not in seen:
                app.tick(wait=False)
                row = next(r for r in scene.seat_rows() if r.colour == key)
                seen.add(moment)
                step(moment, seat=key, note=row.note)
                report["previews"].append(row.note)
            if key in keyboard:
                scene.pad.focus = key
                enter()
            else:
                press(pad)
            done.add((session.step, key))

    seen: set[str] = set()
    try:
        app.start_game(session, keyboard, seed)
        scene = app.scene
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.tick(wait=False)
            if app.scene is not scene:
                break
            if scene.holding:
                first = scene.model["first"]
                if "reveal" not in seen:
                    seen.add("reveal")
                    step("reveal", first=first, headline=scene.moment())
                report["holds"].append({"first": first, "kind": plans[first].kind, "headline": scene.moment()})
                if first in people:
                    press(people[first])
                elif first == typed:
                    enter()
                else:                                       # a bot is first: every person presses LOCK
                    for pad in people.values():
                        press(pad)
                    enter()
                for _ in range(30):
                    app.tick(wait=False)
                    time.sleep(STEP_S)
                    if not scene.holding:
                        break
                report["holds"][-1]["released"] = not scene.holding
                continue
            head = scene.beats[0] if scene.beats else None
            if head is not None and head.kind == "reveal" and scene.model["shown"]:
                report["reveals"].append(dict(scene.model["shown"]))
                if "wagers" not in seen:
                    seen.add("wagers")
                    app.tick(wait=False)
                    time.sleep(0.4)                      # the cards have turned
                    step("wagers", shown=dict(scene.model["shown"]))
            elif head is not None and head.kind == "trial_end" and "trial_end" not in seen and \
                    scene.model.get("finished", {}).get("span"):
                seen.add("trial_end")
                time.sleep(head.duration * 0.6)
                step("trial_end")
            elif head is not None and head.kind == "game_end" and "ceremony" not in seen:
                seen.add("ceremony")
                step("ceremony")
            elif not scene.beats:
                act(scene)
            time.sleep(STEP_S)
        reached = app.scene is not None and app.scene.name == "results"
        step("results", reached=reached)
        report["over"] = session.over
        report["steps_played"] = session.step
    finally:
        app.close()
    (out / "report.json").write_text(json.dumps(report, default=str))
    return report


if __name__ == "__main__":
    argv = sys.argv[1:]
    story(Path(argv[0]), int(argv[1]) if len(argv) > 1 else 4, int(argv[2]) if len(argv) > 2 else 4,
          argv[3] if len(argv) > 3 else "cycling,gymnastics",
          tuple(int(v) for v in argv[4].split("x")) if len(argv) > 4 else (1280, 720))  # type: ignore[arg-type]
