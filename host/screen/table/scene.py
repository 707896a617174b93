"""The game scene every game's console screen builds on (docs/architecture.md §8, §9; CON-05, CON-06, CON-08):
:class:`TableScene` runs one :class:`~host.session.Session` at the table and knows no game.

What it does for every game:

- polls the session (only while no animation is queued, so what is drawn follows the applied steps in
  order; controller events arriving meanwhile wait in the session's inbox), keeps ``Session.status()`` and
  hands it to the table layer (:class:`~host.screen.table.TableLayer`) and the keyboard pad — while a step is
  being shown the layer asks nobody (the next prompt's headline and instructions come with the board they
  belong to, when the animation ends);
- plays each applied step as a queue of :class:`~host.screen.table.beats.Beat` s with their deadlines and
  sounds (Enter skips to the end), and *holds* on a beat that waits for the table (a LOCK press — which
  presses count is the game's choice — or Enter; a few seconds when only bots play);
- the lock / refusal sounds (a refusal shows nothing on the TV, CON-05: its reason goes to the seat's
  private channel), the automatic pause while a prompted controller is unplugged, the pause menu (Esc),
  leaving, the host lock (Ctrl+letter), keyboard seats (Tab cycles), key hints and notices, and the end of
  the game (the app's results). Help (H) and the TV peek / held-LOCK pause come from the app and
  :class:`~host.screen.game_controls.GameControls`, which also feeds the seats' private channels.

What a game scene supplies (override these; the defaults do what the comment says):

- ``model_of(view)``: the drawable model of a TV observation (default: the observation itself);
- ``beats_of(events)``: the beats showing an applied step's public events, from ``self.model`` (required);
- ``apply_patch(patch)``: apply one beat's patch to ``self.model`` (default: ``dict.update``);
- ``waits_for_lock(beat)``: whether the animation holds on this beat until the table goes on (default
  never); ``hold_done(pressed)``: whether the controllers that pressed LOCK since the hold began (a set of
  controller colours) release it (default: any one); ``on_hold(beat)``: the hold has begun;
- ``resync()``: after an animation, re-read the TV observation (default: ``view`` and ``model`` anew);
- ``draw_board(surface, now)``: the game's board in the table layer's board area (required);
- ``seat_rows()``: one :class:`~host.screen.table.SeatRow` per seat (required); ``moment()``: the headline
  while something happens (None: the layer says whom the game waits for); ``where()``: where the game is
  ("Round 1 of 3 · Turn 4"); ``talk()``: the talk policy in words (default ``view["talk"]``);
- ``words_package``: the package whose ``content/table.yaml`` holds the game's words (``actions`` per prompt
  rule for the headline, ``ticker`` lines, ``headlines``).

A scene can be drawn without the app's loop (tests, benchmarks): build it with the app and a session,
call ``update(now)`` to play the queue and ``draw(surface)`` inside ``draw.clear_log()`` to read the text.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections import deque
from functools import lru_cache
from typing import Any

import pygame

from games.core.codec import reads
from games.core.content import load_yaml, packaged
from games.core.faces import COLOURS
from hal.simulated import SimulatedController
from host.private.screen import screen_of
from host.screen import theme
from host.screen.intents import Intent
from host.screen.keyboard import KeyboardPad
from host.screen.overlays import PauseOverlay
from host.screen.scenes.base import Scene
from host.screen.table.beats import Beat
from host.screen.table.layer import NOBODY, TableLayer
from host.screen.table.seats import SeatRow
from host.screen.table.agree import Names, agree
from host.screen.table.told import words as table_words_default
from host.screen.table.words import plain, refusal_notice, who
from host.seats import BOT
from host.session import Session, Update

BOTS_ONLY_HOLD_S = 4.0
"""How long a beat that waits for the table holds when only bots play."""
IDLE_POLL_S = 2.0
"""The idle safety net: the session is polled at least this often (controller events wake it sooner)."""


def ticker_line(event: dict[str, Any], templates: dict[str, str]) -> str | None:
    """The ticker's line for a public event from the game's ``ticker`` templates (the event's fields; a
    colour written as its name, a list of colours as "Red and Blue"; ``{field:one|many}`` picks the word
    that agrees with the field, :mod:`host.screen.table.agree`), or None when the event has none."""
    template = templates.get(event.get("type", ""))
    if template is None:
        return None
    fields = {}
    for k, v in event.items():
        if isinstance(v, str) and v in COLOURS:
            v = v.capitalize()
        elif isinstance(v, (list, tuple)) and all(isinstance(x, str) and x in COLOURS for x in v):
            v = Names(who(v), len(v))
        fields[k] = v
    try:
        return agree(template, **fields)
    except (KeyError, IndexError, ValueError):
        return None


@lru_cache(maxsize=None)
def table_words(package: str) -> dict[str, Any]:
    """A game screen's words on the table screen (``content/table.yaml`` of ``package``), read once per package:
    the loop asks for them while it draws (a headline, a results line), and reading the file each time cost
    tens of milliseconds a call (a whole game read it some 360 times). Shared: never changed."""
    return load_yaml(packaged(package, "table.yaml"))[1]


class TableScene(Scene, ABC):
    """One game at the table; see the module docstring for what a game's scene supplies."""

    name = "table"
    words_package = ""

    def __init__(self, app: Any, session: Session, keyboard: dict[str, SimulatedController] | None = None,
                 seed: int = 0) -> None:
        super().__init__(app)
        self.session = session
        self.seed = seed
        self.view: dict[str, Any] = self.observe()
        self.model: Any = self.model_of(self.view)
        self.beats: deque[Beat] = deque()
        self.beat_end = 0.0
        self.holding = False
        self.hold_pressed: set[str] = set()
        self.pad = KeyboardPad(keyboard or {})
        self.status: dict[str, Any] = session.status()
        self.notice: tuple[str, float] | None = None
        self.auto_pause: PauseOverlay | None = None
        self.next_poll = 0.0
        self.finished_at: float | None = None
        self.pace = float(getattr(app.args, "pace", 0.0) or 0.0)
        self.log: list[str] = []
        self.words: dict[str, Any] = table_words(self.words_package) if self.words_package else {}
        self.table = TableLayer(session, self.pad.controllers, self.words.get("actions"),
                                verbs=self.words.get("choices"))
        self._said = ""                       # the last moment said while the animation now queued plays
        self.table.refresh(self.status, self.app.now())

    # ---- what a game's scene supplies ---------------------------------------------------------
    def observe(self) -> dict[str, Any]:
        """The TV's observation now (public: CON-05)."""
        return self.session.game.observe(self.session.state, None)

    def model_of(self, view: dict[str, Any]) -> Any:
        return view

    @abstractmethod
    def beats_of(self, events: list[dict[str, Any]]) -> list[Beat]:
        """The animation beats that show an applied step's public events."""

    def apply_patch(self, patch: dict[str, Any]) -> None:
        self.model.update(patch)

    def waits_for_lock(self, beat: Beat) -> bool:
        return False

    def hold_done(self, pressed: set[str]) -> bool:
        return bool(pressed)

    def on_hold(self, beat: Beat) -> None:
        """The animation has just started holding on ``beat`` (default: nothing more)."""

    def resync(self) -> None:
        self.view = self.observe()
        self.model = self.model_of(self.view)

    @abstractmethod
    def draw_board(self, surface: pygame.Surface, now: float) -> None:
        """The game's board in the table layer's board area."""

    @abstractmethod
    def seat_rows(self) -> list[SeatRow]:
        """One row per seat for the table layer, from the public model."""

    def moment(self) -> str | None:
        return None

    def where(self) -> str:
        return ""

    def talk(self) -> str:
        return str(self.view.get("talk", ""))

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
        except Exception:  # noqa: BLE001 - closing a journal must not take the screen down
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
        """Keep ``status``; while a step is being shown the table layer asks nobody for the next prompt yet
        (its headline, instructions and lock marks would sit beside the board of the step before)."""
        self.status = status
        self.table.refresh(dict(NOBODY, paused=status.get("paused", [])) if self.beats else status, now)
        self.pad.refresh(status["waiting_for"])

    def on_update(self, u: Update, now: float) -> None:
        if u.kind == "locked":
            self.app.sounds.play("lock")
        elif u.kind == "refused":
            # CON-05: the TV names the seat and where it reads why, never the reason (what it dialled): the
            # reason waits in the seat's private channel (its controller's screen, or the peek)
            self.app.sounds.play("tick")
            if u.seat is not None:
                where = "screen" if screen_of(self.session.controllers.get(u.seat)) is not None else None
                self.set_notice(refusal_notice(u.seat, where, u.seat in self.pad.controllers))
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
            self.queue(self.beats_of(u.events))
            self.log.extend(e["type"] for e in u.events)

    def queue(self, new: list[Beat]) -> None:
        """Play ``new`` after what is queued (durations follow the app's animation speed)."""
        speed = self.app.anim_speed
        for b in new:
            b.duration /= speed
        self.beats.extend(new)
        if self.beats and not self.holding:
            self.beat_end = 0.0

    def set_notice(self, text: str, seconds: float = 6.0) -> None:
        self.notice = (text, self.app.now() + seconds)
        self.app.request_redraw()

    def people_seated(self) -> bool:
        """Whether anyone but bots sits at the table (a beat that waits for the table then waits for a LOCK)."""
        return any(p.kind != BOT for p in self.session.plans.values())

    # ---- scene API ---------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        now = self.app.now()
        return (bool(self.beats) and not self.holding) or self.table.animating(now)

    def next_change(self) -> float | None:
        """The notice goes away when its time is up."""
        return self.notice[1] if self.notice else None

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
                # the step may be waiting out a LOCK just let go (a double press may follow: the pause)
                due = self.session.next_deadline()
                self.next_poll = min(now + IDLE_POLL_S, due if due is not None else now + IDLE_POLL_S)

    def _advance(self, now: float) -> None:
        self.app.request_redraw()
        while self.beats and now >= self.beat_end:
            if self.beat_end:                       # the current beat is over
                self.beats.popleft()
                if not self.beats:
                    self._finish_animation(now)
                    return
            beat = self.beats[0]
            self._start_beat(beat, now)
            late = now - self.beat_end if self.beat_end else 0.0
            if beat.sound and late < 0.05:
                self.app.sounds.play(beat.sound)
            waits = self.waits_for_lock(beat)
            if waits and self.people_seated():
                self.session.take_presses()          # a press before the hold is not an answer to it
                self.holding = True
                self.hold_pressed = set()
                self.beat_end = now
                self.on_hold(beat)
                return
            duration = BOTS_ONLY_HOLD_S / self.app.anim_speed if waits else beat.duration
            # keep the timeline's own clock (short beats catch up) unless we fell far behind
            self.beat_end = (self.beat_end if 0 < late < 0.25 else now) + duration

    def _start_beat(self, beat: Beat, now: float) -> None:
        self.apply_patch(beat.patch)
        if beat.patch.get("ticker"):
            self.table.ticker.add(beat.patch["ticker"], now)

    def release_hold(self) -> None:
        """The table went on from a beat that waited for it."""
        if self.holding:
            self.holding = False
            self.hold_pressed = set()
            self.beat_end = -1.0                     # over: the next update moves on, whatever its clock
            self.app.request_redraw()

    def _finish_animation(self, now: float) -> None:
        self._said = ""
        self.beat_end = 0.0
        self.holding = False
        self.resync()
        self.next_poll = now + self.pace if now else 0.0
        self._take_status(self.session.status(), now or self.app.now())

    def skip_animation(self) -> None:
        """Jump to the end of the queued animation (Enter while animating)."""
        while self.beats:
            self._start_beat(self.beats.popleft(), self.app.now())
        self._finish_animation(0.0)   # poll again at the next update

    def handle(self, intent: Intent) -> bool:
        k = intent.kind
        if k == "wake":
            if self.holding:
                self.hold_pressed.update(self.session.take_presses())
                if self.hold_done(self.hold_pressed):
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
            self.on_update(u, self.app.now())
        self.next_poll = 0.0
        self.app.request_redraw()

    def hints(self) -> list[tuple[str, str]]:
        if self.pad.focus is not None:
            return [("arrows", "left wheel"), ("digits +/-", "centre wheel"), ("Enter", "lock"),
                    ("Tab", "next keyboard seat")]
        hints = [("H", "rules"), ("Esc", "pause"), ("F11", "full screen")]
        if self.pad.controllers:                # the host lock is a keyboard key: named only where one plays
            hints.append(("Ctrl and a seat's letter", "lock that seat"))
        return hints

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The game's board, then the table layer around it (seats, headline, instructions, talk, ticker)."""
        now = self.app.now()
        self.draw_board(surface, now)
        notice = self.notice[0] if self.notice else None
        self.table.draw(surface, self.seat_rows(), now, self.talk(), self.headline_now(), self.hints(), notice,
                        self.where())

    def headline_now(self) -> list[str] | None:
        """The headline and its shorter forms: the moment while something happens, and while a step is shown
        always what is shown (the moment, the beat's headline, its ticker line, the last moment said, "Watch
        the board"); None when the layer says whom the game waits for."""
        moment = self.moment()
        fallback = table_words_default()["headline"]["showing"]
        if not self.beats:
            return [moment, fallback] if moment else None
        beat = self.beats[0]
        ticker = beat.patch.get("ticker")
        out = [moment, self.words.get("headlines", {}).get(beat.kind), plain(ticker) if isinstance(ticker, str) else None,
               self._said, fallback]
        said = [t for t in out if isinstance(t, str) and t and "{" not in t]
        self._said = said[0] if said[0] != fallback else self._said
        return said
