"""Pixoid events → timed animation beats (pure: no pygame), so the screen shows a turn the way the table
would play it: the reveal of every program together (PX-17), then Pixoid's whole movement Pix by Pix
(PX-18..PX-20, PX-24), then all Bugs together step by step (PX-20, PX-23), the catch (PX-21, PX-22) or
the reserve cube (PX-28), the end of the round (PX-31, PX-32), the next round (PX-35), the end (PX-36/37).

A *model* is the small dict the Pixoid scene draws from (positions, bonus, reserve_taken, bonus_taken,
scores, round, turn, pixoid, extra_holder, reveal, flash, banner). Each :class:`Beat` patches the model when
it starts and then holds for its duration. After the last beat the scene re-syncs from the TV view.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from host.screen.table.beats import Beat

STEP_S = 0.16
REVEAL_S = 1.3
PLACE_S = 0.35
CATCH_S = 1.8
RESERVE_S = 0.45
ROUND_END_S = 2.6
ROUND_START_S = 1.6
GAME_END_S = 2.2


def model_from_view(view: dict[str, Any]) -> dict[str, Any]:
    """The drawable model of a TV view (``Pixoid.observe(state, None)``)."""
    return {
        "positions": dict(view["positions"]), "bonus": list(view["bonus"]),
        "reserve_taken": view["reserve_taken"], "bonus_taken": view["bonus_taken"],
        "scores": dict(view["scores"]), "round": view["round"], "turn": view["turn"],
        "pixoid": view["pixoid"], "extra_holder": view["extra_holder"], "phase": view["phase"],
        "reveal": None, "flash": None, "banner": None,
    }


def apply_patch(model: dict[str, Any], patch: dict[str, Any]) -> None:
    """Apply a beat's patch to ``model`` in place."""
    for key, value in patch.items():
        if key == "move":
            model["positions"].update(value)
        elif key == "take_bonus":
            if value in model["bonus"]:
                model["bonus"].remove(value)
                model["bonus_taken"] += 1
        elif isinstance(value, (dict, list)):
            model[key] = type(value)(value)
        else:
            model[key] = value


def _who(pieces: Iterable[str]) -> str:
    names = [p.capitalize() for p in pieces]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def beats(events: list[dict[str, Any]], model: dict[str, Any], board_bonus: Iterable[int],  # noqa: C901 - one branch per event type
          line_of: Callable[[dict[str, Any]], str | None] | None = None) -> list[Beat]:
    """The beats that show ``events`` starting from ``model`` (which is not changed). With ``line_of``,
    the first beat showing an event carries the event's ticker line (``patch["ticker"]``)."""
    out: list[Beat] = []
    pixoid = model["pixoid"]
    bonus_left = set(model["bonus"])
    picked = {e["pix"] for e in events if e["type"] == "bonus"}
    i = 0
    while i < len(events):
        e = events[i]
        t = e["type"]
        first = len(out)
        line = line_of(e) if line_of is not None else None
        if t == "place":
            out.append(Beat("place", PLACE_S, {"move": {e["piece"]: e["pix"]}}, "place"))
        elif t == "turn":
            out.append(Beat("turn", 0.0, {"turn": e["turn"], "round": e["round"], "reveal": None, "flash": None,
                                          "extra_holder": e.get("extra_holder", model["extra_holder"]),
                                          "phase": "program", "banner": None}))
        elif t == "reveal":
            out.append(Beat("reveal", REVEAL_S, {"reveal": e["programs"], "banner": None}, "reveal"))
        elif t == "move" and e["piece"] == pixoid:
            for pix in e["path"]:
                patch: dict[str, Any] = {"move": {pixoid: pix}}
                sound = "step"
                if pix in picked and pix in bonus_left:
                    patch["take_bonus"] = pix
                    bonus_left.discard(pix)
                    sound = "bonus"
                out.append(Beat("step", STEP_S, patch, sound))
        elif t == "move":
            group = []
            while i < len(events) and events[i]["type"] == "move" and events[i]["piece"] != pixoid:
                group.append(events[i])
                i += 1
            i -= 1
            longest = max((len(g["path"]) for g in group), default=0)
            for k in range(longest):
                out.append(Beat("step", STEP_S, {"move": {g["piece"]: g["path"][k] for g in group
                                                          if k < len(g["path"])}}, "step"))
        elif t == "caught":
            out.append(Beat("caught", CATCH_S, {"flash": e["pix"], "banner": f"CAUGHT by {_who(e['by'])}!"},
                            "catch"))
        elif t == "reserve":
            out.append(Beat("reserve", RESERVE_S, {"reserve_taken": e["taken"]}, "tick"))
        elif t == "round_end":
            how = "is caught" if e["caught"] else "ESCAPES!"
            pts = "  ".join(f"{p.capitalize()}\N{NO-BREAK SPACE}+{n}" for p, n in e["points"].items())   # never "+7" alone
            out.append(Beat("round_end", ROUND_END_S,
                            {"banner": f"{e['pixoid'].capitalize()} {how}" + (f"\n{pts}" if pts else ""),
                             "scores": dict(e["scores"])},
                            None if e["caught"] else "escape"))
        elif t == "round_start":
            out.append(Beat("round_start", ROUND_START_S,
                            {"positions": {}, "bonus": list(board_bonus), "reserve_taken": 0, "bonus_taken": 0,
                             "pixoid": e["pixoid"], "round": e["round"], "turn": 1, "reveal": None, "flash": None,
                             "phase": "place",
                             "banner": f"Round {e['round']}: {e['pixoid'].capitalize()} is Pixoid"}))
            pixoid = e["pixoid"]
            bonus_left = set(board_bonus)
        elif t == "game_end":
            out.append(Beat("game_end", GAME_END_S,
                            {"banner": "GAME OVER\nWinner: " + _who(e["winners"]), "phase": "over"}, "gameover"))
        if line:
            if len(out) > first:
                out[first].patch["ticker"] = line
            else:
                out.append(Beat("note", 0.0, {"ticker": line}))
        i += 1
    return out
