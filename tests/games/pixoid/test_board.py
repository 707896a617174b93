"""Circuit Board content and assembly: PX-02, PX-13 (every Pix has an exit), GAP-03, AMB-08."""
from __future__ import annotations

from collections import deque
from pathlib import Path

import pytest

from games.core.errors import ConfigError, ContentError
from games.pixoid.board import Board, all_assemblies, board_from, load_tiles, parse_assembly
from games.pixoid.rules import Pixoid


def _connected(board: Board) -> bool:
    seen = {board.starts[0]}
    queue = deque(seen)
    while queue:
        p = queue.popleft()
        for ray in board.rays[p]:
            for q in ray:
                if q not in seen:
                    seen.add(q)
                    queue.append(q)
    return len(seen) == board.width * board.height


def test_px02_gap03_every_assembly_is_legal():
    """PX-02."""
    tiles = load_tiles(None)
    assemblies = all_assemblies()
    assert len(assemblies) == 384
    for assembly in assemblies:
        board = Board(tiles, assembly)
        w = board.width
        for k in range(w):  # continuous outer border (AMB-08: it is a wall)
            assert (board.pix(k, 0), "up") in board.blocked and (board.pix(k, w - 1), "down") in board.blocked
            assert (board.pix(0, k), "left") in board.blocked and (board.pix(w - 1, k), "right") in board.blocked
        assert len(board.bonus) == 4 and len(board.starts) == 4
        assert all(board.exits[p] for p in range(w * w)), assembly   # PX-13 always leaves a legal move
        assert _connected(board), assembly


def test_gap03_stand_in_tiles_say_so():
    tiles = load_tiles(None)
    assert tiles.stand_in
    text = Path(tiles.file).read_text()
    assert "STAND-IN" in text and "this project's own design" in text


def test_px02_board_option_and_bad_board():
    """PX-02."""
    game = Pixoid()
    s = game.setup({"players": ["red", "blue", "green"], "board": "2B 1A 4B 3A"})
    assert s.config.assembly == ((2, "B"), (1, "A"), (4, "B"), (3, "A"))
    for bad in ("1A 1B 2A 3A", "1A 2B 3C 4A", "1A 2A"):
        with pytest.raises(ConfigError, match="PX-02"):
            game.setup({"players": ["red", "blue", "green"], "board": bad})
    with pytest.raises(ValueError):
        parse_assembly("9A 1A 2A 3A")


def _write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "tiles.yaml"
    path.write_text(text)
    load_tiles.cache_clear()
    return str(path)


def _open_file() -> str:
    return (Path(__file__).parent / "data" / "open_tiles.yaml").read_text()


def test_user_tile_file_is_used(tmp_path):
    path = _write(tmp_path, _open_file())
    s = Pixoid().setup({"players": ["red", "blue", "green"], "tiles": path})
    board = board_from(Pixoid().observe(s, None)["board"])
    assert all(len(board.exits[p]) >= 2 for p in range(144))


@pytest.mark.parametrize("mutate, field", [
    (lambda t: t.replace("size: 6", "size: seven"), "size"),
    (lambda t: t.replace("  4:\n", "  5:\n"), "tiles"),
    (lambda t: t.replace("| S   .   .", "| S   X   .", 1), "tiles.1.A line 2 column 7"),
    (lambda t: t.replace("      +---+---+---+---+---+---+\n", "      +   +---+---+---+---+---+\n", 1), "tiles.1.A line 1"),
    (lambda t: t.replace("| .   .   .   .   B   .", "| .   .   .   .   .   .", 1), "tiles.1"),
    (lambda t: t + "  bad: [unclosed\n", "line"),
])
def test_malformed_tiles_name_file_and_field(tmp_path, mutate, field):
    path = _write(tmp_path, mutate(_open_file()))
    with pytest.raises(ContentError) as exc:
        load_tiles(path)
    assert exc.value.file == path and field in exc.value.field


def test_missing_tile_file_is_a_content_error(tmp_path):
    with pytest.raises(ContentError, match="cannot be read"):
        load_tiles(str(tmp_path / "nope.yaml"))
