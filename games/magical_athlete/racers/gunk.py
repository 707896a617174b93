"""Gunk, Goop 'Em (MA-R-GUNK-01, -02): every other racer gets -1 to its main move; the roll itself is
unchanged, so powers that read the roll (Lackey's 6) still see it (AMB-MA-08)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import MAIN_MOVE, PASSIVE, MainMove, Racer, Token

RULE = "MA-R-GUNK-01"


def main_move(race: Race, me: Token, mm: MainMove) -> None:
    if mm.token is not me:
        mm.add(me, -1, RULE)


RACER = Racer(asks="never", name="GUNK", title="Gunk", power="Goop 'Em", timing=(MAIN_MOVE, PASSIVE), optional=False,
              rules=(RULE, "MA-R-GUNK-02"), text="Every other racer gets -1 to its main move.",
              hooks={"main_move": main_move}, value=0.6)
