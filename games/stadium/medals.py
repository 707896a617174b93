"""Medal awarding, written once: the Gold-trial rule (ST-13) and the 3 Medals rule (ST-14..ST-19)."""
from __future__ import annotations

from typing import Mapping, Sequence

from games.stadium.trial import TEAMS, Award


def ranks_by(values: Mapping[str, int], seats: Sequence[str]) -> list[list[str]]:
    """A ranking for :func:`three_medals`: the seats of ``values`` grouped by equal value, highest first
    (seat order within a rank); seats without a value are unranked."""
    return [[s for s in seats if s in values and values[s] == v] for v in sorted(set(values.values()), reverse=True)]


def three_medals(ranking: Sequence[Sequence[str]], teams: dict[str, str]) -> tuple[Award, ...]:
    """Individual medals for ``ranking`` (ranks best first, each the seats sharing it; unranked seats absent).

    ST-15: the top rank gets Gold; stop at 3 or more medals. ST-16: after exactly one Gold, the next rank
    gets Silver; stop at 3 or more. ST-17: after exactly two Golds, the next rank gets Bronze. ST-18: after
    one Gold and one Silver, the next rank gets Bronze. ST-19: running out of ranks stops early.
    """
    ranks = [list(r) for r in ranking if r]
    awards: list[Award] = []

    def give(i: int, medal: str) -> bool:
        if i >= len(ranks):
            return False                                        # ST-19
        awards.extend(Award(teams[seat], medal, 1, seat) for seat in ranks[i])
        return True

    if not give(0, "gold") or len(awards) >= 3:                 # ST-15
        return tuple(awards)
    golds = len(awards)
    if golds == 1:
        if not give(1, "silver") or len(awards) >= 3:           # ST-16
            return tuple(awards)
        if len(awards) == 2:
            give(2, "bronze")                                   # ST-18
        return tuple(awards)
    give(1, "bronze")                                           # ST-17 (golds == 2)
    return tuple(awards)


def gold_trial(winner: str | None) -> tuple[Award, ...]:
    """ST-13: the winning team gains 1 Gold; a tie (None) gives each team 1 Gold."""
    if winner is None:
        return tuple(Award(team, "gold") for team in TEAMS)
    if winner not in TEAMS:
        raise ValueError(f"the winner must be one of {TEAMS} or None, not {winner!r}")
    return (Award(winner, "gold"),)
