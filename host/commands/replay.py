"""``eightbit replay JOURNAL [--check]``: replay a journal, show the game, and verify it reproduces."""
from __future__ import annotations

import argparse
import json

from games.registry import get_game
from host.errors import CommandError

HELP = "Replay a game from its journal; --check verifies every step reproduces the recorded state."


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("journal", help="the game's journal file (.jsonl)")
    p.add_argument("--check", action="store_true", help="verify only: exit 1 if the journal does not reproduce")
    p.add_argument("--json", action="store_true", help="end with one JSON line of the result")


def run(args: argparse.Namespace) -> int:
    from host.table import rebuild, start_state
    rebuilt = rebuild(args.journal)
    header = rebuilt.journal.header
    game = get_game(header["game"])
    if not args.check:
        state = start_state(game, rebuilt.config, header)
        for record in rebuilt.journal.steps[:rebuilt.steps]:
            state, events = game.apply(state, record["inputs"])
            for line in game.narrate(events, game.observe(state, None)):
                print(line)
    problems = list(rebuilt.problems)
    result = game.result(rebuilt.state)
    recorded = rebuilt.journal.end
    if recorded is not None and result is not None and recorded != result:
        problems.append("the recorded result differs from the replayed one")
    status = "finished" if result is not None else "in progress"
    if problems:
        raise CommandError(f"{args.journal}: {rebuilt.steps} steps replayed, {problems[0]}")
    print(f"{args.journal}: OK, {rebuilt.steps} steps reproduce the game ({header['game']}, seed {header['seed']}, "
          f"{status})")
    if args.json and result is not None:
        print(json.dumps({"seed": header["seed"], **result}))
    return 0
