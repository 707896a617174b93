"""Face tables and board profiles (data in hardware/) and the vocabulary shared with games."""
import pytest

from games.core import faces as game_faces
from hal.boards import firmware_config, load_board
from hal.faces import COLOURS, DIRECTIONS, SYMBOLS, load_face_table


def test_vocabulary_matches_games():
    assert DIRECTIONS == game_faces.DIRECTIONS
    assert COLOURS == game_faces.COLOURS
    assert SYMBOLS == game_faces.SYMBOLS


def test_default_table_gap01_amb01_amb02():
    """AMB-01, AMB-02."""
    t = load_face_table("default")
    assert t.detents == (4, 31, 4)
    assert t.numbers == tuple(range(0, game_faces.WHEEL_MAX + 1))
    assert sorted(c for c in t.colours if c) == sorted(COLOURS)
    assert t.faces((0, 5, 2)) == {"direction": "up", "number": 5, "colour": "red", "symbol": "green_circle"}
    assert t.faces((None, 3, None)) == {"direction": None, "number": 3, "colour": None, "symbol": None}
    for c in COLOURS:
        assert t.colours[t.position_of("centre", c)] == c


def test_board_profiles_match_their_face_tables():
    for name in ("dial-v1", "switch-v1"):
        p = load_board(name)
        assert p.detents == p.face_table().detents
        cfg = firmware_config(p, "green")
        assert [len(w["centres"]) for w in cfg["wheels"]] == list(p.detents)


def test_a_face_no_wheel_shows_is_named_in_one_sentence():
    t = load_face_table("default")
    for wheel, face, shows in (("centre", 99, "0..30"), ("centre", "chartreuse", "red, blue"),
                               ("right", "frob", "red_light"), ("left", "north", "up, right")):
        with pytest.raises(ValueError) as info:
            t.position_of(wheel, face)
        assert f"the {wheel} wheel shows no" in str(info.value) and shows in str(info.value)
