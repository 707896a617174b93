"""Every Stadium trial's drawer (issue 13, host/screen/games/stadium/trials/) drawn over seeded bot games at
every step of its trial — and once more for the finished trial, as the scene keeps it on screen — at
1280×720, 1920×1080 and 3840×2160, with the table layer's layout check (tests/host/screen/test_layout.py:
every text box on the screen, none cut by a panel drawn over it, no two overlapping, a cap height of at
least 24 px at 1080p, no rule IDs), plus: nothing drawn outside the drawer's rectangle, no text (a seat's
letter included) smaller than theme.SIZE_SMALL, no line cut off with an ellipsis, and every drawer's words in its
content file. The drawers
present are tested one by one; one test requires all sixteen."""
from __future__ import annotations

import re
from importlib.util import find_spec

import pygame
import pytest

from games.stadium.trials import get_trial, module_name
from host.screen import draw, theme
from host.screen.games.stadium.trials import parts, words
from tests.host.screen.conftest import SIZES
from tests.host.screen.games.stadium.trial_frames import (GAMES, OUTSIDE, RECT, TRIALS, Frame, drawer_of, drawer_words,
                                                          frames, render)
from tests.host.screen.test_layout import problems

PACKAGE = "host.screen.games.stadium.trials"
PRESENT = tuple(t for t in TRIALS if find_spec(f"{PACKAGE}.{module_name(t)}") is not None)
"""The trials whose drawer is in (the others fail test_every_trial_has_a_drawer)."""
CUT = re.compile(r"\S…$")
"""A line draw.cut shortened (a word cut by its ellipsis; a dice total still rolling is "= …")."""
TALL = pygame.Rect(16, 86, 590, 530)
"""The whole board area (a scene may give a drawer all of it)."""


def smallest_cap(size: tuple[int, int]) -> int:
    """The cap height of theme.SIZE_SMALL at ``size`` (the lower of its regular and bold faces)."""
    draw.set_view(size)
    real = draw.font_px(theme.SIZE_SMALL)
    return min(theme.cap_height(real, False), theme.cap_height(real, True))


def drawer_problems(frame: Frame, size: tuple[int, int], rect: pygame.Rect) -> list[str]:
    """Everything wrong with one drawing of ``frame``."""
    surface = render(frame.trial, frame.view, size, rect)
    where = f"{frame.where} at {size[0]}x{size[1]} in {tuple(rect)}"
    found = problems(where, size)
    if not draw.text_log:
        found.append(f"{where}: nothing drawn through host.screen.draw")
    area = draw.box(rect)
    least = smallest_cap(size)
    for b in draw.text_boxes:
        if not area.contains(b.rect):
            found.append(f"{where}: {b.text!r} {tuple(b.rect)} leaves the drawer's rect {tuple(area)}")
        if b.cap < least:
            found.append(f"{where}: {b.text!r} has a cap height of {b.cap} px, under SIZE_SMALL's {least}")
        if CUT.search(b.text):
            found.append(f"{where}: {b.text!r} is cut off (it does not fit its room)")
    inside = surface.copy()
    inside.fill(OUTSIDE, area)
    same = pygame.mask.from_threshold(inside, OUTSIDE, (1, 1, 1, 255)).count()
    if same != size[0] * size[1]:
        found.append(f"{where}: {size[0] * size[1] - same} pixels drawn outside the drawer's rect")
    return found


def test_every_trial_has_a_drawer():
    """Issue 13 item 3: all sixteen trials have their drawer (this fails until every drawer is in)."""
    assert len(TRIALS) == 16
    missing = [t for t in TRIALS if t not in PRESENT]
    assert not missing, f"no drawer for: {', '.join(missing)}"
    assert all(callable(drawer_of(t).draw) for t in TRIALS)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("trial_id", PRESENT)
def test_drawer_fits_at_every_step(trial_id, size):
    found: list[str] = []
    for players, bot, seed in GAMES:
        for frame in frames(trial_id, players, bot, seed):
            found.extend(drawer_problems(frame, size, RECT))
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("trial_id", PRESENT)
def test_drawer_fits_the_whole_board_area(trial_id):
    """A scene may give the drawer the whole board area: it lays out in that rect too."""
    found: list[str] = []
    for players, bot, seed in GAMES[:2]:
        for frame in frames(trial_id, players, bot, seed):
            found.extend(drawer_problems(frame, (1920, 1080), TALL))
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("trial_id", PRESENT)
def test_drawer_words_are_content(trial_id):
    """A trial's words live in its content file only (games/stadium/content/<id>.yaml ``words``; issue 18
    item 5): the TV view carries them to the drawer, the screen's content folder holds no file of the trial,
    and the trial's rules module writes no name or summary of its own."""
    frame = next(frames(trial_id, *GAMES[0]))
    assert frame.trial["words"]["drawer"] == drawer_words(trial_id) and drawer_words(trial_id)
    assert frame.trial["module"] == module_name(trial_id)
    assert not words(trial_id) and not words(module_name(trial_id))
    trial_class = type(get_trial(trial_id))
    assert not {"name", "summary"} & set(vars(trial_class)), f"{trial_class.__name__} names its own words"


