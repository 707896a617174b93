"""Outspeed's heuristic bot (issue 11 item 4); the generic random bot lives in ``games.core.bots``.

The bot answers every prompt from its own seat's view only (``observe(state, seat)``: the public race and its
own ``private`` hand), never from the state:

- route (OS-35..OS-40): each lit route it may take is valued as expected zones forward plus the Fuel it
  gains or costs (worth less on the Finish Line, where Fuel only breaks ties, OS-71), its Bonus stars, minus
  the risks it can foresee from public facts — a Fuel elimination (OS-59..OS-61, dice by magnitude OS-53),
  dropping below a Fuel reserve kept for the next turns and the Finish Line, an over-capacity forfeit
  (OS-43) or a shared lone route (OS-67) given how the rivals, who can afford what they can (OS-39), are
  likely to choose, and a rear board removed under it (OS-57); a route that removes the rear board under
  rivals is worth their elimination;
- declaration (OS-14..OS-34): the playable token worth most now — Ion Cannon and Electromagnet from the
  back (OS-17), a Flamethrower at the nearest Ships ahead, a Forcefield where rivals behind will enter its
  zone, Nitro, a Fuel Tank when Fuel is short — or a pass when none gains;
- X (OS-55): enough zones to pass every rival's best reach, keeping the Fuel the Finish Line allows (0 on
  it, OS-60; at least 1 elsewhere);
- keep one of two (OS-48): the token worth more, now and later.

A little seeded jitter (``JITTER``) breaks near-ties so that seeded games differ.
"""
from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

from games.core.dice import load_dice
from games.core.prompt import Prompt
from games.core.rng import Rng

Dist = dict[int, float]
"""A small discrete distribution: value -> probability."""

JITTER = 0.15
"""Seeded noise (in zones) added to a token's value, so that near-equal tokens are chosen in turn."""
ELIMINATED = 30.0
"""What being out of the race costs, in zones."""
RIVAL_OUT = 6.0
"""What a rival's elimination is worth, in zones."""
FUEL_VALUE = 0.3
"""Zones one Fuel is worth before the Finish Line (it buys zones on later tiles)."""
FINISH_FUEL_VALUE = 0.05
"""On the Finish Line, Fuel only breaks a tie on the leading zone (OS-71)."""
RESERVE = 3
"""Fuel kept after a turn: 3 survives an Ion Cannon (OS-25) and pays a later tile's fast route."""
FINISH_RESERVE = 4
"""Fuel wanted when the Finish Line comes (its fast routes cost 3-4; the X route turns Fuel into zones)."""
SHORT = 0.8
"""Penalty per Fuel below the reserve."""
DRAIN = 0.5
"""What one Fuel taken from a rival is worth (more than this seat's own Fuel: it also brings it nearer 0)."""
STAR = 0.5
"""A Bonus star (draw two, keep one, OS-48), in zones."""
BEST_SHARE = 0.2
"""How much of a rival's choice is taken to be reasoned (the rest spread over what it may take)."""
SOFTNESS = 0.3
"""How sharply a reasoning rival prefers its better routes (a soft best reply: zones of value per e-fold)."""
MIXING = 0.2
"""How much this bot spreads its own route choice over near-best routes (zones of value per e-fold)."""


def _add(a: Dist, b: Dist) -> Dist:
    out: Dist = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0.0) + p * q
    return out


def _mean(d: Dist) -> float:
    return sum(x * p for x, p in d.items())


def _count_dist(probs: Sequence[float]) -> Dist:
    """How many rivals choose a colour, each with its own chance (Poisson binomial)."""
    d: Dist = {0: 1.0}
    for p in probs:
        nxt: Dist = {}
        for k, q in d.items():
            nxt[k] = nxt.get(k, 0.0) + q * (1 - p)
            nxt[k + 1] = nxt.get(k + 1, 0.0) + q * p
        d = nxt
    return d


