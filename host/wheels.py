"""The seated controllers' face tables against what a game asks for (AMB-01, GAP-01; docs/architecture.md §6,
"The wheel contract").

- :func:`wheels_of` hands a face table to the rules as plain data (games never import hal);
- :func:`fit_to_wheels` gives the game the largest number every seated controller can dial, through the
  option the game names (``wheel_option``), unless the user set it;
- :func:`check_faces` refuses, before play starts, a table where some controller cannot show a face the
  game can ask for, naming the game, the field and the controller.
"""
from __future__ import annotations

from typing import Any, Mapping

from games.core.codec import Wheels, face_text, faces_needed, wheel_range
from games.core.game import ProcessedGame
from games.core.prompt import Field
from hal.controller import Controller
from hal.faces import FaceTable
from host.errors import CommandError
from host.seats import BOT, SeatPlan


def wheels_of(table: FaceTable) -> Wheels:
    """A face table as the codec's plain facts."""
    return Wheels(table.name, table.directions, table.numbers, table.colours, table.symbols)


def seated(controllers: Mapping[str, Controller], plans: Mapping[str, SeatPlan]) -> dict[str, Controller]:
    """The controllers people answer on: every one but those of bot seats (extra controllers included)."""
    return {k: c for k, c in controllers.items() if k not in plans or plans[k].kind != BOT}


def fit_to_wheels(game: ProcessedGame, options: Mapping[str, Any],
                  controllers: Mapping[str, Controller]) -> dict[str, Any]:
    """``options`` with the game's wheel option set to the seated controllers' wheel range (AMB-01); an
    explicit value is kept (and checked by :func:`check_faces`)."""
    out = dict(options)
    name = game.wheel_option
    if name and name not in out and controllers:
        out[name] = wheel_range([wheels_of(c.table) for c in controllers.values()])
    return out


def check_faces(game: ProcessedGame, fields: tuple[Field, ...], controllers: Mapping[str, Controller]) -> None:
    """CommandError naming the game, the field and the controller when a controller cannot show a face
    one of ``fields`` may ask for."""
    for key, c in controllers.items():
        wheels = wheels_of(c.table)
        for f in fields:
            if f.wheel is None:
                continue
            missing = next((face for face in faces_needed(f) if not wheels.shows(f.wheel, face)), None)
            if missing is not None:
                raise CommandError(
                    f"{game.name}: the {key} controller ({c.uid}, face table {c.table.name}) cannot answer "
                    f"{f.name} ({f.rule}): it needs {face_text(missing)} on the {f.wheel} wheel")
