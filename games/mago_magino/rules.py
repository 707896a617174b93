"""Mago Magino's rules as a pure state machine (docs/rules/mago_magino.md MM-01..MM-53, AMB-MM-01..AMB-MM-20).

A turn: the host rolls the game's own die (MM-11, CON-13). The witch arrow (MM-12) turns the arrow — spun
by the host, or aimed by the player under the policy ``aim`` (AMB-MM-01) — and bewitches at once the
children it points at (MM-30..MM-37, MM-42); then one piece moves one space. A number moves one piece that
many spaces (MM-13). The current player picks the piece (own child, the wizard or any frog: MM-14, MM-35,
MM-39) and the way (MM-16); then, where the rules offer it and in this order: load a lying crystal before
moving (MM-50), stop on the house or the hideout (MM-21, MM-40), load on arrival (MM-25, MM-49), roll again
after freeing a child (MM-47). Moves are in games/mago_magino/moves.py, prompts in prompts.py.

Every decision is public and the current player's alone (CON-07, CON-08); the one hidden fact is who is
under each frog (MM-34): ``frog_owner``, named in ``hidden`` and never read by ``observe``.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from games.core.errors import IllegalInput
from games.core.evolve import evolve
from games.core.game import Event
from games.core.memo import memoised_with_put
from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng, draw_below
from games.core.serial import from_jsonable, to_jsonable
from games.mago_magino import prompts as asks
from games.mago_magino.board import WITCH
from games.mago_magino.config import MagoConfig, make_config
from games.mago_magino.moves import CHILD, FOREST, FROG, HIDEOUT, HOUSE, WIZARD, reaches
from games.mago_magino.options import OPTIONS
from games.mago_magino.state import AGAIN, AIM, LOAD_AFTER, LOAD_BEFORE, MOVE, OVER, STOP, WAY, MagoState, Pending


TALK_POLICY = "Talk as you like. Nobody may look under a frog: remember yours!"
"""CON-11: talk is open; the only ban is looking under frogs (MM-34)."""

MAX_PASSES = 1000
"""Turns in a row with no legal move before the game gives up looking (never on a board the loader accepts:
the wizard always has a move, AMB-MM-05)."""


def seat_of(child: str) -> str:
    return child.rsplit("_", 1)[0]


def next_seat(players: tuple[str, ...], seat: str) -> str:
    """The next seat clockwise (MM-10, CON-09)."""
    return players[(players.index(seat) + 1) % len(players)]


def crystals_at(state: MagoState, space: int) -> int:
    """Crystals a child could load on ``space``: the hideout's stock there, else what lies there."""
    return state.stock if space == HIDEOUT else state.lying.get(space, 0)


Options = tuple[dict[str, tuple[str, ...] | str], dict[int, tuple[str, ...]], tuple[str, ...]]
Status = tuple[str, ...] | str
"""A child's ways, or why it has none: ``frog`` / ``stuck``."""


def _options(state: MagoState | Work) -> tuple[Status, Status, tuple[int, ...], tuple[str, ...]]:
    """Child A's and child B's ways (or why none), the numbers of the frogs that can hop and the wizard's ways
    for the current result, read from the configuration's tables (MM-14, MM-15, MM-20, MM-22)."""
    tables = state.config.tables
    points = state.points
    children = state.children
    carrying = state.carrying
    ways = tables.child_ways
    mine = tables.children_of[state.current]
    child = mine["A"]
    at = children.get(child)
    a = "frog" if at is None else ways[child in carrying][points][at] or "stuck"
    child = mine["B"]
    at = children.get(child)
    b = "frog" if at is None else ways[child in carrying][points][at] or "stuck"
    frogs = state.frogs
    if frogs:
        hops = tables.frog_ways
        hop = tuple(n for n, at in sorted(frogs.items()) if hops[at])
    else:
        hop = ()
    return a, b, hop, tables.wizard_ways[points][state.wizard]


