"""A game screen's animation beats (pure: no pygame): each applied step's events become a list of
:class:`Beat` s that the table scene (:class:`host.screen.table.scene.TableScene`) plays one after
another, patching the model it draws from when each beat starts."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Beat:
    """One moment of an animation: ``patch`` is applied to the model when it starts, then it holds for
    ``duration`` seconds; ``sound`` (a :mod:`host.screen.sound` name) plays as it starts. A patch's
    ``"ticker"`` entry is the line the ticker gets."""

    kind: str
    duration: float
    patch: dict[str, Any] = field(default_factory=dict)
    sound: str | None = None
