"""Running a session without a screen: the play-by-play on stdout, the result as JSON at the end."""
from __future__ import annotations

import json
import sys
from typing import Any, Callable, Sequence, TextIO

from host.session import Session, Update


def print_result(result: dict[str, Any], seed: int, out: TextIO | None = None) -> None:
    """The one JSON line ``--json`` ends with: ``seed``, ``scores``, ``winners``, ``rounds``."""
    print(json.dumps({"seed": seed, **result}), file=out or sys.stdout, flush=True)


def run_headless(session: Session, pace: float = 0.0, want_json: bool = False, seed: int = 0,
                 out: TextIO | None = None, show_board: bool = True,
                 listeners: Sequence[Callable[[Session, Update], None]] = ()) -> dict[str, Any]:
    """Play ``session`` to its end, narrating; returns the game's result. Each of ``listeners`` hears every
    update after the narration (the phones' feed)."""
    out = out or sys.stdout
    game = session.game
    picture = game.picture(game.observe(session.state, None)) if show_board else None
    if picture:
        print(picture, file=out)

    def on_update(u: Update) -> None:
        if u.kind == "applied":
            for line in game.narrate(u.events, game.observe(session.state, None)):
                print(line, file=out)
        elif u.kind == "paused":
            print(f"  paused: waiting for {u.message} to reconnect", file=out)
        elif u.kind == "resumed":
            print("  resumed", file=out)
        elif u.kind == "locked":
            print(f"  {u.seat} has locked in", file=out)
        elif u.kind == "refused":
            print(f"  {u.seat}: that setting is not allowed, change it and lock again", file=out)
        out.flush()
        for listener in listeners:
            listener(session, u)

    try:
        session.run(on_update, pace=pace)
    finally:
        session.close()
    result = game.result(session.state) or {}
    if want_json:
        print_result(result, seed, out)
    return result
