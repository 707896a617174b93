"""Party Animal, Animal Magnetism (MA-R-PARTYANIMAL-01..03): before its main move every other racer on the
track that is not on its space moves 1 toward it, all at the same moment (each a move; arrivals together,
AMB-MA-29); then each other racer on its space gives it +1 to its main move, counted when the amount is
fixed (AMB-MA-14), each +1 a modifier of its own (Scoocher). A Huge Baby pulled onto its space puts everyone
there one space back (Huge Baby's power, EX-MA-08)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_MAIN_MOVE, MAIN_MOVE, MainMove, Racer, Token

RULE = "MA-R-PARTYANIMAL-01"
RULE_BONUS = "MA-R-PARTYANIMAL-02"


def before_main_move(race: Race, me: Token) -> None:
    pulls = [(t, 1 if t.space < me.space else -1) for t in race.order()      # MA-25's order
             if t is not me and t.on_track and t.space != me.space]
    if pulls:
        race.move_many(pulls, by=me, rule=RULE)


def main_move(race: Race, me: Token, mm: MainMove) -> None:
    if mm.token is me:
        for _ in race.at(me.space, me):
            mm.add(me, 1, RULE_BONUS)


RACER = Racer(asks="never", name="PARTYANIMAL", title="Party Animal", power="Animal Magnetism",
              timing=(BEFORE_MAIN_MOVE, MAIN_MOVE),
              optional=False, rules=(RULE, RULE_BONUS, "MA-R-PARTYANIMAL-03"),
              text="Before its main move all racers move 1 toward Party Animal; each racer on its space gives +1.",
              hooks={"before_main_move": before_main_move, "main_move": main_move}, value=0.5)
