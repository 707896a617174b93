"""Coach, Good Hustle (MA-R-COACH-01): every racer on Coach's space when its main move's amount is fixed gets
+1, Coach included (AMB-MA-14)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import MAIN_MOVE, PASSIVE, MainMove, Racer, Token

RULE = "MA-R-COACH-01"


def main_move(race: Race, me: Token, mm: MainMove) -> None:
    if mm.token.space == me.space:
        mm.add(me, 1, RULE)


RACER = Racer(asks="never", name="COACH", title="Coach", power="Good Hustle", timing=(MAIN_MOVE, PASSIVE), optional=False,
              rules=(RULE,), text="Every racer on Coach's space gets +1 to its main move, Coach included.",
              hooks={"main_move": main_move}, value=0.45)
