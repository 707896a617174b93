"""The 4×100 m Medley Relay's drawer (ST-MED-02..05): the relay's drawer (relay.py) over the medley's one stage
of everyone, its words (content/trials/medley.yaml) multiplying each team's wagers."""
from host.screen.games.stadium.trials.relay import draw

__all__ = ["draw"]
