"""What the Magical Athlete screen draws in the board area (pygame, logical 1280×720 units): the track as one
lane per racer over the side's spaces — the Mild Mile or the Wild Wilds with its arrows, rocks and stars
(MA-56..MA-62), corners and the finish line — each racer's token in its colour with its letter and shape
(CON-02) and its card's title beside it, tripped, finished or out (MA-22, MA-27, MA-39); the callout under the
track that says what just happened or what a power asks, with the die (MA-19, MA-41); the draft line with
the number to dial for each card and the dialled card's power in full (MA-08, MA-10); each player's hand with
the numbers of the secret choice (MA-15); the joint reveal (MA-16, MA-17); the end of a race with its places
and chips (MA-44..MA-46) and the end of the game (MA-54, MA-55)."""
from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

import pygame

from host.screen import draw, theme
from host.screen.table.dice import draw_die

BOARD = pygame.Rect(16, 86, 590, 530)
"""The table layer's board area (host.screen.table.layer.Layout.board)."""
CALLOUT_H = 150
LANE_BG = ((30, 34, 66), (24, 28, 56))
ACTOR_BG = (52, 56, 100)
ROCK = (150, 140, 130)
STAR = (250, 210, 60)
FORWARD = (90, 220, 120)
BACK = (255, 110, 90)
FINISH_LIGHT, FINISH_DARK = (240, 240, 240), (30, 30, 30)


def _place(n: int) -> str:
    return {1: "1st", 2: "2nd"}.get(n, f"{n}th")


def fitting(text: str, width: float, sizes: Sequence[float], room: float) -> tuple[float, list[str]]:
    """The first of ``sizes`` at which ``text`` wrapped to ``width`` fits whole in ``room`` height, with its lines;
    no lines when it fits at none (a sentence is shown whole or not at all, never cut)."""
    for size in sizes:
        lines = draw.wrap(text, width, size)
        if len(lines) * (draw.line_height(size) + 2) <= room:
            return size, lines
    return sizes[-1], []


