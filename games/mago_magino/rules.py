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

from typing import Any, Mapping

from games.core.errors import IllegalInput
from games.core.evolve import evolve
from games.core.game import Event
from games.core.memo import StateMemo
from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.core.serial import from_jsonable, to_jsonable
from games.mago_magino import prompts as asks
from games.mago_magino.board import WITCH
from games.mago_magino.config import MagoConfig, make_config
from games.mago_magino.moves import CHILD, FOREST, FROG, HIDEOUT, HOUSE, WIZARD, frog_ways, is_stop, reaches, \
    step_to, ways_for
from games.mago_magino.options import OPTIONS
from games.mago_magino.state import AGAIN, AIM, LOAD_AFTER, LOAD_BEFORE, MOVE, OVER, STOP, WAY, MagoState, Pending

PROMPTS: StateMemo[dict[str, Prompt]] = StateMemo()
"""Each recent state's prompts (games/core/memo.py)."""

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


def move_options(state: MagoState | Work) -> Options:
    """For the current result: each own child's ways (or why none: ``frog`` / ``stuck``), each frog's ways
    and the wizard's ways (MM-14, MM-15, MM-20, MM-22)."""
    cfg = state.config
    size = cfg.board.size
    points = state.points
    seat = state.current
    children = state.children
    carrying = state.carrying
    mine: dict[str, tuple[str, ...] | str] = {}
    for letter in ("a", "b"):
        child = f"{seat}_{letter}"
        at = children.get(child)
        if at is None:
            mine[letter] = "frog"
        else:
            mine[letter] = ways_for(CHILD, at, points, child in carrying, size) or "stuck"
    forward = cfg.frog_way == "forward"
    frogs = {n: w for n, at in sorted(state.frogs.items()) if (w := frog_ways(at, size, forward))}
    wizard = ways_for(WIZARD, state.wizard, points, False, size)
    return mine, frogs, wizard


def ask_move(seat: str, points: int, options: Options) -> dict[str, Prompt]:
    mine, frogs, wizard = options
    return {seat: asks.move_prompt(seat, points, mine["a"], mine["b"], bool(wizard), tuple(frogs))}


def piece_ways(state: MagoState | Work, piece: str, frog: int, at: int) -> tuple[str, ...]:
    """The ways the chosen piece can use the current result (MM-16, MM-18, MM-20, MM-22, MM-43)."""
    cfg = state.config
    size = cfg.board.size
    if piece == FROG:
        return frog_ways(at, size, cfg.frog_way == "forward")
    if piece == WIZARD:
        return ways_for(WIZARD, at, state.points, False, size)
    return ways_for(CHILD, at, state.points, piece in state.carrying, size)


