"""Centaur, Hoofwhack (MA-R-CENTAUR-01, MA-R-CENTAUR-02): each racer Centaur passes moves 2 back once
Centaur's move ends, never behind the Start (the engine floors backward moves, AMB-MA-37)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_PASS, Effect, Fact, Racer, Token

RULE = "MA-R-CENTAUR-01"


def on_pass(race: Race, me: Token, fact: Fact) -> Effect | None:
    if fact.token is not me or fact.other is None:
        return None
    passed = fact.other
    return lambda: race.move(passed, -2, by=me, rule=RULE)


RACER = Racer(asks="never", name="CENTAUR", title="Centaur", power="Hoofwhack", timing=(ON_PASS,), optional=False,
              rules=(RULE, "MA-R-CENTAUR-02"),
              text="When Centaur passes a racer, that racer moves 2 back (never behind the Start).",
              hooks={"on_pass": on_pass}, value=0.55)