def move_options(state: MagoState | Work) -> Options:
    """For the current result: each own child's ways (or why none: ``frog`` / ``stuck``), each frog's ways
    and the wizard's ways (MM-14, MM-15, MM-20, MM-22)."""
    a, b, hop, wizard = _options(state)
    hops = state.config.tables.frog_ways
    return {"a": a, "b": b}, {n: hops[state.frogs[n]] for n in hop}, wizard


def move_prompts(seat: str, points: int, options: tuple[Status, Status, tuple[int, ...], tuple[str, ...]]
                 ) -> dict[str, Prompt]:
    """The move prompt of :func:`_options`' answer (games/mago_magino/prompts.py), made once per shape."""
    key = (seat, points, *options)
    found = _MOVE_PROMPTS.get(key)
    if found is None:
        a, b, hop, wizard = options
        found = _MOVE_PROMPTS[key] = {seat: asks.move_prompt(seat, points, a, b, bool(wizard), hop)}
        if len(_MOVE_PROMPTS) > 65536:
            _MOVE_PROMPTS.clear()
    return found


_MOVE_PROMPTS: dict[tuple[Any, ...], dict[str, Prompt]] = {}


def piece_ways(state: MagoState | Work, piece: str, frog: int, at: int) -> tuple[str, ...]:
    """The ways the chosen piece can use the current result (MM-16, MM-18, MM-20, MM-22, MM-43)."""
    tables = state.config.tables
    if piece == FROG:
        return tables.frog_ways[at]
    if piece == WIZARD:
        return tables.wizard_ways[state.points][at]
    return tables.child_ways[piece in state.carrying][state.points][at]


def _chosen_values(prompt: Prompt, given: dict[str, Any]) -> dict[str, Any] | None:
    """The values of ``given`` when it is a legal answer to ``prompt`` (every field a choice among options,
    as every Mago Magino field is); None for anything else, which validate_inputs then refuses in words."""
    values: dict[str, Any] = {}
    for f in prompt.fields:
        only_if = f.only_if
        if only_if is not None and values.get(only_if[0]) not in only_if[1]:
            continue
        value = given.get(f.name, _MISSING)
        if value not in f.options:
            return None
        values[f.name] = value
    return values


_MISSING: Any = object()


def _without(carrying: tuple[str, ...], child: str) -> tuple[str, ...]:
    return tuple(c for c in carrying if c != child)


def _move_event(w: Work, piece: str, frog: int, way: str, names: tuple[str, ...]) -> Event:
    """The public move event of a piece's path (MM-13, MM-22)."""
    return {"type": "move", "piece": piece, "frog": frog or None, "way": way, "path": list(names), "by": w.current,
            "rule": "MM-22" if piece == FROG else "MM-13"}


_COPIED = {name: 1 << i for i, name in enumerate(("children", "frogs", "owner", "lying", "home", "counts"))}
"""Work.copied: a bit for each dict field a working copy has copied from its state."""


FIELDS = ("config", "rng", "step", "turn", "current", "phase", "face", "points", "arrow", "children", "carrying",
          "frogs", "frog_owner", "wizard", "stock", "lying", "home", "pending", "freed", "winners", "counts")
"""MagoState's fields in order: Work.build gives them by position (a keyword call costs as much again)."""
if tuple(f.name for f in dataclasses.fields(MagoState)) != FIELDS:
    raise TypeError("MagoState's fields changed: update rules.FIELDS and Work.build")


