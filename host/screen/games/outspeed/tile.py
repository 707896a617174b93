"""The current Outspeed tile drawn from its content (OS-36, OS-42..OS-55, OS-67..OS-69 as seen at the table):
a column per lit route — its light in the route's colour with its right-wheel symbol (◉ ▲ ●, from the game's
wheel content, so a colour-blind player reads the symbol), the condition (capacity silhouettes, "no limit",
or the lone-chooser condition), the cost line (PAY) and the benefit line (GET) as icons with big numbers:
Fuel (a cube, OS-74), move forward (an arrow), die faces (a yellow or blue die, :mod:`host.screen.table.dice`),
route-colour counts (the route's symbol with a silhouette: how many chose it, OS-51), X (the centre wheel,
OS-55) and Bonus stars (OS-48). The header says which tile and side it is, marks the Finish Line, and how
many tiles are left. After the programming reveal each column shows who chose it (OS-41) and an
over-capacity forfeit (OS-43) or a lone route chosen by several (OS-67).

Pure drawing from the TV view's ``tile`` (``games.outspeed.tiles.tile_json``); words from content/table.yaml.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import pygame

from host.screen import draw, theme
from host.screen.table.agree import agree
from host.screen.table.dice import DIE_INK, DIE_LETTERS, DIE_RGB

ROUTE_RGB: dict[str, tuple[int, int, int]] = {
    "red": (235, 50, 50), "yellow": (245, 210, 40), "green": (50, 190, 80),
}
ROUTE_DARK: dict[str, tuple[int, int, int]] = {
    "red": (70, 24, 30), "yellow": (66, 58, 20), "green": (20, 60, 34),
}
LABEL_W = 64
"""The left column holding the PAY / GET labels."""
FINISH_RGB = (255, 255, 255)


def terms(route: Mapping[str, Any]) -> tuple[list[tuple[str, list[tuple[str, Any]]]], list[tuple[str, list[tuple[str, Any]]]]]:
    """The cost line and the benefit line of ``route`` (a ``tile_json`` route) as terms: each term is its icon
    (``fuel`` / ``move`` / ``star``) and its parts (``("n", number)``, ``("die", colour)``, ``("count", colour)``,
    ``("x", None)``), in reading order. A zero amount has no term."""
    def parts(amount: Mapping[str, Any] | None, x: bool) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        if amount:
            if amount.get("fixed"):
                out.append(("n", int(amount["fixed"])))
            out += [("die", d) for d in amount.get("dice", ())]
            out += [("count", c) for c in amount.get("counts", ())]
        if x:
            out.append(("x", None))
        return out

    x = bool(route.get("x"))
    cost = [("fuel", p) for p in [parts(route.get("cost"), x)] if p]
    gain: list[tuple[str, list[tuple[str, Any]]]] = []
    move = parts(route.get("move"), x)
    if move:
        gain.append(("move", move))
    fuel = parts(route.get("fuel"), False)
    if fuel:
        gain.append(("fuel", fuel))
    if route.get("bonus"):
        gain.append(("star", [("n", int(route["bonus"]))]))
    return cost, gain


# ---- icons -----------------------------------------------------------------------------------------
def silhouette(target: pygame.Surface, center: tuple[float, float], size: float,
               colour: tuple[int, int, int] = theme.TEXT) -> None:
    """A Player Silhouette (OS-43): a head and shoulders."""
    cx, cy = center
    h = size / 2
    draw.circle(target, colour, (cx, cy - h * 0.45), h * 0.36)
    draw.polygon(target, colour, [(cx - h * 0.7, cy + h), (cx - h * 0.45, cy + h * 0.05), (cx + h * 0.45, cy + h * 0.05),
                                  (cx + h * 0.7, cy + h)])


def star(target: pygame.Surface, center: tuple[float, float], size: float) -> None:
    """A Bonus star (OS-48)."""
    import math
    cx, cy = center
    pts = []
    for i in range(10):
        r = size / 2 if i % 2 == 0 else size / 4.6
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    draw.polygon(target, (255, 214, 64), pts)
    draw.polygon(target, (120, 90, 10), pts, 2)


def fuel_cube(target: pygame.Surface, center: tuple[float, float], size: float) -> None:
    """Fuel: a neutral cube (OS-74)."""
    draw.cube(target, (center[0] - size / 2, center[1] - size / 2, size, size))


def move_arrow(target: pygame.Surface, center: tuple[float, float], size: float) -> None:
    """Move forward (OS-46)."""
    draw.arrow(target, "right", center, size, (120, 200, 255), (10, 20, 40))


def die_icon(target: pygame.Surface, die: str, center: tuple[float, float], size: float) -> None:
    """A die symbol on a tile (OS-52): a die of that colour with its letter (Y, B) between two pips."""
    cx, cy = center
    h = size / 2
    draw.rect(target, (12, 12, 20), (cx - h - 2, cy - h - 2, size + 4, size + 4))
    draw.rect(target, DIE_RGB.get(die, (150, 150, 160)), (cx - h, cy - h, size, size))
    ink = DIE_INK.get(die, (20, 20, 30))
    pip = max(2.0, size / 12)
    draw.circle(target, ink, (cx - h * 0.62, cy - h * 0.62), pip)
    draw.circle(target, ink, (cx + h * 0.62, cy + h * 0.62), pip)
    draw.text(target, DIE_LETTERS.get(die, die[:1].upper()), (cx, cy + 1), max(12.0, size * 0.55), ink, True,
              "center", role="label")


def centre_wheel(target: pygame.Surface, center: tuple[float, float], size: float) -> None:
    """The wheel with X (OS-55): the centre wheel with an X on it."""
    cx, cy = center
    draw.circle(target, (60, 66, 110), center, size / 2)
    draw.circle(target, theme.TEXT, center, size / 2, 3)
    draw.text(target, "X", (cx, cy + 1), max(theme.SIZE_SMALL, size * 0.62), theme.ACCENT, True, "center")


ICONS = {"fuel": fuel_cube, "move": move_arrow, "star": star}


class Line:
    """One cost or benefit line laid out at a scale: measured first, then drawn."""

    def __init__(self, line: list[tuple[str, list[tuple[str, Any]]]], faces: Mapping[str, str], k: float = 1.0) -> None:
        self.line = line
        self.faces = faces
        self.k = k

    def _num_size(self) -> float:
        return max(theme.SIZE_SMALL, theme.SIZE_LARGE * self.k)

    def _part_w(self, part: tuple[str, Any], icon: str) -> float:
        kind, value = part
        if kind == "n":
            text = f"×{value}" if icon == "star" else (f"+{value}" if icon == "fuel" and self._gain else str(value))
            return draw.width(text, self._num_size(), True)
        return 34 * self.k

    _gain = False

    def width(self) -> float:
        w = 0.0
        for i, (icon, parts) in enumerate(self.line):
            w += (12 * self.k if i else 0) + 32 * self.k + 4
            w += sum(self._part_w(p, icon) + 4 for p in parts)
            w += (len(parts) - 1) * draw.width("+", theme.SIZE_SMALL, True)
        return w

    def draw(self, target: pygame.Surface, left: float, mid: float) -> None:
        x = left
        k = self.k
        for i, (icon, parts) in enumerate(self.line):
            if i:
                x += 12 * k
            ICONS[icon](target, (x + 16 * k, mid), 28 * k)
            x += 32 * k + 4
            for j, part in enumerate(parts):
                if j:
                    draw.text(target, "+", (x, mid), theme.SIZE_SMALL, theme.DIM, True, "midleft")
                    x += draw.width("+", theme.SIZE_SMALL, True)
                kind, value = part
                if kind == "n":
                    text = f"×{value}" if icon == "star" else (f"+{value}" if icon == "fuel" and self._gain else str(value))
                    draw.text(target, text, (x, mid + 1), self._num_size(), theme.TEXT, True, "midleft")
                elif kind == "die":
                    die_icon(target, value, (x + 16 * k, mid), 30 * k)
                elif kind == "count":
                    _count_icon(target, self.faces.get(value), value, (x + 17 * k, mid), 30 * k)
                elif kind == "x":
                    centre_wheel(target, (x + 16 * k, mid), 30 * k)
                x += self._part_w(part, icon) + 4


def _count_icon(target: pygame.Surface, face: str | None, colour: str, center: tuple[float, float], size: float) -> None:
    """A route-colour count (OS-51): the route's symbol in its colour, with a silhouette (players who chose it)."""
    cx, cy = center
    draw.rect(target, ROUTE_DARK.get(colour, (40, 40, 60)), (cx - size / 2, cy - size / 2, size, size))
    draw.rect(target, ROUTE_RGB.get(colour, theme.TEXT), (cx - size / 2, cy - size / 2, size, size), 2)
    if face:
        draw.symbol(target, face, (cx - size * 0.14, cy - size * 0.1), size * 0.55)
    silhouette(target, (cx + size * 0.24, cy + size * 0.2), size * 0.42)


