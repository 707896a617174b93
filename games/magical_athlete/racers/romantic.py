"""Romantic, Ah, Love! (MA-R-ROMANTIC-01, -02): whenever any racer stops on a space where exactly one other
racer is (so the space now holds exactly two), Romantic moves 2 — tripped or not (the rulebook's example).
Two racers arriving together (a Suckerfish and the racer it rides with) are two stops: it moves twice."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_STOP, Effect, Fact, Racer, Token

RULE = "MA-R-ROMANTIC-01"


def on_stop(race: Race, me: Token, fact: Fact) -> Effect | None:
    stopper = fact.token
    if not stopper.on_track or stopper.space != fact.space or len(race.at(fact.space)) != 2:
        return None
    return lambda: race.move(me, 2, by=me, rule=RULE)


RACER = Racer(asks="never", name="ROMANTIC", title="Romantic", power="Ah, Love!", timing=(ON_STOP,), optional=False,
              rules=(RULE, "MA-R-ROMANTIC-02"),
              text="When any racer stops on a space with exactly one other racer, Romantic moves 2.",
              hooks={"on_stop": on_stop}, value=0.85)
