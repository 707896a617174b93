"""The session loop with simulated controllers: secrecy (CON-05), simultaneous reveal (CON-06), only the
prompted controllers (CON-07), public choices (CON-08), refusal of illegal settings, pause on unplug."""
from __future__ import annotations

import json

from games.core.runner import play_out
from games.pixoid.rules import Pixoid
from hal.controller import LedState
from host.journal import read
from tests.host.conftest import dial, make_session, play_humans, press

P4 = ["red", "blue", "green", "yellow"]


def _place_all(session, controllers):
    while session.state.phase == "place":
        (key, prompt), = session.prompts().items()
        if key in controllers:
            dial(controllers[key], {"pix": prompt.field("pix").options[0]}, prompt)
            press(controllers[key])
        session.poll()


def test_con08_px08_placement_is_public_one_seat_at_a_time_and_dialled():
    session, ctl = make_session(P4, humans=P4)
    (key, prompt), = session.prompts().items()
    assert key == "red" and not prompt.secret
    options = prompt.field("pix").options
    ctl["red"].set_faces(number=2)
    assert session.preview("red") == {"pix": options[1]}          # shown to everyone as it is dialled
    press(ctl["blue"])                                           # CON-07: blue is not asked now
    updates = session.poll()
    assert not any(u.kind == "locked" for u in updates)
    press(ctl["red"])
    updates = session.poll()
    assert [u.kind for u in updates] == ["locked", "applied"]
    assert session.state.positions["red"] == options[1]


def test_con05_con06_values_stay_secret_until_everyone_locked():
    session, ctl = make_session(P4, humans=["red", "blue"])
    _place_all(session, ctl)
    prompts = session.prompts()
    assert all(p.secret for p in prompts.values())
    red_dir = prompts["red"].field("direction").options[0]
    tv_before = repr(Pixoid().observe(session.state, None))
    dial(ctl["red"], {"direction": red_dir, "distance": 3}, prompts["red"])
    press(ctl["red"])
    updates = session.poll()                                      # bots answer, red locks; blue has not
    assert not any(u.kind == "applied" for u in updates)
    status = session.status()
    assert status["waiting_for"] == ["blue"]
    assert [p["controller"] for p in status["prompted"]] == P4    # seat order, not lock order
    assert repr(Pixoid().observe(session.state, None)) == tv_before
    # the same table with red locked on another setting shows exactly the same status: nothing leaks
    twin, twin_ctl = make_session(P4, humans=["red", "blue"])
    _place_all(twin, twin_ctl)
    options = prompts["red"].field("direction").options
    dial(twin_ctl["red"], {"direction": options[-1], "distance": 7}, prompts["red"])
    press(twin_ctl["red"])
    twin.poll()
    assert twin.status() == status
    assert ctl["red"].led == LedState.LOCKED and ctl["blue"].led == LedState.COLOUR
    blue_dir = prompts["blue"].field("direction").options[0]
    dial(ctl["blue"], {"direction": blue_dir, "distance": 1}, prompts["blue"])
    press(ctl["blue"])
    updates = session.poll()
    applied = [u for u in updates if u.kind == "applied"]
    assert len(applied) == 1 and applied[0].events[0]["type"] == "reveal"
    reveal = applied[0].events[0]["programs"]["red"]
    assert (reveal["direction"], reveal["distance"]) == (red_dir, 3)            # public through the reveal
    assert applied[0].shown["red"] == {"direction": "chosen", "distance": "chosen"}   # never the raw input


def test_con06_turning_a_wheel_after_locking_unlocks():
    session, ctl = make_session(P4, humans=["red", "blue"])
    _place_all(session, ctl)
    prompts = session.prompts()
    dial(ctl["red"], {"direction": prompts["red"].field("direction").options[0], "distance": 2}, prompts["red"])
    press(ctl["red"])
    session.poll()
    ctl["red"].set_faces(number=4)
    updates = session.poll()
    assert [u.kind for u in updates] == ["unlocked"] and "red" in session.status()["waiting_for"]