# ---- the track -----------------------------------------------------------------------------------------
class TrackView:
    """The race: lanes over the track's spaces in ``area`` (the board minus the callout)."""

    def __init__(self, area: pygame.Rect, track: Mapping[str, Any], lanes: int) -> None:
        self.area = area
        self.finish = max(1, int(track.get("finish", 30)))
        self.features = {int(f["space"]): f for f in track.get("features", [])}
        self.corners = [int(c) for c in track.get("corners", [])]
        self.side = str(track.get("side", "mild"))
        self.left = area.left + 26
        self.right = area.right - 40
        self.ruler_y = area.top + 46
        self.feature_y = area.top + 84
        self.lanes_top = area.top + 126
        self.legend = bool(self.features)
        self.lane_h = min(50.0, (area.bottom - self.lanes_top - (40 if self.legend else 6)) / max(1, lanes))

    def x(self, space: float) -> float:
        return self.left + (self.right - self.left) * max(0.0, min(float(space), self.finish)) / self.finish

    def draw(self, s: pygame.Surface, tokens: list[dict[str, Any]], actor: str | None, title: str,
             names: Mapping[str, str], seats: Mapping[str, str]) -> None:
        a = self.area
        size = draw.fit(title, a.width - 28, theme.SIZE_BODY, theme.SIZE_SMALL, True)
        draw.text(s, title, (a.left + 14, a.top + 8), size, theme.ACCENT, True)
        finish_r = draw.text(s, "FINISH", (a.right - 6, self.ruler_y), theme.SIZE_SMALL, theme.TEXT, True, "topright")
        for space in range(0, self.finish, 5):
            if self.x(space) + 20 < finish_r.left:
                draw.text(s, str(space), (self.x(space), self.ruler_y), theme.SIZE_SMALL, theme.DIM, anchor="midtop")
        for space, f in self.features.items():
            self._feature(s, f, self.x(space), self.feature_y)
        bottom = self.lanes_top + self.lane_h * len(tokens)
        for k, t in enumerate(tokens):
            top = self.lanes_top + self.lane_h * k
            fill = ACTOR_BG if t["colour"] == actor else LANE_BG[k % 2]
            draw.rect(s, fill, (self.left - 16, top, self.right - self.left + 32, self.lane_h - 3))
        for c in self.corners:
            draw.rect(s, (70, 76, 120), (self.x(c) - 1, self.lanes_top, 3, bottom - self.lanes_top))
        for space, f in self.features.items():
            rgb = {"rock": ROCK, "star": STAR}.get(str(f["kind"]), FORWARD if int(f.get("amount", 0)) > 0 else BACK)
            draw.rect(s, draw.shaded(rgb, -90), (self.x(space) - 4, self.lanes_top, 8, bottom - self.lanes_top))
        self._finish_line(s, bottom)
        if self.legend:
            self._legend(s, bottom + 22)
        for k, t in enumerate(tokens):
            self._token(s, t, self.lanes_top + self.lane_h * k + (self.lane_h - 3) / 2, t["colour"] == actor,
                        names, seats)

    def _finish_line(self, s: pygame.Surface, bottom: float) -> None:
        x = self.x(self.finish)
        square = 8
        y, k = float(self.lanes_top), 0
        while y < bottom:
            for col in range(2):
                draw.rect(s, FINISH_LIGHT if (k + col) % 2 == 0 else FINISH_DARK,
                          (x + 4 + col * square, y, square, min(square, bottom - y)))
            y += square
            k += 1

    def _legend(self, s: pygame.Surface, y: float) -> None:
        """What the special spaces do, each beside its picture (MA-58..MA-60)."""
        x = float(self.area.left + 24)
        for kind, amount, words in (("arrow", 2, "moves you"), ("rock", 0, "trips you"), ("star", 0, "+1 point")):
            self._feature(s, {"kind": kind, "amount": amount}, x, y, label=False)
            r = draw.text(s, words, (x + 18, y), theme.SIZE_SMALL, theme.DIM, anchor="midleft")
            x = r.right + 34

    @staticmethod
    def _feature(s: pygame.Surface, f: Mapping[str, Any], x: float, y: float, label: bool = True) -> None:
        kind = str(f["kind"])
        if kind == "rock":
            draw.polygon(s, ROCK, [(x - 11, y + 8), (x - 7, y - 6), (x + 2, y - 10), (x + 11, y - 2), (x + 9, y + 8)])
        elif kind == "star":
            pts = []
            for i in range(10):
                r = 12 if i % 2 == 0 else 5
                a = -math.pi / 2 + i * math.pi / 5
                pts.append((x + r * math.cos(a), y + r * math.sin(a)))
            draw.polygon(s, STAR, pts)
        else:
            n = int(f.get("amount", 0))
            rgb = FORWARD if n > 0 else BACK
            d = 1 if n > 0 else -1
            draw.polygon(s, rgb, [(x - 10 * d, y - 9), (x + 10 * d, y), (x - 10 * d, y + 9)])
            if label:
                draw.text(s, f"+{n}" if n > 0 else f"\u2212{-n}", (x, y + 13), theme.SIZE_SMALL, rgb, True, "midtop")

    def _token(self, s: pygame.Surface, t: Mapping[str, Any], mid: float, acting: bool, names: Mapping[str, str],
               seats: Mapping[str, str]) -> None:
        colour = str(t["colour"])
        space = self.finish if t.get("place") else int(t.get("space", 0))
        x = self.x(space) + (22 if t.get("place") else 0)
        size = max(20.0, min(self.lane_h - 16, 32.0))
        if acting:
            draw.rect(s, theme.ACCENT, (x - size / 2 - 6, mid - size / 2 - 6, size + 12, size + 12), 3)
        draw.piece(s, colour, (x, mid), size, False, max(14.0, size * 0.7))
        if t.get("tripped"):                          # face down: a bar across the token
            draw.line(s, theme.BAD, (x - size / 2 - 4, mid + size / 2 + 2), (x + size / 2 + 4, mid - size / 2 - 2), 5)
        name = names.get(str(t.get("racer")), str(t.get("racer")))
        if t.get("borrowed"):
            name += f" ({names.get(str(t['borrowed']), str(t['borrowed']))})"
        owner = seats.get(colour, colour)
        if owner != colour:
            name += f" · {owner.capitalize()}"
        state = "1st" if t.get("place") == 1 else "2nd" if t.get("place") else "out" if t.get("out") else \
            "tripped" if t.get("tripped") else ""
        label = f"{name} · {state}" if state else name
        w = draw.width(label, theme.SIZE_SMALL)
        room_right = self.area.right - 8 - (x + size / 2 + 8)
        if w <= room_right:
            at, anchor = (x + size / 2 + 8, mid), "midleft"
        else:
            at, anchor = (x - size / 2 - 10, mid), "midright"
            if x - size / 2 - 10 - w < self.area.left + 4:      # no room either side: the title alone
                label = name
        draw.text(s, label, at, theme.SIZE_SMALL, theme.DIM if t.get("out") else theme.TEXT, anchor=anchor)


