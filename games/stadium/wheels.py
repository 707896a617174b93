"""Stadium's right-wheel choices (GAP-12, AMB-02): which symbol selects each option, from content.

``games/stadium/content/wheels.yaml`` names every Stadium option list; :func:`choice` builds the prompt
field for one, so a trial never writes a face in code and an option that is not offered now leaves the
others on their usual symbol.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from games.core.codec import FaceMap, load_face_maps
from games.core.content import packaged
from games.core.prompt import Field


@lru_cache(maxsize=1)
def face_maps() -> dict[str, FaceMap]:
    """Every Stadium choice's face map (validated on first use)."""
    return load_face_maps(str(packaged("games.stadium", "wheels.yaml")))


_CHOICES: dict[tuple[Any, ...], Field] = {}
"""The fields made so far (a field is immutable, and a trial asks the same few again and again), bounded."""


def choice(kind: str, name: str, rule: str, options: tuple[str, ...], **kwargs: Any) -> Field:
    """A right-wheel choice field among ``options`` of the choice ``kind`` ("jump_wait", ...)."""
    key = (kind, name, rule, options, *kwargs.items())
    try:
        made = _CHOICES.get(key)
    except TypeError:                               # an unhashable argument: made afresh
        return face_maps()[kind].field(name, rule, options, **kwargs)
    if made is None:
        if len(_CHOICES) >= 4096:
            _CHOICES.clear()
        made = _CHOICES[key] = face_maps()[kind].field(name, rule, options, **kwargs)
    return made
