"""TableScene, for every game's screen: while an applied step is being shown the table layer asks nobody —
no headline naming a seat, no wheel instruction, no lock marks — so the next prompt's instructions never sit
beside the board of the step before (CON-05 as the table reads it: what to do comes with the board it is
about); once the animation ends, the person waited for is asked again."""
from __future__ import annotations

import pytest

from games.core.bots import decision_rng
from games.core.codec import encode
from games.core.faces import COLOURS
from games.registry import make_bot
from hal.simulated import SimulatedController
from host.screen.games import SCREENS, screen_for
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session


def answer(session, people: dict[str, SimulatedController], game: str, done: set) -> None:
    """The people answer their open prompts by wheels and LOCK as a random bot would."""
    locked = {e["controller"] for e in session.status()["prompted"] if e["locked"]}
    for key, prompt in session.prompts().items():
        c = people.get(key)
        if c is None or key in locked or (session.step, key) in done:
            continue
        values = make_bot(game, "random").act(session.game.observe(session.state, prompt.seat), prompt,
                                              decision_rng(1, session.step, key))
        for wheel, face in encode(prompt, values).items():
            c.set_face(face, wheel)
        c.press_lock()
        c.release_lock()
        done.add((session.step, key))


@pytest.mark.parametrize("game", sorted(SCREENS))
def test_nobody_is_asked_while_a_step_is_shown(app, game):
    colours = list(COLOURS[:4])
    people = {c: SimulatedController(c) for c in colours[:2]}
    plans = {c: SeatPlan(c, CONTROLLER, None, people[c].uid) if c in people else SeatPlan(c, BOT, "random")
             for c in colours}
    session = start_session(game, {"players": colours}, 4, plans, people, None)
    scene = screen_for(game).GameScene(app, session)
    app.switch(scene)
    now, done = 1000.0, set()
    shown = asked = 0
    while not session.over and (shown < 5 or asked < 5) and now < 1000.0 + 4000:
        scene.update(now)
        if scene.holding:                    # a beat that waits for the table (a tile read): the table goes on
            scene.release_hold()
        waiting = [k for k in session.status()["waiting_for"] if k in people]
        if scene.beats and not scene.holding:
            if waiting:
                shown += 1
                assert scene.table.instructions() == [], f"{game}: asked while a step is shown"
                assert scene.table.headline() == ""
                assert all(scene.table.seat_state(c)[0] == "idle" for c in colours)
        elif not scene.beats and waiting:
            asked += 1
            assert {c for c, _ in scene.table.instructions()} == set(waiting) - {
                e["controller"] for e in session.status()["prompted"] if e["locked"]}
            answer(session, people, game, done)
        now += 0.1
    assert shown >= 5 and asked >= 5, (game, shown, asked)


def test_a_game_scene_must_supply_its_beats_board_and_seat_rows():
    """TableScene is the base every game's scene extends; what only a game can give is abstract, so a scene
    that forgets one fails when it is made, not in the middle of a game."""
    from host.screen.table.scene import TableScene
    assert TableScene.__abstractmethods__ == frozenset({"beats_of", "draw_board", "seat_rows"})
