"""What a seat is told to do with its wheels (docs/console.md "At the table"; CON-03, CON-04, CON-08): one prompt's
fields said as a short sentence a person can follow from the sofa, and a one-line short form for a full table.

- one or more wheels read together: "Turn the CENTRE wheel to 1–4, then press LOCK"; "Turn LEFT to ↑ ← and
  CENTRE to 1–30, then press LOCK" — short "LEFT ↑ ← · CENTRE 1–30 · LOCK";
- a choice that opens other wheels (``Field.only_if``) is said per option, every option in words, so passing is
  said too: "To compete, turn RIGHT to ▲ and CENTRE to 0–14; to rest, turn RIGHT to ●; then press LOCK" —
  short "▲ Compete + CENTRE 0–14 · ● Rest · LOCK";
- a choice only the seat may see (``options_private``) names the wheel, never the options (CON-05).

The words are data (``content/told.yaml``); a game's screen adds its own verbs for its options (``choices``).
The seat itself is not named here: the TV shows it by its piece (colour, letter and shape) or its name.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

from games.core.codec import glyph
from games.core.content import load_yaml, packaged
from games.core.faces import COLOURS
from games.core.prompt import CHOICE, COLOUR, DIRECTION, NUMERIC, OFFSET, Field, Prompt


NBSP = "\u00a0"
"""Between a face and its option's name: a line never breaks between them."""


@dataclass(frozen=True)
class Told:
    """One seat's instruction: ``long`` a sentence, ``short`` one line for a full table."""

    long: str
    short: str
    tiny: str = ""
    """The short form without the wheels' names where the faces say them ("▲ Attack R/B · ● Block · LOCK")."""


@lru_cache(maxsize=1)
def words() -> dict[str, Any]:
    """The instruction words (content/told.yaml)."""
    return load_yaml(packaged("host.screen.table", "told.yaml"))[1]


def _wheel(f: Field) -> str:
    return str(f.wheel or "").upper()


def _label(option: Any) -> str:
    return str(option).replace("_", " ").capitalize()


def _span(low: int, high: int) -> str:
    return f"{low}–{high}" if high > low else f"{low}"


def _numbers(faces: list[int]) -> str:
    if len(faces) > 1 and faces == list(range(faces[0], faces[0] + len(faces))):
        return _span(faces[0], faces[-1])
    return ", ".join(str(n) for n in faces)


