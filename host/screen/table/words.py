"""Plain words for the TV (docs/console.md "At the table"): seat names, rule IDs taken out of game text
(a rule ID belongs in a details view, never on the table screen), and the per-seat instruction built from
a prompt's fields (:mod:`host.screen.table.told`; CON-03, CON-04)."""
from __future__ import annotations

from typing import Iterable, Mapping

from games.core.prompt import Prompt
from host.private.lines import plain
from host.screen.controls import HOLD_PEEK_S
from host.screen.table.told import Told, field_instruction, lower, told

__all__ = ["Told", "field_instruction", "instruction", "plain", "private_hint", "refusal_notice", "told", "who"]


def who(seats: Iterable[str]) -> str:
    """``Red``, ``Red and Blue``, ``Red, Blue and Green``."""
    names = [s.capitalize() for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def private_hint(prompt: Prompt, where: str | None, keyboard: bool = False) -> str:
    """Where a seat finds the numbers of a choice only it may see (``Field.options_private``): its controller's
    screen (``where`` "screen"), or the TV peek (hold LOCK; P on the keyboard); "" when the prompt has none."""
    if not any(f.options_private and f.wheel is not None for f in prompt.fields):
        return ""
    if where == "screen":
        return "your numbers are on your controller's screen"
    return ("press P to see your numbers" if keyboard else
            f"hold LOCK {HOLD_PEEK_S:g} seconds to see your numbers")


def instruction(seat: str, prompt: Prompt, keyboard: bool = False, verbs: Mapping[str, str] | None = None) -> str:
    """The whole instruction for one seat: "Red: turn the CENTRE wheel to 1–4, then press LOCK"""
    return f"{seat.capitalize()}: {lower(told(prompt, keyboard, verbs).long)}"


def refusal_notice(seat: str, where: str | None, keyboard: bool = False) -> str:
    """What the TV says when ``seat``'s setting is refused: that it was, and where the seat reads why (its
    controller's screen, ``where`` "screen"; else the peek) — never the reason, which is the seat's alone
    (CON-05)."""
    if where == "screen":
        see = "look at your controller"
    else:
        see = "press P to see why" if keyboard else f"hold LOCK {HOLD_PEEK_S:g} seconds to see why"
    return f"{seat.capitalize()}: not allowed — {see}"