def fitted(line: list[tuple[str, list[tuple[str, Any]]]], faces: Mapping[str, str], room: float, gain: bool) -> Line:
    """The line at the largest scale (1.0 down to 0.7) that fits in ``room``."""
    k = 1.0
    while True:
        out = Line(line, faces, k)
        out._gain = gain
        if out.width() <= room or k <= 0.7:
            return out
        k -= 0.05


# ---- the tile ----------------------------------------------------------------------------------------
def draw_tile(target: pygame.Surface, rect: pygame.Rect, tile: Mapping[str, Any] | None, tiles_left: int,
              faces: Mapping[str, str], words: Mapping[str, Any], chosen: Mapping[str, Sequence[str]] | None = None,
              forfeit: Sequence[str] = (), finish_turn: bool = False) -> None:
    """``tile`` (a ``tile_json``) in ``rect``: header, then one column per lit route. ``faces``: route →
    right-wheel face; ``chosen``: route → the Ships that programmed it (after the reveal); ``forfeit``: routes
    whose choosers lost the turn."""
    w = words.get("tile", {})
    finish = bool(tile and tile.get("finish")) or finish_turn
    draw.panel(target, rect, (30, 32, 58), FINISH_RGB if finish else theme.PANEL_EDGE)
    if finish:
        _chequer(target, pygame.Rect(rect.left + 3, rect.top + 3, rect.width - 6, 8))
    top = rect.top + 12
    if tile is None:
        draw.text(target, w.get("last", "last tile"), (rect.centerx, rect.centery), theme.SIZE_BODY, theme.DIM,
                  anchor="center")
        return
    title = w.get("title", "Tile {number}").format(number=tile["number"])
    x = draw.text(target, title, (rect.left + 16, top), theme.SIZE_BODY, theme.TEXT, True).right + 14
    side = w.get("side", "{side} players").format(side=tile.get("side", "")).replace("-", "–")
    x = draw.text(target, side, (x, top + 3), theme.SIZE_SMALL, theme.DIM).right + 14
    left_text = agree(w.get("left", "{n} {n:tile|tiles} left"), n=tiles_left) if tiles_left else w.get("last", "last tile")
    right = draw.text(target, left_text, (rect.right - 16, top + 3), theme.SIZE_SMALL, theme.DIM, anchor="topright")
    if finish:
        label = w.get("finish", "FINISH LINE")
        room = right.left - x - 10
        size = draw.fit(label, room, theme.SIZE_BODY, theme.SIZE_SMALL, True)
        draw.text(target, label, (x + room / 2, top + 1), size, FINISH_RGB, True, "midtop")
    routes = list(tile.get("routes", ()))
    if not routes:
        return
    body = pygame.Rect(rect.left + 10, top + 34, rect.width - 20, rect.bottom - top - 42)
    label_col = pygame.Rect(body.left, body.top, LABEL_W, body.height)
    cols_w = (body.width - LABEL_W) / len(routes)
    rows = _rows(body, bool(chosen))
    draw.text(target, w.get("pay", "PAY"), (label_col.left + 4, rows["pay"]), theme.SIZE_SMALL, theme.DIM, True,
              "midleft")
    draw.text(target, w.get("get", "GET"), (label_col.left + 4, rows["get"]), theme.SIZE_SMALL, theme.DIM, True,
              "midleft")
    for i, route in enumerate(routes):
        col = pygame.Rect(round(label_col.right + i * cols_w), body.top, round(cols_w) - 8, body.height)
        name = str(words.get("routes", {}).get(route["colour"], route["colour"].capitalize()))
        _draw_route(target, col, rows, route, name, faces, w, list((chosen or {}).get(route["colour"], ())),
                    route["colour"] in forfeit)