class Work:
    """One apply's working copy of the state: the plain fields copied, the dicts shared with the state until
    the first change (:meth:`mine`), the carried children a tuple replaced on change; the rng's state is a
    number until the die is rolled."""

    __slots__ = ("s", "config", "rng", "children", "carrying", "frogs", "owner", "wizard", "stock", "lying",
                 "home", "phase", "current", "turn", "face", "points", "arrow", "pending", "freed", "winners",
                 "counts", "events", "asked", "copied")

    def __init__(self, s: MagoState) -> None:
        self.s = s
        self.config = s.config
        """The configuration (so the move lists read a working copy as they read a state)."""
        self.rng = s.rng
        self.children = s.children
        self.carrying = s.carrying
        self.frogs = s.frogs
        self.owner = s.frog_owner
        self.wizard = s.wizard
        self.stock = s.stock
        self.lying = s.lying
        self.home = s.home
        self.phase = s.phase
        self.current = s.current
        self.turn = s.turn
        self.face: str | int = s.face
        self.points = s.points
        self.arrow = s.arrow
        self.pending = s.pending
        self.freed = s.freed
        self.winners = s.winners
        self.counts = s.counts
        self.events: list[Event] = []
        self.asked: tuple[str, dict[str, Prompt]] | None = None
        """The prompts of the state being built and their phase, when apply has already worked them out."""
        self.copied = 0

    def mine(self, name: str) -> Any:
        """The dict field ``name`` (children, frogs, owner, lying, home, counts), copied before its first change."""
        bit = _COPIED[name]
        if not self.copied & bit:
            self.copied |= bit
            setattr(self, name, dict(getattr(self, name)))
        return getattr(self, name)

    def build(self) -> MagoState:
        s = self.s
        new = MagoState(s.config, self.rng, s.step + 1, self.turn, self.current, self.phase, self.face, self.points,
                        self.arrow, self.children, self.carrying, self.frogs, self.owner, self.wizard, self.stock,
                        self.lying, self.home, self.pending, self.freed, self.winners, self.counts)    # FIELDS' order
        asked = self.asked
        if asked is not None and asked[0] == self.phase:
            remember_prompts(new, asked[1])
        return new

    def count(self, key: str, n: int = 1) -> None:
        counts = self.mine("counts")
        counts[key] = counts.get(key, 0) + n


def _make_prompts(state: MagoState) -> dict[str, Prompt]:
    """Who owes input now (the current player alone, CON-07), built once per state and memoised outside it
    (games/core/memo.py; apply remembers the prompts of the state it builds when it worked them out)."""
    phase = state.phase
    seat = state.current
    if phase == OVER:
        return {}
    if phase == MOVE:
        return move_prompts(seat, state.points, _options(state))
    if phase == WAY:
        p = state.pending
        assert p is not None
        return {seat: asks.way_prompt(seat, p.piece, p.frog, piece_ways(state, p.piece, p.frog, p.at), state.points)}
    if phase == AIM:
        cfg = state.config
        return {seat: asks.aim_prompt(seat, len(cfg.board.arrow), state.arrow, cfg.wheel_max)}
    return {seat: asks.yes_no_prompt(seat, phase)}


prompts_of, remember_prompts = memoised_with_put(_make_prompts)


