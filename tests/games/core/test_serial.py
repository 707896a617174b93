"""games.core.serial: JSON round trips of dataclass states, tagged unions, non-string dict keys, and Pixoid's
journal encoding unchanged."""
from __future__ import annotations

import json
import zlib
from dataclasses import dataclass, field

import pytest
from hypothesis import given, strategies as st

from games.core.runner import play_out
from games.core.serial import TAG, from_jsonable, to_jsonable
from games.pixoid.bots import HeuristicBot
from games.pixoid.rules import Pixoid


@dataclass(frozen=True)
class Inner:
    a: tuple[int, ...]
    b: dict[str, int]
    c: str | None = None


@dataclass
class Outer:
    inner: Inner
    pairs: tuple[tuple[int, str], ...]
    items: list[Inner]
    _cache: object = None


# A Stadium-like shape: the game's state holds the current trial's state, one of several dataclasses.
@dataclass(frozen=True)
class Sprint:
    lanes: dict[int, str]
    times: tuple[int, ...] = ()


@dataclass(frozen=True)
class Relay:
    legs: dict[str, tuple[int, int]]
    baton: str | None = None


@dataclass(frozen=True)
class Heat:
    trial: Sprint | Relay
    label: int | str = 0


@dataclass
class Meet:
    current: Sprint | Relay | None
    heats: tuple[Heat, ...]
    by_lane: dict[int, Sprint | Relay]
    by_pair: dict[tuple[int, str], Heat]
    nested: dict[str, tuple[Heat | None, int]] = field(default_factory=dict)


def rebuilt(tp, obj):
    return from_jsonable(tp, json.loads(json.dumps(to_jsonable(obj))))


def test_round_trip_rebuilds_equal_objects_and_skips_caches():
    obj = Outer(Inner((1, 2), {"x": 3}), ((1, "A"), (2, "B")), [Inner((), {}, "z")], _cache=object())
    data = json.loads(json.dumps(to_jsonable(obj)))
    assert "_cache" not in data
    back = from_jsonable(Outer, data)
    assert back.inner == obj.inner and back.pairs == obj.pairs and back.items == obj.items


def test_a_union_member_comes_back_as_its_own_class_inside_a_tuple_and_a_dict():
    meet = Meet(Relay({"red": (1, 2)}, "red"), (Heat(Sprint({1: "red"}, (9,)), "final"),), {2: Sprint({})},
                {(3, "x"): Heat(Relay({}), 7)}, {"a": (Heat(Sprint({4: "blue"})), 5), "b": (None, 0)})
    data = to_jsonable(meet)
    assert data["current"][TAG] == "Relay" and data["heats"][0]["trial"][TAG] == "Sprint"
    assert data["by_lane"] == {"2": {TAG: "Sprint", "lanes": {}, "times": []}}      # int keys: plain object keys
    assert data["by_pair"][0][0] == [3, "x"]                                         # other keys: [key, value] pairs
    back = rebuilt(Meet, meet)
    assert back == meet
    assert type(back.current) is Relay and type(back.by_pair[(3, "x")].trial) is Relay
    assert type(back.nested["a"][0].trial) is Sprint and back.nested["a"][0].trial.lanes == {4: "blue"}


def test_optional_of_one_class_is_not_tagged():
    assert to_jsonable(Inner((1,), {}, "z")) == {"a": [1], "b": {}, "c": "z"}
    assert to_jsonable(Heat(Sprint({}), "x"))["label"] == "x"


def test_unknown_tag_and_a_value_outside_the_union_are_clear_errors():
    with pytest.raises(TypeError, match="unknown type tag 'Hurdles'"):
        from_jsonable(Heat, {"trial": {TAG: "Hurdles"}})
    with pytest.raises(TypeError, match="none of the types"):
        to_jsonable(Heat(Inner((), {})))  # type: ignore[arg-type]


names = st.sampled_from(["red", "blue", "green", "yellow"])
sprints = st.builds(Sprint, st.dictionaries(st.integers(-5, 50), names, max_size=4),
                    st.lists(st.integers(0, 99), max_size=3).map(tuple))
relays = st.builds(Relay, st.dictionaries(names, st.tuples(st.integers(), st.integers()), max_size=3),
                   st.none() | names)
trials = sprints | relays
heats = st.builds(Heat, trials, st.integers() | st.text(max_size=5))
meets = st.builds(Meet, st.none() | trials, st.lists(heats, max_size=3).map(tuple),
                  st.dictionaries(st.integers(), trials, max_size=3),
                  st.dictionaries(st.tuples(st.integers(0, 9), names), heats, max_size=3),
                  st.dictionaries(st.text(max_size=3), st.tuples(st.none() | heats, st.integers()), max_size=3))


@given(meets)
def test_nested_unions_and_keys_round_trip_through_plain_json(meet):
    text = json.dumps(to_jsonable(meet))   # plain JSON: no default= hook needed
    back = from_jsonable(Meet, json.loads(text))
    assert back == meet
    assert json.dumps(to_jsonable(back)) == text


def _state_crcs(options, seed):
    game = Pixoid()
    crcs = []

    def record(step, inputs, events, state):
        text = json.dumps(game.to_json(state), sort_keys=True, separators=(",", ":"))
        crcs.append(zlib.crc32(text.encode()))

    play_out(game, game.setup(options, seed), {p: HeuristicBot() for p in options["players"]}, seed,
             on_step=record)
    return len(crcs), zlib.crc32(json.dumps(crcs).encode())


def test_pixoid_states_encode_exactly_as_before():
    """Journals written before tagged unions carry CRCs of this encoding (figures from the old encoder)."""
    seat_frame = {"players": ["red", "blue", "green"], "frame": "seat", "catch": "complete"}
    short = {"players": ["red", "blue", "green", "yellow"], "variant": "short"}
    assert _state_crcs(seat_frame, 4) == (45, 3821290448)
    assert _state_crcs(short, 3) == (14, 1589390894)
