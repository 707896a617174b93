"""A short Outspeed track for a practice race (docs/rules/outspeed.md OS-12): the ``track_tiles`` option puts
fewer Track tiles before the Finish Line; 12, the rules' count, is the default and deals the same deck as before."""
from __future__ import annotations

import pytest

from games.core.bots import RandomBot
from games.core.errors import ConfigError
from games.core.runner import play_out
from tests.games.outspeed.helpers import GAME, players


# OS-12
def test_os_12_a_short_track_ends_after_its_tiles_and_the_finish_line():
    for seed in range(6):
        state = GAME.setup({"players": players(3), "track_tiles": 2}, seed)
        assert len(state.deck) == 2                            # two more tiles after the first: the last is a Finish
        assert GAME.observe(state, None)["turns"] == 3
        state, _ = play_out(GAME, state, {p: RandomBot() for p in players(3)}, seed)
        assert GAME.result(state)["turns"] <= 3


# OS-12
def test_os_12_the_default_track_is_the_rules_twelve_tiles_dealt_as_before():
    short = GAME.setup({"players": players(4), "track_tiles": 12}, 5)
    full = GAME.setup({"players": players(4)}, 5)
    assert short == full and len(full.deck) == 12
    first = GAME.setup({"players": players(4), "deck": "first-game", "track_tiles": 3}, 5)
    assert (first.current, *first.deck[:2]) == (1, 2, 3) and first.deck[-1] not in (1, 2, 3)


# OS-12
@pytest.mark.parametrize("bad", [0, 13, -1])
def test_os_12_a_track_outside_one_to_twelve_tiles_is_refused(bad):
    with pytest.raises(ConfigError) as err:
        GAME.setup({"players": players(3), "track_tiles": bad}, 1)
    assert err.value.rule == "OS-12"
