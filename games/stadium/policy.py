"""Named policy options of a trial (docs/rules-decisions.md "Stadium") and the forced end they share (AMB-45).

A trial's policy switches (Basketball's Intercept order, AMB-43c; the outcome of a forced end, AMB-45)
are declared once as :class:`games.core.options.Option` s in the trial's ``OPTIONS`` and live as fields
of the trial's content record with the same names, so the policy in force travels with
``Table.content``. :func:`with_options` gives the content with chosen values, each one checked.
"""
from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, Mapping, Sequence

from games.core.errors import ConfigError
from games.core.options import CHOICE, Option
from games.stadium.medals import gold_trial
from games.stadium.trial import Award, Outcome

BOTH_GOLD = "both_gold"
NO_MEDAL = "no_medal"

FORCED_END = Option("forced_end", CHOICE, BOTH_GOLD,
                    "a trial ended by its step cap (or one that can no longer move) is a tie: both teams "
                    "Gold, or no medal", "AMB-45", choices=(BOTH_GOLD, NO_MEDAL),
                    labels=((BOTH_GOLD, "both teams Gold"), (NO_MEDAL, "no medal")))
"""AMB-45: the outcome of a trial that could go on for ever and is ended as a tie."""

ROUND_CAP = 50
"""AMB-45: the default safety cap of rounds or exchanges of a trial that could go on for ever."""


def tie_awards(policy: str) -> tuple[Award, ...]:
    """AMB-45: the medals of a forced tie under ``policy`` (both Gold by ST-13, or none)."""
    return gold_trial(None) if policy == BOTH_GOLD else ()


def forced_tie(policy: str, why: str) -> Outcome:
    """AMB-45: the outcome ending a trial as a tie (``why`` says what forced it), worth what ``policy`` says."""
    return Outcome(None, ({"type": "forced_end", "why": why, "policy": policy, "rule": "AMB-45"},),
                   awards=tie_awards(policy))


def with_options(content: Any, options: Mapping[str, Any], declared: Sequence[Option], trial: str) -> Any:
    """``content`` with the policy ``options`` chosen (names of ``declared``), each value checked."""
    known = {o.name: o for o in declared}
    names = {f.name for f in fields(content)}
    for name, value in options.items():
        option = known.get(name)
        if option is None or name not in names:
            raise ConfigError(f"{trial} has no option {name!r} (options: {', '.join(known) or 'none'})")
        if option.choices and value not in option.choices:
            raise ConfigError(f"{trial} option {name} must be one of {', '.join(map(str, option.choices))}, "
                              f"not {value!r}", option.rule)
    return replace(content, **dict(options))
