"""Mago Magino's heuristic bot: it answers from its seat's view and the prompt alone (games/core/bots.py), so a
game resumed from its journal goes on exactly as the uninterrupted one.

What it prefers (MM-13..MM-50 as a player would weigh them): an unladen child races to the hideout through
the forest and loads; a carrier goes home the long way; the wizard frees frogs (a roll again, MM-47) or
stands guard over a carrier (MM-42); a frog hops home or onto the wizard to be freed. Ending a move where
children crowd, or in the forest, is riskier: the arrow bewitches a whole forest at once (MM-31). It always
loads, always rolls again, stops on the hideout to load, and aims the arrow (policy ``aim``) at the space
with most of the other players' unguarded children.

Frogs: under the policy ``assisted`` it peeks at its own frogs (its seat's private view, AMB-MM-14) and
forgets them with a set chance per decision (:data:`FORGET`); under ``strict`` memory nothing in any view says
whose frog is whose, and a bot keeps no memory of its own (its choices must follow from the view alone, or a
resumed game would go differently), so it treats every frog alike — freeing any frog earns a roll again.
"""
from __future__ import annotations

from typing import Any

from games.core.bots import RandomBot
from games.core.codec import legal_combinations
from games.core.prompt import Prompt
from games.core.rng import Rng
from games.mago_magino.moves import CHILD, FOREST, HIDEOUT, HOUSE, WIZARD, frog_ways, is_stop, reaches, step_to, ways_for

FORGET = 0.15
"""The chance a bot forgets which frogs are its own for one decision (policy ``assisted``)."""


def _path(kind: str, at: int, way: str, points: int, carrying: bool, size: int, stop_early: bool) -> int:
    """Where a legal move of a child or the wizard ends (stopping at the first stop it may take, if asked)."""
    for _ in range(points):
        to = step_to(at, way, size)
        at = to
        points -= 1
        if kind == CHILD and carrying and to == HOUSE:
            return at
        if points and is_stop(kind, to):
            if stop_early or not reaches(kind, to, way, points, carrying, size):
                return at
    return at


