"""Stadium's smaller words as drawn (issue 19 point 6): every trial's short word fits its track tile whole at
720p, 1080p and 4K (a word, not a cut abbreviation such as "Taekw.")."""
from __future__ import annotations

import re

import pygame
import pytest

from games.stadium.trials import TRIAL_MODULES, trial_words
from host.screen import draw
from host.screen.games.stadium.arena import LAYOUT, draw_track
from tests.host.screen.conftest import SIZES


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_trial_s_short_word_fits_its_tile(size):
    pygame.display.init()
    surface = pygame.Surface(size)
    draw.set_view(size)
    trials = list(TRIAL_MODULES)
    for first in range(0, len(trials), 10):
        shown = trials[first:first + 10]
        tiles = [{"slot": i + 1, "kind": "standard", "trial": t, "done": {}, "short": trial_words(t)["short"],
                  "name": trial_words(t)["name"]} for i, t in enumerate(shown)]
        draw.clear_log()
        draw_track(surface, LAYOUT.track, {"track": tiles, "slot": 1, "over": False}, {})
        for t in shown:
            short = trial_words(t)["short"]
            assert short in draw.text_log, (size, t, short, draw.text_log)
            assert not short.endswith("."), f"{t}: {short!r} reads as an abbreviation"
        assert not any("…" in s for s in draw.text_log), draw.text_log


def test_gymnastics_says_how_much_a_team_can_bid_in_words():
    """Each team's line in the auction reads "Red: up to 75 Energy" (its Energy caps the bid), not "Red cap 75"."""
    from tests.host.screen.games.stadium.trial_frames import frames, render
    pygame.display.init()
    said: set[str] = set()
    for frame in frames("gymnastics", 4, "heuristic", 1):
        if frame.trial.get("module") != "gymnastics":
            continue
        render(frame.trial, frame.view, (1280, 720))
        said |= set(draw.text_log)
    caps = {s for s in said if re.fullmatch(r"(Red|Blue): up to \d+ Energy", s)}
    assert caps, sorted(said)
    assert not any(re.search(r"\bcap \d", s) for s in said), sorted(said)


def _present(app, scene) -> list[str]:
    app.request_redraw()
    app.present()
    return list(draw.text_log)


def test_a_stadium_seat_row_shortens_its_facts_never_cuts_them(sized):
    """Six athletes with two-digit Scores: each row's team, Energy and Score line is shortened to fit
    ("Blue · 25 Energy · Score 25"), never cut ("Blue te…")."""
    from host.screen.games.stadium.scene import StadiumScene
    from tests.host.screen.games.stadium.stadium_table import held_scene, stadium_session
    app, size = sized
    session, _ = stadium_session(6, 2, ("red",))
    scene = held_scene(app, session)
    assert isinstance(scene, StadiumScene)
    for score in (0, 25, 125):
        scene.model["scores"] = {seat: score for seat in scene.model["seats"]}
        said = _present(app, scene)
        for seat in scene.model["seats"]:
            team = scene.model["teams"][seat].capitalize()
            facts = [t for t in said if t.startswith(f"{team} ") and "Energy" in t]
            assert facts, (size, score, said)
        assert not any("…" in t for t in said), (size, score, [t for t in said if "…" in t])
        assert any(f"Score {score}" in t for t in said), (size, score)


def test_the_ceremony_shows_each_athlete_s_final_energy_not_a_cleared_score(app):
    """At the closing ceremony the Scores were cleared with the last trial: the seat rows say each athlete's
    final Energy (the ceremony itself the medals and VP), never "Score 0"."""
    from host.screen.games.stadium.scene import StadiumScene
    from tests.host.screen.games.pixoid.test_scene import run_until
    from tests.host.screen.games.stadium.stadium_table import stadium_session
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    app.sounds.enabled = False
    session, _ = stadium_session(4, 1)
    scene = StadiumScene(app, session)
    app.switch(scene)
    run_until(scene, lambda: bool(scene.model.get("ceremony")), step=0.5, limit=200000)
    said = _present(app, scene)
    assert not any("Score" in t for t in said), [t for t in said if "Score" in t]
    for seat in scene.model["seats"]:
        energy = f"{scene.model['energy'][seat]} Energy"
        assert any(energy in t for t in said), (seat, energy, said)
    assert any("VP" in t for t in said), said


