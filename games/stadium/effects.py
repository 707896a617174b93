"""How a trial's Outcome changes the table: Energy clamped to 0..30 (ST-10), medal boards updated at once
and never below 0 (ST-20, ST-DOPE-06), the First Player token passed to the opposing player on the left
(ST-21). The meta-game and the test harness apply outcomes through these functions only."""
from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from games.stadium.trial import MEDALS, TEAMS, Award
from games.stadium.turns import opponent_left_of

ENERGY_MIN = 0
ENERGY_MAX = 30
ENERGY_START = 25


def clamp_energy(value: int) -> int:
    """ST-10: any gain beyond 30 is lost; Energy never goes below 0."""
    return ENERGY_MIN if value < ENERGY_MIN else ENERGY_MAX if value > ENERGY_MAX else value


def add_energy(energy: Mapping[str, int], deltas: Mapping[str, int]) -> dict[str, int]:
    """Every seat's Energy after ``deltas``, each clamped (ST-10)."""
    out = dict(energy)
    for seat, delta in deltas.items():
        out[seat] = clamp_energy(out[seat] + delta)
    return out


def empty_boards() -> dict[str, dict[str, int]]:
    """ST-05: both Medal boards at 0."""
    return {team: {medal: 0 for medal in MEDALS} for team in TEAMS}


def add_awards(boards: Mapping[str, Mapping[str, int]], awards: Iterable[Award]) -> dict[str, dict[str, int]]:
    """ST-20: the boards after ``awards``; a medal lost that the board does not hold is nothing to lose."""
    out = {team: dict(board) for team, board in boards.items()}
    for award in awards:
        board = out[award.team]
        board[award.medal] = max(0, board[award.medal] + award.change)
    return out


def pass_token(seats: Sequence[str], teams: Mapping[str, str], first: str, times: int = 1) -> str:
    """ST-21: the token passes ``times`` times, each to the opposing player on the holder's left."""
    for _ in range(times):
        first = opponent_left_of(seats, dict(teams), first)
    return first


VP = {"gold": 4, "silver": 2, "bronze": 1}
"""ST-22: victory points per medal."""


def victory_points(board: Mapping[str, int]) -> int:
    """ST-22: 4 per Gold, 2 per Silver, 1 per Bronze."""
    return sum(VP[m] * board[m] for m in MEDALS)
