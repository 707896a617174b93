"""Dicemonger, Dicey Deals (MA-R-DICEMONGER-01, -02): while it is in the race every racer (Dicemonger too)
can reroll its main move once per turn — asked of the roller's player after each roll (AMB-MA-09); each
time another racer uses it, Dicemonger moves 1, after that main move."""
from __future__ import annotations

from functools import partial

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_ROLL, MainMove, Racer, Token

RULE = "MA-R-DICEMONGER-01"
RULE_MOVE = "MA-R-DICEMONGER-02"


def reroll(race: Race, me: Token, mm: MainMove) -> bool:
    roller = mm.token
    turn = roller.memo.setdefault("turn", {})
    if turn.get("dicemonger"):
        return False
    if not race.ask_yes(me, RULE, f"Reroll {mm.roll} (Dicemonger)?", who=roller):
        turn["dicemonger"] = "declined"
        return False
    turn["dicemonger"] = "used"
    race.later(partial(race.power, me, RULE, f"{roller.colour} rerolls"))
    if roller is not me:
        race.later(partial(race.move, me, 1, by=me, rule=RULE_MOVE))
    return True


RACER = Racer(name="DICEMONGER", title="Dicemonger", power="Dicey Deals", timing=(ON_ROLL,), optional=True,
              rules=(RULE, RULE_MOVE),
              text="Every racer can reroll its main move once per turn; when another does, Dicemonger moves 1.",
              hooks={"reroll": reroll}, value=0.45)
