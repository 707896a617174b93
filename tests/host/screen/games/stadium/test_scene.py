"""Stadium at the table (host/screen/games/stadium/): each trial's reveal waits for the first player's LOCK, or
for everyone's when a bot holds the token (ST-08); the arena shows the track (ST-32), the medals and VP
(ST-05, ST-22), every athlete's Energy and the First Player token (ST-10, ST-21, ST-33); no secret wager is
drawn before its reveal and all are shown together after it (CON-05, CON-06); a public choice shows as it is
dialled (CON-08); the ceremony names the winning team or the draw (ST-23); every trial's reveal writes its
whole summary at every size."""
from __future__ import annotations

from games.core.codec import encode
from games.core.faces import COLOURS
from games.core.runner import bot_inputs
from games.registry import get_game, make_bot
from games.stadium.trial_content import trial_words
from games.stadium.trials import TRIAL_MODULES, get_trial
from host.screen import draw
from host.screen.games.stadium import arena, results
from host.screen.games.stadium.scene import StadiumScene
from host.screen.intents import Intent
from host.screen.table.scene import BOTS_ONLY_HOLD_S
from host.screen.table.words import plain
from tests.host.screen.games.stadium.stadium_table import (first_of, go_on, held_scene, press, run_until,
                                                          stadium_session)
from tests.host.screen.test_layout import problems


def drawn(app, scene) -> list[str]:
    app.switch(scene)
    app.present()
    return list(draw.text_log)


def other_than(seat: str, players: int = 4) -> str:
    return next(c for c in COLOURS[:players] if c != seat)


# ST-08
def test_st08_the_reveal_waits_for_the_first_players_lock(app):
    first = first_of(4, 11)
    mate = other_than(first)
    session, pads = stadium_session(4, 11, (first, mate))
    scene = held_scene(app, session)
    assert scene.model["revealing"]["name"] == session.game.observe(session.state, None)["trial"]["name"]
    assert scene.moment() == f"{first.capitalize()}: read it out, press LOCK"
    press(pads[mate])                                  # not the first player: the tile is still being read
    scene.handle(Intent("wake"))
    assert scene.holding
    press(pads[first])
    scene.handle(Intent("wake"))
    assert not scene.holding
    run_until(scene, lambda: not scene.beats)
    assert not any(e["locked"] for e in session.status()["prompted"])    # the press went on, it locked nothing


# ST-08
def test_st08_a_bot_first_reveal_waits_for_every_person(app):
    first = first_of(4, 11)
    people = tuple(c for c in COLOURS[:4] if c != first)[:2]
    session, pads = stadium_session(4, 11, people)
    scene = held_scene(app, session)
    assert scene.moment() == "Everyone: read it, press LOCK"
    press(pads[people[0]])
    scene.handle(Intent("wake"))
    assert scene.holding
    assert "1 of 2 pressed LOCK" in drawn(app, scene)
    press(pads[people[1]])
    scene.handle(Intent("wake"))
    assert not scene.holding


# ST-08
def test_st08_the_reveal_does_not_wait_for_an_unplugged_controller(app):
    first = first_of(4, 11)
    mate = other_than(first)
    session, pads = stadium_session(4, 11, (first, mate))
    scene = held_scene(app, session)
    pads[first].unplug()                              # the first player's controller is gone: everyone else
    assert scene.moment() == "Everyone: read it, press LOCK"
    press(pads[mate])
    scene.handle(Intent("wake"))
    assert not scene.holding


# ST-08
def test_st08_with_only_bots_the_reveal_goes_on_by_itself(app):
    session, _ = stadium_session(4, 3)
    scene = StadiumScene(app, session)
    app.switch(scene)
    start = run_until(scene, lambda: bool(scene.model["revealing"]))
    assert not scene.holding
    assert "Starting…" in drawn(app, scene)
    gone = run_until(scene, lambda: not scene.model["revealing"], start)
    assert gone - start >= BOTS_ONLY_HOLD_S / app.anim_speed - 0.1


