"""The meta-game's flow between trial steps (ST-07, ST-08, ST-10, ST-12, ST-20..ST-23, AMB-37, AMB-45,
AMB-50): an Outcome applied to the table, the end of a trial (its record, the token passed after a tile with
the first-player pictogram), the next Reveal and the trial's start, and the end of the game.

:class:`Advance` gathers one apply's changes on a copy of the state's fields and builds the next state;
the state given is never changed (a refused input leaves it as it was).
"""
from __future__ import annotations

from typing import Any

from games.core.rng import Rng
from games.stadium.contents import dice, trial_content
from games.stadium.effects import clamp_energy, pass_token, victory_points
from games.stadium.state import StadiumState, TrialRecord
from games.stadium.trial import TEAMS, Award, Outcome, Table
from games.stadium.trials import get_trial


def make_table(state: StadiumState) -> Table:
    """The read-only table lent to the current trial (built once per state)."""
    table = state._table
    if table is None:
        cfg = state.config
        table = state._table = Table(cfg.players, cfg.teams, state.energy, state.first, cfg.wheel_max,
                                     dice(cfg), trial_content(cfg, state.current) if state.current else None,
                                     state.medals)
    return table


def award_json(a: Award) -> dict[str, Any]:
    return {"team": a.team, "medal": a.medal, "change": a.change, "seat": a.seat}


def result_of(medals: dict[str, dict[str, int]]) -> tuple[dict[str, int], str | None]:
    """ST-22, ST-23: each team's VP and the winning team (None: a draw)."""
    vp = {t: victory_points(medals[t]) for t in TEAMS}
    return vp, None if vp["red"] == vp["blue"] else max(TEAMS, key=vp.__getitem__)


class Advance:
    """One apply's changes to the meta-game, built up in order, then :meth:`state`."""

    def __init__(self, state: StadiumState, rng: Rng) -> None:
        self.base = state
        self.cfg = state.config
        self.rng = rng
        self.energy = state.energy
        self.scores = state.scores
        self.medals = state.medals
        self.first = state.first
        self.slot = state.slot
        self.current = state.current
        self.trial_state = state.trial_state
        self.trial_steps = state.trial_steps
        self.records = state.records
        self.awards: list[Award] = list(state.trial_awards)
        self.finals_energy = state.finals_energy
        self.events: list[dict[str, Any]] = []

    def table(self) -> Table:
        cfg = self.cfg
        return Table(cfg.players, cfg.teams, self.energy, self.first, cfg.wheel_max, dice(cfg),
                     trial_content(cfg, self.current), self.medals)

    # ---- an Outcome ----------------------------------------------------------------------------
    def outcome(self, out: Outcome) -> None:
        """Apply what a trial step returned: its events, Energy (ST-10), Scores (ST-12), medals (ST-20),
        token passes inside the trial (AMB-37), then its next state."""
        self.events.extend(out.events)
        if out.energy:
            energy = dict(self.energy)
            changes, lost = {}, {}
            for seat, delta in out.energy.items():
                before = energy[seat]
                after = clamp_energy(before + delta)
                energy[seat] = after
                changes[seat] = after - before
                if after - before != delta:
                    lost[seat] = delta - (after - before)
            self.energy = energy
            event = {"type": "energy", "changes": changes, "energy": dict(energy), "rule": "ST-10"}
            if lost:
                event["lost"] = lost
            self.events.append(event)
        if out.scores:
            self.scores = {**self.scores, **out.scores}
        if out.awards:
            medals = {t: dict(b) for t, b in self.medals.items()}
            for a in out.awards:
                board = medals[a.team]
                had = board[a.medal]
                board[a.medal] = max(0, had + a.change)                 # never below 0 (ST-DOPE-06)
                self.events.append({"type": "medal", **award_json(a), "applied": board[a.medal] - had,
                                    "boards": {t: dict(b) for t, b in medals.items()}, "rule": "ST-20"})
            self.medals = medals
            self.awards.extend(out.awards)
        if out.pass_token:
            self._pass(out.pass_token, "AMB-37")
        self.trial_state = out.state

    def _pass(self, times: int, rule: str) -> None:
        before = self.first
        self.first = pass_token(self.cfg.players, self.cfg.teams, before, times)
        self.events.append({"type": "token", "from": before, "to": self.first, "times": times, "rule": rule})

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
            record = TrialRecord(self.slot, trial.id, trial.kind, tuple(self.awards), forced, self.trial_steps)
            self.records = self.records + (record,)
            self.events.append({"type": "trial_end", "slot": self.slot + 1, "trial": trial.id, "name": trial.name,
                                "awards": [award_json(a) for a in self.awards], "forced": forced,
                                "rule": "ST-07"})
            if trial.passes_token:
                self._pass(1, "ST-21")
            forced = False
            self.slot += 1
            self.awards = []
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

    def state(self) -> StadiumState:
        b = self.base
        return StadiumState(b.config, self.rng.state, b.deck, b.unused, b.kinds, self.slot, self.current,
                            self.energy, self.scores, self.medals, self.first, b.flip,
                            self.trial_state if self.current is not None else None, self.trial_steps,
                            tuple(self.awards), self.records, self.finals_energy, b.step + 1)

