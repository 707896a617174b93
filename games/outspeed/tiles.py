"""Outspeed's Track and Finish Line tiles as typed content, validated on load (docs/rules/outspeed.md GAP-06,
OS-02, OS-36, OS-39, OS-42, OS-43, OS-46, OS-51..OS-55, OS-67..OS-69, OS-75, AMB-23, AMB-32, AMB-34).

The rulebook does not print the 32 tile faces; ``content/tiles.yaml`` is this project's stand-in, and a user
points the console at a transcription of the printed tiles with ``--tiles PATH``. Every malformed file is a
:class:`~games.core.errors.ContentError` naming the file and the field. The format is described at the top of
``content/tiles.yaml`` and in docs/outspeed-tiles.md.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping, Sequence

from games.core.content import flag, load_yaml, need, numbered, only_keys, packaged
from games.core.errors import ContentError

SIDES = ("3-4", "5-6")
"""Tile sides by player count (OS-02)."""
ROUTES = ("red", "yellow", "green")
"""Route colours in the order the right wheel and the tile show them (OS-35, GAP-12)."""
TRACK_TILES = tuple(range(1, 13))
FINISH_TILES = (13, 14, 15, 16)
"""Finish Line tiles (OS-03); 13 ends the first-game deck (OS-04)."""
COST_DICE = ("yellow",)
MOVE_DICE = ("blue",)
"""Die roles: yellow is Fuel to pay, blue is zones forward (OS-75)."""
MAX_SILHOUETTES = 6
ROUTE_KEYS = ("silhouettes", "lone", "x", "cost", "move", "fuel", "bonus")
AMOUNT_KEYS = ("fixed", "dice", "counts")


@dataclass(frozen=True, slots=True)
class Amount:
    """A number on a tile line: ``fixed`` + one roll of each die in ``dice`` + for each colour in ``counts``
    the number of players who programmed that colour this turn (OS-51, OS-52, OS-54, AMB-31)."""

    fixed: int = 0
    dice: tuple[str, ...] = ()
    counts: tuple[str, ...] = ()

    def is_zero(self) -> bool:
        return self.fixed == 0 and not self.dice and not self.counts

    def json(self) -> dict[str, Any]:
        return {"fixed": self.fixed, "dice": list(self.dice), "counts": list(self.counts)}


ZERO = Amount()


@dataclass(frozen=True, slots=True)
class Route:
    """One lit route of a tile side: its condition, cost and benefit lines (OS-42)."""

    colour: str
    capacity: int | None
    """Player Silhouettes; None = no limit (OS-43)."""
    lone: bool
    """Tile 11's 3-4 side lone-chooser route (OS-67, AMB-32)."""
    cost: Amount
    """Fuel paid; yellow dice are paid by magnitude (OS-53, AMB-34)."""
    move: Amount
    """Zones forward (blue dice by face, OS-75); never backward (OS-46)."""
    fuel: Amount
    """Fuel gained (OS-47)."""
    bonus: int
    """Bonus stars: draw two, keep one, per star (OS-48)."""
    x: bool
    """Wheel-with-X: dial X on the centre wheel, move X, pay X on top of ``cost`` (OS-55)."""

    def json(self) -> dict[str, Any]:
        return {"colour": self.colour, "capacity": self.capacity, "lone": self.lone, "x": self.x,
                "cost": self.cost.json(), "move": self.move.json(), "fuel": self.fuel.json(), "bonus": self.bonus}


@dataclass(frozen=True, slots=True)
class Side:
    """One side of a tile: its 2 or 3 lit routes in ROUTES order (OS-36)."""

    routes: tuple[Route, ...]

    def route(self, colour: str) -> Route | None:
        return next((r for r in self.routes if r.colour == colour), None)

    @property
    def lit(self) -> tuple[str, ...]:
        return tuple(r.colour for r in self.routes)


@dataclass(frozen=True, slots=True)
class Tile:
    """A Track tile (1..12) or a Finish Line tile (13..16) with both its sides (OS-02, OS-03)."""

    number: int
    finish: bool
    sides: dict[str, Side]
    stand_in: bool = False
    """True while the tiles are this project's stand-in rather than a transcription of the printed ones."""


def min_cost(route: Route, dice: Mapping[str, Sequence[int]]) -> int:
    """The lowest Fuel the route can cost if it resolves (OS-39, AMB-23b): the fixed part, the smallest
    magnitude of each die (AMB-34), 1 for a count of the route's own colour (the chooser counts, AMB-31) and
    0 for any other count; X counts 0 (OS-55); the lone-chooser route always 0 (AMB-32)."""
    if route.lone:
        return 0
    cost = route.cost
    return (cost.fixed + sum(min(abs(face) for face in dice[d]) for d in cost.dice)
            + sum(1 for c in cost.counts if c == route.colour))


