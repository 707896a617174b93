"""``eightbit simulate --position FILE`` (issue 18 items 2 and 7; docs/positions.md): every game starts at the
position (game ``i`` set up with seed ``--seed`` + i, the position's own seed by default), the same results
for any number of workers; a wrong position, or a command line that contradicts it, is one line, exit 2."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.core.position import read_position, start
from games.core.runner import play_out
from games.registry import make_bot
from host.cli import main

POSITIONS = Path(__file__).resolve().parents[2] / "docs" / "positions"


def _json(capsys, *argv: str) -> dict:
    assert main(["simulate", "--json", *argv]) == 0
    data = json.loads(capsys.readouterr().out)
    del data["games_per_second"]
    return data


def test_every_game_starts_at_the_position_with_its_own_seed(capsys):
    path = POSITIONS / "outspeed.yaml"
    data = _json(capsys, "--position", str(path), "--games", "3", "--bots", "random", "--workers", "1")
    position = read_position(path)
    assert data["game"] == "outspeed" and data["players"] == position.options["players"]
    assert data["options"]["deck"] == "first-game" and data["position"] == str(path)
    first = position.data["seed"]                               # the position's seed, 7: seeds 7, 8, 9
    assert [r["seed"] for r in data["results"]] == [first, first + 1, first + 2]
    for result in data["results"]:
        seed = result.pop("seed")
        game, state = start(position, seed)
        assert state.turn == 3                                   # the position's turn, not a fresh game's
        bots = {p: make_bot("outspeed", "random") for p in position.options["players"]}
        end, _ = play_out(game, state, bots, seed)
        assert json.loads(json.dumps(game.result(end))) == result


def test_one_or_two_workers_give_the_same_games_and_seed_moves_them(capsys):
    argv = ["--position", str(POSITIONS / "stadium.yaml"), "--games", "6", "--bots", "random"]
    one = _json(capsys, *argv, "--workers", "1")
    assert _json(capsys, *argv, "--workers", "2") == one
    later = _json(capsys, *argv, "--workers", "1", "--seed", "40")
    assert [r["seed"] for r in later["results"]] == list(range(40, 46))
    summary = capsys.readouterr()
    assert main(["simulate", "stadium", *argv, "--workers", "1"]) == 0       # the game may be repeated
    out = capsys.readouterr().out
    assert f"6 games from the position in {POSITIONS / 'stadium.yaml'}" in out and summary.err == ""


@pytest.mark.parametrize("text, argv, says", [
    ("game: stadium\nenergy: {red: 40}\n", [], "{file}: energy.red: 40 is more Energy than a player can hold (0..30)"),
    ("game: stadium\nshipz: 3\n", [], "{file}: shipz: is not a field of stadium positions"),
    ("game: pixoid\n", ["outspeed"], "{file} is a pixoid position, not outspeed"),
    ("game: pixoid\nplayers: [red, blue, green]\n", ["--players", "4"],
     "{file}: players: the position seats 3 players, not 4"),
])
def test_a_wrong_position_or_a_contradicting_command_line_is_one_line_and_exit_2(tmp_path, capsys, text, argv, says):
    file = tmp_path / "position.yaml"
    file.write_text(text)
    with pytest.raises(SystemExit) as stop:
        main(["simulate", *argv, "--position", str(file)])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("eightbit simulate: " + says.format(file=file)), err


def test_no_game_and_no_position_or_a_missing_file_is_one_line_and_exit_2(tmp_path, capsys):
    for argv, says in ((["simulate"], "name a game ("),
                       (["simulate", "--position", str(tmp_path / "none.yaml")], str(tmp_path / "none.yaml"))):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("eightbit simulate: ") and says in err[0], err
