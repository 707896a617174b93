"""Hypnotist, Hssssst (MA-R-HYPNOTIST-01): before its main move its player can warp another racer, one not
already on its space, to Hypnotist's space (AMB-MA-25)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import BEFORE_MAIN_MOVE, Racer, Token

RULE = "MA-R-HYPNOTIST-01"


def before_main_move(race: Race, me: Token) -> None:
    targets = [t for t in race.others(me) if t.space != me.space]
    target = race.ask_target(me, RULE, "Hypnotist: warp a racer to your space?", targets)
    if target is not None:
        race.warp(target, me.space, by=me, rule=RULE)


RACER = Racer(asks="own", name="HYPNOTIST", title="Hypnotist", power="Hssssst", timing=(BEFORE_MAIN_MOVE,), optional=True,
              rules=(RULE,), text="Before its main move, Hypnotist can warp another racer to its space.",
              hooks={"before_main_move": before_main_move}, value=0.55)
