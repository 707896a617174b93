"""The TV never shows a secret before its reveal (CON-05, CON-06, PX-17): while some seats have locked in,
everything the screen draws (its text log) and the status it reads name who has locked — never a
direction or distance; a refused setting is named by seat only; keyboard players' keys are not echoed."""
from __future__ import annotations

import json

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.intents import Intent
from host.screen.games.pixoid.scene import PixoidScene
from tests.host.screen.conftest import bot_session, dial_choice, press

SECRET_DISTANCE = 29


def place_everyone(scene, session, controllers) -> None:
    now = 0.0
    for _ in range(200):
        if session.state.phase != "place":
            return
        for key, prompt in session.prompts().items():
            if key in controllers:
                dial_choice(controllers[key], prompt, prompt.fields[0].options[0])
                press(controllers[key])
        scene.update(now)
        scene.skip_animation()
        now += 10.0
    raise AssertionError("placement did not finish")


def drawn_text(app) -> str:
    app.present()
    return " | ".join(draw.text_log)


def legal_direction(session, key) -> str:
    return session.prompts()[key].fields[0].options[0]


def test_locked_values_are_never_drawn(app):
    red, blue = SimulatedController("red"), SimulatedController("blue")
    session = bot_session(4, 3, humans={"red": red, "blue": blue})
    scene = PixoidScene(app, session)
    app.switch(scene)
    place_everyone(scene, session, {"red": red, "blue": blue})
    assert session.state.phase == "program"
    direction = legal_direction(session, "red")
    red.set_faces(direction=direction, number=SECRET_DISTANCE)
    press(red)
    scene.update(1e6)
    status = session.status()
    assert [e["locked"] for e in status["prompted"] if e["controller"] == "red"] == [True]
    assert set(status) == {"prompted", "waiting_for", "paused", "refused"}
    assert str(SECRET_DISTANCE) not in json.dumps(status)
    text = drawn_text(app)
    assert "LOCKED" in text and "waiting" in text
    assert str(SECRET_DISTANCE) not in text
    assert direction not in text.lower().replace("red (r)", "")
    # After blue locks, everything is revealed together and the reveal may be drawn (PX-17).
    blue.set_faces(direction=legal_direction(session, "blue"), number=1)
    press(blue)
    scene.update(2e6)
    assert scene.beats and scene.beats[0].kind == "reveal"
    scene._advance(3e6)
    assert str(SECRET_DISTANCE) in drawn_text(app)


def test_refused_setting_is_not_shown_on_the_tv(app):
    """CON-05: the reason would tell the table what Red dialled (into a wall, a 0): the TV says only that
    Red's setting was not allowed and where Red reads why (the peek), and keeps waiting for Red; the reason
    is for Red's private channel and LED (issue 19 point 6: not the LED alone)."""
    red = SimulatedController("red")
    session = bot_session(3, 8, humans={"red": red})
    scene = PixoidScene(app, session)
    app.switch(scene)
    place_everyone(scene, session, {"red": red})
    red.set_faces(direction=legal_direction(session, "red"), number=0)   # PX-12: 0 is illegal
    press(red)
    scene.update(1e6)
    text = drawn_text(app)
    assert "Red: not allowed — hold LOCK 2 seconds to see why" in text          # where, never why
    assert "refused" not in text and "try again" not in text
    assert "Red: program in secret" in text                       # still whom the game waits for
    assert session.private_note("red")                            # the reason is kept for Red alone
    assert "distance 0" not in text and "wall" not in text.lower().replace("wall right next", "")


def test_keyboard_player_keys_are_not_echoed(app):
    kb = SimulatedController("green")
    session = bot_session(4, 6, humans={"green": kb})
    session.plans["green"] = session.plans["green"].__class__("green", "keyboard", None, kb.uid)
    scene = PixoidScene(app, session, {"green": kb})
    app.switch(scene)
    now = 0.0
    # placement with keys: digits pick Starting Pix number 1, Enter locks (public: shown, CON-08)
    for _ in range(50):
        if session.state.phase != "place":
            break
        scene.update(now)
        scene.skip_animation()
        if scene.pad.focus == "green":
            app.dispatch(Intent("digit", 1))
            assert drawn_text(app)  # public preview may be drawn
            app.dispatch(Intent("confirm"))
        now += 10.0
    assert session.state.phase == "program"
    scene.update(now + 10)
    assert scene.pad.focus == "green"
    direction = legal_direction(session, "green")
    app.dispatch(Intent("direction", direction))
    app.dispatch(Intent("digit", 1))
    app.dispatch(Intent("digit", 7))
    assert kb.snapshot().faces["number"] == 17
    text = drawn_text(app)
    assert "17" not in text
    app.dispatch(Intent("lock"))
    scene.update(now + 20)
    # bots answered too, so the step is applied and the reveal (now public) plays
    assert scene.beats and scene.beats[0].kind == "reveal"
    assert scene.beats[0].patch["reveal"]["green"]["distance"] == 17


def test_host_key_locks_a_controller_without_button(app):
    red = SimulatedController("red")
    session = bot_session(4, 9, humans={"red": red})
    scene = PixoidScene(app, session)
    app.switch(scene)
    place_everyone(scene, session, {"red": red})
    red.set_faces(direction=legal_direction(session, "red"), number=2)
    app.dispatch(Intent("host_lock", "red"))
    scene.update(1e7)
    assert session.state.turn == 2 or scene.beats     # red locked by the host key, the turn resolved
