"""Outspeed positions (issue 18 item 7; docs/positions.md, games/core/position.py): the start of a turn with
the tiles, Ships, Fuel, Bonus tokens and Forcefield markers a position gives (OS-02, OS-03, OS-05..OS-12,
OS-28, OS-59, OS-62), every other field as a normal setup leaves it.

Fields (all optional)::

    turn: 4                      # 1..13 (OS-12)
    tile: 7                      # the current tile (1..16)
    deck: [3, 9, 14]             # the tiles under it, top first (default: the setup's, without ``tile``)
    side: 3-4                    # the side the tiles show (default: the player count's, OS-02)
    flipped: false               # whether the 5-6 player flip already happened (OS-63)
    ships:                       # per seat; a seat not given keeps the setup's zone 3, 12 Fuel, no token
      red: {zone: 5, fuel: 9, tokens: [nitro], out: false}   # out: false, fuel, track or board (OS-59)
    markers: {6: 2}              # Forcefield markers by zone (OS-28; at most 7 in all, OS-06)
    pile: [nitro, forcefield]    # the draw pile, top first (default: the setup's shuffle of what is left)
    discard: [flamethrower]      # the discards (OS-23)
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from games.core.content import flag, need, numbered, only_keys, whole
from games.core.errors import ContentError
from games.core.evolve import evolve
from games.core.rng import Rng
from games.outspeed.bonus import TOKENS
from games.outspeed.config import OutspeedConfig
from games.outspeed.flow import Advance
from games.outspeed.setup import MAX_TURNS
from games.outspeed.state import Out, OutspeedState
from games.outspeed.tiles import FINISH_TILES
from games.outspeed.track import MARKERS, Track

FIELDS = ("turn", "tile", "deck", "side", "flipped", "ships", "markers", "pile", "discard")
DICE = True
SHIP_KEYS = ("zone", "fuel", "tokens", "out")
OUT_WHY = ("fuel", "track", "board")
SIDES = ("3-4", "5-6")
MAX_FUEL = 99


def dice_of(config: OutspeedConfig) -> dict[str, tuple[Any, ...]]:
    return config.dice


def _tile(value: Any, file: str, field: str) -> int:
    return whole(value, file, field, 1, max(FINISH_TILES))


def _tokens(value: Any, file: str, field: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise ContentError(file, field, f"must be a list of Bonus tokens, not {type(value).__name__}")
    for i, token in enumerate(value):
        if token not in TOKENS:
            raise ContentError(file, f"{field}[{i}]", f"{token!r} is not a Bonus token ({', '.join(TOKENS)})")
    return tuple(value)


def build(base: OutspeedState, data: dict[str, Any], file: str) -> OutspeedState:  # noqa: C901 - one check per field, each with its message
    """The turn the position describes, started (its declarations next, OS-14)."""
    cfg = base.config
    players = cfg.players
    turn = whole(data.get("turn", 1), file, "turn", 1, MAX_TURNS)
    tile = _tile(data.get("tile", base.current), file, "tile")
    if "deck" in data:
        deck = tuple(_tile(t, file, f"deck[{i}]") for i, t in enumerate(need(data, "deck", list, file, "deck")))
    else:
        deck = tuple(t for t in base.deck if t != tile)
    seen = Counter((tile,) + deck)
    twice = next((t for t, n in seen.items() if n > 1), None)
    if twice is not None:
        raise ContentError(file, "deck", f"tile {twice} is in play twice (each tile is unique, OS-03)")
    finishes = [t for t in (tile,) + deck if t in FINISH_TILES]
    if len(finishes) > 1 or (finishes and finishes[0] != ((tile,) + deck)[-1]):
        raise ContentError(file, "deck", "only one Finish Line tile (13..16), and it comes last (OS-03)")
    side = data.get("side", base.side)
    if side not in SIDES:
        raise ContentError(file, "side", f"must be 3-4 or 5-6, not {side!r}")
    flipped = flag(data, "flipped", file, "flipped")
    track = Track()
    zones, fuel, hands, out = list(base.zones), list(base.fuel), [()] * len(players), list(base.out)
    ships = data.get("ships", {})
    if not isinstance(ships, dict):
        raise ContentError(file, "ships", "must be a mapping of seats to their Ship")
    for seat, ship in ships.items():
        where = f"ships.{seat}"
        if seat not in players:
            raise ContentError(file, where, f"is not a seat of this game ({', '.join(players)})")
        if not isinstance(ship, dict):
            raise ContentError(file, where, "must be a mapping (zone, fuel, tokens, out)")
        only_keys(ship, SHIP_KEYS, file, where, f"a Ship's field ({', '.join(SHIP_KEYS)})")
        i = players.index(seat)
        if "zone" in ship:
            zone = whole(ship["zone"], file, f"{where}.zone")
            if not track.on_track(zone):
                raise ContentError(file, f"{where}.zone", f"{zone} is past the track (zones {track.rear}..{track.front})")
            zones[i] = zone
        if "fuel" in ship:
            fuel[i] = whole(ship["fuel"], file, f"{where}.fuel", 0, MAX_FUEL)
        if "tokens" in ship:
            hands[i] = tuple(sorted(_tokens(ship["tokens"], file, f"{where}.tokens")))
        why = ship.get("out", False)
        if why is not False:
            if why not in OUT_WHY:
                raise ContentError(file, f"{where}.out", f"must be false or one of {', '.join(OUT_WHY)}, not {why!r}")
            if hands[i]:
                raise ContentError(file, f"{where}.tokens", "an eliminated Ship holds no token (AMB-19)")
            zones[i], out[i] = None, Out(max(1, turn - 1), why)
    if sum(o is None for o in out) < 2:
        raise ContentError(file, "ships", "at least two Ships must still be racing (OS-72)")
    markers = data.get("markers", {})
    if not isinstance(markers, dict):
        raise ContentError(file, "markers", "must be a mapping of zones to Forcefield markers")
    counts: dict[int, int] = {}
    for zone, n in numbered(markers, file, "markers").items():
        zone = whole(zone, file, f"markers.{zone}")
        if not track.on_track(zone):
            raise ContentError(file, f"markers.{zone}", f"is past the track (zones {track.rear}..{track.front})")
        counts[zone] = whole(n, file, f"markers.{zone}", 1, MARKERS)
    if sum(counts.values()) > MARKERS:
        raise ContentError(file, "markers", f"{sum(counts.values())} markers; there are {MARKERS} (OS-06)")
    discard = _tokens(data.get("discard", []), file, "discard")
    mix = Counter(cfg.numbers.pile())
    held = Counter(t for h in hands for t in h) + Counter(discard)
    if "pile" in data:
        pile = _tokens(data["pile"], file, "pile")
        held += Counter(pile)
    over = next((t for t in TOKENS if held[t] > mix[t]), None)
    if over is not None:
        raise ContentError(file, "ships", f"{held[over]} {over} tokens are in play; there are {mix[over]} (OS-05)")
    if "pile" not in data:
        left = mix - held
        pile_list = []
        for t in base.pile:                         # the setup's shuffle, without what the position placed
            if left[t] > 0:
                left[t] -= 1
                pile_list.append(t)
        pile = tuple(pile_list)
    state = evolve(base, turn=turn, current=tile, deck=deck, side=side, tile_side=side, flipped=flipped,
                   track=Track(markers=tuple(sorted(counts.items()))), zones=tuple(zones), fuel=tuple(fuel),
                   hands=tuple(hands), out=tuple(out), pile=pile, discard=discard)
    adv = Advance(state, Rng(state.rng))
    adv.start_turn()                                                     # OS-12..OS-14: the turn begins
    return adv.state(0)
