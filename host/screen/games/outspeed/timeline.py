"""Outspeed events → timed animation beats (pure: no pygame), so the screen shows a turn the way the table
plays it: the new tile (the Finish Line turn announced, OS-12, OS-66), each public declaration as given
(OS-14, CON-08), the joint token reveal (OS-18), every effect group by group front to back (OS-19: the
group framed, moves zone by zone, Fuel changes, markers placed, OS-25..OS-33), the route reveal (OS-41),
capacity forfeits and the lone route (OS-43, OS-67), X (OS-55), every die rolled (OS-52..OS-54), costs
then benefits (OS-45), boards attached and removed (OS-56, OS-57), eliminations (OS-58, OS-59), the flip
(OS-63), Forcefields cleared (OS-31), draws and keeps by count only (OS-48, OS-11), and the end (OS-70..OS-73).

A *model* is the TV view (deep-copied) plus what the animation shows on top of it: ``current`` (the zone
group framed), ``flash`` (Ships ringed), ``forfeit`` (routes lost), ``rolls`` (seat → [[die, face], ...]),
``deltas`` (seat → "+2" / "−3" beside its Fuel), ``banner`` and ``strip`` (the Bonus strip shown).
Each :class:`~host.screen.table.beats.Beat` patches the model when it starts; after the last beat the scene
re-syncs from the TV view. Events carrying ``"to"`` never get here (private to one seat, games/core/game.py):
a move says where it ends as ``zone`` (None: off the rear), a Fuel change its new amount as ``fuel``.
"""
from __future__ import annotations

import copy
from typing import Any, Callable, Mapping

from host.screen.table.beats import Beat
from host.screen.table.words import who

STEP_S = 0.14
DECLARE_S = 0.3
REVEAL_S = 1.6
EFFECT_S = 0.9
ROUTES_S = 1.5
FORFEIT_S = 1.4
ROLL_S = 0.8
PAY_S = 0.35
OUT_S = 1.8
TURN_S = 0.6
FINISH_S = 2.6
BOARD_S = 0.7
FLIP_S = 2.0
NOTE_S = 0.35
END_S = 2.2
MINUS = "\u2212"


def model_from_view(view: Mapping[str, Any]) -> dict[str, Any]:
    """The drawable model of a TV view (``Outspeed.observe(state, None)``): never anything private."""
    m = copy.deepcopy({k: v for k, v in view.items() if k != "private"})
    m.update(current=None, flash=[], forfeit=[], rolls={}, deltas={}, banner=None)
    m.pop("strip", None)
    return m


def apply_patch(model: dict[str, Any], patch: Mapping[str, Any]) -> None:
    """Apply a beat's patch to ``model`` in place: ``ships`` merges per Ship, ``roll`` appends a die to a
    seat's rolls, ``declare`` / ``delta`` set one seat's entry; anything else replaces."""
    for key, value in patch.items():
        if key == "ships":
            for seat, fields in value.items():
                model["ships"].setdefault(seat, {}).update(fields)
        elif key == "roll":
            seat, die, face = value
            model["rolls"].setdefault(seat, []).append([die, face])
        elif key == "declare":
            model["declared"] = dict(model.get("declared") or {}, **{value[0]: value[1]})
        elif key == "delta":
            model["deltas"] = dict(model.get("deltas") or {}, **{value[0]: value[1]})
        elif key == "ticker":
            continue
        else:
            model[key] = copy.deepcopy(value)


def signed(n: int) -> str:
    """A Fuel change as the TV writes it: "+2", "−3" (a true minus sign)."""
    return f"+{n}" if n >= 0 else f"{MINUS}{-n}"


def _path(start: int, end: int | None, steps: int) -> list[int]:
    """The zones a Ship passes through, one per beat (a fall off the rear ends one zone behind the rear)."""
    if end is None:
        end = start + steps
    step = 1 if end >= start else -1
    return list(range(start + step, end + step, step))


