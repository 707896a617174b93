"""Magical Athlete events → timed animation beats (pure: no pygame), so the TV shows a step the way the table
would play it: the draft picks one by one (MA-10), the joint reveal of the secret racer choices (MA-15..MA-17),
then every turn — the acting racer lit (MA-19), its die rolled and rerolled (MA-41, MA-42), each move space by
space (MA-34), every power's trigger as a callout that says who did what to whom in resolution order (MA-24,
MA-25), the track's arrows, rocks and stars (MA-58..MA-60), trips (MA-39), warps (MA-40), eliminations
(MA-27), the finishers (MA-22, MA-23), the chips (MA-44..MA-46) and the end of the race and of the game
(MA-53..MA-55).

The *model* is the small dict the scene draws from: the TV view's facts it changes (``line``, ``hands``,
``points``, ``tokens`` by colour) and the moment's marks (``actor``, ``die``, ``callout``, ``reveal``,
``banner``, ``picked``). Each :class:`~host.screen.table.beats.Beat` patches the model when it starts; after
the last beat the scene reads the TV view anew. The words are the screen's (``content/table.yaml``
``say``), filled from the event: a racer is named "Red's Banana" (its colour and its card's title)."""
from __future__ import annotations

import copy
import re
from typing import Any, Mapping

from games.core.faces import COLOURS
from host.screen.table.agree import agree
from host.screen.table.beats import Beat

TURN_S = 0.3
ROLL_S = 0.85
STEP_S = 0.07
MOVE_END_S = 0.2
POWER_S = 2.2
SPACE_S = 1.3
TRIP_S = 1.2
FINISH_S = 1.8
DRAFT_S = 0.9
LINE_S = 0.8
REVEAL_S = 3.0
RACE_END_S = 3.0
GAME_END_S = 2.5
CALLOUT_KINDS = ("power", "trip", "eliminated", "arrow", "rock", "star", "finish", "decision", "duel", "egg_draw",
                 "copy", "prediction", "blocked", "points", "warp", "put", "recover", "main_move", "loop_stopped",
                 "race_capped", "reroll")
"""The beats whose words stand in the callout under the track."""

_COLOUR_WORD = re.compile(r"\b(" + "|".join(COLOURS) + r")\b")
_RULE = re.compile(r"\s*\((?:MA|AMB|GAP|DS|EX)-[A-Z0-9-]+\)")


def model_from_view(view: Mapping[str, Any]) -> dict[str, Any]:
    """The drawable model of a TV view (``observe(state, None)``)."""
    race = view.get("race") or {}
    return {
        "phase": view.get("phase"), "race_no": view.get("race_no", 0), "line": [dict(c) for c in view.get("line", [])],
        "hands": {k: list(v) for k, v in view.get("hands", {}).items()},
        "points": dict(view.get("points", {})), "chips": copy.deepcopy(view.get("chips", {})),
        "tokens": {t["colour"]: dict(t) for t in race.get("tokens", [])}, "track": view.get("track") or {},
        "first": view.get("first", ""), "actor": None, "die": None, "callout": None, "reveal": None,
        "banner": None, "picked": None, "pending": view.get("pending"),
    }


def apply_patch(model: dict[str, Any], patch: Mapping[str, Any]) -> None:
    """Apply one beat's patch to ``model`` in place (``token``: changes to one racer by colour)."""
    for key, value in patch.items():
        if key == "token":
            colour, changes = value
            if colour in model["tokens"]:
                model["tokens"][colour].update(changes)
        elif key == "points_add":
            seat, n = value
            model["points"][seat] = model["points"].get(seat, 0) + n
        elif key == "chip":
            seat, chip, n = value
            model["chips"].setdefault(seat, {}).setdefault(chip, 0)
            model["chips"][seat][chip] += n
        elif key == "pick":
            seat, racer = value
            model["line"] = [c for c in model["line"] if c["racer"] != racer]
            model["hands"].setdefault(seat, []).append(racer)
        elif key == "ticker":
            continue
        else:
            model[key] = copy.deepcopy(value)


