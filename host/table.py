"""Setting up a game at the table: seats, controllers, journal — and rebuilding one from a journal.

``start_session`` and ``resume_session`` are what ``eightbit play``/``resume`` and the lobby call; both
return a :class:`~host.session.Session` ready to run headless or under the screen.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from games.core.errors import RulesError
from games.registry import get_game, make_bot
from hal.controller import Controller
from host.errors import CommandError
from host.journal import Journal, JournalError, JournalWriter, default_dir, read, state_crc
from host.seats import BOT, SeatPlan
from host.session import Session


@dataclass
class Rebuilt:
    """A game state rebuilt from a journal, and what was wrong with the file, if anything."""

    journal: Journal
    state: Any
    steps: int
    problems: list[str] = field(default_factory=list)


def default_journal_path(game: str, seed: int) -> Path:
    return default_dir() / f"{game}-{time.strftime('%Y%m%d-%H%M%S')}-seed{seed}.jsonl"


def make_bots(game: str, plans: Mapping[str, SeatPlan]) -> dict[str, Any]:
    try:
        return {c: make_bot(game, p.bot or "heuristic") for c, p in plans.items() if p.kind == BOT}
    except KeyError as exc:
        raise CommandError(str(exc.args[0])) from None


def start_session(game_name: str, options: dict[str, Any], seed: int, plans: Mapping[str, SeatPlan],
                  controllers: Mapping[str, Controller], journal_path: str | Path | None) -> Session:
    """A new game: validated configuration, journal header written, session ready."""
    game = get_game(game_name)
    state = game.setup(options, seed)
    writer = None
    if journal_path is not None:
        header = {"game": game_name, "options": options, "seed": seed, "bot_seed": seed,
                  "seats": [p.to_json() for p in plans.values()]}
        try:
            writer = JournalWriter.create(journal_path, header)
        except JournalError as exc:
            raise CommandError(str(exc)) from None
    return Session(game, state, plans, make_bots(game_name, plans), controllers, bot_seed=seed, journal=writer)


def rebuild(path: str | Path) -> Rebuilt:
    """Replay a journal's steps as far as they verify (issue 7: a journal never resumes a different game).

    Stops at the first step the rules refuse or whose state CRC differs from the recorded one (the file was
    edited, or another version of the rules): the steps before it are kept, the problem names the step, and
    the journal is cut back there (``good_bytes``) so ``resume`` appends after the last verified step. An end
    line while the game still has prompts is a problem too and is cut off.
    """
    try:
        journal = read(path)
    except JournalError as exc:
        raise CommandError(str(exc)) from None
    h = journal.header
    try:
        game = get_game(h["game"])
        state = game.setup(h["options"], h["seed"])
    except (KeyError, RulesError, TypeError, ValueError, AttributeError) as exc:
        raise CommandError(f"{path}: the header does not describe a game this version can set up "
                           f"({str(exc)[:120]})") from None
    out = Rebuilt(journal, state, 0, list(journal.problems))

    def cut(i: int, problem: str) -> None:
        out.problems.append(problem)
        journal.steps = journal.steps[:i]
        journal.step_ends = journal.step_ends[:i]
        journal.good_bytes = journal.step_ends[i - 1] if i else journal.header_end
        journal.end = None

    for i, record in enumerate(journal.steps):
        try:
            state, _ = game.apply(state, record["inputs"])
        except RulesError as exc:
            cut(i, f"step {i} is refused by the rules ({exc}); using the {i} steps before it")
            break
        if record.get("crc") != state_crc(game, state):
            cut(i, f"step {i} does not reproduce the state it recorded (the file was changed, or it was written "
                   f"by another version of the rules); using the {i} steps before it")
            break
        out.state = state
        out.steps = i + 1
    if journal.end is not None and game.prompts(out.state):
        cut(out.steps, f"the journal ends after step {out.steps - 1 if out.steps else 0} but the game is not "
                       f"over there; the end line is ignored")
    return out


def plans_from_header(header: dict[str, Any]) -> dict[str, SeatPlan]:
    try:
        plans = [SeatPlan.from_json(s) for s in header["seats"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise CommandError(f"the journal's seats are unreadable ({exc})") from None
    return {p.colour: p for p in plans}


def resume_session(rebuilt: Rebuilt, controllers: Mapping[str, Controller],
                   plans: Mapping[str, SeatPlan] | None = None) -> Session:
    """Continue a rebuilt game, appending to its journal (cut back to the last good line). ``plans``
    overrides the journal's seats (e.g. bots standing in for absent controllers)."""
    h = rebuilt.journal.header
    plans = dict(plans) if plans is not None else plans_from_header(h)
    game = get_game(h["game"])
    try:
        writer = JournalWriter.reopen(rebuilt.journal)
    except JournalError as exc:
        raise CommandError(str(exc)) from None
    return Session(game, rebuilt.state, plans, make_bots(h["game"], plans), controllers,
                   bot_seed=int(h.get("bot_seed", h["seed"])), step=rebuilt.steps, journal=writer)
