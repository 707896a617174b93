"""Hare, Hubris (MA-R-HARE-01, -02): +2 to its main move; when it starts its turn alone in the lead it skips
its main move (no roll, AMB-MA-30)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import MAIN_MOVE, PASSIVE, MainMove, Racer, Token

RULE = "MA-R-HARE-01"
RULE_SKIP = "MA-R-HARE-02"


def start_of_turn(race: Race, me: Token) -> None:
    if race.leaders() == [me]:
        me.memo.setdefault("turn", {})["no_main_move"] = True
        race.power(me, RULE_SKIP, "alone in the lead: skips its main move")


def main_move(race: Race, me: Token, mm: MainMove) -> None:
    if mm.token is me:
        mm.add(me, 2, RULE)


RACER = Racer(asks="never", name="HARE", title="Hare", power="Hubris", timing=(MAIN_MOVE, PASSIVE), optional=False,
              rules=(RULE, RULE_SKIP), text="Hare gets +2 to its main move, but skips it when alone in the lead.",
              hooks={"start_of_turn": start_of_turn, "main_move": main_move}, value=0.55)
