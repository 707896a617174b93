"""Outspeed's prompts (docs/rules/outspeed.md; docs/architecture.md §6, §7): the Bonus declaration — a
public yes/no on the right wheel with the secret token behind it on the centre wheel (OS-14, OS-17, CON-08,
AMB-14) —, the route on the right wheel (OS-35, OS-36, OS-39, OS-40, AMB-23), X on the centre wheel (OS-55,
AMB-22) and the token kept of the two drawn (OS-48). Which face selects which route and yes/no is content
(``content/wheels.yaml``, GAP-12, AMB-02). Prompts are immutable, so each is built once (lru_cache).

Every refusal sentence names its rule in parentheses; :func:`refined` gives the IllegalInput that rule.
"""
from __future__ import annotations

import re
from functools import lru_cache

from games.core.codec import FaceMap, load_face_maps
from games.core.content import packaged
from games.core.errors import IllegalInput
from games.core.prompt import CHOICE, NUMBER, Field, Prompt
from games.outspeed.bonus import NAMES, TOKENS
from games.outspeed.tiles import ROUTES

RULE_IN_SENTENCE = re.compile(r"\((?:[^()]*?[ ,])?((?:OS|AMB)-\d\d[a-z]?)\)")


@lru_cache(maxsize=1)
def face_maps() -> dict[str, FaceMap]:
    """The route and yes/no face maps (validated on first use)."""
    return load_face_maps(str(packaged("games.outspeed", "wheels.yaml")))


def token_name(token: str) -> str:
    return NAMES.get(token, token)


@lru_cache(maxsize=4096)
def declare_prompt(seat: str, playable: tuple[str, ...], refused: tuple[tuple[str, str], ...],
                   blocked: tuple[str, ...] = ()) -> Prompt:
    """OS-14: "I play a Bonus / I pass" in public; which token stays secret until the joint reveal (OS-18).
    ``playable``: the distinct kinds held that may be played now (sorted); ``refused``: (token, why) for
    every other kind, held or not (OS-14, OS-17, OS-28, AMB-20f); ``blocked``: why each held kind may not
    be played now (the reason a "yes" is refused when nothing held is playable)."""
    maps = face_maps()
    answers = ("yes", "no") if playable else ("no",)
    play_refusals = () if playable else (("yes", "you hold no token you may play now: " + " ".join(blocked)),)
    play = maps["declare"].field("play", "OS-14", answers, shown=("yes", "no"), why="play a Bonus token, or pass",
                                 refusals=play_refusals, secret=False)      # the same legend either way (CON-05)
    token = Field("token", CHOICE, "OS-14", "one of the tokens you hold that you may play now",
                  options=playable, refusals=refused, only_if=("play", ("yes",)), secret=True, options_private=True)
    return Prompt(seat, seat, (play, token), False, "OS-14", f"{seat}: play a Bonus token or pass")


def not_held(token: str) -> str:
    return f"you do not hold a {token_name(token)} (OS-14)."


@lru_cache(maxsize=4096)
def program_prompt(seat: str, options: tuple[str, ...], refused: tuple[tuple[str, str], ...]) -> Prompt:
    """OS-35: the route, secret, on the right wheel; ``options`` the lit routes the seat may take."""
    f = face_maps()["route"].field("route", "OS-35", options, why="a lit route you can afford: " + ", ".join(options),
                                   refusals=refused)
    return Prompt(seat, seat, (f,), True, "OS-35", f"{seat}: program your route in secret")


@lru_cache(maxsize=4096)
def x_prompt(seat: str, high: int, fuel: int) -> Prompt:
    """OS-55, AMB-22: X zones forward for X Fuel, secret, on the centre wheel; ``fuel`` is what the seat holds
    after the route's other costs, ``high`` that or the wheel's largest number if smaller (AMB-01)."""
    cap = f", and the wheel goes up to {high}" if high < fuel else ""
    why = (f"X moves you X zones for X Fuel, so X is from 0 to {high}: you have {fuel} Fuel after the route's "
           f"other costs{cap} (OS-55).")
    f = Field("x", NUMBER, "OS-55", why, low=0, high=high, secret=True)
    return Prompt(seat, seat, (f,), True, "OS-55", f"{seat}: dial X in secret")


@lru_cache(maxsize=4096)
def keep_prompt(seat: str, drawn: tuple[str, ...]) -> Prompt:
    """OS-48: keep one of the two tokens drawn (secret); the other goes under the pile."""
    options = tuple(sorted(set(drawn)))
    refused = tuple((t, f"you did not draw a {token_name(t)}: keep one of the two you drew (OS-48).")
                    for t in TOKENS if t not in options)
    f = Field("keep", CHOICE, "OS-48", "one of the two tokens you drew", options=options, refusals=refused,
              secret=True, options_private=True)
    return Prompt(seat, seat, (f,), True, "OS-48", f"{seat}: keep one of the two tokens you drew")


def widest_fields(wheel_max: int) -> tuple[Field, ...]:
    """Every field at its widest (the host checks the seated controllers' faces against these)."""
    return (declare_prompt("", tuple(TOKENS), ()).fields
            + program_prompt("", ROUTES, ()).fields
            + x_prompt("", wheel_max, wheel_max).fields
            + (Field("keep", CHOICE, "OS-48", options=tuple(TOKENS)[:2], secret=True),))


def refined(exc: IllegalInput) -> IllegalInput:
    """The refusal under the rule its sentence names (a field's refusals may cite several rules)."""
    m = RULE_IN_SENTENCE.search(exc.message)
    if m is None or m.group(1) == exc.rule:
        return exc
    return IllegalInput(m.group(1), exc.controller, exc.field, exc.value, exc.message)
