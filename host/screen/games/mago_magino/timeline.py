"""Mago Magino events → timed animation beats (pure: no pygame), so the TV shows a turn the way the table plays
it: whose turn (MM-10), the die rolling (MM-11), the witch arrow spinning and pointing (MM-12), the children it
bewitches turning into frogs where they stand (MM-30..MM-33) or kept safe (MM-42, AMB-MM-09), a piece moving
space by space (MM-13..MM-24), loading (MM-25, MM-49, MM-50), a crystal home (MM-28), a frog freed (MM-44..MM-46),
a roll again (MM-47) and the end (MM-07). Each beat has a sound (host/screen/sound.py).

The model is the small dict the scene draws from; each beat patches it when it starts, and after the last
beat the scene re-syncs from the TV view. The ticker names the bewitched space and how many children, never
who — whose frog is whose is not kept on screen (MM-34).
"""
from __future__ import annotations

from typing import Any, Callable

from host.screen.table.agree import agree
from host.screen.table.beats import Beat

TURN_S = 0.5
ROLL_S = 0.9
SPIN_S = 1.6
BEWITCH_S = 1.5
STEP_S = 0.32
LOAD_S = 0.8
DELIVER_S = 1.4
FREED_S = 1.3
END_S = 2.6

SOUNDS = {"turn": "tick", "roll": "place", "arrow": "reveal", "bewitch": "catch", "safe": "bonus", "move": "step",
          "stop": "tick", "load": "bonus", "deliver": "escape", "freed": "escape", "roll_again": "place",
          "no_move": "tick", "game_end": "gameover"}
"""A sound for every event the TV shows."""


def model_from_view(view: dict[str, Any]) -> dict[str, Any]:
    """The drawable model of a TV view (``MagoMagino.observe(state, None)``)."""
    return {
        "children": dict(view["children"]), "carrying": list(view["carrying"]),
        "frogs": {f["frog"]: f["at"] for f in view["frogs"]}, "wizard": view["wizard"], "stock": view["stock"],
        "lying": dict(view["lying"]), "crystals": dict(view["crystals"]), "current": view["current"],
        "face": view["face"], "arrow": view["arrow"], "spin": None, "rolled": False, "flash": None, "banner": None,
        "moving": None, "hideout": view["spaces"][view["kinds"].index("hideout")],
    }


def piece_words(piece: str) -> str:
    if piece == "wizard":
        return "The wizard"
    seat, letter = piece.rsplit("_", 1)
    return f"{seat.capitalize()} {letter.upper()}"


def apply_patch(model: dict[str, Any], patch: dict[str, Any]) -> None:  # noqa: C901 - one branch per kind of change
    """Apply a beat's patch to ``model`` in place."""
    for key, value in patch.items():
        if key == "place":
            piece, space = value
            if piece == "wizard":
                model["wizard"] = space
            elif piece.startswith("frog:"):
                model["frogs"][int(piece[5:])] = space
            else:
                model["children"][piece] = space
            model["moving"] = piece
        elif key == "bewitch":
            for number, was, space in value:
                model["children"].pop(was, None)
                model["frogs"][number] = space
                if was in model["carrying"]:
                    model["carrying"].remove(was)
                    if space == model.get("hideout"):
                        model["stock"] += 1
                    else:
                        model["lying"][space] = model["lying"].get(space, 0) + 1
        elif key == "load":
            piece, space, source = value
            if source == "hideout":
                model["stock"] -= 1
            else:
                model["lying"][space] = model["lying"].get(space, 1) - 1
                if model["lying"][space] <= 0:
                    model["lying"].pop(space)
            model["carrying"].append(piece)
        elif key == "deliver":
            piece, seat = value
            if piece in model["carrying"]:
                model["carrying"].remove(piece)
            model["crystals"][seat] = model["crystals"].get(seat, 0) + 1
        elif key == "free":
            number, child, space = value
            model["frogs"].pop(number, None)
            model["children"][child] = space
        elif key != "ticker":
            model[key] = value


def beats(events: list[dict[str, Any]], model: dict[str, Any], words: dict[str, str], target: int,  # noqa: C901 - one branch per event type
          say: Callable[[str, dict[str, Any]], str | None] | None = None) -> list[Beat]:
    """The beats that show ``events`` from ``model`` (not changed)."""
    out: list[Beat] = []
    arrow = model["arrow"]

    def line(key: str, **fields: Any) -> str | None:
        template = words.get(key)
        if template is None:
            return None
        try:
            return agree(template, **fields)
        except (KeyError, IndexError, ValueError):
            return None

    def add(kind: str, seconds: float, patch: dict[str, Any], ticker: str | None = None) -> None:
        if ticker:
            patch = dict(patch, ticker=ticker)
        out.append(Beat(kind, seconds, patch, SOUNDS.get(kind)))

    for e in events:
        t = e.get("type")
        if t == "turn":
            add("turn", TURN_S, {"current": e["seat"], "flash": None, "moving": None},
                line("turn", seat=e["seat"].capitalize()))
        elif t == "roll":
            witch = e["face"] == "witch"
            add("roll", ROLL_S, {"face": e["face"], "rolled": True},
                line("roll_witch" if witch else "roll", seat=e["by"].capitalize(), face=e["face"]))
        elif t == "arrow":
            add("arrow", SPIN_S, {"spin": (arrow, e["space"]), "arrow": e["space"], "rolled": False},
                line("arrow_forest" if e["forest"] else "arrow", space=e["space"]))
            arrow = e["space"]
        elif t == "bewitch":
            frogs = [(f["frog"], f["was"], f["at"]) for f in e["frogs"]]
            add("bewitch", BEWITCH_S, {"bewitch": frogs, "flash": e["space"], "spin": None},
                line("bewitch", n=len(frogs)))
        elif t == "safe":
            add("safe", ROLL_S, {"flash": e["space"], "spin": None},
                line("safe_wizard" if e["why"] == "wizard" else "safe_house", n=len(e["children"])))
        elif t == "move":
            piece = f"frog:{e['frog']}" if e["piece"] == "frog" else e["piece"]
            first = (line("move_frog", frog=e["frog"]) if e["piece"] == "frog"
                     else line("move", who=piece_words(e["piece"]), n=len(e["path"])))
            for i, space in enumerate(e["path"]):
                add("move", STEP_S, {"place": (piece, space), "flash": None, "spin": None, "rolled": False},
                    first if i == 0 else None)
        elif t == "stop":
            add("stop", STEP_S, {}, line("stop", who=piece_words(e["piece"]), space=e["space"]))
        elif t == "load":
            add("load", LOAD_S, {"load": (e["piece"], e["space"], e["from"])}, line("load", who=piece_words(e["piece"])))
        elif t == "deliver":
            add("deliver", DELIVER_S, {"deliver": (e["piece"], e["seat"]), "flash": None},
                line("deliver", seat=e["seat"].capitalize(), crystals=e["crystals"], target=target))
        elif t == "freed":
            add("freed", FREED_S, {"free": (e["frog"], e["child"], e["space"]), "flash": e["space"]},
                line("freed", frog=e["frog"], who=piece_words(e["child"])))
        elif t == "roll_again":
            add("roll_again", TURN_S, {}, line("roll_again", seat=e["seat"].capitalize()))
        elif t == "no_move":
            add("no_move", ROLL_S, {}, line("no_move", seat=e["seat"].capitalize(), points=e["points"]))
        elif t == "game_end":
            seat = e["winners"][0]
            add("game_end", END_S, {"banner": seat, "flash": None}, line("game_end", seat=seat.capitalize()))
    return out
