"""The console's five dice as content, and rolls that become events (CON-12, CON-13, GAP-08)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from games.core.content import load_yaml, need, packaged
from games.core.errors import ContentError
from games.core.rng import Rng

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


def roll(rng: Rng, die: str, dice: dict[str, tuple[Any, ...]], events: list[dict[str, Any]],
         by: str | None = None) -> Any:
    """Roll one die: a uniform face (CON-13), recorded as a ``roll`` event."""
    face = rng.pick(dice[die])
    events.append({"type": "roll", "die": die, "face": face, "by": by})
    return face
