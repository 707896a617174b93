"""Magical Athlete: draft four racers, race four times, powers that chain into chaos (docs/rules/
magical_athlete.md; issue 21). ``GAME`` is the game as the console registers it (games/core/game.py): the
rules of games/magical_athlete/rules.py, the race engine of engine.py, the 36 racers of racers/."""
from games.core.game import Conformance, process_game
from games.magical_athlete.bots import HeuristicBot
from games.magical_athlete.narrate import narrate, picture
from games.magical_athlete.rules import MagicalAthlete, deck_names
from games.magical_athlete.stats import summarise, summary_lines

_SEATS = ["red", "blue", "green", "yellow", "purple", "orange"]
_RULES = MagicalAthlete()

GAME = process_game(
    _RULES, package=__name__, order=5, content_record=_RULES.content_record,
    wheel_option="wheel_max",               # a long draft line comes in rows of the centre wheel's numbers (AMB-01)
    bots={"heuristic": HeuristicBot}, summarise=summarise, summary_lines=summary_lines,
    narrate=narrate, picture=picture,
    hidden=("deck", "choices"),             # the face-down deck (MA-05), the racer choices before the reveal (MA-15)
    conformance=(Conformance({"players": _SEATS[:4]}, 20, 7, 3), Conformance({"players": _SEATS[:2]}, 10, 7, 2),
                 # the double variant and 6 players need 24 racers: played once the box has them (MA-02)
                 *((Conformance({"players": _SEATS[:3], "double_racer": True}, 5, 7, 2),
                    Conformance({"players": _SEATS}, 5, 7, 2)) if len(deck_names()) >= 24 else ())))
