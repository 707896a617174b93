"""The table acceptance harness (issue 19 item 4): ``eightbit play`` (or ``resume``) runs its real console
loop — ``run_console`` → ``App.run`` → ``App.tick``, the same waits, deadlines and redraw decisions — on the
main thread, with emulated boards (the real firmware, hal/emulator.py) as its only controllers. The people
at the table are threads, one a board: they read what the TV tells them from the draw log
(:mod:`tests.host.acceptance.drawlog`), answer as the game's heuristic bot would, dial the answer through the
wheel codec (games/core/codec.py) and press LOCK with human timing (:mod:`tests.host.acceptance.people`). No
key is pressed and no session is called to act.

The console's clock is injected (``App(args, clock=...)``): a :class:`~tests.host.acceptance.clock.TableClock`
that runs :data:`SPEED` times faster than the wall clock between moves and stands still while a person's
gesture is under way, so every hold, double press and curtain is timed exactly on a loaded machine; the loop
reads it, sleeps on it and redraws by it through its own code, so a frame the loop never redraws is never
drawn here either. Animations also run faster through the console's own ``EIGHTBIT_ANIM_SPEED`` setting.

What the people find is kept per check in :attr:`Table.findings` (the tests assert it is empty, so every
finding of a run is reported at once): a seat owing input that the TV does not tell, a headline empty or cut,
developer text drawn, a peek whose private view does not follow the curtain within 1.5 s, a pause that does
not open or does not go on, a lobby that lost controllers.
"""
from __future__ import annotations

import threading
import time
import traceback
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pygame

from games.core.bots import decision_rng
from games.core.codec import encode
from games.registry import get_game
from hal.emulator import start_boards
from hal.hub import probe
from host import cli
from host.screen import app as app_module
from host.screen.controls import HOLD_PAUSE_S
from host.screen.intents import STOP, WAKE
from tests.host.acceptance import checks
from tests.host.acceptance.clock import TableClock
from tests.host.acceptance.drawlog import Frame, Recorder
from tests.host.acceptance.people import Hands

SIX = ["red", "blue", "green", "yellow", "purple", "orange"]
"""The boards' colours, in seat order."""
PEEK_VIEW_S = 1.5
"""The private view follows the curtain within this (issue 19 item 4)."""
TELL_S = 2.5
"""How long a person waits for the TV to say what to do, once the screen has caught up with the game."""
PAUSE_SHOWN_S = 1.5
"""How long a person waits for the pause menu after the pause gesture."""
ANIM_SPEED = "8"
SPEED = 5.0
"""How much faster than the wall clock the table's time runs between moves."""


@dataclass
class Plan:
    """One table: the game, its boards (players first, then spares), the command line, and what the people
    try besides playing: the lobby lines the host sets with its wheels, peeks, pauses (moment, seat, from
    step), screenshots."""

    game: str
    players: list[str]
    spares: list[str] = field(default_factory=list)
    argv: list[str] = field(default_factory=list)
    lobby: list[tuple[str, str]] = field(default_factory=list)
    peeks: list[str] = field(default_factory=list)
    pauses: list[tuple[str, str, int]] = field(default_factory=list)
    size: tuple[int, int] = (1920, 1080)
    shots: bool = False
    seed: int = 11
    deadline_s: float = 75.0


