"""One seat's private view in words (docs/architecture.md §8; OS-11, OS-14, OS-18, OS-48): the Bonus tokens in its
hand, what each centre-wheel number selects while it may play one or keep one of two drawn, and the token it
committed until the joint reveal. The host shows these lines on that seat's private channel only (its
controller's screen or the TV peek); the table's legend names the wheel alone (``Field.options_private``).
"""
from __future__ import annotations

from typing import Any, Mapping

from games.core.codec import glyph
from games.outspeed.bonus import NAMES
from games.outspeed.prompts import face_maps


def _names(tokens: list[str]) -> str:
    return ", ".join(NAMES.get(t, t) for t in tokens) or "none"


def _numbered(tokens: list[str]) -> str:
    return " · ".join(f"{i} = {NAMES.get(t, t)}" for i, t in enumerate(tokens, 1))


def private_lines(private: Mapping[str, Any]) -> list[str]:
    """The lines for ``observe(state, seat)["private"]``."""
    lines = [f"Your tokens: {_names(list(private.get('hand') or ()))}"]
    choices = private.get("choices") or {}
    if "token" in choices:
        playable = list(choices["token"])
        faces = face_maps()["declare"].faces
        lines.append(f"To play one: RIGHT {glyph(faces['yes'])} Yes, CENTRE {_numbered(playable)}" if playable
                     else f"None of them can be played now: RIGHT {glyph(faces['no'])} No (pass)")
    if private.get("drawn"):
        lines.append(f"You drew: {_names(list(private['drawn']))}")
    if "keep" in choices:
        lines.append(f"Keep one: CENTRE {_numbered(list(choices['keep']))}")
    if private.get("committed"):
        lines.append(f"You play {NAMES.get(private['committed'], private['committed'])} (hidden until the reveal)")
    return lines
