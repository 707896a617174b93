"""Issue 19 point 5, the smaller words: a Stadium seat row never shows "None" for a wheel the option dialled does
not read ("Lift None"), and every line of the lobby's table settings — Outspeed's "Same-zone Bonus calls" too —
keeps its value clear of its name and its key at every resolution."""
from __future__ import annotations

from types import SimpleNamespace

from host.screen import draw
from host.screen.games.stadium.scene import StadiumScene
from host.screen.table.scene import table_words
from tests.host.screen.test_layout import problems


def test_a_stadium_seat_row_never_shows_none():
    scene = SimpleNamespace(words=table_words(StadiumScene.words_package))
    assert StadiumScene._values_text(scene, {"choice": "lift", "weight": None}) == "Lift"
    assert StadiumScene._values_text(scene, {"choice": "pass", "weight": None}) == "Pass"
    assert StadiumScene._values_text(scene, {"choice": "lift", "weight": 4}) == "Lift 4"


def test_every_game_s_lobby_settings_fit(sized):
    from host.screen.scenes.lobby import GAME
    app, size = sized
    app.to_lobby()
    lobby = app.scene
    found: list[str] = []
    seen: set[str] = set()
    while lobby.game not in seen:
        seen.add(lobby.game)
        app.present()
        found += problems(f"lobby {lobby.game}", size)
        names = {b.text: b.rect for b in draw.text_boxes}
        for _, name, value in lobby.menu():
            if f"{name}:" in names and value in names:
                assert names[f"{name}:"].right < names[value].left, (lobby.game, name)
        lobby.change(GAME, 1)
    assert "outspeed" in seen
    assert not found, "\n".join(found[:20])
