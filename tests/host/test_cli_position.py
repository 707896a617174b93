"""``eightbit play --position FILE`` (issue 18 item 7): the table starts at the position, the journal header
records it so ``replay --check`` and ``resume`` start there too; a wrong position is one line, exit 2."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from host.cli import main
from host.journal import read
from host.table import rebuild

POSITIONS = Path(__file__).resolve().parents[2] / "docs" / "positions"


@pytest.mark.parametrize("name", ["outspeed.yaml", "pixoid.yaml", "stadium.yaml", "stadium-archery.yaml"])
def test_play_at_a_position_headless_then_replay_check(name, tmp_path, capsys):
    journal = tmp_path / "game.jsonl"
    assert main(["play", "--position", str(POSITIONS / name), "--headless", "--sim", "--no-usb",
                 "--journal", str(journal)]) == 0
    header = read(journal).header
    assert header["position"]["game"] == header["game"] and header["seed"] == header["position"].get("seed", 0)
    assert main(["replay", "--check", str(journal)]) == 0
    assert "OK" in capsys.readouterr().out


def test_resume_a_cut_journal_starts_from_the_position(tmp_path, capsys):
    journal = tmp_path / "game.jsonl"
    assert main(["play", "--position", str(POSITIONS / "outspeed.yaml"), "--headless", "--sim", "--no-usb",
                 "--journal", str(journal)]) == 0
    lines = journal.read_text().splitlines()
    journal.write_text("\n".join(lines[:3]) + "\n")              # header and two steps: a crash mid-game
    rebuilt = rebuild(journal)
    assert rebuilt.steps == 2 and not rebuilt.problems
    assert rebuilt.state.turn >= 3                               # the position's turn 3, not a fresh game
    assert main(["resume", str(journal), "--headless", "--sim", "--no-usb", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["game"] == "outspeed"


def test_a_wrong_position_is_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "position.yaml"
    bad.write_text("game: stadium\nenergy: {red: 40}\n")
    with pytest.raises(SystemExit) as stop:
        main(["play", "--position", str(bad), "--headless", "--sim", "--no-usb"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err == f"eightbit play: {bad}: energy.red: 40 is more Energy than a player can hold (0..30)"
