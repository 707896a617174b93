"""The lobby (CON-01, CON-02, CON-09, CON-10, CON-14): seats with colour AND letter, controllers found by a
discovery thread (the window opens at once), bots and keyboard players added or removed, game, variant and
player count chosen, then ``host.table.start_session`` with a journal path.

Driven from the controllers (docs/architecture.md §11), with the keyboard as a convenience:

- a controller found joins by pressing its LOCK (until then its LED blinks; joined, it shows its seat
  colour); it takes its seat without moving anyone (the bot seat of its colour, else a free seat, else the
  last bot's);
- the first controller that joined (the *host*) sets the table with its wheels: the LEFT wheel picks a line
  (game, players, the game's lobby options from its declaration, the oldest player), the CENTRE wheel
  changes it; a change makes everyone confirm again;
- every joined controller presses LOCK when ready (again to take it back); when every controller seat is
  ready and the player count fits, the game starts;
- the oldest player (CON-10) is one of those lines: the host sets it for the table.

When no controller is found and ``--sim`` was not given, the lobby says so plainly and offers simulated
players (S fills the empty seats with bots). Seat order is the clockwise seating order (CON-09); the seat
marked *oldest* is the oldest player (CON-10), whose role the game names in its ``oldest`` option.
"""
from __future__ import annotations

import argparse
import random
import re
import threading
from dataclasses import dataclass
from typing import Any

import pygame

from games.core.faces import COLOURS
from games.core.options import Option
from games.registry import GAMES, get_game
from hal.controller import Controller, LedState
from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.games import SCREENS
from host.screen.intents import DISCOVERED, Intent
from host.screen.overlays import ConfirmOverlay
from host.screen.scenes.base import Scene
from host.options import count_words
from host.seats import BOT, CONTROLLER, KEYBOARD, SeatPlan
from host.table import table_size

def playable() -> list[str]:
    """The games the lobby offers, in the console's order (each game's declared ``order``; G and the Game line
    go through them so): registered games that have a console screen."""
    return [g for g in GAMES if g in SCREENS]


@dataclass
class SeatDraft:
    colour: str
    kind: str                       # controller | bot | keyboard
    controller: Controller | None = None
    ready: bool = False             # a controller seat has pressed LOCK to start


GAME, PLAYERS, OLDEST = "game", "players", "oldest"
KEYBOARD_INTENTS = frozenset({"symbol", "direction", "digit", "delete", "confirm", "letter"})
"""Intents only a keyboard sends: once one arrives, the lobby's lines show their keys."""
SEAT_STEP, SEAT_HEIGHT = 68, 64
"""A seat row's pitch and height: its frame clears the descenders of both its lines."""


def discover_in_background(args: argparse.Namespace, post: Any, held: tuple[str, ...] = ()) -> threading.Thread:
    """Run ``host.table.find_controllers`` in a thread and post ``DISCOVERED`` with what it found; the ports
    in ``held`` (controllers the lobby already has) are left alone."""
    def work() -> None:
        found: dict[str, Controller] = {}
        problems: list[str] = []
        try:
            from host.table import find_controllers
            result = find_controllers(list(args.controllers or []), not args.no_usb, args.players or 4, held=held)
            found, problems = result.controllers, result.problems
        except Exception as exc:  # noqa: BLE001 - discovery trouble is shown, not raised
            problems.append(f"controller search failed: {exc}")
        post(pygame.event.Event(DISCOVERED, controllers=found, problems=problems))
    t = threading.Thread(target=work, name="discovery", daemon=True)
    t.start()
    return t


_PATH = re.compile(r"(?:[\w.~-]*/)+([^\s/:]+)")


def port_words(problem: str) -> str:
    """A discovery problem as the TV shows it: a port by its own name ("ttyACM0: no controller answered"),
    never its folders — a path is developer text (the terminal and the log keep it whole)."""
    return _PATH.sub(r"\1", problem)


