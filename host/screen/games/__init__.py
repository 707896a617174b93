"""The console's per-game screens, found by convention (docs/architecture.md §2, §9): the screen of the game
``<name>`` is the package ``host.screen.games.<name>``; this module names no game.

Each screen package exposes ``GameScene`` (the scene that plays the game: ``GameScene(app, session,
keyboard, seed)``) and, for the generic results screen, ``headline(view)``, ``shows_scores(view)`` and
``draw_details(surface, left_top, view)``. A package is imported when first used and its names checked
then: one missing is a ScreenError naming the package and the name.
"""
from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

REQUIRED = ("GameScene", "headline", "shows_scores", "draw_details")
"""What every screen package must expose."""

SCREENS: dict[str, str] = {m.name: f"{__name__}.{m.name}" for m in sorted(pkgutil.iter_modules(__path__),
                                                                           key=lambda m: m.name) if m.ispkg}
"""The screen packages there are, by game name (found without importing them)."""

_checked: dict[str, ModuleType] = {}


class ScreenError(TypeError):
    """A screen package that breaks the convention (one line naming it and the name it lacks)."""


def check_screen(module: ModuleType) -> ModuleType:
    """``module`` if it exposes every :data:`REQUIRED` name, else ScreenError naming the first missing."""
    missing = [name for name in REQUIRED if name not in vars(module)]
    if missing:
        raise ScreenError(f"screen package {module.__name__} must expose {missing[0]} "
                          f"(every screen exposes {', '.join(REQUIRED)})")
    return module


def screen_for(game: str) -> ModuleType:
    """The screen package of ``game``, checked on first use; KeyError names the games that have one."""
    try:
        path = SCREENS[game]
    except KeyError:
        raise KeyError(f"no console screen for {game!r} (screens: {', '.join(SCREENS)})") from None
    if path not in _checked:
        _checked[path] = check_screen(importlib.import_module(path))
    return _checked[path]
