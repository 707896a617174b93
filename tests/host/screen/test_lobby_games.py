"""The lobby for every game it offers (CON-01, CON-09, docs/architecture.md §11): G (or the host's CENTRE wheel on the
Game line) goes through the games in the console's order, the player count follows what the chosen game
allows (digits 3–6, or the CENTRE wheel on the Players line; a count the game does not allow is refused with a
plain sentence and never starts), and a table of each game's largest size is set up and started from two
controllers alone (turn and LOCK) and from the keys."""
from __future__ import annotations

import pytest

from games.registry import GAMES, get_game
from hal.simulated import SimulatedController
from host.screen.controls import Turn
from host.screen.games import SCREENS
from host.screen.intents import Intent
from host.screen.scenes.lobby import GAME, PLAYERS, LobbyScene, playable


def lobby_with_controllers(app, tmp_path) -> tuple[LobbyScene, SimulatedController, SimulatedController]:
    app.args.journal = str(tmp_path / "game.jsonl")
    app.args.sim = False
    lobby = LobbyScene(app)
    app.switch(lobby)
    red, blue = SimulatedController("red"), SimulatedController("blue")
    lobby.handle(Intent("discovered", ({"red": red, "blue": blue}, [])))
    lobby.handle(Intent("press", "red"))                     # red joins first: red sets the table
    lobby.handle(Intent("press", "blue"))
    return lobby, red, blue


def turn_to(lobby: LobbyScene, key: str, done) -> None:
    """The host turns its LEFT wheel to the menu line ``key``, then its CENTRE wheel until ``done()``."""
    rows = [r[0] for r in lobby.menu()]
    lobby.handle(Intent("turn", Turn("red", "left", rows.index(key) - lobby.row)))
    for _ in range(12):
        if done():
            return
        lobby.handle(Intent("turn", Turn("red", "centre", 1)))
    assert done(), f"the CENTRE wheel never reached it on {key}"


def test_g_goes_through_the_games_in_the_consoles_order(app):
    lobby = LobbyScene(app)
    app.switch(lobby)
    assert playable() == [g for g in GAMES if g in SCREENS]                 # the order the games declare
    seen = [lobby.game]
    for _ in range(len(playable())):
        lobby.handle(Intent("letter", "g"))
        seen.append(lobby.game)
    start = playable().index(seen[0])
    assert seen == [playable()[(start + i) % len(playable())] for i in range(len(playable()) + 1)]


@pytest.mark.parametrize("game", sorted(SCREENS))
def test_only_the_player_counts_the_game_allows(app, game):
    lobby = LobbyScene(app)
    app.switch(lobby)
    while lobby.game != game:
        lobby.handle(Intent("letter", "g"))
    counts = get_game(game).player_counts
    for n in (3, 4, 5, 6):
        before = len(lobby.seats)
        lobby.handle(Intent("digit", n))
        if n in counts:
            assert len(lobby.seats) == n and lobby.ready() is None
        else:
            assert len(lobby.seats) == before and str(min(counts)) in lobby.notice      # refused, said plainly
    assert lobby.ready() is None


@pytest.mark.parametrize("game", sorted(SCREENS))
def test_the_largest_table_of_each_game_from_two_controllers(app, tmp_path, game):
    lobby, red, blue = lobby_with_controllers(app, tmp_path)
    turn_to(lobby, GAME, lambda: lobby.game == game)
    most = max(get_game(game).player_counts)
    turn_to(lobby, PLAYERS, lambda: len(lobby.seats) == most)
    assert [s.kind for s in lobby.seats[:2]] == ["controller", "controller"]
    lobby.handle(Intent("press", "red"))
    lobby.handle(Intent("press", "blue"))                    # everyone ready: the game starts
    scene = app.scene
    assert scene is not lobby and scene.session.game.name == game
    assert len(scene.session.game.observe(scene.session.state, None)["players"]) == most


@pytest.mark.parametrize("game,players", [(g, n) for g in sorted(SCREENS) for n in (5, 6)])
def test_a_table_from_the_keys(app, tmp_path, game, players):
    app.args.journal = str(tmp_path / "game.jsonl")
    lobby = LobbyScene(app)
    app.switch(lobby)
    while lobby.game != game:
        lobby.handle(Intent("letter", "g"))
    lobby.handle(Intent("digit", players))
    if players not in get_game(game).player_counts:
        assert len(lobby.seats) != players and "players" in lobby.notice          # refused, said plainly
        return
    lobby.handle(Intent("confirm"))
    assert app.scene is not lobby and app.scene.session.game.name == game
    assert len(app.scene.session.game.observe(app.scene.session.state, None)["players"]) == players


# a game change keeps the table startable: the seats become the nearest count the new game allows
def test_a_game_change_fits_the_seats_to_the_new_game(app):
    lobby = LobbyScene(app)
    app.switch(lobby)
    for _ in range(2 * len(playable())):
        lobby.handle(Intent("letter", "g"))
        assert len(lobby.seats) in get_game(lobby.game).player_counts, (lobby.game, len(lobby.seats))
        lobby.handle(Intent("digit", max(get_game(lobby.game).player_counts)))
