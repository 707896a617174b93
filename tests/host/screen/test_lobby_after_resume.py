"""Resume → End the game → the lobby (issue 19 point 3; item 4's acceptance finding "AttributeError:
'Namespace' object has no attribute 'oldest'"): ``eightbit resume`` gives the console the resumed game's own
options only, and Outspeed has no oldest player, so the lobby reads every game option of its arguments as
one that may be absent — as it does for the settings. And a port the lobby could not reach is named on the
TV without its folders."""
from __future__ import annotations

import argparse

from games.registry import get_game
from host.screen.scenes.lobby import LobbyScene


def resume_screen_args(game: str) -> argparse.Namespace:
    """The arguments ``eightbit resume`` runs the console with (host/commands/resume.py) for ``game``."""
    from host.cli import build_parser
    parser, _ = build_parser()
    args = parser.parse_args(["resume", "game.jsonl", "--no-usb"])
    options = {o.name: None for o in get_game(game).options}
    return argparse.Namespace(**{**vars(args), "game": game, "players": 3, "seed": 1, "journal": None,
                                 "bots": "heuristic", **options})


def test_the_lobby_after_a_resumed_outspeed_game_opens(app):
    app.args = resume_screen_args("outspeed")
    assert not hasattr(app.args, "oldest")
    lobby = LobbyScene(app)
    assert lobby.game == "outspeed" and lobby.oldest is None


def test_a_port_the_lobby_could_not_reach_is_named_without_its_folders(tmp_path):
    """Issue 19 item 4's acceptance finding: the lobby drew '<temp folder>/…/eightbit-red-…/tty: no controller
    answered' (a file path on the TV)."""
    from host.screen.scenes.lobby import port_words
    from tests.host.acceptance.checks import JUNK
    assert port_words(f"{tmp_path}/eightbit-red-5idk/tty: no controller answered") == "tty: no controller answered"
    assert port_words("/dev/ttyACM0: no controller answered") == "ttyACM0: no controller answered"
    assert port_words("Blue and Red share a uid") == "Blue and Red share a uid"
    assert not JUNK["file path"].search(port_words("/dev/serial/by-id/usb-8bit-if00: busy"))
