"""Setting up a game at the table, in one place: finding controllers, seating players and bots, the
controllers a configuration needs beyond the players' own, the journal — and rebuilding a game from one.

``eightbit play``, ``eightbit resume`` and the lobby call these with a typed :class:`TableRequest`; none of
them imports another command. Each returns plain data (:class:`Found`, :class:`Table`) or a
:class:`~host.session.Session` ready to run headless or under the screen.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from games.core.errors import RulesError
from games.core.faces import COLOURS
from games.core.position import Position, position_of, position_state
from games.registry import get_game, make_bot
from hal.controller import Controller
from hal.simulated import SimulatedController
from host.errors import CommandError
from host.files import shown
from host.journal import Journal, JournalError, JournalWriter, default_dir, read, state_crc
from host.seats import BOT, CONTROLLER, KEYBOARD, SeatPlan
from host.session import Session
from host.wheels import fit_to_wheels, seated

DEFAULT_PLAYERS = 4


@dataclass(frozen=True)
class TableRequest:
    """What a command or the lobby asks of the table."""

    game: str
    players: int | None = None          # None: follow the table (see table_size)
    sim: bool = False                   # bots may take seats nobody holds a controller for
    bots: str = "heuristic"
    urls: tuple[str, ...] = ()          # controllers named by the user (--controllers)
    usb: bool = True                    # also look for USB controllers by VID:PID
    console: bool = False               # the console's keyboard can stand in for a missing controller


@dataclass
class Found:
    """Controllers that answered, by colour, and what went wrong on the way (one line each)."""

    controllers: dict[str, Controller] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)      # controllers the user named that cannot be used

    def require_named(self) -> None:
        """A controller the user named is never quietly replaced by a bot: its failure stops the start."""
        if self.failed:
            for c in self.controllers.values():
                c.close()
            more = f" (and {len(self.failed) - 1} more)" if len(self.failed) > 1 else ""
            raise CommandError(f"cannot use the controller at {self.failed[0]}{more}")


@dataclass
class Table:
    """Who answers for each seat: plans for the journal, the controllers the session reads, and which of
    those are keyboard stand-ins on the console."""

    players: list[str]
    plans: dict[str, SeatPlan]
    controllers: dict[str, Controller] = field(default_factory=dict)
    keyboard: dict[str, SimulatedController] = field(default_factory=dict)
    notices: list[str] = field(default_factory=list)


def find_controllers(urls: list[str] | tuple[str, ...], usb: bool, want: int, wait: float = 3.0,
                     held: tuple[str, ...] = ()) -> Found:
    """Connected controllers by colour (USB VID:PID, the boards ``eightbit emulate`` runs, and the URLs
    given), and the problems met on the way (duplicate uids, wrong protocol versions, refused hellos:
    notices naming the port). A named port that cannot be opened or gives no hello is ``failed``; a board
    that answered but cannot be seated (an unknown colour, a colour another board holds) is a notice and
    the other controllers play on. Ports in ``held`` (the lobby's controllers) are not looked at again. Without the
    USB search it waits for every named port and only those (three named boards never wait ``wait`` seconds for a
    fourth; six are not cut off at four). A controller of the search that is not returned is closed: one still
    connecting when the wait ended kept its port open, so the port stayed locked to every later look."""
    from hal.host_os import serial_problem
    from hal.hub import ControllerHub, probe, same_port
    if (usb or urls) and (problem := serial_problem()) is not None:   # no serial locking here: one line
        return Found(problems=[problem], failed=[f"{urls[0]}: {problem}"] if urls else [])
    hub = ControllerHub(urls=list(urls), discover=usb, held=held)
    ports = hub.ports()
    if not ports:
        return Found()
    hub.wait_for(want if usb else len(ports), timeout=wait)      # no search: every port named, and only those
    found = Found(dict(hub.by_colour()), list(hub.problems))
    kept = {id(c) for c in found.controllers.values()}
    for c in list(hub.controllers.values()):
        if id(c) not in kept:
            c.close()            # still connecting (or not seated): its port is let go, so a later look can open it
    answered = {c.url for c in hub.controllers.values() if c.connected}
    mine = {same_port(u) for u in held}
    for url in urls:
        if url in answered or url in hub.refused or same_port(url) in mine:
            continue       # a board answered there but is not seated (odd colour, duplicate): a notice only
        said = next((p for p in found.problems if p.startswith(f"{url}:")), None)
        if said is None:
            said = f"{url}: {probe(url, timeout=0.5).error or 'no controller answered'}"
            found.problems.append(said)
        found.failed.append(said)
    return found


def table_size(game_name: str, controllers: int, sim: bool) -> int:
    """How many play when no count is asked: every controller; with ``sim``, bots fill the table up to the
    usual four, so one to three controllers never start a game that needs one more controller."""
    counts = sorted(get_game(game_name).player_counts)
    want = max(controllers, DEFAULT_PLAYERS) if sim else (controllers or DEFAULT_PLAYERS)
    return next((n for n in counts if n >= want), counts[-1])


def keyboard_stand_in(colour: str) -> SimulatedController:
    """A controller typed on the console's keyboard (its centre wheel starts on 1, a legal distance)."""
    sim = SimulatedController(colour)
    sim.set_faces(number=1)
    return sim


def seat_new(request: TableRequest, found: Mapping[str, Controller]) -> Table:
    """Seats for a new game: every found controller's colour, then bots (only with ``sim``) up to the count."""
    want = request.players or table_size(request.game, len(found), request.sim)
    humans = list(found)[:want]
    plans = {c: SeatPlan(c, CONTROLLER, None, found[c].uid) for c in humans}
    missing = want - len(humans)
    if missing and not request.sim:
        if not humans:
            raise CommandError("no controller was found; connect one, pass --controllers URL, or add --sim to play "
                               "with simulated players")
        raise CommandError(f"{len(humans)} controller(s) found but {want} players wanted; add --sim to fill the "
                           "other seats with simulated players")
    for colour in [c for c in COLOURS if c not in plans][:missing]:
        plans[colour] = SeatPlan(colour, BOT, request.bots)
    return Table(list(plans), plans, {c: found[c] for c in humans})


def add_extra_controllers(table: Table, extra: tuple[str, ...], spares: Mapping[str, Controller],
                          console: bool) -> None:
    """Controllers the configuration needs beyond the players' own (``Game.extra_controllers``, e.g. a
    3-player extra Bug, PX-42): a spare controller of that colour or any other spare; else, on the console,
    a keyboard stand-in driven by its holder; else a setup error. An all-bot table needs none."""
    if not extra or all(p.kind == BOT for p in table.plans.values()):
        return
    free = {k: c for k, c in spares.items() if k not in table.plans and k not in table.controllers}
    for colour in extra:
        spare = free.pop(colour, None) or (free.pop(next(iter(free))) if free else None)
        if spare is not None:
            table.controllers[colour] = spare
        elif console:
            table.controllers[colour] = table.keyboard[colour] = keyboard_stand_in(colour)
            table.notices.append(f"No spare controller for the extra {colour} Bug: its holder programs it "
                                 "on the keyboard.")
        else:
            raise CommandError(f"the {len(table.players)}-player game needs one more controller for the extra "
                               f"Bug ({colour})")


def seat_resumed(request: TableRequest, plans: Mapping[str, SeatPlan], config: Any) -> Table:
    """Seats for a resumed game: controller seats find their controllers again by colour; keyboard seats get
    keyboard stand-ins on the console (headless nobody can type: they count as missing). Missing seats
    are an error, or with ``sim`` bots take them. Then the extra controllers ``config`` (the game's
    configuration, :attr:`Rebuilt.config`) needs, as for a new game."""
    humans = [c for c, p in plans.items() if p.kind == CONTROLLER or (not request.console and p.kind == KEYBOARD)]
    table = Table(list(plans), dict(plans))
    if request.console:
        for c, p in plans.items():
            if p.kind == KEYBOARD:
                table.controllers[c] = table.keyboard[c] = keyboard_stand_in(c)
    found = find_controllers(request.urls, request.usb, len(humans)) if humans else Found()
    table.notices += found.problems
    found.require_named()
    table.controllers.update({c: found.controllers[c] for c in humans if c in found.controllers})
    missing = [c for c in humans if c not in table.controllers]
    if missing and not request.sim:
        typed = [c for c in missing if plans[c].kind == KEYBOARD]
        raise CommandError(f"nobody can play {', '.join(missing)} here: "
                           + ("keyboard seats need the console (resume without --headless); " if typed else "")
                           + "connect the controllers or add --sim to let bots take those seats")
    table.plans = {c: SeatPlan(c, BOT, request.bots) if c in missing else p for c, p in plans.items()}
    add_extra_controllers(table, get_game(request.game).extra_controllers(config), found.controllers,
                          request.console)
    return table


def extra_of(game_name: str, options: Mapping[str, Any]) -> tuple[str, ...]:
    """The extra controllers a new game with ``options`` needs: a question for its configuration, so no
    game is set up to answer it (RulesError for options the rules refuse)."""
    game = get_game(game_name)
    return game.extra_controllers(game.configure(options))


@dataclass
class Rebuilt:
    """A game state rebuilt from a journal, and what was wrong with the file, if anything."""

    journal: Journal
    config: Any
    """The game's configuration of the header's options (``configure``)."""
    state: Any
    steps: int
    problems: list[str] = field(default_factory=list)


def default_journal_path(game: str, seed: int) -> Path:
    return default_dir() / f"{game}-{time.strftime('%Y%m%d-%H%M%S')}-seed{seed}.jsonl"


def make_bots(game: str, plans: Mapping[str, SeatPlan]) -> dict[str, Any]:
    try:
        return {c: make_bot(game, p.bot or "heuristic") for c, p in plans.items() if p.kind == BOT}
    except KeyError as exc:
        raise CommandError(str(exc.args[0])) from None


def start_session(game_name: str, options: dict[str, Any], seed: int, plans: Mapping[str, SeatPlan],
                  controllers: Mapping[str, Controller], journal_path: str | Path | None,
                  position: Position | None = None) -> Session:
    """A new game: validated configuration, the game set up (once) — at ``position`` when one is given
    (games/core/position.py) — journal header written, session ready."""
    game = get_game(game_name)
    options = fit_to_wheels(game, options, seated(controllers, plans))          # AMB-01: the wheel range
    config = game.configure(options)
    state = game.setup(config, seed) if position is None else position_state(position, config, seed)
    writer = None
    if journal_path is not None:
        header = {"game": game_name, "options": options, "seed": seed, "bot_seed": seed,
                  "seats": [p.to_json() for p in plans.values()]}
        if position is not None:
            header["position"] = position.data             # the game starts there: resume and replay too
        record = game.content_record(config)              # which content files are stand-ins (a game's own)
        if record:
            header["content"] = record
        try:
            writer = JournalWriter.create(journal_path, header)
        except JournalError as exc:
            raise CommandError(str(exc)) from None
    return Session(game, state, plans, make_bots(game_name, plans), controllers, bot_seed=seed, journal=writer)


def start_state(game: Any, config: Any, header: Mapping[str, Any]) -> Any:
    """The state a journal's game started from: set up, or at the position its header records."""
    if "position" not in header:
        return game.setup(config, header["seed"])
    return position_state(position_of(header["position"], "the journal's position"), config, header["seed"])


def rebuild(path: str | Path) -> Rebuilt:
    """Replay a journal's steps as far as they verify (issue 7: a journal never resumes a different game).

    Stops at the first step the rules refuse or whose state CRC differs from the recorded one (the file was
    edited, or another version of the rules): the steps before it are kept, the problem names the step, and
    the journal is cut back there (``good_bytes``) so ``resume`` appends after the last verified step. An end
    line while the game still has prompts is a problem too and is cut off.
    """
    try:
        journal = read(path)
    except JournalError as exc:
        raise CommandError(str(exc)) from None
    h = journal.header
    try:
        game = get_game(h["game"])
        config = game.configure(h["options"])
        state = start_state(game, config, h)
    except (KeyError, RulesError, TypeError, ValueError, AttributeError) as exc:
        raise CommandError(f"{path}: the header does not describe a game this version can set up "
                           f"({str(exc)[:120]})") from None
    out = Rebuilt(journal, config, state, 0, list(journal.problems))

    def cut(i: int, problem: str) -> None:
        out.problems.append(problem)
        journal.steps = journal.steps[:i]
        journal.step_ends = journal.step_ends[:i]
        journal.good_bytes = max([journal.step_ends[i - 1] if i else journal.header_end]
                                 + [end for n, _, end in journal.seats if n <= i])
        journal.seats = [s for s in journal.seats if s[2] <= journal.good_bytes]
        journal.end = None

    for i, record in enumerate(journal.steps):
        try:
            state, _ = game.apply(state, record["inputs"])
        except RulesError as exc:
            cut(i, f"step {i} is refused by the rules ({shown(str(exc), 160)}); using the {i} steps before it")
            break
        if record.get("crc") != state_crc(game, state):
            cut(i, f"step {i} does not reproduce the state it recorded (the file was changed, or it was written "
                   f"by another version of the rules); using the {i} steps before it")
            break
        out.state = state
        out.steps = i + 1
    if journal.end is not None and game.prompts(out.state):
        cut(out.steps, f"the journal ends after step {out.steps - 1 if out.steps else 0} but the game is not "
                       f"over there; the end line is ignored")
    return out


def plans_from_header(header: dict[str, Any]) -> dict[str, SeatPlan]:
    try:
        plans = [SeatPlan.from_json(s) for s in header["seats"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise CommandError(f"the journal's seats are unreadable ({exc})") from None
    return {p.colour: p for p in plans}


def plans_of(journal: Journal) -> dict[str, SeatPlan]:
    """The seats a resumed game continues with: the header's, then every seat change the journal kept
    (a bot that took a seat during the game keeps it)."""
    plans = plans_from_header(journal.header)
    for _, plan, end in journal.seats:
        if end > journal.good_bytes:
            continue
        try:
            changed = SeatPlan.from_json(plan)
        except (KeyError, TypeError, ValueError) as exc:
            raise CommandError(f"the journal's seat change is unreadable ({exc})") from None
        if changed.colour in plans:
            plans[changed.colour] = changed
    return plans


def bot_takes_seat(session: Session, seat: str, bot: str = "heuristic") -> Any:
    """A bot plays ``seat`` from now on (docs/architecture.md §11: a vanished controller replaced by a bot)."""
    plan = SeatPlan(seat, BOT, bot)
    return session.seat_bot(seat, plan, make_bots(session.game.name, {seat: plan})[seat])


def resume_session(rebuilt: Rebuilt, controllers: Mapping[str, Controller],
                   plans: Mapping[str, SeatPlan] | None = None) -> Session:
    """Continue a rebuilt game, appending to its journal (cut back to the last good line). ``plans``
    overrides the journal's seats (e.g. bots standing in for absent controllers)."""
    h = rebuilt.journal.header
    plans = dict(plans) if plans is not None else plans_of(rebuilt.journal)
    game = get_game(h["game"])
    try:
        writer = JournalWriter.reopen(rebuilt.journal)
    except JournalError as exc:
        raise CommandError(str(exc)) from None
    return Session(game, rebuilt.state, plans, make_bots(h["game"], plans), controllers,
                   bot_seed=int(h.get("bot_seed", h["seed"])), step=rebuilt.steps, journal=writer)
