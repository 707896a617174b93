"""The scene contract (Tuxemon/arcade habit, docs/architecture.md §3): ``enter``, ``handle(intent)``, ``update(now)``,
``draw(surface)``, ``exit``; plus ``animating`` (the app caps frames at 60 fps only while it is true) and
``next_deadline`` (a time the scene must be woken at even without input, or None to sleep until input) and
``next_change`` (when what the scene has just drawn changes by itself — a notice expiring, a countdown — so
the app draws a frame then; None when it changes only on input or while ``animating``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from host.screen.intents import Intent

if TYPE_CHECKING:
    from host.screen.app import App


class Scene:
    """Base scene: does nothing, asks for nothing."""

    name = "scene"

    def __init__(self, app: "App") -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes current."""

    def exit(self) -> None:
        """Called when another scene replaces this one (release subscriptions here)."""

    def handle(self, intent: Intent) -> bool:
        """React to an intent; True if it was used."""
        return False

    def update(self, now: float) -> None:
        """Advance time-based things (animations, polling) to ``now`` (the app's clock, ``app.now()``)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene on the logical surface."""

    @property
    def animating(self) -> bool:
        return False

    def next_deadline(self) -> float | None:
        return None

    def next_change(self) -> float | None:
        """When what this scene has just drawn changes by itself (the app draws a frame then), or None."""
        return None

    def hints(self) -> list[tuple[str, str]]:
        """Key hints for the bottom line."""
        return []