def test_px12_px13_illegal_setting_refused_on_led_and_by_seat_name_only():
    session, ctl = make_session(P4, humans=["red", "blue"])
    _place_all(session, ctl)
    prompts = session.prompts()
    ctl["red"].set_faces(direction=prompts["red"].field("direction").options[0], number=0)  # distance 0
    press(ctl["red"])
    updates = session.poll()
    refused = [u for u in updates if u.kind == "refused"]
    assert refused and refused[0].seat == "red" and "PX-12" not in json.dumps(session.status())
    assert "0" not in refused[0].message and "PX-" not in refused[0].message      # public: the seat only
    assert session.private_note("red").startswith("distance 0")                 # private to red
    assert session.status()["refused"] == ["red"]
    assert ctl["red"].led == LedState.INVALID
    walled = [d for d in ("up", "right", "down", "left") if d not in prompts["red"].field("direction").options]
    if walled:
        ctl["red"].set_faces(direction=walled[0], number=2)
        press(ctl["red"])
        assert any(u.kind == "refused" for u in session.poll())
    dial(ctl["red"], {"direction": prompts["red"].field("direction").options[0], "distance": 2}, prompts["red"])
    press(ctl["red"])
    assert any(u.kind == "locked" for u in session.poll()) and session.status()["refused"] == []


def test_disconnected_controller_pauses_and_names_the_seat():
    session, ctl = make_session(P4, humans=["red", "blue"])
    _place_all(session, ctl)
    ctl["blue"].unplug()
    updates = session.poll()
    assert [(u.kind, u.message) for u in updates] == [("paused", "blue")]
    assert session.status()["paused"] == ["blue"]
    before = session.step
    prompts = session.prompts()
    dial(ctl["red"], {"direction": prompts["red"].field("direction").options[0], "distance": 1}, prompts["red"])
    press(ctl["red"])
    session.poll()
    assert session.step == before                                  # nothing applied while paused
    ctl["blue"].plug()
    assert any(u.kind == "resumed" for u in session.poll())


def test_host_key_locks_a_controller_without_lock_button():
    session, ctl = make_session(P4, humans=["red"])
    (key, prompt), = session.prompts().items()
    dial(ctl["red"], {"pix": prompt.field("pix").options[0]}, prompt)
    assert [u.kind for u in session.lock("red")] == ["locked"]


def test_px44_three_players_extra_controller_goes_to_its_holder():
    players = ["red", "blue", "green"]
    session, ctl = make_session(players, humans=players, extra=["yellow"])
    _place_all(session, ctl)
    prompts = session.prompts()
    assert prompts["yellow"].seat == "blue" and "yellow" in session.status()["waiting_for"]
    play_humans(session, ctl)
    assert len(session.game.result(session.state)["rounds"]) == 3


def test_all_bot_session_plays_the_same_game_as_the_runner(tmp_path):
    session, _ = make_session(P4, humans=[], seed=11, journal=tmp_path / "j.jsonl")
    session.run(lambda u: None)
    game = Pixoid()
    from games.pixoid.bots import HeuristicBot
    state, _ = play_out(game, game.setup({"players": P4}, 11), {p: HeuristicBot() for p in P4}, 11)
    assert game.to_json(session.state) == game.to_json(state)
    journal = read(tmp_path / "j.jsonl")
    assert len(journal.steps) == state.step and journal.end == game.result(state)


def test_whole_game_with_simulated_controllers_is_journaled(tmp_path):
    session, ctl = make_session(P4, humans=P4, seed=3, journal=tmp_path / "j.jsonl", variant="short")
    play_humans(session, ctl)
    journal = read(tmp_path / "j.jsonl")
    assert journal.end == session.game.result(session.state) and not journal.problems


def test_headless_play_never_imports_pygame(tmp_path):
    import subprocess
    import sys
    code = ("import sys; from host.cli import main; "
            f"rc = main(['play', '--headless', '--sim', '--seed', '2', '--journal', r'{tmp_path / 'j.jsonl'}']); "
            "print('PYGAME' if 'pygame' in sys.modules else 'NO-PYGAME', rc)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "NO-PYGAME 0"
