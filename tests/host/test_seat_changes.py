"""Changing a seat during a game (docs/architecture.md §11): a bot takes a vanished controller's seat — the session's
plan changes for that seat, the journal records it in a ``seat`` line before the next step, and ``resume``
seats the bot again; replay is untouched (steps hold every input). While a menu reads the controllers
(``Session.mute``) their presses and turns are no game input, and a wheel turned away from a locked
setting unlocks it when the menu closes (CON-04)."""
from __future__ import annotations

from hal.controller import LedState
from host.journal import read
from host.seats import BOT
from host.table import bot_takes_seat, plans_of, rebuild, resume_session
from tests.host.conftest import dial, make_session, play_humans, press

P4 = ["red", "blue", "green", "yellow"]


def test_a_bot_takes_a_vanished_seat_and_resume_keeps_it(tmp_path):
    path = tmp_path / "g.jsonl"
    session, ctl = make_session(P4, humans=["red", "blue"], seed=4, journal=path, variant="short")
    for _ in range(3):
        play_step(session, ctl)
    ctl["red"].unplug()
    for _ in range(40):                                        # the others play on until the game waits for red
        session.poll()
        if session.status()["paused"]:
            break
        if "red" not in session.prompts():
            play_step(session, ctl)
    assert session.status()["paused"] == ["red"]
    update = bot_takes_seat(session, "red")
    assert update.kind == "seated" and "red" not in update.message.lower().split(":")[1:]
    assert session.plans["red"].kind == BOT
    session.poll()
    assert session.status()["paused"] == []                   # nobody waits for the vanished controller
    steps_before = session.step
    play_humans(session, {"blue": ctl["blue"]})
    assert session.over
    journal = read(path)
    assert [(n, plan["colour"], plan["kind"]) for n, plan, _ in journal.seats] == [(steps_before, "red", "bot")]
    assert plans_of(journal)["red"].kind == BOT and plans_of(journal)["blue"].kind != BOT


def test_resume_after_a_seat_change_plays_the_bot(tmp_path):
    path = tmp_path / "g.jsonl"
    session, ctl = make_session(P4, humans=["red", "blue"], seed=9, journal=path, variant="short")
    play_step(session, ctl)
    bot_takes_seat(session, "red")
    play_step(session, ctl)
    session.journal.close()                                    # the host dies here
    rebuilt = rebuild(path)
    assert plans_of(rebuilt.journal)["red"].kind == BOT
    resumed = resume_session(rebuilt, {"blue": ctl["blue"]})
    assert resumed.plans["red"].kind == BOT
    play_humans(resumed, {"blue": ctl["blue"]})
    assert resumed.over


def test_a_seat_line_after_a_cut_step_is_cut_with_it(tmp_path):
    path = tmp_path / "g.jsonl"
    session, ctl = make_session(P4, humans=["red", "blue"], seed=9, journal=path, variant="short")
    play_step(session, ctl)
    play_step(session, ctl)
    bot_takes_seat(session, "red")
    session.journal.close()
    lines = path.read_text().splitlines()
    assert '"type": "seat"' in lines[-1] or '"type":"seat"' in lines[-1]
    lines[-2] = lines[-2].replace('"crc":', '"crc": 1, "x":')        # the last step no longer verifies
    path.write_text("\n".join(lines) + "\n")
    rebuilt = rebuild(path)
    assert rebuilt.problems and plans_of(rebuilt.journal)["red"].kind != BOT


def test_muted_controllers_are_no_input_and_a_moved_wheel_unlocks_after():
    session, ctl = make_session(P4, humans=P4, seed=2)
    red = ctl["red"]
    (key, prompt), = session.prompts().items()
    assert key == "red"
    dial(red, {"pix": prompt.field("pix").options[0]}, prompt)
    session.mute(True)
    press(red)                                                 # chooses in a menu: not a lock-in
    session.poll()
    assert session.status()["waiting_for"] == ["red"] and session.step == 0
    assert session.mute(False) == []
    press(red)
    session.poll()
    assert session.step == 1                                   # unmuted, the same press places
    while session.state.phase == "place":
        play_step(session, ctl)
    from games.core.bots import decision_rng
    from games.pixoid.bots import HeuristicBot
    prompt = session.prompts()["red"]
    dial(red, HeuristicBot().act(session.game.observe(session.state, "red"), prompt, decision_rng(1, 0, "red")), prompt)
    press(red)
    session.poll()
    assert [e["locked"] for e in session.status()["prompted"] if e["controller"] == "red"] == [True]
    session.mute(True)
    red.set_faces(number=2)                                    # turned to choose in the menu
    session.poll()
    assert [e["locked"] for e in session.status()["prompted"] if e["controller"] == "red"] == [True]
    updates = session.mute(False)
    assert [u.kind for u in updates] == ["unlocked"] and red.led == LedState.COLOUR   # CON-04


def play_step(session, ctl) -> None:
    """Every prompted controller answers like a bot would, then one poll."""
    from games.core.bots import decision_rng
    from games.pixoid.bots import HeuristicBot
    step = session.step
    while session.step == step and not session.over:
        for key, prompt in session.prompts().items():
            if key in ctl and session.plans[prompt.seat].kind != BOT and ctl[key].connected:
                values = HeuristicBot().act(session.game.observe(session.state, prompt.seat), prompt,
                                            decision_rng(1, step, key))
                dial(ctl[key], values, prompt)
                press(ctl[key])
        session.poll()


def test_eightbit_resume_seats_the_bot_that_took_a_seat(tmp_path, capsys):
    """The seat line is how ``eightbit resume`` knows: red's controller is gone, yet no --sim is needed."""
    import json

    from host.cli import main
    path = tmp_path / "g.jsonl"
    session, ctl = make_session(P4, humans=["red"], seed=6, journal=path, variant="short")
    play_step(session, ctl)
    bot_takes_seat(session, "red")
    play_step(session, ctl)
    session.journal.close()                                    # the host stops here
    assert main(["resume", str(path), "--headless", "--no-usb", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["winners"]
