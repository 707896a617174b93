"""The Outspeed Bonus phase as pure functions over plain dicts and a Track (docs/rules/outspeed.md).

Rules: OS-14/OS-15 (declaration groups front to back, seat order inside a group, AMB-14), OS-16 (one token
per seat), OS-17 (play restrictions, checked on positions at declaration, AMB-17; Forcefield with 7 markers
out, AMB-20f), OS-19..OS-22 (group by group on snapshots, simultaneous and cumulative, own zone immune, whole
zones hit; AMB-15, AMB-16), OS-25..OS-28, OS-32, OS-33 (every token's effect; AMB-18, AMB-20a), OS-34/OS-58
and OS-59/AMB-30 (eliminations from the Bonus phase), OS-48/OS-50 (draw two, keep one, reshuffle the
discards; AMB-28).

``zones`` maps a seat to its zone; None (or a missing seat) means the Ship is not on the track.
``fuel`` maps a seat to its Fuel. A pile is a tuple of token names, top first. Chance comes from a
``games.core.rng.Rng`` the caller builds from the state's integer and reads back (``rng.state``) afterwards.

Events (JSON-ready dicts), in the order they happen:

- ``{"type": "bonus_effect", "by": seat, "token": token, "zone": int, "targets": [seat, ...], ...}`` — one
  per play, the group's Forcefields first (AMB-20a), then the others in play order. ``zone`` is the player's
  zone at application; ``targets`` the seats the token acts on, in the order of ``zones`` (the player itself for Nitro and
  Fuel Tank, [] for Forcefield or when nothing is hit). Extra keys by token:
  ``forcefield``: ``"placed": bool`` (False only when the supply ran out after the declaration) and
  ``"markers": [[zone, count], ...]`` after placing; ``nitro``, ``flamethrower``, ``electromagnet``:
  ``"push": {seat: zones}`` (+1 / −2 / −3 / −2 as this token asks, before summing); ``flamethrower``:
  ``"hit_zone": int | None``; ``electromagnet``: ``"front_zone": int | None``; ``ion_cannon``:
  ``"loss": {seat: Fuel}`` (what this token takes; a Ship with 2 or less loses all, OS-25);
  ``fuel_tank``: ``"gain": 2``. A token of a player no longer on the track has ``"void": true`` and no
  effect (AMB-19).
- ``{"type": "fuel", "seat": seat, "before": int, "fuel": int, "change": int, "why": "bonus"}`` — per Ship whose
  Fuel changed, after all the group's tokens were evaluated.
- ``{"type": "move", "seat": seat, "from": int, "zone": int | None, "steps": int, "stopped": bool,
  "why": "bonus"}`` — per Ship with a non-zero summed movement (OS-20), executed as one movement
  (``track.move``); ``zone`` None: fell off the rear (OS-58); ``stopped``: a Forcefield ended it at ``zone``.
  (No event carries a ``"to"`` key: that key marks an event private to one seat, games/core/game.py.)
- ``{"type": "board", ...}`` (``track.board_event``) right after a move that attached boards (OS-56, AMB-25).
- ``{"type": "shuffle", "what": "discard", "tokens": n}`` — the discards became the new pile (OS-50).
- ``{"type": "draw", "seat": seat | None, "count": n}`` — tokens drawn (never which: they are private).

``apply_group`` emits no elimination event: it returns ``[(seat, why)]``, why "fuel" (OS-59, AMB-30) or
"track" (OS-58), and the caller records the elimination (turn, hand to the discards, AMB-19).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core.rng import Rng
from games.outspeed.track import MARKERS, Track, board_event, move, place_marker

TOKENS = ("electromagnet", "ion_cannon", "flamethrower", "forcefield", "nitro", "fuel_tank")
NAMES = {"electromagnet": "Electromagnet", "ion_cannon": "Ion Cannon", "flamethrower": "Flamethrower",
         "forcefield": "Forcefield", "nitro": "Nitro", "fuel_tank": "Fuel Tank"}
REAR_ONLY = ("electromagnet", "ion_cannon")
"""OS-17: playable only from the rearmost occupied zone."""
ION_LOSS, FLAME_PUSH, MAGNET_FRONT, MAGNET_BETWEEN, NITRO_PUSH, TANK_GAIN = 2, -2, -3, -2, 1, 2
"""OS-25, OS-27, OS-26, OS-33, OS-32: the printed numbers of the token effects."""

Events = list[dict[str, Any]]
Eliminated = list[tuple[str, str]]


def _active(zones: Mapping[str, int | None]) -> dict[str, int]:
    return {s: z for s, z in zones.items() if z is not None}


def groups(zones: Mapping[str, int | None], seats: Sequence[str]) -> list[tuple[int, tuple[str, ...]]]:
    """OS-14/OS-15, AMB-14: the Ships' zones, front-most first, each with its seats in seat order."""
    active = _active(zones)
    by_zone: dict[int, list[str]] = {}
    for seat in seats:
        if seat in active:
            by_zone.setdefault(active[seat], []).append(seat)
    return [(z, tuple(by_zone[z])) for z in sorted(by_zone, reverse=True)]


