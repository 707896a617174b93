"""Heckler, Schadenfreude (MA-R-HECKLER-01): when a racer ends its turn within 1 space of where it started
it (a recovery turn included), Heckler moves 2. Heckler's own turns count too (AMB-MA-15; policy
``heckler_self``); a racer that finished or was eliminated in the turn does not."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import END_OF_TURN, Effect, Fact, Racer, Token

RULE = "MA-R-HECKLER-01"


def end_of_turn(race: Race, me: Token, fact: Fact) -> Effect | None:
    token = fact.token
    if not token.on_track or abs(token.space - fact.start) > 1 or (token is me and not race.policy["heckler_self"]):
        return None
    return lambda: race.move(me, 2, by=me, rule=RULE)


RACER = Racer(asks="never", name="HECKLER", title="Heckler", power="Schadenfreude", timing=(END_OF_TURN,), optional=False,
              rules=(RULE,), text="When a racer ends its turn within 1 space of where it started, Heckler moves 2.",
              hooks={"end_of_turn": end_of_turn}, value=0.5)
