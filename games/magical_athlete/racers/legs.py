"""Legs, Jog (MA-R-LEGS-01, -02): instead of rolling for its main move its player can move 5; that 5 is the
main move's base, so the main-move modifiers apply to it (Gunk, Coach; AMB-MA-08). With no roll, no roll
power reacts (Lackey, Inchworm, Skipper: AMB-MA-30)."""
from __future__ import annotations

from functools import partial

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import INSTEAD_OF_ROLLING, Racer, Token

RULE = "MA-R-LEGS-01"
JOG = 5


def instead_of_roll(race: Race, me: Token) -> int | None:
    if not race.ask_yes(me, RULE, f"Legs: skip rolling and move {JOG}?"):
        return None
    race.later(partial(race.power, me, RULE, f"jogs {JOG} instead of rolling"))   # Scoocher, after the move
    return JOG


RACER = Racer(asks="own", name="LEGS", title="Legs", power="Jog", timing=(INSTEAD_OF_ROLLING,), optional=True,
              rules=(RULE, "MA-R-LEGS-02"),
              text="Legs can skip rolling for its main move and move 5 instead (modifiers still apply).",
              hooks={"instead_of_roll": instead_of_roll}, value=0.75)
