"""Stadium events → timed animation beats (no pygame), so the TV shows a step the way the table would play it
(ST-07, ST-08, ST-10, ST-20..ST-23; CON-06, CON-08): secret choices revealed together in the seat rows, public
choices one by one as they are given, every die rolled, Energy moving, each medal landing on its team's
board with a sound, the token passing, the end of the trial with its medals, the next trial's reveal (a
beat that waits for the table, ST-08) and the closing ceremony.

The *model* the scene draws from is a copy of the TV observation (``Stadium.observe(state, None)``) plus what
the animation adds: ``shown`` (seat → the choice its row shows), ``medal_rows`` (seat → the medal it has just
won), ``rolls`` (the dice of this step), ``awards``
(the medals of this step, newest last), ``finished`` (the trial_end event being shown), ``revealing`` (the
trial being revealed), ``ceremony`` (the game_end event), ``gain`` (seat → its last Energy change), ``say``
(the headline of the moment), ``rolling`` (a die of this step is still to stop). Each
:class:`~host.screen.table.beats.Beat` patches it when it starts; after
the last beat the scene re-reads the observation. A step inside a trial shows the trial's board as it stands
after the step from the beat that reveals the secret choices (the board never lags behind the seat rows and
the headline's "Revealed together!"), else from the first beat past the dice; a die's face is told only
after its tumble (the ``rolled`` beat after each ``roll`` carries its ticker line), and while a die of the
step is still to stop after the board turned, ``rolling`` tells the drawers to name no face yet; a step that ends the trial
shows its board as it ended (the drawers' ``ended`` convention) from the same beat (the trial's end when the
step has nothing else).
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from games.core.faces import COLOURS
from host.screen.table.beats import Beat
from host.screen.table.words import who

REVEAL_S = 1.6
ACT_S = 0.9
ROLL_S = 0.9
ENERGY_S = 0.5
MEDAL_S = 0.8
TOKEN_S = 0.7
TRIAL_END_S = 3.6
GAME_END_S = 4.0
NOTE_S = 0.35
KEPT_ROLLS = 4


def model_from_view(view: Mapping[str, Any]) -> dict[str, Any]:
    """The drawable model of a TV observation (nothing animating)."""
    model = {k: (dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v) for k, v in view.items()}
    model["medals"] = {t: dict(b) for t, b in view["medals"].items()}
    model.update(shown={}, shown_at={}, medal_rows={}, rolls=[], awards=[], finished=None, revealing=None,
                 ceremony=None, gain={}, say=None, rolling=False)
    return model


def revealing(trial: Mapping[str, Any], slot: int) -> dict[str, Any]:
    """What the reveal screen shows of a trial (a ``trial_reveal`` event's fields, and who takes part from the
    trial's words)."""
    return {"slot": slot, "trial": trial["id"], "name": trial["name"], "kind": trial["kind"], "talk": trial["talk"],
            "summary": trial["summary"], "takes_part": (trial.get("words") or {}).get("takes_part", "")}


def apply_patch(model: dict[str, Any], patch: Mapping[str, Any], now: float) -> None:
    """Apply a beat's patch to ``model`` in place (``now``: when the beat starts, for the drawers' animations)."""
    for key, value in patch.items():
        if key == "roll":
            model["rolls"] = (model["rolls"] + [{**value, "at": now}])[-KEPT_ROLLS:]
        elif key == "medal_rows":
            model["medal_rows"] = {**model.get("medal_rows", {}), **value} if value else {}
        elif key == "award":
            model["awards"] = model["awards"] + [{**value, "at": now}]
        elif key == "shown":
            model["shown"] = {**model["shown"], **value} if value else {}
            model["shown_at"] = {**model.get("shown_at", {}), **{seat: now for seat in value}} if value else {}
        elif key == "gain":
            model["gain"] = {**model["gain"], **{s: (d, now) for s, d in value.items()}}
        elif key == "tile":
            track = list(model["track"])
            track[value["slot"] - 1] = dict(value)
            model["track"] = track
        elif key == "medals":
            model["medals"] = {t: dict(b) for t, b in value.items()}
            model["vp"] = {t: sum(model["medal_vp"][m] * n for m, n in b.items()) for t, b in value.items()}
        elif isinstance(value, dict):
            model[key] = dict(value, at=now) if key in ("revealing", "finished", "ceremony") else dict(value)
        else:
            model[key] = value


def _named(v: Any) -> Any:
    if isinstance(v, str) and v in COLOURS:
        return v.capitalize()
    if isinstance(v, (list, tuple)) and v and all(isinstance(x, str) and x in COLOURS for x in v):
        return who(v)
    return v


def say(template: str | None, event: Mapping[str, Any]) -> str | None:
    """``template`` filled from ``event`` (colours by name, medals capitalised), None if a field is missing."""
    if template is None:
        return None
    fields: dict[str, Any] = {k: _named(v) if k not in ("die", "dice") else v for k, v in event.items()
                              if v is not None}                      # a None field is missing: never "Hole None"
    for k, v in event.items():
        if isinstance(v, str):
            fields[k.capitalize()] = v.replace("_", " ").capitalize()
    if isinstance(event.get("medal"), str):
        fields["medal"] = event["medal"].capitalize()
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError, AttributeError):
        return None


