"""Exact Outspeed scenarios for the rules tests: a state on a chosen tile with Ships, Fuel and hands where
the test says, the next dice fixed by a position (games/core/position.py), and short ways to answer prompts."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from games.core.position import position_of, start
from games.core.evolve import evolve
from games.core.rng import Rng
from games.outspeed.flow import Advance
from games.outspeed.state import OutspeedState
from games.outspeed.track import Track
from games.registry import get_game

GAME = get_game("outspeed")
TILES = str(Path(__file__).parent / "data" / "rules_tiles.yaml")
"""The stand-in tiles as the scenarios were written against them (a frozen copy)."""
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")


def players(n: int) -> list[str]:
    return list(COLOURS[:n])


def position(seats: Sequence[str], **fields: Any) -> OutspeedState:
    """The state a position describes (games/core/position.py, docs/positions.md) on the frozen test tiles,
    at turn 2 unless ``turn`` is given; ``next_dice`` fixes the next rolls."""
    data: dict[str, Any] = {"game": "outspeed", "players": list(seats), "turn": 2, **fields}
    data["options"] = {"tiles": TILES, **fields.get("options", {})}
    return start(position_of(data, "test position"))[1]


def scenario(seats: Sequence[str], *, tile: int = 1, side: str | None = None, zones: Mapping[str, int] | None = None,
             fuel: Mapping[str, int] | None = None, hands: Mapping[str, Sequence[str]] | None = None,
             out: Sequence[str] = (), deck: Sequence[int] = (2, 3), track: Track | None = None,
             pile: Sequence[str] | None = None, discard: Sequence[str] = (), rng: int | None = None,
             turn: int = 2, **options: Any) -> OutspeedState:
    """A state at the start of a turn on ``tile`` of the frozen test tiles (declarations next, or programming
    when nobody holds a token), with everything else as given."""
    base = GAME.setup({"players": list(seats), "tiles": TILES, **options}, 0)
    idx = {p: i for i, p in enumerate(seats)}
    z = list(base.zones)
    f = list(base.fuel)
    h = [()] * len(seats)
    for p, v in (zones or {}).items():
        z[idx[p]] = v
    for p, v in (fuel or {}).items():
        f[idx[p]] = v
    for p, v in (hands or {}).items():
        h[idx[p]] = tuple(sorted(v))
    o = list(base.out)
    from games.outspeed.state import Out
    for p in out:
        z[idx[p]] = None
        o[idx[p]] = Out(1, "fuel")
    state = evolve(base, current=tile, deck=tuple(deck), side=side or base.side, tile_side=side or base.side,
                   zones=tuple(z), fuel=tuple(f), hands=tuple(h), out=tuple(o), turn=turn,
                   track=track or Track(), pile=tuple(pile) if pile is not None else base.pile,
                   discard=tuple(discard), rng=base.rng if rng is None else rng)
    adv = Advance(state, Rng(state.rng))
    adv.start_turn()
    return adv.state(0)


def routes(**chosen: str) -> dict[str, dict[str, str]]:
    return {p: {"route": r} for p, r in chosen.items()}


def passes(*seats: str) -> dict[str, dict[str, str]]:
    return {p: {"play": "no"} for p in seats}


def ship(state: OutspeedState, seat: str) -> dict[str, Any]:
    return GAME.observe(state, None)["ships"][seat]


def kinds(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]
