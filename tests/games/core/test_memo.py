"""games/core/memo.py's put: a value an apply worked out for the state it built is the memo's answer for
that state, the last entry (the one before it still remembered), and an equal state is computed afresh."""
from __future__ import annotations

from games.core.memo import memoised_with_put


class Box:
    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Box)

    __hash__ = object.__hash__


def test_a_put_value_answers_for_its_state_and_the_one_before_stays_remembered():
    calls: list[Box] = []

    def compute(state: Box) -> int:
        calls.append(state)
        return 100 + len(calls)

    get, put = memoised_with_put(compute)
    one, two, three = Box(), Box(), Box()
    assert get(one) == 101
    put(two, 7)
    assert get(two) == 7 and get(one) == 101 and calls == [one]          # both remembered, nothing computed
    put(three, 8)
    assert get(three) == 8 and get(one) == 101                          # two was the oldest: forgotten
    assert get(two) == 102 and calls == [one, two]                      # computed afresh
    assert get(Box()) == 103                                            # an equal state is another state
