"""The lobby as drawn (issue 19 point 6): the selected seat's frame clears the descenders of both its lines,
a seat's second line stays inside its row with six seats and the oldest player's role on any seat (shortened,
never cut), and the settings lines show their keyboard keys only when the keyboard is used."""
from __future__ import annotations

import pygame

from games.registry import get_game
from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.intents import Intent
from host.screen.scenes.lobby import GAME, playable


def _frame_edges(surface: pygame.Surface, box: draw.TextBox) -> tuple[int, int]:
    """The selected seat frame's first pixel below ``box`` and right of it (window pixels)."""
    w, h = surface.get_size()
    accent = pygame.Color(*theme.ACCENT)
    x = min(w - 1, box.rect.right + 4)
    below = next((y for y in range(box.rect.top, h) if surface.get_at((x, y)) == accent), h)
    y = box.rect.centery
    right = next((x for x in range(box.rect.left, w) if surface.get_at((x, y)) == accent), w)
    return below, right


def _lobby(app, game: str):
    app.to_lobby()
    lobby = app.scene
    while lobby.game != game:
        lobby.change(GAME, 1)
    people = {c: SimulatedController(c) for c in ("red", "blue")}
    lobby.found.update(people)
    lobby.seats = []
    lobby.set_count(max(get_game(game).player_counts) - len(people))
    for colour in people:
        lobby.join(colour)
    return lobby


def test_each_seat_line_stays_inside_its_frame(sized):
    app, size = sized
    found: list[str] = []
    for game in playable():
        lobby = _lobby(app, game)
        for oldest in lobby.seats:
            lobby.oldest = oldest.colour
            for selected in range(len(lobby.seats)):
                lobby.selected = selected
                app.present()
                seat = lobby.seats[selected]
                boxes = list(draw.text_boxes)
                title = next(i for i, b in enumerate(boxes)
                             if b.text == f"Seat {selected + 1}: {theme.name(seat.colour)}")
                detail = next(b for b in boxes[title + 1:] if b.text in lobby.seat_details(seat))
                shown = [boxes[title], detail]
                for b in shown:
                    below, right = _frame_edges(app.window, b)
                    if b.rect.bottom > below or b.rect.right > right:
                        found.append(f"{size} {game} oldest {oldest.colour}: {b.text!r} {tuple(b.rect)} "
                                     f"meets the frame at y={below} x={right}")
    assert not found, "\n".join(found[:10])


def test_the_setting_keys_show_only_with_the_keyboard(app):
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    lobby = _lobby(app, "stadium")
    app.present()
    keys = {"(G)", "(O)", "(4/6)"}
    assert "Game:" in draw.text_log and not keys & set(draw.text_log), draw.text_log
    lobby.handle(Intent("direction", "down"))
    app.present()
    assert keys <= set(draw.text_log)


def test_the_setting_keys_show_when_no_controller_sets_the_table(app):
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    app.to_lobby()
    app.present()
    assert app.scene.host() is None and "(G)" in draw.text_log
