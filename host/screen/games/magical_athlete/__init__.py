"""Magical Athlete on the console (issue 21 item 6): its game scene — the draft line with the numbers to dial,
the hands for the secret racer choice, the joint reveal, the track with every racer's token and the callout
narrating each power as it triggers, the end of each race — and what its results screen adds to the generic
one (the headline, the races and the chips). Registered in :mod:`host.screen.games` by its name."""
from host.screen.games.magical_athlete.results import draw_details, headline, shows_scores
from host.screen.games.magical_athlete.scene import AthleteScene as GameScene

__all__ = ["GameScene", "draw_details", "headline", "shows_scores"]
