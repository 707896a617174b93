"""host/phones/messages.py and tokens.py: what a page may say, the flood limit, and the seat tokens."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, strategies as st

from host.phones import messages, tokens
from host.phones.messages import Hello, Hostile, Lock, Ping, Rate, Wheel, parse

DETENTS = (4, 31, 4)


def test_the_four_messages_a_page_may_send():
    assert parse('{"t": "hello", "token": "x"}', DETENTS) == Hello("x")
    assert parse('{"t": "hello"}', DETENTS) == Hello(None)
    assert parse('{"t": "wheel", "wheel": 1, "position": 30}', DETENTS) == Wheel(1, 30)
    assert parse('{"t": "lock", "down": true}', DETENTS) == Lock(True)
    assert parse('{"t": "ping"}', DETENTS) == Ping()


@pytest.mark.parametrize("text, reason", [
    ("not json", "not JSON"),
    ("[1, 2]", "a message is a JSON object"),
    ('{"t": "sudo"}', "unknown message"),
    ('{"t": 3}', "unknown message"),
    ('{"t": "wheel", "wheel": 1}', "wrong fields for wheel"),
    ('{"t": "wheel", "wheel": 1, "position": 2, "seat": "blue"}', "wrong fields for wheel"),
    ('{"t": "wheel", "wheel": 3, "position": 0}', "no such wheel"),
    ('{"t": "wheel", "wheel": 0, "position": 4}', "no such position on that wheel"),
    ('{"t": "wheel", "wheel": 1, "position": -1}', "no such position on that wheel"),
    ('{"t": "wheel", "wheel": 1, "position": 2.5}', "position must be a whole number"),
    ('{"t": "wheel", "wheel": true, "position": 2}', "wheel must be a whole number"),
    ('{"t": "lock", "down": 1}', "down must be true or false"),
    ('{"t": "hello", "token": 5}', "a token is a string"),
    ('{"t": "ping", "x": 1}', "wrong fields for ping"),
    ("[" * 5000, "message longer than 512 bytes"),
    ("[" * 400 + "]" * 100, "not JSON"),
])
def test_a_hostile_message_has_one_reason(text, reason):
    with pytest.raises(Hostile) as err:
        parse(text, DETENTS)
    assert err.value.reason == reason


def test_binary_frames_and_huge_messages_are_hostile():
    with pytest.raises(Hostile, match="text messages only"):
        parse(b'{"t": "ping"}', DETENTS)
    with pytest.raises(Hostile, match="longer than"):
        parse(json.dumps({"t": "hello", "token": "x" * messages.MAX_MESSAGE}), DETENTS)


@given(st.text(max_size=300) | st.binary(max_size=100).map(lambda b: b.decode("latin-1")))
def test_any_text_is_a_message_or_hostile_never_an_error(text):
    try:
        parse(text, DETENTS)
    except Hostile:
        pass


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12))
def test_any_json_is_a_message_or_hostile(value):
    try:
        parse(json.dumps(value), DETENTS)
    except Hostile:
        pass


def test_the_rate_limit_allows_a_burst_then_the_steady_rate():
    rate = Rate(per_s=10, burst=5)
    assert all(rate.allow(0.0) for _ in range(5))
    assert not rate.allow(0.0)
    assert rate.allow(0.1)          # one more token after a tenth of a second
    assert not rate.allow(0.1)
    assert all(rate.allow(10.0) for _ in range(5))


def test_tokens_are_long_random_and_compared_whole():
    made = {tokens.new_token() for _ in range(200)}
    assert len(made) == 200
    assert all(tokens.well_formed(t) for t in made)
    a = next(iter(made))
    assert tokens.same(a, a) and not tokens.same(a, a[:-1] + ("A" if a[-1] != "A" else "B"))
    assert not tokens.well_formed(a[:-1]) and not tokens.well_formed(None) and not tokens.well_formed(a + "/")
