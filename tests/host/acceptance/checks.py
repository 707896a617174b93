"""What every frame of the table must satisfy (issue 19 item 4), as pure functions over draw-log frames:
no developer text on the TV (``None``, traceback text, errno, file paths, rule IDs), a headline that is there
and whole on every game frame, and a seat that owes input told what to do (its own line, or "Everyone: …")."""
from __future__ import annotations

import re
from typing import Iterable

from host.screen import theme
from host.screen.games import SCREENS
from tests.host.acceptance.drawlog import Frame

JUNK = {
    "None": re.compile(r"\bNone\b"),
    "traceback text": re.compile(r"Traceback|File \"[^\"]*\", line \d+|\b[A-Z]\w*(?:Error|Exception)\b"),
    "errno": re.compile(r"\[Errno\b|\berrno\b|\bErrno \d+", re.IGNORECASE),
    "file path": re.compile(r"(?:^|[\s(\"'=:])(?:~|\.{1,2})?/(?:[^\s/]+/)+[^\s/]*"
                            r"|\b[\w-]+\.(?:py|jsonl|json|yaml|log)\b"),
    "rule ID": re.compile(r"\b[A-Z]{2,4}-\d\d\b"),
}
GAME_SCENES = frozenset(SCREENS)


def junk(frame: Frame) -> list[tuple[str, str]]:
    """(kind, string) for every drawn string of ``frame`` that carries developer text."""
    return [(kind, s) for s in frame.log for kind, pattern in JUNK.items() if pattern.search(s)]


def is_game_frame(frame: Frame) -> bool:
    """A frame of the game's own screen with nothing over it (no overlay, no error bar)."""
    return frame.scene in GAME_SCENES and not frame.overlays and not frame.error


def headline_problem(frame: Frame) -> str | None:
    """Why the headline of a game frame is wrong ("empty", "cut: …"), or None."""
    if not is_game_frame(frame):
        return None
    heads = [b for b in frame.headline() if b.text.strip()]
    if not heads:
        return "empty"
    for b in heads:
        if "…" in b.text or "..." in b.text or b.cut:
            return f"cut: {b.text!r}"
    return None


def _head(seat: str) -> re.Pattern[str]:
    word = re.escape(seat.capitalize())
    return re.compile(rf"^(?:{word}(?: \({re.escape(theme.letter(seat))}\))?|Everyone)\s*[:,]\s*\S")


INSTRUCTION = re.compile(r"\bLOCK\b|\b(?:LEFT|CENTRE|RIGHT)\b")
"""An instruction names the button or a wheel."""


def told(frame: Frame, seat: str) -> bool:
    """Whether ``frame`` tells ``seat`` what to do: a visible line (not the headline) that starts with its
    name or "Everyone" and goes on, or a line of instructions on the row of the seat's piece (its letter)."""
    head = _head(seat)
    if any(b.role == "text" and head.match(b.text.strip()) for b in frame.boxes):
        return True
    letter = theme.letter(seat)
    return any(b.role == "label" and b.text == letter and any(
        o.role == "text" and INSTRUCTION.search(o.text) for o in frame.same_row(b)[:1]) for b in frame.boxes)


def told_for(frame: Frame, seat: str, controller: str) -> bool:
    """:func:`told` for the controller ``controller`` of ``seat``: a seat's second controller (a 3-player
    extra Bug) needs a line that names that controller too."""
    if controller == seat:
        return told(frame, seat)
    head = _head(seat)
    return any(b.role == "text" and head.match(b.text.strip()) and controller in b.text.split(":")[0].lower()
               for b in frame.boxes)


def summary(items: Iterable[str], most: int = 6) -> str:
    """At most ``most`` distinct items, with how many more there were."""
    seen = list(dict.fromkeys(items))
    more = f" (+{len(seen) - most} more)" if len(seen) > most else ""
    return "; ".join(seen[:most]) + more
