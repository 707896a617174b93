"""GAP-14: the printed tiles' summary texts and art carry no rule content. The rules packages therefore hold
no art and read no screen code, and each game's rules help is our own summary, loaded as content
(games/core/help.py)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from games.registry import GAMES

GAMES_DIR = Path(__file__).resolve().parents[3] / "games"
PICTURES = {".png", ".jpg", ".jpeg", ".bmp", ".gif", ".svg", ".ttf", ".otf"}


def imported_roots(path: Path) -> set[str]:
    """The top-level packages a module imports."""
    roots = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("name", sorted(GAMES))
def test_gap14_every_game_ships_its_own_rules_summary_as_content(name):
    help_ = GAMES[name].help()
    assert help_["title"] and help_["pages"]
    assert all(page["heading"] and page["lines"] and all(line.strip() for line in page["lines"])
               for page in help_["pages"])


def test_gap14_the_rules_packages_hold_no_art_and_no_screen_code():
    modules = sorted(GAMES_DIR.rglob("*.py"))
    assert len(modules) > 20
    drawing = {str(m.relative_to(GAMES_DIR)): imported_roots(m) & {"pygame", "host", "hal"} for m in modules}
    assert {m: r for m, r in drawing.items() if r} == {}
    assert [p.name for p in GAMES_DIR.rglob("*") if p.suffix.lower() in PICTURES] == []
