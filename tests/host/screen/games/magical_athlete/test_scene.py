"""The Magical Athlete screen at the table's three sizes (docs/architecture.md §11; issue 21 item 6): a whole
4-player bot game — the draft line with its numbers, the hands for the secret choice, the joint reveal, the
race with its callouts and die, trips, finishers, the end of each race, the end of the game and the results
screen — drawn at 1280×720, 1920×1080 and 3840×2160 under the layout check (no text leaves the screen, is cut
by a panel, overlaps another or is too small; no rule IDs); a 6-player game and the 3 Player Double Racer
Variant at 1280×720 (slow); and the results' headline."""
from __future__ import annotations

import re

import pytest

from host.screen.games.magical_athlete import headline, shows_scores
from host.screen.games.magical_athlete.scene import AthleteScene
from host.screen.scenes.results import ResultsScene
from host.seats import BOT, SeatPlan
from host.table import start_session
from host.screen import draw
from tests.host.screen.test_layout import problems

SEATS = ["red", "blue", "green", "yellow", "purple", "orange"]
MOMENTS = ("draft_pick", "reveal", "roll", "step", "power", "trip", "finish", "race_end", "arrow", "rock", "star",
           "decision", "warp", "put", "eliminated", "points", "game_over", "duel", "reroll")


def session_of(players: int, seed: int, **options):
    colours = SEATS[:players]
    plans = {c: SeatPlan(c, BOT, "heuristic") for c in colours}
    return start_session("magical_athlete", {"players": colours, **options}, seed, plans, {}, None)


def check(where: str, size) -> list[str]:
    """The layout check's problems of the frame just presented, any text shortened with "…", and this game's rule
    IDs (developer text on the TV)."""
    return problems(where, size) + [f"{where}: {b.text!r} is cut short" for b in draw.text_boxes if "…" in b.text] + \
        [f"{where}: developer text {b.text!r}" for b in draw.text_boxes if re.search(r"\b(?:MA|DS|EX)-[A-Z0-9]", b.text)]


def play_and_check(app, size, session, where: str) -> list[str]:
    """Play ``session``'s game to the results on a fake clock; a frame is checked at the first beat of each
    kind of :data:`MOMENTS` in every race, at each phase's first wait, and at the results."""
    scene = AthleteScene(app, session)
    app.switch(scene)
    found: list[str] = []
    seen: set[tuple[str, int]] = set()
    now, ticks = 1000.0, 0
    while app.scene is scene and ticks < 40000:
        ticks += 1
        scene.update(now)
        kind = scene.beats[0].kind if scene.beats else f"wait {scene.model.get('phase')}"
        key = (kind, int(scene.model.get("race_no", 0)))
        if key not in seen and (kind in MOMENTS or not scene.beats) and (scene.beat_end or not scene.beats):
            seen.add(key)
            app.present()
            found += check(f"{where} race {key[1] + 1} {kind}", size)
        now += 0.2
    assert isinstance(app.scene, ResultsScene), f"{where}: the game did not reach the results"
    app.present()
    found += check(f"{where} results", size)
    assert {"draft_pick", "reveal", "roll", "race_end"} <= {k for k, _ in seen}
    return found


# MA-08 MA-10 MA-15 MA-16 MA-22 MA-39 MA-44 MA-53 MA-56
def test_a_4_player_game_is_readable_at_every_size(sized):
    app, size = sized
    found = play_and_check(app, size, session_of(4, 3), "4p")
    assert not found, "\n".join(found[:20])


@pytest.mark.slow
def test_6_players_and_the_double_racer_variant_are_readable(app):   # MA-70 MA-71
    import pygame
    app.window = pygame.display.set_mode((1280, 720))
    app._layout()
    app.sounds.enabled = False
    found = play_and_check(app, (1280, 720), session_of(6, 5), "6p")
    found += play_and_check(app, (1280, 720), session_of(3, 4, double_racer=True), "3p double")
    assert not found, "\n".join(found[:20])


def test_the_results_headline():   # MA-54, MA-55
    assert headline({"winners": ["red"]}) == "Red wins the four races!"
    assert headline({"winners": ["red", "blue"]}) == "A shared win: Red and Blue!" and shows_scores({})
