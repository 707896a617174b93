"""The Magical Athlete table screen, first version (issue 21 item 6, to be grown by the screen work): on the
table screen layer (:mod:`host.screen.table`) it draws the current track side as numbered spaces with its
arrows, rocks and stars, every racer's token in its colour (tripped ones marked, finishers and eliminated
ones beside the track), the draft line with the card numbers to dial, and narrates every event on the
ticker in words (the game's narration, ``session.game.narrate``)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw, theme
from host.screen.table import SeatRow
from host.screen.table.beats import Beat
from host.screen.table.scene import TableScene

__all__ = ["AthleteScene"]

BOARD_AREA = pygame.Rect(16, 86, 590, 532)
COLUMNS = 6


class AthleteScene(TableScene):
    """Magical Athlete's track, tokens and draft line on :class:`~host.screen.table.scene.TableScene`."""

    name = "magical_athlete"
    words_package = "host.screen.games.magical_athlete"

    def beats_of(self, events: list[dict[str, Any]]) -> list[Beat]:
        view = self.observe()
        lines = self.session.game.narrate(events, view)
        beats = [Beat("say", 0.35, {"ticker": line}) for line in lines[-12:]]
        beats.append(Beat("view", 0.0, {"view": view}))
        return beats

    def apply_patch(self, patch: dict[str, Any]) -> None:
        if "view" in patch:
            self.model = dict(patch["view"])
        if "ticker" in patch:
            self.model["ticker"] = patch["ticker"]

    def where(self) -> str:
        v = self.model
        if v.get("phase") == "draft":
            return "The draft"
        return f"Race {min(4, int(v.get('race_no', 0)) + 1)} of 4"

    def seat_rows(self) -> list[SeatRow]:
        v = self.model
        rows = []
        for p in v.get("players", []):
            points = f"{v.get('scores', {}).get(p, 0)} pts"
            left = f"{len(v.get('hands', {}).get(p, []))} racers"
            rows.append(SeatRow(p, counters=(points, left), shorter=((points,),)[0]))
        return rows

    def draw_board(self, surface: pygame.Surface, now: float) -> None:
        v = self.model
        draw.panel(surface, BOARD_AREA, (18, 22, 44), theme.PANEL_EDGE)
        if v.get("phase") == "draft":
            self._draw_line(surface, v)
            return
        self._draw_track(surface, v)

    def _draw_line(self, s: pygame.Surface, v: dict[str, Any]) -> None:
        cards = v.get("cards", {})
        draw.text(s, "Draft: dial a card's number", (BOARD_AREA.left + 20, BOARD_AREA.top + 14), theme.SIZE_BODY,
                  theme.ACCENT, True)
        for i, c in enumerate(v.get("line", [])):
            y = BOARD_AREA.top + 60 + 38 * i
            title = cards.get(c["racer"], {}).get("title", c["racer"])
            draw.text(s, f"{c['number']:>2}  {title}", (BOARD_AREA.left + 30, y), theme.SIZE_BODY, theme.TEXT)

    def _draw_track(self, s: pygame.Surface, v: dict[str, Any]) -> None:
        track = v.get("track") or {}
        finish = int(track.get("finish", v.get("finish", 30)))
        features = {f["space"]: f for f in track.get("features", [])}
        rows = (finish + COLUMNS - 1) // COLUMNS
        cell_w = (BOARD_AREA.width - 40) // COLUMNS
        cell_h = max(28, (BOARD_AREA.height - 80) // max(1, rows))
        race = v.get("race") or {}
        by_space: dict[int, list[dict[str, Any]]] = {}
        for t in race.get("tokens", []):
            if not t["place"] and not t["out"]:
                by_space.setdefault(int(t["space"]), []).append(t)
        for space in range(finish):
            row, col = divmod(space, COLUMNS)
            col = col if row % 2 == 0 else COLUMNS - 1 - col
            cell = pygame.Rect(BOARD_AREA.left + 20 + col * cell_w, BOARD_AREA.top + 20 + row * cell_h, cell_w - 4,
                               cell_h - 4)
            f = features.get(space)
            fill = (40, 46, 80) if f is None else {"rock": (90, 70, 60), "star": (110, 100, 30)}.get(f["kind"], (40, 80, 90))
            draw.panel(s, cell, fill, theme.PANEL_EDGE)
            draw.text(s, str(space), (cell.left + 4, cell.top + 2), theme.SIZE_SMALL, theme.DIM)
            if f is not None:
                mark = f"{f['amount']:+d}" if f["kind"] == "arrow" else f["kind"]
                draw.text(s, mark, (cell.left + 4, cell.top + 28), theme.SIZE_SMALL, theme.TEXT)
            for k, t in enumerate(by_space.get(space, [])):
                draw.piece(s, t["colour"], (cell.left + 14 + 18 * k, cell.bottom - 14), 16, t["tripped"])
        done = [t for t in race.get("tokens", []) if t["place"] or t["out"]]
        for k, t in enumerate(done):
            where = (BOARD_AREA.left + 30 + 90 * k, BOARD_AREA.bottom - 24)
            draw.piece(s, t["colour"], where, 20)
            draw.text(s, "1st" if t["place"] == 1 else "2nd" if t["place"] else "out", (where[0] + 16, where[1]),
                      theme.SIZE_SMALL, theme.TEXT, anchor="midleft")
