"""The Resolution phase of one tile as pure functions (docs/rules/outspeed.md OS-39..OS-47, OS-51..OS-55, OS-59..OS-61,
OS-67..OS-69; AMB-21..AMB-24, AMB-31, AMB-32, AMB-34).

- :func:`legal_routes`: the routes a seat may program — lit (OS-36) and affordable at their lowest cost
  (OS-39, AMB-23b); when none is affordable, the lit routes of the lowest minimum cost (OS-40, AMB-23a);
- :func:`statuses`: what each chooser's route does this turn — resolves, is forfeited over capacity (OS-43,
  AMB-21), or on tile 11's lone-chooser route: benefit without cost for a lone chooser, cost without
  benefit for several (OS-67, AMB-32);
- :func:`pay_costs`: every paying seat's cost at once, dice rolled per seat (OS-52..OS-54, yellow paid by
  magnitude AMB-34), X on top (OS-55), route-colour counts over every chooser (OS-44, OS-51, AMB-31); then
  who is eliminated (OS-59, OS-61; the Finish Line exception OS-60) — AMB-24;
- :func:`take_benefits`: the survivors' moves (one movement each, never backward, OS-46), Fuel gains
  (OS-47) and Bonus stars (OS-48).
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from games.core.dice import roll
from games.core.rng import Rng
from games.outspeed.tiles import ROUTES, Amount, Route, Side, min_cost
from games.outspeed.track import Track, board_event, move

RESOLVE = "resolve"
"""Within capacity (or no capacity): pays the cost, gains the benefit (OS-43)."""
FORFEIT = "forfeit"
"""Over capacity: loses this tile's Resolution — no cost, no benefit, no dice, no X (OS-43, AMB-21)."""
ALONE = "alone"
"""Tile 11's lone-chooser route taken alone: the benefit, no cost (OS-67)."""
SHARED = "shared"
"""Tile 11's lone-chooser route taken by several: each pays the cost, nobody gains (OS-67, AMB-32)."""
PAYS = (RESOLVE, SHARED)
GAINS = (RESOLVE, ALONE)

Event = dict[str, Any]


def legal_routes(side: Side, fuel: int, dice: Mapping[str, Sequence[int]]) -> tuple[tuple[str, ...], dict[str, str]]:
    """(the routes this seat may program, {colour: why not, naming the rule} for every other colour)."""
    cheapest = {r.colour: min_cost(r, dice) for r in side.routes}
    options = tuple(c for c, m in cheapest.items() if m <= fuel)                        # OS-39
    refused: dict[str, str] = {}
    if options:
        for c, m in cheapest.items():
            if m > fuel:
                refused[c] = (f"the {c} route costs at least {m} Fuel and you have {fuel}: you may not "
                              "spend more Fuel than you have (OS-39).")
    else:                                                                              # OS-40, AMB-23a
        low = min(cheapest.values())
        options = tuple(c for c, m in cheapest.items() if m == low)
        for c, m in cheapest.items():
            if m != low:
                refused[c] = (f"you cannot afford any route, so you must take the cheapest "
                              f"({' or '.join(options)}); the {c} route costs at least {m} Fuel (AMB-23).")
    for c in ROUTES:
        if side.route(c) is None:
            refused[c] = f"the {c} route is not lit on this tile (OS-36)."
    return options, refused


def choice_counts(routes: Sequence[str | None]) -> dict[str, int]:
    """How many seats programmed each colour this turn, over-capacity losers included (OS-44, OS-51, AMB-31)."""
    counts = {c: 0 for c in ROUTES}
    for r in routes:
        if r is not None:
            counts[r] += 1
    return counts


def statuses(side: Side, routes: Sequence[str | None], counts: Mapping[str, int]) -> tuple[str | None, ...]:
    """Per seat: RESOLVE, FORFEIT, ALONE, SHARED, or None for a seat that programmed nothing (out)."""
    out: list[str | None] = []
    by_colour = {r.colour: r for r in side.routes}
    for colour in routes:
        if colour is None:
            out.append(None)
            continue
        route = by_colour[colour]
        n = counts[colour]
        if route.lone:                                                                 # OS-67, AMB-32
            out.append(ALONE if n == 1 else SHARED)
        elif route.capacity is None or n <= route.capacity:                            # OS-43
            out.append(RESOLVE)
        else:
            out.append(FORFEIT)
    return tuple(out)


