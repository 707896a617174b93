"""The smaller things people read on the TV (issue 19 point 6), each drawn through the real scene for a seeded
game: words agree with their count ("Yellow wins", "1 reserve cube left", "1 tile left"); the round banner
keeps each "+7" with its name; Pixoid's seat row says how many cubes he holds (not "0+0 cubes"); each
Starting Pix keeps its number while the others are taken; the keyboard's host lock is named only when a
keyboard seat plays, in words; a Stadium choice shown on a seat row is never cut."""
from __future__ import annotations

import re

import pygame

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games.outspeed.scene import OutspeedScene
from host.screen.games.outspeed.tile import draw_tile
from host.screen.games.pixoid.scene import PixoidScene
from host.screen.games.stadium.scene import StadiumScene
from host.screen.table.agree import Names, agree
from host.screen.table.scene import table_words
from tests.host.screen.conftest import bot_session, dial_choice, press


def _bot_game_texts(app, players: int, seed: int) -> list[list[str]]:
    """Every frame's drawn strings of a whole Pixoid bot game at 1280×720."""
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    app.sounds.enabled = False
    session = bot_session(players, seed)
    scene = PixoidScene(app, session)
    app.switch(scene)
    frames, now = [], 1000.0
    for _ in range(20000):
        if app.scene is not scene:
            break
        scene.update(now)
        if scene.holding:
            scene.release_hold()
        app.present()
        frames.append(list(draw.text_log))
        now += 0.2
    return frames


def test_pixoid_words_agree_and_the_banner_keeps_points_with_names(app):
    frames = _bot_game_texts(app, 4, 7)
    drawn = {t for frame in frames for t in frame}
    assert any(t.startswith("Game over: ") for t in drawn)
    for t in drawn:
        assert not re.fullmatch(r"\+\d+", t.strip()), f"a banner line holds {t!r} alone"
        assert not re.search(r"\b1 reserve cubes\b|\b1 pts\b|\d\+\d cubes", t), t
        over = re.fullmatch(r"Game over: (.+) (wins|win)", t)
        if over:
            several = " and " in over.group(1)
            assert over.group(2) == ("win" if several else "wins"), t
        assert "Ctrl" not in t, f"a keyboard key on a screen without a keyboard seat: {t!r}"
    assert any(re.fullmatch(r"PIXOID · \d+ pts · \d+ cubes?", t) for t in drawn)


def test_the_agreeing_templates():
    assert agree("Game over: {w} {w:wins|win}", w=Names("Yellow", 1)) == "Game over: Yellow wins"
    assert agree("Game over: {w} {w:wins|win}", w=Names("Red and Blue", 2)) == "Game over: Red and Blue win"
    assert agree("{n} {n:tile|tiles} left", n=1) == "1 tile left"
    assert agree("{n} {n:tile|tiles} left", n=3) == "3 tiles left"


def test_outspeed_says_1_tile_left(app):
    """The tile header with the Outspeed screen's own words: "1 tile left", "2 tiles left"."""
    app.window = pygame.display.set_mode((1280, 720))
    draw.set_view((1280, 720))
    words = table_words(OutspeedScene.words_package)
    tile = {"number": 4, "side": "5-6", "routes": []}
    for left, said in ((1, "1 tile left"), (2, "2 tiles left")):
        draw.clear_log()
        draw_tile(app.window, pygame.Rect(40, 40, 560, 300), tile, left, {}, words)
        assert said in draw.text_log, draw.text_log


def test_each_starting_pix_keeps_its_number(app):
    """After Red takes Starting Pix 2, the others are still 1, 3 and 4 on the maze and on the wheel."""
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    people = {c: SimulatedController(c) for c in ("red", "blue", "green", "yellow")}
    session = bot_session(4, 5, humans=people)
    scene = PixoidScene(app, session)
    app.switch(scene)
    first = session.prompts()["red"]
    starts = list(first.fields[0].options)
    dial_choice(people["red"], first, starts[1])
    press(people["red"])
    now = 1000.0
    for _ in range(40):
        scene.update(now)
        now += 0.25
        if "blue" in session.prompts() and not scene.beats:
            break
    app.present()
    blue = session.prompts()["blue"]
    assert list(blue.fields[0].options) == [starts[0], starts[2], starts[3]]
    assert list(blue.fields[0].faces) == [1, 3, 4]
    said = " ".join(draw.text_log)
    assert "CENTRE wheel to 1, 3, 4" in said and "1–3" not in said
    assert {"1", "3", "4"} <= set(draw.text_log) and "2" not in draw.text_log


def test_the_host_lock_is_named_only_with_a_keyboard_seat(app):
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    session = bot_session(3, 4)
    scene = PixoidScene(app, session)
    app.switch(scene)
    app.present()
    assert not any("Ctrl" in t for t in draw.text_log)
    kb = SimulatedController("green")
    keyboard = PixoidScene(app, bot_session(3, 4, humans={"green": kb}), {"green": kb})
    app.switch(keyboard)
    app.present()
    assert "Ctrl and a seat's letter" in draw.text_log and "lock that seat" in draw.text_log


def test_a_stadium_choice_on_a_seat_row_is_never_cut(app):
    app.window = pygame.display.set_mode((1280, 720))
    draw.set_view((1280, 720))
    for text in ("Attack orange", "Attack yellow", "Re-roll Yellow"):
        draw.clear_log()
        StadiumScene._shown_drawer(text, None)(app.window, (900, 300))
        assert text in draw.text_log and not any("…" in t for t in draw.text_log), draw.text_log
