"""Flip Flop, Flop Flip (MA-R-FLIPFLOP-01..03): instead of rolling, its player can swap spaces with another
racer not on its own space (AMB-MA-25); the swap is two simultaneous warps (no roll, no move, nobody
passed), and that is the whole main move."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import INSTEAD_OF_ROLLING, SKIP, Racer, Token

RULE = "MA-R-FLIPFLOP-01"


def instead_of_roll(race: Race, me: Token) -> int | None:
    targets = [t for t in race.others(me) if t.space != me.space]
    target = race.ask_target(me, RULE, "Flip Flop: swap spaces with a racer instead of rolling?", targets)
    if target is None:
        return None
    race.warp_many([(me, target.space), (target, me.space)], by=me, rule="MA-R-FLIPFLOP-02")
    return SKIP


RACER = Racer(asks="own", name="FLIPFLOP", title="Flip Flop", power="Flop Flip", timing=(INSTEAD_OF_ROLLING,), optional=True,
              rules=(RULE, "MA-R-FLIPFLOP-02", "MA-R-FLIPFLOP-03"),
              text="Instead of rolling, Flip Flop can swap spaces with another racer.",
              hooks={"instead_of_roll": instead_of_roll}, value=0.6)
