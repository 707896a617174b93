"""Outspeed: three to six Ships race over 13 track tiles to the Finish Line (docs/rules/outspeed.md
OS-01..OS-75, issue 11).

``GAME`` is the game as the console registers it (games/core/game.py): the rules of games/outspeed/rules.py
with the play-by-play (narrate.py, picture.py), a seat's private words (private.py), the statistics
(stats.py), the bots (bots.py) and the option sets the shared conformance tests play.
"""
from games.core.game import Conformance, process_game
from games.outspeed.bots import HeuristicBot
from games.outspeed.narrate import narrate
from games.outspeed.picture import picture
from games.outspeed.private import private_lines
from games.outspeed.rules import Outspeed
from games.outspeed.stats import summarise, summary_lines

_SEATS = ["red", "blue", "green", "yellow", "purple", "orange"]
_RULES = Outspeed()

GAME = process_game(
    _RULES, package=__name__, order=2, fields=_RULES.fields, content_record=_RULES.content_record,
    wheel_option="wheel_max",               # takes the seated controllers' centre-wheel maximum (AMB-01)
    hidden=("deck", "pile", "discard", "hands", "committed", "drawn"),
    # face-down tiles (OS-03), tokens (OS-05, OS-11), the token behind a "yes" until the joint reveal (OS-18)
    # and the two a gainer looks at (OS-48)
    narrate=narrate, picture=picture, private_lines=private_lines, summarise=summarise,
    summary_lines=summary_lines, bots={"heuristic": HeuristicBot},
    conformance=(*(Conformance({"players": _SEATS[:n]}, 300, 7, 20) for n in (3, 4, 5, 6)),
                 Conformance({"players": _SEATS[:4], "deck": "first-game"}, 300, 7, 20),
                 Conformance({"players": _SEATS[:5], "declare": "sequential"}, 60, 7, 20)))
