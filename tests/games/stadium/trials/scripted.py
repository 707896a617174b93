"""Scripted play of one trial for rule tests: apply given inputs step by step the way the meta-game does
(tests/games/stadium/trial_harness.py's ``apply_outcome``), and check that a refused input names its rule
and changes nothing."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import pytest

from games.core.codec import faces_needed
from games.core.errors import ContentError, IllegalInput
from games.core.prompt import NUMERIC
from games.core.rng import Rng
from games.core.serial import to_jsonable
from games.stadium.trial import Award, Outcome, Table, Trial
from tests.games.stadium.trial_harness import apply_outcome, run_trial


@dataclass
class Script:
    """A trial in progress: its state, the table and what the steps so far returned."""

    trial: Trial
    table: Table
    rng: Rng = field(default_factory=lambda: Rng(1))
    state: Any = None
    outcomes: list[Outcome] = field(default_factory=list)

    @classmethod
    def begin(cls, trial: Trial, table: Table, seed: int = 1) -> Script:
        script = cls(trial, table, Rng(seed))
        script._take(trial.start(table, script.rng))
        return script

    def _take(self, outcome: Outcome) -> Outcome:
        self.outcomes.append(outcome)
        self.table = apply_outcome(self.table, outcome)
        self.state = outcome.state
        return outcome

    def step(self, inputs: Mapping[str, Any]) -> Outcome:
        return self._take(self.trial.apply(self.state, self.table, inputs, self.rng))

    def refused(self, inputs: Mapping[str, Any], rule: str) -> IllegalInput:
        """``inputs`` are refused naming ``rule``; the state, the table and the chance are unchanged."""
        before = (to_jsonable(self.state, self.trial.state_type), self.table, self.rng.state)
        with pytest.raises(IllegalInput) as exc:
            self.trial.apply(self.state, self.table, inputs, self.rng)
        assert exc.value.rule == rule, exc.value
        assert exc.value.message and "\n" not in exc.value.message
        assert (to_jsonable(self.state, self.trial.state_type), self.table, self.rng.state) == before
        return exc.value

    @property
    def awards(self) -> list[Award]:
        return [a for o in self.outcomes for a in o.awards]

    def medals(self) -> dict[str, str]:
        """seat -> medal of every individual award so far."""
        return {a.seat: a.medal for a in self.awards if a.seat is not None}

    @property
    def over(self) -> bool:
        return self.state is None


def all_(seats: tuple[str, ...], **values: Any) -> dict[str, dict[str, Any]]:
    """The same input for every seat."""
    return {s: dict(values) for s in seats}


def content_refused(trial: Trial, folder: Path, text: str, field: str) -> ContentError:
    """``text`` as the trial's content file is refused, naming the file and ``field``."""
    path = folder / f"{trial.id}.yaml"
    path.write_text(text)
    with pytest.raises(ContentError) as exc:
        trial.load(str(path))
    assert exc.value.field == field and path.name in exc.value.file, exc.value
    return exc.value


class _Watched:
    """A trial whose every prompt is checked against the fields it declares (``Trial.fields``)."""

    def __init__(self, trial: Trial, declared: dict[str, Any]) -> None:
        self._trial = trial
        self._declared = declared

    def __getattr__(self, name: str) -> Any:
        return getattr(self._trial, name)

    def prompts(self, state: Any, table: Table) -> dict[str, Any]:
        out = self._trial.prompts(state, table)
        for prompt in out.values():
            for f in prompt.fields:
                wide = self._declared.get(f.name)
                assert wide is not None, f"{self._trial.id}: {f.name} is not declared by fields()"
                numbers = f.kind in NUMERIC and wide.kind in NUMERIC      # a number or a raise (OFFSET)
                assert f.wheel == wide.wheel and (numbers or f.kind == wide.kind), f"{f.name}: kind or wheel differs"
                if numbers:                                                 # what the wheel must show
                    extra = set(faces_needed(f)) - set(faces_needed(wide))
                    assert not extra, f"{f.name} {f.low}..{f.high} needs faces {sorted(extra)} beyond the declaration"
                else:
                    faces = dict(zip(wide.options, wide.faces))
                    assert set(f.options) <= set(wide.options), f"{f.name}: {f.options} not declared"
                    assert all(faces.get(o) == face for o, face in zip(f.options, f.faces)), f.name
        return out


def declared_fields_cover_every_prompt(trial: Trial, table: Table, seeds: range = range(40)) -> None:
    """Under random bots, no prompt asks for more than ``trial.fields(table)`` declares (the host checks
    each seated controller's face table against those fields before play)."""
    watched = _Watched(trial, {f.name: f for f in trial.fields(table)})
    for seed in seeds:
        run_trial(watched, seed, table, wheels=(), check_roundtrip=False)  # type: ignore[arg-type]