class Table:
    """Boards, the console and the people for one :class:`Plan`."""

    def __init__(self, plan: Plan, tmp_path: Path, monkeypatch: Any, boards: dict[str, Any] | None = None) -> None:
        self.plan = plan
        self.tmp = tmp_path
        self.monkeypatch = monkeypatch
        self.recorder = Recorder()
        self.app: Any = None
        self.findings: dict[str, list[str]] = {}
        self.facts: dict[str, Any] = {"peeks": [], "pauses": [], "shots": []}
        self.clock = TableClock(SPEED)
        colours = plan.players + plan.spares
        self.own_boards = boards is None
        self.boards = start_boards(len(colours), colours) if boards is None else [boards[c] for c in colours]
        for b in self.boards:
            b.release_lock()
        booted(self.boards)
        self.hands = {b.colour: Hands(b, lambda c=b.colour: self.controller(c), self.clock, self.wake)
                      for b in self.boards}
        self.journal = tmp_path / "game.jsonl"
        self.done = threading.Event()
        self._cond = threading.Condition()
        self._acting = 0
        self._menu = False
        self._shot: tuple[str, threading.Event] | None = None
        self.pauses = list(plan.pauses)
        self.peeks = list(plan.peeks)
        self._patch_app()

    # ---- the console ---------------------------------------------------------------------------
    def _patch_app(self) -> None:
        table = self
        real = app_module.App

        class RecordedApp(real):  # type: ignore[misc, valid-type]
            def __init__(self, args: Any, size: Any = None, clock: Any = None) -> None:
                super().__init__(args, size=table.plan.size, clock=table.clock)
                table.app = self
                table.recorder.install(self, table.monkeypatch)
                table.recorder.after_frame.append(table._after_frame)

        self.monkeypatch.setattr(app_module, "App", RecordedApp)
        self.monkeypatch.setenv("EIGHTBIT_ANIM_SPEED", ANIM_SPEED)
        self.monkeypatch.setenv("EIGHTBIT_MUTE", "1")

    def paths(self) -> list[str]:
        return [b.path for b in self.boards]

    def play_argv(self) -> list[str]:
        return ["play", "--game", self.plan.game, "--no-usb", "--controllers", *self.paths(), "--seed",
                str(self.plan.seed), "--journal", str(self.journal), *self.plan.argv]

    def run(self, argv: list[str], story: Callable[["Table"], None]) -> int:
        """Run the console with ``argv`` on this thread while ``story`` plays on another; returns its status."""
        self.done.clear()
        self.note(f"eightbit {argv[0]}")
        people = threading.Thread(target=self._story, args=(story,), name="people", daemon=True)
        people.start()
        self.clock.stopped = False
        try:
            status = cli.main(argv)
        finally:
            self.clock.stopped = True
            self.done.set()
            people.join(10)
        self.app = None
        return status

    def _story(self, story: Callable[["Table"], None]) -> None:
        watchdog = threading.Timer(self.plan.deadline_s, lambda: (self.find("time", "the story did not finish "
                                   f"within {self.plan.deadline_s:g} s"), self.stop()))
        watchdog.daemon = True
        watchdog.start()
        try:
            if not self.until(lambda: self.app is not None and self.recorder.latest() is not None, 20):
                self.find("console", "the console never drew a frame")
                return
            self.note("the console drew its first frame")
            story(self)
        except Exception:  # noqa: BLE001 - a failing story is a finding, and the console must still stop
            self.find("story", traceback.format_exc(limit=4))
        finally:
            watchdog.cancel()
            self.stop()

    def stop(self) -> None:
        """Close the console the way its window's close button does (a quit event)."""
        if self.app is not None:
            self.app.post_event(pygame.event.Event(STOP))

    def wake(self) -> None:
        """Wake the console loop, as a controller thread does when its board changed."""
        if self.app is not None:
            self.app.post_event(pygame.event.Event(WAKE))

    def close(self) -> None:
        if self.own_boards:
            for b in self.boards:
                b.stop()

    def controller(self, colour: str) -> Any:
        app = self.app
        if app is None:
            return None
        if app.controls is not None and colour in app.controls.session.controllers:
            return app.controls.session.controllers[colour]
        return app.found.get(colour)

    def session(self) -> Any:
        app = self.app
        return app.controls.session if app is not None and app.controls is not None else None

    def scene(self) -> Any:
        return self.app.scene if self.app is not None else None

    # ---- findings, waiting, taking turns -------------------------------------------------------
    def note(self, what: str) -> None:
        """A line of the story's own log (printed by the tests: what the people did, when)."""
        step = getattr(self.session(), "step", None)
        with self._cond:
            self.facts.setdefault("log", []).append(f"{time.monotonic():.2f} t={self.clock.now():.2f} [{step}] {what}")

    def find(self, check: str, what: str) -> None:
        with self._cond:
            self.findings.setdefault(check, []).append(what)

    def until(self, cond: Callable[[], bool], timeout: float) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end and not self.done.is_set():
            try:
                if cond():
                    return True
            except (AttributeError, KeyError, IndexError):
                pass
            time.sleep(0.02)
        return False

    @contextmanager
    def acting(self) -> Iterator[None]:
        """One person's move: waits while a menu is being worked; a menu waits for moves under way."""
        with self._cond:
            while self._menu and not self.done.is_set():
                self._cond.wait(0.1)
            self._acting += 1
        try:
            yield
        finally:
            with self._cond:
                self._acting -= 1
                self._cond.notify_all()

    def in_menu(self) -> bool:
        with self._cond:
            return self._menu

    @contextmanager
    def menu(self) -> Iterator[None]:
        """The whole table's attention: nobody else moves a wheel or presses LOCK meanwhile."""
        with self._cond:
            while self._menu:
                self._cond.wait(0.1)
            self._menu = True
            while self._acting:
                self._cond.wait(0.1)
        try:
            yield
        finally:
            with self._cond:
                self._menu = False
                self._cond.notify_all()

    # ---- screenshots (taken on the loop's thread, after a frame) --------------------------------
    def shot(self, name: str) -> None:
        """Save what the TV shows now at its size and at 4K (``<name>-1080p.png``, ``<name>-4k.png``)."""
        if self.app is None:
            return
        done = threading.Event()
        self._shot = (name, done)
        self.app.request_redraw()
        self.app.post_wake()
        done.wait(5)

    def _after_frame(self, app: Any) -> None:
        if self._shot is None:
            return
        name, done = self._shot
        self._shot = None
        try:
            out = self.tmp / "shots"
            out.mkdir(exist_ok=True)
            size = app.window.get_size()
            first = out / f"{name}-{size[1]}p.png"
            pygame.image.save(app.window, str(first))
            app.window = pygame.display.set_mode((3840, 2160), pygame.RESIZABLE)
            app._layout()
            app.present()
            second = out / f"{name}-4k.png"
            pygame.image.save(app.window, str(second))
            app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            app._layout()
            app.request_redraw()
            self.facts["shots"] += [str(first), str(second)]
        finally:
            done.set()

    # ---- reading the TV ------------------------------------------------------------------------
    def wait_frame(self, until: Callable[[Frame], bool], timeout: float, start: int | None = None) -> Frame | None:
        return self.recorder.wait(until, timeout, start)

    def highlighted(self, frame: Frame) -> list[str]:
        return [b.text for b in frame.highlighted()]

    def choose(self, hands: Hands, words: str, timeout: float = 4.0) -> bool:
        """In a menu on the TV, turn ``hands``' LEFT wheel until ``words`` is the highlighted line, then
        press LOCK; False if it never was."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            frame = self.recorder.latest()
            if frame is not None and words in self.highlighted(frame):
                hands.press()
                return True
            before = self.recorder.count()
            hands.turn("left", 1)
            self.wait_frame(lambda f: True, 0.5, before)
        return False

    # ---- the pause ------------------------------------------------------------------------------
    def open_pause(self, seat: str) -> Frame | None:
        """The pause gesture of ``seat`` (a double press of LOCK, host/screen/controls.py); the first frame
        showing the pause menu ("Go on"), or None."""
        start = self.recorder.count()
        self.hands[seat].double_press()
        return self.wait_frame(self._pause_shown, PAUSE_SHOWN_S, start)

    @staticmethod
    def _pause_shown(frame: Frame | None) -> bool:
        return frame is not None and any(b.text.strip() == "Go on" for b in frame.boxes)

    def pause_and_go_on(self, seat: str, moment: str) -> None:
        """Open the pause from ``seat`` at ``moment``, then choose "Go on": the menu must close."""
        with self.menu():
            self.pause_now(seat, moment)

    def pause_now(self, seat: str, moment: str) -> None:
        """:meth:`pause_and_go_on` with the table's attention already held (:meth:`menu`)."""
        step = getattr(self.session(), "step", None)
        start = self.recorder.count()
        self.note(f"{seat} opens the pause {moment}")
        shown = self.open_pause(seat)
        self.note(f"pause shown: {shown is not None}")
        record = {"seat": seat, "moment": moment, "step": step, "opened": shown is not None}
        self.facts["pauses"].append(record)
        if shown is None:
            seen = self.recorder.since(start)
            overlays = sorted({o for f in seen for o in f.overlays})
            self.find("pause", f"{seat} pressed LOCK twice {moment} (step {step}) and no pause "
                      f"menu opened (overlays drawn meanwhile: {overlays or 'none'}; last frame: "
                      f"{checks.summary(seen[-1].visible() if seen else [], 8)})")
            self.until(lambda: not self.recorder.latest().overlays, 2)
            return
        if self.plan.shots and not any("pause" in s for s in self.facts["shots"]):
            self.shot("pause")
        before = self.recorder.count()            # the menu closes on LOCK going down, drawn at once:
        if not self.choose(self.hands[seat], "Go on"):       # before the finger is up again
            self.find("pause", f"{seat}: 'Go on' was never the highlighted line of the pause menu")
            return
        closed = self.wait_frame(lambda f: not self._pause_shown(f) and not f.overlays, 2.0, before)
        record["went_on"] = closed is not None
        if closed is None:
            self.find("pause", f"{seat}: 'Go on' was chosen {moment} and the pause menu stayed")

    # ---- the peek -------------------------------------------------------------------------------
    def peek(self, seat: str, lines: list[str]) -> None:
        """``seat`` holds LOCK for its private view; the view (``lines``) must follow the curtain within
        :data:`PEEK_VIEW_S`. A person whose moment passed before the finger went down (the step closed:
        nothing private any more) peeks later; one who sees no curtain lets go before the hold becomes the
        pause (:data:`~host.screen.controls.HOLD_PAUSE_S`)."""
        with self.menu():
            self.peek_now(seat, lines)

    def peek_now(self, seat: str, lines: list[str]) -> None:
        """:meth:`peek` with the table's attention already held (:meth:`menu`)."""
        start = self.recorder.count()
        hands = self.hands[seat]
        self.note(f"{seat} holds LOCK to peek at {lines!r}")
        hands.apart()
        controls = self.app.controls if self.app is not None else None
        step = self.session().step if self.session() is not None else None
        if controls is None or controls.channels.peek_lines(seat) != lines:
            self.peeks.append(seat)
            self.note(f"{seat}'s private view changed before it held LOCK; it peeks again later")
            return
        expected = [" ".join(ln.split()) for ln in lines]

        def curtain_up(f: Frame) -> bool:
            return any("Peek" in o for o in f.overlays)

        with self.clock.baton():                     # the table's time moves with the finger on LOCK
            hands.down()
            since = self.clock.now()
            curtain = self.wait_frame(curtain_up, 0, start)
            while curtain is None and self.clock.now() - since < HOLD_PAUSE_S - 0.3:
                self.clock.advance(1 / 30, self.wake)
                curtain = self.wait_frame(curtain_up, 0, start)
            view = None
            if curtain is not None:
                def shows(f: Frame) -> bool:
                    return curtain_up(f) and all(e in f.joined() for e in expected)
                view = self.wait_frame(shows, 0, curtain.index)
                while view is None and self.clock.now() - curtain.t <= PEEK_VIEW_S + 1.0:
                    self.clock.advance(1 / 30, self.wake)
                    view = self.wait_frame(shows, 0, curtain.index)
                if view is not None and self.plan.shots and not any("peek" in s for s in self.facts["shots"]):
                    self.shot("peek")
            hands.up()
        record = {"seat": seat, "curtain": curtain is not None,
                  "view_after_s": round(view.t - curtain.t, 3) if view is not None and curtain else None}
        self.facts["peeks"].append(record)
        controls = self.app.controls if self.app is not None else None
        now = self.session()
        gone = (controls is None or controls.channels.peek_lines(seat) is None
                or now is None or now.step != step)
        if curtain is None and gone and self.facts["peeks"].count(record) < 3:
            self.facts["peeks"].remove(record)
            self.peeks.append(seat)                     # the moment passed under the hold: try again
            self.note(f"{seat}'s private view went away while it held LOCK; it peeks again later")
        elif curtain is None:
            self.find("peek", f"{seat} held LOCK and no curtain was drawn")
        elif view is None or view.t - curtain.t > PEEK_VIEW_S:
            drawn = self.recorder.since(curtain.index)
            peek_frames = [f for f in drawn if any("Peek" in o for o in f.overlays)]
            self.find("peek", f"{seat}'s private view {lines!r} was not drawn within {PEEK_VIEW_S:g} s of "
                      f"the curtain (frames drawn under the peek: {len(peek_frames)}, the last showing "
                      f"{checks.summary(peek_frames[-1].visible() if peek_frames else [], 4)}; view after "
                      f"{record['view_after_s']} s)")
        self.until(lambda: not any("Peek" in o for o in self.recorder.latest().overlays), 2)

    # ---- the lobby ------------------------------------------------------------------------------
    def lobby_value(self, frame: Frame, label: str) -> str | None:
        box = next((b for b in frame.boxes if b.text.strip() == f"{label}:"), None)
        row = frame.same_row(box) if box is not None else []
        return row[0].text if row else None

    def set_line(self, host: str, label: str, value: str) -> None:
        """The host turns LEFT to the lobby line ``label`` and CENTRE until it reads ``value``."""
        hands = self.hands[host]
        for _ in range(40):
            frame = self.recorder.latest()
            if frame is None:
                break
            chosen = [t for t in self.highlighted(frame) if t.endswith(":")]
            before = self.recorder.count()
            if f"{label}:" not in chosen:
                hands.turn("left", 1)
            elif self.lobby_value(frame, label) != value:
                hands.turn("centre", 1)
            else:
                return
            self.wait_frame(lambda f: True, 0.5, before)
        self.find("lobby", f"{host} could not set the lobby line {label!r} to {value!r} with its wheels")

    def join_and_start(self) -> bool:
        """Every player joins with LOCK (the first is the host and sets the lobby lines first), then every
        player presses LOCK when ready; True once the game's screen is up."""
        players = self.plan.players
        everyone = self.wait_frame(lambda f: f.scene == "lobby" and all(
            c.capitalize() in f.joined() for c in players + self.plan.spares) and "join" in f.joined(), 15, 0)
        if everyone is None:
            self.find("lobby", "the lobby never named every controller to join")
            return False
        host = players[0]
        self.note("everyone named in the lobby; the host joins")
        self.hands[host].press()
        for label, value in self.plan.lobby:
            self.set_line(host, label, value)
        for c in players[1:]:
            self.hands[c].press()
        self.until(lambda: all(s.colour in players for s in self.scene().seats)
                   and len(self.scene().seats) == len(players), 3)
        self.note(f"seats: {[(s.colour, s.kind) for s in self.scene().seats]}; everyone presses LOCK when ready")
        for c in players:
            self.hands[c].press()
        started = self.until(lambda: self.session() is not None, 10)
        self.note(f"game started: {started}")
        return started


