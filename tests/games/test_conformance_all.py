"""The shared conformance check (games/core/conformance.py, docs/architecture.md §5) over every registered
game, with the option sets each game declares (``conformance`` in its package, games/core/game.py): random
bots play seeded games, prompts exist until the end and vanish at it, every bot input is accepted, a refused
input changes nothing, JSON round trips, replay, same seed same game, bounded length, views JSON-ready and
the TV view independent of hidden state (CON-05). The first seeds of each set also get the seated face
tables' wheel range through the game's wheel option and prove every prompt dialable on that table (AMB-01),
the default and the switch build in turn. Every bot a game offers plays a few checked games too.

Adding a game adds its cases here without an edit: the cases come from the registry."""
from __future__ import annotations

from typing import Any

import pytest

from games.core.conformance import check_game
from games.core.game import Conformance, ProcessedGame
from games.registry import GAMES
from hal.faces import load_face_table
from host.wheels import wheels_of

TABLES = (wheels_of(load_face_table("default")), wheels_of(load_face_table("switch12")))
CASES = [(name, case) for name, game in GAMES.items() for case in game.conformance]
BOT_KINDS = [(name, kind) for name, game in GAMES.items() for kind in game.bots if kind != "random"]


def seeded(game: ProcessedGame, case: Conformance, seed: int) -> tuple[dict[str, Any], tuple]:
    """The options and face tables of one seed: the first ``full`` seeds play on a face table's range."""
    options = dict(case.options)
    if seed >= case.full or game.wheel_option is None or game.wheel_option in options:
        return options, ()
    table = TABLES[seed % len(TABLES)]
    return {**options, game.wheel_option: table.number_max}, (table,)


def check_result(game: ProcessedGame, options: dict[str, Any], result: dict[str, Any]) -> None:
    """What every game's result holds: scores for the seats, winners among them."""
    players = list(options["players"])
    assert set(result["scores"]) == set(players), f"{game.name}: scores name other seats"
    assert set(result["winners"]) <= set(players), f"{game.name}: a winner who is not a seat"


def test_every_registered_game_declares_conformance_cases():
    assert GAMES and all(game.conformance for game in GAMES.values())
    for name, case in CASES:
        assert len(case.options["players"]) in GAMES[name].player_counts, (name, case.label)


@pytest.mark.slow  # the many seeded games of every game (make test-fast leaves them out)
@pytest.mark.parametrize("name, case", CASES, ids=[f"{n}-{c.label}" for n, c in CASES])
def test_conformance_random_bots(name, case):
    game = GAMES[name]
    for seed in range(case.seeds):
        options, wheels = seeded(game, case, seed)
        result = check_game(game, options, seed, wheels=wheels,
                            roundtrip_every=1 if seed < case.full else case.roundtrip_every)
        check_result(game, options, result)


@pytest.mark.parametrize("name, kind", BOT_KINDS, ids=[f"{n}-{k}" for n, k in BOT_KINDS])
def test_conformance_with_each_bot_the_game_offers(name, kind):
    game = GAMES[name]
    for case in game.conformance[:2]:
        for seed in range(10):
            bots = {seat: game.make_bot(kind) for seat in case.options["players"]}
            check_result(game, dict(case.options), check_game(game, case.options, seed, bots=bots, roundtrip_every=5))
