"""Turn order helpers (ST-25, ST-26) and token passing (ST-21)."""
from __future__ import annotations

import pytest

from games.stadium.effects import pass_token
from games.stadium.turns import clockwise, left_of, opponent_left_of, pairs

S6 = ("red", "blue", "green", "yellow", "purple", "orange")
T6 = {s: ("red", "blue")[i % 2] for i, s in enumerate(S6)}


def test_st25_clockwise_from_the_first_player_skipping_excluded():
    assert clockwise(S6, "green") == ("green", "yellow", "purple", "orange", "red", "blue")
    assert clockwise(S6, "green", skip={"purple", "red"}) == ("green", "yellow", "orange", "blue")


def test_left_of_wraps_around():
    assert left_of(S6, "orange") == "red"


def test_st02_st21_opponent_on_the_left_is_the_left_neighbour_with_alternating_seats():
    assert opponent_left_of(S6, T6, "yellow") == "purple"
    assert pass_token(S6, T6, "orange") == "red"
    assert pass_token(S6, T6, "red", times=3) == "yellow"


def test_opponent_left_of_without_opponent_is_an_error():
    with pytest.raises(ValueError):
        opponent_left_of(("a", "b"), {"a": "red", "b": "red"}, "a")


def test_st26_successive_pairs_from_the_first_player():
    assert pairs(S6, "blue") == (("blue", "green"), ("yellow", "purple"), ("orange", "red"))
    assert pairs(S6[:4], "red") == (("red", "blue"), ("green", "yellow"))