def _rows(body: pygame.Rect, who: bool) -> dict[str, float]:
    """The vertical middles of a column's parts: the header, then equal slots for the condition, PAY, GET
    and, once the routes are revealed, who chose the route."""
    n = 4 if who else 3
    slot = (body.height - 44) / n
    mids = [body.top + 44 + slot * (i + 0.5) for i in range(n)]
    return {"head": body.top + 22, "cond": mids[0], "pay": mids[1], "get": mids[2], "who": mids[-1]}


def _draw_route(target: pygame.Surface, col: pygame.Rect, rows: Mapping[str, float], route: Mapping[str, Any],
                name: str, faces: Mapping[str, str], w: Mapping[str, Any], choosers: list[str], forfeit: bool) -> None:
    colour = route["colour"]
    draw.rect(target, (22, 24, 44), col)
    head = pygame.Rect(col.left, col.top, col.width, 48)
    draw.rect(target, ROUTE_DARK.get(colour, (40, 40, 60)), head)
    draw.rect(target, ROUTE_RGB.get(colour, theme.TEXT), col, 3)
    face = faces.get(colour)
    draw.circle(target, ROUTE_RGB.get(colour, theme.TEXT), (col.left + 26, head.centery), 17)     # the lit light
    if face:
        draw.circle(target, (18, 18, 28), (col.left + 26, head.centery), 14)
        draw.symbol(target, face, (col.left + 26, head.centery), 20)
    draw.text(target, name, (col.left + 50, head.centery + 1), theme.SIZE_BODY, theme.TEXT, True, "midleft")
    if not (forfeit and choosers):
        _draw_condition(target, col, rows["cond"], route, w)
    cost, gain = terms(route)
    room = col.width - 16
    if cost:
        fitted(cost, faces, room, False).draw(target, col.left + 8, rows["pay"])
    else:
        draw.text(target, w.get("free", "nothing"), (col.left + 10, rows["pay"]), theme.SIZE_SMALL, theme.DIM,
                  anchor="midleft")
    if gain:
        fitted(gain, faces, room, True).draw(target, col.left + 8, rows["get"])
    if choosers:
        _draw_choosers(target, col, rows, choosers, forfeit, bool(route.get("lone")), w)


