"""Sisyphus, Keep Rollin' (MA-R-SISYPHUS-01..04): before its race its player takes 4 points (AMB-MA-26);
when its final main-move roll is a 6 it does not move but warps to the Start, and its player loses 1 point
— every further 6 too, while the player has any points, earlier races' included (never below 0). Being
warped by another racer's power costs it nothing: its main move still comes (AMB-MA-32)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_RACE, ON_ROLL, Effect, MainMove, Racer, Token

RULE = "MA-R-SISYPHUS-01"
RULE_SIX = "MA-R-SISYPHUS-02"
RULE_MORE = "MA-R-SISYPHUS-03"
CHIPS = 4


def before_race(race: Race, me: Token) -> None:
    race.give_points(me.seat, CHIPS, by=me, rule=RULE)


def on_roll(race: Race, me: Token, mm: MainMove) -> Effect | None:
    if mm.token is not me or mm.roll != 6:
        return None

    def keep_rolling() -> None:
        mm.cancelled = True                      # "instead of moving" (AMB-MA-06)
        sixes = me.memo["sixes"] = me.memo.get("sixes", 0) + 1
        rule = RULE_SIX if sixes <= CHIPS else RULE_MORE
        if me.space:
            race.warp(me, 0, by=me, rule=rule)
        else:
            race.power(me, rule, "rolled a 6 on the Start: does not move")
        race.give_points(me.seat, -1, rule=rule)  # one power effect (the warp), counted once for Scoocher
    return keep_rolling


RACER = Racer(asks="never", name="SISYPHUS", title="Sisyphus", power="Keep Rollin'", timing=(BEFORE_RACE, ON_ROLL),
              optional=False, rules=(RULE, RULE_SIX, RULE_MORE, "MA-R-SISYPHUS-04"),
              text="Sisyphus starts the race with 4 points; on a 6 it warps to the Start instead and loses 1 point.",
              hooks={"before_race": before_race, "on_roll": on_roll}, value=0.3)