def reveal_values(event: Mapping[str, Any], words: Mapping[str, Any]) -> dict[str, str]:
    """Seat → what its row shows of a reveal event (every secret choice at once, CON-06)."""
    formats: Mapping[str, str] = words.get("reveal_fields", {})
    shown: dict[str, str] = {}
    for key, template in formats.items():
        value = event.get(key)
        if isinstance(value, dict):
            for seat, v in value.items():
                if seat in COLOURS:
                    shown[seat] = template.format(value=v, Value=str(v).replace("_", " ").capitalize())
        elif isinstance(value, (list, tuple)):
            for seat in value:
                if seat in COLOURS:
                    shown[seat] = template
    return shown


def _event_name(e: Mapping[str, Any]) -> str:
    """The words' key of an event (a lost medal has its own)."""
    if e.get("type") == "medal" and e.get("change", 1) < 0:
        return "medal_lost"
    return str(e.get("type", ""))


def beats(events: list[dict[str, Any]], model: Mapping[str, Any], after: Mapping[str, Any],  # noqa: C901 - one branch per event type
          words: Mapping[str, Any], ended: Callable[[dict[str, Any], list[dict[str, Any]]], dict[str, Any]]
          ) -> list[Beat]:
    """The beats showing one applied step's public ``events``, from ``model`` (not changed) to the observation
    ``after`` the step; ``ended(trial, events)`` is the finished trial as its drawer shows it."""
    out: list[Beat] = []
    ticker: Mapping[str, str] = words.get("ticker", {})
    heads: Mapping[str, str] = words.get("headlines", {})
    acts: Mapping[str, str] = words.get("acts", {})
    reveal_types = set(words.get("reveals", ()))
    trial = model.get("trial")
    trial_events: list[dict[str, Any]] = []
    revealed: Beat | None = None             # this trial's reveal beat in the step: the board turns with it
    since = 0                                # this trial's first beat in the step
    last_reveal = max((i for i, e in enumerate(events) if e["type"] == "trial_reveal"), default=None)
    for i, e in enumerate(events):
        t = e["type"]
        name = _event_name(e)
        line = say(ticker.get(name), e)
        head = say(heads.get(name), e)
        first = len(out)
        trial_events.append(e)
        if t in reveal_types and reveal_values(e, words):
            out.append(Beat("reveal", REVEAL_S, {"shown": reveal_values(e, words), "say": head or heads.get("reveal")},
                            "reveal"))
            revealed = revealed or out[-1]
        elif t in acts and isinstance(e.get("seat"), str) and say(acts[t], e):
            act = say(acts[t], e)
            told = line or head or say(heads.get("act"), {"seat": e["seat"], "act": act})
            out.append(Beat("act", ACT_S, {"shown": {e["seat"]: act}, "say": told}, "place"))
        elif t == "roll":                        # the face is told once the die has stopped (the beat after)
            out.append(Beat("roll", ROLL_S, {"roll": {"die": e["die"], "face": e["face"], "by": e.get("by")},
                                             "say": head}, "step"))
            out.append(Beat("rolled", 0.0))
            first = len(out) - 1
        elif t == "energy":
            out.append(Beat("energy", ENERGY_S, {"energy": dict(e["energy"]), "gain": dict(e["changes"])}))
        elif t == "medal":
            award = {k: e.get(k) for k in ("team", "medal", "change", "seat")}
            patch = {"medals": e["boards"], "award": award, "say": head}
            if e.get("seat") and e.get("change", 1) > 0:
                patch["medal_rows"] = {e["seat"]: e["medal"]}
            out.append(Beat("medal", MEDAL_S, patch, "bonus" if e.get("change", 1) > 0 else "catch"))
        elif t == "token":
            out.append(Beat("token", TOKEN_S, {"first": e["holder"], "say": head}, "tick"))
        elif t == "trial_end":
            done = ended(dict(trial), trial_events) if trial else None
            tile = after["track"][e["slot"] - 1] if e["slot"] - 1 < len(after["track"]) else None
            patch = {"finished": dict(e), "say": head}
            if done is not None:
                patch["trial"] = done
                turn = revealed or next((b for b in out[since:] if b.kind not in ("reveal", "roll")), None)
                if turn is not None:             # the board shows what the step showed as it shows it
                    turn.patch["trial"] = dict(done)
            if tile is not None:
                patch["tile"] = tile
            out.append(Beat("trial_end", TRIAL_END_S, patch, "escape"))
            trial_events = []
            revealed, since = None, len(out)
        elif t == "trial_reveal":
            current = after.get("trial") if i == last_reveal and after.get("trial") else None
            trial = dict(current) if current is not None else {
                "id": e["trial"], "name": e["name"], "kind": e["kind"], "talk": e["talk"], "summary": e["summary"],
                "step": 0, "state": None}
            tile = after["track"][e["slot"] - 1] if e["slot"] - 1 < len(after["track"]) else None
            patch = {"revealing": revealing(trial, e["slot"]), "trial": trial, "slot": e["slot"], "finished": None,
                     "awards": [], "rolls": [], "shown": {}, "medal_rows": {}, "say": None}
            if tile is not None:
                patch["tile"] = tile
            out.append(Beat("trial_reveal", 0.0, patch, "reveal"))
            out.append(Beat("revealed", 0.0, {"revealing": None}))
            trial_events = []
            revealed, since = None, len(out)
        elif t == "game_end":
            out.append(Beat("game_end", GAME_END_S, {"ceremony": dict(e), "finished": None, "say": head,
                                                     "shown": {}, "medal_rows": {}}, "gameover"))
        if line:
            if len(out) > first:
                out[first].patch.setdefault("ticker", line)
            else:
                out.append(Beat("note", NOTE_S, {"ticker": line}))
    if not any(e["type"] in ("trial_end", "trial_reveal") for e in events) and after.get("trial"):
        # the trial goes on: its board shows the step's outcome from the reveal of the secret choices (the
        # drawer and the seat rows turn together), else once the dice have been shown
        settle = revealed or next((b for b in out if b.kind not in ("reveal", "roll")), None)
        if settle is None:
            settle = Beat("settle", 0.0)
            out.append(settle)
        settle.patch.update(trial=dict(after["trial"]), scores=dict(after["scores"]))
        stopped = [b for b in out[out.index(settle):] if b.kind == "rolled"]
        if stopped:                              # a die still to roll: the board names no face until it stops
            settle.patch["rolling"] = True
            stopped[-1].patch["rolling"] = False
    return out
