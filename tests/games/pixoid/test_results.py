"""Pixoid's own checks of finished games (the shared conformance check of every registered game is
tests/games/test_conformance_all.py): the rounds and the reserve of 300 random games per configuration, and
the bots."""
from __future__ import annotations

import pytest

from games.core.bots import RandomBot
from games.core.runner import play_out
from games.pixoid.bots import HeuristicBot
from games.pixoid.rules import Pixoid

CONFIGS = [(3, "standard"), (4, "standard"), (3, "short"), (4, "short")]
COLOURS = ["red", "blue", "green", "yellow"]


@pytest.mark.parametrize("players, variant", CONFIGS)
def test_rounds_and_reserve_of_300_random_games(players, variant):
    game = Pixoid()
    options = {"players": COLOURS[:players], "variant": variant}
    for seed in range(300):
        state, _ = play_out(game, game.setup(options, seed), {p: RandomBot() for p in options["players"]}, seed)
        result = game.result(state)
        rounds = result["rounds"]
        assert len(rounds) == (1 if variant == "short" else players)            # PX-36, PX-38, PX-48
        for r in rounds:
            assert 0 <= r["reserve_taken"] <= 12 and 0 <= r["bonus"] <= 4
            if variant == "standard":
                assert r["caught"] or r["reserve_taken"] == 12                   # PX-29, AMB-07
        assert result["winners"]


def test_heuristic_bugs_catch_a_random_pixoid_more_often_than_random_bugs():
    game = Pixoid()
    players = COLOURS

    class ByRole:
        needs_view = True

        def __init__(self, bug):
            self.pixoid, self.bug = RandomBot(), bug

        def act(self, view, prompt, rng):
            bot = self.pixoid if prompt.controller == view["pixoid"] else self.bug
            return bot.act(view, prompt, rng)

    def catch_rate(bug_kind) -> float:
        caught = 0
        for seed in range(40):
            state = game.setup({"players": players})
            bots = {p: ByRole(bug_kind()) for p in players}
            state, _ = play_out(game, state, bots, seed)
            caught += sum(r.caught for r in state.rounds)
        return caught / (40 * 4)

    assert catch_rate(HeuristicBot) > catch_rate(RandomBot)


def test_bots_see_only_their_view():
    game = Pixoid()
    state = game.setup({"players": COLOURS})
    view = game.observe(state, "blue")
    assert view["seat"] == "blue" and view["role"] == "bug"
    assert "config" not in view  # bots get the public view, never the state object


def test_heuristic_games_differ_from_seed_to_seed():
    game = Pixoid()
    finals = set()
    for seed in range(12):
        state, _ = play_out(game, game.setup({"players": COLOURS}), {p: HeuristicBot() for p in COLOURS}, seed)
        finals.add(str(game.result(state)["rounds"]))
    assert len(finals) >= 4
