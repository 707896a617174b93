"""Stickler, Actually... (MA-R-STICKLER-01, -02): other racers cross the finish line only with a move of
exactly the spaces they need; a move that would overshoot does not happen at all (a move 0) — main moves,
powers, arrows and the rest alike (a Duelist's 2 from the last space, EX-MA-04). A Leaptoad needs exactly
the free spaces before the line plus one (AMB-MA-27). Stickler itself may overshoot; each blocked move is
its power happening (Scoocher)."""
from __future__ import annotations

from games.magical_athlete.engine import Race
from games.magical_athlete.powers import PASSIVE, Racer, Token

RULE = "MA-R-STICKLER-01"


def needed(race: Race, token: Token) -> int:
    """The move that takes ``token`` exactly onto the finish line."""
    finish = race.track.finish
    if any(r.leaps for r in race.powers(token)):
        return 1 + sum(1 for space in range(token.space + 1, finish) if not race.at(space, token))
    return finish - token.space


def blocks(race: Race, me: Token, token: Token, amount: int) -> bool:
    return token is not me and amount != needed(race, token)


RACER = Racer(asks="never", name="STICKLER", title="Stickler", power="Actually...", timing=(PASSIVE,), optional=False,
              rules=(RULE, "MA-R-STICKLER-02"),
              text="Other racers can only cross the finish line with the exact amount; if they overshoot, they "
                   "don't move.",
              hooks={"blocks": blocks}, value=0.45)
