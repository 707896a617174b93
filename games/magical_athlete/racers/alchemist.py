"""Alchemist, Transmute 'N' Scoot (MA-R-ALCHEMIST-01, MA-R-ALCHEMIST-02): on a final main-move roll of 1 or
2 its player can move 4 instead; the 4 is the base the main-move modifiers apply to (AMB-MA-08)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_ROLL, Effect, MainMove, Racer, Token

RULE = "MA-R-ALCHEMIST-01"


def on_roll(race: Race, me: Token, mm: MainMove) -> Effect | None:
    if mm.token is not me or mm.roll not in (1, 2):
        return None

    def transmute() -> None:
        if race.ask_yes(me, RULE, f"Alchemist rolled {mm.roll}: move 4 instead?"):
            mm.base = 4
            race.power(me, RULE, f"moves 4 instead of {mm.roll}")
    return transmute


RACER = Racer(asks="own", name="ALCHEMIST", title="Alchemist", power="Transmute 'N' Scoot", timing=(ON_ROLL,), optional=True,
              rules=(RULE, "MA-R-ALCHEMIST-02"),
              text="When Alchemist rolls a 1 or a 2 for its main move, it can move 4 instead.",
              hooks={"on_roll": on_roll}, value=0.5)
