"""Magician, Poof (MA-R-MAGICIAN-01, -02): after each roll for its main move its player can reroll, up to two
times a turn (besides a Dicemonger's once, AMB-MA-09); the last roll is the one used and the earlier ones
never happened (MA-41). Each reroll is the power happening once, for Scoocher (MA-R-SCOOCHER-05), after the
main move (AMB-MA-09)."""
from __future__ import annotations

from functools import partial

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_ROLL, MainMove, Racer, Token

RULE = "MA-R-MAGICIAN-01"
REROLLS = 2


def reroll(race: Race, me: Token, mm: MainMove) -> bool:
    if mm.token is not me:
        return False
    turn = me.memo.setdefault("turn", {})
    used = turn.get("magician", 0)
    if used >= REROLLS:
        return False
    if not race.ask_yes(me, RULE, f"Magician rolled {mm.roll}: reroll ({REROLLS - used} left)?"):
        return False
    turn["magician"] = used + 1
    race.later(partial(race.power, me, RULE, f"rerolls {mm.roll}"))
    return True


RACER = Racer(asks="own", name="MAGICIAN", title="Magician", power="Poof", timing=(ON_ROLL,), optional=True,
              rules=(RULE, "MA-R-MAGICIAN-02"),
              text="Magician can reroll its main move up to two times; it must use its last roll.",
              hooks={"reroll": reroll}, value=0.4)
