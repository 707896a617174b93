"""Six seats at every resolution (issue 19 points 4 and 5; docs/console.md "What the TV says"): every game at its
table sizes (Pixoid 3/4, Outspeed 3–6, Stadium 4/6), every seat a controller answered by wheels and LOCK, drawn
through the real scenes at 1280×720, 1920×1080 and 3840×2160. In every frame:

- the headline says something (also while a step is shown) and never cuts a name or ends in "…";
- every controller the game waits for is told what to do: one "Everyone" entry when every person asked is
  told the same, else one line (or two) per seat, never "… and N more", never a line cut with "…";
- the layout check passes (text inside the screen, not cut by a panel, no overlap, readable sizes), and no
  "None" is drawn.
"""
from __future__ import annotations

import pygame
import pytest

from games.core.bots import decision_rng
from games.core.codec import encode
from games.core.faces import COLOURS
from games.registry import GAMES
from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games import screen_for
from host.screen.intents import Intent
from host.seats import CONTROLLER, SeatPlan
from host.table import start_session
from tests.host.screen.conftest import press
from tests.host.screen.test_layout import problems

TABLES = [("pixoid", 3), ("pixoid", 4), ("outspeed", 3), ("outspeed", 4), ("outspeed", 5), ("outspeed", 6),
          ("stadium", 4), ("stadium", 6)]


def seated(game: str, players: int, seed: int):
    """A session with a controller on every seat, and the controllers."""
    colours = list(COLOURS[:players])
    extra = GAMES[game].extra_controllers(GAMES[game].configure({"players": colours}))   # PX-42: the extra Bug
    people = {c: SimulatedController(c) for c in colours + list(extra)}
    plans = {c: SeatPlan(c, CONTROLLER, None, people[c].uid) for c in colours}
    plans.update({c: SeatPlan(c, CONTROLLER, None, people[c].uid) for c in extra})
    return start_session(game, {"players": colours}, seed, plans, people, None), people


def answer(session, people, seed: int, done: set) -> None:
    """Every controller asked (and not yet answered this step) dials what a heuristic bot would and presses LOCK."""
    game = session.game
    bot = game.make_bot("heuristic" if "heuristic" in game.bots else "random")
    for key, prompt in session.prompts().items():
        if (session.step, key) in done:
            continue
        values = bot.act(game.observe(session.state, prompt.seat), prompt, decision_rng(seed, session.step, key))
        hands = people[key]
        for wheel, face in encode(prompt, values).items():
            hands.set_face(face, wheel)
        press(hands)
        done.add((session.step, key))


def frame_faults(scene, size, where: str) -> list[str]:
    """What is wrong with the frame just presented, beyond the layout check."""
    out = problems(where, size)
    heads = [b.text for b in draw.text_boxes if b.role == "headline"]
    if not heads or not heads[0].strip():
        out.append(f"{where}: no headline")
    elif "…" in heads[0]:
        out.append(f"{where}: the headline {heads[0]!r} is cut")
    for b in draw.text_boxes:
        if "None" in b.text.split() or "more" in b.text and b.text.startswith("… and"):
            out.append(f"{where}: {b.text!r} drawn")
    layer = scene.table
    waiting = {e["controller"] for e in layer.waiting()}
    told = {c for colours, _ in layer.drawn_todo for c in colours}
    if waiting - told:
        out.append(f"{where}: {sorted(waiting - told)} not told what to do (told {layer.drawn_todo})")
    for _, lines in layer.drawn_todo:
        for line in lines:
            if "…" in line or line not in draw.text_log:
                out.append(f"{where}: the instruction line {line!r} is cut or not drawn")
    return out


def play(app, size, game: str, players: int, seed: int, ticks: int) -> list[str]:
    """Play a seeded game ``ticks`` updates long, checking a frame whenever the people asked change and every
    few updates while a step is shown."""
    session, people = seated(game, players, seed)
    scene = screen_for(game).GameScene(app, session)
    app.switch(scene)
    found: list[str] = []
    done: set = set()
    now, last = 1000.0, None
    for tick in range(ticks):
        if app.scene is not scene or session.over:
            break
        scene.update(now)
        if scene.holding:
            scene.release_hold()
        asked = (session.step, tuple(e["controller"] for e in scene.table.waiting()))
        if asked != last or tick % 9 == 0:
            app.present()
            found += frame_faults(scene, size, f"{game} {players}p seed {seed} tick {tick}")
            last = asked
        if not scene.beats and asked[1]:
            answer(session, people, seed, done)
            scene.handle(Intent("wake"))                 # the controllers' events wake the scene, as in the app
            now += 0.05
            scene.update(now)
            app.present()
            found += frame_faults(scene, size, f"{game} {players}p seed {seed} tick {tick}, some locked")
        now += 0.25
    return found


@pytest.mark.parametrize("game", ["outspeed", "stadium"])
def test_six_seats_are_each_told_what_to_do_at_720p(app, game):
    """The smallest screen, the largest table: six short lines or one "Everyone" line, a headline never cut."""
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    app.sounds.enabled = False
    found = play(app, (1280, 720), game, 6, 3, 260)
    assert not found, "\n".join(found[:20])


@pytest.mark.slow
@pytest.mark.parametrize("game,players", TABLES, ids=[f"{g}-{n}p" for g, n in TABLES])
def test_every_table_at_every_resolution(sized, game, players):
    app, size = sized
    found = play(app, size, game, players, 1 + players, 320)
    assert not found, "\n".join(found[:20])
