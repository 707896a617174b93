"""Setup, components and content (MM-01..MM-06, MM-10, GAP-MM-01..GAP-MM-06): 2 to 5 players, two children
each in the house, the wizard in his house, 15 crystals on the hideout; the board, the arrow and the die as
checked stand-in content, replaceable by a folder of the owner's transcriptions."""
from __future__ import annotations

import pytest

from games.core.errors import ConfigError, ContentError
from games.mago_magino import GAME
from games.mago_magino.board import load_board
from tests.games.mago_magino.helpers import RULES


def test_mm_01_two_to_five_players():
    assert GAME.player_counts == frozenset({2, 3, 4, 5})
    for n in (1, 6):
        with pytest.raises(ConfigError, match="2 to 5 players"):
            GAME.configure({"players": ["red", "blue", "green", "yellow", "purple", "orange"][:n]})


def test_mm_02_mm_04_mm_05_mm_06_components_and_setup():
    # MM-04
    state = RULES.setup({"players": ["red", "blue", "green", "yellow", "purple"]}, 1)
    assert len(state.children) + len(state.frogs) == 10                       # two pieces per colour
    assert set(state.children.values()) == {0} and state.wizard == 0          # all in the house
    assert state.stock == 15 and not state.lying and not state.carrying
    assert state.home == {p: 0 for p in ("red", "blue", "green", "yellow", "purple")}


def test_mm_10_gap_mm_05_the_longest_nose_plays_first_then_seat_clockwise():
    state = RULES.setup({"players": ["red", "blue", "green"], "oldest": "blue"}, 2)
    assert state.current == "blue" and state.turn == 1
    assert RULES.setup({"players": ["red", "blue", "green"]}, 2).current == "red"
    with pytest.raises(ConfigError):
        RULES.configure({"players": ["red", "blue"], "oldest": "green"})
    from games.mago_magino.rules import next_seat
    assert [next_seat(("red", "blue", "green"), s) for s in ("red", "blue", "green")] == ["blue", "green", "red"]


def test_mm_23_gap_mm_01_the_stand_in_board_is_one_loop():
    # MM-23
    from games.mago_magino.moves import LEFT, RIGHT, step_to
    board = load_board()
    assert board.names[:5] == ("H", "F1", "F2", "F3", "C") and board.size == 17 and board.crystals == 15
    assert board.kinds[5:] == ("path",) * 12 and board.forest == (1, 2, 3) and board.hideout == 4
    assert step_to(16, RIGHT, 17) == 0 and step_to(0, LEFT, 17) == 16                 # P12 and H are neighbours
    assert set(board.stand_ins) == {"board.yaml", "arrow.yaml", "die.yaml"}
    assert GAME.content_record(GAME.configure({"players": ["red", "blue"]}))["stand_ins"] == list(board.stand_ins)


def _folder(tmp_path, **files):
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return str(tmp_path)


BOARD = ("spaces:\n  - {name: H, kind: house}\n  - {name: F1, kind: forest}\n  - {name: F2, kind: forest}\n"
         "  - {name: F3, kind: forest}\n  - {name: C, kind: hideout}\n")


def test_gap_mm_01_02_03_an_owners_transcription_replaces_the_stand_ins(tmp_path):
    spaces = "".join(f"  - {{name: W{i}, kind: path}}\n" for i in range(1, 9))
    folder = _folder(tmp_path, **{"board.yaml": BOARD + spaces + "crystals: 15\n",
                                  "arrow.yaml": "positions: [F2, W3, W5]\nstart: W3\n",
                                  "die.yaml": "faces: [witch, witch, 2, 3, 4, 4]\n"})
    cfg = GAME.configure({"players": ["red", "blue"], "content": folder})
    assert cfg.board.size == 13 and cfg.board.faces.count("witch") == 2 and cfg.board.stand_ins == ()
    assert GAME.observe(GAME.setup(cfg, 1), None)["arrow"] in ("F2", "W3", "W5")


@pytest.mark.parametrize("name, text, field", [
    ("board.yaml", BOARD + "  - {name: W1, kind: path}\ncrystals: 15\n", "spaces"),          # long way too short
    ("board.yaml", BOARD.replace("F2, kind: forest", "F2, kind: swamp") + "crystals: 15\n", "spaces[2].kind"),
    ("arrow.yaml", "positions: [H, Z9]\nstart: H\n", "positions[1]"),
    ("arrow.yaml", "positions: [H]\nstart: P6\n", "start"),
    ("die.yaml", "faces: [witch, 9]\n", "faces[1]"),
    ("die.yaml", "faces: []\n", "faces"),
])
def test_gap_mm_01_02_03_a_wrong_transcription_names_the_file_and_the_field(tmp_path, name, text, field):
    folder = _folder(tmp_path, **{name: text})
    with pytest.raises(ContentError) as wrong:
        GAME.configure({"players": ["red", "blue"], "content": folder})
    assert wrong.value.file.endswith(name) and wrong.value.field == field


def test_gap_mm_04_the_console_colours_stand_in_for_the_pieces():
    with pytest.raises(ConfigError, match="colour"):
        GAME.configure({"players": ["red", "pink"]})
    assert GAME.setup({"players": ["orange", "purple"]}, 1).children.keys() == {"orange_a", "orange_b", "purple_a",
                                                                                 "purple_b"}


def test_gap_mm_06_the_art_is_the_screens_and_the_help_explains_the_game():
    help_ = GAME.help()
    assert help_["title"].startswith("Mago Magino") and any("frog" in " ".join(p["lines"]) for p in help_["pages"])


def test_unknown_options_and_policies_are_refused_in_one_line():
    with pytest.raises(ConfigError, match="unknown Mago Magino option 'colour'"):
        GAME.configure({"players": ["red", "blue"], "colour": 1})
    with pytest.raises(ConfigError, match="arrow policy 'throw'"):
        GAME.configure({"players": ["red", "blue"], "arrow": "throw"})
    with pytest.raises(ConfigError, match="rows"):
        GAME.configure({"players": ["red", "blue"], "arrow": "aim", "wheel_max": 2})
