"""Banana, The Slip (MA-R-BANANA-01): any racer that passes Banana trips, after its move ends (MA-35)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_PASS, Effect, Fact, Racer, Token

RULE = "MA-R-BANANA-01"


def on_pass(race: Race, me: Token, fact: Fact) -> Effect | None:
    if fact.other is not me:
        return None
    passer = fact.token
    return lambda: race.trip(passer, by=me, rule=RULE)


RACER = Racer(asks="never", name="BANANA", title="Banana", power="The Slip", timing=(ON_PASS,), optional=False, rules=(RULE,),
              text="Any racer that passes Banana trips (it finishes its move first).", hooks={"on_pass": on_pass},
              value=0.35)