# ---- the callout ---------------------------------------------------------------------------------------
def callout(s: pygame.Surface, r: pygame.Rect, colour: str | None, heading: str, text: str,
            die: Mapping[str, Any] | None, rolled_at: float | None, now: float, bright: bool) -> None:
    """What just happened (or what a power asks): the racer's piece, a heading, the words; the die at the right."""
    draw.panel(s, r, (20, 24, 50), theme.ACCENT if bright else theme.PANEL_EDGE)
    x = r.left + 16
    if colour:
        draw.piece(s, colour, (x + 18, r.top + 30), 30)
        x += 48
    right = r.right - 16
    if die is not None:
        draw_die(s, "white", die.get("face"), (r.right - 56, r.centery), 64, rolled_at, now, faces=(1, 2, 3, 4, 5, 6))
        right = r.right - 112
    room = right - x
    y = float(r.top + 12)
    if heading:
        size = draw.fit(heading, room, theme.SIZE_BODY, theme.SIZE_SMALL, True)
        if draw.width(heading, size, True) > room:
            heading = heading.split(" · ")[0]
            size = draw.fit(heading, room, theme.SIZE_BODY, theme.SIZE_SMALL, True)
        draw.text(s, heading, (x, y), size, theme.ACCENT, True)
        y += draw.line_height(size, True) + 4
    if text:
        left = r.left + 16 if y > r.top + 50 else x
        width = right - left
        size, lines = fitting(text, width, (theme.SIZE_LARGE, theme.SIZE_BODY, theme.SIZE_SMALL),
                              r.bottom - 8 - y)
        for line in lines:
            draw.text(s, line, (left, y), size, theme.TEXT if bright else theme.DIM)
            y += draw.line_height(size) + 2