def x_high(route: Route, fuel: int, wheel_max: int) -> int:
    """The largest X a seat may dial: the Fuel left after the route's other (fixed) costs, and no more than
    the wheel shows (OS-55, AMB-22, AMB-01)."""
    return max(0, min(fuel - route.cost.fixed, wheel_max))


def amount(a: Amount, counts: Mapping[str, int], rng: Rng, dice: Mapping[str, Sequence[int]],
           events: list[Event], seat: str, cost: bool) -> int:
    """The value of one tile line for one seat: fixed + each die rolled for that seat (OS-52, summed OS-54;
    a cost die paid by magnitude OS-53, AMB-34) + the route-colour counts (OS-51)."""
    total = a.fixed
    for die in a.dice:
        face = roll(rng, die, dice, events, seat)                                      # CON-13: an event
        total += abs(face) if cost else face
    for c in a.counts:
        total += counts[c]
    return total


def pay_costs(side: Side, seats: Sequence[str], routes: Sequence[str | None], status: Sequence[str | None],
              fuel: Sequence[int], xs: Sequence[int | None], counts: Mapping[str, int], rng: Rng,
              dice: Mapping[str, Sequence[int]], finish: bool) -> tuple[list[int], list[Event], list[str]]:
    """Every paying seat's cost at once (OS-45); returns (Fuel, events, the seats eliminated for Fuel)."""
    fuel = list(fuel)
    events: list[Event] = []
    eliminated: list[str] = []
    by_colour = {r.colour: r for r in side.routes}
    for i, seat in enumerate(seats):
        if status[i] not in PAYS:
            continue
        route = by_colour[routes[i]]
        cost = amount(route.cost, counts, rng, dice, events, seat, cost=True)
        if route.x:
            cost += xs[i] or 0                                                         # OS-55
        held = fuel[i]
        if cost > held:                                                                # OS-61
            fuel[i] = 0
            events.append({"type": "pay", "seat": seat, "fuel": cost, "left": 0, "short": True, "rule": "OS-61"})
            eliminated.append(seat)
            continue
        fuel[i] = held - cost
        if cost:
            events.append({"type": "pay", "seat": seat, "fuel": cost, "left": fuel[i], "short": False,
                           "rule": "OS-67" if status[i] == SHARED else "OS-45"})
        if fuel[i] == 0 and not finish:                                                # OS-59, OS-60
            eliminated.append(seat)
    return fuel, events, eliminated


def take_benefits(side: Side, seats: Sequence[str], routes: Sequence[str | None], status: Sequence[str | None],
                  zones: Sequence[int | None], fuel: Sequence[int], xs: Sequence[int | None],
                  counts: Mapping[str, int], track: Track, rng: Rng,
                  dice: Mapping[str, Sequence[int]]) -> tuple[Track, list[int | None], list[int], list[Event], list[int]]:
    """Every surviving gainer's benefit at once (OS-45): one forward movement each (OS-46, OS-56), Fuel
    gained (OS-47) and Bonus stars (OS-48). Returns (track, zones, Fuel, events, stars per seat)."""
    zones = list(zones)
    fuel = list(fuel)
    stars = [0] * len(seats)
    events: list[Event] = []
    by_colour = {r.colour: r for r in side.routes}
    for i, seat in enumerate(seats):
        if status[i] not in GAINS or zones[i] is None:
            continue
        route = by_colour[routes[i]]
        steps = amount(route.move, counts, rng, dice, events, seat, cost=False)
        if route.x:
            steps += xs[i] or 0                                                        # OS-55
        gain = amount(route.fuel, counts, rng, dice, events, seat, cost=False)
        if steps > 0:                                                                  # OS-46: never backward
            before = track
            track, zone, stopped = move(track, zones[i], steps)
            events.append({"type": "move", "seat": seat, "from": zones[i], "zone": zone, "steps": steps,
                           "stopped": stopped, "phase": "resolution", "rule": "OS-46"})
            board = board_event(before, track)
            if board is not None:
                events.append({**board, "rule": "OS-56"})
            zones[i] = zone
        if gain:
            fuel[i] += gain
            events.append({"type": "fuel", "seat": seat, "gain": gain, "fuel": fuel[i], "rule": "OS-47"})
        stars[i] = route.bonus
    return track, zones, fuel, events, stars
