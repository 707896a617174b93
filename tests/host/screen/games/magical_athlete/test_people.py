"""Magical Athlete with people at the table (issue 21 item 6; CON-03, CON-05, CON-08): three controllers and a
bot; every kind of prompt a person meets — the draft pick (the card the centre wheel points at framed, its
power in full), the secret racer choice, the order of one's racers, a power's yes/no, target or number — is
drawn with its headline and each seat's wheel instruction at 1280×720, 1920×1080 and 3840×2160 under the
layout check; the reveal and the end of a race wait for a LOCK."""
from __future__ import annotations

from games.core.bots import decision_rng
from games.core.codec import encode
from games.registry import make_bot
from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games.magical_athlete.scene import AthleteScene
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session
from tests.host.screen.games.magical_athlete.test_scene import check

SEATS = ["red", "blue", "green", "yellow"]


def people_session(seed: int):
    humans = {c: SimulatedController(c) for c in SEATS[:3]}
    plans = {c: SeatPlan(c, CONTROLLER, None, humans[c].uid) if c in humans else SeatPlan(c, BOT, "heuristic")
             for c in SEATS}
    return start_session("magical_athlete", {"players": SEATS}, seed, plans, humans, None), humans


def press(c: SimulatedController) -> None:
    c.press_lock()
    c.release_lock()


# MA-10 MA-15 MA-16 MA-24 MA-44
def test_every_prompt_a_person_meets_is_readable(sized):
    app, size = sized
    session, humans = people_session(6)
    scene = AthleteScene(app, session)
    app.switch(scene)
    bot = make_bot("magical_athlete", "random")
    found: list[str] = []
    rules_seen: set[str] = set()
    holds = 0
    now = 1000.0
    for _ in range(30000):
        if app.scene is not scene or session.over:
            break
        scene.update(now)
        now += 0.05
        if scene.holding:
            holds += 1
            app.present()
            found += check(f"hold {scene.beats[0].kind}", size)
            press(humans["red"])
            scene.release_hold()
            continue
        if scene.beats:
            continue
        prompts = session.prompts()
        status = {e["controller"]: e for e in session.status()["prompted"]}
        for key, prompt in prompts.items():
            if key not in humans or status.get(key, {}).get("locked"):
                continue
            values = bot.act(session.game.observe(session.state, prompt.seat), prompt, decision_rng(6, session.step, key))
            for wheel, face in encode(prompt, values).items():
                humans[key].set_face(face, wheel)
            if prompt.rule not in rules_seen:
                rules_seen.add(prompt.rule)
                app.present()
                found += check(f"{prompt.rule} by {key}", size)
                assert any(b.role == "headline" for b in draw.text_boxes)
            press(humans[key])
            scene.next_poll = 0.0
    assert {"MA-10", "MA-15"} <= rules_seen and len(rules_seen) > 3, rules_seen
    assert holds >= 2                                                # a reveal and a race's end waited
    assert not found, "\n".join(found[:20])