def tile_json(tile: Tile, side: str) -> dict[str, Any]:
    """The JSON of one tile side for ``observe`` (the TV and every seat see the current tile)."""
    return {"number": tile.number, "finish": tile.finish, "side": side, "stand_in": tile.stand_in,
            "routes": [r.json() for r in tile.sides[side].routes]}


# ---- loading --------------------------------------------------------------------------------------
def _number(value: Any, file: str, where: str, low: int = 0, why: str = "") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ContentError(file, where, f"must be a whole number, not {type(value).__name__}")
    if value < low:
        raise ContentError(file, where, f"must be {low} or more, not {value}{why}")
    return value


def _names(value: Any, file: str, where: str, allowed: tuple[str, ...], what: str, rule: str = "") -> tuple[str, ...]:
    """A list of names from ``allowed`` (one name alone is a list of one)."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise ContentError(file, where, f"must be a list of {what}, not {type(value).__name__}")
    for i, item in enumerate(value):
        if item not in allowed:
            raise ContentError(file, f"{where}[{i}]", f"must be {' or '.join(allowed)}, not {item!r}"
                               + (f" ({rule})" if rule else ""))
    return tuple(value)


def _amount(value: Any, file: str, where: str, dice: tuple[str, ...], rule: str, why: str = "") -> Amount:
    """A line's amount: a whole number, or ``{fixed: n, dice: [...], counts: [...]}``; every term is 0 or
    more (``why`` says which rule a negative number breaks)."""
    if value is None:
        return ZERO
    if not isinstance(value, dict):
        return Amount(fixed=_number(value, file, where, why=why))
    for key in value:
        if key not in AMOUNT_KEYS:
            raise ContentError(file, f"{where}.{key}", f"is not a term of a tile line ({', '.join(AMOUNT_KEYS)})")
    fixed = _number(value.get("fixed", 0), file, f"{where}.fixed", why=why)
    rolled: tuple[str, ...] = ()
    if "dice" in value:
        if not dice:
            raise ContentError(file, f"{where}.dice", f"no die gives this line its value ({rule})")
        rolled = _names(value["dice"], file, f"{where}.dice", dice, "die colours", rule)
    counts = _names(value.get("counts", []), file, f"{where}.counts", ROUTES, "route colours")
    return Amount(fixed, rolled, counts)


def _flag(route: dict, key: str, file: str, where: str) -> bool:
    value = route.get(key, False)
    if not isinstance(value, bool):
        raise ContentError(file, f"{where}.{key}", f"must be true or false, not {value!r}")
    return value


def _route(data: Any, colour: str, file: str, where: str) -> Route:
    if not isinstance(data, dict):
        raise ContentError(file, where, f"must be a mapping of the route's lines, not {type(data).__name__}")
    for key in data:
        if key not in ROUTE_KEYS:
            raise ContentError(file, f"{where}.{key}", f"is not a line of a route ({', '.join(ROUTE_KEYS)})")
    capacity = None
    if data.get("silhouettes") is not None:
        capacity = _number(data["silhouettes"], file, f"{where}.silhouettes", low=1)
        if capacity > MAX_SILHOUETTES:
            raise ContentError(file, f"{where}.silhouettes", f"must be at most {MAX_SILHOUETTES}, not {capacity}")
    lone, x = _flag(data, "lone", file, where), _flag(data, "x", file, where)
    if lone and capacity is not None:
        raise ContentError(file, f"{where}.silhouettes", "a lone-chooser route has no silhouettes (AMB-32)")
    cost = _amount(data.get("cost"), file, f"{where}.cost", COST_DICE, "OS-75: the yellow die sets a cost")
    move = _amount(data.get("move"), file, f"{where}.move", MOVE_DICE,
                   "OS-46, OS-75: only the blue die moves a Ship, and only forward",
                   why=" (a tile never moves a Ship backward, OS-46)")
    fuel = _amount(data.get("fuel"), file, f"{where}.fuel", (), "OS-75: dice set costs and moves, not Fuel gains")
    bonus = _number(data.get("bonus", 0), file, f"{where}.bonus")
    if x and (cost.dice or cost.counts):
        raise ContentError(file, f"{where}.cost", "a route with the wheel-with-X pays only fixed Fuel besides X, "
                                                  "so X's range is known before any roll (OS-55)")
    return Route(colour, capacity, lone, cost, move, fuel, bonus, x)


def _side(data: Any, file: str, where: str) -> Side:
    if not isinstance(data, dict):
        raise ContentError(file, where, f"must map route colours to routes, not {type(data).__name__}")
    for key in data:
        if key not in ROUTES:
            raise ContentError(file, f"{where}.{key}", f"is not a route colour ({', '.join(ROUTES)})")
    if not 2 <= len(data) <= 3:
        raise ContentError(file, where, f"must light 2 or 3 routes (OS-36), not {len(data)}")
    routes = tuple(_route(data[c], c, file, f"{where}.{c}") for c in ROUTES if c in data)
    for r in routes:
        for line in ("cost", "move", "fuel"):
            for i, c in enumerate(getattr(r, line).counts):
                if c not in data:
                    raise ContentError(file, f"{where}.{r.colour}.{line}.counts[{i}]",
                                       f"counts the {c} route, which is not lit on this side (OS-51)")
    if sum(r.x for r in routes) > 1:
        raise ContentError(file, where, "at most one route of a side carries the wheel-with-X (OS-55)")
    return Side(routes)


def _capacity(side: Side) -> int:
    """Players a side can take at once: a route without silhouettes holds all six, a lone route one."""
    return sum(1 if r.lone else MAX_SILHOUETTES if r.capacity is None else r.capacity for r in side.routes)


def _check_specials(file: str, tiles: dict[int, Tile]) -> None:
    """The constraints GAP-06 draws from the rulebook's text (OS-67, OS-68, OS-54, OS-55, OS-02)."""
    for n, tile in tiles.items():
        for side, s in tile.sides.items():
            lone = [r for r in s.routes if r.lone]
            where = f"tiles.{n}.{side}"
            if (n, side) == (11, "3-4"):
                if len(lone) != 1:
                    raise ContentError(file, where, f"must have exactly one lone-chooser route (OS-67), not {len(lone)}")
                r = lone[0]
                if (r.cost, r.move, r.fuel, r.bonus, r.x) != (Amount(1), Amount(3), ZERO, 0, False):
                    raise ContentError(file, f"{where}.{r.colour}", "the lone-chooser route costs 1 Fuel and moves "
                                                                    "+3 zones, nothing else (OS-67, EX-OS-02)")
            elif lone:
                raise ContentError(file, f"{where}.{lone[0].colour}.lone",
                                   "only tile 11's 3-4 side has a lone-chooser route (OS-67, AMB-32)")
            if n == 12:
                green = s.route("green")
                if green is None or green.cost != Amount(1, ("yellow",)):
                    raise ContentError(file, f"{where}.green.cost", "tile 12's green route costs 1 Fuel plus one "
                                                                    "yellow die (OS-68)")
            if n == 14 and not any(len(a.dice) >= 2 for r in s.routes for a in (r.cost, r.move)):
                raise ContentError(file, where, "tile 14 needs a term rolled several times and summed, e.g. "
                                                "dice: [yellow, yellow] (OS-54, OS-69)")
            x = next((r for r in s.routes if r.x), None)
            if x is not None and not tile.finish:
                raise ContentError(file, f"{where}.{x.colour}.x", "only a Finish Line tile carries the wheel-with-X (OS-55)")
        if _capacity(tile.sides["5-6"]) < _capacity(tile.sides["3-4"]):
            raise ContentError(file, f"tiles.{n}.5-6", "the 5-6 side must offer at least the silhouette capacity of "
                                                      "the 3-4 side (GAP-06)")
    carriers = [n for n, t in tiles.items() if any(r.x for s in t.sides.values() for r in s.routes)]
    if len(carriers) != 1:
        raise ContentError(file, "tiles", f"exactly one Finish Line tile carries the wheel-with-X (OS-55), "
                                          f"not {len(carriers)}" + (f" ({', '.join(map(str, carriers))})" if carriers else ""))