def booted(boards: list[Any], timeout: float = 60.0) -> None:
    """Wait until every board has booted its firmware and answers a hello (people plug their controllers in
    and see them light up before they sit down); a board that never answers fails the table."""
    end = time.monotonic() + timeout
    for b in boards:
        while probe(b.path, timeout=1.0).hello is None:
            if time.monotonic() > end:
                raise AssertionError(f"the emulated {b.colour} board did not boot within {timeout:g} s")
            time.sleep(0.05)


def board_names(colours: list[str]) -> str:
    return ", ".join(c.capitalize() for c in colours)


class Person:
    """One board's person during the game: waits to be told, answers as the heuristic bot would (through the
    wheel codec), presses LOCK; opens the pause or peeks when the plan asks this seat to."""

    def __init__(self, table: Table, colour: str) -> None:
        self.table = table
        self.colour = colour
        self.hands = table.hands[colour]
        self.game = get_game(table.plan.game)
        self.bot = self.game.make_bot("heuristic")
        self.tries: dict[int, int] = {}
        self.told: set[int] = set()
        self.untold: set[int] = set()
        self._said = False

    def entry(self, session: Any) -> dict[str, Any] | None:
        return next((e for e in session.status()["prompted"] if e["controller"] == self.colour), None)

    def due(self, moment: str, step: int, remove: bool = True) -> str | None:
        """A pause the plan asks this seat to open at ``moment`` now (removed from the plan unless
        ``remove`` is False)."""
        for p in self.table.pauses:
            if p[0] == moment and p[1] == self.colour and step >= p[2]:
                if remove:
                    self.table.pauses.remove(p)
                return moment
        return None

    def settled(self) -> bool:
        """The screen has caught up with the game: no step is being shown, nothing waits for a LOCK."""
        scene = self.table.scene()
        frame = self.table.recorder.latest()
        return (scene is not None and not getattr(scene, "beats", None) and not getattr(scene, "holding", False)
                and frame is not None and not frame.overlays and not self.table.in_menu())

    def run(self) -> None:
        try:
            self._play()
        except Exception:  # noqa: BLE001 - a person's failure is a finding, the others play on
            self.table.find("story", f"{self.colour}: {traceback.format_exc(limit=5)}")

    def _play(self) -> None:
        t = self.table
        while not t.done.is_set():
            session = t.session()
            scene = t.scene()
            if session is None or scene is None or scene.name not in checks.GAME_SCENES:
                time.sleep(0.05)
                continue
            step = session.step
            if getattr(scene, "beats", None) and not scene.holding and self.due("animation", step, remove=False):
                with t.menu(), t.clock.baton():         # the animation stands still from here on
                    if scene.beats and not scene.holding and self.due("animation", step):
                        t.pause_now(self.colour, "during an animation")
                continue
            e = self.entry(session)
            if e is None:
                time.sleep(0.03)
                continue
            if e["locked"]:
                if self.due("locked", step) and any(not x["locked"] for x in session.status()["prompted"]):
                    t.pause_and_go_on(self.colour, "after locking in")
                elif self.colour in t.peeks and self.private_lines() and any(
                        not x["locked"] for x in session.status()["prompted"]):
                    t.peeks.remove(self.colour)
                    t.peek(self.colour, self.private_lines() or [])
                time.sleep(0.03)
                continue
            if not self.wait_told(e, step):
                self.table.note(f"{self.colour}: step {step} passed before the TV told it")
                continue
            if self.due("owes", step):
                t.pause_and_go_on(self.colour, "while it owed input")
                continue
            if self.colour in t.peeks and self.private_lines():
                t.peeks.remove(self.colour)
                t.peek(self.colour, self.private_lines() or [])
                continue
            if (self.colour in t.peeks or self.due("locked", step, remove=False)) and self.answer_then(session, step):
                continue
            self.answer(session, step)

    def answer_then(self, session: Any, step: int) -> bool:
        """Lock in while another seat is still thinking, then open the pause the plan asks for after
        locking in, or peek at what it locked in (the others hold still meanwhile: :meth:`Table.menu`);
        False if nobody else is left to think (it answers as usual)."""
        t = self.table
        with t.menu():
            others = [x for x in session.status()["prompted"] if x["controller"] != self.colour and not x["locked"]]
            if not others or session.step != step:
                return False
            self.answer(session, step, acting=False)
            if session.step != step or not (self.entry(session) or {}).get("locked"):
                return True
            if self.due("locked", step):
                t.pause_now(self.colour, "after locking in")
            elif self.colour in t.peeks and self.private_lines():
                t.peeks.remove(self.colour)
                t.peek_now(self.colour, self.private_lines() or [])
        return True

    def private_lines(self) -> list[str] | None:
        controls = self.table.app.controls if self.table.app is not None else None
        return controls.channels.peek_lines(self.colour) if controls is not None else None

    def wait_told(self, e: dict[str, Any], step: int) -> bool:
        """Wait for the TV to tell this seat what to do (True), or give up after :data:`TELL_S` of a settled
        screen (a finding; True too: the person asks the table and plays on)."""
        if step in self.told or step in self.untold:
            return True
        t = self.table
        start = max(0, t.recorder.count() - 1)         # what the TV shows now counts: it stays on screen
        settled_at = None
        while not t.done.is_set():
            frame = t.wait_frame(lambda f: f.step == step and checks.told_for(f, e["seat"], self.colour), 0.1,
                                 start)
            if frame is not None:
                self.told.add(step)
                return True
            if self.settled():
                settled_at = settled_at or time.monotonic()
                if time.monotonic() - settled_at > TELL_S:
                    last = t.recorder.latest()
                    t.find("told", f"step {step}: {self.colour} owed input ({e['rule']}) and the TV never told it "
                           f"what to do; on the TV: {checks.summary(last.visible() if last else [], 40)}")
                    self.untold.add(step)
                    return True
            else:
                settled_at = None
                if not self._said and t.recorder.count() - start > 0:
                    scene, last = t.scene(), t.recorder.latest()
                    self._said = True
                    t.note(f"{self.colour} waits: beats={len(getattr(scene, 'beats', ()))} holding="
                           f"{getattr(scene, 'holding', None)} overlays={last.overlays if last else None} "
                           f"menu={t.in_menu()} frames={t.recorder.count()}")
            session = t.session()
            if session is None or session.step != step:
                return False
        return False

    def answer(self, session: Any, step: int, acting: bool = True) -> None:
        prompt = session.prompts().get(self.colour)
        if prompt is None:
            return
        tries = self.tries.get(step, 0)
        self.tries[step] = tries + 1
        if tries > 4:
            time.sleep(0.05)
            return
        view = self.game.observe(session.state, prompt.seat)
        values = self.bot.act(view, prompt, decision_rng(self.table.plan.seed + tries, step, self.colour))
        self.table.note(f"{self.colour} dials {values} (try {tries})")
        with self.table.acting() if acting else nullcontext():
            for wheel, face in encode(prompt, values).items():
                self.hands.dial(wheel, face)
            self.hands.press()
        self.table.until(lambda: session.step != step or (self.entry(session) or {}).get("locked", True), 1.5)


