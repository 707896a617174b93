"""CON-05, CON-06, CON-08 through the real session: a listener that records everything it is handed (every
Update, the status and the live preview a TV would show) finds no secret before its reveal.

Twin tables: two sessions play the same game, identical up to one step where one controller locks in
different *secret* values (public ones kept). Everything listeners got up to that step's reveal must be
identical — any difference would be a leak. Played for Pixoid and for the shapes toy game (every input
shape of docs/architecture.md §7), all seats on simulated controllers turned through the wheel codec. The same driver
also plays the toy on switch-build controllers to show raises take bids past the wheel (AMB-01).
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, Callable

import pytest

from games.core.bots import RandomBot, decision_rng
from games.core.codec import encode, legal_combinations
from games.core.prompt import CHOSEN, Prompt
from hal.faces import load_face_table
from hal.simulated import SimulatedController
from host.journal import JournalWriter, read
from host.seats import CONTROLLER, SeatPlan
from host.session import Session
from host.table import start_session
from host.wheels import fit_to_wheels
from tests.games.core.test_prompt_shapes import toy

P4 = ["red", "blue", "green", "yellow"]
TOKENS = ("nitro", "fuel_tank", "forcefield", "ion_cannon")

Pick = Callable[[int, str, Prompt], dict[str, Any]]


def random_pick(step: int, key: str, prompt: Prompt) -> dict[str, Any]:
    return RandomBot().act(None, prompt, decision_rng(5, step, key))


def secret_twin(base: Pick, at_step: int, who: str) -> Pick:
    """``base``, except that at ``at_step`` controller ``who`` locks in other secret values (same public ones)."""
    def pick(step: int, key: str, prompt: Prompt) -> dict[str, Any]:
        values = base(step, key, prompt)
        if step != at_step or key != who:
            return values
        public = {f.name for f in prompt.fields if not prompt.is_field_secret(f)}
        for other in legal_combinations(prompt):
            if other != values and all(other.get(n) == values.get(n) for n in public):
                return other
        return values
    return pick


def toy_session(journal=None) -> tuple[Session, dict[str, SimulatedController]]:
    game = toy()
    controllers = {c: SimulatedController(c) for c in P4}
    plans = {c: SeatPlan(c, CONTROLLER, None) for c in P4}
    return Session(game, game.setup({"players": P4}, 4), plans, {}, controllers, bot_seed=0, journal=journal), controllers


def pixoid_session() -> tuple[Session, dict[str, SimulatedController]]:
    controllers = {c: SimulatedController(c) for c in P4}
    plans = {c: SeatPlan(c, CONTROLLER, None) for c in P4}
    return start_session("pixoid", {"players": P4, "variant": "short"}, 2, plans, controllers, None), controllers


def drive(session: Session, controllers: dict[str, SimulatedController], pick: Pick,
          max_steps: int = 400) -> list[tuple[int, str, str]]:
    """Play to the end by turning wheels and pressing lock; returns everything a listener or the TV was
    given, tagged with the step being collected: (step, kind, JSON)."""
    records: list[tuple[int, str, str]] = []

    def note(step: int, kind: str, payload: Any) -> None:
        records.append((step, kind, json.dumps(payload, sort_keys=True)))

    while not session.over:
        step = session.step
        assert step < max_steps
        for key, prompt in session.prompts().items():
            for wheel, face in encode(prompt, pick(step, key, prompt)).items():
                controllers[key].set_face(face, wheel)
            note(step, "preview", session.preview(key))
            controllers[key].press_lock()
            controllers[key].release_lock()
            for u in session.poll():
                note(step, u.kind, dataclasses.asdict(u))
            note(step, "status", session.status())
    return records


def before_reveal(records: list[tuple[int, str, str]], step: int) -> list[tuple[int, str, str]]:
    cut = next(i for i, (s, kind, _) in enumerate(records) if s == step and kind == "applied")
    return records[:cut]


def secret_steps(make: Callable[[], tuple[Session, dict]], pick: Pick, limit: int) -> list[tuple[int, str]]:
    """(step, controller) pairs whose prompt has a secret field with more than one legal value."""
    session, controllers = make()
    found: list[tuple[int, str]] = []
    original = session.poll

    def spy() -> list:
        for key, prompt in session.prompts().items():
            if any(prompt.is_field_secret(f) for f in prompt.fields) and len(list(legal_combinations(prompt))) > 1:
                if (session.step, key) not in found:
                    found.append((session.step, key))
        return original()
    session.poll = spy  # type: ignore[method-assign]
    drive(session, controllers, pick)
    return found[:limit]


@pytest.mark.parametrize("make", [toy_session, pixoid_session], ids=["shapes-toy", "pixoid"])
def test_con05_twin_tables_see_the_same_until_the_reveal(make):
    steps = secret_steps(make, random_pick, 12)
    assert steps
    base = drive(*make(), random_pick)
    for step, who in steps:
        twin = drive(*make(), secret_twin(random_pick, step, who))
        assert before_reveal(twin, step) == before_reveal(base, step), f"step {step}: {who}'s secret leaked"


def test_con05_toy_tokens_never_reach_a_listener_and_the_journal_has_them(tmp_path):
    """The declared tokens, the hands and the private draw are never revealed in the toy: no record names
    a token. The raw inputs (tokens included) are in the journal alone."""
    writer = JournalWriter.create(tmp_path / "toy.jsonl", {"game": "shapes-toy", "options": {}, "seed": 4,
                                                          "bot_seed": 0, "seats": []})
    session, controllers = toy_session(writer)
    records = drive(session, controllers, random_pick)
    session.close()
    for _, _, payload in records:
        assert not any(t in payload for t in TOKENS), payload
    # AMB-51: the split's shares and the raises are public, shown on the TV as they are dialled (CON-08)
    previews = [json.loads(p) for _, kind, p in records if kind == "preview"]
    assert any(p and "share" in p for p in previews) and any(p and "bid" in p for p in previews)
    steps = read(tmp_path / "toy.jsonl").steps
    assert any(t in json.dumps(steps) for t in TOKENS)


def test_con05_con08_a_secret_field_in_a_public_answer_is_shown_only_as_chosen():
    """OS-14 shape: "play yes" is public as soon as it is dialled and locked; the token only "has been
    chosen"; a "no" shows no token at all."""
    session, ctl = toy_session()
    prompts = session.prompts()
    red, blue = prompts["red"], prompts["blue"]
    for wheel, face in encode(red, {"play": "yes", "token": "fuel_tank"}).items():
        ctl["red"].set_face(face, wheel)
    assert session.preview("red") == {"play": "yes"}
    ctl["red"].press_lock()
    ctl["red"].release_lock()
    (locked,) = session.poll()
    assert locked.kind == "locked" and locked.shown == {"red": {"play": "yes", "token": CHOSEN}}
    for wheel, face in encode(blue, {"play": "no"}).items():
        ctl["blue"].set_face(face, wheel)
    ctl["blue"].press_lock()
    ctl["blue"].release_lock()
    applied = [u for u in session.poll() if u.kind == "applied"]
    assert applied[0].shown == {"red": {"play": "yes", "token": CHOSEN}, "blue": {"play": "no"}}


