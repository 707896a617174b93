"""Genius, Think Good (MA-R-GENIUS-01, -02): before its main move its player can predict the roll (1..6);
if the final roll matches, Genius takes another turn after this one (before a Skipper's jump, AMB-MA-19)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_MAIN_MOVE, Effect, MainMove, Racer, Token

RULE = "MA-R-GENIUS-01"
RULE_TURN = "MA-R-GENIUS-02"


def before_main_move(race: Race, me: Token) -> None:
    sealed = bool(race.policy.get("sealed_predictions"))       # AMB-MA-19: dialled in secret, shown at the roll
    guess = race.ask_number(me, RULE, "Genius: predict your roll?", 1, 6, optional=True, secret=sealed)
    if guess is not None:
        me.memo.setdefault("turn", {})["guess"] = guess


def on_roll(race: Race, me: Token, mm: MainMove) -> Effect | None:
    guess = me.memo.get("turn", {}).get("guess") if mm.token is me else None
    if guess is not None and race.policy.get("sealed_predictions"):
        race.say("prediction", colour=me.colour, roll=guess, rule=RULE, shown=True)
    if mm.token is not me or mm.roll is None or guess != mm.roll:
        return None
    return lambda: race.extra_turn(me, by=me, rule=RULE_TURN)


RACER = Racer(asks="own", name="GENIUS", title="Genius", power="Think Good", timing=(BEFORE_MAIN_MOVE,), optional=True,
              rules=(RULE, RULE_TURN), text="Genius can predict its roll; if right, it takes another turn.",
              hooks={"before_main_move": before_main_move, "on_roll": on_roll}, value=0.55)
