"""The shared conformance check (games/core/conformance.py) over 300+ seeded Stadium games for 4 and 6
players: prompts until the end, every bot input accepted, refusals change nothing, JSON round trips, replay,
determinism, views JSON-ready and the TV view independent of the face-down tiles (CON-05, ST-32), every
prompt within Stadium.fields and dialable on the default face table (AMB-01).

Until all sixteen trials exist the track is fixed (``trials``) to the trials there are, in a seed-dependent
order; with all sixteen the full draw (ST-04) is played."""
from __future__ import annotations

from importlib.util import find_spec

import pytest

from games.core.conformance import check_game
from games.core.faces import COLOURS
from games.core.rng import Rng
from games.stadium.bots import HeuristicBot
from games.stadium.effects import victory_points
from games.stadium.rules import Stadium
from games.stadium.trials import TRIAL_MODULES, get_trial
from tests.games.stadium.trial_harness import DEFAULT, SWITCH

GAME = Stadium()
AVAILABLE = tuple(t for t, m in TRIAL_MODULES.items() if find_spec(m) is not None)
PRESENT = tuple(t for t in AVAILABLE if hasattr(get_trial(t), "fields"))
"""The trials played here: those that exist and declare their fields (test_every_trial_declares_its_fields)."""
FULL = len(PRESENT) == len(TRIAL_MODULES)


def options_for(players: int, seed: int, wheel_max: int = DEFAULT.number_max) -> dict:
    options = {"players": list(COLOURS[:players]), "wheel_max": wheel_max}
    if not FULL:
        order = Rng(seed).shuffled(PRESENT)
        options["trials"] = ",".join(order[:10])
    return options


def check_result(result: dict) -> None:
    for team, board in result["medals"].items():
        assert all(n >= 0 for n in board.values())                                    # ST-20
        assert result["vp"][team] == victory_points(board)                            # ST-22
    vp = result["vp"]
    assert result["winner"] == (None if vp["red"] == vp["blue"] else max(vp, key=vp.get))   # ST-23


@pytest.mark.parametrize("players", [4, 6])
def test_conformance_random_bots_300_seeds(players):
    for seed in range(300):
        table = DEFAULT if seed % 2 else SWITCH                     # AMB-01: each face table's wheel range
        result = check_game(GAME, options_for(players, seed, table.number_max), seed,
                            roundtrip_every=1 if seed < 20 else 7, wheels=(table,) if seed < 40 else ())
        check_result(result)
        assert len(result["trials"]) == (10 if FULL else min(10, len(PRESENT)))       # ST-07


@pytest.mark.parametrize("players", [4, 6])
def test_conformance_heuristic_bots(players):
    seats = COLOURS[:players]
    for seed in range(30):
        check_result(check_game(GAME, options_for(players, seed), seed, bots={s: HeuristicBot() for s in seats},
                                roundtrip_every=5))


def test_every_trial_declares_its_fields():
    """Trial.fields is what the host checks the seated controllers' face tables against before play."""
    missing = [t for t in AVAILABLE if not hasattr(get_trial(t), "fields")]
    assert not missing, f"trials without fields(table): {', '.join(missing)}"


@pytest.mark.parametrize("trial", sorted(TRIAL_MODULES))
def test_conformance_each_trial_alone_200_seeds(trial):
    """Issue 12: every trial as a practice game (a track of one), 200 seeds, 4 and 6 players in turn."""
    for seed in range(200):
        players = 4 if seed % 2 else 6
        result = check_game(GAME, {"players": list(COLOURS[:players]), "trials": trial}, seed,
                            roundtrip_every=1 if seed < 10 else 5)
        check_result(result)
        assert [t["id"] for t in result["trials"]] == [trial]