def _golf_steps(players: int, seed: int):
    """Every step of a seeded practice Golf: (model before, events, observation after)."""
    from games.core.faces import COLOURS
    from games.core.runner import bot_inputs
    from games.registry import get_game, make_bot
    from host.screen.games.stadium import timeline
    game = get_game("stadium")
    seats = list(COLOURS[:players])
    state = game.setup({"players": seats, "trials": "golf"}, seed)
    bots = {s: make_bot("stadium", "heuristic") for s in seats}
    step = 0
    while prompts := game.prompts(state):
        model = timeline.model_from_view(game.observe(state, None))
        state, events = game.apply(state, bot_inputs(game, state, bots, seed, step, prompts))
        yield model, list(events), game.observe(state, None)
        step += 1


def test_golf_tells_the_die_s_face_only_once_it_has_stopped_and_never_hole_none():
    """While the green die tumbles the ticker does not name its face ("… die: 5") nor the board its hole
    ("Red rolled hole 5"): both come after the tumble, the board drawn through Golf's drawer from the model
    the beats build; a stroke that places no cube never reads "Hole None"."""
    from host.screen.games.stadium import timeline
    from host.screen.games.stadium.results import words
    from host.screen.games.stadium.trials import drawer
    from host.screen.games.stadium.trials.parts import ended
    from host.screen.table.dice import ROLL_S as TUMBLE_S
    pygame.display.init()
    draw.set_view((1280, 720))
    surface = pygame.Surface((1280, 720))
    rolls = early = 0
    for players, seed in ((4, 3), (6, 5), (4, 11)):
        for model, events, after in _golf_steps(players, seed):
            beats = timeline.beats(events, model, after, words(), ended)
            t, turned = 0.0, False
            for i, b in enumerate(beats):
                for text in (b.patch.get("ticker"), b.patch.get("say"), *(b.patch.get("shown") or {}).values()):
                    assert text is None or "None" not in str(text), (b.kind, text)
                if b.kind == "roll":
                    rolls += 1
                    face = b.patch["roll"]["face"]
                    assert "ticker" not in b.patch and str(face) not in str(b.patch.get("say"))
                    told = next(j for j in range(i + 1, len(beats)) if "die: " in str(beats[j].patch.get("ticker")))
                    assert sum(x.duration for x in beats[i:told]) >= TUMBLE_S
                timeline.apply_patch(model, b.patch, t)
                turned = turned or "trial" in b.patch
                pending = [x for x in beats[i:] if x.kind == "roll"]
                if turned and model["trial"] and not model["trial"].get("ended") and model["trial"].get("state"):
                    for moment in (t, t + b.duration / 2):
                        tumbling = [r for r in model["rolls"] if moment - r["at"] < TUMBLE_S]
                        if not (tumbling or pending[1:] or (pending and b.kind == "roll")):
                            continue
                        draw.clear_log()
                        drawer("golf").draw(surface, pygame.Rect(16, 274, 590, 342), model["trial"], model, moment)
                        early += any("rolled hole" in x for x in draw.text_log)
                t += b.duration
    assert rolls > 10 and not early, (rolls, early)


def test_anti_doping_s_reveal_and_the_header_name_the_same_first_player(app):
    """The token passes as a trial ends (ST-21): the header's "First: …" follows it before the next reveal, so
    Anti-Doping's reveal ("Choosing now: Green and Yellow": the first player and the one to the left) and the
    header name the same first player."""
    from games.stadium.turns import left_of
    from host.screen.games.stadium.scene import StadiumScene
    from tests.host.screen.games.stadium.stadium_table import stadium_session
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    app.sounds.enabled = False
    for before in ("archery", "golf"):
        session, _ = stadium_session(4, 1, (), trials=f"{before},anti_doping")
        scene = StadiumScene(app, session)
        app.switch(scene)
        now = 1000.0
        while (scene.model.get("revealing") or {}).get("trial") != "anti_doping":
            assert not session.over
            scene.update(now)
            now += 0.05
        first = session.state.first
        said = _present(app, scene)
        assert f"First: {first.capitalize()}" in " ".join(said), said
        pair = f"{first.capitalize()} and {left_of(scene.model['seats'], first).capitalize()}"
        assert "Choosing now:" in said and pair in said, said
