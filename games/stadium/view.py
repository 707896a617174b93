"""The part of a seat's view every Stadium step shares (ST-33: Energy, Scores and medals are public): the
heuristic bots read a trial from this shape, whether the meta-game or the trial test harness built it.

``{"seat", "team", "seats", "teams", "energy", "scores", "first", "wheel_max", "medals",
"trial": {"id", "name", "kind", "talk", "summary", "step", "state": Trial.view(...)} | None}``; the meta-game adds its
own keys (track, vp, ...) and ``private``.
"""
from __future__ import annotations

from typing import Any, Mapping

from games.stadium.trial import Table, Trial


def table_view(table: Table, scores: Mapping[str, int], seat: str | None) -> dict[str, Any]:
    """The public table facts, as plain JSON, for ``seat`` (None: the TV)."""
    return {"seat": seat, "team": table.teams.get(seat) if seat else None, "seats": list(table.seats),
            "teams": dict(table.teams), "energy": dict(table.energy), "scores": dict(scores),
            "first": table.first, "wheel_max": table.wheel_max,
            "medals": {team: dict(board) for team, board in table.medals.items()}}


def trial_view(trial: Trial, state: Any, table: Table, step: int) -> dict[str, Any]:
    """The current trial's public view (``state`` None: the trial is over)."""
    return {"id": trial.id, "name": trial.name, "kind": trial.kind, "talk": trial.talk, "summary": trial.summary,
            "step": step,
            "state": trial.view(state, table) if state is not None else None}