def beats(events: list[dict[str, Any]], model: Mapping[str, Any], final: Mapping[str, Any],  # noqa: C901 - one branch per event type
          words: Mapping[str, Any], line_of: Callable[[dict[str, Any]], str | None] | None = None) -> list[Beat]:
    """The beats that show ``events`` starting from ``model`` (not changed); ``final`` is the TV view after
    them (a new turn's tile comes from it). With ``line_of`` the first beat showing an event carries its
    ticker line (``patch["ticker"]``)."""
    out: list[Beat] = []
    said = words.get("headlines", {})
    tokens = words.get("tokens", {})
    zones = {s: (model["ships"].get(s) or {}).get("zone") for s in model.get("seats", ())}
    lost = list(model.get("forfeit") or ())
    i = 0
    while i < len(events):
        e = events[i]
        t = e.get("type")
        first = len(out)
        line = line_of(_wordy(e, tokens)) if line_of is not None else None
        if t == "turn":
            lost = []
            finish = bool(e.get("finish"))
            patch: dict[str, Any] = {
                "turn": e.get("turn"), "tile": copy.deepcopy(final.get("tile")) if final.get("turn") == e.get("turn")
                else None, "tiles_left": e.get("tiles_left", 0), "side": e.get("side"), "finish_turn": finish,
                "order": e.get("order", []), "declared": {}, "revealed": {}, "routes": {}, "x": {}, "forfeit": [],
                "rolls": {}, "deltas": {}, "current": None, "flash": [], "phase": "declare", "strip": True,
                "banner": said.get("finish_banner") if finish else None}
            if final.get("turn") != e.get("turn"):
                patch.pop("tile")
            out.append(Beat("finish" if finish else "turn", FINISH_S if finish else TURN_S, patch,
                            "reveal" if finish else None))
        elif t == "declare":
            out.append(Beat("declare", DECLARE_S, {"declare": (e["seat"], e.get("play")), "current": zones.get(e["seat"]),
                                                   "strip": True}, "tick" if e.get("play") == "yes" else None))
        elif t == "reveal_tokens":            # a revealed token leaves its hand (OS-18): one fewer held
            played = dict(e.get("tokens") or {})
            held = {s: {"tokens": max(0, int((model["ships"].get(s) or {}).get("tokens", 0)) - 1)} for s in played}
            out.append(Beat("bonus_reveal", REVEAL_S, {"revealed": played, "phase": "reveal", "strip": True,
                                                       "ships": held}, "reveal"))
        elif t == "bonus_effect":
            patch = {"current": e.get("zone"), "flash": list(e.get("targets") or ()), "deltas": {}}
            if e.get("token") == "forcefield" and e.get("markers") is not None:
                patch["track"] = dict(model["track"], markers=e["markers"])
            out.append(Beat("bonus_effect", EFFECT_S, patch, "tick"))
        elif t == "move":
            group = []
            while i < len(events) and events[i].get("type") == "move":
                group.append(events[i])
                i += 1
            i -= 1
            paths = {g["seat"]: _path(int(g["from"]), g.get("zone"), int(g.get("steps", 0))) for g in group}
            longest = max((len(p) for p in paths.values()), default=0)
            kind = "bonus_move" if group[0].get("why") == "bonus" else "move"
            for k in range(longest):
                step = {s: {"zone": p[k]} for s, p in paths.items() if k < len(p)}
                out.append(Beat(kind, STEP_S, {"ships": step, "flash": sorted(step)}, "step"))
            for g in group:
                zones[g["seat"]] = g.get("zone")
            if longest == 0:
                out.append(Beat(kind, 0.0, {}))
        elif t == "fuel":                 # Bonus: {"before","fuel","change"}; Resolution: {"gain","fuel"}
            change = int(e.get("change", e.get("gain", 0)))
            out.append(Beat("bonus_fuel" if e.get("why") == "bonus" else "fuel", PAY_S,
                            {"delta": (e["seat"], signed(change)), "ships": {e["seat"]: {"fuel": e["fuel"]}}}, "tick"))
        elif t == "pay":
            out.append(Beat("pay", PAY_S, {"ships": {e["seat"]: {"fuel": e.get("left", 0)}},
                                           "delta": (e["seat"], signed(-int(e.get("fuel", 0))))}, "tick"))
        elif t == "routes":
            lost = []
            out.append(Beat("routes", ROUTES_S, {"routes": dict(e.get("routes") or {}), "phase": "resolve",
                                                 "strip": False, "current": None, "flash": [], "deltas": {}},
                            "reveal"))
        elif t == "forfeit" or (t == "lone" and not e.get("alone")):
            lost.append(e.get("route"))
            out.append(Beat("forfeit", FORFEIT_S, {"forfeit": list(lost), "flash": list(e.get("seats") or ())},
                            "catch"))
        elif t == "x":
            out.append(Beat("x", NOTE_S * 2, {"x": dict(e.get("values") or {})}, "reveal"))
        elif t == "roll":
            seat = e.get("by") or e.get("seat")
            out.append(Beat("roll", ROLL_S, {"roll": (seat, e.get("die"), e.get("face"))}, "step"))
        elif t == "board":
            patch = {"track": dict(model["track"], rear=e.get("rear"), front=e.get("front"), boards=e.get("boards"))}
            out.append(Beat("board", BOARD_S, patch, "reveal"))
            model = dict(model, track=patch["track"])
        elif t == "eliminated":
            seat = e["seat"]
            out.append(Beat("eliminated", OUT_S, {"ships": {seat: {"zone": None, "out": {"turn": e.get("turn"),
                                                                                          "why": e.get("why")}}},
                                                  "banner": said.get("out_banner", "{who} is OUT").format(
                                                      who=seat.capitalize()) + "\n" + str(
                                                      words.get("out_why", {}).get(e.get("why"), "")),
                                                  "flash": []}, "catch"))
            out.append(Beat("note", 0.0, {"banner": None}))
            zones[seat] = None
        elif t == "flip":
            out.append(Beat("flip", FLIP_S, {"side": e.get("side"), "flipped": True,
                                             "banner": said.get("flip_banner")}, "reveal"))
            out.append(Beat("note", 0.0, {"banner": None}))
        elif t == "forcefields_removed":
            out.append(Beat("note", NOTE_S, {"track": dict(model["track"], markers=e.get("markers", []))}))
        elif t == "game_end":
            winners = list(e.get("winners") or ())
            text = (said.get("end_banner", "GAME OVER\nWinner: {who}").format(who=who(winners)) if winners
                    else said.get("nobody_banner", "Nobody is left"))
            out.append(Beat("game_end", END_S, {"banner": text, "phase": "over", "current": None, "flash": []},
                            "gameover"))
        elif t in ("draw", "keep", "shuffle", "tile_removed"):
            out.append(Beat("note", NOTE_S if t != "tile_removed" else 0.2, {}))
        if line:                                    # the event's first beat carries its ticker line
            out += [Beat("note", 0.0, {})] if len(out) == first else []
            out[first].patch["ticker"] = line
        i += 1
    return out


