"""The Pixoid screen (PX-01..PX-48 as seen at the table; CON-05, CON-08, CON-11): a maze drawer and
Pixoid's words (``content/table.yaml``) on the table screen layer (:mod:`host.screen.table`).

The layer draws the headline (whom the game waits for and what to do, or the moment being shown), the seats
(each piece's colour + letter, Pixoid a diamond, Bugs squares with legs; role, points and cubes; LOCKED or
waiting — never a value, CON-05), the per-seat wheel instructions, the talk policy (PX-15) and the ticker.
This scene adds the maze (pre-rendered, :mod:`host.screen.games.pixoid.maze`), the pieces and Bonus cubes,
the reserve of 12 cubes beside the maze, and the animation of every step
(:mod:`host.screen.games.pixoid.timeline`): the programs revealed on the board (an arrow at each piece,
the distance in its seat row) and kept until the movement ends, Pixoid moving Pix by Pix, then the Bugs
together, then the catch or the escape. The round summary waits for a LOCK (or the keyboard's Enter),
a few seconds when only bots play. During placement the placing player's centre wheel
(``Session.preview``, a public choice — CON-08) highlights the numbered Starting Pix.

Polling, the animation queue and its holds, overlays, the host lock and keyboard seats are
:class:`~host.screen.table.scene.TableScene`'s.
"""
from __future__ import annotations

from typing import Any

import pygame

from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.games.pixoid.maze import Maze, MazeView
from host.screen.games.pixoid.timeline import Beat, apply_patch, beats, model_from_view
from host.screen.table import SeatRow
from host.screen.table.agree import agree
from host.screen.table.scene import TableScene, table_words, ticker_line
from host.session import Session

CELL = 44
MAZE_ORIGIN = (24, 88)
RESERVE_X = 568

__all__ = ["PixoidScene", "ticker_line", "words"]


def words() -> dict[str, Any]:
    """Pixoid's words on the table screen (content/table.yaml)."""
    return table_words(PixoidScene.words_package)


