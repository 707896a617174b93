"""The Pixoid screen (PX-01..PX-48 as seen at the table; CON-05, CON-08, CON-11).

Draws the maze big (pre-rendered, :mod:`host.screen.games.pixoid.maze`), every piece as its colour + letter (Pixoid a
diamond, Bugs squares with legs), the Bonus cubes, the reserve of 12 cubes and Pixoid's collected cubes,
round/turn, scores, each seat's lock status (locked or waiting — never a value, CON-05), a refused
setting by seat name only, and the communication policy (CON-11, PX-15). After every reveal the programs
are shown, then the movement is animated step by step (Pixoid first, then the Bugs together), then the
catch or the escape (:mod:`host.screen.games.pixoid.timeline`). During placement the placing player's current centre
wheel (``Session.preview``, a public choice — CON-08) highlights the numbered Starting Pix.

The scene only polls the session while no animation is queued, so what is drawn always follows the
applied steps in order; controller events arriving meanwhile wait in the session's inbox.
"""
from __future__ import annotations

import time
from collections import deque
from typing import Any

import pygame

from games.core.codec import reads
from games.pixoid.board import board_from
from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.intents import Intent
from host.screen.keyboard import KeyboardPad
from host.screen.games.pixoid.maze import MazeView
from host.screen.games.pixoid.timeline import Beat, apply_patch, beats, model_from_view
from host.screen.overlays import PauseOverlay
from host.screen.scenes.base import Scene
from host.seats import BOT
from host.session import Session, Update

CELL = 50
MAZE_ORIGIN = (28, 80)
PANEL_X = 690


