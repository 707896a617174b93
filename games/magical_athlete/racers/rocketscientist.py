"""Rocket Scientist, Kablooey (MA-R-ROCKETSCIENTIST-01): once the roll for its main move is final its player
can move double that number (the doubled roll is the base the modifiers apply to, AMB-MA-08); if it does,
it trips after moving (MA-39: the move is finished first)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_ROLL, Effect, MainMove, Racer, Token

RULE = "MA-R-ROCKETSCIENTIST-01"


def on_roll(race: Race, me: Token, mm: MainMove) -> Effect | None:
    roll = mm.roll
    if mm.token is not me or roll is None:
        return None

    def kablooey() -> None:
        if race.ask_yes(me, RULE, f"Rocket Scientist rolled {roll}: move {2 * roll} and trip after?"):
            mm.base = 2 * roll
            mm.trip_after = True
            race.power(me, RULE, f"doubles {roll} to {mm.base}")
    return kablooey


RACER = Racer(asks="own", name="ROCKETSCIENTIST", title="Rocket Scientist", power="Kablooey", timing=(ON_ROLL,),
              optional=True, rules=(RULE,),
              text="Rocket Scientist can move double its main-move roll; if it does, it trips after moving.",
              hooks={"on_roll": on_roll}, value=0.45)
