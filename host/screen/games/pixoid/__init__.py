"""Pixoid on the console: its game scene (maze, pieces, animation), and what its results screen adds to the
generic one (the headline and the round-by-round summary). Registered in :mod:`host.screen.games`."""
from host.screen.games.pixoid.results import draw_details, headline, shows_scores
from host.screen.games.pixoid.scene import PixoidScene as GameScene

__all__ = ["GameScene", "draw_details", "headline", "shows_scores"]
