"""Stadium through the game-agnostic commands (issue 12 items 3, 5, 6): ``simulate stadium --json`` has the
result shape the issue names, headless play narrates and journals (with the stand-in content files in the
header), ``replay --check`` reproduces it, and bad Stadium options are one line with exit status 2."""
from __future__ import annotations

import json

import pytest

from host.cli import main
from host.journal import read


def test_simulate_stadium_json_shape(capsys):
    assert main(["simulate", "stadium", "--players", "6", "--games", "6", "--seed", "3", "--json",
                 "--workers", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games_per_second"] > 0 and len(data["results"]) == 6
    for r in data["results"]:
        assert isinstance(r["seed"], int) and r["winner"] in ("red", "blue", None)
        assert set(r["medals"]) == {"red", "blue"} and set(r["vp"]) == {"red", "blue"}
        assert len(r["trials"]) == 10
        for t in r["trials"]:
            assert t["type"] in ("standard", "rest", "final")
            assert all(set(a) == {"team", "medal", "change"} for a in t["awards"])
    assert set(data["summary"]) >= {"win_share", "draw_share", "token_team_win_share", "medals_per_trial",
                                    "mean_energy_before_finals", "step_cap_hits"}


def test_simulate_stadium_summary_lines(capsys):
    assert main(["simulate", "stadium", "--games", "4", "--trials", "golf,cycling", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "win share by team" in out and "golf" in out and "step cap reached" in out


def test_headless_play_journal_and_replay(tmp_path, capsys):
    journal = tmp_path / "g.jsonl"
    assert main(["play", "--game", "stadium", "--headless", "--sim", "--seed", "2", "--trials",
                 "equestrian,golf", "--journal", str(journal)]) == 0
    out = capsys.readouterr().out
    assert "Trial 1: Equestrian" in out and "Trial 2: Golf" in out and "Game over" in out
    header = read(journal).header
    assert header["content"] == {"folder": None, "stand_ins": ["equestrian.yaml", "golf.yaml"]}
    assert main(["replay", "--check", str(journal)]) == 0


@pytest.mark.parametrize("argv, words", [
    (["--players", "5"], "4 or 6"),
    (["--trials", "curling"], "unknown trial"),
    (["--layout", "S S"], "6 S, 2 R and 2 F"),
    (["--teams", "red red blue blue"], "alternate"),
])
def test_bad_stadium_options_are_one_line_exit_2(capsys, argv, words):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "stadium", "--games", "1", *argv])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip()
    assert words in err and "\n" not in err and "Traceback" not in err
