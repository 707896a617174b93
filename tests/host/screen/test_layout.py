"""The layout at the table's three screen sizes (docs/console.md "The TV"; docs/architecture.md §11): every scene —
lobby, controller test, Pixoid over seeded games at many moments (placement, programming with people
waiting, reveal, movement, catch or escape, the round summary, the end), results, pause, the waiting
screen and help — is drawn at 1280×720, 1920×1080 and 3840×2160 with SDL's dummy driver, and every text
box in draw's log lies inside the screen, is not cut by a panel drawn over it, and overlaps no other.
At 1080p anything a player reads has a cap height of at least 24 px and the headline at least 48 px.
No rule IDs or paths are drawn outside a details view."""
from __future__ import annotations

import re

import pygame
import pytest

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games.pixoid.scene import PixoidScene
from host.screen.intents import Intent
from host.screen.scenes.controller_test import ControllerTestScene
from tests.host.screen.conftest import SIZES, bot_session, dial_choice, press  # noqa: F401 (SIZES: shared)

RULE_ID = re.compile(r"\b(?:CON|PX|OS|ST|GAP|AMB)-\d")


def problems(where: str, size: tuple[int, int]) -> list[str]:
    """Everything wrong with the text of the frame just presented."""
    screen = pygame.Rect((0, 0), size)
    out = []
    boxes = list(draw.text_boxes)
    for i, b in enumerate(boxes):
        if not screen.contains(b.rect):
            out.append(f"{where}: {b.text!r} {tuple(b.rect)} leaves the {size[0]}x{size[1]} screen")
        if b.cut and b.role != "label":                    # a piece under a banner is fine, words are not
            out.append(f"{where}: {b.text!r} is cut by a panel drawn over it")
        for other in boxes[i + 1:]:
            if b.rect.colliderect(other.rect):
                out.append(f"{where}: {b.text!r} {tuple(b.rect)} overlaps {other.text!r} {tuple(other.rect)}")
        if size == (1920, 1080) and b.role != "label" and b.cap < 24:
            out.append(f"{where}: {b.text!r} has a cap height of {b.cap} px at 1080p (at least 24)")
        if size == (1920, 1080) and b.role == "headline" and b.cap < 48:
            out.append(f"{where}: the headline {b.text!r} has a cap height of {b.cap} px (at least 48)")
        if RULE_ID.search(b.text) or "/" in b.text and ".jsonl" in b.text:
            out.append(f"{where}: developer text on the TV: {b.text!r}")
    return out


def check(app, size, where: str, found: list[str]) -> None:
    """Present a frame and add its problems to ``found``."""
    app.present()
    found.extend(problems(where, size))


@pytest.mark.slow
def test_pixoid_with_bots_at_every_moment(sized):
    """PX-01..PX-48 as drawn: two whole bot games (3 players standard, 4 players short), every few beats."""
    app, size = sized
    found: list[str] = []
    for players, variant, seed in ((3, "standard", 2), (4, "short", 7)):
        session = bot_session(players, seed, variant)
        scene = PixoidScene(app, session)
        app.switch(scene)
        now, tick = 1000.0, 0
        while app.scene is scene and tick < 20000:
            scene.update(now)
            if tick % 7 == 0 or (scene.beats and scene.beats[0].kind in ("caught", "round_end", "game_end")):
                check(app, size, f"pixoid {players}p {variant} tick {tick}", found)
            now += 0.2
            tick += 1
    assert not found, "\n".join(found[:30])


def test_pixoid_with_people_waiting(sized):
    """Four controllers: the headline and each seat's instruction while they place and program, the
    round summary waiting for a LOCK, a keyboard seat's hints, the pause and the waiting screen."""
    app, size = sized
    found: list[str] = []
    humans = {c: SimulatedController(c) for c in ("red", "blue", "green", "yellow")}
    session = bot_session(4, 5, humans=humans)
    scene = PixoidScene(app, session)
    app.switch(scene)
    now = 1000.0
    scene.update(now)
    check(app, size, "placement", found)
    for _ in range(4):
        key, prompt = next(iter(session.prompts().items()))
        dial_choice(humans[key], prompt, prompt.fields[0].options[-1])
        check(app, size, f"placement by {key}", found)
        press(humans[key])
        for _ in range(40):
            now += 0.3
            scene.update(now)
    check(app, size, "programming", found)
    assert any(b.role == "headline" for b in draw.text_boxes)
    for key, prompt in session.prompts().items():
        humans[key].set_faces(direction=prompt.fields[0].options[0], number=1)
        press(humans[key])
        now += 0.05
        scene.update(now)
        check(app, size, f"{key} locked", found)
    for step in range(400):
        now += 0.05
        scene.update(now)
        if step % 5 == 0:
            check(app, size, "movement", found)
    assert not found, "\n".join(found[:30])


