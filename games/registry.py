"""The games the console knows, and the bots each offers (CON-01)."""
from __future__ import annotations

from typing import Any

from games.core.bots import Bot, RandomBot
from games.core.game import Game
from games.outspeed.bots import HeuristicBot as OutspeedHeuristicBot
from games.outspeed.rules import Outspeed
from games.pixoid.bots import HeuristicBot as PixoidHeuristicBot
from games.pixoid.rules import Pixoid
from games.stadium.bots import HeuristicBot as StadiumHeuristicBot
from games.stadium.rules import Stadium

GAMES: dict[str, Game] = {"pixoid": Pixoid(), "stadium": Stadium(), "outspeed": Outspeed()}
DEFAULT_GAME = "pixoid"
BOTS: dict[str, dict[str, type]] = {"pixoid": {"random": RandomBot, "heuristic": PixoidHeuristicBot},
                                    "stadium": {"random": RandomBot, "heuristic": StadiumHeuristicBot},
                                    "outspeed": {"random": RandomBot, "heuristic": OutspeedHeuristicBot}}


def get_game(name: str) -> Game:
    """The game called ``name``; KeyError lists what exists."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r} (known: {', '.join(GAMES)})") from None


def make_bot(game: str, kind: str) -> Bot:
    try:
        return BOTS[game][kind]()
    except KeyError:
        raise KeyError(f"unknown bot {kind!r} for {game} (known: {', '.join(BOTS.get(game, {}))})") from None


def bot_kinds(game: str) -> tuple[str, ...]:
    return tuple(BOTS.get(game, {}))


def describe(game: str) -> dict[str, Any]:
    g = get_game(game)
    return {"name": g.name, "player_counts": sorted(g.player_counts)}
