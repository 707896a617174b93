"""Mastermind, Know-It-All (MA-R-MASTERMIND-01..03): at the start of its first turn of the race its player
must predict the winner (a colour: any racer in the race, itself included; public, AMB-MA-19). If that
racer crosses the line first, the race ends at once and Mastermind takes 2nd place; if it predicted itself
and crosses first, it takes both places (its power outlives its finish: ``after_finish``, an exception to
MA-27). Eliminated, it predicts nothing any more; having crossed first on another prediction, nothing more
happens (the other racer can only come 2nd). With the ``sealed_predictions`` option (AMB-MA-19) the
prediction is dialled in secret, private to its player, and shown when the first racer crosses."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import START_OF_TURN, Effect, Fact, Racer, Token

RULE = "MA-R-MASTERMIND-01"
RULE_RIGHT = "MA-R-MASTERMIND-02"
RULE_SELF = "MA-R-MASTERMIND-03"


def start_of_turn(race: Race, me: Token) -> None:
    if "predict" in me.memo or not me.on_track:
        return
    sealed = bool(race.policy.get("sealed_predictions"))
    pick = race.ask_target(me, RULE, "Mastermind: which racer will win this race?", race.on_track(), optional=False,
                           secret=sealed)
    if pick is not None:
        me.memo["predict"] = pick.colour
        race.say("prediction", colour=me.colour, winner=pick.colour, rule=RULE, **({"to": me.seat} if sealed else {}))


def on_cross(race: Race, me: Token, fact: Fact) -> Effect | None:
    predicted = me.memo.get("predict")
    if fact.amount != 1 or predicted is None:
        return None
    if race.policy.get("sealed_predictions"):                # shown now that the winner is known (AMB-MA-19)
        race.say("prediction", colour=me.colour, winner=predicted, rule=RULE, shown=True)
    if predicted != fact.token.colour or (fact.token is not me and not me.on_track):
        return None

    def know_it_all() -> None:
        race.say("power", colour=me.colour, racer=me.name, rule=RULE_SELF if fact.token is me else RULE_RIGHT,
                 text=f"predicted {fact.token.colour}: the race ends")
        race.place_second(me)
    return know_it_all


RACER = Racer(asks="own", name="MASTERMIND", title="Mastermind", power="Know-It-All", timing=(START_OF_TURN,),
              optional=False, rules=(RULE, RULE_RIGHT, RULE_SELF),
              text="At the start of its first turn Mastermind predicts the winner; if right, the race ends and "
                   "Mastermind is 2nd.",
              hooks={"start_of_turn": start_of_turn, "on_cross": on_cross}, value=0.4, after_finish=True)
