"""The golden machinery itself (tests/games/golden.py): a replay that differs, a prompt asked of another
controller, a refused input, a missing or extra step, a bot that chooses otherwise and a malformed file each
fail with one message naming the file, the step and what differs."""
from __future__ import annotations

import re

import pytest

from tests.games import golden

SMALL = golden.GAMES_TESTS / "pixoid" / "playthroughs" / "short-4p-seed3.txt"
PIN = golden.GAMES_TESTS / "pixoid" / "bot_pins" / "random-short-4p-seed103.txt"


def replayed(text: str) -> None:
    golden.replay(golden.parse(text, "small.txt"), "small")


def test_a_golden_replays_and_its_text_is_the_file():
    text = SMALL.read_text()
    assert golden.parse(text, "small.txt").text() == text
    replayed(text)


def test_a_different_event_names_its_step_event_and_keys():
    text = SMALL.read_text().replace('"rule": "PX-08", "type": "place"}', '"rule": "PX-09", "type": "place"}', 1)
    with pytest.raises(golden.GoldenError, match=r"small step 0 event 0 \(differs in rule\):"):
        replayed(text)


def test_an_input_from_a_controller_that_was_not_asked_fails_at_its_step():
    text = SMALL.read_text().replace('step 1 inputs {"blue"', 'step 1 inputs {"green"', 1)
    with pytest.raises(golden.GoldenError, match=r"small step 1: the game prompts \['blue'\], the file has inputs "
                                                 r"from \['green'\]"):
        replayed(text)


def test_a_refused_input_fails_at_its_step():
    text = SMALL.read_text().replace('step 1 inputs {"blue": {"pix": 106}}', 'step 1 inputs {"blue": {"pix": 33}}')
    with pytest.raises(golden.GoldenError, match=r"small step 1: the recorded inputs are refused: IllegalInput"):
        replayed(text)


def test_a_missing_event_line_and_a_missing_last_step_fail():
    lines = SMALL.read_text().splitlines(keepends=True)
    with pytest.raises(golden.GoldenError, match=r"small step 0: 0 events in the file, 1 in the replay"):
        replayed("".join(lines[:2] + lines[3:]))
    last = max(i for i, line in enumerate(lines) if line.startswith("step "))
    with pytest.raises(golden.GoldenError, match=r"after the last step \(\d+\) the game still prompts"):
        replayed("".join(lines[:last] + lines[-1:]))


def test_a_different_result_fails():
    text = re.sub(r"^result .*$", 'result {"winners": []}', SMALL.read_text(), flags=re.MULTILINE)
    with pytest.raises(golden.GoldenError, match=r"small result:\n  file:   \{\"winners\": \[\]\}"):
        replayed(text)


def test_a_header_alone_asks_for_regeneration_and_regenerating_fills_it():
    header = SMALL.read_text().partition("\n")[0]
    with pytest.raises(golden.GoldenError, match="create it with EIGHTBIT_REGENERATE=1"):
        replayed(header + "\n")
    assert golden.record(golden.parse_header(header, "small.txt:1")).text() == SMALL.read_text()


@pytest.mark.parametrize("text, where", [
    ("", "small.txt: the file is empty"),
    ("pixoid {} seed 1 bots random\n", "small.txt:1: the first line must be"),
    ('# pixoid {"players": [} seed 1 bots random\n', "small.txt:1: the first line must be"),
    ('# pixoid {} seed 1 bots random\n  {"type": "x"}\n', "small.txt:2: an event before the first step"),
    ('# pixoid {} seed 1 bots random\nstep 1 inputs {}\n', "small.txt:2: expected 'step 0 inputs"),
    ('# pixoid {} seed 1 bots random\nstep 0 inputs []\n', "small.txt:2: a step's inputs are an object"),
    ('# pixoid {} seed 1 bots random\nstep 0 inputs {}\n  {"type": \n', "small.txt:3: not JSON"),
    ('# pixoid {} seed 1 bots random\nresult {}\nstep 0 inputs {}\n', "small.txt:3: nothing may follow"),
    ('# pixoid {} seed 1 bots random\nhello\n', "small.txt:2: expected a 'step'"),
])
def test_a_malformed_file_is_one_message_naming_its_line(text, where):
    with pytest.raises(golden.GoldenError, match=re.escape(where)):
        golden.parse(text, "small.txt")


def test_a_bot_that_chooses_otherwise_fails_its_pin_at_that_step():
    pin = golden.parse(PIN.read_text(), "pin.txt")
    golden.check_pin(pin, "pin")
    step = pin.steps[-1]
    seat = next(iter(step.inputs))
    changed = golden.Step(step.number, {**step.inputs, seat: {"other": 1}})
    with pytest.raises(golden.GoldenError, match=rf"pin step {step.number}: the bots chose"):
        golden.check_pin(golden.Playthrough(pin.header, (*pin.steps[:-1], changed)), "pin")
    with pytest.raises(golden.GoldenError, match=r"the bots' game lasts \d+ steps, the pin \d+"):
        golden.check_pin(golden.Playthrough(pin.header, pin.steps[:-1]), "pin")
