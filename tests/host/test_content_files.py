"""Content files checked field by field (issue 18 item 9; GAP-03, GAP-06, GAP-11; games/core/content.py):
a Pixoid or Outspeed ``--tiles`` file or a Stadium ``--content`` folder with mixed keys, wrong types, missing
fields or out-of-range numbers ends ``play`` and ``simulate`` with exit status 2 and one line naming the
file and the field, never an internal error."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from host.cli import main

CONTENT = Path(__file__).parents[2] / "games"


def shipped(game: str, name: str) -> dict:
    return yaml.safe_load((CONTENT / game / "content" / name).read_text())


def changed(data: dict, path: tuple, value: object = None, *, delete: bool = False) -> dict:
    out = copy.deepcopy(data)
    cur = out
    for key in path[:-1]:
        cur = cur[key]
    if delete:
        del cur[path[-1]]
    else:
        cur[path[-1]] = value
    return out


def renamed(data: dict, path: tuple, old: object, new: object) -> dict:
    out = copy.deepcopy(data)
    cur = out
    for key in path:
        cur = cur[key]
    cur[new] = cur.pop(old)
    return out


def one_line_error(capsys, argv: list[str], *parts: str) -> str:
    status = main(argv)
    err = capsys.readouterr().err
    assert status == 2, err
    assert len(err.strip().splitlines()) == 1 and "internal error" not in err and "Traceback" not in err, err
    for part in parts:
        assert part in err, err
    return err


PX = shipped("pixoid", "circuit_boards.yaml")
PIXOID_BAD = {
    "mixed keys": (renamed(PX, ("tiles",), 4, "x"), "tiles.x"),
    "a word for a number key": (renamed(PX, ("tiles",), 2, "two"), "tiles.two"),
    "a key that is not a tile": (renamed(PX, ("tiles",), 4, 5), "tiles.5"),
    "a tile listed twice": (renamed(PX, ("tiles",), 4, "1"), "tiles.1: is listed twice"),
    "true as a key": (renamed(PX, ("tiles",), 1, True), "tiles.true"),
    "a third face": (renamed(PX, ("tiles", 3), "B", "C"), "tiles.3.C"),
    "size as text": (changed(PX, ("size",), "6"), "size: must be a whole number"),
    "size out of range": (changed(PX, ("size",), 40), "size: must be from 2 to 20"),
    "size true": (changed(PX, ("size",), True), "size"),
    "stand_in not true or false": (changed(PX, ("stand_in",), "yes"), "stand_in"),
    "a face as a number": (changed(PX, ("tiles", 1, "A"), 5), "tiles.1.A"),
    "a tile as a list": (changed(PX, ("tiles", 2), ["A", "B"]), "tiles.2"),
    "a missing tile": (changed(PX, ("tiles", 4), delete=True), "tiles.4: is missing"),
    "a missing face": (changed(PX, ("tiles", 1, "B"), delete=True), "tiles.1.B: is missing"),
    "missing size": (changed(PX, ("size",), delete=True), "size: is missing"),
    "a misspelt key": (renamed(PX, (), "stand_in", "standin"), "standin"),
    "not a mapping": ([1, 2], "(file)"),
}


@pytest.mark.parametrize("case", sorted(PIXOID_BAD))
@pytest.mark.parametrize("verb", ("simulate", "play"))
def test_gap_03_pixoid_tiles_checked_field_by_field(case, verb, tmp_path, capsys):
    data, field = PIXOID_BAD[case]
    bad = tmp_path / "tiles.yaml"
    bad.write_text(yaml.safe_dump(data))
    argv = (["simulate", "pixoid", "--games", "1"] if verb == "simulate"
            else ["play", "--game", "pixoid", "--headless", "--sim"])
    one_line_error(capsys, [*argv, "--tiles", str(bad)], str(bad), field)


OS = shipped("outspeed", "tiles.yaml")
OUTSPEED_BAD = {
    "mixed keys": (renamed(OS, ("tiles",), 16, "x"), "tiles.x"),
    "a tile listed twice": (renamed(OS, ("tiles",), 16, "1"), "tiles.1: is listed twice"),
    "a key that is not a tile": (renamed(OS, ("tiles",), 16, 17), "tiles.17"),
    "a missing tile": (changed(OS, ("tiles", 16), delete=True), "tiles.16: is missing"),
    "a side that is not a side": (renamed(OS, ("tiles", 1), "3-4", 34), "tiles.1.34"),
    "a tile as a number": (changed(OS, ("tiles", 2), 5), "tiles.2"),
    "silhouettes as text": (changed(OS, ("tiles", 1, "3-4", "red", "silhouettes"), "two"), "silhouettes"),
    "silhouettes out of range": (changed(OS, ("tiles", 1, "3-4", "red", "silhouettes"), 7), "silhouettes"),
    "a negative move": (changed(OS, ("tiles", 1, "3-4", "red", "move"), -2), "tiles.1.3-4.red.move"),
    "stand_in not true or false": (changed(OS, ("stand_in",), "no"), "stand_in"),
    "a misspelt key": (renamed(OS, (), "tiles", "tile"), "tile"),
}


@pytest.mark.parametrize("case", sorted(OUTSPEED_BAD))
def test_gap_06_outspeed_tiles_checked_field_by_field(case, tmp_path, capsys):
    data, field = OUTSPEED_BAD[case]
    bad = tmp_path / "tiles.yaml"
    bad.write_text(yaml.safe_dump(data))
    one_line_error(capsys, ["simulate", "outspeed", "--games", "1", "--tiles", str(bad)], str(bad), field)


def test_gap_06_outspeed_play_refuses_a_bad_tiles_file(tmp_path, capsys):
    bad = tmp_path / "tiles.yaml"
    bad.write_text(yaml.safe_dump(OUTSPEED_BAD["mixed keys"][0]))
    one_line_error(capsys, ["play", "--game", "outspeed", "--headless", "--sim", "--tiles", str(bad)], "tiles.x")


FENCING = shipped("stadium", "fencing.yaml")
ANTI_DOPING = shipped("stadium", "anti_doping.yaml")
STADIUM_BAD = {
    "mixed keys": ("fencing.yaml", renamed(FENCING, ("dice_by_wager",), 3, "x"), "dice_by_wager"),
    "no wager at all": ("fencing.yaml", changed(FENCING, ("dice_by_wager",), {}), "dice_by_wager"),
    "a missing field": ("fencing.yaml", changed(FENCING, ("track", "victory"), delete=True), "track.victory"),
    "a wrong type": ("anti_doping.yaml", changed(ANTI_DOPING, ("gains", "dope"), "six"), "gains.dope"),
    "out of range": ("anti_doping.yaml", changed(ANTI_DOPING, ("gains", "rest"), 1000), "gains.rest"),
    "stand_in missing": ("anti_doping.yaml", changed(ANTI_DOPING, ("stand_in",), delete=True), "stand_in"),
}


@pytest.mark.parametrize("case", sorted(STADIUM_BAD))
def test_gap_11_stadium_content_folder_checked_field_by_field(case, tmp_path, capsys):
    name, data, field = STADIUM_BAD[case]
    (tmp_path / name).write_text(yaml.safe_dump(data))
    one_line_error(capsys, ["simulate", "stadium", "--games", "1", "--content", str(tmp_path)], name, field)