def _or(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _pairs(f: Field) -> list[tuple[Any, Any]]:
    return list(f.shown or zip(f.options, f.faces))


def _colours(f: Field) -> bool:
    return f.kind == COLOUR or (f.kind == CHOICE and not f.faces and bool(f.options)
                                and all(isinstance(o, str) and o in COLOURS for o in f.options))


def setting(f: Field) -> tuple[str, str]:
    """What to turn ``f``'s wheel to: (in a sentence, in the short form)."""
    said = words()
    if f.kind in NUMERIC:
        low, high = (f.low - f.base, f.high - f.base) if f.kind == OFFSET else (f.low, f.high)
        span = _span(low, high)
        if f.kind == OFFSET and f.base:
            span = said["more_than"].format(span=span, base=f.base)
        return span, span
    if f.kind == CHOICE and f.options_private:
        return said["private"], said["private_short"]
    if _colours(f):
        names = [str(o).capitalize() for o in f.options]
        return _or(names), "/".join(str(o)[:1].upper() for o in f.options)
    if f.kind == DIRECTION:
        arrows = " ".join(glyph(o) for o in f.options)
        return arrows, arrows
    if f.kind == CHOICE and not f.faces:
        span = _span(1, len(f.options))
        return span, span
    if f.kind == CHOICE:
        pairs = _pairs(f)
        if all(type(face) is int for _, face in pairs):
            if f.numbered or all(str(o) == str(face) for o, face in pairs):
                text = _numbers([face for _, face in pairs])
                return text, text
            text = ", ".join(f"{face} = {_label(o)}" for o, face in pairs)
            return text, text
        return (_or([f"{glyph(face)}{NBSP}{_label(o)}" for o, face in pairs]),
                " ".join(f"{glyph(face)}{NBSP}{_label(o)}" for o, face in pairs))
    text = " ".join(glyph(o) for o in f.options)
    return text, text


def _gate(prompt: Prompt) -> Field | None:
    """The choice on a wheel whose options open other fields (Compete + a wager, Rest alone), if any."""
    names = {f.only_if[0] for f in prompt.fields if f.only_if is not None and f.wheel is not None}
    return next((f for f in prompt.fields if f.name in names and f.wheel is not None and f.kind == CHOICE
                 and f.faces and not f.options_private), None)


def _turn(settings: list[tuple[Field, str]]) -> str:
    """"turn LEFT to ↑ ← and CENTRE to 1–30" (one wheel: "turn the CENTRE wheel to 1–4")."""
    if len(settings) == 1:
        f, to = settings[0]
        return f"turn the {_wheel(f)} wheel to {to}"
    return "turn " + " and ".join(f"{_wheel(f)} to {to}" for f, to in settings)


def field_instruction(prompt: Prompt, verbs: Mapping[str, str] | None = None) -> str:
    """The wheels of ``prompt`` as a sentence without the LOCK ("turn the CENTRE wheel to 1–4"); "" for none."""
    return _build(prompt, verbs or {})[0]


def _build(prompt: Prompt, verbs: Mapping[str, str]) -> tuple[str, str, str]:
    """(the sentence without its LOCK, the short form, the tiny form)."""
    fields = [f for f in prompt.fields if f.wheel is not None]
    if not fields:
        return "", "", ""
    gate = _gate(prompt)
    if gate is None:
        shown = [(f, setting(f)) for f in fields]
        short = " · ".join(f"{_wheel(f)} {short}" for f, (_, short) in shown)
        return (_turn([(f, long) for f, (long, _) in shown]), short,
                short if len(shown) == 1 else " · ".join(short for _, (_, short) in shown))
    said = {**words()["verbs"], **verbs}
    common = [f for f in fields if f is not gate and f.only_if is None]
    clauses, shorts, tinies = [], [], []
    for option, face in _pairs(gate):
        opened = [f for f in fields if f.only_if is not None and f.only_if[0] == gate.name and option in f.only_if[1]]
        mark = glyph(face)
        verb = said.get(str(option), _label(option).lower())
        turns = [(gate, mark)] + [(f, setting(f)[0]) for f in common + opened]
        clauses.append(f"to {verb}, turn " + " and ".join(f"{_wheel(f)} to {to}" for f, to in turns))
        shorts.append(" + ".join([f"{mark}{NBSP}{_label(option)}"] + [f"{_wheel(f)} {setting(f)[1]}" for f in opened]))
        tinies.append(" ".join([f"{mark}{NBSP}{_label(option)}"] + [setting(f)[1] for f in opened]))
    head = " · ".join(f"{_wheel(f)} {setting(f)[1]}" for f in common)
    tiny_head = " · ".join(setting(f)[1] for f in common)
    return ("; ".join(clauses), " · ".join(([head] if head else []) + shorts),
            " · ".join(([tiny_head] if tiny_head else []) + tinies))


def lower(sentence: str) -> str:
    """``sentence`` after a seat's name ("Red: turn ..."): its first letter in lower case unless a wheel's name."""
    first = sentence.split(" ", 1)[0]
    return sentence if first.isupper() else sentence[:1].lower() + sentence[1:]


def told(prompt: Prompt, keyboard: bool = False, verbs: Mapping[str, str] | None = None) -> Told:
    """What the seat asked ``prompt`` does, ending with its LOCK (Enter on the keyboard)."""
    said = words()
    key = "Enter" if keyboard else "LOCK"
    long, short, tiny = _build(prompt, verbs or {})
    if not long:
        press = said["press"].format(key=key)
        return Told(press[:1].upper() + press[1:], key, key)
    then = said["then"].format(key=key)
    sentence = long[:1].upper() + long[1:]
    sentence += f"; {then}" if _gate(prompt) is not None else f", {then}"
    return Told(sentence, f"{short} · {key}", f"{tiny} · {key}")
