"""Huge Baby, Really Huge (MA-R-HUGEBABY-01, -02): no other racer can be on Huge Baby's space, the Start
excepted. A racer that would stop there (a move's end, a warp, AMB-MA-23; passing through is fine) is put on
the space just behind her instead; that is not a move but a stop on that space (what stopping triggers
there, a star or a Romantic, still happens). When Huge Baby herself stops on a space with racers (not the
Start), each of them is put one space back, together (AMB-MA-23; Party Animal's pull, EX-MA-08). Each racer
put behind her is her power happening once (Scoocher, AMB-MA-11)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import PASSIVE, Effect, Fact, Racer, Token

RULE = "MA-R-HUGEBABY-01"
RULE_PUT = "MA-R-HUGEBABY-02"


def redirect(race: Race, me: Token, token: Token, space: int) -> int | None:
    if token is me or space == 0 or space != me.space:
        return None
    me.memo.setdefault("put", []).append(token.colour)        # narrated when it stops there (on_stop)
    return space - 1


def put_back(race: Race, me: Token, space: int) -> None:
    """Everyone else on ``space`` is put on the space behind it, together (not a move: a stop there)."""
    race.put_many([(t, space - 1) for t in race.at(space, me)], by=me, rule=RULE_PUT)


def on_stop(race: Race, me: Token, fact: Fact) -> Effect | None:
    if fact.token is me:
        space = fact.space
        if space == 0 or me.space != space or not race.at(space, me):
            return None
        return lambda: put_back(race, me, space)
    put = me.memo.get("put")
    if not put or fact.token.colour not in put or fact.space != me.space - 1:
        return None
    put.remove(fact.token.colour)
    colour = fact.token.colour
    return lambda: race.power(me, RULE_PUT, f"{colour} is put behind Huge Baby")


RACER = Racer(asks="never", name="HUGEBABY", title="Huge Baby", power="Really Huge", timing=(PASSIVE,), optional=False,
              rules=(RULE, RULE_PUT),
              text="No one else can be on Huge Baby's space (but the Start): they are put on the space behind her.",
              hooks={"redirect": redirect, "on_stop": on_stop}, value=0.3)
