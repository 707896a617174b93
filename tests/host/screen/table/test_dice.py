"""The table layer's dice (host/screen/table/dice.py; CON-12, CON-13, GAP-08): every face of every console die
drawn with its colour, its letter and its face (negative numbers with a minus sign, the white die's Intercept
as a picture), inside the rect it returns; a rolled die tumbles through its faces and comes to rest on its
own; :class:`Rolls` learns rolls and re-rolls from the faces alone."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from games.core.dice import DIE_COLOURS, load_dice
from host.screen import draw, theme
from host.screen.table.dice import (DIE_LETTERS, DIE_RGB, LETTERED_DIE, ROLL_S, Rolls, draw_die, face_text,
                                    shown_face, tumbling)

SIZE = (1920, 1080)


@pytest.fixture
def surface():
    pygame.init()
    draw.set_view(SIZE)
    s = pygame.Surface(SIZE)
    s.fill(theme.BG)
    draw.clear_log()
    yield s
    draw.set_view(theme.LOGICAL_SIZE)


def pixels(s: pygame.Surface, r: pygame.Rect) -> set[tuple[int, int, int]]:
    sub = s.subsurface(r.clip(s.get_rect()))
    return {tuple(sub.get_at((x, y)))[:3] for x in range(0, sub.get_width(), 2) for y in range(0, sub.get_height(), 2)}


# CON-12, GAP-08: the five console dice with all their faces
@pytest.mark.slow
@pytest.mark.parametrize("die", DIE_COLOURS)
def test_con_12_every_face_of_every_die_is_drawn_in_its_colour_with_its_letter(surface, die):
    faces = load_dice()[die]
    for i, face in enumerate(faces):
        draw.clear_log()
        surface.fill(theme.BG)
        used = draw_die(surface, die, face, (200 + 100 * i, 300), 80)
        assert DIE_RGB[die] in pixels(surface, draw.box(used)), f"{die} {face}: not drawn in its colour"
        assert DIE_LETTERS[die] in draw.text_log, f"{die}: its letter is missing (CON-02)"
        if isinstance(face, int):
            assert face_text(face) in draw.text_log
            letters = [b for b in draw.text_boxes if b.text == face_text(face)]
            assert letters and letters[0].role == "text" and letters[0].cap >= 24   # readable from the sofa
        outside = surface.copy()
        pygame.draw.rect(outside, theme.BG, draw.box(used))
        assert pixels(outside, outside.get_rect()) == {theme.BG}, f"{die} {face}: drew outside its rect"


# CON-02 CON-12: a die at rest as small as LETTERED_DIE (the seat rows' and the tray's) at each screen size: its
# number face never meets its letter (a "−3" whose minus hid behind the "Y" read as 3) and stays on the die
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_con_02_a_small_die_keeps_its_face_clear_of_its_letter(size):
    pygame.init()
    draw.set_view(size)
    target = pygame.Surface(size)
    k = draw.scale()
    try:
        for die, faces in load_dice().items():
            for face in (f for f in faces if isinstance(f, int)):
                for width in (LETTERED_DIE, LETTERED_DIE + 6):
                    draw.clear_log()
                    draw_die(target, die, face, (200, 200), width)
                    letter, = (b for b in draw.text_boxes if b.text == DIE_LETTERS[die])
                    number, = (b for b in draw.text_boxes if b.text == face_text(face))
                    body = pygame.Rect(0, 0, round(width * k), round(width * k))
                    body.center = draw.pt((200, 200))
                    assert not letter.rect.colliderect(number.rect), f"{die} {face} at {width}: the face meets the letter"
                    assert body.contains(number.rect), f"{die} {face} at {width}: the face leaves the die"
    finally:
        draw.set_view(theme.LOGICAL_SIZE)


# GAP-08: yellow and red faces are negative; a true minus sign, never a hyphen
def test_gap_08_negative_faces_are_written_with_a_minus_sign():
    assert face_text(-3) == "\u22123"
    assert face_text(0) == "0" and face_text(6) == "6"
    assert face_text("intercept") == "Intercept"


# GAP-08: the white die's Intercept faces are a picture (and the word, when asked for)
def test_gap_08_the_intercept_face_is_a_picture_not_a_number(surface):
    draw_die(surface, "white", "intercept", (300, 300), 80)
    assert draw.text_log == ["W"]
    ink = pixels(surface, draw.box((270, 270, 60, 60)))
    assert (20, 20, 30) in ink and DIE_RGB["white"] in ink
    draw.clear_log()
    draw_die(surface, "white", "intercept", (500, 300), 80, label=True)
    assert "Intercept" in draw.text_log


# CON-13: a roll is shown: the die tumbles through its faces, then rests on the face rolled
def test_con_13_a_rolled_die_tumbles_then_rests_on_its_face(surface):
    faces = load_dice()["green"]
    seen = {shown_face(4, faces, 10.0, 10.0 + t / 100) for t in range(0, 55)}
    assert len(seen) >= 3, "a tumbling die shows several faces"
    assert shown_face(4, faces, 10.0, 10.0 + ROLL_S * 0.9) == 4
    assert tumbling(10.0, 10.01 + ROLL_S) is None and tumbling(None, 5.0) is None
    assert tumbling(10.0, 10.2) == pytest.approx(0.2 / ROLL_S)
    still = surface.copy()
    draw_die(still, "green", 4, (300, 300), 80)
    moving = surface.copy()
    draw_die(moving, "green", 4, (300, 300), 80, rolled_at=10.0, now=10.1, faces=faces)
    rested = surface.copy()
    draw_die(rested, "green", 4, (300, 300), 80, rolled_at=10.0, now=10.01 + ROLL_S, faces=faces)
    assert pygame.image.tobytes(moving, "RGB") != pygame.image.tobytes(still, "RGB")
    assert pygame.image.tobytes(rested, "RGB") == pygame.image.tobytes(still, "RGB")


# CON-13: a re-roll replaces only that die's face: only that die tumbles
def test_con_13_rolls_learns_rolls_and_rerolls_from_the_faces():
    rolls = Rolls()
    assert rolls.seen("blue", [3, -1, 0, 4], 1.0) == [1.0] * 4         # dice appear: a roll
    assert not rolls.animating(1.0 + ROLL_S)
    assert rolls.seen("blue", [3, -2, 0, 4], 5.0) == [1.0, 5.0, 1.0, 1.0]
    assert rolls.animating(5.1)
    assert rolls.seen("blue", [3, -2, 0, 4], 9.0) == [1.0, 5.0, 1.0, 1.0]   # nothing changed
    assert rolls.seen("green", [3, -2, 0, 4], 12.0) == [12.0] * 4      # another thrower rolls them all


def test_a_picked_or_set_aside_die_and_an_unknown_die_still_draw(surface):
    draw_die(surface, "green", 5, (200, 200), 80, ring=theme.ACCENT)
    assert theme.ACCENT in pixels(surface, draw.box((150, 150, 100, 100)))
    draw_die(surface, "red", -2, (400, 200), 80, dim=True)
    assert DIE_RGB["red"] not in pixels(surface, draw.box((360, 160, 80, 80)))
    draw_die(surface, "purple", 2, (600, 200), 80)
    assert "P" in draw.text_log and "2" in draw.text_log


def test_a_die_without_a_face_shows_its_letter(surface):
    draw_die(surface, "yellow", None, (200, 200), 30)
    assert draw.text_log == ["Y"]
