"""Mago Magino on the console (issue 22): the board loop, the witch arrow, the pieces, the frogs and the crystals
on the table screen layer, and what its results screen adds. Registered in :mod:`host.screen.games`."""
from host.screen.games.mago_magino.results import draw_details, headline, shows_scores
from host.screen.games.mago_magino.scene import MagoScene as GameScene

__all__ = ["GameScene", "draw_details", "headline", "shows_scores"]
