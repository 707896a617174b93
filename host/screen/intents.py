"""The ONE place that turns device events into intents (docs/architecture.md §3; the Tuxemon/arcade habit).

Scenes and overlays never look at raw pygame events: they receive :class:`Intent` s. Device events are
keyboard keys, window events (close, resize) and the custom events other threads post — a controller
changed (``WAKE``, from ``Session.on_wake`` / controller subscriptions) and discovery finished
(``DISCOVERED``). The controllers' own wheels and LOCK buttons become intents in
:mod:`host.screen.controls` (``turn``, ``press``, ``release``, ``hold``), read on the same loop.

Keys (also on screen and in docs/console.md):

=====================  ==========================================================
Esc                    back / pause                          → ``back``
H, F1                  rules help                            → ``help``
F11                    fullscreen on/off                     → ``fullscreen``
Enter                  confirm / start / lock (keyboard seat) → ``confirm``
Space                  lock in (keyboard seat)               → ``lock``
arrow keys             direction / move selection            → ``direction`` (up/right/down/left)
0-9                    number (distance, Starting Pix)       → ``digit``
+ / -                  number up / down                      → ``adjust`` (+1 / -1)
[ / ]                  right-wheel symbol back / on          → ``symbol`` (-1 / +1)
Tab / Shift+Tab        next / previous keyboard seat         → ``next`` / ``prev``
Ctrl+R/B/G/Y/P/O       host key: lock that colour's controller → ``host_lock`` (colour)
Delete, Backspace      remove                                → ``delete``
other letters          scene commands                        → ``letter`` (lower-case)
=====================  ==========================================================
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from games.core.faces import COLOUR_LETTERS

WAKE = pygame.event.custom_type()
"""Posted from controller reader threads: something changed on a controller."""
DISCOVERED = pygame.event.custom_type()
"""Posted by the lobby's discovery thread: ``event.controllers`` found, ``event.problems``."""
STOP = pygame.event.custom_type()
"""Posted by a timer to end the loop (benchmarks, autoplay)."""

LETTER_COLOUR = {v.lower(): k for k, v in COLOUR_LETTERS.items()}

ARROWS = {pygame.K_UP: "up", pygame.K_RIGHT: "right", pygame.K_DOWN: "down", pygame.K_LEFT: "left"}
DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(10)} | {getattr(pygame, f"K_KP{i}"): i for i in range(10)}


@dataclass(frozen=True)
class Intent:
    """What the people at the table want, independent of the device that said it."""

    kind: str
    value: Any = None


def translate(event: pygame.event.Event) -> list[Intent]:  # noqa: C901 - one branch per device event type
    """The intents one device event carries (often none)."""
    t = event.type
    if t == pygame.QUIT:
        return [Intent("quit")]
    if t == STOP:
        return [Intent("quit")]
    if t == WAKE:
        return [Intent("wake")]
    if t == DISCOVERED:
        return [Intent("discovered", (getattr(event, "controllers", {}), getattr(event, "problems", [])))]
    if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        return [Intent("resize")]
    if t in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
        return [Intent("redraw")]
    if t != pygame.KEYDOWN:
        return []
    key, mod = event.key, event.mod
    if key == pygame.K_F11:
        return [Intent("fullscreen")]
    if key in (pygame.K_F1, pygame.K_h) and not mod & pygame.KMOD_CTRL:
        return [Intent("help")]
    if key == pygame.K_ESCAPE:
        return [Intent("back")]
    if mod & pygame.KMOD_CTRL:
        ch = pygame.key.name(key)
        if ch in LETTER_COLOUR:
            return [Intent("host_lock", LETTER_COLOUR[ch])]
        if ch == "q":
            return [Intent("quit")]
        return []
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        return [Intent("confirm")]
    if key == pygame.K_SPACE:
        return [Intent("lock")]
    if key in ARROWS:
        return [Intent("direction", ARROWS[key])]
    if key in DIGITS:
        return [Intent("digit", DIGITS[key])]
    if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_PAGEUP):
        return [Intent("adjust", +1)]
    if key in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_PAGEDOWN):
        return [Intent("adjust", -1)]
    if key in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET):
        return [Intent("symbol", -1 if key == pygame.K_LEFTBRACKET else +1)]
    if key == pygame.K_TAB:
        return [Intent("prev" if mod & pygame.KMOD_SHIFT else "next")]
    if key in (pygame.K_DELETE, pygame.K_BACKSPACE):
        return [Intent("delete")]
    name = pygame.key.name(key)
    if len(name) == 1 and name.isalpha():
        return [Intent("letter", name.lower())]
    return []