# ST-08 ST-11
def test_st08_st11_the_reveal_says_what_to_dial_and_the_talk_policy_in_big_words(app):
    first = first_of(4, 5, "golf")
    session, _ = stadium_session(4, 5, (first,), trials="golf")
    scene = held_scene(app, session)
    text = drawn(app, scene)
    assert "Golf" in text and "No talking" in text                    # Golf forbids talking (ST-GOLF-01)
    assert any("turn the CENTRE wheel to 0–25" in t for t in text)    # the first prompt's wheel legend
    assert "Trial 1 of 1 · Standard" in text


def _played(app, players: int, seed: int, until) -> StadiumScene:
    session, _ = stadium_session(players, seed)
    scene = StadiumScene(app, session)
    app.switch(scene)
    run_until(scene, lambda: until(scene) and not scene.beats, step=0.5, limit=200000)
    return scene


# ST-05 ST-10 ST-21 ST-22 ST-33
def test_st22_the_arena_draws_medals_vp_energy_and_the_token(app, monkeypatch):
    scene = _played(app, 4, 2, lambda s: sum(s.model["vp"].values()) > 0)
    gauges, tokens = [], []
    real_gauge, real_token = arena.gauge, arena.token
    monkeypatch.setattr(arena, "gauge", lambda s, r, energy, *a: (gauges.append(energy), real_gauge(s, r, energy, *a)))
    monkeypatch.setattr(arena, "token", lambda s, c, *a: (tokens.append(c), real_token(s, c, *a)))
    text = drawn(app, scene)
    view = scene.view
    for team in ("red", "blue"):
        assert f"{team.capitalize()} team" in text
        assert str(view["vp"][team]) in text
        for medal in ("gold", "silver", "bronze"):
            assert str(view["medals"][team][medal]) in text
    assert gauges == [view["energy"][s] for s in view["seats"]]        # a gauge per athlete, seat order
    assert all(f"{view['energy'][s]} Energy" in " ".join(text) for s in view["seats"])
    assert len(tokens) == 1 and f"First: {view['first'].capitalize()}" in \
        " ".join(text)


# ST-32
def test_st32_face_down_tiles_show_their_type_never_their_identity(app):
    session, _ = stadium_session(6, 8)
    scene = StadiumScene(app, session)
    scene.release_hold()
    scene.skip_animation()
    text = " ".join(drawn(app, scene))
    state = session.state
    hidden = state.deck[state.slot + 1:]
    game = get_game("stadium")
    for trial_id in hidden:
        assert get_trial(trial_id).name not in text and trial_words(trial_id)["short"] not in text
    assert "Standard" in text and "Rest" in text and "Final" in text
    assert game.observe(state, None)["trial"]["name"] in text


# CON-05 CON-06
def test_con05_no_wager_is_drawn_before_its_reveal_then_all_together(app):
    first = first_of(4, 4, "cycling")
    seats = list(COLOURS[:4])
    session, pads = stadium_session(4, 4, tuple(seats), trials="cycling")
    scene = held_scene(app, session)
    go_on(scene, pads[first])
    wagers = dict(zip(seats, (13, 7, 19, 11)))
    for i, seat in enumerate(seats):
        pads[seat].set_faces(number=wagers[seat])
        assert not {str(w) for w in wagers.values()} & set(drawn(app, scene))   # dialled: nothing shown
        press(pads[seat])
        if i < 3:
            scene.handle(Intent("wake"))
            scene.update(2000.0 + i)
            assert not {str(w) for w in wagers.values()} & set(drawn(app, scene))   # locked: nothing shown
    scene.handle(Intent("wake"))
    run_until(scene, lambda: bool(scene.beats) and scene.beats[0].kind == "reveal" and scene.model["shown"],
              3000.0)
    assert scene.model["shown"] == {s: str(w) for s, w in wagers.items()}    # revealed together, one beat
    rows = {r.colour: r for r in scene.seat_rows()}
    assert all(rows[s].state == "shown" and rows[s].shown_key[0] == str(w) for s, w in wagers.items())


