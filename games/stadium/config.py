"""Stadium setup, validated (ST-01, ST-02, ST-04, ST-06, CON-01, CON-02, AMB-01, AMB-49, GAP-11).

- ``players``: 4 or 6 controller colours in clockwise seat order (ST-01);
- ``teams``: the team of each seat in seat order; the teams must be equal and alternate round the table so
  that each player's neighbours are opponents (ST-02); default Red, Blue, Red, ... from the first seat;
- ``oldest``: who flips the First Player token (ST-06), default the first seat;
- ``trials``: a fixed track (practice), else the layout's slots are drawn (ST-04); ``layout``: another
  order of the 6 S, 2 R and 2 F slots (AMB-49); ``content``: a folder whose ``track.yaml``, ``dice.yaml``
  and ``<trial id>.yaml`` replace the shipped stand-ins (GAP-11);
- each trial's named policies (``forced_end`` ...), offered once per name.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import lru_cache
from importlib.util import find_spec
from typing import Any, Mapping

from games.core.config import oldest_of, refuse_unknown, seat_colours, whole_number
from games.core.errors import ConfigError
from games.core.faces import WHEEL_MAX
from games.core.options import Option
from games.stadium.options import OWN_OPTIONS
from games.stadium.trial import TEAMS
from games.stadium.trials import TRIAL_MODULES, get_trial
from games.stadium.track import fixed_track, layout_from_text, load_layout

PLAYER_COUNTS = frozenset({4, 6})


@lru_cache(maxsize=1)
def trial_options() -> tuple[Option, ...]:
    """Every trial's named policies, once per name (the first declaration of a name wins)."""
    seen: dict[str, Option] = {}
    for trial_id, module in TRIAL_MODULES.items():
        if find_spec(module) is not None:
            for o in getattr(get_trial(trial_id), "OPTIONS", ()):
                seen.setdefault(o.name, o)
    return tuple(seen.values())


def all_options() -> tuple[Option, ...]:
    return OWN_OPTIONS + tuple(o for o in trial_options() if o.name not in {m.name for m in OWN_OPTIONS})


@dataclass(frozen=True)
class StadiumConfig:
    players: tuple[str, ...]
    teams: dict[str, str]
    oldest: str
    track: tuple[str, ...] | None = None
    """A fixed track (trial ids in order), or None for the draw."""
    layout: tuple[str, ...] = ()
    """Slot types of the drawn track (empty with a fixed track)."""
    content: str | None = None
    wheel_max: int = WHEEL_MAX
    policies: dict[str, str] = field(default_factory=dict)
    """The trials' named policies the user chose (name -> value)."""

    def content_path(self, name: str) -> str | None:
        """``name`` in the user's content folder, if it is there (else the shipped stand-in is used)."""
        if self.content is None:
            return None
        path = os.path.join(self.content, name)
        return path if os.path.isfile(path) else None


def _teams(players: tuple[str, ...], given: Any) -> dict[str, str]:
    if given is None:
        teams = [TEAMS[i % 2] for i in range(len(players))]
    elif isinstance(given, Mapping):
        teams = [given.get(p) for p in players]
    else:
        teams = given.replace(",", " ").split() if isinstance(given, str) else list(given)
    if len(teams) != len(players):
        raise ConfigError(f"give a team for each of the {len(players)} seats, not {len(teams)}", "ST-01")
    bad = next((t for t in teams if t not in TEAMS), None)
    if bad is not None or any(t is None for t in teams):
        raise ConfigError(f"a team is red or blue, not {bad!r}", "ST-01")
    if teams.count("red") != teams.count("blue"):
        raise ConfigError(f"the teams must be equal, not {teams.count('red')} Red and {teams.count('blue')} "
                          "Blue", "ST-01")
    for i, seat in enumerate(players):
        nxt = players[(i + 1) % len(players)]
        if teams[i] == teams[(i + 1) % len(players)]:
            raise ConfigError(f"seats must alternate between the teams so each player's neighbours are "
                              f"opponents, but {seat} and {nxt} sit side by side on the "
                              f"{teams[i].capitalize()} team", "ST-02")
    return dict(zip(players, teams))


def make_config(options: Mapping[str, Any]) -> StadiumConfig:
    """A validated configuration from plain options (command line, journal header, lobby)."""
    refuse_unknown(options, {"players"} | {o.name for o in all_options()}, "Stadium")
    players = seat_colours(options, PLAYER_COUNTS, "Stadium is for 4 or 6 players in two equal teams", "ST-01")
    for name in ("teams", "trials", "layout", "content"):
        value = options.get(name)
        if isinstance(value, str) and not value.strip():
            raise ConfigError(f"{name} needs a value, not an empty string")
    teams = _teams(players, options.get("teams"))
    oldest = oldest_of(options, players, "ST-06")
    content = options.get("content") or None
    if content is not None and not os.path.isdir(str(content)):
        raise ConfigError(f"the content folder {str(content)[:100]!r} is not a folder", "GAP-11")
    track = None
    layout: tuple[str, ...] = ()
    if options.get("trials"):
        if options.get("layout"):
            raise ConfigError("a fixed track (trials) has no draw: leave the layout out", "AMB-49")
        track = fixed_track(options["trials"])
        missing = [t for t in track if find_spec(TRIAL_MODULES[t]) is None]
        if missing:
            raise ConfigError(f"{', '.join(missing)} cannot be played in this version yet", "ST-29")
    else:
        text = options.get("layout")
        layout = layout_from_text(text) if text else load_layout(
            os.path.join(content, "track.yaml") if content and os.path.isfile(os.path.join(content, "track.yaml"))
            else None)
        missing = [t for t, m in TRIAL_MODULES.items() if find_spec(m) is None]
        if missing:
            raise ConfigError(f"the full draw needs all 16 trials; not in this version yet: {', '.join(missing)} "
                              "(fix the track with trials)", "ST-04")
    wheel_max = whole_number(options.get("wheel_max", WHEEL_MAX), "wheel_max")
    policies = {}
    for o in trial_options():
        if o.name in options and options[o.name] is not None:
            value = options[o.name]
            if o.choices and value not in o.choices:
                raise ConfigError(f"{o.name} must be one of {', '.join(map(str, o.choices))}, not {value!r}", o.rule)
            policies[o.name] = value
    return StadiumConfig(players, teams, oldest, track, layout, str(content) if content else None, wheel_max,
                         policies)
