"""100 Meters' drawer (ST-100-02..05): the Compete-or-Rest picture (compete_rest.py) with each ranked
competitor's medal once revealed (the trial's id is ``100m``, not a module name: the scene maps it here)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen.games.stadium.trials.compete_rest import draw_trial


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    draw_trial(surface, rect, trial, view, team_totals=False)
