"""One seat's private view as short lines of text, the same for every backend (docs/architecture.md §8).

Order: why the seat's setting was refused (it must change it; in plain words, without the rule ID the game's
refusal names), what it has locked in, then the game's
``observe(state, seat)["private"]`` in the game's words (``private_lines``, games/core/game.py: a game that
declares none gets plain JSON written out, a mapping as "Key: value" lines, a list as its items), so the
host needs to know no game.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from games.core.codec import face_of, glyph
from games.core.game import ProcessedGame, words_of
from games.core.prompt import Prompt


_RULE_ID = r"(?:CON|PX|OS|ST|GAP|AMB|DS)(?:-[A-Z0-9]+)*-\d+[a-z]?"
_RULE_REF = re.compile(rf"\s*\((?:[^()]*?\b{_RULE_ID}\b[^()]*?)\)|\b{_RULE_ID}\b:?\s*")


def plain(text: str) -> str:
    """``text`` without rule IDs or the brackets around them ("Bugs stay silent (PX-15)." → "Bugs stay silent.");
    a rule ID is developer text, never shown to a player (docs/architecture.md §11)."""
    out = _RULE_REF.sub("", text)
    return re.sub(r"\s+([.,;:!?])", r"\1", re.sub(r"\s{2,}", " ", out)).strip()


def locked_line(prompt: Prompt, values: Mapping[str, Any]) -> str:
    """"You locked in: direction ←, distance 5" — the wheel faces of what the seat locked in."""
    parts = []
    for f in prompt.fields:
        if f.name in values:
            try:
                shown = glyph(face_of(f, values[f.name]))
            except (KeyError, ValueError, TypeError):
                shown = words_of(values[f.name])
            parts.append(f"{f.name.replace('_', ' ')} {shown}")
    return "You locked in: " + ", ".join(parts) if parts else "You locked in."


def private_lines(game: ProcessedGame, private: Any, note: str = "",
                  locked: Sequence[tuple[Prompt, Mapping[str, Any]]] = ()) -> list[str]:
    """Everything private to one seat, as lines (empty when the seat has nothing private now)."""
    lines = [f"Refused: {plain(note)}", "Change it and lock again."] if note else []
    lines += [locked_line(p, v) for p, v in locked]
    lines += list(game.private_lines(private)) if private else []
    return lines
