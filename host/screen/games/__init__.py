"""The console's per-game screens, by game name: the one place the screen layer names a game.

Each entry is a package exposing ``GameScene`` (the scene that plays the game: ``GameScene(app, session,
keyboard, seed)``) and, for the generic results screen, ``headline(view)``, ``shows_scores(view)`` and
``draw_details(surface, left_top, view)``. Packages are imported when first used.
"""
from __future__ import annotations

import importlib
from types import ModuleType

SCREENS: dict[str, str] = {game: f"host.screen.games.{game}" for game in ("pixoid", "outspeed", "stadium")}


def screen_for(game: str) -> ModuleType:
    """The screen package of ``game``; KeyError names the games that have one."""
    try:
        return importlib.import_module(SCREENS[game])
    except KeyError:
        raise KeyError(f"no console screen for {game!r} (screens: {', '.join(SCREENS)})") from None
