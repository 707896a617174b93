"""A seat's Outspeed private view where a person reads it (docs/architecture.md §8; OS-11, OS-14, OS-48, CON-05): the
TV instruction for a seat choosing a token it alone may see tells it where its numbers are (the TV peek, or
its controller's screen), and the TV peek shows the longest private views of real games whole and readable at
1280×720, 1920×1080 and 3840×2160 (long lines wrap, nothing is cut or overlaps)."""
from __future__ import annotations

import pygame

from games.outspeed.bonus import refusal
from games.registry import get_game
from hal.simulated import SimulatedController
from host.private.lines import private_lines
from host.screen import draw
from host.screen.games.outspeed.scene import OutspeedScene
from host.screen.overlays import PeekOverlay
from host.screen.table.words import private_hint
from tests.host.screen.games.outspeed.helpers import answer_as_bot, outspeed_session
from tests.host.screen.test_layout import problems

GAME = get_game("outspeed")
REFUSAL = refusal("forcefield", "red", {"red": 3}, True, 0)
"""A real refusal's reason as the game words it (it names its rule, OS-28: the peek shows it without)."""


def asked_to_choose_a_token(app, rule: str = "OS-14"):
    """A scene at the moment a person (red) is asked for a choice from their private view (``rule``)."""
    for seed in range(1, 30):
        people = {"red": SimulatedController("red")}
        session = outspeed_session(6, seed, humans=people)       # six seat rows: the least room
        scene = OutspeedScene(app, session)
        app.switch(scene)
        now, done = 1000.0, set()
        while not session.over and now < 1000.0 + 3000:
            scene.update(now)
            prompt = session.prompts().get("red")
            if prompt is not None and prompt.rule == rule and not scene.beats and any(
                    f.options_private for f in prompt.fields):
                return scene
            if not scene.beats:
                answer_as_bot(session, people, done)
            now += 0.1
    raise AssertionError(f"nobody at the table was asked for {rule} from a private view")


# OS-14 OS-18 CON-05: the declaring person is told to look at their private view, and how — never the hand
def test_os14_a_declaring_person_is_told_where_their_numbers_are(sized, tmp_path):
    app, size = sized
    scene = asked_to_choose_a_token(app)
    draw.clear_log()
    app.present()
    pygame.image.save(pygame.display.get_surface(), str(tmp_path / f"declare-hint-{size[0]}.png"))
    text = " ".join(draw.text_log)
    assert "your private number" in text
    hint = "Red: " + private_hint(scene.session.prompts()["red"], None)
    assert hint.startswith("Red: hold LOCK 2 seconds to see your numbers")
    assert " ".join(hint.split()) in " ".join(text.split())          # whole: never cut
    hand = GAME.observe(scene.session.state, "red")["private"]["hand"]
    assert not any(t.replace("_", " ") in text.lower() for t in hand)
    assert not problems("declaring", size), problems("declaring", size)


def longest_private_views(players: int = 6, seeds: range = range(1, 6)) -> list[list[str]]:
    """The longest private view in words of each kind of moment (a declaration, a keep, a committed token) over
    seeded bot games, each with a refusal's reason in front (the most a peek shows at once)."""
    from games.core.bots import decision_rng
    from games.registry import make_bot
    best: dict[str, list[str]] = {}
    for seed in seeds:
        state = GAME.setup({"players": ["red", "blue", "green", "yellow", "purple", "orange"][:players]}, seed)
        for step in range(400):
            prompts = GAME.prompts(state)
            if not prompts:
                break
            for _key, p in prompts.items():
                private = GAME.observe(state, p.seat)["private"]
                lines = private_lines(GAME, private, REFUSAL)
                if len(" ".join(lines)) > len(" ".join(best.get(p.rule, []))):
                    best[p.rule] = lines
            state, _ = GAME.apply(state, {k: make_bot("outspeed", "random").act(
                GAME.observe(state, p.seat), p, decision_rng(seed, step, k)) for k, p in prompts.items()})
    return [best[r] for r in ("OS-14", "OS-48") if r in best]


class Lines:
    """A private channel that holds ``lines`` for every seat (the peek reads ``peek_lines``)."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines

    def peek_lines(self, seat: str) -> list[str]:
        return self.lines


# OS-11 OS-48: the TV peek shows every word of the longest private views, wrapped, at every screen size
def test_os11_the_peek_shows_long_private_views_whole(sized, tmp_path):
    app, size = sized
    views = longest_private_views()
    assert len(views) == 2 and any("To play one" in " ".join(v) for v in views)
    assert "OS-28" in REFUSAL and not any("OS-" in line for v in views for line in v)
    for n, lines in enumerate(views):
        peek = PeekOverlay("red", Lines(lines), now=0.0)
        peek.since = -10.0
        app.push_overlay(peek)
        draw.clear_log()
        app.present()
        drawn = " ".join(draw.text_log).split()
        words = [w for line in lines for w in line.split()]
        assert [w for w in words if w not in drawn] == [], lines
        assert not problems(f"peek {n}", size), problems(f"peek {n}", size)
        pygame.image.save(pygame.display.get_surface(), str(tmp_path / f"peek-{n}-{size[0]}.png"))
        app.overlays.remove(peek)