# ---- the draft, the hands, the reveal --------------------------------------------------------------------
def draft_line(s: pygame.Surface, r: pygame.Rect, line: list[dict[str, Any]], labels: Sequence[str],
               cards: Mapping[str, Mapping[str, Any]], focus: int | None, picked: str | None, picker: str | None,
               title: str, order: Sequence[str]) -> pygame.Rect:
    """The face-up line: each card's number to dial, title and power name; the dialled (``focus``) or just
    drafted (``picked``) card framed. Returns the rect left below it."""
    draw.text(s, title, (r.left + 14, r.top + 8), theme.SIZE_BODY, theme.ACCENT, True)
    x = r.left + 14
    y = r.top + 44
    if order:
        label_r = draw.text(s, "Picks:", (x, y + 16), theme.SIZE_SMALL, theme.DIM, anchor="midleft")
        px = label_r.right + 22
        for seat in order[:16]:
            if px > r.right - 20:
                break
            draw.piece(s, seat, (px, y + 16), 20, False, 15)
            px += 30
    top = r.top + 84
    cols = 1 if len(line) <= 6 else 2
    per_col = -(-len(line) // cols)
    row_h = min(46.0, (r.height - 84 - 170) / max(1, per_col))
    col_w = (r.width - 28) / cols
    for i, c in enumerate(line):
        col, row = divmod(i, per_col)
        cell = pygame.Rect(int(r.left + 14 + col * col_w), int(top + row * row_h), int(col_w - 8), int(row_h - 4))
        chosen = (focus == i) or (picked == c["racer"])
        rgb = theme.PLAYER_RGB.get(picker or "", theme.ACCENT) if chosen else theme.PANEL_EDGE
        draw.panel(s, cell, (44, 50, 92) if chosen else (30, 34, 66), rgb)
        number = labels[i] if i < len(labels) else str(c["number"])
        nw = 60 if cols == 1 else 52
        draw.text(s, number, (cell.left + nw / 2, cell.centery), theme.SIZE_BODY, theme.ACCENT, True, "center")
        card = cards.get(c["racer"], {})
        title_text = str(card.get("title", c["racer"]))
        room = cell.width - nw - 10
        if cols == 1:
            t = draw.text(s, title_text, (cell.left + nw, cell.centery), theme.SIZE_BODY, theme.TEXT, True, "midleft")
            power = str(card.get("power", ""))
            if power and draw.width(power, theme.SIZE_SMALL) <= cell.right - t.right - 26:
                draw.text(s, power, (cell.right - 12, cell.centery), theme.SIZE_SMALL, theme.DIM, anchor="midright")
        else:
            size = draw.fit(title_text, room, theme.SIZE_BODY, theme.SIZE_SMALL, True)
            draw.text(s, title_text, (cell.left + nw, cell.centery), size, theme.TEXT, True, "midleft")
    return pygame.Rect(r.left, int(top + per_col * row_h + 6), r.width, int(r.bottom - (top + per_col * row_h + 6)))


def card_panel(s: pygame.Surface, r: pygame.Rect, card: Mapping[str, Any], number: str, colour: str | None) -> None:
    """One card in full: its number, title, power's name and text."""
    draw.panel(s, r, (24, 28, 58), theme.PLAYER_RGB.get(colour or "", theme.PANEL_EDGE))
    x = r.left + 16
    heading = f"{number}  {card.get('title', '')}" if number else str(card.get("title", ""))
    t = draw.text(s, heading, (x, r.top + 10), theme.SIZE_LARGE, theme.ACCENT, True)
    power = str(card.get("power", ""))
    if power and draw.width(power, theme.SIZE_BODY, True) <= r.right - 16 - (t.right + 20):
        draw.text(s, power, (r.right - 16, t.centery), theme.SIZE_BODY, theme.TEXT, True, "midright")
    y = float(t.bottom + 8)
    text = str(card.get("text", ""))
    size, lines = fitting(text, r.width - 32, (theme.SIZE_BODY, theme.SIZE_SMALL),
                          r.bottom - 6 - y)
    for line in lines:
        draw.text(s, line, (x, y), size, theme.TEXT)
        y += draw.line_height(size) + 2


def hands(s: pygame.Surface, r: pygame.Rect, players: Sequence[str], held: Mapping[str, list[str]],
          cards: Mapping[str, Mapping[str, Any]], numbered: Mapping[str, bool], title: str, note: str) -> None:
    """Each player's racers still to race, numbered as the secret choice dials them (MA-15)."""
    draw.text(s, title, (r.left + 14, r.top + 8), theme.SIZE_BODY, theme.ACCENT, True)
    y = float(r.top + 46)
    if note:
        for line in draw.wrap(note, r.width - 28, theme.SIZE_SMALL):
            draw.text(s, line, (r.left + 14, y), theme.SIZE_SMALL, theme.DIM)
            y += draw.line_height(theme.SIZE_SMALL) + 2
        y += 4
    col_w = (r.width - 80) / 2
    step = draw.line_height(theme.SIZE_BODY) + 3
    rows = [max(1, -(-len(held.get(p, [])) // 2)) for p in players]
    gap = max(6.0, min(18.0, (r.bottom - y - sum(rows) * step) / max(1, len(players))))
    for p, n_rows in zip(players, rows):
        names = held.get(p, [])
        draw.piece(s, p, (r.left + 34, y + step * n_rows / 2), 28)
        for i, name in enumerate(names):
            col, row = i % 2, i // 2
            title = str(cards.get(name, {}).get("title", name))
            text = f"{i + 1}  {title}" if numbered.get(p, True) else title
            size = draw.fit(text, col_w - 8, theme.SIZE_BODY, theme.SIZE_SMALL)
            draw.text(s, text, (r.left + 70 + col * col_w, y + row * step), size, theme.TEXT)
        y += n_rows * step + gap


def reveal(s: pygame.Surface, r: pygame.Rect, racers: list[list[str]], cards: Mapping[str, Mapping[str, Any]],
           title: str, holding: str) -> None:
    """Every racer revealed together with its power (MA-16, MA-17)."""
    draw.text(s, title, (r.left + 14, r.top + 8), theme.SIZE_BODY, theme.ACCENT, True)
    top = r.top + 46
    bottom = r.bottom - (40 if holding else 6)
    cols = 1 if len(racers) <= 3 else 2
    per_col = -(-len(racers) // cols)
    col_w = (r.width - 28) / cols
    block_h = (bottom - top) / max(1, per_col)
    for i, (colour, seat, name) in enumerate(racers):
        col, row = divmod(i, per_col)
        cell = pygame.Rect(int(r.left + 14 + col * col_w), int(top + row * block_h), int(col_w - 8), int(block_h - 6))
        draw.panel(s, cell, (28, 32, 64), theme.PLAYER_RGB.get(colour, theme.PANEL_EDGE))
        draw.piece(s, colour, (cell.left + 24, cell.top + 24), 28)
        card = cards.get(name, {})
        who = str(card.get("title", name))
        owner = "" if seat == colour else f"{seat.capitalize()}'s second racer. "
        if owner and draw.width(f"{who} · {seat.capitalize()}", theme.SIZE_SMALL, True) <= cell.width - 66:
            who, owner = f"{who} · {seat.capitalize()}", ""
        size = draw.fit(who, cell.width - 66, theme.SIZE_LARGE, theme.SIZE_SMALL, True)
        draw.text(s, who, (cell.left + 50, cell.top + 24), size, theme.TEXT, True, "midleft")
        y = float(cell.top + 48)
        text = f"{owner}{card.get('power', '')}: {card.get('text', '')}"
        size2, lines = fitting(text, cell.width - 24, (theme.SIZE_BODY, theme.SIZE_SMALL),
                               cell.bottom - 4 - y)
        if not lines:                                 # a full table: the power's name; its words come as it acts
            size2, lines = fitting(f"{owner}{card.get('power', '')}", cell.width - 24, (theme.SIZE_BODY, theme.SIZE_SMALL),
                                   cell.bottom - 4 - y)
        for line in lines:
            draw.text(s, line, (cell.left + 12, y), size2, theme.DIM)
            y += draw.line_height(size2) + 2
    if holding:
        draw.text(s, holding, (r.centerx, r.bottom - 20), theme.SIZE_BODY, theme.ACCENT, True, "center")


def banner(s: pygame.Surface, r: pygame.Rect, lines: list[tuple[str, float, tuple[int, int, int], str | None]]) -> None:
    """A panel over the board: (text, size, colour, a piece's colour before it) lines, centred."""
    width = r.width - 16
    laid: list[tuple[str, float, tuple[int, int, int], str | None]] = []
    fitted: dict[float, float] = {}                   # lines asked at one size share the smallest that fits
    for text, size, _, piece in lines:
        fitted[size] = min(fitted.get(size, size), draw.fit(text, width - 40 - (44 if piece else 0), size,
                                                            theme.SIZE_SMALL, True))
    for text, asked, rgb, piece in lines:
        room = width - 40 - (44 if piece else 0)
        size = fitted[asked]
        for part in draw.wrap(text, room, size, True):
            laid.append((part, size, rgb, piece))
            piece = None
    height = sum(draw.line_height(sz, True) + 8 for _, sz, _, _ in laid) + 44
    box = r.inflate(-16, -16)
    draw.panel(s, box, (10, 12, 30), theme.ACCENT)
    y = float(box.centery - height / 2 + 22)
    for text, size, rgb, piece in laid:
        w = draw.width(text, size, True) + (44 if piece else 0)
        x = box.centerx - w / 2
        if piece:
            draw.piece(s, piece, (x + 16, y + draw.line_height(size, True) / 2), 26)
            x += 44
        draw.text(s, text, (x, y), size, rgb, True)
        y += draw.line_height(size, True) + 8
