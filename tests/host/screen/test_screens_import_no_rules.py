"""Screens draw what the views say (issue 18 item 4): no module under host/screen imports anything from a game
package (``games/<name>/``, every folder of games/ but ``core``), neither with ``import``/``from`` nor by
``importlib.import_module("games.<name>...")``. What a screen needs of a game's rules (the 3 Medals standing,
Cycling's prices, VP, the teams, the medals, the Energy maximum, Pixoid's maze) the game publishes in its
``view()``/``observe()``; games.core (the contract, prompts, content loading) and games.registry (which games
there are) are shared by every game and may be imported."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SCREEN = ROOT / "host" / "screen"
GAME_PACKAGES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").is_file() and p.name != "core")


def game_imports(source: str) -> list[tuple[int, str]]:
    """(line, module) of every import in ``source`` that reaches into a game package."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + ([f"{node.module}.{a.name}" for a in node.names] if node.module == "games" else [])
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str) and getattr(node.func, "attr", getattr(node.func, "id", "")) \
                in ("import_module", "__import__"):
            names = [node.args[0].value]
        for name in names:
            parts = name.split(".")
            if len(parts) > 1 and parts[0] == "games" and parts[1] in GAME_PACKAGES:
                found.append((node.lineno, name))
    return found


def test_the_check_sees_every_way_of_importing_a_game():
    assert GAME_PACKAGES and "core" not in GAME_PACKAGES and "stadium" in GAME_PACKAGES
    source = "\n".join([
        "from games.stadium.medals import three_medals",
        "import games.pixoid.board",
        "from games import stadium",
        "import importlib",
        "importlib.import_module('games.outspeed.rules')",
        "from games.core.content import load_yaml",
        "from games.registry import GAMES",
        "from .games import stadium",
    ])
    assert [name for _, name in game_imports(source)] == [
        "games.stadium.medals", "games.pixoid.board", "games.stadium", "games.outspeed.rules"]


def test_no_screen_module_imports_a_game_package():
    modules = sorted(SCREEN.rglob("*.py"))
    assert SCREEN / "games" / "stadium" / "trials" / "cycling.py" in modules
    offenders = [f"{path.relative_to(ROOT)}:{line}: {name}" for path in modules
                 for line, name in game_imports(path.read_text(encoding="utf-8"))]
    assert not offenders, "screens import rules (publish the fact in the game's view instead):\n" + "\n".join(offenders)