class Sayer:
    """The screen's sentences for events (``say`` templates of content/table.yaml), naming racers by their
    colour and their card's title."""

    def __init__(self, templates: Mapping[str, str], cards: Mapping[str, Mapping[str, Any]],
                 names: Mapping[str, str], tracks: Mapping[str, str] | None = None) -> None:
        self.templates = dict(templates)
        self.tracks = dict(tracks or {})
        self.cards = cards
        self.names = dict(names)
        """Racer name (``BANANA``) by token colour."""
        self.seats: dict[str, str] = {}
        """The seat of each token colour (a double variant's second racer has a spare colour)."""

    def title(self, name: Any) -> str:
        card = self.cards.get(str(name))
        return str(card["title"]) if card else str(name).replace("_", " ").title()

    def racer(self, colour: Any) -> str:
        """"Red's Banana" (a second racer's spare colour: "Orange, Red's Hare")."""
        if not isinstance(colour, str):
            return "nobody"
        name = self.names.get(colour)
        if name is None:
            return colour.capitalize()
        seat = self.seats.get(colour, colour)
        if seat != colour:
            return f"{colour.capitalize()}, {seat.capitalize()}'s {self.title(name)}"
        return f"{colour.capitalize()}'s {self.title(name)}"

    def words(self, text: str) -> str:
        """A power's own words made TV words: colours as racers, racer keys as titles, no rule IDs."""
        text = _RULE.sub("", text)
        text = re.sub(r"\bfor (" + "|".join(COLOURS) + r")\b", lambda m: f"for {m.group(1).capitalize()}", text)
        text = _COLOUR_WORD.sub(lambda m: self.racer(m.group(1)), text)
        for name, card in self.cards.items():
            if name in text:
                text = re.sub(rf"\b{name}\b", str(card["title"]), text)
        text = re.sub(r"(\d+) point\(s\)", lambda m: agree("{n} {n:point|points}", n=int(m.group(1))), text)
        return text

    def question(self, colour: Any, text: str) -> str:
        """A power's question in TV words, without the racer's title before it ("Duelist: duel ..." → "Duel ...")."""
        said = self.words(text)
        name = self.names.get(colour) if isinstance(colour, str) else None
        title = self.title(name) if name else ""
        if title and said.startswith(f"{title}: "):
            said = said[len(title) + 2:]
            said = said[:1].upper() + said[1:]
        return said

    def line(self, e: Mapping[str, Any]) -> str | None:
        """The sentence for event ``e``, or None when it has none."""
        t = str(e.get("type"))
        template = self.templates.get(t)
        if t in ("trip", "eliminated", "warp", "put") and e.get("by"):
            return None                                  # the power's own event says who did it to whom
        if t == "decision" and e.get("answer") is None:
            template = self.templates.get("decision_no")
        if t == "main_move" and not e.get("modifiers"):
            return None
        if t == "prediction" and not e.get("shown"):
            return None
        if template is None:
            return None
        fields: dict[str, Any] = {}
        for k, v in e.items():
            if k in ("colour", "by", "rival", "copies", "winner") and isinstance(v, str):
                fields[k] = self.racer(v)
            elif k == "seat" and isinstance(v, str):
                fields[k] = v.capitalize()
            elif k in ("racer",) and isinstance(v, str):
                fields[k] = self.title(v)
            elif k == "text" and isinstance(v, str):
                fields[k] = self.question(e.get("colour"), v) if t == "decision" else self.words(v)
            elif k == "cards" and isinstance(v, list):
                fields[k] = ", ".join(self.title(n) for n in v)
            elif k == "answer":
                fields[k] = self.racer(v) if isinstance(v, str) and v in self.names else \
                    (str(v + 1) if isinstance(v, int) and e.get("kind") == "choice" else str(v))
            else:
                fields[k] = v
        fields.update(self._extra(t, e))
        try:
            return agree(template, **fields)
        except (KeyError, IndexError, ValueError):
            return None

    def _extra(self, t: str, e: Mapping[str, Any]) -> dict[str, Any]:
        """The fields a sentence needs beyond the event's own (places, track names, rolls, modifiers)."""
        fields: dict[str, Any] = {}
        if t == "finish":
            fields["place"] = _place(int(e.get("place", 0)))
        if t == "race_start":
            fields["track"] = self.tracks.get(str(e.get("track")), str(e.get("track")))
        if t == "roll_off":
            fields["rolls"] = ", ".join(f"{str(k).capitalize()} {v}" for k, v in dict(e.get("rolls", {})).items())
        if t == "reveal":
            fields["racers"] = ", ".join(self.racer(c) for c in dict(e.get("racers", {})))
        if t == "duel":
            rolls = list(e.get("rolls", [0, 0]))
            fields["mine"], fields["theirs"] = rolls[0], rolls[1]
        if t == "prediction":
            fields["guess"] = self.racer(e["winner"]) + " to win" if "winner" in e else f"a roll of {e.get('roll')}"
        if t == "main_move":
            fields["modifiers"] = ", ".join(f"{m[1]:+d} from {self.racer(m[0])}" for m in e.get("modifiers", []))
        if t == "power":
            card = self.cards.get(str(e.get("racer")), {})
            fields["power"] = card.get("power", "")
        if t == "points":
            fields["n"] = abs(int(e.get("amount", 0)))
            fields["verb"] = "gains" if int(e.get("amount", 0)) > 0 else "loses"
        if t == "arrow":
            n = int(e.get("amount", 0))
            fields["way"] = f"{n} forward" if n > 0 else f"{-n} back"
        return fields


