"""Inchworm, Wriggle (MA-R-INCHWORM-01, -02): when another racer's final main-move roll is a 1, that racer
skips the move (modifiers and all, AMB-MA-30) and Inchworm moves 1 — before a Skipper's turn, which only
comes after this turn."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_ROLL, Effect, MainMove, Racer, Token

RULE = "MA-R-INCHWORM-01"


def on_roll(race: Race, me: Token, mm: MainMove) -> Effect | None:
    if mm.token is me or mm.roll != 1:
        return None

    def wriggle() -> None:
        mm.cancelled = True
        race.power(me, RULE, f"{mm.token.colour} skips the move")
        race.move(me, 1, by=me, rule=RULE)
    return wriggle


RACER = Racer(asks="never", name="INCHWORM", title="Inchworm", power="Wriggle", timing=(ON_ROLL,), optional=False,
              rules=(RULE, "MA-R-INCHWORM-02"),
              text="When another racer rolls a 1 for its main move, it skips the move and Inchworm moves 1.",
              hooks={"on_roll": on_roll}, value=0.35)
