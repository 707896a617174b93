"""Outspeed on the table screen layer (host/screen/games/outspeed/): whole seeded bot games drawn at
1280×720, 1920×1080 and 3840×2160 with the table layer's layout check at every kind of moment, and what the
scene shows: the Finish Line turn announced, the joint token reveal, the route reveal per seat, dice rolled,
capacity forfeits and eliminations called out, the talk policy (OS-37), rules help from the game's content,
Fuel and token counts in the seat rows."""
from __future__ import annotations

import pytest

from games.registry import get_game
from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games.outspeed.scene import OutspeedScene, words
from host.screen.intents import Intent
from host.screen.overlays import HelpOverlay
from tests.host.screen.games.outspeed.helpers import answer_as_bot, applied_events, outspeed_session, play_scene
from tests.host.screen.test_layout import problems

GAMES = ((3, 11, "standard"), (4, 1, "first-game"), (6, 2, "standard"))
"""Three tables: 3 players, 4 on the first-game deck, 6 (the 5-6 sides and the flip)."""


# OS-01 OS-02 OS-04 OS-12: whole games of 3, 4 (first-game deck) and 6 players, every moment readable
@pytest.mark.slow
def test_whole_bot_games_at_every_size(sized):
    app, size = sized
    found: list[str] = []
    for players, seed, deck in GAMES:
        scene = OutspeedScene(app, outspeed_session(players, seed, deck=deck))
        app.switch(scene)
        play_scene(app, scene, 9 if size[0] > 2000 else 5,
                   lambda where, players=players, deck=deck: found.extend(problems(f"{players}p {deck} {where}", size)))
    assert not found, "\n".join(found[:30])


def kinds_and_moments(app, players: int, seed: int) -> tuple[dict[str, list[str]], list[dict]]:
    """Play a bot game; for every kind of beat the headlines shown, and the applied events."""
    scene = OutspeedScene(app, outspeed_session(players, seed))
    app.switch(scene)
    seen: dict[str, list[str]] = {}
    events = applied_events(scene)

    def check(where: str) -> None:
        kind = where.split()[-1]
        seen.setdefault(kind, []).append(scene.moment() or "")
        seen.setdefault("text:" + kind, []).extend(draw.text_log)
    play_scene(app, scene, 3, check)
    return seen, events


# OS-12 OS-66: the Finish Line turn is announced; OS-18: the tokens revealed together; OS-41: routes revealed;
# OS-43: a forfeit called out; OS-59: an elimination called out; OS-52: dice rolled
def test_the_moments_of_a_game_are_called_out(app):
    said = words()["headlines"]
    needed = {"routes", "forfeit", "eliminated", "reveal_tokens", "roll", "turn"}
    seen: dict[str, list[str]] = {}
    events: list[dict] = []
    for seed in range(2, 12):                       # bot games until every kind of moment has happened
        more, new = kinds_and_moments(app, 6, seed)
        for k, v in more.items():
            seen.setdefault(k, []).extend(v)
        events += new
        if needed <= {e["type"] for e in events} and "finish" in seen:
            break
    assert needed <= {e["type"] for e in events}
    assert said["finish"] in seen["finish"]
    assert said["routes"] in seen["routes"] and said["bonus_reveal"] in seen["bonus_reveal"]
    assert said["forfeit"] in seen["forfeit"] and said["eliminated"] in seen["eliminated"]
    assert said["roll"] in seen["roll"]
    out = [e["seat"].capitalize() + " is OUT" for e in events if e["type"] == "eliminated"]
    assert any(o in seen["text:eliminated"] for o in out)
    assert any(t.startswith("FINISH LINE") for t in seen["text:finish"])


# OS-41: after the reveal each seat row shows its route's wheel symbol while the step is shown
def test_os41_the_route_reveal_shows_in_the_seat_rows(app):
    scene = OutspeedScene(app, outspeed_session(4, 1))
    app.switch(scene)
    now = 1000.0
    for _ in range(4000):
        scene.update(now)
        if scene.beats and scene.beats[0].kind == "routes" and scene.model.get("routes"):
            break
        now += 0.05
    rows = {r.colour: r for r in scene.seat_rows()}
    assert set(scene.model["routes"]) == set(rows)
    assert all(rows[c].state == "shown" and rows[c].shown_key[0] == scene.model["routes"][c] for c in rows)


