"""Suckerfish, Sucker! (MA-R-SUCKERFISH-01..03): when a racer on its space moves (any move, forward or
backward, main or not — a warp is not a move), its player can have Suckerfish move along to that racer's
new space. It travels with that racer the whole move, so it passes whom that racer passes (a Banana trips
both) and can cross the finish line right after it (AMB-MA-28; a Stickler lets it cross only on an exact
amount, AMB-MA-27). The engine asks ``follow`` as the move starts; riding is its power happening."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import ON_MOVE, Racer, Token

RULE = "MA-R-SUCKERFISH-01"


def follow(race: Race, me: Token, mover: Token, amount: int) -> bool:
    way = "forward" if amount > 0 else "back"
    return race.ask_yes(me, RULE, f"Suckerfish: ride along with {mover.colour} ({way} {abs(amount)})?")


RACER = Racer(name="SUCKERFISH", title="Suckerfish", power="Sucker!", timing=(ON_MOVE,), optional=True,
              rules=(RULE, "MA-R-SUCKERFISH-02", "MA-R-SUCKERFISH-03"),
              text="When a racer on Suckerfish's space moves, Suckerfish can move along to its new space.",
              hooks={"follow": follow}, value=0.55)
