"""The sixteen trials by id (ST-29), named once: ``TRIAL_MODULES`` maps a trial's id to its module, one name
for the rules (``games/stadium/trials/<module>.py``, exposing ``TRIAL``) and the drawer
(``host/screen/games/stadium/trials/<module>.py``, found through the view's ``trial["module"]``). The id
is the module's name but for ``100m`` (a module name cannot start with a digit). The box order here is the
order of the tiles of each type before the draw (ST-04).

A trial's words (name, short name, summary, who takes part, the drawer's words) are content: the ``words``
mapping of its shipped content file ``games/stadium/content/<id>.yaml`` (:func:`trial_words`); every trial
class reads its name and summary from there (games.stadium.trial_content.Worded) and the views carry the
whole mapping to the screen.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import import_module

from games.stadium.trial import Trial
from games.stadium.trial_content import trial_words

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

def module_name(trial_id: str) -> str:
    """The short module name of ``trial_id``'s rules and drawer (KeyError for an unknown id)."""
    return TRIAL_MODULES[trial_id].rsplit(".", 1)[-1]


@lru_cache(maxsize=None)
def get_trial(trial_id: str) -> Trial:
    """The trial object of ``trial_id`` (KeyError for an unknown id)."""
    return import_module(TRIAL_MODULES[trial_id]).TRIAL


__all__ = ["TRIAL_MODULES", "get_trial", "module_name", "trial_words"]
