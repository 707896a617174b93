"""Golden playthroughs replayed from their recorded inputs (OpenSpiel's playthrough test), and bot pins.

A golden file (``tests/games/<game>/playthroughs/<name>.txt``) is text, one line per step's inputs and per event::

    # <game> <options as JSON> seed <seed> bots <bot kind>
    step 0 inputs {"<controller>": <input>, ...}
      <event as JSON>
    ...
    result <result as JSON>

Checking a golden runs no bot: the game (``games.registry.get_game``) is set up from the header's options and
seed; at each step its prompts must be asked of exactly the controllers that gave input, the recorded inputs
are applied, and the events must equal the file's; at the end nobody is prompted and the result equals the
file's. So a bot change never rewrites a rules golden. Only regenerating plays the header's bots (one
``games.registry.make_bot`` of that kind per seat), once, to write the file anew — a file holding just its
header line is how a new golden starts.

A bot pin (``tests/games/<game>/bot_pins/<name>.txt``) is the same text without events or result: the inputs
the header's bots chose at each step. Checking a pin plays the bots, so a bot change shows there and only
there.

Paths in a header's options are relative to the repository root (:data:`ROOT`); the games run from there.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core.bots import Bot
from games.core.runner import play_out
from games.registry import get_game, make_bot

ROOT = Path(__file__).resolve().parents[2]
GAMES_TESTS = ROOT / "tests" / "games"


class GoldenError(AssertionError):
    """A golden or pin file that cannot be read, or a replay that differs from it (the message says where)."""


@dataclass(frozen=True)
class Header:
    """What a playthrough is: the game, its options, the seed, and the kind of bot that regenerates it."""

    game: str
    options: dict[str, Any]
    seed: int
    bots: str

    def line(self) -> str:
        return f"# {self.game} {json.dumps(self.options, sort_keys=True)} seed {self.seed} bots {self.bots}"


@dataclass(frozen=True)
class Step:
    """One ``apply``: the inputs by controller and the events as their JSON lines."""

    number: int
    inputs: dict[str, Any]
    events: tuple[str, ...] = ()


@dataclass(frozen=True)
class Playthrough:
    """A parsed golden (with events and result) or bot pin (inputs only: ``result`` is None)."""

    header: Header
    steps: tuple[Step, ...]
    result: str | None = None

    def text(self) -> str:
        lines = [self.header.line()]
        for step in self.steps:
            lines.append(f"step {step.number} inputs {json.dumps(step.inputs, sort_keys=True)}")
            lines.extend("  " + event for event in step.events)
        if self.result is not None:
            lines.append(f"result {self.result}")
        return "\n".join(lines) + "\n"


def event_line(event: Any) -> str:
    return json.dumps(event, sort_keys=True)


def parse_header(line: str, where: str) -> Header:
    """``# <game> <options JSON> seed <n> bots <kind>``."""
    bad = GoldenError(f"{where}: the first line must be '# <game> <options as JSON> seed <n> bots <kind>'")
    if not line.startswith("# "):
        raise bad
    game, _, rest = line[2:].partition(" ")
    body, _, bots = rest.rpartition(" bots ")
    options_text, _, seed = body.rpartition(" seed ")
    try:
        options = json.loads(options_text)
        number = int(seed)
    except ValueError:
        raise bad from None
    if not game or not bots or not isinstance(options, dict):
        raise bad
    return Header(game, options, number, bots)


def parse(text: str, where: str) -> Playthrough:
    """The playthrough ``text`` describes; ``where`` names the file in every error."""
    lines = text.splitlines()
    if not lines:
        raise GoldenError(f"{where}: the file is empty")
    header = parse_header(lines[0], f"{where}:1")
    steps: list[Step] = []
    result: str | None = None
    for number, line in enumerate(lines[1:], start=2):
        at = f"{where}:{number}"
        if result is not None:
            raise GoldenError(f"{at}: nothing may follow the result line")
        if line.startswith("  "):
            if not steps:
                raise GoldenError(f"{at}: an event before the first step")
            _json(line[2:], at)
            last = steps[-1]
            steps[-1] = Step(last.number, last.inputs, (*last.events, line[2:]))
        elif line.startswith("step "):
            index, sep, inputs = line[5:].partition(" inputs ")
            if not sep or index != str(len(steps)):
                raise GoldenError(f"{at}: expected 'step {len(steps)} inputs {{...}}'")
            value = _json(inputs, at)
            if not isinstance(value, dict):
                raise GoldenError(f"{at}: a step's inputs are an object keyed by controller")
            steps.append(Step(len(steps), value))
        elif line.startswith("result "):
            _json(line[7:], at)
            result = line[7:]
        else:
            raise GoldenError(f"{at}: expected a 'step', an indented event or the 'result' line")
    return Playthrough(header, tuple(steps), result)


def _json(text: str, at: str) -> Any:
    try:
        return json.loads(text)
    except ValueError as e:
        raise GoldenError(f"{at}: not JSON ({e})") from None


