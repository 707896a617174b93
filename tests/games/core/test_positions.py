"""Positions you can set up (issue 18 item 7; docs/positions.md): every documented example loads, forced
dice take the next rolls and survive the JSON round trip, and a position that breaks the rules is one
ContentError naming the file and the field."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from games.core.dice import force_faces, load_dice, roll
from games.core.errors import ContentError
from games.core.position import position_of, read_position, start
from games.core.rng import Rng

DOCS = Path(__file__).resolve().parents[3] / "docs"
EXAMPLES = sorted((DOCS / "positions").glob("*.yaml"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_file_loads_and_starts(path):
    game, state = start(read_position(path))
    assert game.prompts(state)                       # a position someone can play on
    assert game.from_json(game.to_json(state)) == state


def test_every_position_in_the_docs_page_loads():
    blocks = re.findall(r"```yaml\n(.*?)```", (DOCS / "positions.md").read_text(), re.S)
    complete = [yaml.safe_load(b) for b in blocks if b.lstrip().startswith(("#", "game:")) and "\ngame:" in "\n" + b]
    assert len(complete) >= 4
    for data in complete:
        start(position_of(data, "docs/positions.md"))


def test_forced_faces_come_first_then_the_seeded_rng_continues():
    dice = load_dice()
    rng = Rng(force_faces(Rng(5).state, {"green": [6, 1], "yellow": [-3]}, dice, "f", "next_dice"))
    events: list = []
    assert [roll(rng, "green", dice, events) for _ in range(2)] == [6, 1]
    assert roll(rng, "yellow", dice, events) == -3 and rng.forced == 0
    plain = Rng(5)
    for _ in range(3):
        plain.next64()
    assert rng.state == plain.state                  # forcing drew as usual: the rest is the seeded stream
    assert [e.get("forced") for e in events] == [True, True, True]


def test_forced_dice_travel_in_the_state_and_shape_the_trial():
    game, state = start(read_position(DOCS / "positions" / "stadium.yaml"))
    assert game.observe(state, None)["trial"]["state"]["faces"][3] == 6      # Archery's green die, forced
    again = game.from_json(game.to_json(state))
    assert Rng(again.rng).forced == Rng(state.rng).forced != 0             # two more green 6s to come


BASE = {"game": "outspeed", "players": ["red", "blue", "green"]}


@pytest.mark.parametrize("data, field, says", [
    ({"game": "stadium", "energy": {"red": 40}}, "energy.red", "40 is more Energy"),
    ({**BASE, "ships": {"red": {"zone": 19}}}, "ships.red.zone", "19 is past the track (zones 1..14)"),
    ({**BASE, "ships": {"pink": {"zone": 4}}}, "ships.pink", "is not a seat"),
    ({**BASE, "players": ["red", "mauve", "blue"]}, "players[1]", "not a controller colour"),
    ({**BASE, "turn": "three"}, "turn", "whole number"),
    ({**BASE, "shipz": 1}, "shipz", "is not a field of outspeed positions"),
    ({**BASE, "next_dice": {"green": [7]}}, "next_dice.green[0]", "not a face of the green die"),
    ({**BASE, "next_dice": {"purple": [1]}}, "next_dice.purple", "is not a die"),
    ({**BASE, "ships": {"red": {"tokens": ["laser"]}}}, "ships.red.tokens[0]", "not a Bonus token"),
    ({**BASE, "markers": {5: 8}}, "markers.5", "from 1 to 7"),
    ({**BASE, "options": {"speed": 3}}, "options.speed", "is not an option"),
    ({"game": "pixoid", "next_dice": {"green": [1]}}, "next_dice", "pixoid has no dice"),
    ({"game": "pixoid", "pieces": {"red": 5, "blue": 5}, "pixoid": "red"}, "pieces.blue", "Pixoid's Pix"),
    ({"game": "pixoid", "pieces": {"red": [30, 1]}}, "pieces.red[0]", "from 0 to"),
    ({"game": "stadium", "options": {"trials": "golf"}, "track": ["golf"]}, "track", "the options fix the track"),
    ({"game": "stadium", "track": ["100m"]}, "track[0]", "is a rest trial"),
    ({"game": "stadium", "medals": {"red": {"platinum": 1}}}, "medals.red.platinum", "is not a medal"),
    ({"game": "chess"}, "game", "must name a game"),
])
def test_a_position_that_breaks_the_rules_is_one_error_naming_the_field(data, field, says):
    with pytest.raises(ContentError) as caught:
        position_of(data, "position.yaml")
    assert caught.value.file == "position.yaml" and caught.value.field == field
    assert says in caught.value.message


def test_a_position_file_is_read_bounded_and_must_be_a_mapping(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text("- just\n- a list\n")
    with pytest.raises(ContentError, match="must be a mapping"):
        read_position(path)
