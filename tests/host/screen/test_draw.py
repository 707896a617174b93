"""Drawing at the real resolution (host/screen/draw.py): logical coordinates scale with the window,
text boxes are logged with their ink rectangles, panels drawn over text hide or cut it, and a reused
picture logs exactly what painting it logged (the secrecy tests read the log — CON-05)."""
from __future__ import annotations

import pygame

from host.screen import draw, theme


def test_logical_frame_scales_and_letterboxes(app):
    draw.set_view((3840, 2160))
    assert draw.scale() == 3.0 and draw.box(pygame.Rect(10, 10, 100, 50)) == pygame.Rect(30, 30, 300, 150)
    draw.set_view((1000, 1000))
    frame = draw.box(pygame.Rect((0, 0), theme.LOGICAL_SIZE))
    assert frame.size == (1000, 562) and frame.top == 219
    assert draw.logical(frame) == pygame.Rect((0, 0), theme.LOGICAL_SIZE)


def test_text_boxes_are_ink_rectangles_and_panels_hide_what_they_cover(app):
    draw.set_view((1920, 1080))
    surface = pygame.Surface((1920, 1080))
    draw.clear_log()
    draw.text(surface, "Hidden", (100, 100), theme.SIZE_BODY)
    draw.text(surface, "Cut", (300, 100), theme.SIZE_BODY)
    draw.text(surface, "Kept", (100, 400), theme.SIZE_BODY)
    ink = next(b for b in draw.text_boxes if b.text == "Kept").rect
    assert ink.top > 400 * 1.5 and ink.height < draw.font_px(theme.SIZE_BODY)   # ink, not the line box
    draw.panel(surface, pygame.Rect(90, 90, 220, 60))                             # covers Hidden, part of Cut
    assert [(b.text, b.cut) for b in draw.text_boxes] == [("Cut", True), ("Kept", False)]
    assert draw.text_log == ["Hidden", "Cut", "Kept"]                             # the log keeps every string


def test_a_reused_picture_logs_what_painting_it_logged(app):
    draw.set_view((1280, 720))
    surface = pygame.Surface((1280, 720))
    reuse = draw.Reuse()
    painted = []

    def paint() -> None:
        painted.append(1)
        draw.rect(surface, (200, 0, 0), (10, 10, 50, 50))
        draw.text(surface, "Red: LOCKED", (20, 100))

    logs = []
    for key in ("a", "a", "b", None, None):
        surface.fill((0, 0, 0))
        draw.clear_log()
        reuse.draw(surface, key, [pygame.Rect(0, 0, 400, 200)], paint)
        logs.append((list(draw.text_log), [(b.text, tuple(b.rect)) for b in draw.text_boxes],
                     tuple(surface.get_at((20, 20)))))
    assert len(painted) == 4                       # "a" once, then reused; "b"; None is never kept
    assert all(entry == logs[0] for entry in logs)