def bots_for(header: Header) -> dict[str, Bot]:
    """One bot of the header's kind for each seat (the ``players`` option)."""
    return {seat: make_bot(header.game, header.bots) for seat in header.options["players"]}


def record(header: Header, *, events: bool = True) -> Playthrough:
    """Play the header's game with its bots; with ``events`` a golden, without a bot pin."""
    game = get_game(header.game)
    steps: list[Step] = []

    def on_step(number: int, inputs: dict[str, Any], happened: list[Any], state: Any) -> None:
        steps.append(Step(number, inputs, tuple(map(event_line, happened)) if events else ()))

    state, _ = play_out(game, game.setup(header.options, header.seed), bots_for(header), header.seed,
                        on_step=on_step)
    # The text is what is kept and compared, so the record goes through JSON as the file does.
    golden = Playthrough(header, tuple(steps), event_line(game.result(state)) if events else None)
    return parse(golden.text(), header.game)


def replay(golden: Playthrough, name: str) -> None:
    """Apply the recorded inputs from the header's setup; GoldenError says which step and what differs."""
    if not golden.steps or golden.result is None:
        raise GoldenError(f"{name}: no steps or no result line: create it with EIGHTBIT_REGENERATE=1")
    game = get_game(golden.header.game)
    state = game.setup(golden.header.options, golden.header.seed)
    for step in golden.steps:
        at = f"{name} step {step.number}"
        prompts = game.prompts(state)
        if set(prompts) != set(step.inputs):
            raise GoldenError(f"{at}: the game prompts {sorted(prompts) or 'nobody (it is over)'}, "
                              f"the file has inputs from {sorted(step.inputs)}")
        try:
            state, events = game.apply(state, step.inputs)
        except Exception as e:  # noqa: BLE001 - any refusal is reported with its step
            raise GoldenError(f"{at}: the recorded inputs are refused: {type(e).__name__}: {e}") from None
        _same_events(at, step.events, tuple(map(event_line, events)))
    if prompts := game.prompts(state):
        raise GoldenError(f"{name}: after the last step ({len(golden.steps) - 1}) the game still prompts "
                          f"{sorted(prompts)}")
    result = event_line(game.result(state))
    if result != golden.result:
        raise GoldenError(f"{name} result:\n  file:   {golden.result}\n  replay: {result}")


def _same_events(at: str, expected: tuple[str, ...], got: tuple[str, ...]) -> None:
    for i, (want, have) in enumerate(zip(expected, got)):
        if want != have:
            raise GoldenError(f"{at} event {i}{_keys_that_differ(want, have)}:\n  file:   {want}\n  replay: {have}")
    if len(expected) != len(got):
        extra = got[len(expected)] if len(got) > len(expected) else expected[len(got)]
        side = "the replay has another" if len(got) > len(expected) else "the file has another"
        raise GoldenError(f"{at}: {len(expected)} events in the file, {len(got)} in the replay; "
                          f"{side}: {extra}")


def _keys_that_differ(want: str, have: str) -> str:
    a, b = json.loads(want), json.loads(have)
    if not (isinstance(a, dict) and isinstance(b, dict)):
        return ""
    keys = sorted(k for k in a.keys() | b.keys() if a.get(k, ...) != b.get(k, ...))
    return f" (differs in {', '.join(keys)})"


def check_pin(pin: Playthrough, name: str) -> None:
    """The header's bots choose the pinned inputs at every step; GoldenError names the first that differs."""
    if not pin.steps:
        raise GoldenError(f"{name}: no steps: create it with EIGHTBIT_REGENERATE=1")
    played = record(pin.header, events=False).steps
    for want, have in zip(pin.steps, played):
        if want.inputs != have.inputs:
            raise GoldenError(f"{name} step {want.number}: the bots chose\n  "
                              f"{json.dumps(have.inputs, sort_keys=True)}\n  the pin has\n  "
                              f"{json.dumps(want.inputs, sort_keys=True)}")
    if len(pin.steps) != len(played):
        raise GoldenError(f"{name}: the bots' game lasts {len(played)} steps, the pin {len(pin.steps)}")


def files(folder: str) -> list[Path]:
    """Every ``tests/games/<game>/<folder>/*.txt`` (``playthroughs`` or ``bot_pins``), by convention."""
    return sorted(GAMES_TESTS.glob(f"*/{folder}/*.txt"))


def file_id(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.stem}"


def load(path: Path, regenerate: bool, write: Callable[[Path, str], None], *, events: bool) -> Playthrough:
    """The file at ``path``, parsed; when ``regenerate`` first rewritten from the header's bots."""
    where = str(path.relative_to(ROOT))
    text = path.read_text()
    if regenerate:
        text = record(parse_header(text.partition("\n")[0], f"{where}:1"), events=events).text()
        write(path, text)
    playthrough = parse(text, where)
    if playthrough.header.game != path.parent.parent.name:
        raise GoldenError(f"{where}: the header names {playthrough.header.game!r}, the folder "
                          f"{path.parent.parent.name!r}")
    return playthrough