@lru_cache(maxsize=8)
def load_tiles(path: str | None = None) -> dict[int, Tile]:
    """The 16 tiles by number, read and validated (the packaged stand-in by default, GAP-06)."""
    file, data = load_yaml(Path(path) if path else packaged("games.outspeed", "tiles.yaml"))
    if not isinstance(data, dict):
        raise ContentError(file, "(file)", "must be a mapping with stand_in and tiles")
    only_keys(data, ("stand_in", "tiles"), file, "", "a key of a tiles file (stand_in, tiles)")
    stand_in = flag(data, "stand_in", file, "stand_in")
    raw = numbered(need(data, "tiles", dict, file, "tiles"), file, "tiles")            # "7" reads as 7
    only_keys(raw, TRACK_TILES + FINISH_TILES, file, "tiles", "a tile number (1 to 16)")
    tiles: dict[int, Tile] = {}
    for n in TRACK_TILES + FINISH_TILES:
        entry = need(raw, n, object, file, f"tiles.{n}")
        if not isinstance(entry, dict):
            raise ContentError(file, f"tiles.{n}", f"must map the sides {' and '.join(SIDES)} to routes, "
                                                   f"not {type(entry).__name__}")
        for key in entry:
            if key not in SIDES:
                raise ContentError(file, f"tiles.{n}.{key}", f"is not a tile side ({', '.join(SIDES)}; quote it)")
        sides = {s: _side(need(entry, s, object, file, f"tiles.{n}.{s}"), file, f"tiles.{n}.{s}") for s in SIDES}
        tiles[n] = Tile(n, n in FINISH_TILES, sides, stand_in)
    _check_specials(file, tiles)
    return tiles
