"""Third Wheel, Roll Through (MA-R-THIRDWHEEL-01, -02): before its main move its player can warp it to any
space (not its own) with exactly 2 racers on it, dialled as the colour of a racer there (AMB-MA-25); it
stops there (a Baba Yaga trips it, a star pays) and still makes its main move this turn."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_MAIN_MOVE, Racer, Token

RULE = "MA-R-THIRDWHEEL-01"


def before_main_move(race: Race, me: Token) -> None:
    others = race.others(me)
    pairs = {t.space for t in others if t.space != me.space and len(race.at(t.space)) == 2}
    targets = [t for t in others if t.space in pairs]
    target = race.ask_target(me, RULE, "Third Wheel: warp to the space of a pair?", targets)
    if target is not None:
        race.warp(me, target.space, by=me, rule=RULE)


RACER = Racer(asks="own", name="THIRDWHEEL", title="Third Wheel", power="Roll Through", timing=(BEFORE_MAIN_MOVE,),
              optional=True, rules=(RULE, "MA-R-THIRDWHEEL-02"),
              text="Before its main move, Third Wheel can warp to any space with exactly 2 racers on it.",
              hooks={"before_main_move": before_main_move}, value=0.3)
