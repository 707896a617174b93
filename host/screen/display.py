"""Opening the TV's display, and knowing when there is none (issue 7; docs/console.md "No display").

SDL 2.30+ falls back to its ``offscreen`` driver when no X11, Wayland or KMS screen can be opened, so a
window "opens" that nobody can see. :func:`display_problem` initialises SDL's video and reports that case
(and any failure) as one sentence; a driver the user asked for by name (``SDL_VIDEODRIVER=dummy`` in tests
and benchmarks) is accepted as asked. The console commands then play headless (see docs/console.md).

Native libraries (ALSA, SDL's Wayland/PulseAudio probes) write straight to file descriptor 2 while SDL
starts; :func:`quiet_native_stderr` sends those lines to /dev/null unless ``EIGHTBIT_DEBUG=1``.
"""
from __future__ import annotations

import contextlib
import os
import sys
from typing import Iterator

import pygame

from host.settings import debug

INVISIBLE_DRIVERS = ("offscreen", "dummy")


@contextlib.contextmanager
def quiet_native_stderr() -> Iterator[None]:
    """Silence what C libraries print on fd 2 inside the block (kept under ``EIGHTBIT_DEBUG=1``)."""
    if debug():
        yield
        return
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def display_problem() -> str | None:
    """None when a real display (or a driver asked for by name) is open for SDL, else why not."""
    asked = (os.environ.get("SDL_VIDEODRIVER") or "").strip().lower()
    try:
        with quiet_native_stderr():
            pygame.display.init()
    except pygame.error as exc:
        return f"no display available ({str(exc).strip() or 'SDL could not start its video'})"
    driver = (pygame.display.get_driver() or "").lower()
    if driver in INVISIBLE_DRIVERS and driver != asked:
        pygame.display.quit()
        return "no display available (no X11, Wayland or KMS screen; SDL would draw off-screen)"
    return None


def debug_note(text: str) -> None:
    """One line on stderr for developers (``EIGHTBIT_DEBUG=1``), nothing otherwise."""
    if debug():
        print(f"eightbit: {text}", file=sys.stderr, flush=True)


def window_or_headless(verb: str, game: str | None = None) -> bool:
    """True when the console window can open for ``game``; otherwise say why in one line and return False,
    and the command plays headless (the play-by-play) instead of running an invisible window. A game without
    a console screen yet (:mod:`host.screen.games`) is played headless too."""
    from host.screen.games import SCREENS
    if game is not None and game not in SCREENS:
        print(f"eightbit {verb}: {game} has no console screen yet; playing headless instead (the play-by-play)",
              file=sys.stderr, flush=True)
        return False
    problem = display_problem()
    if problem is None:
        return True
    print(f"eightbit {verb}: {problem}; playing headless instead (--headless skips this check)",
          file=sys.stderr, flush=True)
    return False
