"""Magical Athlete's content: both track sides and the chip values (GAP-MA-01, GAP-MA-02, GAP-MA-03, MA-56..
MA-62, MA-04), shipped as stand-ins in ``content/`` and replaceable by an owner's transcription (a folder
given as ``--content DIR`` whose ``tracks.yaml`` / ``chips.yaml`` replace the shipped ones). Every file is
checked on load; a problem is one ContentError naming the file and the field."""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from games.core.content import load_yaml, need, numbered, only_keys, packaged, whole
from games.core.errors import ContentError
from games.magical_athlete.engine import Track

SIDES = ("mild", "wild")


@dataclass(frozen=True)
class Content:
    tracks: dict[str, Track]
    gold: tuple[int, ...]
    silver: tuple[int, ...]
    stand_ins: tuple[str, ...]
    """The files in play that are this project's stand-ins."""


def _path(folder: str | None, name: str) -> str:
    if folder:
        mine = os.path.join(folder, name)
        if os.path.exists(mine):
            return mine
    return str(packaged("games.magical_athlete", name))


def _feature(value: Any, file: str, field: str, finish: int) -> tuple[str, int]:
    if value in ("rock", "star"):
        return str(value), 0
    if isinstance(value, dict) and set(value) == {"arrow"}:
        n = whole(value["arrow"], file, f"{field}.arrow", -finish, finish)
        if n == 0:
            raise ContentError(file, f"{field}.arrow", "must move forward or back, not 0")
        return "arrow", n
    raise ContentError(file, field, "must be rock, star or {arrow: n}")


def _track(side: str, data: Any, file: str) -> Track:
    if not isinstance(data, dict):
        raise ContentError(file, side, "must map spaces, corners and features")
    only_keys(data, ("spaces", "corners", "features"), file, side, "spaces, corners or features", required=True)
    spaces = whole(data["spaces"], file, f"{side}.spaces", 5, 200)
    corners = need(data, "corners", list, file, f"{side}.corners")
    if len(corners) < 2:
        raise ContentError(file, f"{side}.corners", "must list at least two corners (MA-62)")
    cs = tuple(whole(c, file, f"{side}.corners[{i}]", 1, spaces - 1) for i, c in enumerate(corners))
    if list(cs) != sorted(set(cs)):
        raise ContentError(file, f"{side}.corners", "must rise, each corner once")
    raw = need(data, "features", dict, file, f"{side}.features")
    features: dict[int, tuple[str, int]] = {}
    for key, value in numbered(raw, file, f"{side}.features").items():
        field = f"{side}.features.{key}"
        if not isinstance(key, int) or isinstance(key, bool) or not 1 <= key < spaces:
            raise ContentError(file, field, f"is not a space (1 to {spaces - 1})")
        features[key] = _feature(value, file, field, spaces)
    return Track(side, spaces, cs, features)


@lru_cache(maxsize=16)
def load_content(folder: str | None = None) -> Content:
    """The tracks (``spaces`` N: spaces 0..N-1, the finish line at N, GAP-MA-01) and chips in play (the
    folder's files first, the shipped stand-ins for the rest)."""
    return _load(folder)


def _load(folder: str | None) -> Content:
    """The tracks and chips in play (the folder's files first, the shipped stand-ins for the rest)."""
    stand: list[str] = []
    file, data = load_yaml(_path(folder, "tracks.yaml"))
    if not isinstance(data, dict):
        raise ContentError(file, "(file)", "must map mild and wild to a track")
    only_keys(data, ("stand_in", *SIDES), file, "", "stand_in, mild or wild")
    tracks = {side: _track(side, need(data, side, dict, file, side), file) for side in SIDES}
    if data.get("stand_in"):
        stand.append("tracks.yaml")
    cfile, chips = load_yaml(_path(folder, "chips.yaml"))
    if not isinstance(chips, dict):
        raise ContentError(cfile, "(file)", "must map gold and silver to four values each")
    only_keys(chips, ("stand_in", "gold", "silver"), cfile, "", "stand_in, gold or silver")
    values = {}
    for kind in ("gold", "silver"):
        row = need(chips, kind, list, cfile, kind)
        if len(row) != 4:
            raise ContentError(cfile, kind, "must list four values, race 1 to race 4 (MA-47)")
        values[kind] = tuple(whole(v, cfile, f"{kind}[{i}]", 0, 99) for i, v in enumerate(row))
    if chips.get("stand_in"):
        stand.append("chips.yaml")
    return Content(tracks, values["gold"], values["silver"], tuple(stand))