def lobby_after(app: Any, session: Any) -> "LobbyScene":
    """The lobby a game leaves behind (finished, or ended from the pause menu), for ``play`` and ``resume``
    alike: the session's controllers are handed to the app (so discovery never opens their ports again and
    the app closes them at exit), and the table's seats are kept for the next game — the lobby the game
    started from, or, for a resumed game that had none, one built from the session's seats: the same
    controllers, bots and keyboard players in the same order (a seat a bot took during the game stays a bot)."""
    real = {c: ctl for c, ctl in session.controllers.items() if not isinstance(ctl, SimulatedController)}
    for colour, controller in real.items():
        app.found.setdefault(colour, controller)
    app.searched = app.searched or bool(real)
    lobby = getattr(app, "_lobby", None)
    if lobby is not None:
        lobby.found.update({c: ctl for c, ctl in real.items() if c not in lobby.found})
        return lobby
    lobby = LobbyScene(app)
    if lobby.game != session.game.name:
        lobby.game = session.game.name
        lobby._reset_settings()
    lobby.seats = []
    for colour, plan in session.plans.items():
        if plan.kind == CONTROLLER and colour in real:
            lobby.seats.append(SeatDraft(colour, CONTROLLER, real[colour]))
            lobby.joined.append(colour)
        else:
            lobby.seats.append(SeatDraft(colour, KEYBOARD if plan.kind == KEYBOARD else BOT))
    return lobby


