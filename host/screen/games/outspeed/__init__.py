"""Outspeed on the console: its game scene (track, Bonus strip, tile, animation), and what its results screen
adds to the generic one (the headline and every Ship's zone, Fuel and tokens with the tie-break). Registered in
:mod:`host.screen.games`."""
from host.screen.games.outspeed.results import draw_details, headline, shows_scores
from host.screen.games.outspeed.scene import OutspeedScene as GameScene

__all__ = ["GameScene", "draw_details", "headline", "shows_scores"]