def play_to_results(table: Table, stop: Callable[[], bool] = lambda: False) -> bool:
    """The people play until the results screen, or until ``stop()`` (pressing LOCK where the screen waits
    for the table); True if the results came."""
    people = [Person(table, c) for c in table.plan.players + table.plan.spares]
    threads = [threading.Thread(target=p.run, name=f"person-{p.colour}", daemon=True) for p in people]
    for th in threads:
        th.start()
    reached = False
    quiet_since: float | None = None
    end = time.monotonic() + table.plan.deadline_s
    while time.monotonic() < end and not table.done.is_set():
        scene = table.scene()
        if scene is not None and scene.name == "results":
            reached = True
            break
        if stop():
            break
        if scene is not None and getattr(scene, "holding", False):
            quiet_since = quiet_since or time.monotonic()
            if time.monotonic() - quiet_since > 0.4:
                for c in table.plan.players:
                    with table.acting():
                        table.hands[c].press()
                    if not getattr(table.scene(), "holding", False):
                        break
                quiet_since = None
        else:
            quiet_since = None
        time.sleep(0.05)
    table.facts["not tried"] = [*table.pauses, *table.peeks]      # the plan's moments that never came
    return reached


def all_findings(table: Table) -> dict[str, list[str]]:
    """The run's findings, with the frame checks over the whole draw log added."""
    frames = table.recorder.since(0)
    found = {k: list(v) for k, v in table.findings.items()}
    junk = [f"{kind}: {s!r} ({f.scene})" for f in frames for kind, s in checks.junk(f)]
    if junk:
        found["developer text"] = [checks.summary(junk, 8)]
    heads = [(f, checks.headline_problem(f)) for f in frames]
    bad = [(f, p) for f, p in heads if p]
    games = sum(1 for f in frames if checks.is_game_frame(f))
    if bad:
        empty = sum(1 for _, p in bad if p == "empty")
        cut = [p for _, p in bad if p != "empty"]
        found["headline"] = [f"{empty} of {games} game frames have no headline (first at frame {bad[0][0].index},"
                             f" step {bad[0][0].step})" if empty else "",
                             f"cut headlines: {checks.summary(cut, 4)}" if cut else ""]
        found["headline"] = [x for x in found["headline"] if x]
    return found


