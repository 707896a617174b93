"""One state idiom in every game (games/core/evolve.py, games/core/memo.py): states are dataclasses with
slots holding no cache, a new state is ``evolve`` (equal to ``dataclasses.replace``), and a replaced state never
answers with the prompts of the state it came from."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from games.core.bots import RandomBot
from games.core.evolve import Draft, evolve, state_fields
from games.core.memo import StateMemo, memoised
from games.core.runner import bot_inputs
from games.registry import get_game

STARTS = {
    "pixoid": {"players": ["red", "blue", "green"]},
    "outspeed": {"players": ["red", "blue", "green", "yellow"]},
    "stadium": {"players": ["red", "blue", "green", "yellow"]},
}


def played(name: str, steps: int, seed: int = 3):
    """The state of game ``name`` after ``steps`` random applies (or at its end)."""
    game = get_game(name)
    options = STARTS[name]
    bots = {p: RandomBot() for p in [*options["players"], "purple", "orange"]}
    state = game.setup(options, seed)
    for step in range(steps):
        if not game.prompts(state):
            break
        state, _ = game.apply(state, bot_inputs(game, state, bots, seed, step))
    return game, state


@pytest.mark.parametrize("name", sorted(STARTS))
def test_states_hold_only_game_facts_and_reads_leave_them_alone(name):
    game, state = played(name, 5)
    cls = type(state)
    fields = dataclasses.fields(cls)
    assert all(f.init and not f.name.startswith("_") for f in fields), [f.name for f in fields]
    assert {f.name for f in fields} == state_fields(cls) and not hasattr(state, "__dict__")
    before = {f.name: getattr(state, f.name) for f in fields}
    with pytest.raises(AttributeError):
        state._prompts = {}                                             # no room for a cache
    game.prompts(state)
    game.observe(state, None)
    assert {f.name: getattr(state, f.name) for f in fields} == before, "a read changed the state"


@pytest.mark.parametrize("name", sorted(STARTS))
def test_evolve_is_replace_and_changes_only_the_named_field(name):
    _, state = played(name, 4)
    names = [f.name for f in dataclasses.fields(type(state))]
    copy = evolve(state)
    assert copy == state and copy is not state
    for field_name in names:
        marker = object()
        changed = evolve(state, **{field_name: marker})
        assert getattr(changed, field_name) is marker
        assert all(getattr(changed, n) is getattr(state, n) for n in names if n != field_name)
        assert changed == dataclasses.replace(state, **{field_name: marker})
    with pytest.raises(TypeError, match="has no field colour"):
        evolve(state, colour="red")


@pytest.mark.parametrize("name", sorted(STARTS))
def test_a_replaced_state_never_carries_the_old_prompts(name):
    """Prompts depend on the state: after a field changes, the prompts are the new state's, whether the
    copy is made with ``dataclasses.replace`` or ``evolve``."""
    game, state = played(name, 0)
    before = game.prompts(state)
    assert before
    over = {"current": None} if name == "stadium" else {"phase": "over"}
    for copy in (dataclasses.replace(state, **over), evolve(state, **over)):
        assert game.prompts(copy) == {}
    assert game.prompts(state) == before


@dataclass(slots=True)
class Point:
    x: int
    ys: tuple[int, ...]
    step: int


class Move(Draft):
    keep = ("step",)
    lists = ("ys",)

    def step_up(self) -> None:
        self.x += 1
        self.ys[0] = 9


def test_a_memo_computes_once_per_state_and_never_for_an_equal_copy():
    calls = []
    memo: StateMemo[int] = StateMemo()
    one, two, three = (Point(1, (), 0) for _ in range(3))          # equal, distinct objects

    def compute(state):
        calls.append(state)
        return len(calls)

    assert memo.get(one, compute) == 1 and memo.get(one, compute) == 1
    assert memo.get(two, compute) == 2 and memo.get(one, compute) == 1      # the last two are remembered
    assert memo.get(three, compute) == 3 and memo.get(two, compute) == 4    # two was forgotten
    assert [id(c) for c in calls] == [id(one), id(two), id(three), id(two)]


def test_a_memoised_function_computes_once_per_state_as_a_memo_does():
    calls = []

    def compute(state):
        calls.append(state)
        return len(calls)

    memo = memoised(compute)
    one, two, three = (Point(1, (), 0) for _ in range(3))
    assert memo(one) == 1 and memo(one) == 1
    assert memo(two) == 2 and memo(one) == 1
    assert memo(three) == 3 and memo(two) == 4
    assert [id(c) for c in calls] == [id(one), id(two), id(three), id(two)]


class MoveFurther(Move):
    keep = ()                           # a subclass drafts every field: its own generated start and build


def test_a_draft_subclass_and_a_draft_class_each_build_by_their_own_plan():
    base = Point(1, (2, 3), 0)
    first = Move(base)                  # Move's plan first, then its subclass's
    further = MoveFurther(base)
    further.step = 5
    first.step_up()
    assert first.build() == Point(2, (9, 3), 0) and first.build(step=7) == Point(2, (9, 3), 7)
    assert further.build() == Point(1, (2, 3), 5)
    with pytest.raises(TypeError, match="unexpected keyword argument 'x'"):
        first.build(x=4)                # only kept fields are given to build
    with pytest.raises(TypeError, match="unexpected keyword argument"):
        further.build(step=1)


def test_a_draft_class_drafts_one_state_class():
    @dataclass(slots=True)
    class Other:
        x: int
        ys: tuple[int, ...]
        step: int

    Move(Point(1, (), 0))
    with pytest.raises(TypeError, match="Move drafts Point, not Other"):
        Move(Other(1, (), 0))


def test_a_draft_collects_changes_and_builds_one_new_state():
    base = Point(1, (2, 3), 0)
    draft = Move(base)
    draft.step_up()
    assert draft.build(step=1) == Point(2, (9, 3), 1)
    assert base == Point(1, (2, 3), 0)


def test_a_draft_or_a_state_that_breaks_the_idiom_is_refused():
    class Hides(Draft):
        def x(self) -> None:
            """A method with a field's name."""

    with pytest.raises(TypeError, match="field x would hide a member"):
        Hides(Point(1, (), 0))

    class Unknown(Draft):
        keep = ("z",)

    with pytest.raises(TypeError, match="Point has no field z"):
        Unknown(Point(1, (), 0))

    @dataclass
    class Loose:
        x: int

    @dataclass(slots=True)
    class Derived:
        x: int
        cache: int = dataclasses.field(init=False, default=0)

    for state in (Loose(1), Derived(1)):
        with pytest.raises(TypeError, match="must"):
            evolve(state, x=2)
