"""Hand-made Outspeed TV observations in the shape of the shared design (issue 11, the ``observe(state, None)``
view), for the drawer tests: a crowded start, a Bonus phase with declarations and a joint reveal, a
resolution with the spare board attached and a forfeit, and the Finish Line turn. Secret tokens that must
never reach the TV are listed in :data:`SECRETS` per view (the private part of each seat)."""
from __future__ import annotations

import copy
from typing import Any

SEATS6 = ["red", "blue", "green", "yellow", "purple", "orange"]
FACES = {"red": "red_light", "yellow": "yellow_triangle", "green": "green_circle"}


def amount(fixed: int = 0, dice: tuple[str, ...] = (), counts: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"fixed": fixed, "dice": list(dice), "counts": list(counts)}


def route(colour: str, capacity: int | None = None, lone: bool = False, x: bool = False, cost=None, move=None,
          fuel=None, bonus: int = 0) -> dict[str, Any]:
    return {"colour": colour, "capacity": capacity, "lone": lone, "x": x, "cost": cost or amount(),
            "move": move or amount(), "fuel": fuel or amount(), "bonus": bonus}


TILE_3 = {"number": 3, "finish": False, "side": "3-4", "stand_in": True, "routes": [
    route("red", 1, cost=amount(3), move=amount(4), bonus=1),
    route("yellow", 2, cost=amount(1), move=amount(2), fuel=amount(counts=("green",))),
    route("green", None, move=amount(dice=("blue",)), fuel=amount(2)),
]}
TILE_11 = {"number": 11, "finish": False, "side": "3-4", "stand_in": True, "routes": [
    route("red", None, lone=True, cost=amount(1), move=amount(3)),
    route("green", 3, cost=amount(2, counts=("red",)), move=amount(1), bonus=2),
]}
TILE_14 = {"number": 14, "finish": True, "side": "5-6", "stand_in": True, "routes": [
    route("red", 2, cost=amount(dice=("yellow", "yellow")), move=amount(5)),
    route("yellow", 3, cost=amount(2, dice=("yellow",)), move=amount(3, dice=("blue",))),
    route("green", None, cost=amount(1), move=amount(1)),
]}
TILE_16 = {"number": 16, "finish": True, "side": "3-4", "stand_in": True, "routes": [
    route("yellow", None, x=True, cost=amount(1)),
    route("green", 2, cost=amount(2), move=amount(2, dice=("blue", "blue")), fuel=amount(1)),
]}


def view(seats: list[str], zones: dict[str, int | None], **over: Any) -> dict[str, Any]:
    v: dict[str, Any] = {
        "game": "outspeed", "seats": list(seats), "players": list(seats), "turn": 1, "turns": 13,
        "phase": "program",
        "ships": {c: {"zone": zones.get(c), "fuel": 12, "tokens": 0, "out": None} for c in seats},
        "track": {"rear": 1, "front": 14, "start": 3, "boards": [[1, 7], [8, 14]], "markers": [],
                  "markers_left": 7},
        "tile": TILE_3, "tiles_left": 12, "side": "3-4", "flipped": False, "finish_turn": False,
        "order": [], "declared": {}, "revealed": {}, "routes": {}, "talk": "open", "over": False, "winners": [],
        "scores": {c: zones.get(c) or 0 for c in seats},
    }
    v.update(over)
    return v


START = view(SEATS6, {c: 3 for c in SEATS6}, tile=TILE_14, side="5-6")

BONUS = view(["red", "blue", "green", "yellow"], {"red": 9, "blue": 9, "green": 6, "yellow": 3},
             turn=5, phase="declare", tiles_left=8,
             track={"rear": 1, "front": 14, "start": 3, "boards": [[1, 7], [8, 14]], "markers": [[6, 2], [12, 1]],
                    "markers_left": 4},
             order=[[9, ["red", "blue"]], [6, ["green"]], [3, ["yellow"]]],
             declared={"red": "yes", "blue": "no"})
for c, (fuel, tokens) in {"red": (7, 3), "blue": (2, 1), "green": (14, 2), "yellow": (5, 0)}.items():
    BONUS["ships"][c].update(fuel=fuel, tokens=tokens)

REVEALED = copy.deepcopy(BONUS)
REVEALED.update(phase="reveal", declared={"red": "yes", "blue": "no", "green": "yes", "yellow": "no"},
                revealed={"red": "forcefield", "green": "flamethrower"})

RESOLVE = view(["red", "blue", "green", "yellow", "purple"],
               {"red": 19, "blue": 15, "green": 15, "yellow": None, "purple": 8},
               turn=9, phase="keep", tile=TILE_11, tiles_left=4, side="3-4", flipped=True,
               track={"rear": 1, "front": 21, "start": 3, "boards": [[1, 7], [8, 14], [15, 21]],
                      "markers": [[15, 3], [19, 1]], "markers_left": 3},
               routes={"red": "red", "blue": "red", "green": "green", "purple": "green"})
RESOLVE["ships"]["yellow"].update(fuel=0, out={"turn": 7, "why": "fuel"})

FINISH = view(["red", "blue", "green"], {"red": 20, "blue": 18, "green": 16}, turn=13, phase="x",
              tile=TILE_16, tiles_left=0, finish_turn=True,
              track={"rear": 8, "front": 21, "start": 3, "boards": [[8, 14], [15, 21]], "markers": [],
                     "markers_left": 7},
              routes={"red": "yellow", "blue": "green", "green": "green"})

OVER = view(["red", "blue", "green"], {"red": 22, "blue": 22, "green": None}, turn=13, phase="over",
            tile=None, tiles_left=0, over=True, winners=["red"],
            track={"rear": 15, "front": 28, "start": 3, "boards": [[15, 21], [22, 28]], "markers": [],
                   "markers_left": 7})
OVER["ships"]["red"].update(fuel=3, tokens=2)
OVER["ships"]["blue"].update(fuel=3, tokens=1)
OVER["ships"]["green"].update(fuel=0, out={"turn": 10, "why": "track"})

NOBODY = view(["red", "blue", "green"], {"red": None, "blue": None, "green": None}, turn=6, phase="over",
              over=True, winners=[])
for c in NOBODY["seats"]:
    NOBODY["ships"][c].update(fuel=0, out={"turn": 6, "why": "fuel"})

ALL = {"start": START, "bonus": BONUS, "revealed": REVEALED, "resolve": RESOLVE, "finish": FINISH,
       "over": OVER, "nobody": NOBODY}

SECRETS = {"red": {"hand": ["electromagnet", "nitro"], "drawn": ["ion_cannon", "fuel_tank"], "committed": None}}
"""A seat's private view: none of these token identities may be drawn for a view that does not reveal them."""
