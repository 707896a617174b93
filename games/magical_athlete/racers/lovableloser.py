"""Lovable Loser, D'Aww (MA-R-LOVABLELOSER-01): before its main move, if it is alone in last place (MA-32:
no other racer on the track is as near the Start), its player takes a bronze 1-point chip (MA-46). Not on a
recovery turn, which has no main move (AMB-MA-10; policy ``recovery_powers``)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_MAIN_MOVE, Racer, Token

RULE = "MA-R-LOVABLELOSER-01"


def before_main_move(race: Race, me: Token) -> None:
    if race.last() == [me]:
        race.give_points(me.seat, 1, by=me, rule=RULE)


RACER = Racer(asks="never", name="LOVABLELOSER", title="Lovable Loser", power="D'Aww", timing=(BEFORE_MAIN_MOVE,),
              optional=False, rules=(RULE,),
              text="Before its main move, Lovable Loser's player takes 1 point if it is alone in last place.",
              hooks={"before_main_move": before_main_move}, value=0.2)