def test_layout_check_catches_a_drawer_that_spills(monkeypatch):
    """The checks above can fail: a drawer drawing past its rect and under SIZE_SMALL is reported."""
    frame = next(frames("cycling", 4, "heuristic", 1))

    class Spills:
        @staticmethod
        def draw(surface, rect, trial, view, now):
            draw.text(surface, "too small", (rect.left, rect.top), theme.SIZE_SMALL - 6)
            draw.rect(surface, (255, 0, 0), (rect.right - 10, rect.bottom - 10, 40, 40))

    monkeypatch.setattr(drawer_of("cycling"), "draw", Spills.draw)
    found = drawer_problems(frame, (1920, 1080), RECT)
    assert any("under SIZE_SMALL" in f for f in found)
    assert any("outside the drawer's rect" in f for f in found)


# ---- what the finished trials show (parts.ended: the last step's events folded in) -----------------------

def finished(trial_id: str, players: int, bot: str, seed: int) -> Frame:
    return list(frames(trial_id, players, bot, seed))[-1]


def drawn(frame: Frame) -> str:
    render(frame.trial, frame.view, (1920, 1080))
    return " | ".join(draw.text_log)


@pytest.mark.parametrize("players,bot,seed", GAMES)
def test_st_cyc_04_finished_cycling_shows_each_group_and_its_price(players, bot, seed):
    """ST-CYC-03..08, AMB-35: the revealed wagers in groups, each medallist's price (the next lower wager)."""
    from games.stadium.medals import ranks_by
    from games.stadium.trials.cycling import prices
    frame = finished("cycling", players, bot, seed)
    wagers = parts.events(frame.trial, "wagers")[0]["wagers"]
    text = drawn(frame)
    pays = {e["seat"]: e["energy"] for e in parts.events(frame.trial, "pay")}
    for group in ranks_by(wagers, frame.view["seats"]):
        assert str(wagers[group[0]]) in draw.text_log
    price = prices(ranks_by(wagers, frame.view["seats"]), wagers)
    for seat, paid in pays.items():
        assert price[seat] == paid and f"pays {paid}" in text


@pytest.mark.parametrize("players,bot,seed", GAMES)
def test_st_golf_03_finished_golf_shows_the_final_strokes_and_cubes(players, bot, seed):
    """ST-GOLF-03, -05, -07: the strokes left once the last turn is played are the final Scores; the cubes
    drawn are those the holes event counts."""
    from host.screen.games.stadium.trials.golf import settled
    frame = finished("golf", players, bot, seed)
    budgets, cubes = settled(frame.trial["state"], frame.trial)
    assert budgets == frame.view["scores"]
    counts = parts.events(frame.trial, "holes")[0]["cubes"]
    assert {t: len(h) for t, h in cubes.items()} == counts
    text = drawn(frame)
    assert all(f"{t.capitalize()} {n}" in text for t, n in counts.items())


@pytest.mark.parametrize("players,bot,seed", GAMES)
def test_st_equ_08_finished_equestrian_folds_in_the_last_round(players, bot, seed):
    """ST-EQU-04, -05, -08: the obstacles cleared after the last round are those the ranking event counts."""
    from host.screen.games.stadium.trials.equestrian import settled
    frame = finished("equestrian", players, bot, seed)
    cleared, last, over = settled(frame.trial["state"], frame.trial)
    assert over and cleared == parts.events(frame.trial, "ranking")[0]["cleared"]
    assert set(last) == {e["seat"] for e in parts.events(frame.trial, "jump")}


@pytest.mark.parametrize("players,bot,seed", GAMES)
def test_st_rly_04_and_st_med_03_finished_relays_show_the_team_results(players, bot, seed):
    """ST-RLY-04 and ST-MED-03: each team's sum or product, as the team_results event has it."""
    for trial_id in ("relay", "medley"):
        frame = finished(trial_id, players, bot, seed)
        results = parts.events(frame.trial, "team_results")[0]["results"]
        text = drawn(frame)
        assert all(f"= {n}" in text for n in results.values()), (trial_id, results, text)


@pytest.mark.parametrize("players,bot,seed", GAMES)
def test_st_pole_06_pole_vault_shows_who_jumped_on_which_rung(players, bot, seed):
    """ST-POLE-06: every rank sits beside the rung it jumped on (the view's jumped_on), the last round's
    jumpers folded in once the vault is over."""
    from host.screen.games.stadium.trials.pole_vault import settled
    seen = 0
    for frame in frames("pole_vault", players, bot, seed):
        ranks, on = settled(frame.trial["state"], frame.trial)
        assert len(ranks) == len(on) and on == sorted(on)
        seen += len(ranks)
    assert seen


@pytest.mark.parametrize("players,bot,seed", GAMES)
def test_st_lift_09_finished_weightlifting_shows_everyone_passed(players, bot, seed):
    """ST-LIFT-07, -09: once the last player passes, every player is shown as passed."""
    frame = finished("weightlifting", players, bot, seed)
    drawn(frame)
    assert draw.text_log.count(drawer_words("weightlifting")["passed"]) == len(frame.view["seats"])
