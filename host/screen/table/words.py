"""Plain words for the TV (docs/console.md "At the table"): seat names, rule IDs taken out of game text
(a rule ID belongs in a details view, never on the table screen), and the per-seat instruction built from
a prompt's wheel legends (``games.core.codec.legend``; CON-03, CON-04)."""
from __future__ import annotations

import re
from typing import Iterable

from games.core.codec import legend
from games.core.prompt import Prompt
from host.screen import theme

_RULE_ID = r"(?:CON|PX|OS|ST|GAP|AMB|DS)(?:-[A-Z0-9]+)*-\d+[a-z]?"
_RULE_REF = re.compile(rf"\s*\((?:[^()]*?\b{_RULE_ID}\b[^()]*?)\)|\b{_RULE_ID}\b:?\s*")


def plain(text: str) -> str:
    """``text`` without rule IDs or the brackets around them ("Bugs stay silent (PX-15)." → "Bugs stay silent.")."""
    out = _RULE_REF.sub("", text)
    return re.sub(r"\s+([.,;:!?])", r"\1", re.sub(r"\s{2,}", " ", out)).strip()


def who(seats: Iterable[str]) -> str:
    """``Red``, ``Red and Blue``, ``Red, Blue and Green``."""
    names = [s.capitalize() for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def field_instruction(prompt: Prompt) -> str:
    """What to do with the wheels for ``prompt`` ("turn the CENTRE wheel to 1–4")."""
    parts = []
    for f in prompt.fields:
        if f.wheel is None:
            continue
        text = legend(f)
        if not text.startswith("turn the"):
            head, _, rest = text.partition(": ")
            wheel = head if rest else f.wheel.upper()
            text = f"set the {wheel} wheel to {' '.join((rest or text).split())}"
        parts.append(text)
    if len(parts) > 1:
        return ", ".join(p.replace("turn the ", "").replace("set the ", "").replace(" wheel to ", " to ")
                         for p in parts)
    return parts[0] if parts else "press LOCK"


def instruction(seat: str, prompt: Prompt, keyboard: bool = False) -> str:
    """The whole instruction for one seat: "Red: turn the CENTRE wheel to 1–4, then press LOCK"."""
    how = field_instruction(prompt)
    key = "Enter" if keyboard else "LOCK"
    end = f"then press {key}" if how.startswith(("turn the", "set the")) else f"then {key}"
    if how == "press LOCK":
        return f"{seat.capitalize()}: press {'Enter' if keyboard else 'LOCK'}"
    return f"{seat.capitalize()}: {how}, {end}"
