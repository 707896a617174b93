"""The games the console knows, and the bots each offers (CON-01), found by convention
(docs/architecture.md §2): every package ``games/<name>/`` except ``games/core`` is a game, and its
``__init__.py`` defines ``GAME = process_game(...)`` (games/core/game.py). Each is imported and processed
once, here; a package that breaks the convention is one clear error naming it. Adding a game touches no
file of this module: the games are listed in their declared ``order`` (the first is the default game).
"""
from __future__ import annotations

import pkgutil
from importlib import import_module
from pathlib import Path

from games.core.bots import Bot
from games.core.game import GameError, ProcessedGame

NOT_GAMES = frozenset({"core"})
"""Packages under games/ that hold shared code, not a game."""


def game_packages() -> tuple[str, ...]:
    """The names of the game packages under games/ (sorted)."""
    here = [str(Path(__file__).parent)]
    return tuple(sorted(m.name for m in pkgutil.iter_modules(here) if m.ispkg and m.name not in NOT_GAMES))


def load_game(package: str) -> ProcessedGame:
    """The processed ``GAME`` of ``games.<package>``; GameError when the package does not define one."""
    module = import_module(f"games.{package}")
    game = vars(module).get("GAME")
    if not isinstance(game, ProcessedGame):
        raise GameError(f"game package games/{package}: its __init__.py must define GAME = process_game(...) "
                        "(games/core/game.py)")
    if game.name != package:
        raise GameError(f"game package games/{package}: its GAME is called {game.name!r}, not {package!r}")
    return game


def _discover() -> dict[str, ProcessedGame]:
    found = [load_game(p) for p in game_packages()]
    return {g.name: g for g in sorted(found, key=lambda g: (g.order, g.name))}


GAMES: dict[str, ProcessedGame] = _discover()
DEFAULT_GAME = next(iter(GAMES))
BOTS: dict[str, dict[str, type]] = {name: dict(g.bots) for name, g in GAMES.items()}


def get_game(name: str) -> ProcessedGame:
    """The game called ``name``; KeyError lists what exists."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r} (known: {', '.join(GAMES)})") from None


def make_bot(game: str, kind: str) -> Bot:
    """A new bot of ``kind`` for ``game``; KeyError lists the kinds the game offers."""
    return get_game(game).make_bot(kind)
