"""Stadium's play-by-play for headless play and replays (issue 12 item 6): reveals, wagers revealed, dice,
Energy, medals, the First Player token, trial and game ends; and the track as text."""
from __future__ import annotations

from typing import Any, Iterable

MEDAL_WORDS = {"gold": "Gold", "silver": "Silver", "bronze": "Bronze"}
KIND_LETTER = {"standard": "S", "rest": "R", "final": "F"}


def _team(team: str | None) -> str:
    return f"{team.capitalize()} team" if team else "nobody"


def _values(mapping: dict[str, Any]) -> str:
    return ", ".join(f"{k} {v}" for k, v in mapping.items())


def _generic(e: dict[str, Any]) -> str:
    """A trial's own event, told by its fields ("wagers: red 3, blue 0")."""
    parts = []
    for k, v in e.items():
        if k in ("type", "trial", "rule"):
            continue
        shown = _values(v) if isinstance(v, dict) else ", ".join(map(str, v)) if isinstance(v, (list, tuple)) else v
        parts.append(f"{k.replace('_', ' ')} {shown}")
    head = str(e.get("type", "event")).replace("_", " ")
    return f"  {head}: {'; '.join(parts)}" if parts else f"  {head}"


def narrate(events: Iterable[dict[str, Any]], view: dict[str, Any]) -> list[str]:
    """One line per event worth telling (a trial's own events are told by their fields)."""
    lines: list[str] = []
    for e in events:
        try:
            lines.append(_line(e))
        except (KeyError, TypeError, AttributeError, ValueError):
            lines.append(_generic(e))
    return lines


def _line(e: dict[str, Any]) -> str:
    kind = e.get("type")
    if kind == "trial_reveal":
        return _reveal_line(e["slot"], e)
    if kind == "roll":
        return f"  {e.get('by') or 'the table'} rolls the {e['die']} die: {e['face']}"
    if kind == "energy":
        parts = [f"{s} {d:+d} -> {e['energy'][s]}" for s, d in e["changes"].items()]
        lost = f" ({_values(e['lost'])} lost to the 0..30 limit)" if e.get("lost") else ""
        return f"  Energy: {', '.join(parts)}{lost}"
    if kind == "medal":
        who = f" ({e['seat']})" if e.get("seat") else ""
        verb = "wins" if e["change"] > 0 else "loses"
        note = "" if e["applied"] else " - none to lose"
        return f"  {_team(e['team'])}{who} {verb} {MEDAL_WORDS[e['medal']]}{note}"
    if kind == "token":
        return f"  First Player token: {e['from']} -> {e['holder']}"
    if kind == "step_cap":
        return f"  {e['trial']} reached its cap of {e['steps']} steps: it ends as a tie (AMB-45)"
    if kind == "trial_end":
        got = ", ".join(f"{_team(a['team'])} {'+' if a['change'] > 0 else '-'}{MEDAL_WORDS[a['medal']]}"
                        for a in e["awards"]) or "no medals"
        return f"  {e['name']} is over: {got}"
    if kind == "reveal" and isinstance(e.get("wagers"), dict) and len(e) <= 3 + ("rule" in e):
        return f"  wagers revealed: {_values(e['wagers'])}"
    if kind == "jump":                                                      # Equestrian
        how = "clears" if e["cleared"] else f"falls (Score {e['score']}) and is out"
        return f"  {e['seat']} jumps {e['total']} against {e['height']}: {how}"
    if kind == "stroke":                                                    # Golf
        if e["hole"] is None:
            return f"  {e['seat']} places no cube"
        paid = f", paying {e['paid']} Score" if e.get("paid") else ""
        return f"  {e['seat']} puts a {_team(e['team'])} cube on hole {e['hole']}{paid}"
    if kind == "game_end":
        vp = e["vp"]
        outcome = f"{_team(e['winner'])} wins" if e["winner"] else "a draw"
        return f"Game over: Red {vp['red']} VP, Blue {vp['blue']} VP - {outcome}"
    return _generic(e)


def picture(view: dict[str, Any]) -> str:
    """The track (revealed tiles by name, face-down ones by type), medal boards, Energy and the token."""
    tiles = []
    for t in view["track"]:
        label = t["name"] or "?"
        mark = "*" if t["slot"] == view["slot"] and not view["over"] else " "
        tiles.append(f"{mark}{t['slot']}{KIND_LETTER[t['kind']]} {label}")
    boards = "  ".join(f"{team.capitalize()}: G{b['gold']} S{b['silver']} B{b['bronze']} = {view['vp'][team]} VP"
                       for team, b in view["medals"].items())
    energy = ", ".join(f"{s} ({view['teams'][s][0].upper()}) {e}" for s, e in view["energy"].items())
    lines = ["Track: " + " |".join(tiles), "Medals: " + boards, f"Energy: {energy}; First Player token: {view['first']}"]
    trial = view.get("trial")
    flip = view.get("flip")
    if flip and trial and view["slot"] == 1 and trial["step"] == 0:            # the start of the game (ST-06)
        lines.append(f"The oldest player ({flip['oldest']}) flips the First Player token: it shows "
                     f"{flip['shows'].capitalize()}, so {flip['first']} starts")
    if trial:
        lines.append(_reveal_line(view["slot"], trial))
    return "\n".join(lines)


def _reveal_line(slot: int, trial: dict[str, Any]) -> str:
    talk = "talk allowed" if trial["talk"] else "no talking"
    return f"Trial {slot}: {trial['name']} ({trial['kind']}, {talk}) - {trial['summary']}"
