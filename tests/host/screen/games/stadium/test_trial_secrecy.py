"""No wager, symbol or colour is drawn before its reveal (CON-05, ST-09, issue 13): over seeded Stadium games
played through the session by simulated controllers, at every step whose prompts are secret every seat but
the last dials its choice and locks in; the trial's drawer is then drawn over the TV observation the scene
reads, and

- none of the dialled values (a number, an option's name) that the picture did not already show is in
  draw's text log, and
- the picture is the very same as before anyone locked in (a symbol or a colour drawn as a shape would
  change it).

The check can fail: once the last seat locks in, the reveal's picture (the next observation, or the finished
trial with the reveal's public events, as the scene shows it) is checked the same way, and for every trial
with secret prompts some reveal is caught showing its values; and a drawer fed a view that holds the secret
is caught at once."""
from __future__ import annotations

import re
from importlib.util import find_spec
from typing import Any

import pygame
import pytest

from games.core.bots import RandomBot, decision_rng
from games.core.faces import COLOURS
from games.core.prompt import NUMERIC, OFFSET, Prompt
from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.games.stadium.trials.parts import ended
from host.seats import CONTROLLER, SeatPlan
from host.table import start_session
from tests.host.conftest import dial, press
from games.stadium.trials import module_name
from tests.host.screen.games.stadium.trial_frames import TRIALS, render

PRESENT = tuple(t for t in TRIALS if find_spec(f"host.screen.games.stadium.trials.{module_name(t)}") is not None)
SIZE = (1920, 1080)
GAMES = ((4, 1), (6, 2), (4, 3))
"""(players, seed) of the seeded games each trial is played in."""


def shown(text: str) -> tuple[set[str], set[str]]:
    """The numbers and the words of a text log."""
    return set(re.findall(r"\d+", text)), set(re.findall(r"[a-z_]+", text.lower()))


def distinct(prompt: Prompt, values: dict[str, Any], taken: set[str]) -> dict[str, Any]:
    """``values`` with each number moved to the highest legal one the picture does not show yet (so that
    seeing it drawn would mean it leaked); ``taken`` grows with what is chosen."""
    out = dict(values)
    for f in prompt.fields:
        if f.name in out and f.kind in NUMERIC and f.kind != OFFSET:
            free = [v for v in range(f.high, f.low - 1, -1) if str(v) not in taken
                    and all(v != r for r, _ in f.refusals)]
            if free:
                out[f.name] = free[0]
        if f.name in out:
            taken.add(str(out[f.name]).lower())
    return out


def tokens(values: dict[str, dict[str, Any]]) -> set[str]:
    """Every value dialled, as the text log would spell it."""
    return {str(v).lower() for vs in values.values() for v in vs.values() if not isinstance(v, dict)}


def leaks(secret: set[str], before: tuple[pygame.Surface, str], after: tuple[pygame.Surface, str]) -> list[str]:
    """What of ``secret`` the picture ``after`` shows that ``before`` did not: values in its text, or any
    change of its pixels."""
    numbers0, words0 = shown(before[1])
    numbers1, words1 = shown(after[1])
    found = [f"{v!r} drawn" for v in sorted(secret) if (v in numbers1 and v not in numbers0)
             or (v in words1 and v not in words0)]
    if pygame.image.tobytes(before[0], "RGB") != pygame.image.tobytes(after[0], "RGB"):
        found.append("the picture changed")
    return found


def picture(trial: dict[str, Any], view: dict[str, Any]) -> tuple[pygame.Surface, str]:
    surface = render(trial, view, SIZE)
    return surface, " | ".join(draw.text_log)


def secret_steps(trial_id: str, players: int, seed: int):
    """Play ``trial_id`` through the session with every seat a simulated controller; at each step with a
    secret prompt yield (where, picture before any lock, picture with all but one locked, picture of the
    reveal, the secret tokens)."""
    seats = list(COLOURS[:players])
    controllers = {c: SimulatedController(c) for c in seats}
    plans = {c: SeatPlan(c, CONTROLLER, None, controllers[c].uid) for c in seats}
    session = start_session("stadium", {"players": seats, "trials": trial_id}, seed, plans, controllers, None)
    bot = RandomBot()
    for step in range(400):
        if session.over:
            return
        prompts = session.prompts()
        tv = session.game.observe(session.state, None)
        trial = tv["trial"]
        values = {k: bot.act(None, p, decision_rng(seed, step, k)) for k, p in prompts.items()}
        secret = [k for k, p in prompts.items() if p.secret]
        if secret:
            before = picture(trial, tv)
            taken = shown(before[1])[0] | shown(before[1])[1]
            values.update({k: distinct(prompts[k], values[k], taken) for k in secret})
            *first, last = list(prompts)
            for k in first:
                dial(controllers[k], values[k], prompts[k])
                press(controllers[k])
            session.poll()
            assert set(session.prompts()) == set(prompts), "the step was applied before everyone locked in"
            pending_tv = session.game.observe(session.state, None)
            pending = picture(pending_tv["trial"], pending_tv)
            dial(controllers[last], values[last], prompts[last])
            press(controllers[last])
            events = [e for u in session.poll() if u.kind == "applied" for e in u.events]
            after_tv = session.game.observe(session.state, None)
            same = after_tv["trial"] is not None and after_tv["trial"]["id"] == trial_id and after_tv["trial"]["step"]
            reveal = picture(after_tv["trial"], after_tv) if same else picture(ended(trial, events), after_tv)
            yield (f"{trial_id} {players}p seed {seed} step {step}", before, pending, reveal,
                   tokens({k: values[k] for k in secret}))
        else:
            for k, p in prompts.items():
                dial(controllers[k], values[k], p)
                press(controllers[k])
            session.poll()
    raise AssertionError(f"{trial_id}: the trial did not end")


@pytest.mark.parametrize("trial_id", PRESENT)
def test_no_secret_is_drawn_before_its_reveal(trial_id):
    """CON-05: while seats have locked in their secret choices, the drawer shows nothing of them."""
    found: list[str] = []
    steps = caught = numbers = numbers_drawn = 0
    for players, seed in GAMES:
        for where, before, pending, reveal, secret in secret_steps(trial_id, players, seed):
            steps += 1
            found.extend(f"{where}: {leak} before the reveal" for leak in leaks(secret, before, pending))
            shown_now = leaks(secret, before, reveal)
            caught += bool(shown_now)
            numbers += any(v.isdigit() for v in secret)
            numbers_drawn += any(leak.strip("'").split("'")[0].isdigit() for leak in shown_now)
    assert not found, "\n".join(found[:20])
    if steps:
        assert caught, f"{trial_id}: no reveal was seen to show its values, so the check could not fail"
    if numbers:
        assert numbers_drawn, f"{trial_id}: no revealed wager was ever drawn as a number"


def test_a_drawer_fed_the_secret_is_caught():
    """The check fails when the view holds the secret: the Relay's pending pair's wagers put in its state."""
    session_steps = secret_steps("relay", 4, 1)
    where, before, pending, reveal, secret = next(session_steps)
    session_steps.close()
    from tests.host.screen.games.stadium.trial_frames import frames
    frame = next(frames("relay", 4, "random", 1))
    state = frame.trial["state"]
    dialled = {s: 29 - i for i, s in enumerate(state["wagering"])}
    leaky = {**frame.trial, "state": {**state, "wagers": {**state["wagers"], **dialled}}}
    honest = picture(frame.trial, frame.view)
    assert leaks({str(v) for v in dialled.values()}, honest, picture(leaky, frame.view))
    assert not leaks(secret, before, pending)
