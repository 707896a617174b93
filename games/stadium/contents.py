"""The content each trial plays with: its file (the owner's transcription from the content folder, else the
shipped stand-in, GAP-11), loaded and validated once per configuration, with the trial's named policies
applied; and which content files in play are stand-ins (recorded in the journal header, issue 12 item 3)."""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Any

from games.core.content import load_yaml, packaged
from games.core.dice import load_dice
from games.stadium.config import StadiumConfig
from games.stadium.trials import get_trial


@lru_cache(maxsize=256)
def _configured(trial_id: str, path: str | None, policies: tuple[tuple[str, str], ...]) -> Any:
    trial = get_trial(trial_id)
    content = trial.load(path)
    configure = getattr(trial, "configure", None)
    if configure is not None:
        names = {o.name for o in getattr(trial, "OPTIONS", ())}
        content = configure(content, {k: v for k, v in policies if k in names})
    return content


def trial_content(config: StadiumConfig, trial_id: str) -> Any:
    """The validated, configured content of ``trial_id`` under ``config`` (ContentError names file and field)."""
    return _configured(trial_id, config.content_path(f"{trial_id}.yaml"), tuple(sorted(config.policies.items())))


def dice(config: StadiumConfig) -> dict[str, tuple]:
    """The console's dice (the content folder's dice.yaml, else the shipped faces)."""
    return load_dice(config.content_path("dice.yaml"))


@lru_cache(maxsize=256)
def _is_stand_in(path: str) -> bool:
    _, data = load_yaml(path)
    return bool(isinstance(data, dict) and data.get("stand_in", False))


def stand_ins(config: StadiumConfig, trial_ids: tuple[str, ...]) -> list[str]:
    """Names of the content files in play that are marked ``stand_in: true`` (the track's layout with a drawn
    track, then each trial's file)."""
    names = (["track.yaml"] if config.track is None else []) + [f"{t}.yaml" for t in trial_ids]
    out = []
    for name in names:
        path = config.content_path(name) or str(packaged("games.stadium", name))
        if os.path.isfile(path) and _is_stand_in(path):
            out.append(path if config.content_path(name) else name)
    return out
