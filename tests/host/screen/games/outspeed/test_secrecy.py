"""The TV never names a Bonus token before the table has seen it (OS-11, OS-18, CON-05, docs/architecture.md §8): over
whole seeded games, in every frame the screen draws (draw's text log), no token kind that sits in some
hand, in a drawn pair or committed but not yet revealed — and that the table has never seen revealed — is
written anywhere. Tokens in hand are only counted. The check is shown to fail when a screen draws a hand."""
from __future__ import annotations

import pytest

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games.outspeed.scene import OutspeedScene
from tests.host.screen.games.outspeed.helpers import (answer_as_bot, applied_events, leaked, outspeed_session, play_scene,
                                                      public_tokens, secret_kinds)


def watch(app, scene, session) -> list[str]:
    """Play ``scene`` to its end; every leak of a never-revealed token kind found in a frame."""
    seen_events = applied_events(scene)
    found: list[str] = []
    held: set[str] = set()

    def check(where: str) -> None:
        secret = secret_kinds(session, public_tokens(seen_events))
        held.update(secret)
        found.extend(f"{where}: {x}" for x in leaked(draw.text_log, secret))
    play_scene(app, scene, 2, check)
    assert held, "no token was ever held in secret: the check proved nothing"
    return found


# OS-11 OS-18: hands, drawn pairs and committed tokens never reach the TV
@pytest.mark.slow
@pytest.mark.parametrize("players,seed", [(4, 1), (5, 8), (6, 2)])
def test_os11_no_token_in_a_hand_or_a_drawn_pair_is_ever_drawn(app, players, seed):
    session = outspeed_session(players, seed)
    scene = OutspeedScene(app, session)
    app.switch(scene)
    found = watch(app, scene, session)
    assert not found, "\n".join(found[:20])


# OS-18: with people at the table (their committed tokens wait for the joint reveal) nothing leaks either
def test_os18_committed_tokens_stay_hidden_until_the_joint_reveal(app):
    committed_seen = False
    for seed in (12, 1, 2, 7, 9, 13, 14):             # games until a person's token waited for a reveal
        committed_seen |= people_game(app, seed)
        if committed_seen:
            break
    assert committed_seen, "no token was ever committed before a reveal"


def people_game(app, seed: int) -> bool:
    """Red and Blue play a 4-player game by wheels and LOCK; every frame is checked; whether either ever had
    a token committed and not yet revealed."""
    red, blue = SimulatedController("red"), SimulatedController("blue")
    session = outspeed_session(4, seed, humans={"red": red, "blue": blue})
    scene = OutspeedScene(app, session)
    app.switch(scene)
    found: list[str] = []
    events = applied_events(scene)
    now, committed_seen, done = 1000.0, False, set()
    for tick in range(30000):
        if app.scene is not scene:
            break
        answer_as_bot(session, {"red": red, "blue": blue}, done)
        scene.update(now)
        committed = any((session.game.observe(session.state, s).get("private") or {}).get("committed")
                        for s in ("red", "blue"))
        committed_seen |= committed
        if committed or tick % 3 == 0:
            app.present()
            secret = secret_kinds(session, public_tokens(events))
            found += [f"tick {tick}: {x}" for x in leaked(draw.text_log, secret)]
        now += 0.1
    assert app.scene is not scene, "the game did not end"
    assert not found, "\n".join(found[:20])
    return committed_seen


def test_the_secrecy_check_fails_when_a_screen_draws_a_hand(app):
    """A screen that put a seat's hand into its model (as if revealed) is caught by the same check."""
    session = outspeed_session(4, 1)
    scene = OutspeedScene(app, session)
    app.switch(scene)
    now = 1000.0
    for _ in range(20000):
        scene.update(now)
        hands = {s: (session.game.observe(session.state, s)["private"] or {}).get("hand") for s in scene.view["seats"]}
        secret = secret_kinds(session, ())
        holder = next((s for s, h in hands.items() if h and set(h) & secret), None)
        if holder and not scene.beats and session.state.phase == "declare":
            break
        now += 0.1
    assert holder, "nobody ever held a token"
    token = sorted(set(hands[holder]) & secret)[0]
    app.present()
    assert not leaked(draw.text_log, secret)
    scene.model["revealed"] = {holder: token}          # the bug: a private hand treated as public
    app.present()
    assert leaked(draw.text_log, secret)
