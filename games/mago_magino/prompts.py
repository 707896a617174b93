"""Mago Magino's prompts on the three wheels (MM-12..MM-16, MM-21, MM-25, MM-35, MM-47, MM-49, MM-50,
AMB-MM-01; the wheel contract, docs/architecture.md §6).

- Which piece: the right wheel — ▲ child A (option ``A``), ● child B (``B``), ☾ the wizard, ◉ a frog
  (content/wheels.yaml); a frog is then picked by its number on the centre wheel. Only the pieces that can
  move now are offered (a symbol for another selects nothing and is refused, with the reason).
- Which way: the left wheel — → board-clockwise, ← the other way (↑ and ↓ are refused), asked next and only
  when the chosen piece can go both ways, so every answer a prompt offers is a legal move and a child has one
  thing to do at a time (the TV's instruction stays one short line even at five players).
- Yes / no (load, stop here, roll again): the right wheel, ● yes · ◉ no.
- Aiming the arrow (policy ``aim``): the position's number on the centre wheel; when the positions outnumber
  the centre wheel, the left wheel picks a row of them first (↑ the first row, ↓ the second, → , ←).

Prompts are immutable and built once per shape (lru_cache).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from games.core.codec import FaceMap, load_face_maps
from games.core.content import packaged
from games.core.errors import ConfigError
from games.core.faces import DIRECTIONS
from games.core.prompt import CHOICE, DIRECTION, Field, Prompt
from games.mago_magino.config import MagoConfig
from games.mago_magino.moves import LEFT, RIGHT, WAYS
from games.mago_magino.state import AGAIN, LOAD_AFTER, LOAD_BEFORE, STOP

YES_NO = ("yes", "no")
MAX_FROGS = 10
"""Five players' two children each (MM-02)."""
ROWS = ("up", "down", "right", "left")
"""The left wheel's arrows that pick a row of arrow positions, in order."""

WAY_WORDS = {RIGHT: "board-clockwise (→)", LEFT: "board-counter-clockwise (←)"}


@lru_cache(maxsize=1)
def face_maps() -> dict[str, FaceMap]:
    return load_face_maps(packaged("games.mago_magino", "wheels.yaml"))


@lru_cache(maxsize=4096)
def _way_field(name: str, what: str, ways: tuple[str, ...], points: int, only_if: tuple[str, tuple[Any, ...]] | None,
               rule: str = "MM-16") -> Field:
    refusals = []
    for d in DIRECTIONS:
        if d in ways:
            continue
        if d in WAYS:
            why = (f"{what} cannot go {WAY_WORDS[d]} with {points}: the forest is board-clockwise only, no "
                   "crystal may enter it, the wizard stays out of the forest and the hideout, and the points "
                   "are used in full.")
        else:
            why = "turn the LEFT wheel to → (board-clockwise) or ← (the other way): pieces move along the board."
        refusals.append((d, why))
    return Field(name, DIRECTION, rule, "→ board-clockwise or ← the other way", options=ways,
                 refusals=tuple(refusals), only_if=only_if)


def _piece_why(piece: str, status: Any, points: int) -> str:
    label = {"A": "Child A", "B": "Child B", "wizard": "The wizard", "frog": "No frog"}[piece]
    if status == "frog":
        return f"{label} is a frog now: move it as a frog (◉) if you remember which one it is."
    if piece == "frog":
        return "No frog can hop now." if status == "none" else "There are no frogs on the board."
    return f"{label} cannot use a {points} in either direction (points are used in full)."


@lru_cache(maxsize=4096)
def _piece_field(options: tuple[str, ...], refusals: tuple[tuple[str, str], ...]) -> Field:
    return face_maps()["piece"].field("piece", "MM-14", options,
                                      why="one of your own children, the wizard or a frog that can move now",
                                      refusals=refusals)


@lru_cache(maxsize=4096)
def _frog_field(numbers: tuple[int, ...]) -> Field:
    return Field("frog", CHOICE, "MM-35", "the number of a frog that can hop", options=numbers, faces=numbers,
                 numbered=True, only_if=("piece", ("frog",)))


@lru_cache(maxsize=65536)
def move_prompt(seat: str, points: int, a: tuple[str, ...] | str, b: tuple[str, ...] | str, wizard: bool,
                frogs: tuple[int, ...]) -> Prompt:
    """Which piece moves a result of ``points`` (MM-13, MM-14, MM-35, MM-39): ``a`` and ``b`` are the own
    children's ways or why they have none (``frog`` / ``stuck``); ``frogs`` the numbers of the frogs that can
    hop. The way is asked next, when the piece has two (:func:`way_prompt`)."""
    options = []
    refusals = []
    for piece, status in (("A", a), ("B", b), ("wizard", ("ok",) if wizard else "stuck"),
                          ("frog", ("ok",) if frogs else "none")):
        if isinstance(status, tuple) and status:
            options.append(piece)
        else:
            refusals.append((piece, _piece_why(piece, status, points)))
    fields = [_piece_field(tuple(options), tuple(refusals))]
    if frogs:
        fields.append(_frog_field(frogs))
    return Prompt(seat, seat, tuple(fields), False, "MM-14", _REASONS[points])