def _place(n: int) -> str:
    return {1: "1st", 2: "2nd"}.get(n, f"{n}th")


def beats(events: list[dict[str, Any]], model: Mapping[str, Any], say: Sayer,  # noqa: C901 - one branch per event
          headlines: Mapping[str, str]) -> list[Beat]:
    """The beats that show ``events`` from ``model`` (not changed). Each beat's patch carries the event's
    sentence as its ``ticker`` line and, for a callout beat, as the ``callout``."""
    out: list[Beat] = []
    spaces = {c: int(t.get("space", 0)) for c, t in model.get("tokens", {}).items()}
    race_no = int(model.get("race_no", 0))
    for e in events:
        if "to" in e:                                    # a seat's own event never reaches the TV (CON-05)
            continue
        t = e.get("type")
        if t == "reveal":
            for colour, v in e.get("racers", {}).items():
                say.names[colour] = v["racer"]
                say.seats[colour] = v["seat"]
        line = say.line(e)
        first = len(out)
        patch: dict[str, Any] = {}
        if t == "draft_line":
            out.append(Beat("draft_line", LINE_S, {"line": [{"number": i + 1, "racer": n} for i, n in
                                                            enumerate(e["cards"])], "picked": None,
                                                   "phase": "draft"}, "place"))
        elif t == "draft_pick":
            out.append(Beat("draft_pick", DRAFT_S, {"picked": {"seat": e["seat"], "racer": e["racer"]}}, "lock"))
            out.append(Beat("draft_taken", 0.1, {"pick": (e["seat"], e["racer"]), "picked": None}))
        elif t == "race_start":
            race_no = int(e.get("race", 1)) - 1
            out.append(Beat("race_start", 0.6, {"race_no": race_no, "phase": "choose", "banner": None,
                                                "tokens": {}, "actor": None, "die": None, "callout": None}))
        elif t == "reveal":
            racers = e.get("racers", {})
            tokens = {c: {"colour": c, "seat": v["seat"], "racer": v["racer"], "space": 0, "tripped": False,
                          "place": 0, "out": False, "borrowed": None} for c, v in racers.items()}
            spaces = {c: 0 for c in racers}
            out.append(Beat("reveal", REVEAL_S, {"reveal": [[c, v["seat"], v["racer"]] for c, v in racers.items()],
                                                 "tokens": tokens, "phase": "race"}, "reveal"))
            out.append(Beat("reveal_done", 0.0, {"reveal": None}))
        elif t == "turn":
            out.append(Beat("turn", TURN_S, {"actor": e["colour"], "die": None, "callout": None}, "tick"))
        elif t in ("roll", "reroll"):
            patch = {"die": {"colour": e["colour"], "face": e["roll"], "kind": t}}
            if t == "reroll":
                patch["callout"] = {"colour": e.get("by") or e["colour"], "text": line or ""}
            out.append(Beat(t, ROLL_S, patch, "roll"))
        elif t == "move":
            colour = e["colour"]
            start, end = int(e["start"]), int(e["end"])
            step = 1 if end >= start else -1
            path = list(range(start + step, end + step, step)) if abs(end - start) <= 12 else [end]
            for space in path:
                out.append(Beat("step", STEP_S, {"token": (colour, {"space": space})}, "step"))
            if e.get("crossed"):
                out.append(Beat("cross", MOVE_END_S, {"token": (colour, {"space": end})}))
            spaces[colour] = end
            if path:
                out[-1].duration += MOVE_END_S
        elif t in ("warp", "put"):
            spaces[e["colour"]] = int(e["end"])
            out.append(Beat(t, SPACE_S, {"token": (e["colour"], {"space": int(e["end"])}),
                                         "callout": {"colour": e.get("by") or e["colour"], "text": line or ""}},
                            "step"))
        elif t == "trip":
            out.append(Beat("trip", TRIP_S, {"token": (e["colour"], {"tripped": True}),
                                             "callout": {"colour": e.get("by") or e["colour"], "text": line or ""}},
                            "catch"))
        elif t == "recover":
            out.append(Beat("recover", SPACE_S, {"token": (e["colour"], {"tripped": False}),
                                                 "callout": {"colour": e["colour"], "text": line or ""}}))
        elif t == "eliminated":
            out.append(Beat("eliminated", FINISH_S, {"token": (e["colour"], {"out": True}),
                                                     "callout": {"colour": e.get("by") or e["colour"], "text": line or ""}},
                            "catch"))
        elif t == "finish":
            out.append(Beat("finish", FINISH_S, {"token": (e["colour"], {"place": int(e["place"])}),
                                                 "callout": {"colour": e["colour"], "text": line or ""}}, "escape"))
        elif t == "points":
            out.append(Beat("points", SPACE_S, {"points_add": (e["seat"], int(e["amount"])),
                                                "callout": {"colour": e["seat"], "text": line or ""}}, "bonus"))
        elif t == "chip":
            out.append(Beat("chip", 0.0, {"points_add": (e["seat"], int(e["points"])),
                                          "chip": (e["seat"], e["chip"], int(e["points"]))}))
        elif t in ("arrow", "rock", "star"):
            out.append(Beat(t, SPACE_S, {"callout": {"colour": e["colour"], "text": line or ""}}, "tick"))
        elif t == "race_over":
            out.append(Beat("race_over", 0.0, {"actor": None, "die": None, "callout": None}))
        elif t == "first_player":
            out.append(Beat("first_player", 0.0, {"first": e["seat"]}))
        elif t == "game_over":
            out.append(Beat("game_over", GAME_END_S, {"banner": {"kind": "game", "winners": list(e.get("winners", [])),
                                                                 "points": dict(e.get("points", {}))},
                                                      "phase": "over"}, "gameover"))
        elif t == "power" and line:
            said = say.words(str(e.get("text") or "")) or line
            out.append(Beat("power", POWER_S, {"callout": {"colour": e.get("colour"), "racer": e.get("racer"),
                                                           "text": said[:1].upper() + said[1:]}}, "bonus"))
        elif t in CALLOUT_KINDS and line:
            colour = e.get("colour") or e.get("seat")
            out.append(Beat(str(t), POWER_S if t in ("power", "duel", "egg_draw", "copy", "prediction") else SPACE_S,
                            {"callout": {"colour": colour, "text": line, "racer": e.get("racer")}}, "bonus"))
        if line:
            if len(out) > first:
                out[first].patch["ticker"] = line
            else:
                out.append(Beat("note", 0.0, {"ticker": line}))
    _race_end(out, events, int(model.get("race_no", 0)) + 1, say)
    return out