class HeuristicBot:
    """See the module docstring."""

    name = "heuristic"
    needs_view = True

    def __init__(self) -> None:
        self._random = RandomBot()

    def act(self, view: dict[str, Any] | None, prompt: Prompt, rng: Rng) -> dict[str, Any]:
        if view is None:
            return self._random.act(view, prompt, rng)
        names = {f.name for f in prompt.fields}
        if "answer" in names:
            return {"answer": self._answer(view, prompt)}
        if "piece" in names:
            return self._move(view, prompt, rng)
        if "way" in names:
            return self._way(view, prompt, rng)
        return self._aim(view, prompt)

    # ---- yes / no --------------------------------------------------------------------------------
    @staticmethod
    def _answer(view: dict[str, Any], prompt: Prompt) -> str:
        if prompt.rule != "MM-21":
            return "yes"                                     # load, roll again: always
        moving = view.get("moving") or {}
        stop_at_hideout = moving.get("at") == view["spaces"][HIDEOUT] and view["stock"] > 0
        return "yes" if stop_at_hideout and moving.get("piece") not in view["carrying"] else "no"

    # ---- aiming ----------------------------------------------------------------------------------
    @staticmethod
    def _aim(view: dict[str, Any], prompt: Prompt) -> dict[str, Any]:
        seat = view["seat"]
        spaces = view["spaces"]
        wizard = view["wizard"]

        def gain(position: int) -> float:
            target = view["arrow_positions"][position]
            t = spaces.index(target)
            hit = {spaces[i] for i in FOREST} if t in FOREST else {target}
            if t == HOUSE and view["house"] == "safe":
                return 0.0
            score = 0.0
            for child, at in view["children"].items():
                if at in hit and at != wizard:
                    score += (-1.5 if child.startswith(seat + "_") else 1.0) * (2 if child in view["carrying"] else 1)
            return score
        best = max(legal_combinations(prompt), key=lambda v: gain(_position(v)))
        return best

    # ---- moving ----------------------------------------------------------------------------------
    def _move(self, view: dict[str, Any], prompt: Prompt, rng: Rng) -> dict[str, Any]:
        """Which piece: the one whose best way scores most (a little noise breaks ties)."""
        mine = self._mine(view, rng)
        best: tuple[float, int] = (-1e9, -1)
        choices = list(legal_combinations(prompt))
        spaces = view["spaces"]
        size = len(spaces)
        for i, values in enumerate(choices):
            piece, frog = self._piece_of(view, values)
            at = self._at(view, piece, frog)
            ways = self._ways(view, piece, at, size)
            score = max((self._score(view, piece, frog, w, mine) for w in ways), default=-1e6)
            best = max(best, (score + rng.below(100) / 1000.0, i))
        return choices[best[1]]

    def _way(self, view: dict[str, Any], prompt: Prompt, rng: Rng) -> dict[str, Any]:
        moving = view["moving"]
        piece, frog = moving["piece"], moving["frog"] or 0
        mine = self._mine(view, rng)
        ways = prompt.field("way").options
        return {"way": max(ways, key=lambda w: self._score(view, piece, frog, w, mine))}

    @staticmethod
    def _mine(view: dict[str, Any], rng: Rng) -> set[int]:
        private = view.get("private") or {}
        if private.get("my_frogs") and rng.below(1000) >= FORGET * 1000:
            return set(private["my_frogs"])
        return set()

    @staticmethod
    def _piece_of(view: dict[str, Any], values: dict[str, Any]) -> tuple[str, int]:
        piece = values["piece"]
        if piece == "frog":
            return "frog", int(values["frog"])
        if piece == "wizard":
            return "wizard", 0
        return f"{view['seat']}_{piece.lower()}", 0

    @staticmethod
    def _at(view: dict[str, Any], piece: str, frog: int) -> int:
        spaces = view["spaces"]
        if piece == "frog":
            return spaces.index(next(f["at"] for f in view["frogs"] if f["frog"] == frog))
        if piece == "wizard":
            return spaces.index(view["wizard"])
        return spaces.index(view["children"][piece])

    @staticmethod
    def _ways(view: dict[str, Any], piece: str, at: int, size: int) -> tuple[str, ...]:
        if piece == "frog":
            return frog_ways(at, size, view.get("frog_way") == "forward")
        kind = WIZARD if piece == "wizard" else CHILD
        return ways_for(kind, at, view["points"], piece in view["carrying"], size)

    def _score(self, view: dict[str, Any], piece: str, frog: int, way: str, mine: set[int]) -> float:
        spaces = view["spaces"]
        size = len(spaces)
        seat = view["seat"]
        points = view["points"]
        wizard = spaces.index(view["wizard"])
        at = self._at(view, piece, frog)
        if piece == "frog":
            to = step_to(at, way, size)
            own = 1.0 if frog in mine else 0.0
            if to == HOUSE or to == wizard:
                return 6.0 + 3 * own                         # freed: a roll again (MM-44, MM-45, MM-47)
            return 0.5 + (0.4 + own) * (_frog_home(at, size) - _frog_home(to, size))
            # any frog homewards: someone's child
        if piece == "wizard":
            to = _path(WIZARD, at, way, points, False, size, False)
            frogs_there = sum(1 for f in view["frogs"] if f["at"] == spaces[to])
            guard = sum(1 for c, where in view["children"].items()
                        if where == spaces[to] and c.startswith(seat + "_") and c in view["carrying"])
            near = self._nearest_frog(view, at, size) - self._nearest_frog(view, to, size)
            return 5.0 * frogs_there + 2.0 * guard + 0.3 * near + (0.2 if to != HOUSE else 0.0)
        carrying = piece in view["carrying"]
        to = _path(CHILD, at, way, points, carrying, size, stop_early=not carrying)
        if carrying:
            before = (size - at) % size
            after = (size - to) % size
            score = 4.0 + (before - after) if to != HOUSE else 20.0
        else:
            goals = ([HIDEOUT] if view["stock"] > 0 else []) + [spaces.index(s) for s, n in view["lying"].items() if n]
            before = min((_walk_to(at, g, size) for g in goals), default=0)
            after = min((_walk_to(to, g, size) for g in goals), default=0)
            score = 3.0 + (before - after)
            if to == HIDEOUT and view["stock"] > 0:
                score += 8.0
            elif view["lying"].get(spaces[to]):
                score += 6.0
        if to in FOREST:
            score -= 1.0                                     # the arrow bewitches the whole forest (MM-31)
        if to == wizard:
            score += 1.0                                     # sheltered (MM-42)
        return score

    @staticmethod
    def _nearest_frog(view: dict[str, Any], at: int, size: int) -> int:
        """Spaces from ``at`` to the nearest frog the wizard can reach (none in the forest or the hideout)."""
        spaces = view["spaces"]
        far = [abs(at - i) for f in view["frogs"] if (i := spaces.index(f["at"])) not in FOREST and i != HIDEOUT]
        return min((min(d, size - d) for d in far), default=0)



def _walk_to(at: int, goal: int, size: int) -> int:
    """Spaces an unladen child walks from ``at`` to ``goal``: board-clockwise (through the forest if need be), or
    the other way where that stays out of the forest (MM-17, MM-18)."""
    best = (goal - at) % size
    back, here = 0, at
    while here != goal and here not in FOREST:
        here = step_to(here, "left", size)
        back += 1
        if here in FOREST:
            break
    if here == goal:
        best = min(best, back)
    return best


def _frog_home(at: int, size: int) -> int:
    """Hops a frog on ``at`` needs to reach the house: board-clockwise only, since the other way leads into the
    forest, which no frog enters that way (MM-18, AMB-MM-06)."""
    return (size - at) % size


def _position(values: dict[str, Any]) -> int:
    if "position" in values:
        return int(values["position"])
    return int(values[f"position_{values['row']}"])