@lru_cache(maxsize=4096)
def way_prompt(seat: str, piece: str, frog: int, ways: tuple[str, ...], points: int) -> Prompt:
    """Which way the chosen piece goes (MM-16, MM-18, MM-43), asked only when it has two."""
    if piece == "frog":
        what, rule = f"Frog {frog}", "MM-18"
    elif piece == "wizard":
        what, rule = "The wizard", "MM-43"
    else:
        what, rule = f"Child {piece[-1].upper()}", "MM-16"
    f = _way_field("way", what, ways, 1 if piece == "frog" else points, None, rule)
    return Prompt(seat, seat, (f,), False, "MM-16", f"which way ({what})")


_REASONS = {n: f"which piece, which way ({'move 1 space' if n == 1 else f'move {n} spaces'})" for n in range(1, 7)}


QUESTIONS = {
    LOAD_BEFORE: ("MM-50", "load a crystal before moving?"),
    STOP: ("MM-21", "stop here and forfeit the rest?"),
    LOAD_AFTER: ("MM-25", "load a crystal?"),
    AGAIN: ("MM-47", "you freed a child: roll again?"),
}


@lru_cache(maxsize=256)
def yes_no_prompt(seat: str, phase: str) -> Prompt:
    """A public yes/no on the right wheel (MM-21, MM-25, MM-47, MM-49, MM-50)."""
    rule, question = QUESTIONS[phase]
    f = face_maps()["yes_no"].field("answer", rule, YES_NO, why="● yes or ◉ no")
    return Prompt(seat, seat, (f,), False, rule, f"{seat}: {question}")


def check_aim_rows(cfg: MagoConfig, positions: int) -> None:
    """The aimed arrow needs every position dialable: rows of ``wheel_max`` on at most four arrows."""
    if cfg.arrow == "aim" and positions > len(ROWS) * cfg.wheel_max:
        raise ConfigError(f"the arrow's {positions} positions do not fit in {len(ROWS)} rows of {cfg.wheel_max} "
                          "on the centre wheel", "AMB-MM-01")


def _rows(positions: int, wheel_max: int) -> int:
    return 1 if positions <= wheel_max else -(-positions // wheel_max)


@lru_cache(maxsize=1024)
def aim_prompt(seat: str, positions: int, current: int, wheel_max: int) -> Prompt:
    """Aim the witch arrow at any position but the one it points at now (AMB-MM-01, policy ``aim``):
    positions are numbered 1..K as the TV shows them."""
    rows = _rows(positions, wheel_max)
    if rows == 1:
        options = tuple(i for i in range(positions) if i != current)
        f = Field("position", CHOICE, "AMB-MM-01", "an arrow position other than the one it points at",
                  options=options, faces=tuple(i + 1 for i in options), numbered=True,
                  refusals=((current, "the arrow points there already: turn it somewhere else."),))
        return Prompt(seat, seat, (f,), False, "AMB-MM-01", f"{seat}: aim the witch arrow")
    size = -(-positions // rows)
    fields = [Field("row", DIRECTION, "AMB-MM-01", "a row of arrow positions", options=ROWS[:rows])]
    for r in range(rows):
        spots = tuple(i for i in range(r * size, min(positions, (r + 1) * size)) if i != current)
        fields.append(Field(f"position_{ROWS[r]}", CHOICE, "AMB-MM-01", "an arrow position in this row",
                            options=spots, faces=tuple(i - r * size + 1 for i in spots), numbered=True,
                            only_if=("row", (ROWS[r],))))
    return Prompt(seat, seat, tuple(fields), False, "AMB-MM-01", f"{seat}: aim the witch arrow")


def aimed_position(values: dict[str, Any]) -> int:
    """The arrow position (0-based) an aim prompt's values give."""
    if "position" in values:
        return int(values["position"])
    return int(values[f"position_{values['row']}"])


@lru_cache(maxsize=64)
def widest_fields(cfg: MagoConfig) -> tuple[Field, ...]:
    """Every field any prompt can ask for, each at its widest (games/core/game.py ``fields``)."""
    move = move_prompt("", 4, WAYS, WAYS, True, tuple(range(1, MAX_FROGS + 1))).fields
    way = way_prompt("", "wizard", 0, WAYS, 4).fields
    answer = yes_no_prompt("", STOP).fields
    aim: tuple[Field, ...] = ()
    if cfg.arrow == "aim":
        positions = len(cfg.board.arrow)
        widest = aim_prompt("", positions, -1, cfg.wheel_max).fields
        aim = widest
    return move + way + answer + aim
