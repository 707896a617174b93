"""Run one Stadium trial alone, without the meta-game: build a :class:`Table`, answer every prompt with a
bot, apply each Outcome with the meta-game's own code (games/stadium/effects.py), until the trial ends or its
step cap forces the end (AMB-45). Along the way (optionally) every prompt passes the codec proof on the
default and the switch face tables, every input is accepted, and every state survives the JSON round trip.

    run = run_trial(get_trial("golf"), seed=3)            # random bots, 4 players, 25 Energy each
    run.log            # one entry per step: {"step", "inputs", "events", "energy", "scores", "awards", "pass_token"}
    run.awards         # every Award of the trial, in order
    run.table          # the table after the trial (Energy, medals, token applied)
    run.forced         # True when the step cap ended it
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from games.core.bots import RandomBot, decision_rng
from games.core.codec import Wheels, check_prompt, wheel_range
from games.core.dice import load_dice
from games.core.prompt import Prompt
from games.core.rng import Rng
from games.core.serial import from_jsonable, to_jsonable
from games.stadium import effects
from games.stadium.effects import ENERGY_START, empty_boards
from games.stadium.trial import Award, Outcome, Table, Trial
from games.stadium.view import table_view, trial_view
from hal.faces import load_face_table
from host.wheels import wheels_of

SEATS4 = ("red", "blue", "green", "yellow")
SEATS6 = ("red", "blue", "green", "yellow", "purple", "orange")
DEFAULT = wheels_of(load_face_table("default"))
SWITCH = wheels_of(load_face_table("switch12"))
TABLES = (DEFAULT, SWITCH)


def make_table(trial: Trial, players: int = 4, energy: int | Mapping[str, int] = ENERGY_START,
               first: str | None = None, wheel_max: int | None = None, content: Any = None,
               medals: Mapping[str, Mapping[str, int]] | None = None,
               seats: Sequence[str] | None = None) -> Table:
    """A table of 4 or 6 seats, teams alternating red/blue from the first seat (ST-02)."""
    seats = tuple(seats or (SEATS4 if players == 4 else SEATS6))
    teams = {s: ("red", "blue")[i % 2] for i, s in enumerate(seats)}
    levels = dict(energy) if isinstance(energy, Mapping) else {s: energy for s in seats}
    return Table(seats=seats, teams=teams, energy={s: levels.get(s, ENERGY_START) for s in seats},
                 first=first or seats[0], wheel_max=DEFAULT.number_max if wheel_max is None else wheel_max,
                 dice=load_dice(), content=trial.load(None) if content is None else content,
                 medals={t: dict(b) for t, b in (medals or empty_boards()).items()})


def apply_outcome(table: Table, outcome: Outcome) -> Table:
    """The table after an outcome, applied by the meta-game's own code (games/stadium/effects.py: ST-10,
    ST-20, AMB-37)."""
    done = effects.apply_outcome(table.seats, table.teams, table.energy, table.medals, table.first, outcome)
    return replace(table, energy=done.energy, medals=done.medals, first=done.first)


def seat_view(trial: Trial, state: Any, table: Table, scores: Mapping[str, int], seat: str, step: int) -> dict:
    """What a heuristic bot of ``seat`` reads (the shape of games/stadium/view.py)."""
    return {**table_view(table, scores, seat), "trial": trial_view(trial, state, table, step), "private": {}}


@dataclass
class TrialRun:
    log: list[dict[str, Any]] = field(default_factory=list)
    awards: list[Award] = field(default_factory=list)
    table: Table | None = None
    scores: dict[str, int] = field(default_factory=dict)
    steps: int = 0
    forced: bool = False
    prompts_seen: int = 0


def roundtrip(trial: Trial, state: Any) -> None:
    """The state survives a JSON round trip through games/core/serial.py."""
    data = json.loads(json.dumps(to_jsonable(state, trial.state_type)))
    back = from_jsonable(trial.state_type, data)
    assert back == state, f"{trial.id}: state changed in the JSON round trip:\n{state}\n{back}"


def check_codec(prompts: Mapping[str, Prompt], wheels: Sequence[Wheels], where: str) -> None:
    for seat, prompt in prompts.items():
        assert prompt.controller == seat, f"{where}: prompt for {seat} is on controller {prompt.controller}"
        for wheel in wheels:
            problems = check_prompt(prompt, wheel)
            assert not problems, f"{where}: {problems[0]}"


def _record(run: TrialRun, step: int, inputs: Any, outcome: Outcome) -> None:
    run.log.append({"step": step, "inputs": inputs, "events": list(outcome.events),
                    "energy": dict(outcome.energy), "scores": dict(outcome.scores),
                    "awards": [a.__dict__ for a in outcome.awards], "pass_token": outcome.pass_token})
    run.awards.extend(outcome.awards)
    run.scores.update(outcome.scores)


def run_trial(trial: Trial, seed: int, table: Table | None = None, *, players: int = 4, bot: str = "random",
              wheels: Sequence[Wheels] | None = None, check_roundtrip: bool = True, json_events: bool = True,
              max_steps: int | None = None) -> TrialRun:
    """Play ``trial`` alone to its end (or its step cap, then ``forced_end``); returns the log.

    ``bot`` is "random" (uniform legal values) or "heuristic" (``trial.heuristic`` from the seat view).
    The codec proof runs on ``wheels``; by default on the default face table for even seeds and the switch
    build's for odd ones, the table's ``wheel_max`` being that face table's largest number (AMB-01), as the
    host sets it. ``wheels=()`` skips the proof, ``check_roundtrip=False`` the JSON round trips."""
    if wheels is None:
        wheels = (TABLES[seed % 2],)
    if table is None:
        table = make_table(trial, players, wheel_max=wheel_range(wheels) if wheels else None)
    rng = Rng(seed)
    random_bot = RandomBot()
    run = TrialRun()
    outcome = trial.start(table, rng)
    _record(run, -1, None, outcome)
    table = apply_outcome(table, outcome)
    state = outcome.state
    step = 0
    cap = trial.step_cap if max_steps is None else max_steps
    while state is not None:
        if check_roundtrip:
            roundtrip(trial, state)
        json.dumps(trial.view(state, table))
        if step >= cap:
            outcome = trial.forced_end(state, table)
            assert outcome.state is None, f"{trial.id}: forced_end must end the trial"
            run.forced = True
            _record(run, step, None, outcome)
            table = apply_outcome(table, outcome)
            break
        prompts = trial.prompts(state, table)
        assert prompts, f"{trial.id} seed {seed} step {step}: the trial is not over but prompts no one"
        check_codec(prompts, wheels, f"{trial.id} seed {seed} step {step}")
        run.prompts_seen += len(prompts)
        inputs = {}
        for seat, prompt in prompts.items():
            brng = decision_rng(seed, step, seat)
            if bot == "random":
                inputs[seat] = random_bot.act(None, prompt, brng)
            else:
                view = seat_view(trial, state, table, run.scores, prompt.seat, step)
                inputs[seat] = trial.heuristic(view, prompt, brng, prompt.seat)
        outcome = trial.apply(state, table, inputs, rng)
        if json_events:
            json.dumps(list(outcome.events))
        _record(run, step, inputs, outcome)
        table = apply_outcome(table, outcome)
        state = outcome.state
        step += 1
    run.table = table
    run.steps = step
    return run
