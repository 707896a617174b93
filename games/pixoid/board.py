"""The Pixoid maze: Circuit Board faces loaded from YAML and assembled 2x2 (PX-02, GAP-03, AMB-08).

Pix are numbered row by row over the assembled board (``index = y * width + x``, y growing downwards).
Precomputed per Pix and direction is the *ray*: the Pix a piece passes, in order, until the first wall;
a move of distance n walks the first n Pix of its ray (PX-18, PX-19). The outer border is a wall (AMB-08).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations, product
from pathlib import Path
from typing import Any

from games.core.content import flag, load_yaml, need, numbered, only_keys, packaged, whole
from games.core.errors import ContentError
from games.core.faces import DIRECTIONS

QUADRANTS = ("top-left", "top-right", "bottom-right", "bottom-left")
"""Quadrants clockwise from top-left; a face in quadrant q is turned q quarter turns clockwise."""

STEP = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}
PIX_KINDS = (".", "S", "B")
TILES = (1, 2, 3, 4)
SIDES = ("A", "B")
FILE_KEYS = ("size", "stand_in", "tiles")
"""The keys of a Circuit Board file (GAP-03); any other is refused, so a misspelt one is not ignored."""

Assembly = tuple[tuple[int, str], ...]
DEFAULT_ASSEMBLY: Assembly = ((1, "A"), (2, "A"), (3, "A"), (4, "A"))


@dataclass(frozen=True)
class Face:
    """One printed face in canonical (top-left quadrant) orientation."""

    tile: int
    side: str
    size: int
    kinds: tuple[str, ...]                    # size*size, row by row
    walls: frozenset[tuple[int, int, str]]    # (row, col, direction) with a wall on that side


@dataclass(frozen=True)
class TileSet:
    file: str
    size: int
    stand_in: bool
    faces: dict[tuple[int, str], Face]


def _parse_face(file: str, field: str, text: str, size: int, tile: int, side: str) -> Face:  # noqa: C901 - one check per field of a face, each with its message
    height, width = 2 * size + 1, 4 * size + 1
    lines = text.rstrip("\n").split("\n")
    if len(lines) != height:
        raise ContentError(file, field, f"needs {height} lines for a {size}x{size} face, found {len(lines)}")
    rows = []
    for i, line in enumerate(lines):
        if len(line.rstrip()) > width:
            raise ContentError(file, f"{field} line {i + 1}", f"is longer than {width} characters")
        rows.append(line.ljust(width))
    kinds: list[str] = []
    walls: set[tuple[int, int, str]] = set()
    for r in range(size):
        row = rows[2 * r + 1]
        for c in range(size):
            ch = row[4 * c + 2]
            if ch not in PIX_KINDS:
                raise ContentError(file, f"{field} line {2 * r + 2} column {4 * c + 3}",
                                   f"must be a Pix ('.', 'S' or 'B'), not {ch!r}")
            kinds.append(ch)
        for c in range(size + 1):
            ch = row[4 * c]
            if ch not in " |":
                raise ContentError(file, f"{field} line {2 * r + 2} column {4 * c + 1}",
                                   f"must be '|' or a space, not {ch!r}")
            if ch == "|":
                if c > 0:
                    walls.add((r, c - 1, "right"))
                if c < size:
                    walls.add((r, c, "left"))
    for r in range(size + 1):
        row = rows[2 * r]
        for c in range(size):
            seg = row[4 * c + 1:4 * c + 4]
            if seg not in ("   ", "---"):
                raise ContentError(file, f"{field} line {2 * r + 1} column {4 * c + 2}",
                                   f"must be '---' or three spaces, not {seg!r}")
            if seg == "---":
                if r > 0:
                    walls.add((r - 1, c, "down"))
                if r < size:
                    walls.add((r, c, "up"))
    for k in range(size):
        if (0, k, "up") not in walls:
            raise ContentError(file, f"{field} line 1", "the top edge is the outer border and must be a wall all along")
        if (k, 0, "left") not in walls:
            raise ContentError(file, f"{field} line {2 * k + 2}",
                               "the left edge is the outer border and must be a wall all along")
    return Face(tile, side, size, tuple(kinds), frozenset(walls))


@lru_cache(maxsize=8)
def load_tiles(path: str | None = None) -> TileSet:
    """Read and validate a Circuit Board file (the shipped stand-in by default)."""
    file, data = load_yaml(Path(path) if path else packaged("games.pixoid", "circuit_boards.yaml"))
    if not isinstance(data, dict):
        raise ContentError(file, "(file)", "must be a mapping with size, stand_in and tiles")
    only_keys(data, FILE_KEYS, file, "", f"a key of a Circuit Board file ({', '.join(FILE_KEYS)})")
    size = whole(need(data, "size", object, file, "size"), file, "size", 2, 20)
    stand_in = flag(data, "stand_in", file, "stand_in")
    tiles = numbered(need(data, "tiles", dict, file, "tiles"), file, "tiles")
    only_keys(tiles, TILES, file, "tiles", "a tile (the tiles are 1, 2, 3 and 4)", required=True)
    faces: dict[tuple[int, str], Face] = {}
    for t in TILES:
        tile = need(tiles, t, dict, file, f"tiles.{t}")
        only_keys(tile, SIDES, file, f"tiles.{t}", "a face (each tile has the faces A and B)", required=True)
        for side in SIDES:
            text = need(tile, side, str, file, f"tiles.{t}.{side}")
            faces[(t, side)] = _parse_face(file, f"tiles.{t}.{side}", text, size, t, side)
    for kind, name in (("S", "Starting Pix"), ("B", "Bonus Pix")):
        total = 0
        for t in TILES:
            a, b = (faces[(t, s)].kinds.count(kind) for s in "AB")
            if a != b:
                raise ContentError(file, f"tiles.{t}", f"faces A and B must have the same number of {name} ({a} vs {b})")
            total += a
        if total != 4:
            raise ContentError(file, "tiles", f"every assembly must have exactly 4 {name}, these tiles give {total}")
    return TileSet(file, size, stand_in, faces)


def _rotate(r: int, c: int, n: int, quarter_turns: int) -> tuple[int, int]:
    for _ in range(quarter_turns):
        r, c = c, n - 1 - r
    return r, c


class Board:
    """An assembled maze with precomputed rays."""

    def __init__(self, tiles: TileSet, assembly: Assembly) -> None:
        n = tiles.size
        self.size = n
        self.width = self.height = 2 * n
        self.assembly = assembly
        self.stand_in = tiles.stand_in
        w = self.width
        kinds = ["."] * (w * w)
        blocked: set[tuple[int, str]] = set()
        offsets = ((0, 0), (0, n), (n, n), (n, 0))   # (row, col) offset per quadrant
        for q, (tile, side) in enumerate(assembly):
            face = tiles.faces[(tile, side)]
            orow, ocol = offsets[q]
            for r in range(n):
                for c in range(n):
                    rr, cc = _rotate(r, c, n, q)
                    kinds[(orow + rr) * w + ocol + cc] = face.kinds[r * n + c]
            for r, c, d in face.walls:
                rr, cc = _rotate(r, c, n, q)
                blocked.add(((orow + rr) * w + ocol + cc, DIRECTIONS[(DIRECTIONS.index(d) + q) % 4]))
        for p in range(w * w):
            x, y = p % w, p // w
            for d, (dx, dy) in STEP.items():
                nx, ny = x + dx, y + dy
                if not (0 <= nx < w and 0 <= ny < w):
                    blocked.add((p, d))
                elif (p, d) in blocked:
                    back = DIRECTIONS[(DIRECTIONS.index(d) + 2) % 4]
                    blocked.add((ny * w + nx, back))
        self.kinds = tuple(kinds)
        self.blocked = frozenset(blocked)
        self.starts = tuple(p for p, k in enumerate(kinds) if k == "S")
        self.bonus = tuple(p for p, k in enumerate(kinds) if k == "B")
        rays = []
        for p in range(w * w):
            per_dir = []
            for d in DIRECTIONS:
                ray = []
                cur = p
                dx, dy = STEP[d]
                while (cur, d) not in blocked:
                    cur = cur + dy * w + dx
                    ray.append(cur)
                per_dir.append(tuple(ray))
            rays.append(tuple(per_dir))
        self.rays: tuple[tuple[tuple[int, ...], ...], ...] = tuple(rays)
        self.exits: tuple[tuple[str, ...], ...] = tuple(
            tuple(d for i, d in enumerate(DIRECTIONS) if rays[p][i]) for p in range(w * w))
        stuck = [p for p in range(w * w) if not self.exits[p]]
        if stuck:
            x, y = self.xy(stuck[0])
            raise ContentError(tiles.file, f"assembly {format_assembly(assembly)}",
                               f"Pix ({x}, {y}) has walls on all four sides (AMB-08 needs a legal direction)")

    def xy(self, pix: int) -> tuple[int, int]:
        return pix % self.width, pix // self.width

    def pix(self, x: int, y: int) -> int:
        return y * self.width + x

    def ray(self, pix: int, direction: str) -> tuple[int, ...]:
        return self.rays[pix][DIRECTIONS.index(direction)]

    def render(self, marks: dict[int, str] | None = None) -> str:
        """ASCII drawing of the maze; ``marks`` puts a character on chosen Pix (pieces, cubes)."""
        marks = marks or {}
        w = self.width
        out = []
        for y in range(w):
            top = "+"
            mid = ""
            for x in range(w):
                p = y * w + x
                top += ("-" if (p, "up") in self.blocked else " ") + "+"
                mid += ("|" if (p, "left") in self.blocked else " ") + marks.get(p, {"S": "s", "B": "b"}.get(self.kinds[p], "."))
            mid += "|"
            out += [top, mid]
        out.append("+" + "-+" * w)
        return "\n".join(out)


def format_assembly(assembly: Assembly) -> str:
    return " ".join(f"{t}{s}" for t, s in assembly)


def all_assemblies() -> list[Assembly]:
    """Every legal 2x2 assembly: each tile once, either side (4! x 2^4 = 384); rotation is forced."""
    out = []
    for order in permutations((1, 2, 3, 4)):
        for sides in product("AB", repeat=4):
            out.append(tuple(zip(order, sides)))
    return out


def parse_assembly(text: str) -> Assembly:
    """``"1A 2B 3A 4B"`` (quadrants clockwise from top-left) to an assembly; ValueError if malformed."""
    parts = text.replace(",", " ").split()
    if len(parts) != 4:
        raise ValueError("a board is four tiles, e.g. '1A 2B 3A 4B'")
    out = []
    for part in parts:
        if len(part) != 2 or part[0] not in "1234" or part[1].upper() not in "AB":
            raise ValueError(f"{part!r} is not a tile and side like '1A'")
        out.append((int(part[0]), part[1].upper()))
    if sorted(t for t, _ in out) != [1, 2, 3, 4]:
        raise ValueError("each of the tiles 1, 2, 3 and 4 must be used once")
    return tuple(out)


@lru_cache(maxsize=64)
def build_board(path: str | None, assembly: Assembly) -> Board:
    return Board(load_tiles(path), assembly)


def describe_board(path: str | None, assembly: Assembly) -> dict[str, Any]:
    """The JSON-ready maze that views carry (CON-05: views are plain data): its name (``tiles``, ``assembly``)
    and its geometry for the screen, which draws it without the rules: ``width``, ``height``, ``kinds`` (one
    of ``PIX_KINDS`` per Pix, row by row), ``walls`` (``[pix, direction]`` for each blocked side, the border
    included) and ``bonus`` (the Bonus Pix)."""
    return {"tiles": path, "assembly": format_assembly(assembly), **_geometry(path, format_assembly(assembly))}


@lru_cache(maxsize=64)
def _geometry(path: str | None, assembly: str) -> dict[str, Any]:
    board = _named_board(path, assembly)
    return {"width": board.width, "height": board.height, "kinds": list(board.kinds),
            "walls": [[pix, d] for pix, d in sorted(board.blocked)], "bonus": list(board.bonus)}


@lru_cache(maxsize=64)
def _named_board(path: str | None, assembly: str) -> Board:
    return build_board(path, parse_assembly(assembly))


def board_from(description: dict[str, Any]) -> Board:
    """The maze a view's ``board`` entry names (:func:`describe_board`), built once."""
    return _named_board(description["tiles"], description["assembly"])
