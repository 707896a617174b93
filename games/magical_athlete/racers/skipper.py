"""Skipper, Salty Dog (MA-R-SKIPPER-01, -02): when any racer's final main-move roll is a 1, the Skipper's
player takes the next turn (after an extra turn a Genius is owed, AMB-MA-19), and turn order goes on from
the player to the Skipper's left; when the Skipper itself rolls the 1, it goes again. Only main-move rolls
count (a duel's roll does not, DS-MA-49); an Inchworm cancelling the 1's move does not stop the jump. The turn
it gets is the Skipper's alone, also when its player races two racers (AMB-MA-20); two 1s in one turn give it
one turn."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_ROLL, Effect, MainMove, Racer, Token

RULE = "MA-R-SKIPPER-01"
RULE_SELF = "MA-R-SKIPPER-02"


def on_roll(race: Race, me: Token, mm: MainMove) -> Effect | None:
    if mm.roll != 1:
        return None
    rule = RULE_SELF if mm.token is me else RULE

    def salty_dog() -> None:
        # the Skipper's own turn, the racer alone (AMB-MA-20), after an extra turn a Genius is owed (AMB-MA-19):
        # the engine's turn owed right after this one; play then goes on from the Skipper's seat
        if me.index not in race.extra:
            race.extra_turn(me)
        race.power(me, rule, f"{me.colour} goes next")
    return salty_dog


RACER = Racer(asks="never", name="SKIPPER", title="Skipper", power="Salty Dog", timing=(ON_ROLL,), optional=False,
              rules=(RULE, RULE_SELF),
              text="When anyone rolls a 1 for their main move, Skipper goes next; then play continues from "
                   "Skipper's left.",
              hooks={"on_roll": on_roll}, value=0.55)
