"""Mago Magino: bring the wizard's crystals home while the witch arrow bewitches children into frogs
(docs/rules/mago_magino.md MM-01..MM-53, issue 22).

``GAME`` is the game as the console registers it (games/core/game.py): the rules of games/mago_magino/rules.py
with the play-by-play (narrate.py), a seat's private words (narrate.private_lines), the statistics
(stats.py), the bots (bots.py) and the option sets the shared conformance tests play. Who is under each frog
(``frog_owner``) is hidden from every view (MM-34).
"""
from games.core.game import Conformance, process_game
from games.mago_magino.bots import HeuristicBot
from games.mago_magino.narrate import narrate, picture, private_lines
from games.mago_magino.rules import MagoMagino
from games.mago_magino.stats import summarise, summary_lines

_SEATS = ["red", "blue", "green", "yellow", "purple"]
_RULES = MagoMagino()

GAME = process_game(
    _RULES, package=__name__, order=4, fields=_RULES.fields, content_record=_RULES.content_record,
    wheel_option="wheel_max",               # the aimed arrow's rows take the seated controllers' maximum (AMB-01)
    hidden=("frog_owner",),                 # nobody may look under a frog (MM-34)
    narrate=narrate, picture=picture, private_lines=private_lines, summarise=summarise,
    summary_lines=summary_lines, bots={"heuristic": HeuristicBot},
    # random games are long (a crystal comes home by chance), so few seeds, all shorter games (the conformance,
    # codec and replay tests play each set); the standard game is covered by the goldens and the bots' sets
    conformance=(Conformance({"players": _SEATS[:2], "variant": "short"}, 6, 9, 2),
                 Conformance({"players": _SEATS[:4], "variant": "short"}, 2, 9, 1),
                 Conformance({"players": _SEATS[:5], "arrow": "aim", "house": "ordinary", "variant": "short"}, 2, 9, 1),
                 Conformance({"players": _SEATS[:3], "memory": "assisted", "frog_way": "forward", "variant": "short"},
                             2, 9, 1)))
