"""Blimp, Blow It (MA-R-BLIMP-01): +3 to its main move when it started its turn before the track's second
corner, -1 when it started on or after it (AMB-MA-33: the start-of-turn space against ``track.corners[1]``)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import START_OF_TURN, MainMove, Racer, Token

RULE = "MA-R-BLIMP-01"


def main_move(race: Race, me: Token, mm: MainMove) -> None:
    if mm.token is not me:
        return
    corners = race.track.corners
    second = corners[1] if len(corners) > 1 else race.track.finish
    mm.add(me, 3 if race.turn_start.get(me.index, me.space) < second else -1, RULE)


RACER = Racer(asks="never", name="BLIMP", title="Blimp", power="Blow It", timing=(START_OF_TURN,), optional=False, rules=(RULE,),
              text="Starting its turn before the second corner, Blimp gets +3 to its main move; on or after it, -1.",
              hooks={"main_move": main_move}, value=0.6)
