"""Prompts: exactly who owes input, in which shape, under which rule — and validation against them.

One :class:`Prompt` per controller that must answer. A prompt is a tuple of :class:`Field` s; each field
is a controller face (direction / number / colour / symbol, read from a wheel) or a choice that is not on
a wheel (a list, a yes/no, a team split). Every input shape of docs/architecture.md §7 is one of:

- simultaneous secret wheel settings (Pixoid programming, Outspeed routes, Stadium wagers);
- a public choice from one seat at a time (Pixoid start Pix, Gymnastics bids; CON-08);
- a public yes/no with a secret token behind it (Outspeed declarations: ``Field.secret`` per field);
- a secret keep-one-of-two choice (Outspeed draws);
- a field that exists only for some values of another (``only_if``: Basketball Shoot+number / Pass+colour,
  Outspeed's wheel-X step);
- a team split of an amount between members within bounds (``SPLIT``; ST-28, AMB-51) — a shape the
  rules validate, never a controller field: games ask it as public share prompts (``games.core.split``);
- a raise dialled over a base (``OFFSET``: the value is ``base`` + the centre wheel, AMB-01), so numbers
  above the wheel's maximum stay reachable.

Each field names the wheel it is read from and, for a choice, the face that selects each option
(``faces``); ``games.core.codec`` turns wheel faces into values and back (docs/architecture.md §6,
"The wheel contract").

Validation (CON-04): only the fields a prompt names are read; any other key in an input is ignored.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from games.core.errors import IllegalInput

DIRECTION = "direction"
NUMBER = "number"
COLOUR = "colour"
SYMBOL = "symbol"
CHOICE = "choice"
SPLIT = "split"
OFFSET = "offset"
KINDS = (DIRECTION, NUMBER, COLOUR, SYMBOL, CHOICE, SPLIT, OFFSET)
NUMERIC = (NUMBER, OFFSET)

WHEELS = ("left", "centre", "right")
WHEEL_OF_KIND = {DIRECTION: "left", NUMBER: "centre", OFFSET: "centre", COLOUR: "centre", SYMBOL: "right",
                 CHOICE: "centre"}
"""The wheel a field kind is read from unless the field names another (CON-03; a choice defaults to its
1-based number on the centre wheel, CON-08). A split is never read from a wheel."""


@dataclass(frozen=True, slots=True)
class Field:
    """One value a prompt asks for."""

    name: str
    kind: str
    rule: str
    why: str = ""
    options: tuple[Any, ...] = ()
    low: int = 0
    high: int = 0
    refusals: tuple[tuple[Any, str], ...] = ()
    only_if: tuple[str, tuple[Any, ...]] | None = None
    secret: bool | None = None
    shares: tuple[tuple[str, int, int], ...] = ()
    total: int = 0
    wheel: str | None = None
    """The wheel this field is read from; by default the wheel of its kind (None for a split)."""
    faces: tuple[Any, ...] = ()
    """For a choice: the wheel face selecting each option, in option order (default: 1, 2, 3 ...)."""
    base: int = 0
    """For an offset field: the value the dialled number is added to (the last bid)."""
    numbered: bool = False
    """For a choice on numbered faces: each option is drawn with its number where it is (Pixoid's Starting
    Pix on the maze), so a legend names the numbers alone ("1, 3 or 4"), not what each selects."""
    options_private: bool = False
    """For a choice whose options come from the seat's private view (the Bonus tokens in a hand, the two
    drawn): the legend the table sees names the wheel, never how many options there are (CON-05); the
    seat's private channel lists what each number selects."""
    shown: tuple[tuple[Any, Any], ...] = ()
    """For a choice on a face map: the (option, face) pairs its legend shows, in the map's order, when
    they are more than the legal options — options refused now (``refusals``) for a reason the table may
    not learn, e.g. that none of the Bonus tokens in a hand can be played (CON-05). Dialling one reads back
    as that option, which validation refuses with its reason, privately."""

    def __post_init__(self) -> None:
        if self.wheel is None and self.kind in WHEEL_OF_KIND:
            object.__setattr__(self, "wheel", WHEEL_OF_KIND[self.kind])

    def legal_values(self) -> tuple[Any, ...]:
        """Every legal value (numbers expanded); a split has no finite list and returns ()."""
        if self.kind in NUMERIC:
            return tuple(range(self.low, self.high + 1))
        if self.kind == SPLIT:
            return ()
        return self.options

    def is_active(self, values: Mapping[str, Any]) -> bool:
        """Whether this field is asked, given the values of the fields it depends on."""
        if self.only_if is None:
            return True
        other, allowed = self.only_if
        return values.get(other) in allowed


@dataclass(frozen=True, slots=True)
class Prompt:
    """What one controller owes now. ``seat`` answers it on ``controller`` (they differ only for
    Pixoid's extra 3-player Bug, PX-44)."""

    seat: str
    controller: str
    fields: tuple[Field, ...]
    secret: bool
    rule: str
    reason: str

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)

    def is_field_secret(self, f: Field) -> bool:
        return self.secret if f.secret is None else f.secret


