"""The Mago Magino screen (MM-01..MM-53 as seen at the table; CON-08, CON-11): the board drawer
(:mod:`host.screen.games.mago_magino.board`) and the game's words (``content/table.yaml``) on the table screen
layer (:mod:`host.screen.table`).

The layer draws the headline (whose turn and what to do, or the moment being shown), the seats (each player's
piece with colour and letter; the current player's as the lead shape; its crystals home as pictures), the
instructions from the wheel legends, the talk policy and the ticker. This scene adds the loop of spaces, the
witch arrow in the middle (spinning when it turns), the pieces, the frogs (all alike, numbered: MM-34), the
crystals, the die, and the current player's children pulsing so a child who cannot read sees whose turn it is.
Every step is animated (:mod:`host.screen.games.mago_magino.timeline`), each beat with its sound.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.games.mago_magino import board as art
from host.screen.games.mago_magino.timeline import Beat, apply_patch, beats, model_from_view
from host.screen.table import SeatRow
from host.screen.table.scene import TableScene, table_words
from host.session import Session

__all__ = ["MagoScene", "words"]

BOARD_AREA = pygame.Rect(16, 86, 590, 532)
DIE_AT = (74, 142)


def words() -> dict[str, Any]:
    """Mago Magino's words on the table screen (content/table.yaml)."""
    return table_words(MagoScene.words_package)


