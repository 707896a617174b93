"""Replay over every registered game (docs/architecture.md §5, issue 7): a seeded game of bots played by the
session with a journal is rebuilt from that journal to the identical state, step for step with every state
CRC verified; and a game resumed from its journal half way ends in exactly the state of the uninterrupted
game (the bots' choices come from the bot seed, the step and the controller).

Adding a game adds its cases here without an edit: the games and their bots come from the registry."""
from __future__ import annotations

import pytest

from games.registry import GAMES
from host.seats import BOT, SeatPlan
from host.session import Session
from host.table import rebuild, resume_session, start_session

SEED = 11
CASES = [(name, kind) for name, game in GAMES.items() for kind in game.bots]


def bot_game(name: str, kind: str, journal, seed: int = SEED) -> Session:
    options = dict(GAMES[name].conformance[0].options)
    plans = {seat: SeatPlan(seat, BOT, kind) for seat in options["players"]}
    return start_session(name, options, seed, plans, {}, journal)


def play(session: Session, steps: int | None = None) -> None:
    stop = None if steps is None else session.step + steps
    for _ in range(100_000):
        if session.over or session.step == stop:
            return
        session.poll()
    raise AssertionError(f"{session.game.name}: the bots did not finish")


@pytest.mark.parametrize("name, kind", CASES, ids=[f"{n}-{k}" for n, k in CASES])
def test_a_journalled_bot_game_rebuilds_to_the_identical_state(name, kind, tmp_path):
    game = GAMES[name]
    session = bot_game(name, kind, tmp_path / "game.jsonl")
    play(session)
    session.close()
    rebuilt = rebuild(tmp_path / "game.jsonl")
    assert not rebuilt.problems and rebuilt.steps == session.step > 0
    assert game.to_json(rebuilt.state) == game.to_json(session.state)
    assert game.result(rebuilt.state) == game.result(session.state) is not None


@pytest.mark.parametrize("name, kind", CASES, ids=[f"{n}-{k}" for n, k in CASES])
def test_a_game_resumed_half_way_ends_as_the_uninterrupted_game(name, kind, tmp_path):
    game = GAMES[name]
    whole = bot_game(name, kind, None)
    play(whole)
    half = bot_game(name, kind, tmp_path / "half.jsonl")
    play(half, max(1, whole.step // 2))
    half.close()
    resumed = resume_session(rebuild(tmp_path / "half.jsonl"), {})
    assert resumed.step == max(1, whole.step // 2)
    play(resumed)
    resumed.close()
    assert resumed.step == whole.step
    assert game.to_json(resumed.state) == game.to_json(whole.state)