class Work:
    """One apply's working copy of the state's changing parts."""

    __slots__ = ("s", "rng", "children", "carrying", "frogs", "owner", "wizard", "stock", "lying", "home",
                 "phase", "current", "turn", "face", "points", "arrow", "pending", "freed", "winners", "counts",
                 "events", "asked")

    def __init__(self, s: MagoState) -> None:
        self.s = s
        self.rng = Rng(s.rng)
        self.children = dict(s.children)
        self.carrying = list(s.carrying)
        self.frogs = dict(s.frogs)
        self.owner = dict(s.frog_owner)
        self.wizard = s.wizard
        self.stock = s.stock
        self.lying = dict(s.lying)
        self.home = dict(s.home)
        self.phase = s.phase
        self.current = s.current
        self.turn = s.turn
        self.face: str | int = s.face
        self.points = s.points
        self.arrow = s.arrow
        self.pending = s.pending
        self.freed = s.freed
        self.winners = s.winners
        self.counts = dict(s.counts)
        self.events: list[Event] = []
        self.asked: dict[str, Prompt] | None = None
        """The move prompt of the state being built, when apply has already worked it out."""

    def build(self) -> MagoState:
        new = evolve(self.s, rng=self.rng.state, step=self.s.step + 1, turn=self.turn, current=self.current,
                      phase=self.phase, face=self.face, points=self.points, arrow=self.arrow,
                      children=self.children, carrying=tuple(self.carrying), frogs=self.frogs,
                      frog_owner=self.owner, wizard=self.wizard, stock=self.stock, lying=self.lying,
                      home=self.home, pending=self.pending, freed=self.freed, winners=self.winners,
                      counts=self.counts)
        if self.asked is not None and self.phase == MOVE:
            asked = self.asked
            PROMPTS.get(new, lambda s: asked)
        return new

    def count(self, key: str, n: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + n

    @property
    def config(self) -> MagoConfig:
        """The configuration (so the move lists read a working copy as they read a state)."""
        return self.s.config


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
    def prompts(self, state: MagoState) -> dict[str, Prompt]:
        return PROMPTS.get(state, self._make_prompts)

    def _make_prompts(self, state: MagoState) -> dict[str, Prompt]:
        phase = state.phase
        seat = state.current
        if phase == OVER:
            return {}
        if phase == MOVE:
            return ask_move(seat, state.points, move_options(state))
        if phase == WAY:
            p = state.pending
            assert p is not None
            return {seat: asks.way_prompt(seat, p.piece, p.frog, piece_ways(state, p.piece, p.frog, p.at), state.points)}
        if phase == AIM:
            cfg = state.config
            return {seat: asks.aim_prompt(seat, len(cfg.board.arrow), state.arrow, cfg.wheel_max)}
        return {seat: asks.yes_no_prompt(seat, phase)}

    # ---- apply -------------------------------------------------------------------------------
    def apply(self, state: MagoState, inputs: Mapping[str, Any]) -> tuple[MagoState, list[Event]]:
        prompts = self.prompts(state)
        if not prompts:
            raise IllegalInput("MM-08", "", None, None, "the game is over; nothing more can be played.")
        clean = validate_inputs(prompts, inputs)
        values = clean[state.current]
        w = Work(state)
        phase = state.phase
        if phase == MOVE:
            self._chosen(w, values)
        elif phase == WAY:
            self._go(w, values["way"])
        elif phase == AIM:
            self._aimed(w, asks.aimed_position(values))
        elif phase == LOAD_BEFORE:
            pending = w.pending
            assert pending is not None
            if values["answer"] == "yes":
                self._load(w, pending.piece, pending.at, "MM-50")
            self._walk(w)
        elif phase == STOP:
            pending = w.pending
            assert pending is not None
            if values["answer"] == "yes":
                w.pending = Pending(pending.piece, pending.frog, pending.way, pending.at, 0, pending.path)
                self._arrive(w, pending.left)
            else:
                self._walk(w)
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
                self._begin_turn(w, next_seat(state.config.players, w.current))
        return w.build(), w.events

    # ---- the steps of a turn -------------------------------------------------------------------
    @staticmethod
    def _name(w: Work, space: int) -> str:
        return w.s.config.board.names[space]

    def _begin_turn(self, w: Work, seat: str) -> None:
        w.current = seat
        w.turn += 1
        w.events.append({"type": "turn", "seat": seat, "turn": w.turn})
        self._roll(w)

    def _roll(self, w: Work) -> None:
        """Roll the die (MM-11); the witch arrow is turned at once (MM-12), then the move is asked. A result
        no piece can use passes the turn (AMB-MM-05)."""
        board = w.s.config.board
        for _ in range(MAX_PASSES):
            w.freed = 0
            w.pending = None
            face = board.faces[w.rng.below(len(board.faces))]
            w.face = face
            w.events.append({"type": "roll", "face": face, "by": w.current, "rule": "MM-11"})
            if face == WITCH:
                w.points = 1                                                        # MM-12, AMB-MM-02
                if w.s.config.arrow == "aim":
                    w.phase = AIM
                    return
                self._turn_arrow(w, w.rng.below(len(board.arrow)), "spin")
            else:
                w.points = int(face)                                                # MM-13
            if self._ask_move(w):
                return
            w.current = next_seat(w.s.config.players, w.current)
            w.turn += 1
            w.events.append({"type": "turn", "seat": w.current, "turn": w.turn})
        raise RuntimeError("no piece could move for a thousand turns: the board gives the wizard no move")

    def _ask_move(self, w: Work) -> bool:
        """Ask for the move if some piece can use the result; else say so (AMB-MM-05)."""
        w.phase = MOVE
        options = move_options(w)
        mine, frogs, wizard = options
        if frogs or wizard or any(not isinstance(v, str) for v in mine.values()):
            w.asked = ask_move(w.current, w.points, options)
            return True
        w.events.append({"type": "no_move", "seat": w.current, "points": w.points, "rule": "AMB-MM-05"})
        return False

    def _aimed(self, w: Work, position: int) -> None:
        self._turn_arrow(w, position, "aim")
        if not self._ask_move(w):
            self._begin_turn(w, next_seat(w.s.config.players, w.current))

    def _turn_arrow(self, w: Work, position: int, how: str) -> None:
        """Turn the arrow and bewitch the children it points at (MM-30..MM-33, MM-36, MM-42, AMB-MM-09,
        AMB-MM-10, AMB-MM-13)."""
        cfg = w.s.config
        board = cfg.board
        w.arrow = position
        space = board.arrow[position]
        w.count("arrow_turns")
        forest = space in FOREST
        w.events.append({"type": "arrow", "space": board.names[space], "position": position + 1, "how": how,
                         "forest": forest, "rule": "MM-12" if how == "spin" else "AMB-MM-01"})
        hit = FOREST if forest else frozenset((space,))
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
            at = w.children.pop(child)                                               # MM-32: a frog where it stood
            number = next(n for n in range(1, 100) if n not in w.frogs)
            w.frogs[number] = at
            w.owner[number] = child
            frogs.append({"frog": number, "was": child, "at": board.names[at]})
            if child in w.carrying:                                                  # MM-33
                w.carrying.remove(child)
                if at == HIDEOUT:
                    w.stock += 1                                                     # AMB-MM-10
                else:
                    w.lying[at] = w.lying.get(at, 0) + 1
                dropped.append(board.names[at])
        if frogs:
            w.count("bewitched", len(frogs))
            w.events.append({"type": "bewitch", "space": board.names[space], "forest": forest, "frogs": frogs,
                             "dropped": dropped, "rule": "MM-31" if forest else "MM-30"})

    def _chosen(self, w: Work, values: dict[str, Any]) -> None:
        """The piece (MM-14, MM-35, MM-39); its way is asked next when it has two (MM-16)."""
        piece = values["piece"]
        if piece == "frog":
            number = values["frog"]
            w.pending = Pending(FROG, number, "", w.frogs[number], 1)                 # MM-22
        elif piece == "wizard":
            w.pending = Pending(WIZARD, 0, "", w.wizard, w.points)
        else:
            child = f"{w.current}_{piece.lower()}"
            w.pending = Pending(child, 0, "", w.children[child], w.points)
        p = w.pending
        ways = piece_ways(w, p.piece, p.frog, p.at)
        if len(ways) == 1:
            self._go(w, ways[0])
        else:
            w.phase = WAY

    def _go(self, w: Work, way: str) -> None:
        """The pending piece sets off ``way``; a child on crystals may load first (MM-50, MM-27)."""
        p = w.pending
        assert p is not None
        w.pending = p = Pending(p.piece, p.frog, way, p.at, p.left)
        if p.piece not in (FROG, WIZARD) and p.piece not in w.carrying and self._crystals(w, p.at) \
                and reaches(CHILD, p.at, way, p.left, True, w.s.config.board.size):
            w.phase = LOAD_BEFORE
            return
        self._walk(w)

    @staticmethod
    def _crystals(w: Work, space: int) -> int:
        return w.stock if space == HIDEOUT else w.lying.get(space, 0)

    def _load(self, w: Work, child: str, space: int, rule: str) -> None:
        """One crystal onto the child (MM-25, MM-26, MM-49..MM-52)."""
        if space == HIDEOUT:
            w.stock -= 1
        else:
            w.lying[space] -= 1
            if not w.lying[space]:
                del w.lying[space]
        w.carrying.append(child)
        w.events.append({"type": "load", "piece": child, "space": self._name(w, space),
                         "from": "hideout" if space == HIDEOUT else "path", "left": w.stock, "rule": rule})

    def _walk(self, w: Work) -> None:
        """Move the pending piece on, space by space, until its points are used or it stops (MM-15..MM-24)."""
        p = w.pending
        assert p is not None
        size = w.s.config.board.size
        if p.piece == FROG:
            to = step_to(p.at, p.way, size)
            w.frogs[p.frog] = to                                                     # MM-22
            w.pending = Pending(FROG, p.frog, p.way, to, 0, (to,))
            self._arrive(w)
            return
        kind = WIZARD if p.piece == WIZARD else CHILD
        carrying = p.piece in w.carrying
        at, left, path = p.at, p.left, list(p.path)
        while left > 0:
            to = step_to(at, p.way, size)
            at, left = to, left - 1
            path.append(to)
            if kind == CHILD and carrying and to == HOUSE:
                break                                                                # AMB-MM-08: delivers
            if left > 0 and is_stop(kind, to):
                if reaches(kind, to, p.way, left, carrying, size):
                    w.pending = Pending(p.piece, 0, p.way, at, left, tuple(path))
                    self._place(w, p.piece, at)
                    self._moved(w)                                                   # the table sees it get there
                    w.pending = Pending(p.piece, 0, p.way, at, left)
                    w.phase = STOP                                                   # MM-21, MM-40
                    return
                break                                                                # the only way: stop here
        w.pending = Pending(p.piece, 0, p.way, at, 0, tuple(path))
        self._place(w, p.piece, at)
        self._arrive(w, left)

    def _place(self, w: Work, piece: str, at: int) -> None:
        if piece == WIZARD:
            w.wizard = at
        else:
            w.children[piece] = at

    def _arrive(self, w: Work, forfeit: int = 0) -> None:
        """The move is over: say it (and the points given up by stopping early, MM-21, MM-40), then deliver,
        free or offer a crystal (MM-28, MM-44..MM-46, MM-25, MM-49)."""
        p = w.pending
        assert p is not None
        names = w.s.config.board.names
        if p.path:
            self._moved(w)
        if forfeit:
            w.events.append({"type": "stop", "piece": p.piece, "space": names[p.at], "forfeit": forfeit,
                             "rule": "MM-40" if p.piece == WIZARD else "MM-21"})
        at = p.at
        if p.piece == FROG:
            if at == HOUSE or at == w.wizard:                                        # MM-44, MM-45
                self._free(w, p.frog, "house" if at == HOUSE else "wizard")
        elif p.piece == WIZARD:
            for number in sorted(n for n, f in w.frogs.items() if f == at):          # MM-46, AMB-MM-17
                self._free(w, number, "wizard")
        else:
            if p.piece in w.carrying and at == HOUSE:
                self._deliver(w, p.piece)
                if w.phase == OVER:
                    return
            elif p.piece not in w.carrying and self._crystals(w, at):
                w.phase = LOAD_AFTER                                                 # MM-25, MM-49
                return
        w.pending = None
        self._end_move(w)

    @staticmethod
    def _moved(w: Work) -> None:
        """The public move event of the pending piece's path so far (MM-13, MM-22)."""
        p = w.pending
        assert p is not None
        names = w.s.config.board.names
        w.events.append({"type": "move", "piece": p.piece, "frog": p.frog or None, "way": p.way,
                         "path": [names[i] for i in p.path], "by": w.current,
                         "rule": "MM-22" if p.piece == FROG else "MM-13"})

    def _free(self, w: Work, number: int, how: str) -> None:
        """A frog turns back into its owner's child where it stands (MM-44..MM-48, AMB-MM-12)."""
        at = w.frogs.pop(number)
        child = w.owner.pop(number)
        w.children[child] = at
        w.freed += 1
        w.count("freed")
        w.events.append({"type": "freed", "frog": number, "child": child, "seat": seat_of(child),
                         "space": self._name(w, at), "how": how,
                         "rule": {"house": "MM-44", "wizard": "MM-45"}[how] if w.pending and w.pending.piece == FROG
                         else "MM-46"})

    def _deliver(self, w: Work, child: str) -> None:
        """The crystal is home and counts for good (MM-28, MM-29); the third (the second in the shorter game)
        wins at once (MM-07..MM-09, AMB-MM-18)."""
        w.carrying.remove(child)
        seat = seat_of(child)
        w.home[seat] += 1
        w.count("delivered")
        w.events.append({"type": "deliver", "piece": child, "seat": seat, "crystals": w.home[seat],
                         "rule": "MM-28"})
        if w.home[seat] >= w.s.config.target:
            w.winners = (seat,)
            w.phase = OVER
            w.pending = None
            w.events.append({"type": "game_end", "winners": [seat], "crystals": dict(w.home),
                             "rule": "MM-09" if w.s.config.variant == "short" else "MM-07"})

    def _end_move(self, w: Work) -> None:
        """After the move: a roll again if a child was freed (MM-47), else the next player's turn."""
        if w.freed:
            w.phase = AGAIN
            return
        self._begin_turn(w, next_seat(w.s.config.players, w.current))

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
