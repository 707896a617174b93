"""``eightbit resume`` without a path (issue 19 item 5): it offers the latest unfinished games in the journals
folder, newest first; without a terminal it takes the newest and says which; a finished game is never
offered; with none, one clear line."""
from __future__ import annotations

import os

import pytest

from games.core.faces import COLOURS
from host.cli import main
from host.commands.resume import latest_journal, unfinished
from host.errors import UsageError
from host.journal import default_dir, read
from host.seats import BOT, SeatPlan
from host.table import start_session


def stopped_game(name: str, seed: int, mtime: float, finished: bool = False):
    """A 3-bot Pixoid journal in the journals folder that stopped before its first step (or ended)."""
    colours = list(COLOURS[:3])
    plans = {c: SeatPlan(c, BOT, "heuristic") for c in colours}
    path = default_dir() / name
    session = start_session("pixoid", {"players": colours, "variant": "standard"}, seed, plans, {}, path)
    if finished:
        session.journal.finish({"winners": ["red"]})
    session.close()
    os.utime(path, (mtime, mtime))
    return path


def test_resume_without_a_path_takes_the_newest_unfinished_game(capsys):
    older = stopped_game("pixoid-older.jsonl", 1, 1_000_000)
    newer = stopped_game("pixoid-newer.jsonl", 2, 2_000_000)
    stopped_game("pixoid-newest-but-over.jsonl", 3, 3_000_000, finished=True)
    (default_dir() / "broken.jsonl").write_text("not a journal\n")
    assert unfinished(default_dir()) == [newer, older]
    assert main(["resume", "--headless"]) == 0
    err = capsys.readouterr().err
    assert f"the latest unfinished game: {newer}" in err
    assert read(newer).end is not None and read(older).end is None      # played to its end, the other untouched


def test_in_a_terminal_it_asks_which(monkeypatch, capsys):
    older = stopped_game("a.jsonl", 1, 1_000_000)
    stopped_game("b.jsonl", 2, 2_000_000)
    monkeypatch.setattr("builtins.input", lambda question: "2")
    assert latest_journal(interactive=True) == older
    out = capsys.readouterr().out
    assert out.index("b.jsonl") < out.index("a.jsonl") and "Pixoid, 3 players, 0 steps" in out
    monkeypatch.setattr("builtins.input", lambda question: "")
    assert latest_journal(interactive=True).name == "b.jsonl"
    monkeypatch.setattr("builtins.input", lambda question: "n")
    assert latest_journal(interactive=True) is None
    monkeypatch.setattr("builtins.input", lambda question: "9")
    with pytest.raises(UsageError, match="not one of the games offered"):
        latest_journal(interactive=True)


def test_no_unfinished_game_is_one_clear_line(capsys):
    stopped_game("over.jsonl", 3, 3_000_000, finished=True)
    assert main(["resume", "--headless"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no unfinished game in" in err and "Traceback" not in err