def _race_end(out: list[Beat], events: list[dict[str, Any]], number: int, say: Sayer) -> None:
    """After a race's last event, one beat with the places and chips that waits for the table (MA-44..MA-46)."""
    over = next((i for i, e in enumerate(events) if e.get("type") == "race_over"), None)
    if over is None:
        return
    chips = [e for e in events if e.get("type") == "chip"]
    finish = events[over]
    places = []
    for place, key in ((1, "first"), (2, "second")):
        colour = finish.get(key)
        if colour:
            chip = next((c for c in chips if c["seat"] == say.seats.get(colour, colour)
                         and c["chip"] == ("gold" if place == 1 else "silver")), None)
            places.append([_place(place), colour, say.racer(colour), chip["points"] if chip else 0])
    bronze = {e["seat"]: 0 for e in events[:over] if e.get("type") == "points"}
    for e in events[:over]:
        if e.get("type") == "points":
            bronze[e["seat"]] += int(e["amount"])
    banner = {"kind": "race", "race": number, "places": places, "bronze": bronze,
              "silver_discarded": any(e.get("type") == "silver_discarded" for e in events)}
    at = next((k for k, b in enumerate(out) if b.kind == "race_over"), len(out))
    keep = out[at + 1:]
    del out[at + 1:]
    chip_beats = [b for b in keep if b.kind == "chip"]
    rest = [b for b in keep if b.kind != "chip"]
    out.extend(chip_beats)
    out.append(Beat("race_end", RACE_END_S, {"banner": banner}, "gameover" if number >= 4 else "escape"))
    out.append(Beat("race_end_done", 0.0, {"banner": None, "tokens": {}}))
    out.extend(rest)
