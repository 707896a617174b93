"""Plain words for the TV (docs/console.md "At the table"): seat names, rule IDs taken out of game text
(a rule ID belongs in a details view, never on the table screen), and the per-seat instruction built from
a prompt's wheel legends (``games.core.codec.legend``; CON-03, CON-04)."""
from __future__ import annotations

from typing import Iterable

from games.core.codec import CodecError, face_of, glyph, legend
from games.core.prompt import Field, Prompt
from host.private.lines import plain
from host.screen.controls import HOLD_PEEK_S

__all__ = ["field_instruction", "instruction", "plain", "private_hint", "who"]


def who(seats: Iterable[str]) -> str:
    """``Red``, ``Red and Blue``, ``Red, Blue and Green``."""
    names = [s.capitalize() for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _condition(prompt: Prompt, f: Field) -> str:
    """"for ● Yes " before a field read only for some values of another (``only_if``), in that field's faces."""
    if f.only_if is None:
        return ""
    name, values = f.only_if
    other = next((o for o in prompt.fields if o.name == name and o.wheel is not None), None)
    if other is None:
        return ""
    try:
        shown = [glyph(face_of(other, v)) for v in values]
    except (KeyError, ValueError, TypeError, CodecError):
        return ""
    labels = [str(v).replace("_", " ").capitalize() for v in values]
    return "for " + " or ".join(f"{g} {label}" if g != label else g for g, label in zip(shown, labels)) + " "


def field_instruction(prompt: Prompt) -> str:
    """What to do with the wheels for ``prompt`` ("turn the CENTRE wheel to 1–4"; with two wheels
    "LEFT to ↑ ←, CENTRE to 1–30"; a field read only for some answers of another says so: "RIGHT to ● Yes ◉ No,
    for ● Yes CENTRE to …")."""
    parts = []
    for f in prompt.fields:
        if f.wheel is None:
            continue
        text = legend(f)
        if not text.startswith("turn the"):
            head, _, rest = text.partition(": ")
            wheel = head if rest else f.wheel.upper()
            text = f"set the {wheel} wheel to {' '.join((rest or text).split())}"
        parts.append((_condition(prompt, f), text))
    if len(parts) > 1:
        return ", ".join(when + p.replace("turn the ", "").replace("set the ", "").replace(" wheel to ", " to ")
                         for when, p in parts)
    return parts[0][1] if parts else "press LOCK"


def private_hint(prompt: Prompt, where: str | None, keyboard: bool = False) -> str:
    """Where a seat finds the numbers of a choice only it may see (``Field.options_private``): its controller's
    screen (``where`` "screen"), or the TV peek (hold LOCK; P on the keyboard); "" when the prompt has none."""
    if not any(f.options_private and f.wheel is not None for f in prompt.fields):
        return ""
    if where == "screen":
        return "your numbers are on your controller's screen"
    return ("press P to see your numbers" if keyboard else
            f"hold LOCK {HOLD_PEEK_S:g} seconds to see your numbers")


def instruction(seat: str, prompt: Prompt, keyboard: bool = False) -> str:
    """The whole instruction for one seat: "Red: turn the CENTRE wheel to 1–4, then press LOCK"."""
    how = field_instruction(prompt)
    key = "Enter" if keyboard else "LOCK"
    end = f"then press {key}" if how.startswith(("turn the", "set the")) else f"then {key}"
    if how == "press LOCK":
        return f"{seat.capitalize()}: press {'Enter' if keyboard else 'LOCK'}"
    return f"{seat.capitalize()}: {how}, {end}"