CHOSEN = "chosen"
"""What a secret value looks like to anyone but its owner before the reveal: it has been chosen (CON-05)."""


def public_values(prompt: Prompt, values: Mapping[str, Any]) -> dict[str, Any]:
    """What the table may see of one controller's input now (CON-05, CON-08): public fields as given,
    secret fields only as :data:`CHOSEN` — and not even that when whether the field is asked at all
    depends on a secret value (the presence alone would tell it)."""
    out: dict[str, Any] = {}
    for f in prompt.fields:
        if f.name not in values:
            continue
        if f.only_if is not None and out.get(f.only_if[0], CHOSEN) == CHOSEN:
            continue
        out[f.name] = CHOSEN if prompt.is_field_secret(f) else values[f.name]
    return out


def _refuse(prompt: Prompt, f: Field, value: Any, message: str) -> IllegalInput:
    return IllegalInput(f.rule, prompt.controller, f.name, value, message)


def check_field(prompt: Prompt, f: Field, value: Any) -> None:
    """Raise :class:`IllegalInput` unless ``value`` is legal for ``f``."""
    if f.kind == SPLIT:
        _check_split(prompt, f, value)
        return
    numeric = f.kind in NUMERIC
    if value is None:                       # the wheel's face selects nothing (games.core.codec.value_of)
        raise _refuse(prompt, f, value, _nothing_chosen(f))
    if (type(value) is int and f.low <= value <= f.high) if numeric else value in f.options:
        return
    if numeric and type(value) is not int:
        raise _refuse(prompt, f, value, f"{f.name} must be a whole number, not {value!r}.")
    why = next((why for bad, why in f.refusals if bad == value), None)
    if why is not None:
        raise _refuse(prompt, f, value, why)
    if numeric:
        raise _refuse(prompt, f, value, f.why or f"{f.name} must be from {f.low} to {f.high}, not {value}.")
    shown = ", ".join(str(o) for o in f.options) or "nothing"
    raise _refuse(prompt, f, value, f"{f.name} {value!r} is not allowed here ({f.why or 'allowed: ' + shown}).")


def _nothing_chosen(f: Field) -> str:
    """Why a field whose wheel selects nothing is refused, in words (never "None")."""
    what = f.name.replace("_", " ")
    allowed = f.why or (f"from {f.low} to {f.high}" if f.kind in NUMERIC
                        else "allowed: " + (", ".join(str(o) for o in f.options) or "nothing"))
    where = f"The {f.wheel.upper()} wheel shows" if f.wheel else "There is"
    return f"{where} no {what} that can be chosen now ({allowed})."


def _check_split(prompt: Prompt, f: Field, value: Any) -> None:
    members = {m for m, _, _ in f.shares}
    if not isinstance(value, Mapping) or set(value) != members:
        raise _refuse(prompt, f, value, f"{f.name} must give a share to exactly {', '.join(sorted(members))}.")
    for member, low, high in f.shares:
        share = value[member]
        if type(share) is not int or not low <= share <= high:
            raise _refuse(prompt, f, value, f"{member}'s share must be from {low} to {high}, not {share!r}.")
    if sum(value.values()) != f.total:
        raise _refuse(prompt, f, value, f"the shares must add up to {f.total}, not {sum(value.values())}.")


def validate_input(prompt: Prompt, given: Any) -> dict[str, Any]:
    """Check one controller's input; return only the active fields' values (CON-04)."""
    if type(given) is not dict and not isinstance(given, Mapping):
        raise IllegalInput(prompt.rule, prompt.controller, None, given,
                           f"the input for {prompt.controller} must name its fields, not {given!r}.")
    values: dict[str, Any] = {}
    for f in prompt.fields:
        if f.only_if is not None and not f.is_active(values):
            continue
        name = f.name
        if name not in given:
            raise _refuse(prompt, f, None, f"{prompt.controller} has not set {name} yet.")
        value = given[name]
        kind = f.kind
        # the common legal cases inline (this runs for every input of every step); check_field explains refusals
        if kind == NUMBER or kind == OFFSET:
            if not (type(value) is int and f.low <= value <= f.high):
                check_field(prompt, f, value)
        elif kind == SPLIT or value not in f.options:
            check_field(prompt, f, value)
        values[name] = value
    return values


def validate_inputs(prompts: Mapping[str, Prompt], inputs: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Check a whole input set: exactly the prompted controllers, each legal (CON-06, CON-07).

    Returns the cleaned inputs (only the fields each prompt reads). Raises :class:`IllegalInput` for the
    first problem found; nothing is changed either way.
    """
    clean: dict[str, dict[str, Any]] = {}
    for controller, prompt in prompts.items():
        if controller not in inputs:
            raise IllegalInput("CON-06", controller, None, None,
                               f"waiting for {controller}: every participant must lock in before the reveal.")
        clean[controller] = validate_input(prompt, inputs[controller])
    if len(inputs) != len(clean):
        unasked = next(c for c in inputs if c not in prompts)
        raise IllegalInput("CON-07", str(unasked), None, inputs[unasked], f"{unasked} is not asked for anything now.")
    return clean
