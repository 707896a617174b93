"""Screen tests run headless: SDL's dummy video and audio drivers are set before pygame is imported."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse

import pytest

from games.core.faces import COLOURS
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session


def play_args(*argv: str) -> argparse.Namespace:
    from host.cli import build_parser
    parser, _ = build_parser()
    return parser.parse_args(["play", *argv])


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from host.screen.app import App
    a = App(play_args("--sim", "--seed", "3", "--windowed"))
    yield a
    a.close()


SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]
"""The table's three screen sizes (the layout tests)."""


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized(app, request):
    """The app drawing into a window of each of :data:`SIZES`."""
    import pygame
    app.window = pygame.display.set_mode(request.param)
    app._layout()
    app.sounds.enabled = False
    return app, request.param


def bot_session(players: int, seed: int, variant: str = "standard", humans: dict | None = None):
    colours = list(COLOURS[:players])
    humans = humans or {}
    plans = {c: SeatPlan(c, CONTROLLER, None, humans[c].uid) if c in humans else SeatPlan(c, BOT, "heuristic")
             for c in colours}
    return start_session("pixoid", {"players": colours, "variant": variant}, seed, plans, humans, None)


def dial_choice(controller, prompt, value) -> None:
    """Turn the centre wheel to ``value``'s 1-based number in a choice prompt (a Starting Pix)."""
    from games.core.codec import face_of
    controller.set_faces(number=face_of(prompt.fields[0], value))


def press(controller) -> None:
    controller.press_lock()
    controller.release_lock()
