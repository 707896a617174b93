"""The part of a seat's view every Stadium step shares (ST-33: Energy, Scores and medals are public): the
heuristic bots read a trial from this shape, whether the meta-game or the trial test harness built it, and
the screens draw it without knowing a rule.

``{"seat", "team", "seats", "teams", "energy", "scores", "first", "wheel_max", "medals", "team_order",
"medal_order", "medal_vp", "energy_max", "trial": {"id", "module", "name", "kind", "talk", "summary", "words",
"step", "state": Trial.view(...)} | None}``; the meta-game adds its own keys (track, vp, ...) and ``private``.
A track tile (the meta-game's ``track``) is ``{"slot", "kind", "trial", "name", "short", ...}``, its words
from :func:`tile_words` once revealed. ``team_order`` (ST-01), ``medal_order`` (ST-05), ``medal_vp`` (ST-22) and
``energy_max`` (ST-10) are the
game's constants as facts; ``module`` names the trial's rules module and its drawer (one name for both,
games/stadium/trials/__init__.py); ``words`` are the trial's words (its content file's ``words``).
"""
from __future__ import annotations

from typing import Any, Mapping

from games.stadium.effects import ENERGY_MAX, VP
from games.stadium.trial import MEDALS, TEAMS, Table, Trial
from games.stadium.trial_content import trial_words
from games.stadium.trials import module_name


def table_view(table: Table, scores: Mapping[str, int], seat: str | None) -> dict[str, Any]:
    """The public table facts, as plain JSON, for ``seat`` (None: the TV)."""
    return {"seat": seat, "team": table.teams.get(seat) if seat else None, "seats": list(table.seats),
            "teams": dict(table.teams), "energy": dict(table.energy), "scores": dict(scores),
            "first": table.first, "wheel_max": table.wheel_max,
            "medals": {team: dict(board) for team, board in table.medals.items()},
            "team_order": list(TEAMS), "medal_order": list(MEDALS), "medal_vp": dict(VP), "energy_max": ENERGY_MAX}


def trial_view(trial: Trial, state: Any, table: Table, step: int) -> dict[str, Any]:
    """The current trial's public view (``state`` None: the trial is over)."""
    return {"id": trial.id, "module": module_name(trial.id), "name": trial.name, "kind": trial.kind,
            "talk": trial.talk, "summary": trial.summary, "words": trial_words(trial.id), "step": step,
            "state": trial.view(state, table) if state is not None else None}


def tile_words(trial_id: str) -> dict[str, Any]:
    """A revealed track tile's identity and words: ``trial`` (the id), ``name`` and ``short`` (ST-32)."""
    words = trial_words(trial_id)
    return {"trial": trial_id, "name": words["name"], "short": words["short"]}
