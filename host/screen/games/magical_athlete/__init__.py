"""Magical Athlete on the console (issue 21): a first, plain table screen — the track with every racer's
token, the draft line with its card numbers, the standings and the play-by-play on the ticker — so the game
plays at the table before its full screen is drawn. Registered in :mod:`host.screen.games`."""
from host.screen.games.magical_athlete.results import draw_details, headline, shows_scores
from host.screen.games.magical_athlete.scene import AthleteScene as GameScene

__all__ = ["GameScene", "draw_details", "headline", "shows_scores"]