class MagoMagino:
    """The Mago Magino game (see the module docstring)."""

    name = "mago_magino"
    player_counts = frozenset({2, 3, 4, 5})
    options = OPTIONS

    def fields(self, state: MagoState) -> tuple[Field, ...]:
        """Every field at its widest that any prompt can ask for (checked against the seated controllers'
        face tables before play)."""
        return asks.widest_fields(state.config)

    def content_record(self, cfg: MagoConfig) -> dict[str, Any]:
        """For the journal header: the content folder and which content files in play are stand-ins."""
        return {"folder": cfg.content, "stand_ins": list(cfg.board.stand_ins)}

    # ---- setup -------------------------------------------------------------------------------
    def configure(self, options: Mapping[str, Any]) -> MagoConfig:
        """The validated configuration; the content files are checked now, not mid-game."""
        cfg = make_config(options)
        board = cfg.board
        asks.check_aim_rows(cfg, len(board.arrow))
        return cfg

    def setup(self, config: Mapping[str, Any] | MagoConfig, seed: int = 0) -> MagoState:
        cfg = config if isinstance(config, MagoConfig) else self.configure(config)
        board = cfg.board
        children = {f"{p}_{x}": HOUSE for p in cfg.players for x in ("a", "b")}          # MM-04
        state = MagoState(config=cfg, rng=Rng(seed).state, step=0, turn=0, current=cfg.oldest, phase=MOVE,
                          face="", points=0, arrow=board.arrow_start, children=children, carrying=(),   # MM-03
                          frogs={}, frog_owner={}, wizard=HOUSE, stock=board.crystals, lying={},         # MM-05, MM-06
                          home={p: 0 for p in cfg.players}, pending=None, freed=0, winners=(), counts={})
        w = Work(state)
        self._begin_turn(w, cfg.oldest)                                                   # MM-10
        first = w.build()
        return evolve(first, step=0)

    # ---- prompts -----------------------------------------------------------------------------
    prompts = staticmethod(prompts_of)

    # ---- apply -------------------------------------------------------------------------------
    def apply(self, state: MagoState, inputs: Mapping[str, Any]) -> tuple[MagoState, list[Event]]:
        prompts = prompts_of(state)
        if not prompts:
            raise IllegalInput("MM-08", "", None, None, "the game is over; nothing more can be played.")
        seat = state.current
        given = inputs.get(seat) if type(inputs) is dict and len(inputs) == 1 else None
        values = _chosen_values(prompts[seat], given) if type(given) is dict else None
        if values is None:
            values = validate_inputs(prompts, inputs)[seat]
        w = Work(state)
        phase = state.phase
        if phase == MOVE:
            self._chosen(w, values)
        elif phase == WAY:
            p = w.pending
            assert p is not None
            self._go(w, p.piece, p.frog, values["way"], p.at, p.left)
        elif phase == AIM:
            self._aimed(w, asks.aimed_position(values))
        elif phase == LOAD_BEFORE:
            pending = w.pending
            assert pending is not None
            if values["answer"] == "yes":
                self._load(w, pending.piece, pending.at, "MM-50")
            self._walk(w, pending.piece, pending.frog, pending.way, pending.at, pending.left)
        elif phase == STOP:
            pending = w.pending
            assert pending is not None
            if values["answer"] == "yes":
                self._arrive(w, pending.piece, pending.frog, pending.way, pending.at, pending.path, pending.left)
            else:
                self._walk(w, pending.piece, pending.frog, pending.way, pending.at, pending.left)
        elif phase == LOAD_AFTER:
            pending = w.pending
            assert pending is not None
            if values["answer"] == "yes":
                self._load(w, pending.piece, pending.at, "MM-25" if pending.at == HIDEOUT else "MM-49")
            w.pending = None
            self._end_move(w)
        else:                                                          # AGAIN
            if values["answer"] == "yes":
                w.count("rolls_again")
                w.events.append({"type": "roll_again", "seat": w.current, "rule": "MM-47"})
                self._roll(w)
            else:
                self._begin_turn(w, w.config.tables.next_seat[w.current])
        return w.build(), w.events

    # ---- the steps of a turn -------------------------------------------------------------------
    def _begin_turn(self, w: Work, seat: str) -> None:
        w.current = seat
        w.turn += 1
        w.events.append({"type": "turn", "seat": seat, "turn": w.turn})
        self._roll(w)

    def _roll(self, w: Work) -> None:
        """Roll the die (MM-11); the witch arrow is turned at once (MM-12), then the move is asked. A result
        no piece can use passes the turn (AMB-MM-05)."""
        cfg = w.config
        board = cfg.board
        faces = board.faces
        events = w.events
        for _ in range(MAX_PASSES):
            w.freed = 0
            w.pending = None
            index, w.rng = draw_below(w.rng, len(faces))
            face = w.face = faces[index]
            events.append({"type": "roll", "face": face, "by": w.current, "rule": "MM-11"})
            if face == WITCH:
                w.points = 1                                                        # MM-12, AMB-MM-02
                if cfg.arrow == "aim":
                    w.phase = AIM
                    return
                index, w.rng = draw_below(w.rng, len(board.arrow))
                self._turn_arrow(w, index, "spin")
            else:
                w.points = int(face)                                                # MM-13
            if self._ask_move(w):
                return
            w.current = cfg.tables.next_seat[w.current]
            w.turn += 1
            events.append({"type": "turn", "seat": w.current, "turn": w.turn})
        raise RuntimeError("no piece could move for a thousand turns: the board gives the wizard no move")

    def _ask_move(self, w: Work) -> bool:
        """Ask for the move if some piece can use the result; else say so (AMB-MM-05)."""
        w.phase = MOVE
        options = _options(w)
        a, b, hop, wizard = options
        if hop or wizard or type(a) is tuple or type(b) is tuple:
            w.asked = (MOVE, move_prompts(w.current, w.points, options))
            return True
        w.events.append({"type": "no_move", "seat": w.current, "points": w.points, "rule": "AMB-MM-05"})
        return False

    def _aimed(self, w: Work, position: int) -> None:
        self._turn_arrow(w, position, "aim")
        if not self._ask_move(w):
            self._begin_turn(w, w.config.tables.next_seat[w.current])

    def _turn_arrow(self, w: Work, position: int, how: str) -> None:
        """Turn the arrow and bewitch the children it points at (MM-30..MM-33, MM-36, MM-42, AMB-MM-09,
        AMB-MM-10, AMB-MM-13)."""
        cfg = w.config
        board = cfg.board
        w.arrow = position
        space = board.arrow[position]
        w.count("arrow_turns")
        forest = space in FOREST
        w.events.append({"type": "arrow", "space": board.names[space], "position": position + 1, "how": how,
                         "forest": forest, "rule": "MM-12" if how == "spin" else "AMB-MM-01"})
        hit = FOREST if forest else (space,)
        there = [c for c, at in w.children.items() if at in hit]
        if not there:
            return
        if space == HOUSE and cfg.house == "safe":                                   # AMB-MM-09
            w.events.append({"type": "safe", "space": board.names[space], "children": there, "why": "house",
                             "rule": "AMB-MM-09"})
            return
        guarded = [c for c in there if w.children[c] == w.wizard]                    # MM-42
        if guarded:
            w.events.append({"type": "safe", "space": board.names[w.wizard], "children": guarded, "why": "wizard",
                             "rule": "MM-42"})
        frogs = []
        dropped = []
        for child in there:
            if child in guarded:
                continue
            at = w.mine("children").pop(child)                                       # MM-32: a frog where it stood
            number = next(n for n in range(1, 100) if n not in w.frogs)
            w.mine("frogs")[number] = at
            w.mine("owner")[number] = child
            frogs.append({"frog": number, "was": child, "at": board.names[at]})
            if child in w.carrying:                                                  # MM-33
                w.carrying = _without(w.carrying, child)
                if at == HIDEOUT:
                    w.stock += 1                                                     # AMB-MM-10
                else:
                    lying = w.mine("lying")
                    lying[at] = lying.get(at, 0) + 1
                dropped.append(board.names[at])
        if frogs:
            w.count("bewitched", len(frogs))
            w.events.append({"type": "bewitch", "space": board.names[space], "forest": forest, "frogs": frogs,
                             "dropped": dropped, "rule": "MM-31" if forest else "MM-30"})

    def _chosen(self, w: Work, values: dict[str, Any]) -> None:
        """The piece (MM-14, MM-35, MM-39); its way is asked next when it has two (MM-16)."""
        piece = values["piece"]
        tables = w.config.tables
        if piece == "frog":
            frog = values["frog"]
            piece, at, left = FROG, w.frogs[frog], 1                                   # MM-22
            ways = tables.frog_ways[at]
        elif piece == "wizard":
            piece, frog, at, left = WIZARD, 0, w.wizard, w.points
            ways = tables.wizard_ways[left][at]
        else:
            piece = tables.children_of[w.current][piece]
            frog, at, left = 0, w.children[piece], w.points
            ways = tables.child_ways[piece in w.carrying][left][at]
        if len(ways) == 1:
            self._go(w, piece, frog, ways[0], at, left)
        else:
            w.pending = Pending(piece, frog, "", at, left)
            w.phase = WAY
            seat = w.current
            w.asked = (WAY, {seat: asks.way_prompt(seat, piece, frog, ways, w.points)})

    def _go(self, w: Work, piece: str, frog: int, way: str, at: int, left: int) -> None:
        """The piece sets off ``way``; a child on crystals may load first (MM-50, MM-27)."""
        if piece != FROG and piece != WIZARD and piece not in w.carrying and self._crystals(w, at) \
                and reaches(CHILD, at, way, left, True, w.config.tables.size):
            w.pending = Pending(piece, frog, way, at, left)
            w.phase = LOAD_BEFORE
            return
        self._walk(w, piece, frog, way, at, left)

    @staticmethod
    def _crystals(w: Work, space: int) -> int:
        return w.stock if space == HIDEOUT else w.lying.get(space, 0)

    def _load(self, w: Work, child: str, space: int, rule: str) -> None:
        """One crystal onto the child (MM-25, MM-26, MM-49..MM-52)."""
        if space == HIDEOUT:
            w.stock -= 1
        else:
            lying = w.mine("lying")
            lying[space] -= 1
            if not lying[space]:
                del lying[space]
        w.carrying = (*w.carrying, child)
        w.events.append({"type": "load", "piece": child, "space": w.config.tables.names[space],
                         "from": "hideout" if space == HIDEOUT else "path", "left": w.stock, "rule": rule})

    def _walk(self, w: Work, piece: str, frog: int, way: str, at: int, left: int) -> None:
        """Move the piece on until its points are used or it stops (MM-15..MM-24; the walk from the
        configuration's tables, games/mago_magino/tables.py)."""
        tables = w.config.tables
        if piece == FROG:
            to = tables.step[way][at]
            w.mine("frogs")[frog] = to                                               # MM-22
            self._arrive(w, FROG, frog, way, to, (to,), 0, (tables.names[to],))
            return
        if piece == WIZARD:
            walk = tables.walks[WIZARD, False, way, at, left]
            w.wizard = walk.at
        else:
            walk = tables.walks[CHILD, piece in w.carrying, way, at, left]
            children = w.children
            if not w.copied & 1:
                children = w.children = dict(children)
                w.copied |= 1
            children[piece] = walk.at
        if walk.ask_stop:                                                            # MM-21, MM-40
            w.events.append(_move_event(w, piece, 0, way, walk.names))              # the table sees it get there
            w.pending = Pending(piece, 0, way, walk.at, walk.left)
            w.phase = STOP
            return
        self._arrive(w, piece, 0, way, walk.at, walk.path, walk.left, walk.names)

    def _arrive(self, w: Work, piece: str, frog: int, way: str, at: int, path: tuple[int, ...], forfeit: int,
                names: tuple[str, ...] | None = None) -> None:
        """The move of ``piece`` along ``path`` (``names``) to ``at`` is over: say it (and the points given up by
        stopping early, MM-21, MM-40), then deliver, free or offer a crystal (MM-28, MM-44..MM-46, MM-25, MM-49)."""
        events = w.events
        if path:
            if names is None:
                spaces = w.config.tables.names
                names = tuple(spaces[i] for i in path)
            events.append(_move_event(w, piece, frog, way, names))
        if forfeit:
            events.append({"type": "stop", "piece": piece, "space": w.config.tables.names[at], "forfeit": forfeit,
                           "rule": "MM-40" if piece == WIZARD else "MM-21"})
        if piece == FROG:
            if at == HOUSE or at == w.wizard:                                        # MM-44, MM-45
                self._free(w, frog, "house" if at == HOUSE else "wizard", True)
        elif piece == WIZARD:
            if w.frogs:
                for number in sorted(n for n, f in w.frogs.items() if f == at):      # MM-46, AMB-MM-17
                    self._free(w, number, "wizard", False)
        elif at == HOUSE and piece in w.carrying:
            self._deliver(w, piece)
            if w.phase == OVER:
                return
        elif piece not in w.carrying and self._crystals(w, at):
            w.pending = Pending(piece, frog, way, at, 0, path)
            w.phase = LOAD_AFTER                                                     # MM-25, MM-49
            return
        w.pending = None
        self._end_move(w)

    def _free(self, w: Work, number: int, how: str, by_frog: bool) -> None:
        """A frog turns back into its owner's child where it stands (MM-44..MM-48, AMB-MM-12): reaching the
        house or the wizard (``by_frog``), or by the wizard's move."""
        at = w.mine("frogs").pop(number)
        child = w.mine("owner").pop(number)
        w.mine("children")[child] = at
        w.freed += 1
        w.count("freed")
        w.events.append({"type": "freed", "frog": number, "child": child, "seat": seat_of(child),
                         "space": w.config.tables.names[at], "how": how,
                         "rule": ("MM-44" if how == "house" else "MM-45") if by_frog else "MM-46"})

    def _deliver(self, w: Work, child: str) -> None:
        """The crystal is home and counts for good (MM-28, MM-29); the third (the second in the shorter game)
        wins at once (MM-07..MM-09, AMB-MM-18)."""
        w.carrying = _without(w.carrying, child)
        seat = seat_of(child)
        home = w.mine("home")
        home[seat] += 1
        w.count("delivered")
        w.events.append({"type": "deliver", "piece": child, "seat": seat, "crystals": home[seat],
                         "rule": "MM-28"})
        if home[seat] >= w.config.target:
            w.winners = (seat,)
            w.phase = OVER
            w.pending = None
            w.events.append({"type": "game_end", "winners": [seat], "crystals": dict(home),
                             "rule": "MM-09" if w.config.variant == "short" else "MM-07"})

    def _end_move(self, w: Work) -> None:
        """After the move: a roll again if a child was freed (MM-47), else the next player's turn."""
        if w.freed:
            w.phase = AGAIN
            return
        self._begin_turn(w, w.config.tables.next_seat[w.current])

    # ---- views -------------------------------------------------------------------------------
    def observe(self, state: MagoState, seat: str | None) -> dict[str, Any]:
        """Everything but who is under each frog (MM-34, CON-05): not for the TV, not for any seat, the owner
        included — except a seat's own frogs under the policy ``assisted`` (AMB-MM-14), in its ``private``."""
        cfg = state.config
        board = cfg.board
        p = state.pending
        view: dict[str, Any] = {
            "game": self.name, "players": list(cfg.players), "variant": cfg.variant, "target": cfg.target,
            "spaces": list(board.names), "kinds": list(board.kinds),
            "arrow_positions": [board.names[i] for i in board.arrow],
            "arrow": board.names[board.arrow[state.arrow]], "arrow_position": state.arrow + 1,
            "children": {c: board.names[at] for c, at in state.children.items()},
            "carrying": list(state.carrying),
            "frogs": [{"frog": n, "at": board.names[at]} for n, at in sorted(state.frogs.items())],
            "wizard": board.names[state.wizard], "stock": state.stock,
            "lying": {board.names[i]: n for i, n in sorted(state.lying.items())},
            "crystals": dict(state.home), "scores": dict(state.home), "current": state.current, "phase": state.phase,
            "face": state.face,
            "points": state.points, "turn": state.turn, "winners": list(state.winners),
            "moving": None if p is None else {"piece": p.piece, "frog": p.frog or None, "way": p.way,
                                              "at": board.names[p.at], "left": p.left},
            "talk": TALK_POLICY, "memory": cfg.memory, "arrow_policy": cfg.arrow, "house": cfg.house,
            "frog_way": cfg.frog_way,
            "seat": seat,
        }
        if seat is not None and cfg.memory == "assisted":
            view["private"] = {"my_frogs": sorted(n for n, c in state.frog_owner.items() if seat_of(c) == seat)}
        return view

    def result(self, state: MagoState) -> dict[str, Any] | None:
        if state.phase != OVER:
            return None
        return {"game": self.name, "variant": state.config.variant, "winners": list(state.winners),
                "scores": dict(state.home), "turns": state.turn,
                "players": {p: {"crystals": state.home[p]} for p in state.config.players},
                "counts": dict(state.counts), "first": state.config.oldest}

    def to_json(self, state: MagoState) -> dict[str, Any]:
        return to_jsonable(state)

    def from_json(self, data: Mapping[str, Any]) -> MagoState:
        return from_jsonable(MagoState, data)
