"""``eightbit simulate outspeed`` (issue 11 item 5): the progress bar then the summary, the ``--json`` shape
(one entry per game: seed, winners, every seat's zone / Fuel / tokens / elimination), the first-game deck,
both bots, the same results for any number of workers, and bad arguments (exit 2, one line)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from games.core.faces import COLOURS
from host.cli import main


def simulate(capsys, *argv: str) -> dict:
    assert main(["simulate", "outspeed", "--json", *argv]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_json_has_one_entry_per_game_in_the_issue_shape(capsys, players):
    """OS-01 (3 to 6 players), OS-59, OS-62: every seat with its zone (null once its Ship is removed), Fuel,
    tokens held and elimination {turn, why}."""
    data = simulate(capsys, "--players", str(players), "--games", "12", "--seed", "40", "--bots", "random",
                    "--workers", "1")
    assert data["games_per_second"] > 0 and data["players"] == list(COLOURS[:players])
    assert [r["seed"] for r in data["results"]] == list(range(40, 52))
    for r in data["results"]:
        assert type(r["seed"]) is int and set(r["winners"]) <= set(data["players"])
        assert set(r["seats"]) == set(data["players"])
        for seat in r["seats"].values():
            assert set(seat) >= {"zone", "fuel", "tokens", "eliminated"}
            assert type(seat["fuel"]) is int and seat["fuel"] >= 0 and type(seat["tokens"]) is int
            out = seat["eliminated"]
            if out is None:
                assert type(seat["zone"]) is int
            else:
                assert seat["zone"] is None and type(out["turn"]) is int and out["why"] in ("fuel", "track", "board")
                assert set(out) == {"turn", "why"}


def test_eliminated_ships_have_no_zone(capsys):
    """OS-59: over enough random games some Ship is eliminated, and its zone is null."""
    data = simulate(capsys, "--games", "40", "--seed", "1", "--bots", "random", "--workers", "1")
    out = [s for r in data["results"] for s in r["seats"].values() if s["eliminated"] is not None]
    assert out and all(s["zone"] is None for s in out)


def test_first_game_deck_plays_the_tiles_in_order(capsys):
    """OS-04: with --deck first-game every game programs tiles 1, 2, 3 ... in order."""
    data = simulate(capsys, "--games", "6", "--deck", "first-game", "--bots", "heuristic", "--workers", "1")
    assert data["options"]["deck"] == "first-game"
    for r in data["results"]:
        tiles = [t["tile"] for t in r["routes"]]
        assert tiles == list(range(1, len(tiles) + 1))


def test_heuristic_is_the_default_and_workers_do_not_change_the_results(capsys):
    one = simulate(capsys, "--games", "9", "--seed", "3", "--workers", "1")
    two = simulate(capsys, "--games", "9", "--seed", "3", "--workers", "2")
    assert one["bots"] == "heuristic"
    for d in (one, two):
        del d["games_per_second"]
    assert one == two


def test_progress_bar_then_the_summary(capsys, monkeypatch):
    """Item 5: a progress bar, then win share by seat, eliminations by cause and turn, mean finishing zone
    and Fuel, token plays by type, route choice share per tile, games per second."""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert main(["simulate", "outspeed", "--players", "5", "--games", "20", "--bots", "random", "--workers", "1"]) == 0
    captured = capsys.readouterr()
    assert captured.err.rstrip().endswith("] 20/20") and "[" + "#" * 30 + "]" in captured.err
    out = captured.out
    for words in ("win share by seat", "eliminations", "eliminated on turn", "at the end", "Fuel",
                  "token plays per game", "Flamethrower", "route choices", "tile ", "games per second"):
        assert words in out, words
    assert out.splitlines()[0].startswith("outspeed: 20 games, 5 players")


@pytest.mark.parametrize("argv", [
    ["--players", "2"],
    ["--players", "7"],
    ["--games", "0"],
    ["--bots", "nope"],
    ["--deck", "nope"],
    ["--declare", "nope"],
])
def test_bad_arguments_exit_2_with_one_line(argv):
    proc = subprocess.run([sys.executable, "-m", "host.cli", "simulate", "outspeed", *argv], capture_output=True,
                          text=True)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_bad_tiles_file_is_one_line(tmp_path):
    """GAP-06: a tiles file the rules cannot use names the file and field in one line (a content error)."""
    bad = tmp_path / "tiles.yaml"
    bad.write_text("stand_in: false\ntiles: {1: {}}\n")
    proc = subprocess.run([sys.executable, "-m", "host.cli", "simulate", "outspeed", "--games", "1", "--tiles",
                           str(bad)], capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr          # as for Pixoid's --tiles
    assert len(proc.stderr.strip().splitlines()) == 1 and "tiles.yaml" in proc.stderr
