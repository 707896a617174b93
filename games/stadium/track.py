"""The trial track (ST-04, ST-07, ST-08, ST-29, ST-32, GAP-09, AMB-49): the slot layout as content, the
tiles of each type, the random draw of 6 Standard, 2 Rest and 2 Final tiles face down into the layout, and
a fixed track for practice games (issue 12 item 3)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

from games.core.content import load_yaml, need, packaged
from games.core.errors import ConfigError, ContentError
from games.core.rng import Rng
from games.stadium.trial import KINDS
from games.stadium.trials import TRIAL_MODULES, get_trial

LETTERS = {"S": "standard", "R": "rest", "F": "final"}
SLOTS = 10
"""ST-07: the game is 10 trials."""
DRAWN = {"standard": 6, "rest": 2, "final": 2}
"""ST-04: tiles of each type drawn onto the track."""
TILES = {"standard": 9, "rest": 3, "final": 4}
"""ST-29: tiles of each type in the box."""


def parse_layout(slots: Sequence[Any], where: str = "layout") -> tuple[str, ...]:
    """Slot letters (S/R/F, or the type names) as types; ValueError naming the problem."""
    out = []
    for i, slot in enumerate(slots):
        kind = LETTERS.get(str(slot).upper(), str(slot).lower())
        if kind not in KINDS:
            raise ValueError(f"{where}[{i}] is {slot!r}, not S, R or F")
        out.append(kind)
    counts = {k: out.count(k) for k in KINDS}
    if counts != DRAWN:
        raise ValueError(f"{where} must hold 6 S, 2 R and 2 F slots (ST-04), not {counts['standard']} S, "
                         f"{counts['rest']} R and {counts['final']} F")
    return tuple(out)


def layout_from_text(text: str) -> tuple[str, ...]:
    """``--layout "S S S R S S S R F F"`` (spaces or commas) as slot types; ConfigError if malformed."""
    try:
        return parse_layout(text.replace(",", " ").split())
    except ValueError as exc:
        raise ConfigError(str(exc), "AMB-49") from None


@lru_cache(maxsize=8)
def load_layout(path: str | None = None) -> tuple[str, ...]:
    """The slot layout of ``track.yaml`` (the shipped stand-in when ``path`` is None), validated."""
    file, data = load_yaml(Path(path) if path else packaged("games.stadium", "track.yaml"))
    need(data, "stand_in", bool, file, "stand_in")
    slots = need(data, "layout", list, file, "layout")
    try:
        return parse_layout(slots)
    except ValueError as exc:
        raise ContentError(file, "layout", str(exc)) from None


@lru_cache(maxsize=1)
def pools() -> dict[str, tuple[str, ...]]:
    """ST-29: every tile id by type, in TRIAL_MODULES order; needs all sixteen trials."""
    out: dict[str, list[str]] = {k: [] for k in KINDS}
    for trial_id in TRIAL_MODULES:
        out[get_trial(trial_id).kind].append(trial_id)
    for kind, ids in out.items():
        if len(ids) != TILES[kind]:
            raise RuntimeError(f"ST-29: {TILES[kind]} {kind} tiles expected, the trials declare {len(ids)}")
    return {k: tuple(v) for k, v in out.items()}


def draw(rng: Rng, layout: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """ST-04: (the trial id face down in each slot, the tiles that leave the game)."""
    shuffled = {kind: rng.shuffled(ids) for kind, ids in pools().items()}
    taken = {kind: 0 for kind in KINDS}
    deck = []
    for kind in layout:
        deck.append(shuffled[kind][taken[kind]])
        taken[kind] += 1
    unused = tuple(t for kind in KINDS for t in shuffled[kind][taken[kind]:])
    return tuple(deck), unused


def fixed_track(spec: str | Sequence[str]) -> tuple[str, ...]:
    """``--trials "golf,fencing"``: trial ids in order (each tile once, ST-29; at most 10, ST-07)."""
    ids = [t.strip() for t in spec.replace(" ", ",").split(",") if t.strip()] if isinstance(spec, str) \
        else [str(t) for t in spec]
    if not ids:
        raise ConfigError("--trials needs at least one trial id", "ST-04")
    for t in ids:
        if t not in TRIAL_MODULES:
            raise ConfigError(f"unknown trial {t!r} (trials: {', '.join(TRIAL_MODULES)})", "ST-29")
    dup = next((t for t in ids if ids.count(t) > 1), None)
    if dup:
        raise ConfigError(f"{dup} is listed twice: each tile is unique", "ST-29")
    if len(ids) > SLOTS:
        raise ConfigError(f"the track has {SLOTS} slots, not {len(ids)}", "ST-07")
    return tuple(ids)
