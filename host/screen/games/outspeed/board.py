"""The Outspeed board area of the table screen: the track on top (:mod:`.track`), the Bonus strip under it
while the Bonus phase is shown (:mod:`.bonus`), the current tile below (:mod:`.tile`), and a banner over
them for the moments the table must not miss (the Finish Line turn, a Ship out, the end). Drawn from a
*model*: the TV view (public, CON-05) as patched by the animation beats of :mod:`.beats`.
"""
from __future__ import annotations

from typing import Any, Mapping

import pygame

from host.screen import draw, theme
from host.screen.games.outspeed.bonus import draw_strip
from host.screen.games.outspeed.tile import draw_tile
from host.screen.games.outspeed.track import draw_track

ROW_H = 90
"""A board row's height (80 while the Bonus strip or a third board needs the room)."""
STRIP_H = 92
GAP = 8
BONUS_PHASES = ("declare", "reveal")


def chosen_routes(routes: Mapping[str, str], seats: list[str]) -> dict[str, list[str]]:
    """Route colour → the Ships that programmed it, in seat order (OS-41)."""
    out: dict[str, list[str]] = {}
    for c in seats:
        if c in routes:
            out.setdefault(routes[c], []).append(c)
    return out


def shows_strip(model: Mapping[str, Any]) -> bool:
    """The Bonus strip is up during the Bonus phase while the track has its usual two boards."""
    return bool(model.get("strip", model.get("phase") in BONUS_PHASES)) and len(model["track"]["boards"]) <= 2


def draw_board(target: pygame.Surface, area: pygame.Rect, model: Mapping[str, Any], words: Mapping[str, Any],
               faces: Mapping[str, str]) -> None:
    """Track, Bonus strip (in the Bonus phase), tile and banner inside ``area`` (the layer's board rect)."""
    seats = list(model["seats"])
    boards = len(model["track"]["boards"])
    strip = shows_strip(model)
    row_h = ROW_H if boards <= 2 and not strip else ROW_H - 10
    track_h = row_h * boards + GAP * (boards - 1)
    zones = {c: model["ships"][c]["zone"] for c in seats}
    lit = [model["current"]] if model.get("current") is not None else []
    draw_track(target, pygame.Rect(area.left, area.top, area.width, track_h), model["track"], zones, seats, lit,
               model.get("flash") or ())
    y = area.top + track_h + GAP
    if strip:
        tokens = {c: model["ships"][c]["tokens"] for c in seats}
        draw_strip(target, pygame.Rect(area.left, y, area.width, STRIP_H), model.get("order") or [],
                   model.get("declared") or {}, model.get("revealed") or {}, tokens, words, model.get("current"))
        y += STRIP_H + GAP
    tile_rect = pygame.Rect(area.left, y, area.width, area.bottom - y)
    if model.get("banner"):
        draw_banner(target, tile_rect, str(model["banner"]))
        return
    draw_tile(target, tile_rect, model.get("tile"), int(model.get("tiles_left", 0)), faces, words,
              chosen_routes(model.get("routes") or {}, seats), model.get("forfeit") or (),
              bool(model.get("finish_turn")))


def draw_banner(target: pygame.Surface, area: pygame.Rect, text: str) -> None:
    """A framed message in the tile's place (the track stays in sight): the first line big, the others under
    it, each shrunk to fit (down to the small size, then wrapped)."""
    lines = text.split("\n")
    width = area.width
    sized: list[tuple[str, float]] = []
    for i, line in enumerate(lines):
        top = theme.SIZE_TITLE if i == 0 else theme.SIZE_BODY
        size = draw.fit(line, width - 40, top, theme.SIZE_SMALL, True)
        sized += [(part, size) for part in draw.wrap(line, width - 40, size, True)]
    height = sum(draw.line_height(sz, True) + 8 for _, sz in sized) - 8
    box = pygame.Rect(area)
    draw.panel(target, box, (10, 12, 30), theme.ACCENT)
    y = box.centery - height / 2
    for i, (line, size) in enumerate(sized):
        draw.text(target, line, (box.centerx, y), size, theme.ACCENT if i == 0 else theme.TEXT, True, "midtop")
        y += draw.line_height(size, True) + 8
