"""The Stadium arena on the table screen (issue 13 item 1; ST-04, ST-05, ST-10, ST-21, ST-22, ST-32, ST-33):
drawn from the scene's model (the TV observation plus the animation, :mod:`host.screen.games.stadium.timeline`).

- the ten-slot trial track, two rows of five: a face-down tile shows its type in words (ST-32: the type is
  public, the identity hidden), a revealed one its short name and its type letter; the current tile is
  framed; a finished one carries the medals it gave (a disc per medal, beside its team's pennant);
- both teams' Medal boards: pennant, team name, Gold / Silver / Bronze with their initials and counts, and
  the VP (ST-22); a medal just won grows on its board;
- the dice of this step in a tray between the boards (host/screen/table/dice.py);
- in each seat row of the table layer, beside the seat's own colour, letter and shape: its team's pennant,
  its Energy as a 0–30 gauge (the number is in the row's words) with the last change flashing, and the First
  Player token on the holder (ST-21). Team and token are also in words (the row says "Red team", the
  headline's aside "First: Red"): never colour alone.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import pygame

from host.screen import draw, theme
from host.screen.games.stadium.trials import parts
from host.screen.table.dice import LETTERED_DIE, draw_die
from host.screen.table.seats import row_height

NAME_W = 118
"""Room for the seat's name (its colour word; the letter is on its piece) before the pennant and gauge: the
widest, "Orange", keeps a gap before the pennant's white edge (it touched the pennant at 112)."""
GAUGE_W = 174
POP_S = 0.6
"""How long a medal just won grows on its board, and an Energy change flashes on its gauge."""
KIND_RGB = {"standard": (60, 90, 160), "rest": (50, 140, 90), "final": (170, 90, 50)}
CURRENT_FILL = (48, 56, 104)
DONE_FILL = (22, 26, 48)
FACE_DOWN_FILL = (34, 38, 70)


def _rect(x: int, y: int, w: int, h: int) -> pygame.Rect:
    return pygame.Rect(x, y, w, h)


@dataclass
class ArenaLayout:
    """Where the arena's parts go inside the table layer's board area (logical units)."""

    track: pygame.Rect = field(default_factory=lambda: _rect(16, 86, 590, 112))
    red: pygame.Rect = field(default_factory=lambda: _rect(16, 202, 240, 66))
    tray: pygame.Rect = field(default_factory=lambda: _rect(261, 202, 100, 66))
    blue: pygame.Rect = field(default_factory=lambda: _rect(366, 202, 240, 66))
    trial: pygame.Rect = field(default_factory=lambda: _rect(16, 274, 590, 342))
    """The trial drawer's rectangle (host/screen/games/stadium/trials)."""
    cover: pygame.Rect = field(default_factory=lambda: _rect(16, 86, 590, 530))
    """What the reveal screen and the ceremony cover: the whole board area."""


LAYOUT = ArenaLayout()


class ArenaPainter:
    """Draws the track and the Medal boards, putting back the last picture while nothing in them changes (a
    medal popping repaints them; :class:`host.screen.draw.Reuse`)."""

    def __init__(self, layout: ArenaLayout = LAYOUT) -> None:
        self.layout = layout
        self._reuse = draw.Reuse()

    def draw(self, s: pygame.Surface, model: Mapping[str, Any], words: Mapping[str, Any], now: float) -> None:
        lay = self.layout
        popping = any(0 <= now - a["at"] < POP_S for a in model.get("awards", ()))
        key = None if popping else (repr(model["track"]), model["slot"], model["over"], repr(model["medals"]),
                                    repr(model["vp"]))

        def paint() -> None:
            draw_track(s, lay.track, model, words)
            draw_board(s, lay.red, "red", model, now)
            draw_board(s, lay.blue, "blue", model, now)

        self._reuse.draw(s, key, (lay.track, lay.red, lay.blue), paint)


