"""Beach Volleyball's drawer (ST-VOL-02..04): the Compete-or-Rest picture (compete_rest.py) with each team's
total of wagers once revealed, and the Gold (both teams' on a tie)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen.games.stadium.trials.compete_rest import draw_trial


def draw(surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], view: dict[str, Any], now: float) -> None:
    draw_trial(surface, rect, trial, view, team_totals=True)
