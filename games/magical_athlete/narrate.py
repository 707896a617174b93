"""Magical Athlete's play-by-play in words (the headless play and the TV's narration): who did what to whom,
every power as it happens in resolution order (MA-25), trips, warps, finishers, chips; and the race as text
(``picture``)."""
from __future__ import annotations

from typing import Any

from games.magical_athlete.racers import RACERS


def _title(name: str | None) -> str:
    racer = RACERS.get(name or "")
    return racer.title if racer else str(name)


def _who(colour: str | None, names: dict[str, str]) -> str:
    if colour is None:
        return "nobody"
    name = names.get(colour)
    return f"{colour.capitalize()}'s {_title(name)}" if name else colour.capitalize()


def _line(e: dict[str, Any], names: dict[str, str]) -> str | None:
    t = e["type"]
    who = _who(e.get("colour"), names)
    simple = {
        "draft_start": lambda: f"{str(e['seat']).capitalize()} won the roll-off and drafts first.",
        "draft_line": lambda: "New draft line: " + ", ".join(f"{i + 1} {_title(n)}" for i, n in enumerate(e["cards"])),
        "draft_pick": lambda: f"{str(e['seat']).capitalize()} drafts {_title(e['racer'])}.",
        "first_player": lambda: f"{str(e['seat']).capitalize()} takes the first turn.",
        "race_start": lambda: f"Race {e['race']} on the {'Mild Mile' if e['track'] == 'mild' else 'Wild Wilds'}: "
                              "choose your racer in secret.",
        "locked": lambda: ", ".join(str(s).capitalize() for s in e["seats"]) + " locked in.",
        "reveal": lambda: "Revealed: " + ", ".join(f"{c.capitalize()} {_title(v['racer'])}" for c, v in e["racers"].items()),
        "turn": lambda: f"{who}'s turn.",
        "recover": lambda: f"{who} gets back up (no main move).",
        "roll": lambda: f"{who} rolls {e['roll']}.",
        "reroll": lambda: f"{who} rerolls: {e['roll']}.",
        "main_move": lambda: f"{who}'s main move: {e['base']} " + " ".join(
            f"{'+' if m[1] > 0 else ''}{m[1]} ({_who(m[0], names)})" for m in e["modifiers"]) + f" = {e['amount']}.",
        "power": lambda: f"{who}: {e.get('text') or 'power'} ({e['rule']}).",
        "trip": lambda: f"{who} trips" + (f" ({_who(e['by'], names)})" if e.get("by") else "") + ".",
        "warp": lambda: f"{who} warps to space {e['end']}.",
        "put": lambda: f"{who} is put on space {e['end']}.",
        "eliminated": lambda: f"{who} is eliminated" + (f" by {_who(e['by'], names)}" if e.get("by") else "") + "!",
        "points": lambda: f"{str(e['seat']).capitalize()} {'gains' if e['amount'] > 0 else 'loses'} "
                          f"{abs(e['amount'])} point{'s' if abs(e['amount']) != 1 else ''}.",
        "finish": lambda: f"{who} crosses the finish line: {'1st' if e['place'] == 1 else '2nd'}!",
        "race_over": lambda: "The race is over.",
        "arrow": lambda: f"{who} hits an arrow: {e['amount']:+d}.",
        "rock": lambda: f"{who} hits a rock.",
        "star": lambda: f"{who} lands on a star.",
        "chip": lambda: f"{str(e['seat']).capitalize()} takes the {e['chip']} chip: {e['points']} points.",
        "silver_discarded": lambda: "Nobody takes 2nd place: the silver chip is discarded.",
        "game_over": lambda: "Game over. Winner: " + ", ".join(str(s).capitalize() for s in e["winners"]) + ".",
        "duel": lambda: f"{who} duels {_who(e['rival'], names)}: {e['rolls'][0]} against {e['rolls'][1]}.",
        "egg_draw": lambda: f"{who} draws " + ", ".join(_title(n) for n in e["cards"]) + ".",
        "copy": lambda: f"{who} copies {_who(e['copies'], names)}.",
        "prediction": lambda: (f"{who} had predicted {_who(e['winner'], names)} to win." if "winner" in e
                               else f"{who} had predicted a roll of {e.get('roll')}.") if e.get("shown") else "",
        "blocked": lambda: f"{who} may not overshoot the finish line.",
        "decision": lambda: f"{who}: {e['text']} {e['answer'] if e['answer'] is not None else 'no'}.",
        "loop_stopped": lambda: "The loop is stopped.",
        "race_capped": lambda: "The race reached its turn limit.",
    }
    if t == "move":
        return f"{who} moves from {e['start']} to {'the finish' if e.get('crossed') else e['end']}."
    if t == "roll_off":
        return "Roll-off: " + ", ".join(f"{str(s).capitalize()} {r}" for s, r in e["rolls"].items())
    if t == "main_move" and not e["modifiers"]:
        return None
    make = simple.get(t)
    return make() if make else None


def names_of(view: dict[str, Any]) -> dict[str, str]:
    race = view.get("race") or {}
    return {t["colour"]: t["racer"] for t in race.get("tokens", [])}


def narrate(events: list[dict[str, Any]], view: dict[str, Any]) -> list[str]:
    names = names_of(view)
    out = []
    for e in events:
        if "to" in e:
            continue
        if e["type"] == "reveal":
            names.update({c: v["racer"] for c, v in e["racers"].items()})
        line = _line(e, names)
        if line:
            out.append(line)
    return out


def picture(view: dict[str, Any]) -> str | None:
    race = view.get("race")
    if not race:
        return None
    rows = []
    for t in sorted(race["tokens"], key=lambda t: -t["space"]):
        where = "finished " + ("1st" if t["place"] == 1 else "2nd") if t["place"] else \
            "eliminated" if t["out"] else f"space {t['space']}" + (" (tripped)" if t["tripped"] else "")
        rows.append(f"  {t['colour']:<7} {_title(t['racer']):<16} {where}")
    return f"{'Mild Mile' if race['track'] == 'mild' else 'Wild Wilds'}, finish at {view.get('finish')}\n" + \
        "\n".join(rows)
