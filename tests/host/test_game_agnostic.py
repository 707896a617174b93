"""The host knows no particular game (issue 8), and adding a game touches no shared file (issue 18): outside
a game's two packages (``games/<name>/`` and ``host/screen/games/<name>/``) no host module, neither registry
(games/registry.py, host/screen/games/__init__.py), the game contract (games/core/game.py, conformance.py) nor
the shared conformance and replay tests names a registered game; the registries find games and screens by
convention; no screen imports a command and no command imports another."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
HOST = ROOT / "host"
PER_GAME = HOST / "screen" / "games"
SHARED = [ROOT / "games" / "registry.py", ROOT / "games" / "core" / "game.py",
          ROOT / "games" / "core" / "conformance.py", ROOT / "tests" / "games" / "test_conformance_all.py",
          ROOT / "tests" / "games" / "test_replay_all.py"]
"""Files besides the host's that every game goes through: none may name one."""
NAMES = re.compile("|".join(re.escape(name) for name in GAMES), re.I)


def host_modules() -> list[Path]:
    return sorted(HOST.rglob("*.py"))


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    return names


def naming_a_game(paths: list[Path]) -> list[str]:
    return [f"{path.relative_to(ROOT)}:{number}: {line.strip()}" for path in paths
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if NAMES.search(line)]


def test_no_host_module_names_a_game_outside_the_per_game_packages():
    mine = [p for p in host_modules() if not (PER_GAME in p.parents and p.parent != PER_GAME)]
    assert HOST / "screen" / "games" / "__init__.py" in mine
    offenders = naming_a_game(mine)
    assert not offenders, "\n".join(offenders)


def test_no_shared_file_names_a_game():
    """The registry, the contract and the shared tests hold no list of games to extend."""
    offenders = naming_a_game([p for p in SHARED if p.exists()])
    assert all(p.exists() for p in SHARED) and not offenders, "\n".join(offenders)


def test_every_game_package_is_registered_with_its_screen_by_convention():
    """Each package under games/ (but core) is a registered game under its own name, and each has a screen
    package of the same name exposing the names the results screen and the app use."""
    from games.registry import game_packages
    from host.screen.games import REQUIRED, SCREENS, screen_for
    assert list(game_packages()) == sorted(GAMES) and GAMES
    for name in GAMES:
        assert name in SCREENS, f"games/{name} has no host/screen/games/{name}"
        module = screen_for(name)
        assert all(n in vars(module) for n in REQUIRED)


def test_a_game_package_without_game_is_one_clear_error(monkeypatch):
    import sys
    import types

    import pytest

    from games.core.game import GameError
    from games.registry import load_game
    monkeypatch.setitem(sys.modules, "games.newgame", types.ModuleType("games.newgame"))
    with pytest.raises(GameError, match=r"games/newgame: its __init__.py must define GAME"):
        load_game("newgame")
    renamed = types.ModuleType("games.newgame")
    renamed.GAME = GAMES[next(iter(GAMES))]
    monkeypatch.setitem(sys.modules, "games.newgame", renamed)
    with pytest.raises(GameError, match=r"games/newgame: its GAME is called"):
        load_game("newgame")


def test_a_screen_package_missing_a_name_is_one_clear_error():
    import types

    import pytest

    from host.screen.games import ScreenError, check_screen
    half = types.ModuleType("host.screen.games.half")
    half.GameScene = object
    half.headline = half.shows_scores = lambda view: None
    with pytest.raises(ScreenError, match="host.screen.games.half must expose draw_details"):
        check_screen(half)


def test_no_screen_imports_a_command_and_no_command_imports_another():
    offenders = []
    for path in host_modules():
        rel = path.relative_to(HOST.parent)
        commands = {m for m in imported(path) if m.startswith("host.commands")}
        if commands and (rel.parts[1] == "screen" or rel.parts[1] == "commands"):
            offenders.append(f"{rel}: imports {', '.join(sorted(commands))}")
    assert not offenders, "\n".join(offenders)


def test_the_games_are_imported_only_through_the_registry():
    offenders = [f"{p.relative_to(HOST.parent)}: {m}" for p in host_modules() for m in imported(p)
                 if re.match(r"games\.(?!core\b|registry\b)", m) and not (PER_GAME in p.parents and p.parent != PER_GAME)]
    assert not offenders, "\n".join(offenders)
