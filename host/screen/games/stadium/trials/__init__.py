"""One small drawer per Stadium trial (issue 13, docs/architecture.md §9), found by the trial's id: the module
``host.screen.games.stadium.trials.<id>`` exposes

    draw(surface, rect, trial, view, now) -> None

``rect`` is the logical rectangle (1280×720 frame) the drawer owns and must stay inside; ``trial`` is the TV
observation's ``"trial"`` entry (``id``, ``name``, ``kind``, ``talk``, ``summary``, ``step`` and the trial's
own ``state`` from ``Trial.view()``); ``view`` is the whole TV observation (seats, teams, Energy, Scores);
``now`` is ``time.monotonic()`` for animations. Drawers draw only through :mod:`host.screen.draw` (so the
layout and secrecy tests read every text box) and only what the public observation holds. Their words are
content: ``content/trials/<id>.yaml`` beside this package, read with :func:`words`.
"""
from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType
from typing import Any

from games.core.content import load_yaml, packaged


MODULES = {"100m": "sprint"}
"""Trial ids that are not module names (a module name cannot start with a digit): the drawer's module."""


def drawer(trial_id: str) -> ModuleType:
    """The drawer module of ``trial_id``; KeyError when the trial has none."""
    try:
        return importlib.import_module(f"{__name__}.{MODULES.get(trial_id, trial_id)}")
    except ModuleNotFoundError:
        raise KeyError(f"no drawer for Stadium trial {trial_id!r}") from None


@lru_cache(maxsize=32)
def words(trial_id: str) -> dict[str, Any]:
    """The drawer's words for ``trial_id`` (``content/trials/<id>.yaml``; an empty dict when it has none)."""
    path = packaged("host.screen.games.stadium", f"trials/{trial_id}.yaml")
    if not path.is_file():
        return {}
    _, data = load_yaml(path)
    return data if isinstance(data, dict) else {}
