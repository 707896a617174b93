"""Egg, Scramble (MA-R-EGG-01, -02): before its race Egg's player draws 3 racer cards from the deck and picks
one (list number); Egg races with that racer's powers on its own token, its before-race power included
(the engine runs it next). The two others go to the bottom of the deck (AMB-MA-17; policy
``egg_discards``: out of play); with fewer cards, Egg picks from those there are; with none, no power."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_RACE, Racer, Token

RULE = "MA-R-EGG-01"


def before_race(race: Race, me: Token) -> None:
    drawn = [n for n in race.deck[:3]]
    del race.deck[:len(drawn)]
    if not drawn:
        return
    race.say("egg_draw", colour=me.colour, cards=drawn, rule=RULE)
    pick = race.ask_choice(me, RULE, "Egg: which racer's power?", drawn) if len(drawn) > 1 else 0
    chosen = drawn[pick or 0]
    me.borrowed = chosen
    if not race.policy.get("egg_discards"):
        race.deck.extend(n for n in drawn if n != chosen)
    race.power(me, RULE, f"scrambles into {chosen}", borrowed=chosen)


RACER = Racer(asks="never", name="EGG", title="Egg", power="Scramble", timing=(BEFORE_RACE,), optional=False,
              rules=(RULE, "MA-R-EGG-02"),
              text="Before its race, Egg draws 3 racers and takes the power of one of them for the race.",
              hooks={"before_race": before_race}, value=0.5)
