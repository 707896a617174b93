"""Controllers as intents (docs/architecture.md §11): wheel turns the short way round, LOCK press / release, and the
hold thresholds that open the TV peek (2 s) and the pause menu (3 s), each once per press."""
from __future__ import annotations

from hal.simulated import SimulatedController
from host.screen.controls import HOLD_PAUSE_S, HOLD_PEEK_S, ControllerWatch, Hold, Turn, wheel_delta


def kinds(intents):
    return [(i.kind, i.value) for i in intents]


def test_wheel_delta_takes_the_short_way_round():
    assert wheel_delta(0, 1, 4) == 1 and wheel_delta(0, 3, 4) == -1 and wheel_delta(3, 0, 4) == 1
    assert wheel_delta(30, 0, 31) == 1 and wheel_delta(5, 2, 31) == -3
    assert wheel_delta(None, 2, 4) == 0 and wheel_delta(1, None, 4) == 0


def test_turns_presses_and_holds():
    woke = []
    red = SimulatedController("red")
    watch = ControllerWatch(lambda: woke.append(1))
    watch.watch({"red": red})
    assert watch.poll(0.0) == [] and watch.next_deadline() is None       # the baseline is no change
    red.set_wheel("left", 3)
    assert kinds(watch.poll(1.0)) == [("turn", Turn("red", "left", -1))]
    assert woke                                                          # the subscription wakes the loop
    red.press_lock()
    assert kinds(watch.poll(10.0)) == [("press", "red")]
    assert watch.next_deadline() == 10.0 + HOLD_PEEK_S
    assert watch.poll(11.0) == []
    assert kinds(watch.poll(12.1)) == [("hold", Hold("red", HOLD_PEEK_S))]
    assert watch.next_deadline() == 10.0 + HOLD_PAUSE_S
    assert kinds(watch.poll(13.5)) == [("hold", Hold("red", HOLD_PAUSE_S))]
    assert watch.poll(20.0) == [] and watch.next_deadline() is None      # each threshold once per press
    red.release_lock()
    assert kinds(watch.poll(21.0)) == [("release", "red")]


def test_a_vanished_controller_releases_and_unwatched_ones_are_forgotten():
    red, blue = SimulatedController("red"), SimulatedController("blue")
    watch = ControllerWatch()
    watch.watch({"red": red, "blue": blue})
    red.press_lock()
    watch.poll(0.0)
    red.unplug()
    assert ("release", "red") in kinds(watch.poll(1.0))
    watch.watch({"blue": blue})
    red.set_wheel("centre", 4)
    assert watch.poll(2.0) == []


def test_a_press_released_before_the_loop_looks_is_still_a_press():
    red = SimulatedController("red")
    watch = ControllerWatch()
    watch.watch({"red": red})
    red.set_wheel("centre", 5)
    red.press_lock()
    red.release_lock()
    assert [i.kind for i in watch.poll(0.0)] == ["turn", "press", "release"]
