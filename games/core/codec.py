"""The wheel codec: wheel faces ⇄ prompt values (CON-03, CON-04, CON-08, GAP-01, GAP-12, AMB-01, AMB-02).

One place turns what a controller's wheels show into the values a prompt asks for (:func:`decode`, what
the session uses) and back (:func:`encode`, what tests, bots on real hardware and the TV hints use). Each
:class:`~games.core.prompt.Field` names its wheel; a choice names the face that selects each option (game
content, loaded with :func:`load_face_maps`; by default a choice is dialled as its 1-based number on the
centre wheel). :func:`check_prompt` proves a prompt is answerable on a face table: every legal value is
reachable, reads back identically, and no two active fields share a wheel. See docs/architecture.md §6,
"The wheel contract".

games/ never imports hal: a face table reaches the codec as :class:`Wheels`, plain facts.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

from games.core.content import load_yaml, need, packaged
from games.core.errors import ContentError
from games.core.faces import COLOURS, DIRECTIONS, SYMBOLS
from games.core.prompt import CHOICE, COLOUR, NUMERIC, OFFSET, SPLIT, WHEELS, Field, Prompt

READING_KEY = {"left": "direction", "right": "symbol"}
"""The key of a controller reading (``Snapshot.faces``) that each side wheel fills."""


class CodecError(ValueError):
    """A value that no wheel setting gives, or a prompt the wheels cannot carry."""


@dataclass(frozen=True)
class Wheels:
    """What a controller's wheels can show: a face table as plain data (hal's FaceTable, hardware/faces)."""

    name: str
    directions: tuple[str, ...]
    numbers: tuple[int, ...]
    colours: tuple[str | None, ...]
    """The colour printed beside each number (parallel to ``numbers``; None where there is none)."""
    symbols: tuple[str, ...]

    @property
    def number_max(self) -> int:
        """The centre wheel's largest number (AMB-01)."""
        return max(self.numbers)

    def shows(self, wheel: str, face: Any) -> bool:
        if wheel == "left":
            return face in self.directions
        if wheel == "right":
            return face in self.symbols
        if isinstance(face, str):
            return face in self.colours
        return type(face) is int and face in self.numbers

    def reading(self, setting: Mapping[str, Any]) -> dict[str, Any]:
        """The reading a controller reports with its wheels turned to ``setting`` (wheel -> face)."""
        bad = next((w for w, face in setting.items() if not self.shows(w, face)), None)
        if bad is not None:
            raise CodecError(f"the {bad} wheel of the {self.name} face table does not show {face_text(setting[bad])}")
        out: dict[str, Any] = {"direction": setting.get("left"), "number": None, "colour": None,
                               "symbol": setting.get("right")}
        centre = setting.get("centre")
        if isinstance(centre, str):
            out["number"], out["colour"] = self.numbers[self.colours.index(centre)], centre
        elif centre is not None:
            out["number"], out["colour"] = centre, self.colours[self.numbers.index(centre)]
        return out


def wheel_range(wheels: Iterable[Wheels]) -> int:
    """The largest number every one of these controllers can dial (AMB-01)."""
    return min(w.number_max for w in wheels)


# ---- faces of a field ---------------------------------------------------------------------------
def _colour_faces(f: Field) -> bool:
    return f.kind == COLOUR or (f.kind == CHOICE and bool(f.faces) and isinstance(f.faces[0], str))


def face_of(f: Field, value: Any) -> Any:
    """The face on ``f.wheel`` that selects ``value``."""
    if f.wheel is None or f.kind == SPLIT:
        raise CodecError(f"{f.name} ({f.rule}) is not read from a wheel")
    if f.kind == OFFSET:
        return value - f.base
    if f.kind == CHOICE:
        i = f.options.index(value)
        return f.faces[i] if f.faces else i + 1
    return value


def value_of(f: Field, face: Any) -> Any:
    """The value a face gives for ``f``; None when the face selects nothing (validation refuses it)."""
    if face is None:
        return None
    if f.kind == OFFSET:
        return face + f.base if type(face) is int else None
    if f.kind == CHOICE:
        if f.faces:
            if face in f.faces:
                return f.options[f.faces.index(face)]
            return next((option for option, shown in f.shown if shown == face), None)
        return f.options[face - 1] if type(face) is int and 1 <= face <= len(f.options) else None
    return face


def faces_needed(f: Field) -> tuple[Any, ...]:
    """Every face ``f`` can ask its wheel for (one per legal value)."""
    return tuple(face_of(f, v) for v in f.legal_values())


def _read(f: Field, reading: Mapping[str, Any]) -> Any:
    key = READING_KEY.get(f.wheel or "") or ("colour" if _colour_faces(f) else "number")
    return reading.get(key)


