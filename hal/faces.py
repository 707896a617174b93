"""Face vocabulary and face tables: wheel positions -> faces (direction, number, colour, symbol).

The vocabulary mirrors ``games/core/faces.py`` (hal must not import games; a test checks they agree).
Face tables are YAML in ``hardware/faces/`` (see ``default.yaml``): position index = detent index. They are
found by name (``hal.profiles``), never by path.
"""
from __future__ import annotations

import reprlib
from dataclasses import dataclass
from typing import Any, TypeVar

from hal import profiles

T = TypeVar("T")

DIRECTIONS: tuple[str, ...] = ("up", "right", "down", "left")
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple", "orange")
SYMBOLS: tuple[str, ...] = ("red_light", "yellow_triangle", "green_circle", "blue_crescent")
WHEELS: tuple[str, ...] = ("left", "centre", "right")


class FaceTableError(ValueError):
    """A face table file that does not describe valid faces (message names file and field)."""


@dataclass(frozen=True)
class FaceTable:
    """What each position of each wheel shows."""

    name: str
    directions: tuple[str, ...]
    numbers: tuple[int, ...]
    colours: tuple[str | None, ...]
    symbols: tuple[str, ...]

    @property
    def detents(self) -> tuple[int, int, int]:
        return (len(self.directions), len(self.numbers), len(self.symbols))

    def faces(self, positions: tuple[int | None, int | None, int | None]) -> dict[str, Any]:
        """``{"direction", "number", "colour", "symbol"}`` for three positions (None where unknown)."""
        left, centre, right = positions
        on_number = centre is not None and 0 <= centre < len(self.numbers)
        return {
            "direction": _at(self.directions, left),
            "number": _at(self.numbers, centre),
            "colour": self.colours[centre] if on_number and centre is not None else None,
            "symbol": _at(self.symbols, right),
        }

    def position_of(self, wheel: str, face: Any) -> int:
        """The position showing ``face`` on ``wheel`` (a direction, a number or colour, a symbol); ValueError
        naming the wheel when it shows no such face."""
        faces: tuple[Any, ...]
        if wheel == "left":
            faces = self.directions
        elif wheel == "right":
            faces = self.symbols
        elif wheel == "centre":
            faces = self.colours if isinstance(face, str) else self.numbers
        else:
            raise ValueError(f"unknown wheel {reprlib.repr(wheel)}")
        if face not in faces:
            shows = f"{faces[0]}..{faces[-1]}" if faces is self.numbers else ", ".join(str(f) for f in faces if f)
            raise ValueError(f"the {wheel} wheel shows no {reprlib.repr(face)} (it shows {shows})")
        return faces.index(face)

    def wheel_of_face(self, face: Any) -> str:
        """Which wheel shows ``face`` (directions left, numbers/colours centre, symbols right)."""
        if face in self.directions:
            return "left"
        if face in self.symbols:
            return "right"
        if face in self.colours or isinstance(face, int):
            return "centre"
        raise ValueError(f"no wheel shows {face!r}")


def _need(data: Any, key: str, file: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise FaceTableError(f"{file}: missing field {key!r}")
    return data[key]


def load_face_table(name: str = "default") -> FaceTable:
    """Load the face table called ``name`` (``hardware/faces/<name>.yaml``, or the user's folder: see
    ``hal.profiles``; never a path) and validate it against the vocabulary."""
    try:
        path, data = profiles.load("faces", name)
    except profiles.ProfileError as exc:
        raise FaceTableError(str(exc)) from None
    try:
        return _table(str(path), path.stem, data)
    except (TypeError, AttributeError, ValueError) as exc:
        if isinstance(exc, FaceTableError):
            raise
        raise FaceTableError(f"{path}: bad face table ({exc})") from None


def _table(file: str, stem: str, data: Any) -> FaceTable:
    directions = tuple(_need(_need(data, "left", file), "directions", file))
    for d in directions:
        if d not in DIRECTIONS:
            raise FaceTableError(f"{file}: left.directions: {d!r} is not a direction")
    centre = _need(data, "centre", file)
    rng = _need(centre, "numbers", file)
    lo, hi = int(_need(rng, "from", file)), int(_need(rng, "to", file))
    if not (0 <= lo <= hi <= 30):
        raise FaceTableError(f"{file}: centre.numbers must lie within 0..30")
    numbers = tuple(range(lo, hi + 1))
    colour_map = centre.get("colours") or {}
    colours: list[str | None] = [None] * len(numbers)
    for number, colour in colour_map.items():
        if colour not in COLOURS:
            raise FaceTableError(f"{file}: centre.colours.{number}: {colour!r} is not a controller colour")
        if int(number) not in numbers:
            raise FaceTableError(f"{file}: centre.colours.{number}: not a number on this wheel")
        colours[numbers.index(int(number))] = colour
    symbols = tuple(_need(_need(data, "right", file), "symbols", file))
    for s in symbols:
        if s not in SYMBOLS:
            raise FaceTableError(f"{file}: right.symbols: {s!r} is not a symbol")
    return FaceTable(str(data.get("name", stem)), directions, numbers, tuple(colours), symbols)


def _at(seq: tuple[T, ...], position: int | None) -> T | None:
    """``seq[position]``, or None when the position is unknown or off the table."""
    return seq[position] if position is not None and 0 <= position < len(seq) else None
