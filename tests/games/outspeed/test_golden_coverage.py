"""Outspeed's rules goldens (tests/games/outspeed/playthroughs, replayed by tests/games/test_goldens.py) on the
frozen stand-in tiles (tests/games/outspeed/data) together reach the flip, the X draws, the boards and the
eliminations — tile 15's wheel-with-X among them — so replaying them checks those rules."""
from __future__ import annotations

from tests.games import golden

TYPES = ("flip", "reveal_tokens", "keep", "board", "eliminated", "roll", "x")


def test_the_golden_games_cover_the_flip_x_draws_boards_and_eliminations():
    texts = [path.read_text() for path in golden.files("playthroughs") if path.parent.parent.name == "outspeed"]
    assert texts
    assert all('"tiles": "tests/games/outspeed/data/rules_tiles.yaml"' in text.partition("\n")[0] for text in texts)
    for kind in TYPES:
        assert any(f'"type": "{kind}"' in text for text in texts), kind