# ---- decode / encode ------------------------------------------------------------------------------
def decode(prompt: Prompt, reading: Mapping[str, Any]) -> dict[str, Any]:
    """The values a controller reading (``{"direction", "number", "colour", "symbol"}``) gives for the
    prompt's active fields; other wheels are not read (CON-04). Validation is the game's job."""
    values: dict[str, Any] = {}
    for f in prompt.fields:
        if f.is_active(values):
            values[f.name] = value_of(f, _read(f, reading)) if f.wheel is not None else None
    return values


def encode(prompt: Prompt, values: Mapping[str, Any]) -> dict[str, Any]:
    """The wheel setting (wheel -> face) that gives ``values`` for the prompt's active fields."""
    setting: dict[str, Any] = {}
    seen: dict[str, Any] = {}
    for f in prompt.fields:
        if not f.is_active(seen):
            continue
        if f.name not in values:
            raise CodecError(f"no value for {f.name}")
        seen[f.name] = values[f.name]
        if f.wheel in setting:
            raise CodecError(f"{f.name} and another active field of {prompt.rule} both need the {f.wheel} wheel")
        try:
            setting[str(f.wheel)] = face_of(f, values[f.name])
        except (ValueError, TypeError):
            raise CodecError(f"{f.name}: no face selects {values[f.name]!r}") from None
    return setting


def reads(prompt: Prompt) -> frozenset[str]:
    """The wheels a prompt reads, whichever of its fields are active (CON-04: the others are ignored)."""
    return frozenset(f.wheel for f in prompt.fields if f.wheel is not None)


# ---- proof ----------------------------------------------------------------------------------------
def legal_combinations(prompt: Prompt) -> Iterator[dict[str, Any]]:
    """Every legal combination of values of the prompt's active fields (``only_if`` followed)."""
    def walk(i: int, values: dict[str, Any]) -> Iterator[dict[str, Any]]:
        if i == len(prompt.fields):
            yield dict(values)
            return
        f = prompt.fields[i]
        if not f.is_active(values):
            yield from walk(i + 1, values)
            return
        for v in f.legal_values() if f.kind != SPLIT else (None,):
            values[f.name] = v
            yield from walk(i + 1, values)
        values.pop(f.name, None)
    yield from walk(0, {})


@lru_cache(maxsize=65536)
def check_prompt(prompt: Prompt, wheels: Wheels) -> tuple[str, ...]:
    """Why ``prompt`` cannot be answered on ``wheels`` (empty when every legal value is reachable on them,
    reads back identically, and no two active fields share a wheel)."""
    where = f"{prompt.rule} ({prompt.controller})"
    for f in prompt.fields:
        if f.kind == SPLIT or f.wheel is None:
            return (f"{where}: {f.name} is a team split; splits are asked as share prompts (AMB-51)",)
        if f.wheel not in WHEELS:
            return (f"{where}: {f.name} names no wheel ({f.wheel!r})",)
        if f.kind == CHOICE and f.faces and len(set(f.faces)) != len(f.options):
            return (f"{where}: {f.name} needs one distinct face per option",)
        missing = [face for face in faces_needed(f) if not wheels.shows(f.wheel, face)]
        if missing:
            return (f"{where}: {f.name} needs {face_text(missing[0])} on the {f.wheel} wheel, "
                    f"which the {wheels.name} face table does not have",)
    for values in legal_combinations(prompt):
        try:
            setting = encode(prompt, values)
        except CodecError as exc:
            return (f"{where}: {exc}",)
        back = decode(prompt, wheels.reading(setting))
        if back != values:
            return (f"{where}: {values} dialled as {setting} reads back as {back}",)
    return ()


def face_text(face: Any) -> str:
    """A face in a sentence: "the number 12", "green circle"."""
    return f"the number {face}" if type(face) is int else str(face).replace("_", " ")


# ---- content: option -> face maps (GAP-12) --------------------------------------------------------
@dataclass(frozen=True)
class FaceMap:
    """Which face of ``wheel`` selects each option of one kind of choice (game content, GAP-12): a
    mapping option -> face, or faces in order (the first option listed gets the first face; AMB-02)."""

    wheel: str
    faces: Mapping[Any, Any] | tuple[Any, ...]

    def faces_for(self, options: tuple[Any, ...]) -> tuple[Any, ...]:
        if isinstance(self.faces, tuple):
            if len(options) > len(self.faces):
                raise CodecError(f"{len(options)} options but only {len(self.faces)} faces on the {self.wheel} wheel")
            return self.faces[:len(options)]
        missing = [o for o in options if o not in self.faces]
        if missing:
            raise CodecError(f"no face selects {missing[0]!r} on the {self.wheel} wheel")
        return tuple(self.faces[o] for o in options)

    def field(self, name: str, rule: str, options: tuple[Any, ...], shown: tuple[Any, ...] = (),
              **kwargs: Any) -> Field:
        """A choice among ``options`` read from this map's wheel. ``shown``: options the legend shows
        whether or not they are legal now (``Field.shown``), so the legend does not depend on a secret;
        only a map that names each option's face can show them."""
        pairs: tuple[tuple[Any, Any], ...] = ()
        if shown:
            if isinstance(self.faces, tuple):
                raise CodecError(f"{name}: options listed in order cannot show refused ones on the {self.wheel} wheel")
            self.faces_for(tuple(shown))
            pairs = tuple((o, face) for o, face in self.faces.items() if o in shown or o in options)
        return Field(name, CHOICE, rule, options=options, wheel=self.wheel, faces=self.faces_for(options),
                     shown=pairs, **kwargs)