# OS-07 OS-11: Fuel as a number (and a gauge) and only how many tokens each Ship holds
def test_os11_seat_rows_show_fuel_and_token_counts_only(app):
    session = outspeed_session(3, 5)
    scene = OutspeedScene(app, session)
    app.switch(scene)
    rows = scene.seat_rows()
    assert [r.counters for r in rows] == [("12 Fuel", "0 tokens")] * 3


# OS-37: table talk is open, bluffing allowed — the talk policy in the layer's panel
def test_os37_table_talk_open_bluffing_allowed(app):
    scene = OutspeedScene(app, outspeed_session(3, 5))
    app.switch(scene)
    app.present()
    text = " ".join(draw.text_log)
    assert "TABLE TALK" in text and "bluffing allowed" in text


def test_rules_help_comes_from_the_games_content(app):
    scene = OutspeedScene(app, outspeed_session(3, 5))
    app.switch(scene)
    help_ = get_game("outspeed").help()
    app.push_overlay(HelpOverlay("outspeed"))
    for page in help_["pages"]:
        app.present()
        assert page["heading"] in " ".join(draw.text_log)
        app.dispatch(Intent("direction", "right"))


# OS-14 OS-35: with a person at the table the headline says what to do and their instruction names the wheel
def test_a_person_is_told_what_to_do(sized):
    app, size = sized
    red = SimulatedController("red")
    session = outspeed_session(3, 5, humans={"red": red})
    scene = OutspeedScene(app, session)
    app.switch(scene)
    now = 1000.0
    for _ in range(200):
        scene.update(now)
        if "red" in session.status()["waiting_for"] and not scene.beats:
            break
        now += 0.1
    app.present()
    text = " ".join(draw.text_log)
    assert "Red: choose a route in secret" in text or "Red: say if you play a Bonus" in text
    assert "RIGHT wheel" in text
    assert not problems("red waiting", size)


# OS-74: Fuel is read in fives — each gauge has a tick every 5 Fuel (the large cube), full at 12 or the most held
def test_os74_fuel_gauges_tick_every_five(app, monkeypatch):
    scene = OutspeedScene(app, outspeed_session(3, 5))
    app.switch(scene)
    scene.model["ships"]["red"]["fuel"] = 23
    lines: list[tuple] = []
    real = draw.line
    monkeypatch.setattr(draw, "line", lambda t, c, a, b, w=1: (lines.append((a, b)), real(t, c, a, b, w)))
    app.present()
    ticks = [ln for ln in lines if ln[0][0] == ln[1][0]]          # vertical strokes: the gauges' ticks
    assert len(ticks) == 3 * 4                                       # 5, 10, 15, 20 on a 0..23 gauge, three Ships


# AMB-14 OS-15: Ships sharing a zone declare one at a time in seat order when the table chose so
def test_os15_sequential_declarations_at_every_size(sized):
    from games.core.faces import COLOURS
    from host.seats import BOT, SeatPlan
    from host.table import start_session
    app, size = sized
    colours = list(COLOURS[:5])
    session = start_session("outspeed", {"players": colours, "declare": "sequential"}, 9,
                            {c: SeatPlan(c, BOT, "random") for c in colours}, {}, None)
    scene = OutspeedScene(app, session)
    app.switch(scene)
    found: list[str] = []
    play_scene(app, scene, 7, lambda where: found.extend(problems(f"sequential {where}", size)))
    assert not found, "\n".join(found[:30])


# OS-14: while a group declares, its zone is framed on the track and in the Bonus strip
def test_os14_the_group_asked_now_is_framed(app):
    for seed in (12, 1, 2, 7, 9, 13, 14):             # games until a person is asked to declare
        people = {c: SimulatedController(c) for c in ("red", "blue")}
        session = outspeed_session(4, seed, humans=people)
        scene = OutspeedScene(app, session)
        app.switch(scene)
        now, done, asked = 1000.0, set(), []
        while not session.over:
            scene.update(now)
            asked = [k for k, p in session.prompts().items() if k in people and p.rule == "OS-14"]
            if asked and not scene.beats:
                break
            if not scene.beats:
                answer_as_bot(session, people, done)
            now += 0.1
        if asked:
            break
    assert asked, "nobody at the table was ever asked to declare"
    app.present()
    assert scene.model["current"] == scene.model["ships"][asked[0]]["zone"]