def report(found: dict[str, list[str]]) -> str:
    return "\n".join(f"- {check}: " + "\n    ".join(items) for check, items in found.items())


def lobby_holds(table: Table, colours: list[str]) -> None:
    """The lobby has every one of ``colours`` as a controller: each board not seated yet joins with LOCK, and
    then the lobby asks every one of them to press LOCK when ready."""
    def named(f: Frame) -> bool:
        return f.scene == "lobby" and all(c.capitalize() in f.joined() for c in colours)
    first = table.wait_frame(named, 5.0, 0)
    if first is None:
        last = table.recorder.latest()
        table.find("lobby", f"the lobby after End the game does not name {board_names(colours)}; on the TV: "
                   f"{checks.summary(last.visible() if last else [], 30)}")
        return
    scene = table.scene()
    seated = {s.colour for s in getattr(scene, "seats", []) if s.kind == "controller"}
    table.facts["seated after End the game"] = sorted(seated)
    for c in colours:
        if c not in seated:
            table.hands[c].press()
    ready = table.wait_frame(lambda f: f.scene == "lobby" and any(
        b.text.startswith("Press LOCK when ready") and all(c.capitalize() in b.text for c in colours)
        for b in f.boxes), 4.0, first.index)
    if ready is None:
        last = table.recorder.latest()
        table.find("lobby", f"after End the game and a LOCK from each board the lobby does not seat "
                   f"{board_names(colours)}; on the TV: {checks.summary(last.visible() if last else [], 30)}")
