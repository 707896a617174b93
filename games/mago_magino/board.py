"""Mago Magino's content: the board loop, the witch arrow's positions and the die's faces (MM-02, MM-03,
MM-06, MM-11, MM-23, MM-43, GAP-MM-01..GAP-MM-03), loaded from ``content/board.yaml``, ``arrow.yaml`` and
``die.yaml`` (our stand-ins, each marked so) or from a folder of the user's own transcriptions, and checked
on load: every problem is one ContentError naming the file and the field.

The board is one loop in board-clockwise order (MM-23): the house (index 0), the three forest spaces, the
hideout, then the long way of at least four spaces back to the house (GAP-MM-01: with fewer the wizard
could be left without a legal move from the house, AMB-MM-05).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from games.core.content import load_yaml, need, packaged, whole
from games.core.errors import ContentError

HOUSE, FOREST, HIDEOUT, PATH = "house", "forest", "hideout", "path"
KINDS = (HOUSE, FOREST, HIDEOUT, PATH)
WITCH = "witch"
"""The die face that turns the witch arrow (MM-12)."""
FILES = ("board.yaml", "arrow.yaml", "die.yaml")


@dataclass(frozen=True)
class Board:
    """The loop, the arrow and the die, validated (indices into ``names``)."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    crystals: int
    arrow: tuple[int, ...]
    """The arrow's positions, each the index of the space it points at (a space may repeat: likelier)."""
    arrow_start: int
    """The index into ``arrow`` where it points at the start (MM-03)."""
    faces: tuple[str | int, ...]
    stand_ins: tuple[str, ...]
    """The content files in play that are our stand-ins."""

    @property
    def size(self) -> int:
        return len(self.names)

    @property
    def hideout(self) -> int:
        return self.kinds.index(HIDEOUT)

    @property
    def forest(self) -> tuple[int, ...]:
        return tuple(i for i, k in enumerate(self.kinds) if k == FOREST)

    def index(self, name: str) -> int:
        return self.names.index(name)


def _source(folder: str | None, name: str) -> Path:
    if folder:
        mine = Path(folder) / name
        if mine.exists():
            return mine
    return packaged("games.mago_magino", name)


def _spaces(file: str, data: object) -> tuple[tuple[str, ...], tuple[str, ...]]:
    spaces = need(data, "spaces", list, file, "spaces")
    names: list[str] = []
    kinds: list[str] = []
    for i, entry in enumerate(spaces):
        name = need(entry, "name", str, file, f"spaces[{i}].name")
        kind = need(entry, "kind", str, file, f"spaces[{i}].kind")
        if kind not in KINDS:
            raise ContentError(file, f"spaces[{i}].kind", f"must be one of {', '.join(KINDS)}, not {kind!r}")
        if name in names:
            raise ContentError(file, f"spaces[{i}].name", f"{name!r} is listed twice")
        names.append(name)
        kinds.append(kind)
    expected = [HOUSE, FOREST, FOREST, FOREST, HIDEOUT]
    if kinds[:5] != expected:
        raise ContentError(file, "spaces", "must start board-clockwise with the house, the three forest spaces "
                                           "and the hideout (MM-23)")
    rest = kinds[5:]
    if len(rest) < 4 or any(k != PATH for k in rest):
        raise ContentError(file, "spaces", "after the hideout come at least 4 path spaces (the long way) back "
                                           "to the house, and nothing else")
    return tuple(names), tuple(kinds)


@lru_cache(maxsize=16)
def load_board(folder: str | None = None) -> Board:
    """The board of the shipped stand-ins, or of ``folder``'s files where it has them (checked)."""
    if folder is not None and not Path(folder).is_dir():
        raise ContentError(str(folder)[:200], "(folder)", "is not a folder of content files")
    stand_ins: list[str] = []
    file, data = load_yaml(_source(folder, "board.yaml"))
    if not isinstance(data, dict):
        raise ContentError(file, "(file)", "must be a mapping with spaces and crystals")
    names, kinds = _spaces(file, data)
    crystals = whole(need(data, "crystals", int, file, "crystals"), file, "crystals", 1, 100)
    if data.get("stand_in"):
        stand_ins.append("board.yaml")
    file, data = load_yaml(_source(folder, "arrow.yaml"))
    positions = need(data, "positions", list, file, "positions")
    if not positions:
        raise ContentError(file, "positions", "needs at least one position")
    arrow = []
    for i, p in enumerate(positions):
        if p not in names:
            raise ContentError(file, f"positions[{i}]", f"{p!r} is not a space of the board")
        arrow.append(names.index(p))
    start_name = need(data, "start", str, file, "start")
    if start_name not in positions:
        raise ContentError(file, "start", f"{start_name!r} is not one of the arrow's positions")
    if data.get("stand_in"):
        stand_ins.append("arrow.yaml")
    file, data = load_yaml(_source(folder, "die.yaml"))
    faces = need(data, "faces", list, file, "faces")
    if not faces:
        raise ContentError(file, "faces", "needs at least one face")
    for i, face in enumerate(faces):
        if face != WITCH:
            whole(face, file, f"faces[{i}]", 1, 6)
    if data.get("stand_in"):
        stand_ins.append("die.yaml")
    return Board(names, kinds, crystals, tuple(arrow), positions.index(start_name), tuple(faces), tuple(stand_ins))
