"""Mago Magino's play-by-play for the headless console, its board as text, and a seat's private words
(MM-11..MM-53 as told at the table). Lines come from public events only; the bewitching names the children
that became frogs (the table sees them turn over, MM-32), and nothing later says whose frog is whose (MM-34).
"""
from __future__ import annotations

from typing import Any

PIECE_WORDS = {"wizard": "the wizard"}


def piece_words(piece: str, frog: int | None = None) -> str:
    """``red_a`` → "Red A", the wizard, frog 3."""
    if piece == "frog":
        return f"frog {frog}"
    if piece in PIECE_WORDS:
        return PIECE_WORDS[piece]
    seat, letter = piece.rsplit("_", 1)
    return f"{seat.capitalize()} {letter.upper()}"


def _cap(s: str) -> str:
    """The first letter upper case, the rest as it is ("the wizard" → "The wizard", "Red A" stays)."""
    return s[:1].upper() + s[1:]


def _list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def event_line(e: dict[str, Any]) -> str | None:
    t = e.get("type")
    if t == "turn":
        return f"Turn {e['turn']}: {e['seat'].capitalize()}"
    if t == "roll":
        face = e["face"]
        return f"{e['by'].capitalize()} rolls {'the witch arrow' if face == 'witch' else face}"
    if t == "arrow":
        where = "the forest" if e["forest"] else e["space"]
        return f"The witch arrow {'is aimed' if e['how'] == 'aim' else 'spins'} and points at {where}"
    if t == "bewitch":
        frogs = [f"{piece_words(f['was'])} (frog {f['frog']})" for f in e["frogs"]]
        line = f"Bewitched into frogs: {_list(frogs)}"
        if e["dropped"]:
            line += f"; crystals drop on {_list(e['dropped'])}"
        return line
    if t == "safe":
        kids = _list([piece_words(c) for c in e["children"]])
        return f"{kids} {'are' if len(e['children']) > 1 else 'is'} safe " + (
            "with the wizard" if e["why"] == "wizard" else "in the wizard's house")
    if t == "move":
        who = piece_words(e["piece"], e.get("frog"))
        way = "clockwise" if e["way"] == "right" else "the other way"
        return f"{_cap(who)} moves {way}: {' '.join(e['path'])}"
    if t == "stop":
        return f"{_cap(piece_words(e['piece']))} stops on {e['space']} (forfeits {e['forfeit']})"
    if t == "load":
        return f"{_cap(piece_words(e['piece']))} loads a crystal on {e['space']}"
    if t == "deliver":
        return f"{piece_words(e['piece'])} brings a crystal home: {e['seat'].capitalize()} has {e['crystals']}"
    if t == "freed":
        how = "in the wizard's house" if e["how"] == "house" else "by the wizard"
        return f"Frog {e['frog']} is freed {how}: it was {piece_words(e['child'])}"
    if t == "roll_again":
        return f"{e['seat'].capitalize()} rolls again"
    if t == "no_move":
        return f"{e['seat'].capitalize()} cannot use a {e['points']}: the turn passes"
    if t == "game_end":
        return f"{e['winners'][0].capitalize()} wins with the crystals home!"
    return None


def narrate(events: list[dict[str, Any]], view: dict[str, Any]) -> list[str]:
    return [line for e in events if "to" not in e and (line := event_line(e))]


def picture(view: dict[str, Any]) -> str | None:
    """The loop as text: each occupied space with its pieces, frogs, wizard and crystals."""
    rows = []
    for name in view["spaces"]:
        here = [piece_words(c) + ("*" if c in view["carrying"] else "") for c, at in view["children"].items()
                if at == name]
        here += [f"frog {f['frog']}" for f in view["frogs"] if f["at"] == name]
        if view["wizard"] == name:
            here.append("wizard")
        crystals = view["stock"] if name == view["spaces"][4] else view["lying"].get(name, 0)
        if crystals:
            here.append(f"{crystals} crystal{'s' if crystals > 1 else ''}")
        mark = " <- arrow" if view["arrow"] == name else ""
        if here or mark:
            rows.append(f"  {name:>4}: {', '.join(here)}{mark}")
    home = ", ".join(f"{p.capitalize()} {n}/{view['target']}" for p, n in view["crystals"].items())
    rows.append(f"  home: {home}")
    if view.get("winners"):
        return "\n".join(rows)
    face = view.get("face")
    rolled = "the witch arrow" if face == "witch" else face
    return "\n".join(rows + [f"Turn {view['turn']}: {view['current'].capitalize()} rolled {rolled}"])


def private_lines(private: Any) -> list[str]:
    """A seat's private words (AMB-MM-14 ``assisted``: its own frogs' numbers); nothing under strict memory."""
    if not isinstance(private, dict) or "my_frogs" not in private:
        return []
    mine = private["my_frogs"]
    if not mine:
        return ["None of the frogs is yours."]
    return [f"Your {'frog is' if len(mine) == 1 else 'frogs are'} number {_list([str(n) for n in mine])}."]
