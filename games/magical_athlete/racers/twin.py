"""Twin, Double Dip (MA-R-TWIN-01, -02): before its race its player can pick a racer that won (crossed 1st
in) an earlier race of this game, by list number, and race with that racer's printed powers on Twin's own
token — its before-race power included, which the engine runs next (AMB-MA-18). In race 1, or with no
winner but Twin itself, there is nothing to pick."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_RACE, Racer, Token

RULE = "MA-R-TWIN-01"


def before_race(race: Race, me: Token) -> None:
    names = [n for n in dict.fromkeys(race.winners) if n != "TWIN" and n in race.racers]
    pick = race.ask_choice(me, RULE, "Twin: race with the power of an earlier winner?", names, optional=True)
    if pick is None:
        return
    me.borrowed = names[pick]
    race.power(me, RULE, f"races with {names[pick]}'s power", borrowed=names[pick])


RACER = Racer(asks="never", name="TWIN", title="Twin", power="Double Dip", timing=(BEFORE_RACE,), optional=True,
              rules=(RULE, "MA-R-TWIN-02"),
              text="Before its race, Twin can pick a racer that won an earlier race and race with its power.",
              hooks={"before_race": before_race}, value=0.35)