def refusal(token: str, seat: str, zones: Mapping[str, int | None], finish: bool, markers_out: int) -> str | None:
    """None if ``seat`` may play ``token`` now, else the plain sentence naming the rule that forbids it.
    ``zones`` are the positions at declaration (AMB-17); ``finish``: the Finish Line tile is current."""
    if token not in NAMES:
        return f"{token!r} is not a Bonus token (OS-05): the tokens are {', '.join(NAMES.values())}."
    name = NAMES[token]
    active = _active(zones)
    if token in REAR_ONLY and seat in active and active[seat] != min(active.values()):
        return (f"the {name} can only be played from the rearmost occupied zone (OS-17): your Ship is on "
                f"zone {active[seat]}, the rearmost Ship is on zone {min(active.values())}.")
    if token == "forcefield" and finish:
        return "a Forcefield cannot be played while the Finish Line tile is showing (OS-28)."
    if token == "forcefield" and markers_out >= MARKERS:
        return f"all {MARKERS} Forcefield markers are already on the track, so a Forcefield cannot be played (AMB-20f)."
    return None


def _effect(token: str, seat: str, snapshot: dict[str, int], fuel: Mapping[str, int],
            push: dict[str, int], loss: dict[str, int], gain: dict[str, int]) -> dict[str, Any]:
    """One token evaluated on the group's snapshot: adds its movements / Fuel changes, returns its event keys."""
    own = snapshot[seat]
    ahead = {s: z for s, z in snapshot.items() if z > own}     # OS-21: never the own zone; OS-22: whole zones
    moves: dict[str, int] = {}
    out: dict[str, Any] = {}
    if token == "nitro":                                                      # OS-33
        moves = {seat: NITRO_PUSH}
    elif token == "fuel_tank":                                                # OS-32
        gain[seat] = gain.get(seat, 0) + TANK_GAIN
        out = {"targets": [seat], "gain": TANK_GAIN}
    elif token == "flamethrower":                                             # OS-27
        hit = min(ahead.values(), default=None)
        moves = {s: FLAME_PUSH for s, z in ahead.items() if z == hit}
        out["hit_zone"] = hit
    elif token == "electromagnet":                                            # OS-26, AMB-18
        front = max(ahead.values(), default=None)
        moves = {s: MAGNET_FRONT if z == front else MAGNET_BETWEEN for s, z in ahead.items()}
        out["front_zone"] = front
    elif token == "ion_cannon":                                               # OS-25
        for s in ahead:
            loss[s] = loss.get(s, 0) + ION_LOSS
        out = {"targets": list(ahead), "loss": {s: min(ION_LOSS, fuel[s]) for s in ahead}}
    for s, n in moves.items():
        push[s] = push.get(s, 0) + n
    if token in ("nitro", "flamethrower", "electromagnet"):
        out["targets"] = list(moves)
        out["push"] = moves
    return out