# CON-08
def test_con08_a_public_bid_shows_as_it_is_dialled(app):
    first = first_of(4, 6, "gymnastics")
    session, pads = stadium_session(4, 6, (first,), trials="gymnastics")
    scene = held_scene(app, session)
    go_on(scene, pads[first])
    run_until(scene, lambda: first in session.prompts() and not scene.beats)
    prompt = session.prompts()[first]
    assert not prompt.secret
    for wheel, face in encode(prompt, {"action": "announce", "bid": 4}).items():
        pads[first].set_face(face, wheel)
    row = next(r for r in scene.seat_rows() if r.colour == first)
    assert row.state == "waiting" and row.note == "Bid 4"
    text = drawn(app, scene)
    assert "Bid 4" in text


# ST-23
def test_st23_the_ceremony_and_the_results_name_the_winner_or_the_draw(app):
    scene = _played(app, 4, 1, lambda s: False if not s.session.over else True)
    view = scene.session.game.observe(scene.session.state, None)
    winner = view["winner"]
    line = results.winner_line(winner)
    assert line == ("A draw!" if winner is None else f"{winner.capitalize()} team wins!")
    assert results.headline(view).startswith(line)
    scene.model["ceremony"] = {"winner": winner}
    assert line in drawn(app, scene)
    drawn_draw = dict(view, winner=None, vp={"red": 12, "blue": 12})
    assert results.headline(drawn_draw) == "A draw! 12 VP each"
    scene.model.update(ceremony={"winner": None})
    assert "A draw!" in drawn(app, scene)
    assert not results.shows_scores(view)


def test_show_draws_a_given_state_at_the_windows_size(sized):
    """The documented way to render a moment (StadiumScene.show): the arena follows the state given."""
    app, size = sized
    session, _ = stadium_session(4, 9, trials="golf,archery")
    scene = StadiumScene(app, session)
    game, state = session.game, session.state
    bots = {s: make_bot("stadium", "heuristic") for s in state.config.players}
    n = 0
    while game.observe(state, None)["trial"]["id"] == "golf":
        state, events = game.apply(state, bot_inputs(game, state, bots, 9, n, game.prompts(state)))
        n += 1
    scene.show(state, events)                          # the step that ended Golf, played to its end
    scene.release_hold()
    scene.skip_animation()
    text = drawn(app, scene)
    assert app.window.get_size() == size
    assert scene.model["trial"]["id"] == "archery" and "Trial 2 of 2 · First: " + \
        scene.model["first"].capitalize() in text
    assert scene.model["track"][0]["done"] and sum(scene.model["vp"].values()) > 0


# ST-08
def test_st08_every_trials_reveal_writes_its_whole_summary(sized):
    """Six players, a bot first (the longest reveal: who is asked first and the LOCK count): at every size the
    summary is written whole and nothing overlaps or is cut, and the seats that pressed LOCK say so."""
    app, size = sized
    for trial_id in TRIAL_MODULES:
        first = first_of(6, 11, trial_id)
        people = tuple(c for c in COLOURS[:6] if c != first)[:3]
        session, pads = stadium_session(6, 11, people, trials=trial_id)
        scene = held_scene(app, session)
        press(pads[people[0]])
        scene.handle(Intent("wake"))
        text = drawn(app, scene)
        assert not problems(f"{trial_id} reveal", size)
        assert plain(get_trial(trial_id).summary) in " ".join(text), f"{trial_id} at {size}"
        assert "1 of 3 pressed LOCK" in text
        assert next(r for r in scene.seat_rows() if r.colour == people[0]).note == "read it"


# CON-06
def test_con06_a_revealed_card_turns_face_up_within_its_beat_at_any_animation_speed(app):
    """The seat rows' cards flip at the app's animation speed like every beat (EIGHTBIT_ANIM_SPEED): at 40×
    a revealed wager is face up, its value written, before the reveal beat ends."""
    import time

    from host.screen.games.stadium.timeline import REVEAL_S
    app.anim_speed = 40.0
    session, _ = stadium_session(4, 4, (), trials="cycling")
    scene = StadiumScene(app, session)
    app.switch(scene)
    run_until(scene, lambda: bool(scene.beats) and scene.beats[0].kind == "reveal" and scene.model["shown"])
    late = time.monotonic() - 0.9 * REVEAL_S / app.anim_speed       # nine tenths through the reveal beat
    scene.model["shown_at"] = {s: late for s in scene.model["shown"]}
    said = drawn(app, scene)
    assert all(v in said for v in scene.model["shown"].values()), said