def test_con05_private_events_are_never_handed_to_listeners():
    """The toy's draw event is addressed to red (``"to"``); listeners get the public events only."""
    session, ctl = toy_session()
    seen: list[dict] = []
    for _ in range(2):                                     # both declaration steps
        for key, prompt in session.prompts().items():
            for wheel, face in encode(prompt, {"play": "no"}).items():
                ctl[key].set_face(face, wheel)
            ctl[key].press_lock()
            ctl[key].release_lock()
        seen += [e for u in session.poll() if u.kind == "applied" for e in u.events]
    assert [e["type"] for e in seen] == ["declared", "declared"]
    assert session.state.drawn and session.game.observe(session.state, "red")["private"]["drawn"] == session.state.drawn


def test_amb01_switch_build_table_bids_past_its_wheel_through_raises():
    """On 0..11 wheels the toy's bids still reach the team's 90 Energy: each raise is dialled over the last
    bid (AMB-01), with the wheel range handed to the game from the controllers' face tables."""
    game = toy()
    controllers = {c: SimulatedController(c, table=load_face_table("switch12")) for c in P4}
    plans = {c: SeatPlan(c, CONTROLLER, None) for c in P4}
    options = fit_to_wheels(game, {"players": P4}, controllers)
    assert options["wheel_max"] == 11
    session = Session(game, game.setup(options, 4), plans, {}, controllers, bot_seed=0)

    def greedy(step: int, key: str, prompt: Prompt) -> dict[str, Any]:
        if prompt.rule == "ST-GYM-02":
            bid = prompt.field("bid")
            return {"action": "raise", "bid": bid.high} if "raise" in prompt.field("action").options else {"action": "pass"}
        return random_pick(step, key, prompt)
    drive(session, controllers, greedy)
    assert session.state.bid == 90
