"""Copycat, Copy That (MA-R-COPYCAT-01..04): Copycat has the power of the racer in the lead, at every moment
(the engine's ``Race.powers`` reads ``copies``): alone in the lead it has none; when several others share
the lead its player picks one by colour at a quiet moment, and the pick holds until the set of leaders
changes (AMB-MA-16; until asked, the first leader in MA-25's order). It never copies a before-race power
(MA-R-COPYCAT-04: the engine runs no copied ``before_race``) nor another Copycat. Where the copy and the
original contradict (two Huge Babies), the original's power acts first (MA-R-COPYCAT-03: the original is
earlier in the engine's hook order only when it is the current player's; decision: both act, in MA-25's
order)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import PASSIVE, Racer, Token

RULE = "MA-R-COPYCAT-01"
RULE_PICK = "MA-R-COPYCAT-02"


def quiet(race: Race, me: Token) -> None:
    lead = [t for t in race.leaders() if t is not me and not race.racers[t.name].copies]
    key = sorted(t.colour for t in lead)
    if len(lead) < 2 or me.memo.get("tie") == key:
        return
    me.memo["tie"] = key
    pick = race.ask_target(me, RULE_PICK, "Copycat: which leader's power to copy?", lead, optional=False)
    if pick is not None:
        me.memo["pick"] = pick.colour
        race.say("copy", colour=me.colour, copies=pick.colour, racer=pick.name, rule=RULE_PICK)


RACER = Racer(name="COPYCAT", title="Copycat", power="Copy That", timing=(PASSIVE,), optional=False,
              rules=(RULE, RULE_PICK, "MA-R-COPYCAT-03", "MA-R-COPYCAT-04"),
              text="Copycat has the power of the racer in the lead; with a tie its player picks which.",
              hooks={"quiet": quiet}, value=0.5, copies=True)
