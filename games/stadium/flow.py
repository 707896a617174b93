"""The meta-game's flow between trial steps (ST-07, ST-08, ST-10, ST-12, ST-20..ST-23, AMB-37, AMB-45,
AMB-50): an Outcome applied to the table, the end of a trial (its record, the token passed after a tile with
the first-player pictogram), the next Reveal and the trial's start, and the end of the game.

:class:`Advance` gathers one apply's changes on a draft of the state's fields and builds the next state
(games/core/evolve.py); the state given is never changed (a refused input leaves it as it was). Every
Outcome is applied through games/stadium/effects.py, the code the trial tests use too.
"""
from __future__ import annotations

from typing import Any

from games.core.evolve import Draft
from games.core.rng import Rng
from games.stadium.contents import dice, trial_content
from games.stadium.effects import apply_outcome, award_json, passed_token, victory_points
from games.stadium.state import StadiumState, TrialRecord
from games.stadium.trial import TEAMS, Outcome, Table
from games.stadium.trials import get_trial

def table_of(state: StadiumState) -> Table:
    """The read-only table lent to the current trial (the game memoises it per state, games/stadium/rules.py)."""
    cfg = state.config
    return Table(cfg.players, cfg.teams, state.energy, state.first, cfg.wheel_max, dice(cfg),
                 trial_content(cfg, state.current) if state.current else None, state.medals)


def result_of(medals: dict[str, dict[str, int]]) -> tuple[dict[str, int], str | None]:
    """ST-22, ST-23: each team's VP and the winning team (None: a draw)."""
    vp = {t: victory_points(medals[t]) for t in TEAMS}
    return vp, None if vp["red"] == vp["blue"] else max(TEAMS, key=vp.__getitem__)


class Advance(Draft):
    """One apply's changes to the meta-game, built up in order on a draft of the state's fields (the awards
    of the current trial as a list), then :meth:`state`."""

    keep = ("config", "rng", "deck", "unused", "kinds", "flip", "step")
    lists = ("trial_awards",)

    def __init__(self, state: StadiumState, rng: Rng) -> None:
        super().__init__(state)
        self.cfg = state.config
        self.rng = rng
        self.events: list[dict[str, Any]] = []

    def table(self) -> Table:
        cfg = self.cfg
        return Table(cfg.players, cfg.teams, self.energy, self.first, cfg.wheel_max, dice(cfg),
                     trial_content(cfg, self.current), self.medals)

    # ---- an Outcome ----------------------------------------------------------------------------
    def outcome(self, out: Outcome) -> None:
        """Apply what a trial step returned: its events, then Energy, medals and token passes through
        games/stadium/effects.py (ST-10, ST-20, AMB-37), Scores (ST-12), then its next state."""
        self.events.extend(out.events)
        if out.energy or out.awards or out.pass_token:          # else apply_outcome would return the table as given
            cfg = self.cfg
            done = apply_outcome(cfg.players, cfg.teams, self.energy, self.medals, self.first, out)
            self.events.extend(done.events)
            self.energy, self.medals, self.first = done.energy, done.medals, done.first
        if out.scores:
            self.scores = {**self.scores, **out.scores}
        self.trial_awards.extend(out.awards)
        self.trial_state = out.state

    def _pass(self, times: int, rule: str) -> None:
        self.first, event = passed_token(self.cfg.players, self.cfg.teams, self.first, times, rule)
        self.events.append(event)

    # ---- trial steps and ends --------------------------------------------------------------------
    def step(self, out: Outcome) -> None:
        """A trial step applied; the cap (AMB-45) forces the end; an ended trial moves the track on."""
        self.outcome(out)
        self.trial_steps += 1
        trial = get_trial(self.current)
        if self.trial_state is not None and self.trial_steps >= trial.step_cap:
            self.events.append({"type": "step_cap", "trial": trial.id, "steps": self.trial_steps, "rule": "AMB-45"})
            self.outcome(trial.forced_end(self.trial_state, self.table()))
            self.trial_state = None
            self.settle(forced=True)
        else:
            self.settle()

    def settle(self, forced: bool = False) -> None:
        """While the current trial is over: record it, pass the token (ST-21), reveal and start the next."""
        while self.current is not None and self.trial_state is None:
            trial = get_trial(self.current)
            record = TrialRecord(self.slot, trial.id, trial.kind, tuple(self.trial_awards), forced,
                                 self.trial_steps)
            self.records = self.records + (record,)
            self.events.append({"type": "trial_end", "slot": self.slot + 1, "trial": trial.id, "name": trial.name,
                                "awards": [award_json(a) for a in self.trial_awards], "forced": forced,
                                "rule": "ST-07"})
            if trial.passes_token:
                self._pass(1, "ST-21")
            forced = False
            self.slot += 1
            self.trial_awards = []
            if self.slot >= len(self.base.kinds):
                self.current = None
                vp, winner = result_of(self.medals)
                self.events.append({"type": "game_end", "vp": vp, "winner": winner, "medals": self.medals,
                                    "rule": "ST-23"})
                return
            self.reveal()

    def reveal(self) -> None:
        """ST-08: the next face-down tile becomes the current trial; Scores cleared (ST-12); it starts."""
        trial = get_trial(self.base.deck[self.slot])
        self.current = trial.id
        self.trial_steps = 0
        self.scores = {s: 0 for s in self.cfg.players}
        if trial.kind == "final" and self.finals_energy is None:
            self.finals_energy = dict(self.energy)
        self.events.append({"type": "trial_reveal", "slot": self.slot + 1, "trial": trial.id, "name": trial.name,
                            "kind": trial.kind, "talk": trial.talk, "summary": trial.summary, "rule": "ST-08"})
        self.outcome(trial.start(self.table(), self.rng))

    def state(self, step: int | None = None) -> StadiumState:
        """The next state (``step``: the base state's step + 1 unless given)."""
        if self.current is None:
            self.trial_state = None
        return self.build(rng=self.rng.state, step=self.base.step + 1 if step is None else step)
