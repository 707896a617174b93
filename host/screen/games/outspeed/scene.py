"""The Outspeed screen (OS-01..OS-75 as seen at the table; CON-05, CON-08, docs/architecture.md §8, §9): the track,
the Bonus strip and the current tile (:mod:`.board`) with Outspeed's words (``content/table.yaml``) on the
table screen layer (:class:`~host.screen.table.scene.TableScene`).

The layer draws the headline (whom the game waits for and what to do, or the moment being shown), the seats,
the per-seat wheel instructions, the talk policy — table talk open, bluffing allowed (OS-37) — and the
ticker. This scene adds, per seat row, the Ship's Fuel as a number and a gauge and how many Bonus tokens it
holds (a count only: which tokens is private, OS-11, docs/architecture.md §8), or why and when it went out; and while
a step is shown, what the table sees of that seat: its route (the wheel symbol, after the reveal, OS-41),
the dice it rolled (tumbling, :mod:`host.screen.table.dice`), X (OS-55) and its Fuel change. Each applied
step is animated by :mod:`.timeline`.

Only the TV observation (``observe(state, None)``) is drawn: a seat's hand, its two drawn tokens and a
committed token before the joint reveal reach that seat's private channel alone (host/private/, the TV peek).
Rules help (H) is the game's own content (``games/outspeed/content/help.yaml`` through ``Game.help``).
"""
from __future__ import annotations

import json
from typing import Any

import pygame

from games.core.codec import load_face_maps
from games.core.content import packaged
from games.core.dice import load_dice
from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.games.outspeed.board import draw_board
from host.screen.games.outspeed.timeline import apply_patch, beats, model_from_view
from host.screen.table import SeatRow
from host.screen.table.beats import Beat
from host.screen.table.dice import LETTERED_DIE as DIE, Rolls, draw_die, tumbling
from host.screen.table.scene import TableScene, table_words, ticker_line
from host.screen.table.seats import row_height
from host.session import Session

GAUGE_X = 232
"""Where a seat row's Fuel gauge starts, from the panel's left edge (right of the longest seat name)."""
BOARD_KEYS = ("seats", "ships", "track", "tile", "tiles_left", "finish_turn", "order", "declared", "revealed",
              "routes", "phase", "strip", "current", "flash", "forfeit", "banner")
"""What the board area is drawn from (:func:`host.screen.games.outspeed.board.draw_board`)."""
GAUGE_FULL = 12
"""The gauge is full at the starting Fuel (OS-07) or at the most Fuel any Ship holds, whichever is more."""


def words() -> dict[str, Any]:
    """Outspeed's words on the table screen (content/table.yaml)."""
    return table_words(OutspeedScene.words_package)


def route_faces() -> dict[str, str]:
    """Route colour → right-wheel face, from the game's own wheel content (GAP-12)."""
    maps = load_face_maps(packaged("games.outspeed", "wheels.yaml"))
    faces = maps["route"].faces
    return dict(faces) if isinstance(faces, dict) else {}


