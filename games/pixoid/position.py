"""Pixoid positions (issue 18 item 7; docs/positions.md, games/core/position.py): a round and turn with the
pieces, cubes and scores a position gives (PX-04..PX-08, PX-24, PX-28, PX-33..PX-35, PX-43, PX-46), every
other field as a normal setup leaves it. Pixoid has no dice (``next_dice`` is refused).

Fields (all optional)::

    round: 2                     # 1-based; earlier rounds count as played (PX-36)
    pixoid: blue                 # who is Pixoid this round (default: the setup's rotation, PX-07, PX-34)
    turn: 5                      # the turn about to be programmed; turn - 1 neutral cubes are taken (PX-28)
    pieces: {red: 14, blue: [3, 4]}   # each piece's Pix: its number (row by row) or [x, y] from top-left;
                                 # every piece given: programming next; some or none: placement goes on (PX-08)
    bonus_cubes: [27, 116]       # the Pix still holding a Bonus cube (default: every Bonus Pix, PX-04)
    scores: {red: 12}            # victory points so far (PX-33; default 0)
    extra_holder: green          # 3 players: who drives the extra Bug this turn (PX-43, PX-46)
"""
from __future__ import annotations

from typing import Any

from games.core.content import whole
from games.core.errors import ContentError
from games.core.evolve import evolve
from games.pixoid.config import PixoidConfig
from games.pixoid.rules import RESERVE, SHORT_GAME_TARGET, left_of
from games.pixoid.state import PLACE, PROGRAM, PixoidState, RoundRecord

FIELDS = ("round", "pixoid", "turn", "pieces", "bonus_cubes", "scores", "extra_holder")
DICE = False


def _seat(value: Any, seats: tuple[str, ...], file: str, field: str) -> str:
    if value not in seats:
        raise ContentError(file, field, f"{value!r} is not one of the players ({', '.join(seats)})")
    return value


def _pix(value: Any, cfg: PixoidConfig, file: str, field: str) -> int:
    board = cfg.board
    last = board.width * board.height - 1
    if isinstance(value, list):
        if len(value) != 2:
            raise ContentError(file, field, "a Pix as [x, y] needs two numbers")
        x = whole(value[0], file, f"{field}[0]", 0, board.width - 1)
        y = whole(value[1], file, f"{field}[1]", 0, board.height - 1)
        return y * board.width + x
    return whole(value, file, field, 0, last)


def build(base: PixoidState, data: dict[str, Any], file: str) -> PixoidState:  # noqa: C901 - one check per field, each with its message
    """The round and turn the position describes (placement or programming next)."""
    cfg = base.config
    players = cfg.players
    short = cfg.variant == "short"
    rounds_total = 1 if short else len(players)
    index = whole(data.get("round", 1), file, "round", 1, rounds_total) - 1
    pixoid = _seat(data.get("pixoid", left_of(players, base.pixoid, index)), players, file, "pixoid")
    turn = whole(data.get("turn", 1), file, "turn", 1, SHORT_GAME_TARGET if short else RESERVE)
    reserve_taken = turn - 1
    board = cfg.board
    bonus = tuple(sorted(base.bonus))
    if "bonus_cubes" in data:
        given = data["bonus_cubes"]
        if not isinstance(given, list):
            raise ContentError(file, "bonus_cubes", "must be a list of Pix")
        bonus = tuple(_pix(p, cfg, file, f"bonus_cubes[{i}]") for i, p in enumerate(given))
        for i, p in enumerate(bonus):
            if p not in board.bonus:
                raise ContentError(file, f"bonus_cubes[{i}]", f"Pix {p} is not a Bonus Pix "
                                                              f"({', '.join(map(str, board.bonus))}; PX-04)")
        if len(set(bonus)) != len(bonus):
            raise ContentError(file, "bonus_cubes", "a Pix holds one Bonus cube (PX-04)")
    bonus_taken = len(board.bonus) - len(bonus)
    if short and reserve_taken + bonus_taken >= SHORT_GAME_TARGET:
        raise ContentError(file, "turn", f"Pixoid would already hold {reserve_taken + bonus_taken} cubes and have "
                                         f"won the Short Game (PX-39)")
    scores = dict(base.scores)
    given_scores = data.get("scores", {})
    if not isinstance(given_scores, dict):
        raise ContentError(file, "scores", "must be a mapping of players to victory points")
    for seat, n in given_scores.items():
        scores[_seat(seat, players, file, f"scores.{seat}")] = whole(n, file, f"scores.{seat}", 0)
    pieces = data.get("pieces", {})
    if not isinstance(pieces, dict):
        raise ContentError(file, "pieces", "must be a mapping of pieces to Pix")
    positions: dict[str, int] = {}
    for piece, value in pieces.items():
        if piece not in cfg.pieces:
            raise ContentError(file, f"pieces.{piece}", f"is not a piece ({', '.join(cfg.pieces)})")
        positions[piece] = _pix(value, cfg, file, f"pieces.{piece}")
    for piece, pix in positions.items():
        if piece != pixoid and positions.get(pixoid) == pix:
            raise ContentError(file, f"pieces.{piece}", f"is on Pixoid's Pix {pix}: he would be caught already (PX-21)")
    order = tuple(left_of(players, pixoid, k) for k in range(len(players)))          # PX-08
    holder = left_of(players, pixoid) if cfg.extra else None                           # PX-43
    if "extra_holder" in data:
        if not cfg.extra:
            raise ContentError(file, "extra_holder", "only a 3-player game has an extra Bug (PX-42)")
        holder = _seat(data["extra_holder"], players, file, "extra_holder")
        if holder == pixoid:
            raise ContentError(file, "extra_holder", "Pixoid never drives the extra Bug (PX-43)")
    if len(positions) == len(cfg.pieces):
        phase, to_place = PROGRAM, ()
    else:
        if cfg.extra in positions:
            raise ContentError(file, f"pieces.{cfg.extra}", "the extra Bug is placed last, on the Starting Pix "
                                                            "left (PX-43): give every piece or none of it")
        for piece, pix in positions.items():
            if pix not in board.starts:
                raise ContentError(file, f"pieces.{piece}", f"Pix {pix} is not a Starting Pix during placement "
                                                            f"({', '.join(map(str, board.starts))}; PX-08)")
        if len(set(positions.values())) != len(positions):
            raise ContentError(file, "pieces", "two pieces on one Starting Pix (PX-08)")
        if turn != 1:
            raise ContentError(file, "turn", "placement comes before turn 1: give every piece's Pix (PX-08)")
        phase, to_place = PLACE, tuple(p for p in order if p not in positions)
    earlier = tuple(RoundRecord(left_of(players, pixoid, k - index), False, 0, 0, 0) for k in range(index))
    return evolve(base, round=index, pixoid=pixoid, phase=phase, turn=turn, positions=positions,
                  to_place=to_place, bonus=bonus, reserve_taken=reserve_taken, bonus_taken=bonus_taken,
                  extra_holder=holder, scores=scores, rounds=earlier)