def test_keyboard_seat_and_three_players(sized):
    """A keyboard seat (its key hints) and the 3-player extra Bug played by another seat (PX-42)."""
    app, size = sized
    found: list[str] = []
    kb = SimulatedController("green")
    session = bot_session(3, 4, humans={"green": kb})
    scene = PixoidScene(app, session, {"green": kb})
    app.switch(scene)
    now = 1000.0
    for tick in range(300):
        scene.update(now)
        if tick % 10 == 0:
            check(app, size, f"keyboard seat tick {tick}", found)
        if "green" in session.status()["waiting_for"]:
            check(app, size, "keyboard seat waiting", found)
            break
        now += 0.3
    assert not found, "\n".join(found[:30])


def test_round_summary_waits_for_a_lock(sized):
    """The round summary stays up until a controller presses LOCK (issue 9), drawn without clipping."""
    app, size = sized
    found: list[str] = []
    red = SimulatedController("red")
    session = bot_session(3, 2, "short", humans={"red": red})
    scene = PixoidScene(app, session)
    app.switch(scene)
    now = 1000.0
    for _ in range(20000):
        scene.update(now)
        waiting = session.status()["waiting_for"]
        if scene.holding:
            break
        if "red" in waiting and not scene.beats:
            prompt = session.prompts()["red"]
            if prompt.secret:
                red.set_faces(direction=prompt.fields[0].options[0], number=1)
            else:
                dial_choice(red, prompt, prompt.fields[0].options[0])
            press(red)
        now += 0.5
    assert scene.holding, "the round never ended"
    check(app, size, "round summary", found)
    for _ in range(20):
        now += 5.0
        scene.update(now)
    assert scene.holding                                      # nothing moves on by itself
    press(red)
    scene.handle(Intent("wake"))
    scene.update(now + 0.1)
    assert not scene.holding
    assert not found, "\n".join(found[:30])


def test_controller_test(sized):
    app, size = sized
    found: list[str] = []
    app.switch(ControllerTestScene(app, {"red": SimulatedController("red")}))
    check(app, size, "controller test", found)
    app.switch(ControllerTestScene(app, {}))
    check(app, size, "controller test practice", found)
    assert not found, "\n".join(found[:30])


def test_lobby_results_pause_and_help(sized, tmp_path):
    """The screens around a game: the lobby (empty and with seats), the results of a standard and a short
    game, the pause menu, the waiting-for-a-controller screen, the quit question and every help page."""
    from host.screen.overlays import ConfirmOverlay, HelpOverlay, PauseOverlay
    from host.screen.scenes.results import ResultsScene
    app, size = sized
    found: list[str] = []
    app.to_lobby()
    check(app, size, "lobby", found)
    for letter in ("b", "b", "k"):
        app.dispatch(Intent("letter", letter))
    check(app, size, "lobby with seats", found)
    for players, variant, seed in ((4, "standard", 3), (3, "short", 2)):
        session = bot_session(players, seed, variant)
        while not session.over:
            session.poll()
        view = session.game.observe(session.state, None)
        app.switch(ResultsScene(app, view, str(tmp_path / "journal.jsonl")))
        check(app, size, f"results {players}p {variant}", found)
    session = bot_session(4, 3)
    app.switch(PixoidScene(app, session))
    for overlay, where in ((PauseOverlay(), "pause"), (PauseOverlay("Red (R)", auto=True), "waiting screen"),
                           (ConfirmOverlay("Quit the 8Bit Box?", lambda: None), "quit question")):
        app.push_overlay(overlay)
        check(app, size, where, found)
        app.overlays.clear()
    app.push_overlay(HelpOverlay("pixoid"))
    for page in range(len(app.overlays[-1].content["pages"])):
        check(app, size, f"help page {page + 1}", found)
        app.dispatch(Intent("direction", "right"))
    app.overlays.clear()
    assert not found, "\n".join(found[:40])


def test_results_of_every_game_at_its_largest_table(sized):
    """The results screen of every game with its most players (Outspeed and Stadium: 6) passes the layout
    check, and the last player's row ends above the buttons (6 rows once ran under "Same table again")."""
    from games.core.bots import RandomBot
    from games.core.faces import COLOURS
    from games.core.runner import play_out
    from games.registry import GAMES
    from host.screen import theme
    from host.screen.scenes.results import BUTTONS_TOP, CHOICES, ResultsScene, players_box
    app, size = sized
    found: list[str] = []
    for name, game in GAMES.items():
        players = list(COLOURS[:max(game.player_counts)])
        state, _ = play_out(game, game.setup({"players": players}, 1), {p: RandomBot() for p in players}, 1)
        app.switch(ResultsScene(app, game.observe(state, None)))
        check(app, size, f"results {name} {len(players)}p", found)
        boxes = {b.text: b.rect for b in draw.text_boxes}
        rows = [boxes[theme.name(p)] for p in players]
        buttons = [boxes[words] for _, words in CHOICES]
        assert max(r.bottom for r in rows) < min(b.top for b in buttons) - draw.px(8), name
        assert players_box(len(players)).bottom <= BUTTONS_TOP - 12, name
    assert not found, "\n".join(found[:30])