class Table:
    """What a seat knows this turn: the tile's routes, the dice, every Ship's public zone and Fuel."""

    def __init__(self, view: Mapping[str, Any], seat: str) -> None:
        self.view = view
        self.seat = seat
        self.dice = {c: tuple(abs(f) if c == "yellow" else f for f in faces)
                     for c, faces in load_dice().items() if c in ("yellow", "blue")}
        tile = view["tile"]
        self.finish = bool(view["finish_turn"])
        self.routes = {r["colour"]: r for r in tile["routes"]}
        ships = view["ships"]
        self.zone = {p: s["zone"] for p, s in ships.items() if s["out"] is None}
        self.fuel = {p: s["fuel"] for p, s in ships.items()}
        self.rivals = [p for p in view["seats"] if p in self.zone and p != seat]
        track = view["track"]
        self.rear, self.front = track["rear"], track["front"]
        self.markers = {z for z, _ in track["markers"]}
        self.tiles_left = view["tiles_left"]
        self._choice: dict[str, dict[str, float]] = {}
        self._counts: dict[tuple[str, str, bool], dict[str, Dist]] = {}
        self._others: dict[tuple[str, bool], dict[str, Dist]] = {}
        self._stay: float | None = None
        self._uniform: dict[str, dict[str, float]] = {}
        self._min_costs = {c: self.min_cost(r) for c, r in self.routes.items()}

    # ---- one route's numbers -------------------------------------------------------------------------
    def min_cost(self, r: Mapping[str, Any]) -> int:
        """OS-39, AMB-23b: the lowest cost the route can have (X counted 0; the lone route 0)."""
        if r["lone"]:
            return 0
        c = r["cost"]
        return c["fixed"] + sum(min(self.dice[d]) for d in c["dice"]) + sum(1 for k in c["counts"] if k == r["colour"])

    def legal(self, fuel: int) -> list[str]:
        """The routes a Ship with ``fuel`` may program (OS-39, OS-40, AMB-23a)."""
        costs = self._min_costs
        ok = [c for c, m in costs.items() if m <= fuel]
        return ok or [c for c, m in costs.items() if m == min(costs.values())]

    def amount(self, a: Mapping[str, Any], counts: Mapping[str, Dist]) -> Dist:
        d: Dist = {a["fixed"]: 1.0}
        for die in a["dice"]:
            faces = self.dice[die]
            d = _add(d, {f: faces.count(f) / len(faces) for f in set(faces)})
        for colour in a["counts"]:
            d = _add(d, counts[colour])
        return d

    def counts(self, mine: str, of: str, model: Any) -> dict[str, Dist]:
        """How many Ships will have programmed each colour when ``of`` takes ``mine`` and every other Ship
        chooses as ``model`` (seat -> {colour: chance}) says."""
        key = (mine, of, model == self.uniform)
        if key not in self._counts:
            base_key = key[1:]
            if base_key not in self._others:
                self._others[base_key] = {c: _count_dist([model(r).get(c, 0.0) for r in self.zone if r != of])
                                          for c in self.routes}
            out = dict(self._others[base_key])
            out[mine] = {k + 1: p for k, p in out[mine].items()}
            self._counts[key] = out
        return self._counts[key]

    # ---- rivals ----------------------------------------------------------------------------------------
    def uniform(self, seat: str) -> dict[str, float]:
        """Any route the Ship may take (what a Ship that does not reason would do)."""
        if seat not in self._uniform:
            options = self.legal(self.fuel[seat])
            self._uniform[seat] = {c: 1 / len(options) for c in options}
        return self._uniform[seat]

    def choice(self, seat: str) -> dict[str, float]:
        """How likely ``seat`` is to program each colour, from public facts only (its Fuel and zone): part
        any route it may take, part a reasoned choice against Ships that do not reason (soft best reply).
        This seat's own choice is not guessed (empty): it is what is being decided."""
        if seat not in self._choice:
            if seat == self.seat:
                return {}
            plain = self.uniform(seat)
            values = {c: self.route_value(c, seat, self.uniform, risks=False) for c in plain}
            top = max(values.values())
            weights = {c: math.exp((v - top) / SOFTNESS) for c, v in values.items()}
            total = sum(weights.values())
            self._choice[seat] = {c: (1 - BEST_SHARE) * plain[c] + BEST_SHARE * w / total
                                  for c, w in weights.items()}
        return self._choice[seat]

    def fuel_value(self) -> float:
        return FINISH_FUEL_VALUE if self.finish else FUEL_VALUE

    def passes_front(self, seat: str) -> float:
        """The chance ``seat`` ends this tile beyond the front board (a board attached, the rear one removed)."""
        need = self.front - self.zone[seat] + 1
        total = 0.0
        for colour, p in self.choice(seat).items():
            move = self.amount(self.routes[colour]["move"], self.counts(colour, seat, self.choice))
            total += p * sum(q for m, q in move.items() if m >= need)
        return total

    # ---- a route's worth --------------------------------------------------------------------------
    def route_value(self, colour: str, seat: str | None = None, model: Any = None, risks: bool = True,
                    x: int | None = None) -> float:
        """Expected zones forward, Fuel (paid and gained, ``fuel_value`` each) and stars of ``seat`` taking
        ``colour`` while the others choose as ``model`` says, less the foreseeable risks."""
        seat = seat or self.seat
        r = self.routes[colour]
        fuel = self.fuel[seat]
        counts = self.counts(colour, seat, model or self.choice)
        on = counts[colour]
        if r["lone"]:                                               # OS-67: alone gains, shared pays
            gains = on.get(1, 0.0)
            resolve = 1.0 - gains
        elif r["capacity"] is None:
            resolve = gains = 1.0
        else:
            resolve = gains = sum(p for k, p in on.items() if k <= r["capacity"])  # OS-43
        cost = self.amount(r["cost"], counts)
        move = self.amount(r["move"], counts)
        if r["x"]:                                                  # OS-55
            if x is None:
                x = self.x_plan(r) if seat == self.seat else self.x_high(r, seat)
            cost = {c + x: p for c, p in cost.items()}
            move = {m + x: p for m, p in move.items()}
        gain = _mean(self.amount(r["fuel"], counts))
        lam = self.fuel_value()
        reserve = self.reserve()
        value = 0.0
        for c, p in cost.items():                                   # costs first (OS-45)
            left = fuel - c
            if left < 0 or (left == 0 and not self.finish):         # OS-59..OS-61
                value -= p * resolve * ELIMINATED
                continue
            short = max(0, reserve - left - (gain if gains else 0))
            value += p * resolve * (-lam * c - SHORT * short)
        value += gains * (_mean(move) + lam * gain + STAR * r["bonus"])
        return value + self.board_risk(move, gains) if risks else value

    def reserve(self) -> int:
        if self.finish:
            return 0
        return FINISH_RESERVE if self.tiles_left <= 1 else RESERVE

    def board_risk(self, move: Dist, gains: float) -> float:
        """OS-57: a rival beyond the front removes the rear board with this Ship on it; passing the front
        removes it under the rivals left on it."""
        if self.finish:
            return 0.0
        me = self.zone[self.seat]
        safe = self.rear + 7
        if self._stay is None:
            self._stay = 1.0
            for r in self.rivals:
                self._stay *= 1 - self.passes_front(r)
        value = 0.0
        for m, p in [(0, 1 - gains)] + [(m, p * gains) for m, p in move.items()]:
            lands = me + m
            if lands > self.front:
                doomed = sum(1 for r in self.rivals if self.zone[r] + 2 < safe)
                value += p * RIVAL_OUT * doomed
            elif lands < safe:
                value -= p * (1 - self._stay) * ELIMINATED
        return value

    def x_high(self, r: Mapping[str, Any], seat: str) -> int:
        """The most X ``seat`` would dial: all its Fuel after the route's other costs, keeping 1 before the
        Finish Line (0 on it, OS-60)."""
        return max(0, self.fuel[seat] - r["cost"]["fixed"] - (0 if self.finish else 1))

    def x_plan(self, r: Mapping[str, Any]) -> int:
        """OS-55: the X to dial — just past every rival's reach if the Fuel allows, else all it can."""
        high = self.x_high(r, self.seat)
        if not self.finish:
            return high
        known = self.view.get("routes", {})
        reach = 0
        for rival in self.rivals:
            colour = known.get(rival)
            best = 0
            for c in [colour] if colour in self.routes else list(self.choice(rival)):
                route = self.routes[c]
                far = (self.x_high(route, rival) if route["x"]
                       else max(self.amount(route["move"], self.counts(c, rival, self.choice))))
                best = max(best, far)
            reach = max(reach, self.zone[rival] + best)
        return min(high, max(0, reach - self.zone[self.seat] + 1))

    # ---- Bonus tokens ------------------------------------------------------------------------------
    def weight(self, rival: str) -> float:
        """How much setting ``rival`` back matters: the Ship leading this seat counts most."""
        lead = max(self.zone[r] for r in self.rivals)
        return 1.0 if self.zone[rival] == lead else 0.5

    def token_value(self, token: str) -> float:
        """What playing ``token`` now gains, in zones (OS-25..OS-33)."""
        me = self.zone[self.seat]
        ahead = [r for r in self.rivals if self.zone[r] > me]
        behind = [r for r in self.rivals if self.zone[r] < me]
        lam = max(self.fuel_value(), 0.3)
        if token == "nitro":                                                          # OS-33
            return 1.0
        if token == "fuel_tank":                                                      # OS-32
            return 2 * lam + SHORT * max(0, min(2, self.reserve() + 2 - self.fuel[self.seat]))
        if token == "ion_cannon":                                                     # OS-25
            return sum(self.drain_value(r) for r in ahead)
        if token == "flamethrower":                                                   # OS-27
            if not ahead:
                return 0.0
            hit = min(self.zone[r] for r in ahead)
            return sum(self.push_value(r, -2) for r in ahead if self.zone[r] == hit)
        if token == "electromagnet":                                                  # OS-26
            if not ahead:
                return 0.0
            front = max(self.zone[r] for r in ahead)
            return sum(self.push_value(r, -3 if self.zone[r] == front else -2) for r in ahead)
        if token == "forcefield":                                                     # OS-28, OS-29
            return sum(0.8 * self.weight(r) * self.enters(r, me) for r in behind)
        return 0.0

    def drain_value(self, rival: str) -> float:
        """An Ion Cannon's 2 Fuel taken from ``rival``: its elimination at 2 or less (OS-25, OS-59), else
        Fuel it will miss on the fast routes, and more so once it runs low."""
        fuel = self.fuel[rival]
        if fuel <= 2:
            return RIVAL_OUT
        return 2 * DRAIN * self.weight(rival) + (DRAIN if fuel <= 4 else 0.0)

    def push_value(self, rival: str, steps: int) -> float:
        z = self.zone[rival]
        if z + steps < self.rear and not any(self.rear <= m < z for m in self.markers):
            return RIVAL_OUT                                                          # OS-58
        return -steps * self.weight(rival)

    def enters(self, rival: str, zone: int) -> float:
        """The chance ``rival`` moves through ``zone`` (and would stop there on a Forcefield) this turn."""
        need = zone - self.zone[rival]
        total = 0.0
        for colour, p in self.choice(rival).items():
            move = self.amount(self.routes[colour]["move"], self.counts(colour, rival, self.choice))
            total += p * sum(q for m, q in move.items() if m > need) * min(2.0, _mean(move) - need) / 2
        return max(0.0, total)

    def keep_value(self, token: str) -> float:
        """A token's worth to hold: now, and on later turns (rear tokens only help from the back)."""
        later = {"electromagnet": 2.0, "ion_cannon": 1.8, "flamethrower": 1.6, "nitro": 1.0,
                 "fuel_tank": 1.2, "forcefield": 0.8}[token]
        if token in ("electromagnet", "ion_cannon") and self.rivals:
            me = self.zone[self.seat]
            if me > min(self.zone[r] for r in self.rivals) + 2:
                later *= 0.4
        if token == "forcefield" and self.tiles_left <= 1:
            later = 0.0                                                               # OS-28: not on the Finish
        return 0.5 * self.token_value(token) + 0.5 * later


