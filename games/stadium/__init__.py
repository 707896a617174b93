"""Stadium: two teams of two or three play ten trials for medals (docs/rules/stadium.md,
docs/architecture.md §10, issue 12).

``GAME`` is the game as the console registers it (games/core/game.py): the meta-game of
games/stadium/rules.py with the play-by-play (narrate.py), the statistics (stats.py), the bots (bots.py) and
the option sets the shared conformance tests play: the full draw for 4 and 6 players, then every trial as
a practice game of one.
"""
from games.core.game import Conformance, process_game
from games.stadium.bots import HeuristicBot
from games.stadium.narrate import narrate, picture
from games.stadium.rules import Stadium
from games.stadium.stats import summarise, summary_lines
from games.stadium.trials import TRIAL_MODULES

_SEATS = ["red", "blue", "green", "yellow", "purple", "orange"]
_RULES = Stadium()

GAME = process_game(
    _RULES, package=__name__, order=3, fields=_RULES.fields, content_record=_RULES.content_record,
    wheel_option="wheel_max",               # takes the seated controllers' centre-wheel maximum (AMB-01)
    hidden=("deck", "unused"),              # face-down tile identities (ST-32), the tiles that left (ST-04)
    narrate=narrate, picture=picture, summarise=summarise, summary_lines=summary_lines,
    bots={"heuristic": HeuristicBot},
    # the full draws: 120 seeds each (300 took 16-20 s a case); every trial also plays 100 games alone below
    conformance=(Conformance({"players": _SEATS[:4]}, 120, 7, 20), Conformance({"players": _SEATS}, 120, 7, 20),
                 *(Conformance({"players": _SEATS[:n], "trials": t}, 100, 5, 10)
                   for t in TRIAL_MODULES for n in (4, 6))))
