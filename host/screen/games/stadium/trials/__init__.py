"""One small drawer per Stadium trial (issue 13, docs/architecture.md §9), named as the trial's rules module
(the TV view's ``trial["module"]``, games/stadium/trials/__init__.py): the module
``host.screen.games.stadium.trials.<module>`` exposes

    draw(surface, rect, trial, view, now) -> None

``rect`` is the logical rectangle (1280×720 frame) the drawer owns and must stay inside; ``trial`` is the TV
observation's ``"trial"`` entry (``id``, ``name``, ``kind``, ``talk``, ``summary``, ``step`` and the trial's
own ``state`` from ``Trial.view()``); ``view`` is the whole TV observation (seats, teams, Energy, Scores);
``now`` is the app's clock (``app.now()``) for animations. Drawers draw only through :mod:`host.screen.draw` (so the
layout and secrecy tests read every text box) and only what the public observation holds; they import no
rules module. Their words are the trial's content (games/stadium/content/<id>.yaml ``words.drawer``), carried
by the view and read with :func:`trial_words`; the words of parts the drawers share are
``content/trials/<part>.yaml`` beside this package, read with :func:`words`.
"""
from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType
from typing import Any, Mapping

from games.core.content import load_yaml, packaged


def drawer(module: str) -> ModuleType:
    """The drawer module named ``module`` (the TV view's ``trial["module"]``); KeyError when there is none."""
    try:
        return importlib.import_module(f"{__name__}.{module}")
    except ModuleNotFoundError:
        raise KeyError(f"no Stadium trial drawer named {module!r}") from None


def trial_words(trial: Mapping[str, Any]) -> dict[str, Any]:
    """The drawer's words of the trial ``trial`` (the TV view's ``trial`` entry: ``words["drawer"]``)."""
    return dict((trial.get("words") or {}).get("drawer") or {})


@lru_cache(maxsize=32)
def words(part: str) -> dict[str, Any]:
    """The words of a drawing part the trials share (``content/trials/<part>.yaml``, e.g. ``teamboard``; an
    empty dict when it has none)."""
    path = packaged("host.screen.games.stadium", f"trials/{part}.yaml")
    if not path.is_file():
        return {}
    _, data = load_yaml(path)
    return data if isinstance(data, dict) else {}
