"""Pixoid: flee the Bugs through the maze (docs/rules/pixoid.md PX-01..PX-48).

``GAME`` is the game as the console registers it (games/core/game.py): the rules of games/pixoid/rules.py
with the play-by-play (narrate.py), the statistics (stats.py), the bots (bots.py) and the option sets the
shared conformance tests play.
"""
from games.core.game import Conformance, process_game
from games.pixoid.bots import HeuristicBot
from games.pixoid.narrate import narrate, picture
from games.pixoid.rules import Pixoid
from games.pixoid.stats import summarise, summary_lines

_P4 = ["red", "blue", "green", "yellow"]
_RULES = Pixoid()

GAME = process_game(
    _RULES, package=__name__, order=1, fields=_RULES.fields, extra_controllers=_RULES.extra_controllers,
    wheel_option="max_distance",            # takes the seated controllers' centre-wheel maximum (AMB-01, GAP-05)
    narrate=narrate, picture=picture, summarise=summarise, summary_lines=summary_lines,
    bots={"heuristic": HeuristicBot},
    conformance=(Conformance({"players": _P4[:3], "variant": "standard"}, 300, 5, 30),
                 Conformance({"players": _P4, "variant": "standard"}, 300, 5, 30),
                 Conformance({"players": _P4[:3], "variant": "short"}, 300, 5, 30),
                 Conformance({"players": _P4, "variant": "short"}, 300, 5, 30),
                 Conformance({"players": _P4, "frame": "seat"}, 20, 5, 5),
                 Conformance({"players": _P4[:3], "frame": "seat", "catch": "complete"}, 20, 5, 5)))
