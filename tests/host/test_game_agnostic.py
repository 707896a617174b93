"""The host knows no particular game (issue 8): outside the per-game screen packages and the registries, no
host module names a registered game; no screen imports a command and no command imports another."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from games.registry import GAMES

HOST = Path(__file__).resolve().parents[2] / "host"
PER_GAME = HOST / "screen" / "games"


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


def test_no_host_module_names_a_game_outside_the_per_game_packages():
    pattern = re.compile("|".join(re.escape(name) for name in GAMES), re.I)
    offenders = []
    for path in host_modules():
        if PER_GAME in path.parents and path.parent != PER_GAME:
            continue                     # host/screen/games/<game>/: that game's own screen
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line) and not (path.parent == PER_GAME and "SCREENS" in line):
                offenders.append(f"{path.relative_to(HOST.parent)}:{number}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


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