class MagoScene(TableScene):
    """Mago Magino's board, pieces and timeline on :class:`~host.screen.table.scene.TableScene`."""

    name = "mago_magino"
    words_package = "host.screen.games.mago_magino"

    def __init__(self, app: Any, session: Session, keyboard: dict[str, SimulatedController] | None = None,
                 seed: int = 0) -> None:
        super().__init__(app, session, keyboard, seed)
        self.loop = art.Loop.of(self.view["spaces"], self.view["kinds"], BOARD_AREA)
        self.spin_started = 0.0
        self.rolled_at = 0.0
        positions = self.view["arrow_positions"]
        self.numbers = ({name: positions.index(name) + 1 for name in positions}
                        if self.view["arrow_policy"] == "aim" else None)
        """Each space's arrow position number, shown when the player aims the arrow (AMB-MM-01)."""

    # ---- the timeline ------------------------------------------------------------------------
    def model_of(self, view: dict[str, Any]) -> dict[str, Any]:
        return model_from_view(view)

    def beats_of(self, events: list[dict[str, Any]]) -> list[Beat]:
        return beats(events, self.model, self.words.get("ticker", {}), int(self.view["target"]))

    def apply_patch(self, patch: dict[str, Any]) -> None:
        now = self.app.now()
        if patch.get("spin"):
            self.spin_started = now
        if patch.get("rolled"):
            self.rolled_at = now
        apply_patch(self.model, patch)

    def waits_for_lock(self, beat: Beat) -> bool:
        return False

    def resync(self) -> None:
        banner = self.model.get("banner") if self.session.over else None
        super().resync()
        self.model["banner"] = banner

    # ---- words -------------------------------------------------------------------------------
    def where(self) -> str:
        return f"Turn {self.view['turn']} · {self.view['target']} crystals win"

    def moment(self) -> str | None:
        said = self.words.get("headlines", {})
        if not self.beats:
            return said.get("game_end") if self.session.over else None
        return said.get(self.beats[0].kind)

    def seat_rows(self) -> list[SeatRow]:
        """One row per player: its piece (the current player's as the lead shape), its crystals home as
        pictures and in words, and its state while it is asked."""
        m, v = self.model, self.view
        target = int(v["target"])
        rows = []
        for seat in v["players"]:
            home = int(m["crystals"].get(seat, 0))
            lead = seat == m["current"]
            counters: tuple[str, ...] = (f"{home} of {target} crystals",)
            frogs = sum(1 for c in (f"{seat}_a", f"{seat}_b") if c not in m["children"])
            if frogs:
                counters += (f"{frogs} {'frog' if frogs == 1 else 'frogs'}",)
            state, at = self.table.seat_state(seat)
            row = SeatRow(seat, role="to play" if lead else "", lead=lead, counters=counters,
                          shorter=(f"{home}/{target} crystals",), state=state, locked_at=at)
            if state == "idle":
                row.state = "shown"
                row.shown = self._crystals_drawer(home, target)
                row.shown_key = (home, target)
                if self.table.is_bot(seat):
                    row.note = "bot"
            rows.append(row)
        return rows

    @staticmethod
    def _crystals_drawer(home: int, target: int) -> Any:
        def shown(s: pygame.Surface, at: tuple[float, float]) -> None:
            x, y = at
            for k in range(target):
                art.crystal(s, (x + 16 + 40 * k, y), 30, filled=k < home)
        return shown

    # ---- drawing -----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, now: float) -> None:
        m = self.model
        draw.panel(surface, BOARD_AREA, (18, 22, 44), theme.PANEL_EDGE)
        self.loop.draw_spaces(surface, None if m.get("spin") else m["arrow"], m.get("flash"), now, self.numbers)
        self._draw_arrow(surface, now)
        self._draw_crystals(surface)
        self._draw_pieces(surface, now)
        self._draw_die(surface, now)
        self._draw_banner(surface)

    def _draw_arrow(self, s: pygame.Surface, now: float) -> None:
        """The witch arrow in the middle, pointing at its space; while it turns, it spins (MM-12)."""
        m = self.model
        target = self.loop.angle_to(m["arrow"])
        angle = target
        spin = m.get("spin")
        if spin:
            start = self.loop.angle_to(spin[0])
            t = min(1.0, max(0.0, (now - self.spin_started) / max(0.2, 1.4 / self.app.anim_speed)))
            ease = 1 - (1 - t) ** 3
            end = target + 2 * math.pi * 2
            while end - start < 2 * math.pi * 2:
                end += 2 * math.pi
            angle = start + (end - start) * ease
            if t < 1.0:
                self.app.request_redraw()
        art.witch_arrow(s, self.loop.middle, angle, 150)

    def _draw_crystals(self, s: pygame.Surface) -> None:
        """The hideout's stock as pictures and in a number; the crystals lying on the path (MM-06, MM-33)."""
        m = self.model
        hideout = m["hideout"]
        x, y = self.loop.centres[self.loop.index(hideout)]
        r = self.loop.radii[self.loop.index(hideout)]
        stock = int(m["stock"])
        shown = min(stock, 15)
        for k in range(shown):
            row, col = divmod(k, 5)
            art.crystal(s, (x - r * 0.7 + col * r * 0.35, y - r * 0.62 + row * 14), 14)
        if not m.get("banner"):                          # the winner's banner covers the middle of the board
            self.loop.label(s, hideout, f"{stock} left", 36.0 if self.numbers else 0.0)
        for space, n in m["lying"].items():
            if n <= 0 or space == hideout:
                continue
            cx, cy = self.loop.centres[self.loop.index(space)]
            rr = self.loop.radii[self.loop.index(space)]
            for k in range(n):
                art.crystal(s, (cx + rr * 0.55 - k * 10, cy - rr * 0.6), 18)

    def _draw_pieces(self, s: pygame.Surface, now: float) -> None:
        m = self.model
        here: dict[str, list[tuple[str, Any]]] = {}
        for child, space in m["children"].items():
            here.setdefault(space, []).append(("child", child))
        for number, space in sorted(m["frogs"].items()):
            here.setdefault(space, []).append(("frog", number))
        here.setdefault(m["wizard"], []).insert(0, ("wizard", None))
        pulse = 0.5 + 0.5 * math.sin(now * 6)
        current = m["current"]
        for space, pieces in here.items():
            spots, size = self.loop.spots(space, len(pieces))
            for (kind, what), at in zip(pieces, spots):
                if kind == "wizard":
                    art.wizard(s, at, size * 0.95)
                elif kind == "frog":
                    art.frog(s, at, size, int(what))
                else:
                    if what.startswith(current + "_") and not self.session.over:
                        ring = size * (0.78 + 0.14 * pulse)
                        draw.circle(s, theme.ACCENT, at, ring, 3)
                        self.app.request_redraw()
                    art.child(s, what, at, size, what in m["carrying"])

    def _draw_die(self, s: pygame.Surface, now: float) -> None:
        """The die in the board's corner with the current result (it tumbles for a moment after a roll)."""
        m = self.model
        face = m.get("face")
        if face in ("", None):
            return
        wobble = 0.0
        if m.get("rolled") and now - self.rolled_at < 0.6:
            wobble = 6 * math.sin((now - self.rolled_at) * 40)
            self.app.request_redraw()
        art.die(s, DIE_AT, 64, face, wobble)
        rgb = theme.PLAYER_RGB.get(m["current"], theme.TEXT)
        draw.piece(s, m["current"], (DIE_AT[0], DIE_AT[1] + 64), 34, True)
        draw.rect(s, rgb, (DIE_AT[0] - 36, DIE_AT[1] - 36, 72, 72), 3)

    def _draw_banner(self, s: pygame.Surface) -> None:
        seat = self.model.get("banner")
        if not seat:
            return
        box = pygame.Rect(0, 0, BOARD_AREA.width - 60, 150)
        box.center = BOARD_AREA.center
        draw.panel(s, box, (10, 12, 30), theme.ACCENT)
        draw.text(s, f"{seat.capitalize()} wins!", (box.centerx, box.top + 22), theme.SIZE_TITLE, theme.ACCENT, True,
                  "midtop")
        for k in range(int(self.view["target"])):
            art.crystal(s, (box.centerx - 50 + 50 * k, box.bottom - 34), 34)
