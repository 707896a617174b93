"""The sixteen trials by id (ST-29): each a module under games/stadium/trials exposing ``TRIAL``."""
from __future__ import annotations

from functools import lru_cache
from importlib import import_module

from games.stadium.trial import Trial

TRIAL_MODULES: dict[str, str] = {
    "cycling": "games.stadium.trials.cycling",
    "equestrian": "games.stadium.trials.equestrian",
    "golf": "games.stadium.trials.golf",
    "gymnastics": "games.stadium.trials.gymnastics",
    "weightlifting": "games.stadium.trials.weightlifting",
    "relay": "games.stadium.trials.relay",
    "medley": "games.stadium.trials.medley",
    "pole_vault": "games.stadium.trials.pole_vault",
    "archery": "games.stadium.trials.archery",
    "100m": "games.stadium.trials.sprint",
    "volleyball": "games.stadium.trials.volleyball",
    "anti_doping": "games.stadium.trials.anti_doping",
    "basketball": "games.stadium.trials.basketball",
    "fencing": "games.stadium.trials.fencing",
    "rugby": "games.stadium.trials.rugby",
    "taekwondo": "games.stadium.trials.taekwondo",
}


@lru_cache(maxsize=None)
def get_trial(trial_id: str) -> Trial:
    """The trial object of ``trial_id`` (KeyError for an unknown id)."""
    return import_module(TRIAL_MODULES[trial_id]).TRIAL

