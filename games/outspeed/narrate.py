"""Outspeed's play-by-play for headless play, resume and replay (issue 11): each turn's tile and declaration
order, the public yes/no (OS-14), the joint token reveal (OS-18) and every token's effect (OS-25..OS-33), the
routes revealed (OS-41), forfeits (OS-43) and tile 11's lone route (OS-67), dice (CON-13), X (OS-55), costs,
moves and Fuel (OS-45..OS-47), draws (OS-48, OS-50), boards (OS-56, OS-57), eliminations (OS-58, OS-59,
OS-61), the flip (OS-63), markers leaving (OS-31), the tile leaving (OS-65) and the end (OS-70..OS-73).

Pure: the host prints what :func:`narrate` returns. Never tells a private fact: which tokens a seat drew or
kept is not in the events, and a committed token is named only once revealed.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from games.outspeed.bonus import NAMES

Event = dict[str, Any]

OUT_WHY = {"fuel": "out of Fuel", "track": "pushed off the rear of the track", "board": "left on the removed board"}
END_WHY = {"OS-70": "furthest ahead", "OS-71": "on the tie-break (most Fuel, then most tokens)",
           "OS-72": "the last Ship standing"}


def _who(seats: Iterable[str]) -> str:
    names = list(seats)
    return ", ".join(names) if names else "nobody"


def _token(token: str | None) -> str:
    return NAMES.get(token or "", str(token))


def _turn(e: Event, view: dict[str, Any]) -> list[str]:
    finish = " - the FINISH LINE" if e.get("finish") else ""
    turns = view.get("turns", 13)
    order = "; ".join(f"{z}: {_who(seats)}" for z, seats in e.get("order", []))
    return [f"Turn {e['turn']} of {turns}: tile {e['tile']} ({e['side']} side){finish}, {e['tiles_left']} left after it",
            f"  declaring front to back by zone - {order}"]


def _declare(e: Event, view: dict[str, Any]) -> list[str]:
    if e["play"] == "yes":
        return [f"  {e['seat']} plays a Bonus token (face down)"]
    return [f"  {e['seat']} passes"] if e.get("holds") else []      # holding nothing, a seat passes unasked


def _reveal(e: Event, view: dict[str, Any]) -> list[str]:
    shown = ", ".join(f"{seat} {_token(t)}" for seat, t in e["tokens"].items())
    return [f"  Bonus tokens revealed: {shown}"]


def _pushes(push: dict[str, int]) -> str:
    return ", ".join(f"{seat} {n:+d}" for seat, n in push.items())


def _effect(e: Event, view: dict[str, Any]) -> list[str]:
    who = f"  {e['by']}'s {_token(e['token'])}"
    token = e["token"]
    if e.get("void"):
        return [f"{who} has no effect: {e['by']} is no longer on the track"]
    if token == "nitro":
        return [f"{who}: 1 zone forward for free from zone {e['zone']}"]
    if token == "fuel_tank":
        return [f"{who}: +{e.get('gain', 2)} Fuel"]
    if token == "forcefield":
        if not e.get("placed", True):
            return [f"{who}: no marker left in the supply, nothing placed"]
        return [f"{who}: a Forcefield marker on zone {e['zone']}"]
    if token == "flamethrower":
        if not e.get("targets"):
            return [f"{who} from zone {e['zone']}: no Ship ahead, no effect"]
        return [f"{who} from zone {e['zone']} hits zone {e['hit_zone']}: {_who(e['targets'])} back 2"]
    if token == "electromagnet":
        if not e.get("targets"):
            return [f"{who} from zone {e['zone']}: nobody ahead, no effect"]
        return [f"{who} from zone {e['zone']}, leading zone {e['front_zone']}: {_pushes(e['push'])}"]
    if token == "ion_cannon":
        if not e.get("targets"):
            return [f"{who} from zone {e['zone']}: nobody ahead, no effect"]
        return [f"{who} from zone {e['zone']}: " + ", ".join(f"{s} -{n} Fuel" for s, n in e["loss"].items())]
    return [_generic(e)]


def _move(e: Event, view: dict[str, Any]) -> list[str]:
    to = e["zone"]                                                      # None: off the track
    if to is None:
        return [f"    {e['seat']} moves {e['steps']:+d} from zone {e['from']} and falls off the rear of the track"]
    stop = " - stopped by a Forcefield" if e.get("stopped") else ""
    indent = "    " if e.get("why") == "bonus" else "  "
    verb = "moves" if e["steps"] > 0 else "is pushed"
    return [f"{indent}{e['seat']} {verb} {e['steps']:+d}: zone {e['from']} -> {to}{stop}"]


def _fuel(e: Event, view: dict[str, Any]) -> list[str]:
    if "gain" in e:                                                     # a route's benefit (OS-47)
        return [f"  {e['seat']} gains {e['gain']} Fuel ({e['fuel']} now)"]
    return [f"    {e['seat']} Fuel {e['before']} -> {e['fuel']}"]


def _board(e: Event, view: dict[str, Any]) -> list[str]:
    lines = []
    if e.get("attached"):
        what = "the spare board is" if e["attached"] == 1 else f"{e['attached']} boards are"
        lines.append(f"  {what} attached in front: the track now runs to zone {e['front']}")
    if e.get("removed"):
        what = "the rear board is" if e["removed"] == 1 else f"{e['removed']} rear boards are"
        lines.append(f"  {what} removed: the track is zones {e['rear']}-{e['front']}")
    return lines


def _routes(e: Event, view: dict[str, Any]) -> list[str]:
    taken = ", ".join(f"{seat} on {route}" for seat, route in e["routes"].items())
    return [f"  routes revealed: {taken}"]


def _forfeit(e: Event, view: dict[str, Any]) -> list[str]:
    cap = e.get("capacity")
    room = f"{cap} silhouette{'s' if cap != 1 else ''}"
    return [f"  {len(e['seats'])} on the {e['route']} route ({room}): {_who(e['seats'])} lose the turn"]


def _lone(e: Event, view: dict[str, Any]) -> list[str]:
    if e["alone"]:
        return [f"  {e['seats'][0]} is alone on the {e['route']} route: moves without paying"]
    return [f"  {_who(e['seats'])} share the {e['route']} route: each pays and nobody moves"]


def _pay(e: Event, view: dict[str, Any]) -> list[str]:
    if e.get("short"):
        return [f"  {e['seat']} must pay {e['fuel']} Fuel and cannot"]
    return [f"  {e['seat']} pays {e['fuel']} Fuel ({e['left']} left)"] if e["fuel"] else []


def _eliminated(e: Event, view: dict[str, Any]) -> list[str]:
    return [f"  {e['seat'].upper()} IS OUT: {OUT_WHY.get(e['why'], e['why'])} (turn {e['turn']})"]


def _flip(e: Event, view: dict[str, Any]) -> list[str]:
    now = " (the current tile too)" if e.get("current") else ""
    return [f"  4 Ships or fewer left: the remaining tiles turn to their {e['side']} side{now}"]


def _draw(e: Event, view: dict[str, Any]) -> list[str]:
    n = e["count"]
    return [f"  {e['seat']} draws {n} Bonus token{'s' if n != 1 else ''}" if n else
            f"  {e['seat']} draws nothing: no token left anywhere"]


def _keep(e: Event, view: dict[str, Any]) -> list[str]:
    if not e.get("returned"):
        return [f"  {e['seat']} keeps the token drawn"]
    how = "keeps one in secret" if e.get("asked") else "drew two alike and keeps one"
    return [f"  {e['seat']} {how}; the other goes under the pile"]


def _markers_gone(e: Event, view: dict[str, Any]) -> list[str]:
    zones = ", ".join(str(z) for z in e["zones"])
    return [f"  Forcefield markers leave zone{'s' if len(e['zones']) != 1 else ''} {zones} (a Ship entered)"]


def _tile_removed(e: Event, view: dict[str, Any]) -> list[str]:
    return ["  the Finish Line tile is done" if e.get("finish") else f"  tile {e['tile']} leaves the game"]


def _game_end(e: Event, view: dict[str, Any]) -> list[str]:
    if e.get("no_winner") or not e.get("winners"):
        return ["Game over: every Ship is out, nobody wins - start a new game at once"]
    winners = e["winners"]
    how = END_WHY.get(e.get("rule", ""), "")
    who = f"{winners[0]} wins" if len(winners) == 1 else f"{' and '.join(winners)} share the win"
    ships = view.get("ships", {})
    where = ""
    if ships.get(winners[0], {}).get("zone") is not None:
        s = ships[winners[0]]
        where = f" on zone {s['zone']} with {s['fuel']} Fuel"
    return [f"Game over: {who}{where}" + (f" - {how}" if how else "")]


_LINES: dict[str, Callable[[Event, dict[str, Any]], list[str]]] = {
    "turn": _turn, "declare": _declare, "reveal_tokens": _reveal, "bonus_effect": _effect, "move": _move,
    "fuel": _fuel, "board": _board, "routes": _routes, "forfeit": _forfeit, "lone": _lone, "pay": _pay,
    "eliminated": _eliminated, "flip": _flip, "draw": _draw, "keep": _keep,
    "forcefields_removed": _markers_gone, "tile_removed": _tile_removed, "game_end": _game_end,
    "roll": lambda e, v: [f"  {e.get('by') or 'the table'} rolls the {e['die']} die: {e['face']}"],
    "x": lambda e, v: ["  X dialled: " + ", ".join(f"{s} {x}" for s, x in e["values"].items())],
    "shuffle": lambda e, v: [f"  the discards ({e.get('tokens', '?')} tokens) are shuffled into a new pile"
                             if e.get("what") == "discard" else f"  the {e.get('what', 'pile')} is shuffled"],
}


def _generic(e: Event) -> str:
    """An event this narrator does not know, told by its fields."""
    parts = [f"{k.replace('_', ' ')} {v}" for k, v in e.items() if k not in ("type", "rule")]
    head = str(e.get("type", "event")).replace("_", " ")
    return f"  {head}: {'; '.join(parts)}" if parts else f"  {head}"


def narrate(events: Iterable[Event], view: dict[str, Any]) -> list[str]:
    """The lines for ``events`` (``view``: the TV view after them, for the number of turns and the winner's
    zone). An event of an unknown type, or one missing a field, is told by its fields."""
    lines: list[str] = []
    for e in events:
        tell = _LINES.get(e.get("type", ""))
        try:
            lines.extend(tell(e, view) if tell else [_generic(e)])
        except (KeyError, TypeError, AttributeError, ValueError, IndexError):
            lines.append(_generic(e))
    return lines
