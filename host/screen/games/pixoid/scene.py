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

The scene only polls the session while no animation is queued, so what is drawn always follows the
applied steps in order; controller events arriving meanwhile wait in the session's inbox.
"""
from __future__ import annotations

import time
from collections import deque
from typing import Any

import pygame

from games.core.codec import reads
from games.core.content import load_yaml, packaged
from games.core.faces import COLOURS
from games.pixoid.board import board_from
from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.intents import Intent
from host.screen.keyboard import KeyboardPad
from host.screen.games.pixoid.maze import MazeView
from host.screen.games.pixoid.timeline import Beat, apply_patch, beats, model_from_view
from host.screen.overlays import PauseOverlay
from host.screen.scenes.base import Scene
from host.screen.table import SeatRow, TableLayer, who
from host.seats import BOT
from host.session import Session, Update

CELL = 44
MAZE_ORIGIN = (24, 88)
RESERVE_X = 568
BOTS_ONLY_SUMMARY_S = 4.0


def words() -> dict[str, Any]:
    """Pixoid's words on the table screen (content/table.yaml)."""
    return load_yaml(packaged("host.screen.games.pixoid", "table.yaml"))[1]


def ticker_line(event: dict[str, Any], templates: dict[str, str]) -> str | None:
    """The ticker's line for a public event, or None when the event has none."""
    template = templates.get(event.get("type", ""))
    if template is None:
        return None
    fields = {}
    for k, v in event.items():
        if isinstance(v, str) and v in COLOURS:
            v = v.capitalize()
        elif isinstance(v, (list, tuple)) and all(isinstance(x, str) and x in COLOURS for x in v):
            v = who(v)
        fields[k] = v
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError):
        return None


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
        self.words = words()
        self.table = TableLayer(session, self.pad.controllers, self.words.get("actions"))
        self.table.refresh(self.status, time.monotonic())
        self.holding = False

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
        self._take_status(status, now)
        return bool(updates) or changed

    def _take_status(self, status: dict[str, Any], now: float) -> None:
        self.status = status
        self.table.refresh(status, now)
        self.pad.refresh(status["waiting_for"])

    def on_update(self, u: Update, now: float) -> None:
        if u.kind == "locked":
            self.app.sounds.play("lock")
        elif u.kind == "refused":
            # CON-05: nothing on the TV — even naming the seat would tell the table it aimed into a wall;
            # the controller's LED shows it and the reason waits in the seat's private channel.
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
            templates = self.words.get("ticker", {})
            new = beats(u.events, start, self.board.bonus, lambda e: ticker_line(e, templates))
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
        now = time.monotonic()
        return (bool(self.beats) and not self.holding) or self.table.animating(now)

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
        if self.table.animating(now):
            self.app.request_redraw()
        if self.beats:
            if not self.holding:
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

    def people_seated(self) -> bool:
        """Whether anyone but bots sits at the table (the round summary then waits for a LOCK)."""
        return any(p.kind != BOT for p in self.session.plans.values())

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
            if beat.patch.get("ticker"):
                self.table.ticker.add(beat.patch["ticker"], now)
            late = now - self.beat_end if self.beat_end else 0.0
            if beat.sound and late < 0.05:
                self.app.sounds.play(beat.sound)
            if beat.kind == "round_end" and self.people_seated():
                self.session.take_presses()          # a press before the summary is not an answer to it
                self.holding = True
                self.beat_end = now
                return
            duration = BOTS_ONLY_SUMMARY_S / self.app.anim_speed if beat.kind == "round_end" else beat.duration
            # keep the timeline's own clock (short beats catch up) unless we fell far behind
            self.beat_end = (self.beat_end if 0 < late < 0.25 else now) + duration

    def release_hold(self) -> None:
        """The table pressed LOCK on the round summary: go on."""
        if self.holding:
            self.holding = False
            self.beat_end = -1.0                     # over: the next update moves on, whatever its clock
            self.app.request_redraw()

    def _finish_animation(self, now: float) -> None:
        self.beat_end = 0.0
        self.holding = False
        banner = self.model.get("banner") if self.session.over else None
        self.view = self.session.game.observe(self.session.state, None)
        self.model = model_from_view(self.view)
        self.model["banner"] = banner
        self.next_poll = now + self.pace if now else 0.0
        self._take_status(self.session.status(), now or time.monotonic())

    def skip_animation(self) -> None:
        """Jump to the end of the queued animation (Enter while animating)."""
        while self.beats:
            beat = self.beats.popleft()
            apply_patch(self.model, beat.patch)
            if beat.patch.get("ticker"):
                self.table.ticker.add(beat.patch["ticker"], time.monotonic())
        self._finish_animation(0.0)   # poll again at the next update

    def handle(self, intent: Intent) -> bool:
        k = intent.kind
        if k == "wake":
            if self.holding and self.session.take_presses():
                self.release_hold()
            if not self.beats:
                self.next_poll = 0.0
            self.app.request_redraw()
            return True
        if self.holding and k in ("confirm", "lock"):
            self.release_hold()
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
        if self.pad.focus is not None:
            return [("arrows", "left wheel"), ("digits +/-", "centre wheel"), ("Enter", "lock"),
                    ("Tab", "next keyboard seat")]
        return [("H", "rules"), ("Esc", "pause"), ("F11", "full screen"), ("Ctrl+letter", "lock that controller")]

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        now = time.monotonic()
        self.maze.blit(surface)
        self._draw_reserve(surface)
        self._draw_board(surface)
        self._draw_banner(surface)
        notice = self.notice[0] if self.notice else None
        self.table.draw(surface, self._seat_rows(), now, self.view["talk"], self._moment(), self.hints(), notice,
                        self._where())

    def _where(self) -> str:
        m, v = self.model, self.view
        if v["variant"] == "short":
            return f"Short game · Turn {m['turn']}"
        return f"Round {m['round']} of {v['rounds_total']} · Turn {m['turn']}"

    def _moment(self) -> str | None:
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

    def _seat_rows(self) -> list[SeatRow]:
        """One row per piece: the players, then the extra Bug and who plays it this turn (PX-42)."""
        m, v = self.model, self.view
        roles = self.words.get("roles", {})
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
                    counters.append(f"{m['scores'].get(piece, 0)} pts")
            if lead:
                counters.append(f"{m['reserve_taken']}+{m['bonus_taken']} cubes")
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
            blink = int(time.monotonic() * 8) % 2
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
            for i, pix in enumerate(options, start=1):
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
        y = box.top + 25
        for i, (line, size) in enumerate(sized):
            colour = theme.ACCENT if i == 0 else theme.TEXT
            draw.text(s, line, (box.centerx, y), size, colour, True, "midtop")
            y += draw.line_height(size, True) + 10