def _wordy(e: dict[str, Any], tokens: Mapping[str, Any]) -> dict[str, Any]:
    """The event with the derived fields the ticker's templates use (a token's name, the Ships hit)."""
    out = dict(e)
    t = e.get("type")
    if t == "bonus_effect":
        out["token_name"] = (tokens.get(e.get("token", ""), {}) or {}).get("name", str(e.get("token", "")))
        targets = [s for s in e.get("targets") or () if s != e.get("by")]
        out["hits"] = f" on {who(targets)}" if targets else ""
        out["type"] = "bonus_void" if e.get("void") else ("bonus_miss" if e.get("token") in
                                                          ("flamethrower", "electromagnet", "ion_cannon")
                                                          and not targets else "bonus_effect")
    elif t == "declare":
        out["type"] = "declare_yes" if e.get("play") == "yes" else "declare_no"
    elif t == "lone":
        out["type"] = "lone_ok" if e.get("alone") else "lone"
    elif t == "fuel":
        change = e.get("change", e.get("gain", 0))
        out["signed"] = signed(int(change or 0))
    elif t == "roll":
        face = e.get("face")
        out["face_text"] = signed(face).lstrip("+") if isinstance(face, int) else str(face)
        out["seat"] = e.get("by") or e.get("seat")
        out["die_name"] = str(e.get("die", "")).capitalize()
    elif t == "game_end":
        out["type"] = "game_end" if e.get("winners") else "no_winner"
        out["winners_text"] = who(e.get("winners") or ())
    elif t == "x":
        values = e.get("values") or {}
        out["values_text"] = ", ".join(f"{s.capitalize()} {v}" for s, v in values.items())
    return out
