"""The console's five dice as content, and rolls that become events (CON-12, CON-13, GAP-08)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from games.core.content import load_yaml, need, packaged
from games.core.errors import ContentError
from games.core.rng import Rng, with_forced

DIE_COLOURS = ("white", "blue", "red", "yellow", "green")


@lru_cache(maxsize=8)
def load_dice(path: str | None = None) -> dict[str, tuple[Any, ...]]:
    """Face lists by die colour, validated (every console die present, at least one face each)."""
    file, data = load_yaml(Path(path) if path else packaged("games.core", "dice.yaml"))
    dice = need(data, "dice", dict, file, "dice")
    out: dict[str, tuple[Any, ...]] = {}
    for colour in DIE_COLOURS:
        faces = need(dice, colour, list, file, f"dice.{colour}")
        if not faces:
            raise ContentError(file, f"dice.{colour}", "needs at least one face")
        for i, face in enumerate(faces):
            if isinstance(face, bool) or not isinstance(face, (int, str)):
                raise ContentError(file, f"dice.{colour}[{i}]", "must be an integer or a word")
        out[colour] = tuple(faces)
    return out


DIE_INDEX = {colour: i for i, colour in enumerate(DIE_COLOURS)}


def roll(rng: Rng, die: str, dice: dict[str, tuple[Any, ...]], events: list[dict[str, Any]],
         by: str | None = None) -> Any:
    """Roll one die: a uniform face (CON-13), recorded as a ``roll`` event. A face a position forced
    (games/core/rng.py) replaces the drawn one; the draw is still made, so what follows is what would have
    followed, and the event says ``"forced": true``."""
    face = rng.pick(dice[die])
    if rng.forced:
        index = rng.take_forced(DIE_INDEX[die])
        if index is not None:
            face = dice[die][index]
            events.append({"type": "roll", "die": die, "face": face, "by": by, "forced": True})
            return face
    events.append({"type": "roll", "die": die, "face": face, "by": by})
    return face


def force_faces(state: int, faces: Any, dice: dict[str, tuple[Any, ...]], file: str, field: str) -> int:
    """The generator state ``state`` with ``faces`` forced: ``{colour: [face, ...]}``, the next rolls of each
    die in order (issue 18, docs/positions.md). A colour or a face the dice do not have is a ContentError
    naming the field."""
    if not isinstance(faces, dict):
        raise ContentError(file, field, f"must be a mapping of die colours to lists of faces, not {type(faces).__name__}")
    entries: list[tuple[int, int]] = []
    for colour, wanted in faces.items():
        where = f"{field}.{colour}"
        if colour not in DIE_INDEX:
            raise ContentError(file, where, f"is not a die (dice: {', '.join(DIE_COLOURS)})")
        wanted = wanted if isinstance(wanted, list) else [wanted]
        for i, face in enumerate(wanted):
            if isinstance(face, bool) or face not in dice[colour]:
                shown = ", ".join(str(f) for f in dict.fromkeys(dice[colour]))
                raise ContentError(file, f"{where}[{i}]", f"{face!r} is not a face of the {colour} die ({shown})")
            entries.append((DIE_INDEX[colour], dice[colour].index(face)))
    if len(entries) > 32:
        raise ContentError(file, field, f"forces {len(entries)} rolls; at most 32 can be forced")
    return with_forced(state, entries)