def apply_group(track: Track, zones: Mapping[str, int | None], fuel: Mapping[str, int], group_zone: int,  # noqa: C901 - one branch per bonus token (OS-14..OS-17)
                plays: Sequence[tuple[str, str]]) -> tuple[Track, dict[str, int | None], dict[str, int], Events,
                                                           Eliminated]:
    """Apply one declaration group's revealed tokens (OS-19..OS-34, AMB-15/16/18/19/20/30).

    The group's Forcefields are placed first (AMB-20a); then every token is evaluated on the snapshot of the
    zones as they are now (OS-19, OS-20); Fuel changes are applied, and a Ship left at 0 Fuel is eliminated
    and does not move (OS-59, AMB-30); each other Ship's summed movement is one ``track.move`` (OS-20, OS-29,
    OS-34). Returns (track, zones with eliminated Ships None, fuel, events, [(seat, "fuel" | "track")]).
    ValueError if a seat plays twice (OS-16), plays an unknown token, or is not on ``group_zone``.
    An empty ``plays`` changes nothing."""
    zones = dict(zones)
    fuel = dict(fuel)
    if not plays:
        return track, zones, fuel, [], []
    events: Events = []
    seen: set[str] = set()
    for seat, token in plays:
        if token not in NAMES:
            raise ValueError(f"OS-05: {token!r} is not a Bonus token")
        if seat in seen:
            raise ValueError(f"OS-16: {seat} plays one token per turn at most")
        if zones.get(seat) not in (None, group_zone):
            raise ValueError(f"{seat} is on zone {zones.get(seat)}, not in the group of zone {group_zone}")
        seen.add(seat)
    for seat, token in plays:                                                 # AMB-20a: Forcefields first
        if token == "forcefield" and zones.get(seat) is not None:
            placed = track.markers_out() < MARKERS                            # OS-06: the supply may run out
            track = place_marker(track, zones[seat]) if placed else track     # OS-28
            events.append({"type": "bonus_effect", "by": seat, "token": token, "zone": zones[seat], "targets": [],
                           "placed": placed, "markers": [list(m) for m in track.markers]})
    snapshot = _active(zones)                                                 # OS-20: one snapshot for all
    push: dict[str, int] = {}
    loss: dict[str, int] = {}
    gain: dict[str, int] = {}
    for seat, token in plays:
        if seat not in snapshot:                                              # AMB-19 guard
            events.append({"type": "bonus_effect", "by": seat, "token": token, "zone": None, "targets": [],
                           "void": True})
        elif token != "forcefield":
            keys = _effect(token, seat, snapshot, fuel, push, loss, gain)
            events.append({"type": "bonus_effect", "by": seat, "token": token, "zone": snapshot[seat], **keys})
    eliminated: Eliminated = []
    for seat in snapshot:
        if seat in loss or seat in gain:
            before = fuel[seat]
            fuel[seat] = max(0, before - loss.get(seat, 0)) + gain.get(seat, 0)
            events.append({"type": "fuel", "seat": seat, "before": before, "fuel": fuel[seat],
                           "change": fuel[seat] - before, "why": "bonus"})
            if fuel[seat] == 0:                                               # OS-59, AMB-30
                zones[seat] = None
                eliminated.append((seat, "fuel"))
    for seat in snapshot:
        steps = push.get(seat, 0)
        if steps == 0 or zones[seat] is None:
            continue
        before = track
        track, to, stopped = move(track, zones[seat], steps)
        events.append({"type": "move", "seat": seat, "from": zones[seat], "zone": to, "steps": steps,
                       "stopped": stopped, "why": "bonus"})
        board = board_event(before, track)
        if board is not None:
            events.append(board)
        zones[seat] = to
        if to is None:                                                        # OS-34, OS-58
            eliminated.append((seat, "track"))
    return track, zones, fuel, events, eliminated


def draw_two(pile: Sequence[str], discard: Sequence[str], rng: Rng,
             seat: str | None = None) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], Events]:
    """OS-48, OS-50, AMB-28: take the top two tokens; whenever the pile is empty, the shuffled discards
    become the new pile (``rng`` advances); with no tokens anywhere, fewer than two are drawn.
    Returns (pile, discard, drawn, events)."""
    pile, discard = tuple(pile), tuple(discard)
    drawn: list[str] = []
    events: Events = []
    while len(drawn) < 2:
        if not pile:
            if not discard:
                break                                                         # AMB-28: exhausted everywhere
            pile, discard = tuple(rng.shuffled(discard)), ()
            events.append({"type": "shuffle", "what": "discard", "tokens": len(pile)})
        drawn.append(pile[0])
        pile = pile[1:]
    events.append({"type": "draw", "seat": seat, "count": len(drawn)})
    return pile, discard, tuple(drawn), events


def keep(pile: Sequence[str], drawn: Sequence[str], kept: str) -> tuple[str, ...]:
    """OS-48: ``kept`` stays with the player; the other drawn token goes to the bottom of the pile.
    ValueError if ``kept`` was not drawn."""
    rest = list(drawn)
    if kept not in rest:
        raise ValueError(f"OS-48: {kept!r} was not drawn ({', '.join(drawn) or 'nothing'})")
    rest.remove(kept)
    return tuple(pile) + tuple(rest)