_VOCABULARY = {"left": DIRECTIONS, "right": SYMBOLS}


def load_face_maps(path: str | Path) -> dict[str, FaceMap]:
    """``{name: FaceMap}`` from a YAML file of ``name: {wheel: right, faces: {option: face, ...}}`` or
    ``name: {wheel: right, faces: [face, ...]}`` (options in the order listed)."""
    file, data = load_yaml(path)
    if not isinstance(data, dict):
        raise ContentError(file, "(file)", "must map choice names to {wheel, faces}")
    out: dict[str, FaceMap] = {}
    for name, entry in data.items():
        wheel = need(entry, "wheel", str, file, f"{name}.wheel")
        if wheel not in WHEELS:
            raise ContentError(file, f"{name}.wheel", f"must be one of {', '.join(WHEELS)}, not {wheel!r}")
        faces = need(entry, "faces", (dict, list), file, f"{name}.faces")
        pairs = list(faces.items()) if isinstance(faces, dict) else list(enumerate(faces, start=1))
        known = _VOCABULARY.get(wheel, COLOURS)
        for option, face in pairs:
            if not (face in known or (wheel == "centre" and type(face) is int and face >= 0)):
                raise ContentError(file, f"{name}.faces.{option}", f"{face!r} is not a face of the {wheel} wheel")
        if len({face for _, face in pairs}) != len(pairs):
            raise ContentError(file, f"{name}.faces", "two options share a face")
        out[str(name)] = FaceMap(wheel, dict(faces) if isinstance(faces, dict) else tuple(faces))
    return out


# ---- legends --------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _glyphs() -> dict[str, dict[str, str]]:
    file, data = load_yaml(packaged("games.core", "wheels.yaml"))
    return {k: dict(need(data, k, dict, file, k)) for k in ("wheels", "directions", "symbols")}


def glyph(face: Any) -> str:
    """How one face is written in a legend."""
    g = _glyphs()
    return g["directions"].get(face) or g["symbols"].get(face) or str(face)


def legend(f: Field) -> str:
    """A short legend for one field, for the TV and the controller ("▲ Jump  ● Wait")."""
    wheel = _glyphs()["wheels"].get(f.wheel or "", str(f.wheel))
    if f.kind in NUMERIC:
        low, high = (f.low - f.base, f.high - f.base) if f.kind == OFFSET else (f.low, f.high)
        span = f"{low}–{high}" if high > low else f"{low}"
        over = f" to raise over {f.base}" if f.kind == OFFSET else ""
        return f"turn the {wheel} wheel to {span}{over}"
    if f.kind == CHOICE and f.options_private:
        return f"turn the {wheel} wheel to your private number"
    if f.kind == CHOICE and not f.faces:
        return f"turn the {wheel} wheel to 1–{len(f.options)}" if len(f.options) > 1 else f"turn the {wheel} wheel to 1"
    if f.kind == CHOICE:
        pairs = f.shown or tuple(zip(f.options, f.faces))
        if all(type(face) is int for _, face in pairs):               # options on numbers (Weightlifting's rows)
            if f.numbered or all(str(o) == str(face) for o, face in pairs):
                return f"turn the {wheel} wheel to {_numbers([face for _, face in pairs])}"
            return f"turn the {wheel} wheel: " + ", ".join(f"{face} = {_label(o)}" for o, face in pairs)
        return "  ".join(f"{glyph(face)} {_label(o)}" for o, face in pairs)
    return f"{wheel}: " + "  ".join(glyph(o) for o in f.options)


def _label(option: Any) -> str:
    return str(option).replace("_", " ").capitalize()


def _numbers(faces: list[int]) -> str:
    """``1–6`` for a run, ``2, 4, 5`` otherwise."""
    if len(faces) > 1 and faces == list(range(faces[0], faces[0] + len(faces))):
        return f"{faces[0]}–{faces[-1]}"
    return ", ".join(str(n) for n in faces)


@lru_cache(maxsize=4096)
def prompt_legend(prompt: Prompt) -> str:
    """The legends of every field of a prompt, one after the other."""
    return " · ".join(f"{f.name}: {legend(f)}" for f in prompt.fields if f.wheel is not None)
