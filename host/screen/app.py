"""The console window and its main loop (docs/architecture.md §3): ``run_console(args, session=None)``.

- Full screen by default on the display the program starts on (``--windowed`` opens a resizable
  1280×720 window; the choice, and F11's, is remembered through :mod:`host.settings`). Scenes lay out on a
  logical 1280×720 frame and :mod:`host.screen.draw` renders at the window's real resolution (coordinates
  and font sizes scaled, letterboxed when the screen is not 16:9), so text is sharp at 720p, 1080p and 4K.
  Full screen is the desktop mode at position (0, 0), so without a window manager nothing is off-screen.
- A small scene manager (lobby → the game's scene from :mod:`host.screen.games` → results; controller test) with
overlays (pause, rules help).
- Device events become intents in ONE place (:mod:`host.screen.intents`); the controllers' wheels and LOCK
  buttons become intents too (:mod:`host.screen.controls`: turn, press, release, hold), so the lobby, the
  menus and the results are driven from the controllers as well as from the keyboard (docs/architecture.md §11). While
  a game runs, :class:`host.screen.game_controls.GameControls` turns a held LOCK into the TV peek and a
  double press of LOCK into the pause menu, and feeds the seats' private channels.
- The loop sleeps while idle (controller threads wake it at once through ``Session.on_wake``, which posts
  a custom pygame event and sets a ``threading.Event``; see :meth:`App.wait_events` for why it does not
  sit in ``pygame.event.wait``); it caps frames at 60 fps only while a scene animates.
- A frame is drawn when something marked it dirty, while a scene animates, and when something on screen
  changes with time by itself: after every frame the app asks the scene and the overlays when what they
  just drew next changes (``next_change()``: the peek's curtain giving way to the private view, a notice
  or the error bar expiring) and sleeps until the earliest, then draws (:meth:`App.next_change`).
- The clock is injectable (``App(args, clock=...)``, :mod:`host.screen.clock`): every time the loop,
  the table scene and the overlays read, and every sleep, goes through it, so a test or an acceptance
  harness runs this same loop on a :class:`~host.screen.clock.ManualClock` or a faster wall clock.
- No display (including SDL's silent fall-back to an off-screen driver): the commands check first with
  :func:`host.screen.display.display_problem` and play headless; ``run_console`` itself says so in one line
  and exits 2. ``--json``: the result is printed when the game ends and the results close after
  ``RESULTS_LINGER_S``, never waiting for a key. An unexpected error is a notice on screen (details in a
  log file), never a traceback.

Environment (for tests, benchmarks and demos): ``EIGHTBIT_AUTOPLAY=1`` starts from the lobby as soon as the
seats are ready, plays fast, and quits at the results; ``EIGHTBIT_SCREENSHOT=file.png`` saves the window at
the end of the game (and ``file-results.png`` at the results); ``EIGHTBIT_ANIM_SPEED`` speeds animations up;
``EIGHTBIT_STARTUP_PROBE=1`` prints ``lobby-drawn <unix time>`` when the lobby is first on screen and quits;
``EIGHTBIT_MUTE=1`` silences sounds.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import threading
import time
import warnings
from functools import partial
from pathlib import Path
from typing import Any, Callable

import pygame

from host import settings
from host.screen import draw, theme
from host.screen.clock import Clock, WallClock
from host.screen.games import screen_for
from host.screen.display import display_problem, quiet_native_stderr
from host.screen.controls import ControllerWatch
from host.screen.game_controls import GameControls
from host.screen.intents import STOP, WAKE, Intent, translate
from host.screen.overlays import HelpOverlay, Overlay, PauseOverlay
from host.screen.scenes.base import Scene
from host.screen.sound import Sounds

FRAME_S = 1 / 60
IDLE_WAIT_MS = 5000
PUMP_S = 0.04
RESULTS_LINGER_S = 15.0


class DisplayUnavailable(Exception):
    """No window can be opened (no X/Wayland display, no framebuffer)."""


def error_log_path() -> Path:
    return settings.data_dir() / "screen-errors.log"


class App:
    """The window, the scene manager and the loop."""

    def __init__(self, args: argparse.Namespace, size: tuple[int, int] | None = None,
                 clock: Clock | None = None) -> None:
        self.args = args
        self.clock: Clock = clock or WallClock()
        self.autoplay = settings.autoplay()
        self.screenshot = settings.screenshot()
        self.startup_probe = settings.startup_probe()
        self.anim_speed = settings.anim_speed(self.autoplay)
        problem = display_problem()
        if problem is not None:
            raise DisplayUnavailable(problem)
        self.fullscreen = size is None and not self._windowed_choice(args)
        self.windowed_size = size or theme.LOGICAL_SIZE
        try:
            pygame.font.init()
            with quiet_native_stderr():
                self.window = self._open(self.fullscreen)
        except pygame.error as exc:
            raise DisplayUnavailable(f"no display available ({exc})") from None
        pygame.display.set_caption("8Bit Box")
        pygame.key.set_repeat(350, 60)
        self._layout()
        self.sounds = Sounds()
        self.running = True
        self.dirty = True
        self.scene: Scene | None = None
        self.overlays: list[Overlay] = []
        self.found: dict[str, Any] = {}
        self.searched = False
        self.games_started = 0
        self.start_notice = ""
        self.error: tuple[str, float] | None = None
        self.quit_at: float | None = None
        self._wake_pending = False
        self._thread_wake = threading.Event()
        self._last_frame = 0.0
        self._redraw_at: float | None = None
        self.frames = 0
        self.exit_status = 0
        self.on_frame: Callable[[], None] | None = None
        self.watch = ControllerWatch(self.post_wake)
        self.controls: GameControls | None = None
        self.phones: Any = None           # host.phones.lobby.ConsolePhones with --phones

    # ---- window ------------------------------------------------------------------------------
    @staticmethod
    def _windowed_choice(args: argparse.Namespace) -> bool:
        """``--windowed`` / ``--fullscreen`` when given (and remembered), else the remembered choice."""
        if getattr(args, "windowed", False) or getattr(args, "fullscreen", False):
            settings.remember_windowed(bool(getattr(args, "windowed", False)))
            return bool(getattr(args, "windowed", False))
        return settings.windowed()

    def _open(self, fullscreen: bool) -> pygame.Surface:
        """A resizable window, or full screen at the desktop size: on display 0 at start (where SDL puts a
        new window), on the window's own display when F11 is pressed (SDL keeps the window's display)."""
        if not fullscreen:
            return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if pygame.display.get_surface() is not None:
            try:
                with warnings.catch_warnings():      # from_display_module is deprecated, but set_mode has
                    warnings.simplefilter("ignore", DeprecationWarning)   # no "stay on this display" flag
                    pygame.Window.from_display_module().set_fullscreen(True)
                shown = pygame.display.get_surface()
                if shown is not None:
                    return shown
            except (AttributeError, pygame.error):
                pass
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)

    def _layout(self) -> None:
        self.window = pygame.display.get_surface() or self.window
        draw.set_view(self.window.get_size())
        self.window.fill((0, 0, 0))

    def toggle_fullscreen(self) -> None:
        try:
            if not self.fullscreen:
                self.windowed_size = self.window.get_size()
            self.window = self._open(not self.fullscreen)
            self.fullscreen = not self.fullscreen
            settings.remember_windowed(not self.fullscreen)
        except pygame.error as exc:
            self.show_error(f"fullscreen is not available here ({exc})")
        self._layout()
        self.dirty = True

    def present(self) -> None:
        """Draw the scene and overlays at the window's real resolution."""
        draw.clear_log()
        target = self.window
        target.fill(theme.BG)
        if self.scene is not None:
            self.scene.draw(target)
        for ov in self.overlays:
            ov.draw(target)
        if self.error:
            bar = pygame.Rect(0, 0, theme.LOGICAL_SIZE[0], 44)
            draw.cover(bar)
            draw.rect(target, (90, 10, 10), bar)
            draw.text(target, draw.cut(self.error[0], theme.LOGICAL_SIZE[0] - 24, theme.SIZE_SMALL), (12, 8), theme.SIZE_SMALL,
                      theme.TEXT)
        pygame.display.flip()
        self.frames += 1
        self._redraw_at = self.next_change()
        if self.on_frame is not None:
            self.on_frame()

    def next_change(self) -> float | None:
        """When what is on screen now next changes by itself (the earliest ``next_change()`` of the scene and
        the overlays, the error bar's end), or None: the loop draws a frame then without being asked."""
        changes = [self.scene.next_change() if self.scene is not None else None,
                   *(o.next_change() for o in self.overlays), self.error[1] if self.error else None]
        now = self.now()
        due = [t for t in changes if t is not None and t > now]
        return min(due) if due else None

    # ---- services for scenes -----------------------------------------------------------------
    def now(self) -> float:
        """The loop's clock (monotonic seconds): scenes and overlays read the time here."""
        return self.clock.now()

    def request_redraw(self) -> None:
        self.dirty = True

    def post_event(self, event: pygame.event.Event) -> None:
        """Thread-safe: queue an event for the main loop (wakes ``event.wait``)."""
        try:
            pygame.event.post(event)
        except pygame.error:
            pass
        self._thread_wake.set()

    def post_wake(self) -> None:
        """Called from controller threads (``Session.on_wake``): wake the loop once per burst."""
        if not self._wake_pending:
            self._wake_pending = True
            self.post_event(pygame.event.Event(WAKE))

    def push_overlay(self, overlay: Overlay) -> None:
        if isinstance(overlay, PauseOverlay) and self.controls is not None:
            overlay.controls = self.controls
        self.overlays.append(overlay)
        self.dirty = True

    def show_error(self, text: str, seconds: float = 12.0) -> None:
        self.error = (text, self.now() + seconds)
        self.dirty = True

    def next_seed(self) -> int:
        if self.games_started == 0 and self.args.seed is not None:
            return int(self.args.seed)
        return int(time.time() * 1000) % 1_000_000

    def journal_path(self, game: str, seed: int, default: Callable[[str, int], Any]) -> Any:
        if self.games_started == 0 and self.args.journal:
            return self.args.journal
        return default(game, seed)

    def switch(self, scene: Scene) -> None:
        if self.scene is not None:
            self.scene.exit()
        self.overlays = [o for o in self.overlays if isinstance(o, HelpOverlay)]
        self.scene = scene
        scene.enter()
        self.dirty = True

    def to_lobby(self, keep: bool = False) -> None:
        from host.screen.scenes.lobby import LobbyScene
        kept = getattr(self, "_lobby", None) if keep else None
        if kept is not None:
            self.switch(kept)
            return
        self._lobby = LobbyScene(self)
        self.switch(self._lobby)

    def to_controller_test(self) -> None:
        from host.screen.scenes.controller_test import ControllerTestScene
        self.switch(ControllerTestScene(self, {c: ctl for c, ctl in self.found.items()}))

    def watched(self) -> dict[str, Any]:
        """The controllers whose wheels and LOCK the app reads: the game's, else every one found."""
        if self.controls is not None:
            return dict(self.controls.session.controllers)
        return dict(self.found)

    def start_game(self, session: Any, keyboard: dict[str, Any], seed: int) -> None:
        self.games_started += 1
        scene = screen_for(session.game.name).GameScene(self, session, keyboard, seed)
        self.controls = GameControls(self, session)
        self.switch(scene)
        if self.start_notice:
            scene.set_notice(self.start_notice, 12)
            self.start_notice = ""

    def game_finished(self, scene: Any) -> None:
        from host.screen.scenes.lobby import lobby_after
        from host.screen.scenes.results import ResultsScene
        if self.screenshot:
            self.save_screenshot(self.screenshot)
        view = scene.session.game.observe(scene.session.state, None)
        journal = scene.session.journal.path if scene.session.journal is not None else None
        result = scene.session.game.result(scene.session.state) or {}
        scene.close()
        self.controls = None
        self._lobby = lobby_after(self, scene.session)      # same table again keeps every seat
        self.switch(ResultsScene(self, view, str(journal) if journal else None))
        if self.autoplay:
            self.quit_at = self.now() + 0.6
        elif getattr(self.args, "json", False):
            # a script asked for the result: print it and close after a look, never waiting for a key
            from host.headless import print_result
            print_result(result, int(getattr(scene, "seed", 0) or self.args.seed or 0))
            self.quit_at = self.now() + RESULTS_LINGER_S

    def leave_game(self, scene: Any) -> None:
        """End the game: back to the lobby with the table's seats and controllers (``lobby_after``)."""
        from host.screen.scenes.lobby import lobby_after
        scene.close()
        self.controls = None
        self._lobby = lobby_after(self, scene.session)
        self.to_lobby(keep=True)

    def quit(self) -> None:
        self.running = False

    def save_screenshot(self, path: str) -> None:
        """Save what the window shows now (the real window surface)."""
        self.present()
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.window, path)
        except (pygame.error, OSError) as exc:
            print(f"eightbit play: cannot save the screenshot {path} ({exc})", file=sys.stderr)

    # ---- intents -----------------------------------------------------------------------------
    def dispatch(self, intent: Intent) -> None:
        k = intent.kind
        if k == "quit":
            self.running = False
            return
        if k == "fullscreen":
            self.toggle_fullscreen()
            return
        if k in ("resize", "redraw"):
            if k == "resize":
                self._layout()
            self.dirty = True
            return
        if k == "wake":
            self._wake_pending = False
        if k == "discovered" and intent.value[1] is None:      # a phone took a seat: the app keeps it
            for colour, controller in intent.value[0].items():
                self.found.setdefault(colour, controller)
        if (k in ("hold", "release", "double") or intent == Intent("letter", "p")) and self.controls is not None \
                and self.controls.handle(intent):
            return
        if self.overlays:
            top = self.overlays[-1]
            used = top.handle(intent)
            if top.closed:
                self.overlays.remove(top)
                self.dirty = True
                if getattr(top, "leave", False) and self.scene is not None:
                    self.scene.handle(Intent("leave"))
            if used:
                self.dirty = True
                return
        if k == "help":
            session = getattr(self.scene, "session", None)
            self.push_overlay(HelpOverlay(session.game.name if session is not None else self.args.game))
            return
        if self.scene is not None:
            self.scene.handle(intent)

    def _guard(self, what: str, fn: Callable[[], Any]) -> None:
        """Run a scene call; an unexpected error becomes an on-screen notice and a log entry."""
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - never a traceback for the people at the table
            import traceback
            path = error_log_path()
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                with path.open("a", encoding="utf-8") as f:
                    f.write(f"--- {time.ctime()} during {what}\n{traceback.format_exc()}\n")
            except OSError:
                pass
            self.show_error(f"Something went wrong ({type(exc).__name__}: {exc}). Details: {path}")

    # ---- the loop ----------------------------------------------------------------------------
    def frozen(self) -> bool:
        return any(o.freezes for o in self.overlays)

    def timeout_ms(self, now: float) -> int:
        """How long the loop may sleep: a frame while animating, else until the next deadline."""
        scene = self.scene
        if self.dirty:
            return 1
        if scene is not None and scene.animating and not self.frozen():
            return max(1, int((self._last_frame + FRAME_S - now) * 1000))
        deadlines = [d for d in (scene.next_deadline() if scene else None, self.quit_at, self._redraw_at,
                                 self.error[1] if self.error else None, self.watch.next_deadline(),
                                 *(o.next_deadline() for o in self.overlays)) if d is not None]
        if not deadlines:
            return IDLE_WAIT_MS
        return max(1, min(IDLE_WAIT_MS, int((min(deadlines) - now) * 1000) + 1))

    def wait_events(self, timeout_ms: int) -> list[pygame.event.Event]:
        """Sleep until an event or ``timeout_ms``. SDL's own wait (``pygame.event.wait(timeout)``) polls
        every millisecond inside SDL (≈2.5–3 % of a core measured on x11 and dummy), so the loop sleeps on
        a Python ``threading.Event`` that controller threads set (``post_wake``/``post_event``) and pumps
        SDL every ``PUMP_S`` for keys and window events: controller wake-ups are immediate, keys are seen
        within 40 ms, and the idle loop costs well under 1 %."""
        end = self.now() + timeout_ms / 1000
        while True:
            left = end - self.now()
            if left <= 0:
                return pygame.event.get()
            if self.clock.wait(self._thread_wake, min(left, PUMP_S)):
                self._thread_wake.clear()
            events = pygame.event.get()
            if events:
                return events

    def tick(self, wait: bool = True, until: float | None = None) -> None:
        """One pass of the loop: wait for input or a deadline (never past the clock time ``until``, for a
        test or harness that acts at a given moment), dispatch intents, update, draw."""
        now = self.now()
        timeout = self.timeout_ms(now) if wait else 0
        if timeout and until is not None:
            timeout = min(timeout, max(1, math.ceil((until - now) * 1000))) if until > now else 0
        events = pygame.event.get()
        if timeout > 0 and not events:
            events = self.wait_events(timeout)
        for ev in events:
            for intent in translate(ev):
                self._guard("input", partial(self.dispatch, intent))
        now = self.now()
        self.watch.watch(self.watched())
        for intent in self.watch.poll(now):
            self._guard("controller", partial(self.dispatch, intent))
        if self.error and now >= self.error[1]:
            self.error = None
            self.dirty = True
        if self.quit_at is not None and now >= self.quit_at:
            if self.screenshot and self.scene is not None and self.scene.name == "results":
                base, ext = os.path.splitext(self.screenshot)
                self.save_screenshot(f"{base}-results{ext or '.png'}")
            self.running = False
            return
        scene = self.scene
        if scene is not None and not self.frozen():
            self._guard("update", lambda: scene.update(now))
        if self.controls is not None:
            self._guard("controls", self.controls.update)
        if any(o.closed for o in self.overlays):      # closed by the scene (a controller came back)
            self.overlays = [o for o in self.overlays if not o.closed]
            self.dirty = True
        if self._redraw_at is not None and now >= self._redraw_at:
            self.dirty = True                     # something on screen changed by itself (a curtain, a notice)
        animating = scene is not None and scene.animating and not self.frozen()
        if self.dirty or (animating and now - self._last_frame >= FRAME_S * 0.9):
            self._guard("draw", self.present)
            self.dirty = False
            self._last_frame = now
            if self.startup_probe and scene is not None and scene.name == "lobby":
                print(f"lobby-drawn {time.time():.4f}", flush=True)
                self.running = False

    def start_phones(self) -> None:
        """With ``--phones``: the phone server (docs/phones.md); a page that takes a seat shows in the lobby as a
        controller found (a ``DISCOVERED`` event whose problems are None: no search ended)."""
        if getattr(self.args, "phones", None) is None or self.phones is not None:
            return
        from host.phones.lobby import ConsolePhones
        from host.screen.intents import DISCOVERED

        def held() -> list[str]:            # colours a controller has (a bot's seat is free for a phone)
            return list(self.found)

        def found(seat: Any) -> None:
            self.post_event(pygame.event.Event(DISCOVERED, controllers={seat.colour: seat.controller}, problems=None))
        self.phones = ConsolePhones(self.args, held, found, getattr(self.args, "phone_server", None))
        self.phones.start()

    def run(self, session: Any = None, seconds: float | None = None) -> int:
        """Run until quit (or for ``seconds``, for benchmarks); returns the exit status."""
        self.start_phones()
        if self.scene is None:
            if session is not None:
                from hal.simulated import SimulatedController
                from host.seats import BOT
                # a resumed game: its simulated controllers are keyboard seats (or the 3-player extra Bug)
                keyboard = {k: c for k, c in session.controllers.items() if isinstance(c, SimulatedController)
                            and (k not in session.plans or session.plans[k].kind != BOT)}
                self.games_started += 1
                self.controls = GameControls(self, session)
                self.switch(screen_for(session.game.name).GameScene(self, session, keyboard, 0))
            else:
                self.to_lobby()
        if seconds is not None:
            pygame.time.set_timer(pygame.event.Event(STOP), int(seconds * 1000), loops=1)
        self.running = True
        while self.running:
            self.tick()
        return self.exit_status

    def close(self) -> None:
        scene = self.scene
        self.watch.close()
        if self.phones is not None:
            self.phones.close()
        if scene is not None:
            scene.exit()
            close = getattr(scene, "close", None)
            if close is not None:
                close()
        for c in self.found.values():
            try:
                c.close()
            except Exception:  # noqa: BLE001 - closing ports at exit must not raise
                pass
        theme.forget_fonts()
        draw.forget_cache()
        pygame.quit()


def run_console(args: argparse.Namespace, session: Any = None) -> int:
    """``eightbit play`` with a screen: lobby → game → results; or straight into ``session`` (resume)."""
    try:
        app = App(args)
    except DisplayUnavailable as exc:
        print(f"eightbit play: {exc}; use --headless", file=sys.stderr)
        return 2
    try:
        return app.run(session)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - one line, never a traceback (docs/architecture.md §3)
        print(f"eightbit play: the screen stopped ({type(exc).__name__}: {exc})", file=sys.stderr)
        return 1
    finally:
        app.close()