# ---- the track ---------------------------------------------------------------------------------------
def draw_track(s: pygame.Surface, r: pygame.Rect, model: Mapping[str, Any], words: Mapping[str, Any]) -> None:
    tiles = model["track"]
    per_row = max(5, (len(tiles) + 1) // 2)       # a short practice track keeps the tiles' size
    gap = 4
    w = (r.width - gap * (per_row - 1)) / per_row
    h = (r.height - gap) / 2
    for i, tile in enumerate(tiles):
        row, col = divmod(i, per_row)
        box = pygame.Rect(round(r.left + col * (w + gap)), round(r.top + row * (h + gap)), round(w), round(h))
        current = tile["slot"] == model["slot"] and not model["over"]
        _tile(s, box, tile, current, words, model)


def _tile(s: pygame.Surface, box: pygame.Rect, tile: Mapping[str, Any], current: bool,
          words: Mapping[str, Any], model: Mapping[str, Any]) -> None:
    kind = tile["kind"]
    revealed = tile.get("trial") is not None and (tile.get("done") is not None or current)
    fill = CURRENT_FILL if current else DONE_FILL if tile.get("done") else FACE_DOWN_FILL
    draw.panel(s, box, fill, theme.ACCENT if current else KIND_RGB.get(kind, theme.PANEL_EDGE))
    if current:
        draw.rect(s, theme.ACCENT, box.inflate(-6, -6), 2)
    room = box.width - 6
    kinds = words.get("kinds", {})
    if not revealed:
        label = kinds.get(kind, kind.capitalize())
        draw.text(s, draw.cut(label, room, theme.SIZE_SMALL), (box.centerx, box.top + 8), theme.SIZE_SMALL,
                  theme.DIM, anchor="midtop")
        draw.rect(s, KIND_RGB.get(kind, theme.PANEL_EDGE), (box.left + 8, box.bottom - 14, box.width - 16, 5))
        return
    name = tile.get("short") or tile.get("name") or ""
    colour = theme.ACCENT if current else theme.TEXT
    draw.text(s, draw.cut(name, room, theme.SIZE_SMALL, True), (box.centerx, box.top + 5), theme.SIZE_SMALL, colour,
              True, "midtop")
    _kind_badge(s, kind, (box.left + 6, box.bottom - 22))
    if tile.get("done"):
        _tile_medals(s, tile.get("awards") or [], pygame.Rect(box.left + 26, box.bottom - 22, box.width - 30, 18),
                     model)


def _kind_badge(s: pygame.Surface, kind: str, at: tuple[float, float]) -> None:
    """The tile's type as a small coloured block with a stripe per type (1 Standard, 2 Rest, 3 Final)."""
    x, y = at
    rgb = KIND_RGB.get(kind, theme.PANEL_EDGE)
    draw.rect(s, rgb, (x, y, 16, 16))
    for i in range({"standard": 1, "rest": 2, "final": 3}.get(kind, 0)):
        draw.rect(s, (235, 235, 240), (x + 3, y + 3 + i * 4, 10, 2))


def _tile_medals(s: pygame.Surface, awards: list[Mapping[str, Any]], r: pygame.Rect, model: Mapping[str, Any]) -> None:
    """A finished tile's medals: per team its pennant, then a disc per medal won (closer together when many)."""
    order = model["medal_order"]
    won = {team: sorted((a["medal"] for a in awards if a["team"] == team and a.get("change", 1) > 0),
                        key=order.index) for team in model["team_order"]}
    teams = [t for t in model["team_order"] if won[t]]
    count = sum(len(won[t]) for t in teams)
    if not count:
        return
    flag_w = 14.0
    spacing = min(14.0, (r.width - len(teams) * (flag_w + 6)) / count)
    x = float(r.left)
    cy = r.centery
    for team in teams:
        x = parts.team_flag(s, team, (x, cy), 12) + 2
        for m in won[team]:
            radius = max(3.0, spacing / 2 - 0.5)
            draw.circle(s, (20, 20, 28), (x + radius, cy), radius + 1)
            draw.circle(s, parts.MEDAL_RGB[m], (x + radius, cy), radius)
            x += spacing
        x += 4


# ---- the medal boards --------------------------------------------------------------------------------
def draw_board(s: pygame.Surface, r: pygame.Rect, team: str, model: Mapping[str, Any], now: float) -> None:
    """One team's Medal board (ST-05) with its VP (ST-22)."""
    draw.panel(s, r, (30, 32, 62), theme.PLAYER_RGB[team])
    right = parts.team_flag(s, team, (r.left + 10, r.top + 19), 22)
    draw.text(s, parts.team_name(team), (right + 6, r.top + 5), theme.SIZE_SMALL, theme.TEXT, True)
    vp = model["vp"][team]
    draw.text(s, str(vp), (r.right - 34, r.top + 4), theme.SIZE_LARGE, theme.ACCENT, True, "midtop")
    draw.text(s, "VP", (r.right - 34, r.top + 40), theme.SIZE_SMALL, theme.DIM, True, "midtop")
    board = model["medals"][team]
    fresh = {a["medal"]: a["at"] for a in model.get("awards", ()) if a["team"] == team and a.get("change", 1) > 0}
    x = r.left + 22
    for m in model["medal_order"]:
        grow = 0.0
        if m in fresh and 0 <= now - fresh[m] < POP_S:
            grow = 6 * (1 - (now - fresh[m]) / POP_S)
            draw.circle(s, (255, 255, 255), (x, r.top + 48), 13 + grow + 2, 2)
        parts.medal(s, m, (x, r.top + 48), 12 + grow)
        draw.text(s, str(board[m]), (x + 18, r.top + 48), theme.SIZE_SMALL, theme.TEXT, True, "midleft")
        x += 58


def draw_tray(s: pygame.Surface, r: pygame.Rect, model: Mapping[str, Any], now: float) -> None:
    """This step's dice (the last two rolled), tumbling as they land."""
    rolls = model.get("rolls") or []
    if not rolls:
        return
    shown = rolls[-2:]
    size = LETTERED_DIE if len(shown) == 2 else 48
    step = r.width / len(shown)
    for i, roll in enumerate(shown):
        draw_die(s, roll["die"], roll["face"], (r.left + step * (i + 0.5), r.centery + 2), size, roll.get("at"), now)


# ---- the seat rows -----------------------------------------------------------------------------------
def draw_seat_extras(s: pygame.Surface, side: pygame.Rect, seats: list[str], model: Mapping[str, Any],
                     now: float) -> None:
    """Over the table layer's seat rows (same geometry as host/screen/table/seats.py): each athlete's team
    pennant, Energy gauge and, on the holder, the First Player token."""
    h = row_height(len(seats))
    y = side.top + 6
    for seat in seats:
        mid = y + 19
        x = side.left + 64 + NAME_W
        parts.team_flag(s, model["teams"][seat], (x, mid), 20)
        gain = (model.get("gain") or {}).get(seat)
        flash = gain is not None and 0 <= now - gain[1] < POP_S
        gauge(s, pygame.Rect(x + 28, mid - 7, GAUGE_W, 14), model["energy"][seat], gain[0] if flash and gain is not None else 0,
              model["energy_max"])
        if seat == model["first"]:
            token(s, (x + 28 + GAUGE_W + 20, mid))
        y += h


def gauge(s: pygame.Surface, r: pygame.Rect, energy: int, change: int, most: int) -> None:
    """Energy 0..``most`` (the view's ``energy_max``, ST-10): filled cells with a notch every 5; a change flashes
    (white gain, red loss)."""
    draw.rect(s, (10, 12, 24), r.inflate(4, 4))
    cell = r.width / most
    fill = theme.GOOD if energy > 5 else theme.ACCENT if energy > 0 else theme.DIM
    draw.rect(s, fill, (r.left, r.top, cell * max(0, min(most, energy)), r.height))
    if change:
        lo, hi = sorted((energy - change, energy))
        lo, hi = max(0, lo), min(most, hi)
        draw.rect(s, (255, 255, 255) if change > 0 else theme.BAD, (r.left + cell * lo, r.top - 2, cell * (hi - lo),
                                                                     r.height + 4))
    for k in range(5, most, 5):
        draw.line(s, (10, 12, 24), (r.left + cell * k, r.top), (r.left + cell * k, r.bottom - 1), 2)


def token(s: pygame.Surface, center: tuple[float, float], radius: float = 14) -> None:
    """The two-coloured First Player token (ST-06) with a white rim and "1" on it."""
    cx, cy = center
    draw.circle(s, (255, 255, 255), center, radius + 2)
    draw.circle(s, theme.PLAYER_RGB["blue"], center, radius)
    draw.polygon(s, theme.PLAYER_RGB["red"], [(cx - radius * 0.72, cy - radius * 0.72), (cx + radius * 0.72,
                                                                                          cy - radius * 0.72),
                                              (cx - radius * 0.72, cy + radius * 0.72)])
    draw.circle(s, (255, 255, 255), center, radius * 0.55)
    draw.text(s, "1", (cx, cy + 1), theme.SIZE_SMALL, (20, 20, 30), True, "center", role="label")
