"""Baba Yaga, Leg It (MA-R-BABAYAGA-01..03): a racer that stops on her space trips; when she stops on a
space with other racers, each of them trips. A Duelist sharing her space may still duel and still trips; a
Hypnotist that warps her to itself trips (she stopped on its space). Race-start placement is not a stop
(AMB-MA-36)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_STOP, Effect, Fact, Racer, Token

RULE = "MA-R-BABAYAGA-01"
RULE_HERS = "MA-R-BABAYAGA-02"


def on_stop(race: Race, me: Token, fact: Fact) -> Effect | None:
    if fact.token is me:
        victims = [t for t in race.at(me.space, me) if not t.tripped]
        if not victims:
            return None
        return lambda: [race.trip(t, by=me, rule=RULE_HERS) for t in victims]
    if fact.space != me.space or fact.token.tripped or not fact.token.on_track:
        return None
    stopper = fact.token
    return lambda: race.trip(stopper, by=me, rule=RULE)


RACER = Racer(asks="never", name="BABAYAGA", title="Baba Yaga", power="Leg It", timing=(ON_STOP,), optional=False,
              rules=(RULE, RULE_HERS, "MA-R-BABAYAGA-03"),
              text="Any racer that stops on Baba Yaga's space trips; when she stops where others are, they trip.",
              hooks={"on_stop": on_stop}, value=0.45)