class PixoidScene(Scene):
    name = "pixoid"

    def __init__(self, app: Any, session: Session, keyboard: dict[str, SimulatedController] | None = None,
                 seed: int = 0) -> None:
        super().__init__(app)
        self.session = session
        self.seed = seed
        self.view = session.game.observe(session.state, None)
        self.board = board_from(self.view["board"])
        self.maze = MazeView(self.board, CELL, MAZE_ORIGIN)
        self.model = model_from_view(self.view)
        self.beats: deque[Beat] = deque()
        self.beat_end = 0.0
        self.pad = KeyboardPad(keyboard or {})
        self.status: dict[str, Any] = session.status()
        self.notice: tuple[str, float] | None = None
        self.auto_pause: PauseOverlay | None = None
        self.next_poll = 0.0
        self.finished_at: float | None = None
        self.pace = float(getattr(app.args, "pace", 0.0) or 0.0)
        self.log: list[str] = []

    # ---- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.session.on_wake = self.app.post_wake
        self.next_poll = 0.0

    def exit(self) -> None:
        self.session.on_wake = None

    def close(self) -> None:
        self.exit()
        try:
            self.session.close()
        except Exception:  # closing a journal must not take the screen down
            pass

    # ---- session -----------------------------------------------------------------------------
    def poll(self, now: float) -> bool:
        """Feed the session once: handle its updates, queue animation for applied steps; True if any."""
        try:
            updates = self.session.poll()
        except Exception as exc:  # noqa: BLE001 - shown on screen, never a traceback (DESIGN §3.6)
            self.set_notice(f"The game stopped: {exc}", 30)
            updates = []
        for u in updates:
            self.on_update(u, now)
        status = self.session.status()
        changed = status != self.status          # bots lock in without an update: still a new picture
        self.status = status
        self.pad.refresh(self.status["waiting_for"])
        return bool(updates) or changed

    def on_update(self, u: Update, now: float) -> None:
        if u.kind == "locked":
            self.app.sounds.play("lock")
        elif u.kind == "refused":
            # CON-05: only the seat is named; the reason would tell what was dialled.
            self.set_notice(f"{theme.name(u.seat or '?')}: that setting is not allowed. Change it and lock again.")
            self.app.sounds.play("tick")
        elif u.kind == "paused":
            names = ", ".join(theme.name(s.strip()) for s in u.message.split(",") if s.strip())
            if self.auto_pause is None:
                self.auto_pause = PauseOverlay(names, auto=True)
                self.app.push_overlay(self.auto_pause)
            else:
                self.auto_pause.reason = names
        elif u.kind == "resumed":
            if self.auto_pause is not None:
                self.auto_pause.closed = True
                self.auto_pause = None
        elif u.kind == "applied":
            start = dict(self.model, positions=dict(self.model["positions"]), bonus=list(self.model["bonus"]))
            new = beats(u.events, start, self.board.bonus)
            speed = self.app.anim_speed
            for b in new:
                b.duration /= speed
            self.beats.extend(new)
            if self.beats:
                self.beat_end = 0.0
            self.log.extend(e["type"] for e in u.events)

    def set_notice(self, text: str, seconds: float = 6.0) -> None:
        self.notice = (text, time.monotonic() + seconds)
        self.app.request_redraw()

    # ---- scene API ---------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return bool(self.beats)

    def next_deadline(self) -> float | None:
        d = []
        if not self.beats and not self.session.over:
            d.append(self.next_poll)
        if self.notice:
            d.append(self.notice[1])
        if self.finished_at is not None:
            d.append(self.finished_at)
        return min(d) if d else None

    def update(self, now: float) -> None:
        if self.notice and now >= self.notice[1]:
            self.notice = None
            self.app.request_redraw()
        if self.beats:
            self._advance(now)
            return
        if self.session.over:
            if self.finished_at is None:
                self.finished_at = now + 0.4 / self.app.anim_speed
                self.app.request_redraw()
            elif now >= self.finished_at:
                self.app.game_finished(self)
            return
        if now >= self.next_poll:
            if self.poll(now):
                self.app.request_redraw()
            if not self.beats:
                self.next_poll = now + 2.0     # idle safety net; controller events wake us sooner

    def _advance(self, now: float) -> None:
        self.app.request_redraw()
        while self.beats and now >= self.beat_end:
            if self.beat_end:                       # the current beat is over
                self.beats.popleft()
                if not self.beats:
                    self._finish_animation(now)
                    return
            beat = self.beats[0]
            apply_patch(self.model, beat.patch)
            late = now - self.beat_end if self.beat_end else 0.0
            if beat.sound and late < 0.05:
                self.app.sounds.play(beat.sound)
            # keep the timeline's own clock (short beats catch up) unless we fell far behind
            self.beat_end = (self.beat_end if 0 < late < 0.25 else now) + beat.duration

    def _finish_animation(self, now: float) -> None:
        self.beat_end = 0.0
        banner = self.model.get("banner") if self.session.over else None
        self.view = self.session.game.observe(self.session.state, None)
        self.model = model_from_view(self.view)
        self.model["banner"] = banner
        self.next_poll = now + self.pace if now else 0.0
        self.status = self.session.status()
        self.pad.refresh(self.status["waiting_for"])

    def skip_animation(self) -> None:
        """Jump to the end of the queued animation (Enter while animating)."""
        while self.beats:
            apply_patch(self.model, self.beats.popleft().patch)
        self._finish_animation(0.0)   # poll again at the next update

    def handle(self, intent: Intent) -> bool:
        k = intent.kind
        if k == "wake":
            if not self.beats:
                self.next_poll = 0.0
            self.app.request_redraw()
            return True
        if k == "back":
            self.app.push_overlay(PauseOverlay())
            return True
        if k == "leave":
            self.app.leave_game(self)
            return True
        if k == "host_lock":
            self._host_lock(intent.value)
            return True
        if k in ("next", "prev"):
            self.pad.cycle(self.status["waiting_for"], 1 if k == "next" else -1)
            self.app.request_redraw()
            return True
        if k == "confirm" and self.beats and self.pad.focus is None:
            self.skip_animation()
            return True
        if self.pad.focus is not None:
            prompt = self.session.prompts().get(self.pad.focus)
            used = self.pad.handle(intent, reads(prompt) if prompt is not None else ())
            if used:
                self.app.request_redraw()
                return True
        return False

    def _host_lock(self, colour: str) -> None:
        """Ctrl+letter: lock a controller without a lock button at its current wheels (the host key)."""
        if colour not in self.session.prompts() or colour not in self.session.controllers:
            self.set_notice(f"{theme.name(colour)}: no controller of that colour has to lock in now.")
            return
        for u in self.session.lock(colour):
            self.on_update(u, time.monotonic())
        self.next_poll = 0.0
        self.app.request_redraw()

    def hints(self) -> list[tuple[str, str]]:
        return [("H", "rules"), ("Esc", "pause"), ("F11", "fullscreen"), ("Ctrl+letter", "lock that controller")]

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self._draw_top(surface)
        self.maze.blit(surface)
        self._draw_board(surface)
        self._draw_panel(surface)
        self._draw_banner(surface)

    def _phase_text(self) -> str:
        m = self.model
        if m["phase"] == "over" or self.session.over:
            return "Game over"
        if self.beats:
            return "Reveal and movement"
        if m["phase"] == "place":
            return "Choosing Starting Pix"
        return "Program in secret, then lock in"

    def _draw_top(self, s: pygame.Surface) -> None:
        m, v = self.model, self.view
        draw.text(s, "PIXOID", (28, 14), theme.SIZE_TITLE - 8, theme.ACCENT, True)
        if v["variant"] == "short":
            where = f"Short game   Turn {m['turn']}"
        else:
            where = f"Round {m['round']} of {v['rounds_total']}   Turn {m['turn']} of 12"
        draw.text(s, where, (250, 24), theme.SIZE_LARGE, theme.TEXT, True)
        draw.text(s, self._phase_text(), (1252, 34), theme.SIZE_SMALL, theme.DIM, anchor="topright")

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
            blink = int(time.monotonic() * 8) % 2
            pygame.draw.rect(s, theme.BAD if blink else (255, 255, 255), r, 5)
        for pix, pieces in occupied.items():
            cx, cy = self.maze.center(pix)
            pieces = sorted(pieces, key=lambda p: p != m["pixoid"])
            if len(pieces) == 1:
                draw.piece(s, pieces[0], (cx, cy), int(cell * 0.62), pieces[0] == m["pixoid"])
                continue
            q = cell // 4
            spots = [(-q, -q), (q, -q), (-q, q), (q, q)]
            for (dx, dy), p in zip(spots, pieces):
                draw.piece(s, p, (cx + dx, cy + dy), int(cell * 0.38), p == m["pixoid"], 16)

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
            for i, pix in enumerate(options, start=1):
                r = self.maze.cell_rect(pix)
                if pix == chosen:
                    pygame.draw.rect(s, rgb, r.inflate(6, 6), 6)
                    pygame.draw.rect(s, (255, 255, 255), r.inflate(14, 14), 2)
                draw.text(s, str(i), (r.right - 3, r.bottom - 1), theme.SIZE_SMALL, (255, 255, 255), True,
                          "bottomright")

    def _seat_rows(self) -> list[tuple[str, str | None]]:
        """(piece, seat driving it now) for every piece: players, then the extra Bug (PX-42)."""
        v = self.view
        rows = [(p, p) for p in v["players"]]
        if v["extra"]:
            rows.append((v["extra"], self.model.get("extra_holder")))
        return rows

    def _draw_panel(self, s: pygame.Surface) -> None:
        m, v = self.model, self.view
        x = PANEL_X
        # Pixoid and cubes
        box = pygame.Rect(x, 70, 562, 150)
        draw.panel(s, box)
        draw.piece(s, m["pixoid"], (x + 40, box.top + 40), 34, True)
        draw.text(s, f"Pixoid: {theme.name(m['pixoid'])}", (x + 78, box.top + 24), theme.SIZE_LARGE, theme.TEXT, True)
        left = 12 - m["reserve_taken"]
        draw.text(s, f"Reserve {left}", (x + 16, box.top + 72), theme.SIZE_BODY, theme.DIM)
        for i in range(12):
            draw.cube(s, (x + 160 + i * 32, box.top + 72, 24, 24), empty=i >= left)
        draw.text(s, f"Collected {m['reserve_taken']}+{m['bonus_taken']}", (x + 16, box.top + 110), theme.SIZE_BODY,
                  theme.DIM)
        for i in range(m["reserve_taken"]):
            draw.cube(s, (x + 200 + i * 22, box.top + 112, 18, 18))
        for i in range(m["bonus_taken"]):
            draw.cube(s, (x + 200 + (m["reserve_taken"] + i) * 22, box.top + 112, 18, 18), theme.ACCENT)
        # seats
        prompted = {e["controller"]: e for e in self.status.get("prompted", [])}
        reveal = m.get("reveal") or {}
        y = 232
        rows = self._seat_rows()
        row_h = 50 if len(rows) > 4 else 56
        seats_box = pygame.Rect(x, y, 562, row_h * len(rows) + 16)
        draw.panel(s, seats_box)
        y += 8
        for piece, driver in rows:
            is_px = piece == m["pixoid"]
            draw.piece(s, piece, (x + 34, y + row_h // 2), 30, is_px, 20)
            label = theme.name(piece)
            if piece == v["extra"]:
                label += f"  extra Bug, by {theme.letter(driver)}" if driver else "  extra Bug"
            draw.text(s, label, (x + 64, y + 6), theme.SIZE_BODY, theme.TEXT, True)
            role = "PIXOID" if is_px else "Bug"
            if piece in v["players"] and v["variant"] != "short":
                role += f"   {m['scores'].get(piece, 0)} pts"
            draw.text(s, role, (x + 64, y + 30), theme.SIZE_SMALL, theme.DIM)
            self._draw_status(s, piece, driver, prompted.get(piece), reveal.get(piece), (x + 400, y + row_h // 2))
            y += row_h
        # communication policy (CON-11, PX-15)
        talk = pygame.Rect(x, seats_box.bottom + 10, 562, 74)
        draw.panel(s, talk, (40, 28, 40), (160, 90, 110))
        draw.text(s, "TABLE TALK", (x + 14, talk.top + 8), theme.SIZE_SMALL, theme.ACCENT, True)
        draw.paragraph(s, v["talk"], pygame.Rect(x + 14, talk.top + 30, 540, 44), theme.SIZE_SMALL)
        # notices, keyboard focus, keys
        y = talk.bottom + 10
        if self.notice:
            y = draw.paragraph(s, self.notice[0], pygame.Rect(x, y, 562, 52), theme.SIZE_BODY, theme.BAD)
        elif self.pad.focus is not None:
            seat = self.status["prompted"]
            who = next((e["seat"] for e in seat if e["controller"] == self.pad.focus), self.pad.focus)
            piece_note = "" if who == self.pad.focus else f" for the {self.pad.focus} extra Bug"
            if m["phase"] == "place":
                how = "digits or +/- pick a Starting Pix number, Enter locks"
            else:
                how = "arrows = direction, digits = distance, Enter locks (not shown)"
            y = draw.paragraph(s, f"Keyboard: {theme.name(who)}{piece_note}. {how}. Tab = next.",
                               pygame.Rect(x, y, 562, 52), theme.SIZE_SMALL, theme.ACCENT)
        draw.key_hints(s, self.hints(), (28, 694), theme.SIZE_SMALL)

    def _draw_status(self, s: pygame.Surface, piece: str, driver: str | None, entry: dict[str, Any] | None,
                     revealed: dict[str, Any] | None, at: tuple[int, int]) -> None:
        """Revealed program (after the reveal only), else LOCKED / waiting (CON-05), else nothing."""
        x, y = at
        if revealed is not None and self.beats:
            draw.arrow(s, revealed["absolute"], (x + 18, y), 28, theme.ACCENT)
            draw.text(s, str(revealed["distance"]), (x + 44, y), theme.SIZE_LARGE, theme.ACCENT, True, "midleft")
            return
        if entry is None or self.beats:
            return
        plan = self.session.plans.get(entry["seat"])
        if entry["locked"]:
            pygame.draw.rect(s, theme.GOOD, (x, y - 14, 28, 28))
            draw.text(s, "LOCKED", (x + 36, y), theme.SIZE_BODY, theme.GOOD, True, "midleft")
        elif plan is not None and plan.kind == BOT:
            draw.text(s, "bot thinking", (x, y), theme.SIZE_SMALL, theme.DIM, anchor="midleft")
        else:
            pygame.draw.rect(s, theme.DIM, (x, y - 14, 28, 28), 3)
            label = "choosing" if not entry["secret"] else "waiting"
            if entry["seat"] in self.session.refused.values():
                label = "refused"
            draw.text(s, label, (x + 36, y), theme.SIZE_BODY, theme.BAD if label == "refused" else theme.TEXT,
                      anchor="midleft")

    def _draw_banner(self, s: pygame.Surface) -> None:
        text = self.model.get("banner")
        if not text:
            return
        lines = text.split("\n")
        box = pygame.Rect(0, 0, 600, 90 + 50 * len(lines))
        box.center = self.maze.rect.center
        draw.panel(s, box, (10, 12, 30), theme.ACCENT)
        y = box.top + 36
        for i, line in enumerate(lines):
            size = theme.SIZE_TITLE if i == 0 else theme.SIZE_LARGE
            r = draw.text(s, line, (box.centerx, y), size, theme.ACCENT if i == 0 else theme.TEXT, True, "midtop")
            y = r.bottom + 14
