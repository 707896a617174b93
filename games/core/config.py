"""The checks every game's ``make_config`` makes alike (CON-01, CON-02, AMB-01): no unknown option, the seats'
colours for a player count the game allows, the oldest player one of them, a whole-number wheel cap."""
from __future__ import annotations

from typing import Any, Collection, Mapping

from games.core.errors import ConfigError
from games.core.faces import check_colours


def refuse_unknown(options: Mapping[str, Any], known: Collection[str], game: str) -> None:
    """An option the game does not declare is refused by name (the first in sorted order)."""
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise ConfigError(f"unknown {game} option {unknown[0]!r}")


def seat_colours(options: Mapping[str, Any], counts: Collection[int], says: str, rule: str) -> tuple[str, ...]:
    """The ``players`` in seat order, if their number is one of ``counts`` (else ``says``, e.g. 'Outspeed
    is for 3 to 6 players', and the count) and they are distinct controller colours (CON-02)."""
    players = tuple(options.get("players") or ())
    if len(players) not in counts:
        raise ConfigError(f"{says}, not {len(players)}", rule)
    check_colours(players)
    return players


def oldest_of(options: Mapping[str, Any], players: tuple[str, ...], rule: str) -> str:
    """The ``oldest`` option, the first seat by default; one of the players."""
    oldest = options.get("oldest") or players[0]
    if oldest not in players:
        raise ConfigError(f"the oldest player {oldest!r} is not one of the players", rule)
    return oldest


def whole_number(value: Any, name: str, rule: str = "AMB-01") -> int:
    """A wheel cap such as ``wheel_max``: a whole number (not a bool) of at least 1."""
    if type(value) is not int or value < 1:
        raise ConfigError(f"{name} must be a whole number of at least 1", rule)
    return value