def _draw_condition(target: pygame.Surface, col: pygame.Rect, mid: float, route: Mapping[str, Any],
                    w: Mapping[str, Any]) -> None:
    """Silhouettes for the capacity (OS-43), or the lone-chooser condition (OS-67), or no limit."""
    x = col.left + 12
    if route.get("lone"):
        silhouette(target, (x + 10, mid), 24, theme.ACCENT)
        draw.text(target, w.get("alone", "if alone"), (x + 28, mid), theme.SIZE_SMALL, theme.ACCENT, True,
                  "midleft")
        return
    cap = route.get("capacity")
    if cap is None:
        draw.text(target, w.get("no_limit", "no limit"), (x, mid), theme.SIZE_SMALL, theme.DIM, anchor="midleft")
        return
    step = min(30.0, (col.width - 24) / max(1, int(cap)))
    for i in range(int(cap)):
        silhouette(target, (x + 12 + i * step, mid), min(28.0, step - 2))


def _draw_choosers(target: pygame.Surface, col: pygame.Rect, rows: Mapping[str, float], choosers: list[str],
                   forfeit: bool, lone: bool, w: Mapping[str, Any]) -> None:
    """The Ships that chose this route (OS-41); when they lost the turn (OS-43, OS-67) the condition they
    broke is covered by the words and each of them is crossed out."""
    size = min(26.0, (col.width - 16) / max(1, len(choosers)) - 8)
    mid = rows["who"]
    if forfeit:
        band = pygame.Rect(col.left + 3, round(rows["cond"] - 17), col.width - 6, 34)
        draw.rect(target, (90, 20, 26), band)
        said = w.get("not_alone", "not alone") if lone else w.get("over", "over capacity")
        bold = draw.width(said, theme.SIZE_SMALL, True) <= band.width - 8
        draw.text(target, draw.cut(said, band.width - 8, theme.SIZE_SMALL, bold), band.center, theme.SIZE_SMALL,
                  (255, 255, 255), bold, "center")
    x = col.left + 8 + size / 2
    for c in choosers:
        if forfeit:
            h = size / 2 + 5
            draw.rect(target, theme.BAD, (x - h, mid - h, 2 * h, 2 * h), 3)
        draw.piece(target, c, (x, mid), size, False, max(12.0, size * 0.6))
        x += size + 8


def _chequer(target: pygame.Surface, r: pygame.Rect) -> None:
    """The Finish Line's chequered band (a pattern, not only a colour)."""
    sq = r.height / 2
    for i in range(int(r.width // sq)):
        for j in range(2):
            colour = (245, 245, 245) if (i + j) % 2 == 0 else (16, 16, 20)
            draw.rect(target, colour, (r.left + i * sq, r.top + j * sq, sq, sq))
