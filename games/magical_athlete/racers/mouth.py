"""M.O.U.T.H., Chomp (MA-R-MOUTH-01, -02): when M.O.U.T.H. stops (a move, a warp, a put: MA-38) on a space
with exactly one other racer, that racer is eliminated from the race (MA-27; the victim is fixed at the stop,
AMB-MA-07). Not at the race start (AMB-MA-36: placing the tokens is not stopping). If the chomps leave
nobody to cross second, nobody takes 2nd place and the silver chip is discarded (MA-45, the engine)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_STOP, Effect, Fact, Racer, Token

RULE = "MA-R-MOUTH-01"


def on_stop(race: Race, me: Token, fact: Fact) -> Effect | None:
    if fact.token is not me or me.space != fact.space:
        return None
    others = race.at(fact.space, me)
    if len(others) != 1:
        return None
    victim = others[0]
    return lambda: race.eliminate(victim, by=me, rule=RULE)


RACER = Racer(asks="never", name="MOUTH", title="M.O.U.T.H.", power="Chomp", timing=(ON_STOP,), optional=False,
              rules=(RULE, "MA-R-MOUTH-02"),
              text="When M.O.U.T.H. stops on a space with exactly one other racer, that racer is eliminated.",
              hooks={"on_stop": on_stop}, value=0.45)