class HeuristicBot:
    """Outspeed: see the module docstring."""

    name = "heuristic"
    needs_view = True

    def act(self, view: Mapping[str, Any], prompt: Prompt, rng: Rng) -> dict[str, Any]:
        if view is None or view.get("tile") is None:
            raise ValueError("the Outspeed heuristic bot needs its seat's view of a turn in play")
        table = Table(view, prompt.seat)
        names = [f.name for f in prompt.fields]
        if "route" in names:
            options = prompt.field("route").options
            return {"route": self._sample(options, table.route_value, rng)}
        if "keep" in names:
            return {"keep": self._best(prompt.field("keep").options, table.keep_value, rng)}
        if "x" in names:
            f = prompt.field("x")
            colour = view["routes"].get(prompt.seat)
            planned = table.x_plan(table.routes[colour]) if colour in table.routes else f.high
            return {"x": max(f.low, min(f.high, planned))}
        return self._declare(table, prompt, rng)

    @staticmethod
    def _sample(options: Sequence[str], value: Any, rng: Rng) -> str:
        """A route drawn by a soft best reply (``MIXING``): identical bots on one tile would otherwise all
        crowd the same limited route and forfeit it together (OS-43)."""
        values = [value(o) for o in options]
        top = max(values)
        weights = [math.exp((v - top) / MIXING) for v in values]
        pick = rng.below(1_000_000) / 1_000_000 * sum(weights)
        for option, w in zip(options, weights):
            pick -= w
            if pick < 0:
                return option
        return options[-1]

    @staticmethod
    def _best(options: Sequence[str], value: Any, rng: Rng) -> str:
        return max(options, key=lambda o: value(o) + JITTER * rng.below(1000) / 1000)

    def _declare(self, table: Table, prompt: Prompt, rng: Rng) -> dict[str, Any]:
        play = prompt.field("play")
        tokens = prompt.field("token").options
        if "yes" not in play.options or not tokens:
            return {"play": "no"}
        best = self._best(tokens, table.token_value, rng)
        if table.token_value(best) <= 0.2:
            return {"play": "no"}
        return {"play": "yes", "token": best}