class LobbyScene(Scene):
    name = "lobby"

    def __init__(self, app: Any, first: bool = True) -> None:
        super().__init__(app)
        args = app.args
        self.args = args
        self.game = args.game
        self.settings: dict[str, Any] = {}
        self._reset_settings()
        self.seats: list[SeatDraft] = []
        self.found: dict[str, Controller] = dict(app.found)
        self.selected = 0
        self.oldest: str | None = getattr(args, "oldest", None)   # a resumed game passes its own options only
        self.discovering = False
        self.searched = bool(self.found) or app.searched
        self.problems: list[str] = []
        self.notice = ""
        self.first = first
        self.autostart_at: float | None = None
        self.joined: list[str] = []       # controllers in the order they joined: the first is the host
        self.row = 0                      # the host's line in the settings menu
        self.keyboard_used = False        # a key was pressed here: the lines show their keys
        if args.sim and not self.seats:
            for _ in range(self.want()):
                self.add_seat(BOT)

    # ---- helpers -----------------------------------------------------------------------------
    def toggles(self) -> list[Option]:
        """The game's options offered in the lobby, each with its key (declared by the game)."""
        return [o for o in get_game(self.game).options if o.lobby]

    def _reset_settings(self) -> None:
        """The lobby's option values: what the command line gave, else each option's default."""
        self.settings = {o.name: getattr(self.args, o.name, None) if getattr(self.args, o.name, None) is not None
                         else o.default for o in self.toggles()}

    def want(self) -> int:
        return self.args.players or table_size(self.game, len(self.found), True)

    def limits(self) -> tuple[int, int]:
        counts = get_game(self.game).player_counts
        return min(counts), max(counts)

    def free_colours(self) -> list[str]:
        used = {s.colour for s in self.seats}
        return [c for c in COLOURS if c not in used]

    def _add(self, colour: str, kind: str, controller: Controller | None = None) -> None:
        self.seats.append(SeatDraft(colour, kind, controller))

    def add_seat(self, kind: str) -> None:
        if len(self.seats) >= self.limits()[1]:
            self.notice = f"{self.game.capitalize()} has at most {self.limits()[1]} players."
            return
        free = [c for c in self.free_colours() if c not in self.found]
        free = free or self.free_colours()
        self._add(free[0], kind)
        self.selected = len(self.seats) - 1
        self.notice = ""

    def remove_selected(self) -> None:
        if self.seats:
            removed = self.seats.pop(self.selected)
            if removed.colour == self.oldest:
                self.oldest = None
            if removed.kind == CONTROLLER and removed.controller is not None:
                removed.controller.set_led(LedState.WAITING)     # back among the controllers waiting to join
            self.selected = max(0, min(self.selected, len(self.seats) - 1))

    def counts_words(self) -> str:
        """The player counts the chosen game allows, as a sentence ("… is for 4 or 6 players.")."""
        return f"{self.game.capitalize()} is for {count_words(get_game(self.game).player_counts)} players."

    def set_count(self, n: int) -> None:
        if n not in get_game(self.game).player_counts:
            self.notice = self.counts_words()
            return
        while len(self.seats) > n:
            idx = max((i for i, s in enumerate(self.seats)), key=lambda i: (self.seats[i].kind == BOT, i))
            self.selected = idx
            self.remove_selected()
        while len(self.seats) < n:
            self.add_seat(BOT)

    def fit_count(self) -> None:
        """After the game changed: the seats become the nearest count it allows (bots come and go first; never
        fewer seats than people sit), or stay as they are when there are no seats yet."""
        counts = get_game(self.game).player_counts
        if not self.seats or len(self.seats) in counts:
            return
        people = sum(1 for s in self.seats if s.kind != BOT)
        fits = [n for n in counts if n >= people] or [max(counts)]
        self.set_count(min(fits, key=lambda n: (abs(n - len(self.seats)), n)))

    def cycle_colour(self, step: int) -> None:
        if not self.seats:
            return
        seat = self.seats[self.selected]
        if seat.kind == CONTROLLER:
            self.notice = "A controller's colour is its own; pick another seat to change colours."
            return
        choices = [c for c in COLOURS if c == seat.colour or c in self.free_colours()]
        i = choices.index(seat.colour)
        new = choices[(i + step) % len(choices)]
        if self.oldest == seat.colour:
            self.oldest = new
        seat.colour = new

    def on_discovered(self, found: dict[str, Controller], problems: list[str] | None) -> None:
        """Controllers found by a search (``problems`` its notices), or a phone that took a seat (None)."""
        if problems is not None:
            self.discovering = False
            self.searched = True
            self.app.searched = True
            self.problems = list(problems)
        for colour, c in found.items():
            if colour in self.found:
                continue
            self.found[colour] = c
            self.app.found[colour] = c
            c.set_led(LedState.WAITING)             # blinks until its LOCK joins it
        if self.app.autoplay:
            self.join_all()

    # ---- controllers joining, choosing and getting ready (docs/architecture.md §11) ----------------------------
    def waiting(self) -> list[str]:
        """Controllers found that have not joined (they blink until their LOCK is pressed)."""
        seated = {s.colour for s in self.seats if s.kind == CONTROLLER}
        return [c for c in self.found if c not in seated]

    def host(self) -> str | None:
        """The controller that sets the table: the first that joined and still sits."""
        seated = {s.colour for s in self.seats if s.kind == CONTROLLER}
        return next((c for c in self.joined if c in seated), None)

    def join(self, colour: str) -> None:
        c = self.found.get(colour)
        if c is None or colour not in self.waiting():
            return
        self.seat_found(colour, c)
        if colour in self.waiting():
            self.notice = f"The table is full: {theme.name(colour)} cannot join (remove a seat first)."
            return
        self.joined = [j for j in self.joined if j != colour] + [colour]
        c.set_led(LedState.COLOUR)
        self.notice = ""

    def join_all(self) -> None:
        for colour in self.waiting():
            self.join(colour)

    def menu(self) -> list[tuple[str, str, str]]:
        """The host's lines: (key, name, value shown)."""
        rows = [(GAME, "Game", self.game.capitalize()), (PLAYERS, "Players", str(len(self.seats)))]
        rows += [(o.name, o.shown_name, o.label(self.settings[o.name])) for o in self.toggles()]
        oldest = self.oldest_colour()
        rows.append((OLDEST, "Oldest player", theme.name(oldest) if oldest else "-"))
        return rows

    def oldest_colour(self) -> str | None:
        colours = [s.colour for s in self.seats]
        return self.oldest if self.oldest in colours else (colours[0] if colours else None)

    def change(self, key: str, step: int) -> None:
        """Turn the menu line ``key`` one step (the host's centre wheel)."""
        if key == GAME:
            names = playable()
            self.game = names[(names.index(self.game) + step) % len(names)] if self.game in names else names[0]
            self._reset_settings()
            self.fit_count()
        elif key == PLAYERS:
            lo, hi = self.limits()
            people = sum(1 for s in self.seats if s.kind != BOT)
            counts = [n for n in sorted(get_game(self.game).player_counts) if n >= max(people, lo)] or [hi]
            i = counts.index(len(self.seats)) if len(self.seats) in counts else -1 if step > 0 else 0
            self.set_count(counts[(i + step) % len(counts)])
        elif key == OLDEST:
            colours = [s.colour for s in self.seats]
            if colours:
                now = self.oldest_colour()
                self.oldest = colours[(colours.index(now) + step) % len(colours)] if now in colours else colours[0]
        else:
            o = next(o for o in self.toggles() if o.name == key)
            value = self.settings[o.name]
            if o.choices and not o.shuffle and value in o.choices:
                self.settings[o.name] = o.choices[(o.choices.index(value) + step) % len(o.choices)]
            else:
                self.settings[o.name] = o.next_value(value, random.randrange(1 << 30))
        self.unready()

    def unready(self) -> None:
        for s in self.seats:
            s.ready = False

    def on_controller(self, intent: Intent) -> None:
        """A controller's press or turn in the lobby."""
        if intent.kind == "press":
            colour = intent.value
            seat = next((s for s in self.seats if s.kind == CONTROLLER and s.colour == colour), None)
            if seat is None:
                self.join(colour)
                return
            seat.ready = not seat.ready
            if seat.controller is not None:
                seat.controller.set_led(LedState.LOCKED if seat.ready else LedState.COLOUR)
            if self.all_ready():
                self.start()
        elif intent.kind == "turn" and intent.value.wheel == "right":
            seat = next((s for s in self.seats if s.kind == CONTROLLER and s.colour == intent.value.key), None)
            if seat is not None:                               # your RIGHT wheel moves your own seat
                self.move_seat(self.seats.index(seat), intent.value.delta)
        elif intent.kind == "turn" and intent.value.key == self.host():
            turn = intent.value
            rows = self.menu()
            self.row = min(self.row, len(rows) - 1)
            if turn.wheel == "left":
                self.row = (self.row + turn.delta) % len(rows)
            elif turn.wheel == "centre":
                for _ in range(abs(turn.delta)):              # one change per detent turned
                    self.change(rows[self.row][0], 1 if turn.delta > 0 else -1)

    def move_seat(self, index: int, step: int) -> None:
        """Move one seat ``step`` places in the clockwise seating order (CON-09); nobody else changes
        colour or kind, and everyone confirms again."""
        if not self.seats or step == 0:
            return
        new = max(0, min(len(self.seats) - 1, index + step))
        seat = self.seats.pop(index)
        self.seats.insert(new, seat)
        if self.selected == index:
            self.selected = new
        self.unready()

    def all_ready(self) -> bool:
        seats = [s for s in self.seats if s.kind == CONTROLLER]
        return bool(seats) and all(s.ready for s in seats)

    def seat_found(self, colour: str, c: Controller) -> None:
        """A controller found later takes a seat without moving anyone: the bot or keyboard seat of its colour
        becomes its seat in place; else a free seat at the end; else the last bot's seat, in place."""
        same = next((s for s in self.seats if s.colour == colour), None)
        if same is not None:
            if same.kind != CONTROLLER:
                same.kind, same.controller = CONTROLLER, c
            return
        if len(self.seats) < self.limits()[1]:
            self._add(colour, CONTROLLER, c)
            return
        bot = next((s for s in reversed(self.seats) if s.kind == BOT), None)
        if bot is not None:
            if self.oldest == bot.colour:
                self.oldest = colour
            bot.colour, bot.kind, bot.controller = colour, CONTROLLER, c

    # ---- scene API ---------------------------------------------------------------------------
    def enter(self) -> None:
        self.unready()                              # the same table again: everyone confirms again
        if getattr(self.app, "phones", None) is not None:
            self.app.phones.lobby()
        for s in self.seats:
            if s.controller is not None and s.kind == CONTROLLER:
                s.controller.set_led(LedState.COLOUR)
        for colour in self.waiting():
            self.found[colour].set_led(LedState.WAITING)
        if self.app.autoplay:
            self.join_all()
        args = self.args
        if not self.app.searched and (args.controllers or not args.no_usb):
            self.search()   # with --sim too: boards that are plugged in take seats, bots fill the rest
        if self.app.autoplay:
            self.autostart_at = self.app.now() + 0.3

    def search(self) -> None:
        if self.discovering:
            return
        self.discovering = True
        held = tuple(str(url) for url in (getattr(c, "url", None) for c in self.found.values()) if url)
        discover_in_background(self.args, self.app.post_event, held)

    def next_deadline(self) -> float | None:
        return self.autostart_at

    def update(self, now: float) -> None:
        if self.autostart_at is not None and now >= self.autostart_at:
            self.autostart_at = None
            if not self.discovering and self.ready() is None:
                self.start()
            elif self.discovering:
                self.autostart_at = now + 0.3

    def ready(self) -> str | None:
        """Why the game cannot start yet, or None."""
        if len(self.seats) not in get_game(self.game).player_counts:
            return f"{self.counts_words()} You have {len(self.seats)}."
        return None

    def handle(self, intent: Intent) -> bool:
        k, v = intent.kind, intent.value
        if k in KEYBOARD_INTENTS:
            self.keyboard_used = True
        if k == "discovered":
            self.on_discovered(*v)
        elif k in ("press", "turn"):
            self.on_controller(intent)
        elif k in ("release", "hold"):
            return False
        elif k == "symbol" and self.seats:                  # [ and ]: move the selected seat
            self.move_seat(self.selected, v)
        elif k == "direction" and v in ("up", "down") and self.seats:
            self.selected = (self.selected + (1 if v == "down" else -1)) % len(self.seats)
        elif k == "direction":
            self.cycle_colour(1 if v == "right" else -1)
        elif k == "digit" and v in (3, 4, 5, 6):
            self.set_count(v)
        elif k == "delete":
            self.remove_selected()
        elif k == "confirm":
            self.start()
        elif k == "back":
            self.app.push_overlay(ConfirmOverlay("Quit the 8Bit Box?", self.app.quit))
        elif k == "letter":
            self._letter(v)
        else:
            return False
        self.app.request_redraw()
        return True

    def _letter(self, ch: str) -> None:
        if ch == "b":
            self.add_seat(BOT)
        elif ch == "k":
            self.add_seat(KEYBOARD)
        elif ch == "s":
            lo, hi = self.limits()
            while len(self.seats) < max(lo, min(hi, self.args.players or 4)):
                self.add_seat(BOT)
        elif ch == "g":
            names = playable()
            game = names[(names.index(self.game) + 1) % len(names)] if self.game in names else names[0]
            if game != self.game:
                self.game = game
                self._reset_settings()
                self.fit_count()
                self.unready()
        elif any(o.lobby == ch for o in self.toggles()):
            o = next(o for o in self.toggles() if o.lobby == ch)
            self.settings[o.name] = o.next_value(self.settings[o.name], random.randrange(1 << 30))
            self.unready()
        elif ch == "o" and self.seats:
            self.oldest = self.seats[self.selected].colour
        elif ch == "j":
            self.join_all()
        elif ch == "r":
            self.search()
        elif ch == "t":
            self.app.to_controller_test()

    # ---- starting ----------------------------------------------------------------------------
    def start(self) -> None:
        why = self.ready()
        if why:
            self.notice = why
            return
        from games.core.errors import RulesError
        from host.errors import CommandError, sentence
        from host.options import setup_options
        from host.table import Table, add_extra_controllers, default_journal_path, extra_of, keyboard_stand_in, \
            start_session
        players = [s.colour for s in self.seats]
        plans: dict[str, SeatPlan] = {}
        controllers: dict[str, Controller] = {}
        keyboard: dict[str, SimulatedController] = {}
        for s in self.seats:
            if s.kind == BOT:
                plans[s.colour] = SeatPlan(s.colour, BOT, self.args.bots)
            elif s.kind == KEYBOARD:
                sim = keyboard_stand_in(s.colour)
                keyboard[s.colour] = sim
                controllers[s.colour] = sim
                plans[s.colour] = SeatPlan(s.colour, KEYBOARD, None, sim.uid)
            else:
                assert s.controller is not None
                controllers[s.colour] = s.controller
                plans[s.colour] = SeatPlan(s.colour, CONTROLLER, None, s.controller.uid)
        given = {**vars(self.args), **self.settings, "oldest": self.oldest if self.oldest in players else players[0]}
        seed = self.app.next_seed()
        try:
            options = setup_options(self.game, players, given)
            table = Table(players, plans, controllers, keyboard)
            add_extra_controllers(table, extra_of(self.game, options), self.found, console=True)
            if table.notices:
                self.app.start_notice = table.notices[0]
            journal = self.app.journal_path(self.game, seed, default_journal_path)
            session = start_session(self.game, options, seed, plans, controllers, journal)
        except (CommandError, RulesError, OSError, ValueError) as exc:
            self.notice = f"Cannot start: {sentence(exc)}"
            if self.app.autoplay:   # nobody is watching: say it and stop instead of waiting forever
                import sys
                print(f"eightbit play: cannot start: {sentence(exc)}", file=sys.stderr)
                self.app.exit_status = 1
                self.app.quit()
            return
        self.app.start_game(session, keyboard, seed)

    # ---- drawing -----------------------------------------------------------------------------
    def oldest_words(self) -> str:
        seat_option = next((o for o in get_game(self.game).options if o.name == "oldest"), None)
        return seat_option.label("seat") if seat_option is not None else "oldest player"

    def hints(self) -> list[tuple[str, str]]:
        return ([("Enter", "start"), ("J", "join all"), ("B", "bot"), ("K", "keyboard"), ("Del", "remove"),
                 ("O", "oldest")]
                + [(o.lobby.upper(), o.shown_name.lower()) for o in self.toggles()] + [("T", "test")])

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        draw.text(surface, "8BIT BOX", (640, 12), theme.SIZE_TITLE, theme.ACCENT, True, "midtop")
        seats = pygame.Rect(28, 84, 640, SEAT_STEP * max(4, len(self.seats)) + 20)
        menu = pygame.Rect(688, 84, 564, 48 * len(self.menu()) + 64)
        self._draw_seats(surface, seats)
        self._draw_menu(surface, menu)
        y = max(seats.bottom, menu.bottom) + 12
        width = 1224 - (self._draw_phones(surface) if getattr(self.app, "phones", None) is not None else 0)
        for line, colour in self.instructions():
            if y > 640:                                       # the most urgent lines come first
                break
            y = draw.paragraph(surface, line, pygame.Rect(28, y, width, 684 - y), theme.SIZE_BODY, colour) + 4
        draw.key_hints(surface, self.hints(), (28, 694), theme.SIZE_SMALL)

    def _draw_phones(self, surface: pygame.Surface) -> int:
        """The table's link as a QR code at the bottom right, its address under it (docs/phones.md): a phone
        that opens it takes a free seat. Returns the width it takes from the instructions."""
        phones = self.app.phones
        matrix = phones.qr
        size = 172
        cell = size / (len(matrix) + 8)                       # a quiet zone of four modules each side
        box = pygame.Rect(1252 - size, 446, size, size)
        draw.rect(surface, (255, 255, 255), box)
        for r, row in enumerate(matrix):
            for c, dark in enumerate(row):
                if dark:
                    draw.rect(surface, (0, 0, 0), (box.left + (c + 4) * cell, box.top + (r + 4) * cell, cell + 0.6,
                                                   cell + 0.6))
        url = phones.server.join_url().removeprefix("http://").rstrip("/")
        draw.text(surface, "Phones:", (box.centerx, box.bottom + 2), theme.SIZE_SMALL, theme.DIM, anchor="midtop")
        draw.text(surface, draw.cut(url, 290, theme.SIZE_SMALL), (1252, box.bottom + 24), theme.SIZE_SMALL, theme.TEXT,
                  anchor="topright")
        return 300

    def instructions(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the people at the table do next, most urgent first."""
        out: list[tuple[str, tuple[int, int, int]]] = []
        waiting = self.waiting()
        if waiting:
            out.append((", ".join(theme.name(c) for c in waiting) + ": press LOCK on your controller to join.",
                        theme.ACCENT))
        host = self.host()
        if host is not None:
            out.append((f"{theme.name(host)} sets the table: LEFT wheel picks a line, CENTRE wheel changes it. "
                        "Anyone: RIGHT wheel moves your seat.", theme.TEXT))
            unready = [s.colour for s in self.seats if s.kind == CONTROLLER and not s.ready]
            if unready:
                out.append(("Press LOCK when ready: " + ", ".join(theme.name(c) for c in unready)
                            + ". The game starts when everyone is ready.", theme.GOOD))
        if self.discovering:
            out.append(("Looking for controllers...", theme.DIM))
        elif self.searched and not self.found and not self.args.sim:
            out.append(("No controller was found. Press S to play with simulated players (bots), K to add a "
                        "keyboard player, or connect a controller and press R.", theme.ACCENT))
        elif not self.found:
            out.append(("Simulated players: press B for a bot, K for a keyboard player, Enter to start.", theme.DIM))
        if getattr(self.app, "phones", None) is not None:
            out.append(("Play on a phone: scan the code on the right (the phone on this Wi-Fi), then press LOCK "
                        "on it.", theme.DIM))
        out += [(line, theme.BAD) for line in ([self.notice] if self.notice else [])
                + [port_words(p) for p in self.problems[:2]]]
        return out

    def shows_keys(self) -> bool:
        """Whether the lines show their keyboard keys: when the keyboard is used (a key was pressed here, a
        keyboard seat sits) or no controller sets the table."""
        return self.keyboard_used or self.host() is None or any(s.kind == KEYBOARD for s in self.seats)

    def seat_details(self, seat: SeatDraft) -> list[str]:
        """What a seat's second line can say, longest first: who sits there and the oldest player's role,
        then shorter forms (the bot's strategy, the word "controller" — its READY / press LOCK says it —
        and the role's words go first), so the line is shortened, never cut."""
        host = seat.kind == CONTROLLER and seat.colour == self.host()
        if seat.kind == CONTROLLER:
            kinds = ["controller, sets the table", "sets the table"] if host else ["controller"]
        else:
            kinds = {BOT: [f"bot ({self.args.bots})", "bot"], KEYBOARD: ["keyboard player"]}[seat.kind]
        if seat.colour != self.oldest_colour():
            return kinds
        return ([f"{k}, {self.oldest_words()}" for k in kinds] + [f"{k}, oldest player" for k in kinds]
                + ["oldest player"])

    def _draw_seats(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        draw.panel(surface, box)
        for i, s in enumerate(self.seats):
            row = pygame.Rect(box.left + 12, box.top + 10 + SEAT_STEP * i, box.width - 24, SEAT_HEIGHT)
            if i == self.selected:
                draw.rect(surface, (44, 52, 100), row)
                draw.rect(surface, theme.ACCENT, row, 3)
            draw.piece(surface, s.colour, (row.left + 34, row.centery), 40, False)
            draw.text(surface, f"Seat {i + 1}: {theme.name(s.colour)}", (row.left + 70, row.top + 4), theme.SIZE_BODY,
                      theme.TEXT, True)
            if s.kind == CONTROLLER:
                draw.text(surface, "READY" if s.ready else "press LOCK", (row.right - 12, row.top + 6),
                          theme.SIZE_BODY, theme.GOOD if s.ready else theme.TEXT, True, "topright")
            details = self.seat_details(s)
            detail = next((d for d in details if row.left + 70 + draw.width(d, theme.SIZE_SMALL) <= row.right - 12),
                          details[-1])
            draw.text(surface, detail, (row.left + 70, row.top + 32), theme.SIZE_SMALL, theme.DIM)
        if not self.seats:
            draw.text(surface, "No seats yet.", (box.centerx, box.top + 40), theme.SIZE_LARGE, theme.DIM, True,
                      "midtop")

    def _draw_menu(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        draw.panel(surface, box)
        draw.text(surface, "The table", (box.left + 16, box.top + 10), theme.SIZE_BODY, theme.ACCENT, True)
        keys = {GAME: "G", PLAYERS: f"{'/'.join(str(n) for n in sorted(get_game(self.game).player_counts))}",
                OLDEST: "O", **{o.name: o.lobby.upper() for o in self.toggles()}}
        host = self.host() is not None
        shows_keys = self.shows_keys()
        for i, (key, name, value) in enumerate(self.menu()):
            row = pygame.Rect(box.left + 10, box.top + 48 + 48 * i, box.width - 20, 44)
            if host and i == min(self.row, len(self.menu()) - 1):
                draw.rect(surface, (44, 52, 100), row)
                draw.rect(surface, theme.ACCENT, row, 3)
            right = row.right - 8
            if shows_keys:
                right = draw.text(surface, f"({keys[key]})", (right, row.centery), theme.SIZE_SMALL, theme.DIM,
                                  anchor="midright").left - 10
            self._draw_option(surface, row, f"{name}:", value, right)

    @staticmethod
    def _draw_option(surface: pygame.Surface, row: pygame.Rect, name: str, value: str, right: float) -> None:
        """One line of the table's settings: its name, then its value from the usual column or, after a long
        name ("Same-zone Bonus calls:"), just after the name; both shrink to the small size before they
        would run into each other or the key."""
        left = row.left + 10
        for size in (theme.SIZE_BODY, theme.SIZE_SMALL):
            name_w = draw.width(name, size)
            at = max(row.left + 200, left + name_w + 12)
            if at + draw.width(value, size, True) <= right:
                break
        draw.text(surface, name, (left, row.centery), size, theme.DIM, anchor="midleft")
        draw.text(surface, value, (at, row.centery), size, theme.TEXT, True, "midleft")
