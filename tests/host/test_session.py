"""The session loop with simulated controllers: secrecy (CON-05), simultaneous reveal (CON-06), only the
prompted controllers (CON-07), public choices (CON-08), refusal of illegal settings, pause on unplug; the
wheel range handed to the game and the face-table check before play (AMB-01, GAP-12); only a wheel the
prompt reads unlocks (CON-04)."""
from __future__ import annotations

import json

import pytest

from games.core.runner import play_out
from games.pixoid.rules import Pixoid
from hal.controller import LedState
from hal.faces import FaceTable, load_face_table
from hal.simulated import SimulatedController
from host.errors import CommandError
from host.journal import read
from host.seats import BOT, CONTROLLER, SeatPlan
from host.session import Session
from host.table import start_session
from tests.games.core.test_prompt_shapes import toy
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
    assert session.status()["prompted"][0]["legend"] == f"pix: turn the CENTRE wheel to 1–{len(options)}"
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


def _red_locked_in():
    """Two people (red, blue) and two bots past the placement; red has programmed and pressed LOCK."""
    session, ctl = make_session(P4, humans=["red", "blue"])
    _place_all(session, ctl)
    prompts = session.prompts()
    dial(ctl["red"], {"direction": prompts["red"].field("direction").options[0], "distance": 2}, prompts["red"])
    press(ctl["red"])
    session.poll()
    return session, ctl, prompts


def test_con04_con06_turning_a_wheel_the_prompt_reads_after_locking_unlocks():
    """CON-06: a wheel the prompt reads unlocks; CON-04/PX-14: the right wheel is not read, so it does not."""
    session, ctl, prompts = _red_locked_in()
    ctl["red"].set_faces(symbol="blue_crescent")
    assert session.poll() == [] and "red" not in session.status()["waiting_for"]
    assert ctl["red"].led == LedState.LOCKED
    ctl["red"].set_faces(number=4)
    updates = session.poll()
    assert [u.kind for u in updates] == ["unlocked"] and "red" in session.status()["waiting_for"]


def test_con06_a_held_lock_closes_the_step_on_release_and_a_gesture_takes_it_back():
    """docs/architecture.md §8: holding LOCK opens the TV peek (or the pause menu); the last seat to lock must not
    commit its wheels by peeking. The step closes when every prompted seat has locked and let go; a held
    press that becomes a gesture is withdrawn; a lock made by an earlier press survives a later peek."""
    session, ctl, prompts = _red_locked_in()
    dial(ctl["blue"], {"direction": prompts["blue"].field("direction").options[0], "distance": 1}, prompts["blue"])
    step = session.step
    ctl["blue"].press_lock()                                       # the last seat holds LOCK: a peek begins
    updates = session.poll()
    assert [u.kind for u in updates] == ["locked"] and session.step == step
    assert [u.kind for u in session.withdraw("blue")] == ["unlocked"]   # the hold became a peek
    assert "blue" in session.status()["waiting_for"] and ctl["blue"].led == LedState.COLOUR
    ctl["blue"].release_lock()
    assert not any(u.kind == "applied" for u in session.poll())     # released after the gesture: nothing
    assert session.withdraw("red") == []                            # red let go: no gesture, its lock stays
    press(ctl["blue"])                                              # a short press: locked, released, applied
    assert any(u.kind == "applied" for u in session.poll()) and session.step == step + 1


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


def _switch_table(colour: str) -> SimulatedController:
    return SimulatedController(colour, table=load_face_table("switch12"))


def test_amb01_switch_build_controllers_hand_their_wheel_range_to_the_game():
    plans = {c: SeatPlan(c, CONTROLLER if c == "red" else BOT, None if c == "red" else "heuristic") for c in P4}
    red = _switch_table("red")
    session = start_session("pixoid", {"players": P4}, 1, plans, {"red": red}, None)
    assert session.state.config.max_distance == 11
    _place_all(session, {"red": red})
    assert session.prompts()["red"].field("distance").high == 11        # PX-12 up to the wheel's maximum


def test_amb01_a_controller_that_cannot_answer_is_a_setup_error_naming_game_field_and_controller():
    plans = {c: SeatPlan(c, CONTROLLER if c == "red" else BOT, None if c == "red" else "heuristic") for c in P4}
    with pytest.raises(CommandError) as exc:
        start_session("pixoid", {"players": P4, "max_distance": 30}, 1, plans, {"red": _switch_table("red")}, None)
    message = str(exc.value)
    assert message.startswith("pixoid: the red controller (SIM-red, face table switch12) cannot answer distance")
    assert "the number 12 on the centre wheel" in message


def test_gap12_a_missing_symbol_is_found_before_play():
    """A right wheel without the blue crescent cannot answer a three-option Stadium choice (GAP-12)."""
    d = load_face_table("default")
    table = FaceTable("three-symbols", d.directions, d.numbers, d.colours, d.symbols[:3])
    game = toy()
    controllers = {c: SimulatedController(c, table=table) for c in P4}
    plans = {c: SeatPlan(c, CONTROLLER, None) for c in P4}
    with pytest.raises(CommandError, match="shapes-toy: the red controller .* cannot answer action .* blue crescent"):
        Session(game, game.setup({"players": P4}, 0), plans, {}, controllers, bot_seed=0)

