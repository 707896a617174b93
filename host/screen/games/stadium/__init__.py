"""Stadium on the console (issue 13): the arena, each trial's reveal and drawer, the results and the ceremony.
Registered in :mod:`host.screen.games`."""
from host.screen.games.stadium.results import draw_details, headline, shows_scores
from host.screen.games.stadium.scene import StadiumScene as GameScene

__all__ = ["GameScene", "draw_details", "headline", "shows_scores"]
