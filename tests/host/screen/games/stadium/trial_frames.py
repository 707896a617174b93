"""Real TV observations of one Stadium trial, for the drawer tests and screenshots: a practice game whose
track is that trial alone (games/stadium/options.py ``trials``) played by seeded bots, one frame before every
step (the observation the TV shows while the seats choose) and one for the finished trial (its last
observation with the last step's events, as the scene keeps it on screen: host/screen/games/stadium/trials/
parts.py ``ended``); and a trial's drawer drawn over one of them on a screen of a given size."""
from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any, Iterator

import pygame

from games.core.faces import COLOURS
from games.core.runner import bot_inputs
from games.registry import get_game, make_bot
from games.stadium.trial_content import trial_words
from games.stadium.trials import TRIAL_MODULES, module_name
from host.screen import draw
from host.screen.games.stadium.trials import drawer
from host.screen.games.stadium.trials.parts import ended

TRIALS = tuple(sorted(TRIAL_MODULES))
"""Every Stadium trial id (games/stadium/trials/__init__.py)."""
GAMES = ((4, "heuristic", 1), (6, "heuristic", 2), (4, "random", 3), (6, "random", 4), (4, "random", 17))
"""(players, bot, seed) of the seeded games each trial is drawn over (random bots at seed 17 play Pole Vault
over several rungs)."""
RECT = pygame.Rect(16, 274, 590, 342)
"""The rectangle the scene gives a drawer: the table layer's board area under the arena's strip."""
OUTSIDE = (1, 2, 3)
"""The colour the screen is filled with before drawing: still there outside the drawer's rectangle."""


def drawer_of(trial_id: str) -> ModuleType:
    """The drawer of ``trial_id``: named as its rules module (games/stadium/trials/__init__.py, the one mapping)."""
    return drawer(module_name(trial_id))


def drawer_words(trial_id: str) -> dict[str, Any]:
    """The words of ``trial_id``'s drawer (its content file's ``words.drawer``, carried by the view)."""
    return trial_words(trial_id)["drawer"]


def render(trial: dict[str, Any], view: dict[str, Any], size: tuple[int, int],
           rect: pygame.Rect = RECT) -> pygame.Surface:
    """``trial``'s drawer drawn on a fresh screen of ``size`` filled with OUTSIDE (draw's logs cleared first)."""
    draw.set_view(size)
    surface = pygame.Surface(size)
    surface.fill(OUTSIDE)
    draw.clear_log()
    drawer(trial["module"]).draw(surface, rect, trial, view, 1000.0)
    return surface


@dataclass
class Frame:
    trial: dict[str, Any]
    view: dict[str, Any]
    where: str
    prompts: dict[str, Any]
    """The prompts pending while this frame is shown (empty for a finished trial)."""


def frames(trial_id: str, players: int, bot: str, seed: int, max_steps: int = 400) -> Iterator[Frame]:
    """Every moment of ``trial_id`` in one seeded practice game."""
    game = get_game("stadium")
    seats = list(COLOURS[:players])
    state = game.setup({"players": seats, "trials": trial_id}, seed=seed)
    bots = {s: make_bot("stadium", bot) for s in seats}
    step = 0
    while prompts := game.prompts(state):
        view = game.observe(state, None)
        where = f"{trial_id} {players}p {bot} seed {seed} step {step}"
        yield Frame(view["trial"], view, where, dict(prompts))
        inputs = bot_inputs(game, state, bots, seed, step, prompts)
        state, events = game.apply(state, inputs)
        step += 1
        if step >= max_steps:
            raise AssertionError(f"{where}: the trial did not end")
        after = game.observe(state, None)
        if after["trial"] is None or after["trial"]["id"] != trial_id or after["trial"]["step"] == 0:
            yield Frame(ended(view["trial"], events), after, f"{where} ended", {})
            return
