"""How a trial's Outcome changes the table: Energy clamped to 0..30 (ST-10), medal boards updated at once
and never below 0 (ST-20, ST-DOPE-06), the First Player token passed to the opposing player on the left
(ST-21, AMB-37). The meta-game (games/stadium/flow.py) and the trial test harness both apply every Outcome
through :func:`apply_outcome`, so a trial test runs the path the game runs."""
from __future__ import annotations

from typing import Any, Iterable, Mapping, NamedTuple, Sequence

from games.stadium.trial import MEDALS, TEAMS, Award, Outcome
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


def award_json(a: Award) -> dict[str, Any]:
    return {"team": a.team, "medal": a.medal, "change": a.change, "seat": a.seat}


def passed_token(seats: Sequence[str], teams: Mapping[str, str], first: str, times: int,
                 rule: str) -> tuple[str, dict[str, Any]]:
    """ST-21 (after a trial) or AMB-37 (inside one): the new holder and the ``token`` event (public: its new
    holder is ``holder``, as a ``to`` key marks an event private to one seat, games/core/game.py)."""
    after = pass_token(seats, teams, first, times)
    return after, {"type": "token", "from": first, "holder": after, "times": times, "rule": rule}


class Applied(NamedTuple):
    """The table's Energy, medal boards and First Player after an Outcome, and the events saying so (a
    named tuple: one is made per trial step)."""

    energy: Mapping[str, int]
    medals: Mapping[str, Mapping[str, int]]
    first: str
    events: tuple[dict[str, Any], ...]


def apply_outcome(seats: Sequence[str], teams: Mapping[str, str], energy: Mapping[str, int],
                  medals: Mapping[str, Mapping[str, int]], first: str, out: Outcome) -> Applied:
    """What ``out`` does to the table: Energy (ST-10: an ``energy`` event with each seat's applied change,
    and what the clamp lost), medals one award at a time (ST-20: a ``medal`` event each, with both boards),
    the token passed inside the trial (AMB-37). Parts ``out`` does not touch are returned as given."""
    events: list[dict[str, Any]] = []
    if out.energy:
        energy = dict(energy)
        changes, lost = {}, {}
        for seat, delta in out.energy.items():
            before = energy[seat]
            after = clamp_energy(before + delta)
            energy[seat] = after
            changes[seat] = after - before
            if after - before != delta:
                lost[seat] = delta - (after - before)
        event = {"type": "energy", "changes": changes, "energy": dict(energy), "rule": "ST-10"}
        if lost:
            event["lost"] = lost
        events.append(event)
    if out.awards:
        boards = {t: dict(b) for t, b in medals.items()}
        for a in out.awards:
            board = boards[a.team]
            had = board[a.medal]
            board[a.medal] = max(0, had + a.change)                 # never below 0 (ST-DOPE-06)
            events.append({"type": "medal", **award_json(a), "applied": board[a.medal] - had,
                           "boards": {t: dict(b) for t, b in boards.items()}, "rule": "ST-20"})
        medals = boards
    if out.pass_token:
        first, event = passed_token(seats, teams, first, out.pass_token, "AMB-37")
        events.append(event)
    return Applied(energy, medals, first, tuple(events))
