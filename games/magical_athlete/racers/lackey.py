"""Lackey, Very Good Sire (MA-R-LACKEY-01): when another racer's final main-move roll is a 6, Lackey moves 2
before that racer moves — also when a Gunk takes the amount below 6 (the roll is still a 6, MA-R-GUNK-02)
and when the 6 sends Sisyphus to the Start instead of moving it (AMB-MA-30)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_ROLL, Effect, MainMove, Racer, Token

RULE = "MA-R-LACKEY-01"


def on_roll(race: Race, me: Token, mm: MainMove) -> Effect | None:
    if mm.token is me or mm.roll != 6:
        return None
    return lambda: race.move(me, 2, by=me, rule=RULE)


RACER = Racer(asks="never", name="LACKEY", title="Lackey", power="Very Good Sire", timing=(ON_ROLL,), optional=False,
              rules=(RULE,), text="When another racer rolls a 6 for its main move, Lackey moves 2 before it moves.",
              hooks={"on_roll": on_roll}, value=0.5)
