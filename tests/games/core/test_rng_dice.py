"""Seeded chance in the state (CON-13), dice as content (CON-12, GAP-08), content errors."""
from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, strategies as st

from games.core.dice import DIE_COLOURS, load_dice, roll
from games.core.errors import ContentError
from games.core.rng import Rng


def test_con12_five_dice_with_gap08_faces():
    """CON-12."""
    dice = load_dice()
    assert set(dice) == set(DIE_COLOURS)
    assert min(dice["yellow"]) < 0 and all(f >= 0 for f in dice["blue"])
    assert sum(dice["red"]) < 0 and dice["green"] == (1, 2, 3, 4, 5, 6)
    assert "intercept" in dice["white"] and any(f != "intercept" for f in dice["white"])


def test_con13_rolls_are_uniform_and_recorded_as_events():
    """CON-13."""
    rng = Rng(7)
    events: list = []
    counts = Counter(roll(rng, "green", load_dice(), events) for _ in range(6000))
    assert set(counts) == {1, 2, 3, 4, 5, 6} and min(counts.values()) > 850
    assert len(events) == 6000 and events[0]["type"] == "roll" and events[0]["die"] == "green"


@given(st.integers(0, 2**64 - 1))
def test_rng_is_reproducible_from_its_state(seed):
    a, b = Rng(seed), Rng(seed)
    assert [a.below(6) for _ in range(20)] == [b.below(6) for _ in range(20)]
    state = a.state
    assert Rng(json.loads(json.dumps(state))).next64() == a.next64()


@given(st.lists(st.integers(), max_size=30), st.integers(0, 1000))
def test_shuffle_is_a_permutation(items, seed):
    assert sorted(Rng(seed).shuffled(items)) == sorted(items)


def test_bad_dice_file_names_file_and_field(tmp_path):
    path = tmp_path / "dice.yaml"
    path.write_text("dice:\n  white: [1]\n  blue: [1]\n  red: []\n  yellow: [1]\n  green: [1]\n")
    with pytest.raises(ContentError) as exc:
        load_dice(str(path))
    assert exc.value.field == "dice.red" and str(path) in str(exc.value)
    path.write_text("dice:\n  white: [1]\n  blue: [1.5]\n  red: [1]\n  yellow: [1]\n  green: [1]\n")
    with pytest.raises(ContentError, match=r"dice.blue\[0\]"):
        load_dice(str(path))
    path.write_text("dice: [")
    with pytest.raises(ContentError, match="not valid YAML"):
        load_dice(str(path))