class OutspeedScene(TableScene):
    """Outspeed's track, Bonus strip, tile and animation on :class:`~host.screen.table.scene.TableScene`."""

    name = "outspeed"
    words_package = "host.screen.games.outspeed"

    def __init__(self, app: Any, session: Session, keyboard: dict[str, SimulatedController] | None = None,
                 seed: int = 0) -> None:
        super().__init__(app, session, keyboard, seed)
        self.faces = route_faces()
        self.dice_faces = load_dice()
        self.rolls: dict[str, Rolls] = {}
        self._board = draw.Reuse()

    # ---- the timeline ------------------------------------------------------------------------
    def model_of(self, view: dict[str, Any]) -> dict[str, Any]:
        return model_from_view(view)

    def beats_of(self, events: list[dict[str, Any]]) -> list[Beat]:
        templates = self.words.get("ticker", {})
        return beats(events, self.model, self.observe(), self.words, lambda e: ticker_line(e, templates))

    def apply_patch(self, patch: dict[str, Any]) -> None:
        apply_patch(self.model, patch)

    def resync(self) -> None:
        banner = self.model.get("banner") if self.session.over else None
        super().resync()
        self.model["banner"] = banner

    # ---- words -------------------------------------------------------------------------------
    def where(self) -> str:
        """Which turn of how many (the headline and the board say which phase)."""
        m = self.model
        return str(self.words.get("where", "Turn {turn} of {turns}")).format(turn=m.get("turn"), turns=m.get("turns"))

    def talk(self) -> str:
        """OS-37: table talk is open and bluffing allowed (the game's policy, in the screen's words)."""
        policy = str(self.view.get("talk", ""))
        return str(self.words.get("talk", policy)) if policy == "open" else policy

    def moment(self) -> str | None:
        """The headline while something happens on the board (None: whom the game waits for)."""
        said = self.words.get("headlines", {})
        if not self.beats:
            if self.session.over:
                return said.get("game_end" if self.model.get("winners") else "no_winner")
            return None
        beat = self.beats[0]
        if beat.kind in ("turn", "note"):
            return None
        text = said.get(beat.kind)
        if text and "{zone}" in text:
            zone = self.model.get("current")
            return text.format(zone=zone) if zone is not None else said.get("bonus_reveal")
        return text

    # ---- seat rows ---------------------------------------------------------------------------
    def seat_rows(self) -> list[SeatRow]:
        """One row per Ship: Fuel and token count, or why it is out; while a step is shown, what it did."""
        m = self.model
        said = self.words.get("seat", {})
        now = self.app.now()
        rows = []
        for c in m["seats"]:
            ship = m["ships"][c]
            state, at = self.table.seat_state(c)
            out = ship.get("out")
            if out:
                why = said.get("out_why", {}).get(out.get("why"), said.get("out", "out, turn {turn}"))
                counters: tuple[str, ...] = (why.format(turn=out.get("turn")),)
                state = "out"
            else:
                n = int(ship.get("tokens", 0))
                tokens = said.get("token", "1 token") if n == 1 else said.get("tokens", "{n} tokens").format(n=n)
                counters = (said.get("fuel", "{fuel} Fuel").format(fuel=ship.get("fuel", 0)), tokens)
            row = SeatRow(c, counters=counters, state=state, locked_at=at)
            if state == "idle" and self.table.is_bot(c):
                row.note = "bot"
            if self.beats and not out:
                self._show_step(row, now)
            rows.append(row)
        return rows

    def _show_step(self, row: SeatRow, now: float) -> None:
        """While a step is shown: the seat's route symbol, its dice, X and its last Fuel change."""
        m = self.model
        c = row.colour
        route = (m.get("routes") or {}).get(c)
        dice = [tuple(d) for d in (m.get("rolls") or {}).get(c, ())]
        x = (m.get("x") or {}).get(c)
        delta = (m.get("deltas") or {}).get(c)
        if not (route or dice or x is not None or delta):
            return
        rolls = self.rolls.setdefault(c, Rolls())
        if rolls.key is None:
            rolls.seen(("start",), (), now)
        at = rolls.seen((m.get("turn"), c), [f for _, f in dice], now)
        moving = any(tumbling(a, now) is not None for a in at)
        face = self.faces.get(route) if route else None
        faces = self.dice_faces

        def shown(s: pygame.Surface, where: tuple[float, float]) -> None:
            x0, y = where
            if face:
                draw.symbol(s, face, (x0 + 14, y), 26)
                x0 += 34
            step = 46 if len(dice) < 3 else 40    # three dice: their rings touch, the Fuel change still in the panel
            for (die, value), rolled in zip(dice[-3:], at[-3:]):
                draw_die(s, die, value, (x0 + step / 2 - 4, y), DIE, rolled, now, faces.get(die))
                x0 += step
            if x is not None:
                x0 = draw.text(s, f"X {x}", (x0, y), theme.SIZE_BODY, theme.ACCENT, True, "midleft").right + 8
            if delta:
                ink = theme.GOOD if delta.startswith("+") else theme.BAD
                draw.text(s, delta, (x0, y), theme.SIZE_BODY, ink, True, "midleft")

        row.state = "shown"
        row.shown = shown
        row.shown_key = (route, tuple(dice), x, delta, int(now / 0.07) if moving else None)

    # ---- drawing -----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, now: float) -> None:
        """The board, put back from the last frame while the model it is drawn from is unchanged (the text
        log and boxes are replayed too, so the layout and secrecy checks still read every frame)."""
        area = self.table.layout.board
        if not self.beats and self.model.get("phase") == "declare":     # the group asked now is framed
            asked = [e["seat"] for e in self.status.get("prompted", ())]
            self.model["current"] = self.model["ships"][asked[0]]["zone"] if asked else None
        key = json.dumps({k: self.model.get(k) for k in BOARD_KEYS}, sort_keys=True, default=str)
        self._board.draw(surface, key, (area,), lambda: draw_board(surface, area, self.model, self.words, self.faces))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_gauges(surface)

    def _draw_gauges(self, surface: pygame.Surface) -> None:
        """Each Ship's Fuel as a gauge on its seat row's name line (the number is in the row's facts)."""
        m = self.model
        seats = list(m["seats"])
        side = self.table.layout.side
        h = row_height(len(seats))
        full = max([GAUGE_FULL] + [int(m["ships"][c].get("fuel", 0)) for c in seats])
        left, right = side.left + GAUGE_X, side.right - 196 - 18
        for i, c in enumerate(seats):
            ship = m["ships"][c]
            if ship.get("out"):
                continue
            fuel = int(ship.get("fuel", 0))
            top = side.top + 6 + i * h + 10
            frame = pygame.Rect(left, top, right - left, 16)
            draw.rect(surface, (12, 14, 30), frame)
            filled = round((frame.width - 4) * min(1.0, fuel / full))
            ink = theme.GOOD if fuel > 6 else theme.ACCENT if fuel > 2 else theme.BAD
            if filled:
                draw.rect(surface, ink, (frame.left + 2, frame.top + 2, filled, frame.height - 4))
            for k in range(5, full, 5):                   # a tick every 5 Fuel (the big cube, OS-74)
                tx = frame.left + 2 + (frame.width - 4) * k / full
                draw.line(surface, (12, 14, 30), (tx, frame.top), (tx, frame.bottom - 1), 2)
            draw.rect(surface, theme.PANEL_EDGE, frame, 2)

