"""Outspeed's track as text for the headless play-by-play (``eightbit play --headless``): one row per zone,
Ships by letter, Forcefield markers as ``*``, the tile and every Ship's Fuel and tokens on top."""
from __future__ import annotations

from typing import Any


def picture(view: dict[str, Any]) -> str:
    """The TV view's track as text, the front zone first."""
    track = view["track"]
    ships = view["ships"]
    markers = dict((z, n) for z, n in track["markers"])
    rows = []
    for zone in range(track["rear"], track["front"] + 1):
        here = "".join(c[0].upper() for c in view["seats"] if ships[c]["zone"] == zone)
        rows.append(f"{zone:>3}{'*' * markers.get(zone, 0):<3}{here}")
    tile = view["tile"]
    head = (f"turn {view['turn']}/{view['turns']}  tile {tile['number']} ({tile['side']})"
            f"{'  FINISH LINE' if tile['finish'] else ''}" if tile else f"turn {view['turn']}/{view['turns']}")
    fuel = "  ".join(f"{c[0].upper()} {ships[c]['fuel']}F {ships[c]['tokens']}T"
                     + ("" if ships[c]["out"] is None else " out") for c in view["seats"])
    return "\n".join([head, fuel, *reversed(rows)])