class PixoidScene(TableScene):
    """Pixoid's maze, pieces and timeline on :class:`~host.screen.table.scene.TableScene`."""

    name = "pixoid"
    words_package = "host.screen.games.pixoid"

    def __init__(self, app: Any, session: Session, keyboard: dict[str, SimulatedController] | None = None,
                 seed: int = 0) -> None:
        super().__init__(app, session, keyboard, seed)
        self.board = Maze.of(self.view["board"])
        self.maze = MazeView(self.board, CELL, MAZE_ORIGIN)

    # ---- the timeline ------------------------------------------------------------------------
    def model_of(self, view: dict[str, Any]) -> dict[str, Any]:
        return model_from_view(view)

    def beats_of(self, events: list[dict[str, Any]]) -> list[Beat]:
        m = self.model
        start = dict(m, positions=dict(m["positions"]), bonus=list(m["bonus"]))
        templates = self.words.get("ticker", {})
        return beats(events, start, self.board.bonus, lambda e: ticker_line(e, templates))

    def apply_patch(self, patch: dict[str, Any]) -> None:
        apply_patch(self.model, patch)

    def waits_for_lock(self, beat: Beat) -> bool:
        """The round summary waits for a LOCK (PX-31, PX-32)."""
        return beat.kind == "round_end"

    def resync(self) -> None:
        banner = self.model.get("banner") if self.session.over else None
        super().resync()
        self.model["banner"] = banner

    # ---- drawing -----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, now: float) -> None:
        self.maze.blit(surface)
        self._draw_reserve(surface)
        self._draw_board(surface)
        self._draw_banner(surface)

    def where(self) -> str:
        m, v = self.model, self.view
        if v["variant"] == "short":
            return f"Short game · Turn {m['turn']}"
        return f"Round {m['round']} of {v['rounds_total']} · Turn {m['turn']}"

    def moment(self) -> str | None:
        """The headline while something happens on the board (None: whom the game waits for)."""
        said = self.words.get("headlines", {})
        if self.holding:
            return said.get("round_end")
        if not self.beats:
            return said.get("game_end") if self.session.over else None
        beat = self.beats[0]
        if beat.kind == "step":
            moving = set(beat.patch.get("move", {}))
            return said.get("pixoid_moves") if self.model["pixoid"] in moving else said.get("bugs_move")
        if beat.kind in ("caught", "round_start"):
            return (self.model.get("banner") or "").split("\n")[0] or said.get(beat.kind)
        if beat.kind == "round_end":
            return said.get("round_end" if self.people_seated() else "round_end_bots")
        if beat.kind in ("reveal", "game_end"):
            return said.get(beat.kind)
        return None

    def seat_rows(self) -> list[SeatRow]:
        """One row per piece: the players, then the extra Bug and who plays it this turn (PX-42)."""
        m, v = self.model, self.view
        roles = self.words.get("roles", {})
        counted = self.words.get("counters", {})
        reveal = (m.get("reveal") or {}) if self.beats else {}
        pieces = list(v["players"]) + ([v["extra"]] if v["extra"] else [])
        rows = []
        for piece in pieces:
            lead = piece == m["pixoid"]
            counters: list[str] = []
            if piece == v["extra"]:
                role = roles.get("extra", "")
                if m.get("extra_holder"):
                    counters.append(f"played by {m['extra_holder'].capitalize()}")
            else:
                role = roles.get("lead" if lead else "other", "")
                if v["variant"] != "short":
                    points = m['scores'].get(piece, 0)
                    counters.append(agree(counted.get("points", "{n} {n:pt|pts}"), n=points))
            if lead:                                     # the reserve and Bonus cubes he holds
                held = m["reserve_taken"] + m["bonus_taken"]
                counters.append(agree(counted.get("cubes", "{n} {n:cube|cubes}"), n=held))
            state, at = self.table.seat_state(piece)
            row = SeatRow(piece, role=role, lead=lead, counters=tuple(counters), state=state, locked_at=at)
            if state == "idle" and self.table.is_bot(piece if piece != v["extra"] else (m.get("extra_holder") or piece)):
                row.note = "bot"
            if piece in reveal:
                row.state = "shown"
                row.shown = self._program_drawer(reveal[piece])
                row.shown_key = (reveal[piece]["absolute"], reveal[piece]["distance"])
            rows.append(row)
        return rows

    _moment = moment            # the names the screen tests know
    _seat_rows = seat_rows

    @staticmethod
    def _program_drawer(program: dict[str, Any]) -> Any:
        def shown(s: pygame.Surface, at: tuple[float, float]) -> None:
            x, y = at
            draw.arrow(s, program["absolute"], (x + 16, y), 30, theme.ACCENT)
            draw.text(s, str(program["distance"]), (x + 40, y), theme.SIZE_LARGE, theme.ACCENT, True, "midleft")
        return shown

    def _draw_reserve(self, s: pygame.Surface) -> None:
        """The 12 reserve cubes beside the maze, the ones left filled from the bottom (PX-28)."""
        left = 12 - self.model["reserve_taken"]
        top = self.maze.rect.top
        for i in range(12):
            y = top + (11 - i) * self.maze.cell + 9
            draw.cube(s, (RESERVE_X, y, 26, 26), empty=i >= left)

    def _draw_board(self, s: pygame.Surface) -> None:
        m = self.model
        cell = self.maze.cell
        occupied: dict[int, list[str]] = {}
        for piece, pix in m["positions"].items():
            occupied.setdefault(pix, []).append(piece)
        for pix in m["bonus"]:
            cx, cy = self.maze.center(pix)
            size = cell // 3 if pix in occupied else cell // 2
            off = cell // 4 if pix in occupied else 0
            draw.cube(s, (cx - size // 2 + off, cy - size // 2 - off, size, size))
        if m["phase"] == "place" and not self.beats:
            self._draw_placement(s)
        if m.get("flash") is not None:
            r = self.maze.cell_rect(m["flash"]).inflate(10, 10)
            blink = int(self.app.now() * 8) % 2
            draw.rect(s, theme.BAD if blink else (255, 255, 255), r, 5)
        reveal = (m.get("reveal") or {}) if self.beats else {}
        for pix, pieces in occupied.items():
            cx, cy = self.maze.center(pix)
            pieces = sorted(pieces, key=lambda p: p != m["pixoid"])
            if len(pieces) == 1:
                draw.piece(s, pieces[0], (cx, cy), int(cell * 0.62), pieces[0] == m["pixoid"])
            else:
                q = cell // 4
                spots = [(-q, -q), (q, -q), (-q, q), (q, q)]
                for (dx, dy), p in zip(spots, pieces):
                    draw.piece(s, p, (cx + dx, cy + dy), int(cell * 0.38), p == m["pixoid"], 14)
            for p in pieces:
                if p in reveal:
                    self._draw_program_arrow(s, p, reveal[p]["absolute"], (cx, cy))

    def _draw_program_arrow(self, s: pygame.Surface, piece: str, direction: str, at: tuple[int, int]) -> None:
        """The revealed direction on the board: an arrow in the piece's colour at its cell's edge (PX-17)."""
        dx, dy = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}.get(direction, (0, 0))
        reach = self.maze.cell * 0.62
        rgb = theme.PLAYER_RGB.get(piece, theme.ACCENT)
        draw.arrow(s, direction, (at[0] + dx * reach, at[1] + dy * reach), self.maze.cell * 0.5, rgb, (0, 0, 0))

    def _draw_placement(self, s: pygame.Surface) -> None:
        prompts = self.session.prompts()
        for key, prompt in prompts.items():
            if prompt.secret or not prompt.fields or prompt.fields[0].kind != "choice":
                continue
            options = prompt.fields[0].options
            chosen = None
            preview = self.session.preview(key)
            if preview:
                chosen = preview.get("pix")
            rgb = theme.PLAYER_RGB.get(prompt.seat, theme.TEXT)
            numbers = prompt.fields[0].faces or range(1, len(options) + 1)     # each Starting Pix keeps its number
            for i, pix in zip(numbers, options):
                r = self.maze.cell_rect(pix)
                if pix == chosen:
                    draw.rect(s, rgb, r.inflate(6, 6), 6)
                    draw.rect(s, (255, 255, 255), r.inflate(14, 14), 2)
                draw.text(s, str(i), (r.right - 2, r.bottom + 1), theme.SIZE_SMALL, (255, 255, 255), True,
                          "bottomright")

    def _draw_banner(self, s: pygame.Surface) -> None:
        text = self.model.get("banner")
        if not text:
            return
        lines = text.split("\n")
        if self.holding:
            lines.append("Press LOCK to go on")
        width = self.maze.rect.width - 40
        sized: list[tuple[str, float]] = []
        for i, line in enumerate(lines):
            top = theme.SIZE_TITLE if i == 0 else theme.SIZE_BODY
            size = draw.fit(line, width - 40, top, theme.SIZE_SMALL, True)
            for part in draw.wrap(line, width - 40, size, True):
                sized.append((part, size))
        height = sum(draw.line_height(sz, True) + 10 for _, sz in sized) + 50
        box = pygame.Rect(0, 0, width, int(height))
        box.center = self.maze.rect.center
        draw.panel(s, box, (10, 12, 30), theme.ACCENT)
        y: float = box.top + 25
        for i, (line, size) in enumerate(sized):
            colour = theme.ACCENT if i == 0 else theme.TEXT
            draw.text(s, line, (box.centerx, y), size, colour, True, "midtop")
            y += draw.line_height(size, True) + 10
