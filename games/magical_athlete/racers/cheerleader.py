"""Cheerleader, Rah Rah (MA-R-CHEERLEADER-01..03): before its main move its player can make the racer(s) in
last place move 2; then Cheerleader moves 1 — a second, separate move when it was itself among them
(AMB-MA-38: last place measured when used). The racers in last place move one after another in MA-25's
order (decision: the same moment, resolved in the one order rule)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_MAIN_MOVE, Racer, Token

RULE = "MA-R-CHEERLEADER-01"


def before_main_move(race: Race, me: Token) -> None:
    last = race.last()
    if not last or not race.ask_yes(me, RULE, "Cheerleader: the last-place racers move 2, then Cheerleader 1?"):
        return
    order = race.order()
    for token in sorted(last, key=order.index):
        race.move(token, 2, by=me, rule=RULE)
    race.move(me, 1, by=me, rule="MA-R-CHEERLEADER-03" if me in last else "MA-R-CHEERLEADER-02")


RACER = Racer(asks="own", name="CHEERLEADER", title="Cheerleader", power="Rah Rah", timing=(BEFORE_MAIN_MOVE,), optional=True,
              rules=(RULE, "MA-R-CHEERLEADER-02", "MA-R-CHEERLEADER-03"),
              text="Before its main move, Cheerleader can make the last-place racers move 2; then it moves 1.",
              hooks={"before_main_move": before_main_move}, value=0.45)
