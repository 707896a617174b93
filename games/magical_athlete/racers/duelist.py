"""Duelist, Duel! (MA-R-DUELIST-01..03): at a quiet moment when another racer shares its space (never in the
middle of an action, MA-R-DUELIST-02) its player can call a duel and pick the opponent by colour; both roll
(not main-move rolls), the higher roll moves 2, Duelist wins ties. A refusal — or a duel — stands until
the set of racers on its space changes or a new turn begins (AMB-MA-13)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ANY_TIME, Racer, Token

RULE = "MA-R-DUELIST-01"
RULE_DUEL = "MA-R-DUELIST-03"


def quiet(race: Race, me: Token) -> None:
    rivals = race.at(me.space, me)
    key = [race.turns, me.space, sorted(t.colour for t in rivals)]
    if not rivals or me.memo.get("asked") == key:
        return
    me.memo["asked"] = key
    rival = race.ask_target(me, RULE, "Duelist: duel a racer on your space?", rivals)
    if rival is None:
        return
    mine, theirs = race.die(), race.die()
    winner = me if mine >= theirs else rival
    race.say("duel", colour=me.colour, rival=rival.colour, rolls=[mine, theirs], winner=winner.colour, rule=RULE_DUEL)
    if not race.move(winner, 2, by=me, rule=RULE_DUEL):
        race.power(me, RULE_DUEL, f"duel with {rival.colour}")


RACER = Racer(name="DUELIST", title="Duelist", power="Duel!", timing=(ANY_TIME,), optional=True,
              rules=(RULE, "MA-R-DUELIST-02", RULE_DUEL),
              text="Sharing a space, Duelist can duel: both roll, the higher moves 2; Duelist wins ties.",
              hooks={"quiet": quiet}, value=0.5)
