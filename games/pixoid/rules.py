"""Pixoid's rules as a pure state machine (docs/rules/pixoid.md PX-01..PX-48, AMB-03..AMB-12).

Round flow: placement (PX-08, public, one seat at a time; PX-43 places the extra Bug) → turns of secret
programming (PX-09..PX-16) → movement (PX-17..PX-27: Pixoid first, then the Bugs together) → scoring
(PX-28..PX-30) → end of round (PX-31..PX-35) → end of game (PX-36, PX-37). The Short Game (PX-38..PX-41)
and the 3-player extra Bug (PX-42..PX-48) are options of the same machine. There is no chance in Pixoid.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Mapping

from games.core.errors import IllegalInput
from games.core.faces import DIRECTIONS, TURNED, turn
from games.core.evolve import evolve
from games.core.game import Event
from games.core.memo import memoised
from games.core.prompt import CHOICE, DIRECTION, NUMBER, Field, Prompt, validate_inputs
from games.core.serial import from_jsonable, to_jsonable
from games.pixoid.board import describe_board
from games.pixoid.config import PixoidConfig, make_config
from games.pixoid.options import OPTIONS
from games.pixoid.state import OVER, PLACE, PROGRAM, PixoidState, RoundRecord

RESERVE = 12
"""Neutral cubes in the reserve at the start of a round (PX-05, CON-15)."""

SHORT_GAME_TARGET = 12
"""Cubes Pixoid must hold to win the Short Game (PX-39)."""

DIRECTION_INDEX = {d: i for i, d in enumerate(DIRECTIONS)}

TALK_POLICY = "Bugs must stay silent (PX-15). Pixoid may speak openly (AMB-12)."


def left_of(players: tuple[str, ...], seat: str, k: int = 1) -> str:
    """The seat k places clockwise (to the left) of ``seat`` (CON-09)."""
    return players[(players.index(seat) + k) % len(players)]


def bug_players(state: PixoidState) -> tuple[str, ...]:
    return tuple(p for p in state.config.players if p != state.pixoid)


def program_fields(exits: tuple[str, ...], quarter_turns: int, top: int) -> tuple[Field, ...]:
    """The two wheel settings a piece owes (PX-11..PX-13), for a Pix with these exits."""
    legal = tuple(d for d in DIRECTIONS if turn(d, quarter_turns) in exits)
    refusals = tuple((d, f"you cannot go {d}: a wall is right next to your Pix on that side.")
                     for d in DIRECTIONS if d not in legal)
    return (
        Field("direction", DIRECTION, "PX-13", "a direction without a wall right next to your Pix",
              options=legal, refusals=refusals),
        Field("distance", NUMBER, "PX-12", f"distance must be from 1 to {top}", low=1, high=top,
              refusals=((0, "distance 0 is not allowed: every piece must move at least 1 Pix."),)),
    )


@lru_cache(maxsize=4096)
def place_prompt(seat: str, is_pixoid: bool, free: tuple[int, ...], starts: tuple[int, ...] = ()) -> Prompt:
    """The public choice of a Starting Pix (PX-08, CON-08). With ``starts`` (the board's Starting Pix in
    order) each free one keeps its number on the centre wheel while others are taken (the TV labels them so)."""
    role = "Pixoid" if is_pixoid else "a Bug"
    faces = tuple(starts.index(p) + 1 for p in free) if starts else ()
    f = Field("pix", CHOICE, "PX-08", "choose an empty Starting Pix", options=free, faces=faces,
              numbered=bool(faces))
    return Prompt(seat, seat, (f,), False, "PX-08", f"{seat} ({role}) chooses a Starting Pix")


@lru_cache(maxsize=4096)
def program_prompt(seat: str, piece: str, exits: tuple[str, ...], quarter_turns: int, top: int) -> Prompt:
    """The secret programming prompt of one piece (PX-10). Prompts are immutable, so each is built once and
    shared (without this cache ``make bench`` runs at half the speed)."""
    return Prompt(seat, piece, program_fields(exits, quarter_turns, top), True, "PX-10",
                  f"{piece}: program direction and distance in secret")


class Pixoid:
    """The Pixoid game (see the module docstring)."""

    name = "pixoid"
    player_counts = frozenset({3, 4})
    options = OPTIONS

    def extra_controllers(self, config: PixoidConfig) -> tuple[str, ...]:
        """Controllers this configuration needs beyond the players' own: the 3-player extra Bug (PX-42)."""
        return (config.extra,) if config.extra else ()

    def fields(self, state: PixoidState) -> tuple[Field, ...]:
        """Every field at its widest that any prompt can ask for (checked against the seated controllers'
        face tables before play)."""
        cfg = state.config
        return (place_prompt("", False, cfg.board.starts).fields
                + program_fields(DIRECTIONS, 0, cfg.max_distance))

    # ---- setup -------------------------------------------------------------------------------
    def configure(self, options: Mapping[str, Any]) -> PixoidConfig:
        """The validated configuration; the tiles and the assembly are checked now, not mid-game."""
        cfg = make_config(options)
        _ = cfg.board                   # building the board validates tiles and assembly
        return cfg

    def setup(self, config: Mapping[str, Any] | PixoidConfig, seed: int = 0) -> PixoidState:
        """A new game; ``seed`` is accepted for the common contract (Pixoid has no chance)."""
        cfg = config if isinstance(config, PixoidConfig) else self.configure(config)
        first = cfg.oldest                                                   # PX-07
        scores = {p: 0 for p in cfg.players}                                 # PX-06
        return self._new_round(cfg, 0, first, scores, (), step=0)

    def _new_round(self, cfg: PixoidConfig, index: int, pixoid: str, scores: dict[str, int],
                   rounds: tuple[RoundRecord, ...], step: int) -> PixoidState:
        order = tuple(left_of(cfg.players, pixoid, k) for k in range(len(cfg.players)))   # PX-08
        holder = left_of(cfg.players, pixoid) if cfg.extra else None                      # PX-43, AMB-10
        return PixoidState(config=cfg, round=index, pixoid=pixoid, phase=PLACE, turn=1, positions={},
                           to_place=order, bonus=cfg.board.bonus,                         # PX-04, PX-35
                           reserve_taken=0, bonus_taken=0,                                # PX-05
                           extra_holder=holder, scores=scores, rounds=rounds, winners=(), step=step)

    # ---- prompts -----------------------------------------------------------------------------
    def __init__(self) -> None:
        self.prompts: Callable[[PixoidState], dict[str, Prompt]] = memoised(self._make_prompts)
        """Who owes input now: built once per state and memoised outside it (games/core/memo.py; a hit is
        one call): the runner asks, then ``apply`` asks again."""

    def _make_prompts(self, state: PixoidState) -> dict[str, Prompt]:
        if state.phase == OVER:
            return {}
        cfg = state.config
        board = cfg.board
        if state.phase == PLACE:
            seat = state.to_place[0]
            taken = set(state.positions.values())
            free = tuple(p for p in board.starts if p not in taken)
            return {seat: place_prompt(seat, seat == state.pixoid, free, board.starts)}
        out = {}
        for piece in cfg.pieces:                                               # PX-10
            seat = state.extra_holder if piece == cfg.extra else piece         # PX-44
            out[piece] = program_prompt(seat, piece, board.exits[state.positions[piece]], cfg.quarter_turns[seat],
                                        cfg.max_distance)
        return out

    # ---- apply -------------------------------------------------------------------------------
    def apply(self, state: PixoidState, inputs: Mapping[str, Any]) -> tuple[PixoidState, list[Event]]:
        prompts = self.prompts(state)
        if not prompts:
            raise IllegalInput("PX-36", "", None, None, "the game is over; nothing more can be played.")
        clean = validate_inputs(prompts, inputs)
        if state.phase == PLACE:
            return self._place(state, clean)
        return self._turn(state, prompts, clean)

    def _place(self, state: PixoidState, clean: dict[str, dict[str, Any]]) -> tuple[PixoidState, list[Event]]:
        seat = state.to_place[0]
        pix = clean[seat]["pix"]
        positions = dict(state.positions)
        positions[seat] = pix
        events: list[Event] = [{"type": "place", "piece": seat, "pix": pix, "rule": "PX-08"}]
        rest = state.to_place[1:]
        phase = PLACE
        cfg = state.config
        if not rest:
            if cfg.extra:                                                      # PX-43: last free Starting Pix
                free = [p for p in cfg.board.starts if p not in positions.values()]
                positions[cfg.extra] = free[0]
                events.append({"type": "place", "piece": cfg.extra, "pix": free[0], "rule": "PX-43"})
            phase = PROGRAM
            events.append({"type": "turn", "round": state.round + 1, "turn": state.turn})
        return evolve(state, positions=positions, to_place=rest, phase=phase, step=state.step + 1), events

    def _turn(self, state: PixoidState, prompts: dict[str, Prompt],  # noqa: C901 - a turn's steps in rule order, kept in one place
              clean: dict[str, dict[str, Any]]) -> tuple[PixoidState, list[Event]]:
        cfg = state.config
        rays = cfg.board.rays
        px = state.pixoid
        quarter_turns = cfg.quarter_turns
        positions = dict(state.positions)
        paths: dict[str, tuple[int, ...]] = {}
        directions: dict[str, str] = {}
        reveal: dict[str, dict[str, Any]] = {}
        for piece, values in clean.items():                                   # PX-17, PX-16
            seat = prompts[piece].seat
            wheel, distance = values["direction"], values["distance"]
            absolute = TURNED[wheel, quarter_turns[seat]]
            directions[piece] = absolute
            paths[piece] = rays[positions[piece]][DIRECTION_INDEX[absolute]][:distance]   # PX-18, PX-19
            reveal[piece] = {"direction": wheel, "absolute": absolute, "distance": distance, "by": seat}
        events: list[Event] = [{"type": "reveal", "turn": state.turn, "programs": reveal, "rule": "PX-17"}]
        bonus = state.bonus
        bonus_taken = state.bonus_taken
        short = cfg.variant == "short"
        won = False

        # Pixoid moves first and completes his move (PX-20), Pix by Pix (AMB-05).
        bugs_at: dict[int, tuple[str, ...]] = {}
        for piece, pix in positions.items():
            if piece != px:
                bugs_at[pix] = bugs_at.get(pix, ()) + (piece,)
        path: list[int] = []
        pickups: list[Event] = []
        catchers: tuple[str, ...] = ()
        caught_at = None
        for pix in paths[px]:
            path.append(pix)
            bug_here = pix in bugs_at and not catchers
            if bug_here and (cfg.bug_guards_bonus or pix not in bonus):
                catchers, caught_at = bugs_at[pix], pix                        # PX-21, AMB-04
                if cfg.catch == "stop":
                    break
                continue
            if pix in bonus:                                                   # PX-24, PX-26
                bonus = tuple(b for b in bonus if b != pix)
                bonus_taken += 1
                pickups.append({"type": "bonus", "pix": pix, "collected": bonus_taken, "rule": "PX-24"})
                if short and not catchers and state.reserve_taken + bonus_taken >= SHORT_GAME_TARGET:
                    won = True                                                 # PX-39, AMB-06
                    break
            if bug_here:
                catchers, caught_at = bugs_at[pix], pix                        # AMB-05: taken, then caught
                if cfg.catch == "stop":
                    break
        if path:
            positions[px] = path[-1]
        events.append({"type": "move", "piece": px, "direction": directions[px], "path": path, "rule": "PX-20"})
        events.extend(pickups)
        if catchers:
            events.append({"type": "caught", "pix": caught_at, "by": catchers, "during": "pixoid", "rule": "PX-21"})
        elif not won:
            # The Bugs move simultaneously (PX-20); any Bug entering Pixoid's Pix catches him (PX-22).
            target = positions[px]
            hits = []
            for piece in cfg.pieces:
                if piece == px:
                    continue
                bug_path = paths[piece]
                if target in bug_path:
                    bug_path = bug_path[:bug_path.index(target) + 1]
                    hits.append(piece)
                if bug_path:
                    positions[piece] = bug_path[-1]                            # PX-23: Bugs may stack
                events.append({"type": "move", "piece": piece, "direction": directions[piece],
                               "path": list(bug_path), "rule": "PX-20"})
            if hits:
                catchers, caught_at = tuple(hits), target
                events.append({"type": "caught", "pix": target, "by": catchers, "during": "bugs", "rule": "PX-22"})

        reserve_taken = state.reserve_taken
        if not catchers and not won:                                           # PX-28
            reserve_taken += 1
            events.append({"type": "reserve", "taken": reserve_taken, "left": RESERVE - reserve_taken,
                           "rule": "PX-28"})
            if short and reserve_taken + bonus_taken >= SHORT_GAME_TARGET:     # PX-39
                won = True
        changes = {"positions": positions, "bonus": bonus, "bonus_taken": bonus_taken,
                   "reserve_taken": reserve_taken, "step": state.step + 1}
        if catchers:
            return self._end_round(evolve(state, **changes), caught=True, catchers=catchers, events=events)
        if won or (not short and reserve_taken == RESERVE):                    # PX-29, PX-39
            return self._end_round(evolve(state, **changes), caught=False, catchers=(), events=events)
        holder = state.extra_holder                                            # PX-30, PX-46, AMB-11
        if holder is not None:
            holder = next(p for p in bug_players(state) if p != holder)
        changes["turn"] = state.turn + 1
        changes["extra_holder"] = holder
        nxt = evolve(state, **changes)
        events.append({"type": "turn", "round": nxt.round + 1, "turn": nxt.turn, "extra_holder": holder})
        return nxt, events

    def _end_round(self, state: PixoidState, caught: bool, catchers: tuple[str, ...],
                   events: list[Event]) -> tuple[PixoidState, list[Event]]:
        cfg = state.config
        bugs = bug_players(state)
        points: dict[str, int] = {}
        if cfg.variant == "short":                                             # PX-38: no victory points
            winners = bugs if caught else (state.pixoid,)                      # PX-39, PX-40
        elif caught:                                                           # PX-32, PX-47
            points[state.pixoid] = state.reserve_taken + state.bonus_taken
            for b in bugs:
                points[b] = RESERVE - state.reserve_taken
        else:                                                                  # PX-31
            points[state.pixoid] = RESERVE + state.bonus_taken
            for b in bugs:
                points[b] = 0
        scores = dict(state.scores)
        for p, n in points.items():                                            # PX-33
            scores[p] += n
        record = RoundRecord(state.pixoid, caught, state.reserve_taken, state.bonus_taken, state.turn,
                             catchers, points)
        rounds = state.rounds + (record,)
        events.append({"type": "round_end", "round": state.round + 1, "pixoid": state.pixoid, "caught": caught,
                       "catchers": catchers, "reserve_taken": state.reserve_taken, "bonus": state.bonus_taken,
                       "points": points, "scores": scores, "rule": "PX-32" if caught else "PX-31"})
        if cfg.variant == "short" or len(rounds) == len(cfg.players):          # PX-36, PX-38, PX-48
            if cfg.variant != "short":
                best = max(scores.values())                                    # PX-37
                winners = tuple(p for p in cfg.players if scores[p] == best)
            events.append({"type": "game_end", "winners": winners, "scores": scores,
                           "rule": "PX-40" if cfg.variant == "short" else "PX-37"})
            return evolve(state, phase=OVER, scores=scores, rounds=rounds, winners=winners), events
        nxt_pixoid = left_of(cfg.players, state.pixoid)                        # PX-34
        fresh = self._new_round(cfg, state.round + 1, nxt_pixoid, scores, rounds, state.step)
        events.append({"type": "round_start", "round": fresh.round + 1, "pixoid": nxt_pixoid, "rule": "PX-35"})
        return fresh, events

    # ---- views -------------------------------------------------------------------------------
    def observe(self, state: PixoidState, seat: str | None) -> dict[str, Any]:
        """Everything in Pixoid's state is public: programs live only in the session until the reveal
        (CON-05), so the TV view and every seat's view are the same plus the seat's own role."""
        cfg = state.config
        view = {
            "game": self.name, "board": describe_board(cfg.tiles, cfg.assembly), "players": cfg.players, "extra": cfg.extra,
            "variant": cfg.variant, "round": state.round + 1,
            "rounds_total": 1 if cfg.variant == "short" else len(cfg.players), "turn": state.turn,
            "phase": state.phase, "pixoid": state.pixoid, "positions": dict(state.positions),
            "bonus": state.bonus, "reserve": state.reserve, "reserve_taken": state.reserve_taken,
            "bonus_taken": state.bonus_taken, "extra_holder": state.extra_holder, "scores": dict(state.scores),
            "rounds": [to_jsonable(r) for r in state.rounds], "winners": state.winners, "to_place": state.to_place,
            "talk": TALK_POLICY, "frame": cfg.frame, "edges": cfg.edges, "max_distance": cfg.max_distance,
            "seat": seat,
        }
        if seat is not None:
            view["role"] = "pixoid" if seat == state.pixoid else "bug"
        return view

    def result(self, state: PixoidState) -> dict[str, Any] | None:
        if state.phase != OVER:
            return None
        return {
            "game": self.name, "variant": state.config.variant, "scores": dict(state.scores),
            "winners": list(state.winners),
            "rounds": [{"pixoid": r.pixoid, "caught": r.caught, "reserve_taken": r.reserve_taken,
                        "bonus": r.bonus, "turns": r.turns} for r in state.rounds],
        }

    def to_json(self, state: PixoidState) -> dict[str, Any]:
        return to_jsonable(state)

    def from_json(self, data: Mapping[str, Any]) -> PixoidState:
        return from_jsonable(PixoidState, data)
