"""Scoocher, Scooch Scooch (MA-R-SCOOCHER-01..05): each time another racer's power happens (the engine's
``power`` facts, AMB-MA-11: a move, warp, trip, elimination, put, modifier, reroll, cancelled move, points,
turn change), Scoocher moves 1. The counting rules of the rulebook follow from where the facts come from:
one per Gunk -1 (each modifier is a power fact), one per reroll (Dicemonger, and every Magician reroll even
unused), one per space a Leaptoad skips. Its own moves are its power too, so a second Scoocher (a Copycat)
answers them; a chain that repeats a position is stopped (MA-28, AMB-MA-12)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_POWER, Effect, Fact, Racer, Token

RULE = "MA-R-SCOOCHER-01"


def on_power(race: Race, me: Token, fact: Fact) -> Effect | None:
    if fact.by is None or fact.by is me:
        return None
    return lambda: race.move(me, 1, by=me, rule=RULE)


RACER = Racer(asks="never", name="SCOOCHER", title="Scoocher", power="Scooch Scooch", timing=(ON_POWER,), optional=False,
              rules=(RULE, "MA-R-SCOOCHER-02", "MA-R-SCOOCHER-03", "MA-R-SCOOCHER-04", "MA-R-SCOOCHER-05"),
              text="Whenever another racer's power happens, Scoocher moves 1.",
              hooks={"on_power": on_power}, value=0.75)
